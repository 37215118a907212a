import Foundation

/// The files under some folders with their stamps (`FileStamp`: size, inode, modification
/// and change times): two snapshots differ when a file was saved, added, removed or
/// renamed. Polling these is how `lessons serve` notices edits, with nothing but the C
/// library.
///
/// Taken with `FileTree` (`readdir` and `fstatat`), as the build takes its input stamps:
/// the watcher takes one every poll, and on a large content folder `FileManager`'s
/// enumerator made each poll cost more than the rebuild it waits for.
///
/// Hidden files and editor backups (`.name.swp`, `name~`) are left out, so an editor's
/// scratch files do not trigger a rebuild. A symlink to a file counts as the file.
package struct FolderSnapshot: Sendable, Equatable {
  /// Absolute path → stamp.
  package var files: [String: FileStamp]

  package init(files: [String: FileStamp] = [:]) {
    self.files = files
  }

  /// Takes a snapshot of every file under `folders` (a missing folder contributes nothing).
  package static func take(_ folders: [String]) -> FolderSnapshot {
    var files: [String: FileStamp] = [:]
    for folder in folders {
      let root = URL(fileURLWithPath: folder).standardizedFileURL.path
      for (relative, stamp) in FileTree.stamps(under: root, skipHidden: true, followFileLinks: true)
      where !relative.hasSuffix("~") && !relative.hasSuffix(".swp") {
        files[root + "/" + relative] = stamp
      }
    }
    return FolderSnapshot(files: files)
  }

  /// Paths added, removed or changed between `self` and `newer`, sorted.
  package func changes(to newer: FolderSnapshot) -> [String] {
    let paths = Set(files.keys).union(newer.files.keys)
    return paths.filter { files[$0] != newer.files[$0] }.sorted()
  }
}
