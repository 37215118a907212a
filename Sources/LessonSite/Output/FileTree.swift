import Foundation

/// What the build cache remembers of one file to tell, without reading it, whether it is
/// still the file it saw: size, inode, and modification and change times in nanoseconds.
///
/// The change time (`st_ctime`) cannot be set by a program (`touch -d` and `cp -p` set the
/// modification time, and the kernel sets the change time to now while doing so), so a file
/// rewritten with the same size and an old modification time still gets a new stamp.
package struct FileStamp: Sendable, Equatable {
  package var size: Int
  package var modified: Int
  package var changed: Int
  package var inode: Int

  package init(size: Int, modified: Int, changed: Int, inode: Int) {
    self.size = size
    self.modified = modified
    self.changed = changed
    self.inode = inode
  }

  init(_ status: stat) {
    size = Int(status.st_size)
    modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    changed = Int(status.st_ctim.tv_sec) * 1_000_000_000 + Int(status.st_ctim.tv_nsec)
    inode = Int(bitPattern: UInt(status.st_ino))
  }

  /// The stamp of the file at `path` (symlinks not followed), nil when it is missing.
  package static func of(_ path: String) -> FileStamp? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return FileStamp(status)
  }
}

/// The regular files under a folder, found with `readdir` and `fstatat` on each folder's
/// descriptor (far less per file than `FileManager`'s enumerator, which matters when a
/// rebuild with nothing to do only looks at every file; a name looked up in its open
/// folder, not as a path walked again from the root for every file).
package enum FileTree {
  /// Relative path (`/`-separated) → stamp of every regular file under `root`; symlinks
  /// to folders are not followed; a symlink to a file counts as that file (stamped as the
  /// file) when `followFileLinks`. `skipHidden` leaves out names starting with `.` and all
  /// below them.
  package static func stamps(
    under root: String, skipHidden: Bool = false, followFileLinks: Bool = false
  ) -> [String: FileStamp] {
    table(entries(under: root, skipHidden: skipHidden, followFileLinks: followFileLinks))
  }

  /// `entries` by path.
  package static func table(_ entries: [(path: String, stamp: FileStamp)]) -> [String: FileStamp] {
    var found: [String: FileStamp] = [:]
    found.reserveCapacity(entries.count)
    for entry in entries { found[entry.path] = entry.stamp }
    return found
  }

  /// `stamps(under:skipHidden:followFileLinks:)` as a list, in the order the folders give
  /// their files: a rebuild with nothing to do fingerprints it (`TreeStamp`) and makes no
  /// table of it.
  package static func entries(
    under root: String, skipHidden: Bool = false, followFileLinks: Bool = false
  ) -> [(path: String, stamp: FileStamp)] {
    var found: [(path: String, stamp: FileStamp)] = []
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? root : root + "/" + relative
      let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      // `closedir` closes the descriptor too.
      guard let directory = fdopendir(descriptor) else {
        close(descriptor)
        continue
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name == "." || name == ".." || (skipHidden && name.hasPrefix(".")) { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: pending.append(path)
        case S_IFREG: found.append((path, FileStamp(status)))
        case S_IFLNK where followFileLinks:
          var target = stat()
          if fstatat(descriptor, name, &target, 0) == 0, target.st_mode & S_IFMT == S_IFREG {
            found.append((path, FileStamp(target)))
          }
        default: continue
        }
      }
    }
    return found
  }
}
