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

  package init() {}

  /// The digests of the files in `folders` (name → folder; dot files left out), reusing
  /// `previous` digests of files whose stamps are unchanged and not racy.
  package init(folders: [(name: String, path: String)], previous: InputDigests?) {
    takenAt = Self.now()
    for (name, root) in folders {
      let stamps = FileTree.stamps(under: root, skipHidden: true, followFileLinks: true)
      for (path, stamp) in stamps {
        let key = name + "/" + path
        if let old = previous?.entries[key], old.stamp == stamp,
          let previous, stamp.modified < previous.takenAt - Self.racyWindow,
          stamp.changed < previous.takenAt - Self.racyWindow
        {
          entries[key] = old
          continue
        }
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
        var digest = Digest()
        digest.add(Array(data))
        entries[key] = Entry(stamp: stamp, digest: digest.description)
        filesRead += 1
      }
    }
  }

  /// The digest of `name`'s folder: every file's relative path and digest, sorted by path.
  package func folderDigest(_ name: String) -> String {
    var digest = Digest()
    let prefix = name + "/"
    for key in entries.keys.sorted() where key.hasPrefix(prefix) {
      digest.add(String(key.dropFirst(prefix.count)))
      digest.add(entries[key]!.digest)
    }
    return digest.description
  }

  /// The digest of one file, by its key (`content/en/01-a.md`).
  package func digest(of key: String) -> String? {
    entries[key]?.digest
  }

  private static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}
