import Foundation

/// The files under some folders with their sizes and modification times: two snapshots
/// differ when a file was saved, added, removed or renamed. Polling these is how
/// `lessons serve` notices edits, with nothing but Foundation.
///
/// Hidden files and editor backups (`.name.swp`, `name~`) are left out, so an editor's
/// scratch files do not trigger a rebuild.
package struct FolderSnapshot: Sendable, Equatable {
  /// Size and modification time of one file.
  package struct Stamp: Sendable, Equatable {
    package var size: Int
    package var modified: Double
  }

  /// Absolute path → stamp.
  package var files: [String: Stamp]

  package init(files: [String: Stamp] = [:]) {
    self.files = files
  }

  /// Takes a snapshot of every file under `folders` (a missing folder contributes nothing).
  package static func take(_ folders: [String]) -> FolderSnapshot {
    var files: [String: Stamp] = [:]
    let manager = FileManager.default
    for folder in folders {
      let root = URL(fileURLWithPath: folder).standardizedFileURL
      guard
        let walker = manager.enumerator(
          at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey],
          options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in walker {
        let name = url.lastPathComponent
        if name.hasSuffix("~") || name.hasSuffix(".swp") { continue }
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
          values.isRegularFile == true
        else { continue }
        let modified =
          (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)?
          .timeIntervalSince1970 ?? 0
        files[url.path] = Stamp(size: values.fileSize ?? 0, modified: modified)
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
