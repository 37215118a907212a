import Foundation

/// The digest of every input file (content and templates), and the stamp each had when it
/// was read, so the next build reads only files whose stamp changed.
///
/// Why a stamp is enough: a file whose size, inode, modification time and change time (to
/// the nanosecond) are all as recorded has not been written since. Editors, `git checkout`,
/// `cp` and `touch -d` all change the change time, which no program can set back. The one
/// gap is a write within the clock's granularity of the recorded moment, the "racy" stamp
/// Git describes: so a file modified or changed less than `racyWindow` before the stamps
/// were taken is read again next time whatever its stamp says.
package struct InputDigests: Sendable, Equatable {
  /// One file: its stamp when read and the digest of its bytes.
  package struct Entry: Sendable, Equatable {
    package var stamp: FileStamp
    package var digest: String
  }

  /// Stamps this close (nanoseconds) to `takenAt`, or later, are not trusted.
  package static let racyWindow = 2_000_000_000

  /// `content/` or `templates/` followed by the path inside that folder.
  package var entries: [String: Entry] = [:]
  /// Wall-clock time (nanoseconds since 1970) just before the stamps were taken.
  package var takenAt = 0
  /// Files read (hashed) to make these digests, for tests.
  package var filesRead = 0
  /// Each folder's digest (`folderDigest`), worked out once: taken from `previous` when no
  /// file of the folder changed, came or went (a rebuild with nothing to do then digests
  /// nothing), and kept in the cache with the entries.
  package var folderDigests: [String: String] = [:]
  /// The keys of the files whose digest is not the one `previous` recorded (new files among
  /// them), in no particular order. Never part of what the cache records or compares.
  package private(set) var changedKeys: [String] = []
  /// True when `previous` had exactly these files (none came or went); false without one.
  package private(set) var sameFiles = false

  package init() {}

  /// The digests of the files in `folders` (name → folder; dot files left out), reusing
  /// `previous` digests of files whose stamps are unchanged and not racy. Files to read are
  /// read and digested on `jobs` cores: a cold build reads every input, and on one thread
  /// the other cores waited for it.
  ///
  /// `keeping(key, size)` names the files whose bytes are kept in `bytesRead` (by key) when
  /// they are read, so that loading does not read them a second time; the others are let go.
  package init(
    folders: [(name: String, path: String)], previous: InputDigests?, jobs: Int = 1,
    keeping: @escaping @Sendable (String, Int) -> Bool = { _, _ in false }
  ) {
    self.init(walked: Walk(folders), previous: previous, jobs: jobs, keeping: keeping)
  }

  /// The input folders' files and stamps, as walked once (`init(walked:…)` takes them).
  package struct Walk: Sendable {
    /// Wall-clock time (nanoseconds since 1970) just before the stamps were taken.
    package var takenAt: Int
    package var folders: [(name: String, path: String, files: [(path: String, stamp: FileStamp)])]

    /// Walks `folders` (name → folder; dot files left out, links to files followed).
    package init(_ folders: [(name: String, path: String)]) {
      takenAt = InputDigests.now()
      self.folders = folders.map { name, path in
        (name, path, FileTree.entries(under: path, skipHidden: true, followFileLinks: true))
      }
    }

    /// The fingerprint of every file's stamp, keyed as `entries` are (`content/en/01-a.md`).
    package var treeStamp: TreeStamp {
      var tree = TreeStamp()
      for folder in folders {
        for file in folder.files { tree.add(folder.name + "/" + file.path, file.stamp) }
      }
      return tree
    }
  }

  /// `init(folders:previous:jobs:keeping:)` from the folders as `walk` found them.
  package init(
    walked walk: Walk, previous: InputDigests?, jobs: Int = 1,
    keeping: @escaping @Sendable (String, Int) -> Bool = { _, _ in false }
  ) {
    takenAt = walk.takenAt
    let folders = walk.folders.map { (name: $0.name, path: $0.path) }
    var toRead: [(key: String, path: String, stamp: FileStamp)] = []
    entries.reserveCapacity(walk.folders.reduce(0) { $0 + $1.files.count })
    for (name, root, stamps) in walk.folders {
      for (path, stamp) in stamps {
        let key = name + "/" + path
        if let old = previous?.entries[key], old.stamp == stamp,
          let previous, stamp.modified < previous.takenAt - Self.racyWindow,
          stamp.changed < previous.takenAt - Self.racyWindow
        {
          entries[key] = old
          continue
        }
        toRead.append((key, root + "/" + path, stamp))
      }
    }
    let read = ParallelMap.map(toRead, jobs: jobs) { file -> (String, [UInt8]?)? in
      // Whatever its size: a digest must cover every byte of every input.
      guard case .bytes(let bytes) = FileBytes.read(file.path, limit: Int.max) else {
        return nil
      }
      var digest = Digest()
      digest.add(bytes)
      return (digest.description, keeping(file.key, bytes.count) ? bytes : nil)
    }
    var added = false
    for (file, result) in zip(toRead, read) {
      guard let (digest, bytes) = result else { continue }
      let old = previous?.entries[file.key]
      if old == nil { added = true }
      if old?.digest != digest { changedKeys.append(file.key) }
      entries[file.key] = Entry(stamp: file.stamp, digest: digest)
      if let bytes { bytesRead[file.key] = bytes }
      filesRead += 1
    }
    // The same count and none added: none removed either.
    sameFiles = previous != nil && !added && previous?.entries.count == entries.count
    for (name, _) in folders {
      // By bytes: `hasPrefix` compares characters, for every input file three times.
      let prefix = Array((name + "/").utf8)
      func inFolder(_ key: String) -> Bool { key.utf8.starts(with: prefix) }
      let read = toRead.contains { inFolder($0.key) }
      if !read, let known = previous?.folderDigests[name],
        let previous,
        previous.entries.keys.count(where: inFolder) == entries.keys.count(where: inFolder)
      {
        // Every file of the folder was found unchanged in `previous` (none read), and as
        // many as it had: the same files, the same digests.
        folderDigests[name] = known
      } else {
        folderDigests[name] = digest(ofFolder: name)
      }
    }
  }

  /// The bytes of the files read here that `keeping` named, by key; loading takes them
  /// (`takeBytesRead`). Never part of what the cache records or compares.
  private var bytesRead: [String: [UInt8]] = [:]

  /// `bytesRead`, handed over and let go of here.
  package mutating func takeBytesRead() -> [String: [UInt8]] {
    defer { bytesRead = [:] }
    return bytesRead
  }

  package static func == (left: InputDigests, right: InputDigests) -> Bool {
    left.entries == right.entries && left.takenAt == right.takenAt
      && left.filesRead == right.filesRead
  }

  /// The digest of `name`'s folder: of every file's relative path and digest.
  package func folderDigest(_ name: String) -> String {
    folderDigests[name] ?? digest(ofFolder: name)
  }

  /// Order-free, as `TreeStamp` is: the sum of each file's digest of its path and digest,
  /// and the count. Sorting every path of the folder to digest them in order cost a rebuild
  /// after one change more than the rest of its input step.
  private func digest(ofFolder name: String) -> String {
    let prefix = Array((name + "/").utf8)
    var (a, b, count): (UInt64, UInt64, Int) = (0, 0, 0)
    for (key, entry) in entries where key.utf8.starts(with: prefix) {
      var file = Digest()
      file.add(key.utf8.dropFirst(prefix.count))
      file.add(entry.digest)
      let (x, y) = file.words
      a &+= x
      b &+= y
      count += 1
    }
    var digest = Digest()
    digest.add(int: count)
    digest.add(int: Int(truncatingIfNeeded: a))
    digest.add(int: Int(truncatingIfNeeded: b))
    return digest.description
  }

  /// The digest of one file, by its key (`content/en/01-a.md`).
  package func digest(of key: String) -> String? {
    entries[key]?.digest
  }

  /// True when every file's stamp is older than `racyWindow` before `takenAt`: a file with
  /// the same stamp later is the same file.
  package var isSettled: Bool {
    entries.values.allSatisfy {
      $0.stamp.modified < takenAt - Self.racyWindow && $0.stamp.changed < takenAt - Self.racyWindow
    }
  }

  /// The fingerprint of every file's stamp (`Walk.treeStamp` of the same files).
  package var treeStamp: TreeStamp {
    var tree = TreeStamp()
    for (key, entry) in entries { tree.add(key, entry.stamp) }
    return tree
  }

  fileprivate static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}
