import Foundation

/// The site's top-level folders as an earlier in-place update left them, kept in the build
/// cache's folder for the next update of the same folder to start from
/// (`OutputFolder.update(changed:kept:current:spares:)`).
///
/// An in-place update exchanges one top-level folder of the site (a locale's, after one
/// lesson changed) with a staged one. Staged from nothing, the staged folder needs a hard
/// link to every file that stays, and the folder exchanged out a removal of every file: a
/// thousand of each for a locale of a thousand lessons, and a new stamp for every file the
/// links touched. So the folder exchanged out is kept as this folder's spare. It is the
/// site's folder as it was before the update: every file a hard link to the site's own file
/// (the site's files are never written in place), but for those the update changed, added or
/// removed (its `stale` paths). The next update of that folder brings the spare up to date by
/// touching those paths and the ones it changes, and exchanges it back in; the folder
/// exchanged out becomes the spare again. The work is in the changes, not in the folder, and
/// the files not touched keep their stamps.
///
/// A spare holds while its record (in the build cache) does: the record names the spare's
/// folder and both folders' inode numbers, checked before use. The cache file is removed
/// before any update starts and written again after it, so a build killed midway leaves no
/// record, and the next build drops the spare (`sweep`).
package struct SpareFolders: Sendable, Equatable {
  /// One spare, of one top-level folder of the site.
  package struct Record: Sendable, Equatable {
    /// The spare's folder in `container`.
    package var name: String
    /// Site-relative paths of the files in which the spare differs from the site: present
    /// in one of them only, or a different file in each.
    package var stale: [String]
    /// The inode numbers of the site's folder and of the spare when the record was made.
    package var siteFolder: Int
    package var spareFolder: Int

    package init(name: String, stale: [String], siteFolder: Int, spareFolder: Int) {
      self.name = name
      self.stale = stale
      self.siteFolder = siteFolder
      self.spareFolder = spareFolder
    }
  }

  /// The folder holding the spares (`<cache file>.spares`).
  package var container: String
  /// By the site's top-level folder (`en`).
  package var records: [String: Record]

  package init(container: String, records: [String: Record] = [:]) {
    self.container = container
    self.records = records
  }

  /// The spares' folder of the build cache at `cache`.
  package static func container(cache: String) -> String {
    cache + ".spares"
  }

  /// The path of `record`'s spare, when both it and the site's folder at `siteFolder` are
  /// the folders the record was made with; else nil (the spare is not used).
  func usable(_ record: Record, siteFolder: String) -> String? {
    let path = container + "/" + record.name
    guard Self.folderInode(siteFolder) == record.siteFolder,
      Self.folderInode(path) == record.spareFolder
    else { return nil }
    return path
  }

  /// A new spare's name: one no earlier spare of this container has had.
  static func newName(for folder: String) -> String {
    let random = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 36) }
    return folder.utf8.count <= 64 ? folder + "-" + random.joined() : random.joined()
  }

  /// The inode number of the folder at `path` (symlinks not followed), nil when it is not one.
  static func folderInode(_ path: String) -> Int? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    return Int(bitPattern: UInt(status.st_ino))
  }

  /// Removes, in the background, every entry of `container` that is not one of `keeping`
  /// (names); the caller waits for it (`FolderRemoval.waitForRemovals`). Spares a cache no
  /// longer names: a build that did not update in place, or was killed while it did.
  package static func sweep(_ container: String, keeping: Set<String>) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: container) else {
      return
    }
    for entry in entries where !keeping.contains(entry) {
      FolderRemoval.removeInBackground(container + "/" + entry)
    }
  }
}
