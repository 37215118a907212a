import Foundation

/// The incremental write: an existing site brought up to date for a rebuild that changed a
/// few pages (`SitePipeline.build` chooses it when the cache let it keep most pages as they
/// are).
///
/// What it guarantees: the site changes in one step, as a full build's does. The smallest
/// folder of the site that holds every file that changes (a locale's folder, after one
/// lesson changed; the whole site when files of two folders change) is staged beside the
/// target: a hard link to each of its files that stays (no bytes are copied; the old site's
/// files are never written again, only removed, so a link keeps its bytes) and the changed
/// files written anew. Then that folder is exchanged with the site's own in one
/// `renameat2(RENAME_EXCHANGE)` (the whole site with `swapIn`). A kill at any moment leaves
/// the old site or the new one, never a mix, and no temporary file inside the site; the next
/// build removes the staging folder a killed one left.
///
/// So the work is in the size of one locale, not of the site: files of the other locales are
/// not touched, not even linked.
extension OutputFolder {
  /// Makes the site at the target hold exactly `changed` (path → bytes) plus the files in
  /// `kept`, which are there already; every other file is left out. `current` are the
  /// target's stamps before the update (`FileTree.stamps`), when the caller has them.
  /// Returns how many files were written (a changed file whose bytes were already there is
  /// not counted), and the new site's stamps: a hard link keeps its file's stamp but for the
  /// change time, so the files of the staged folder are stamped anew.
  ///
  /// `retiringInBackground`: the folder exchanged out is removed on another thread
  /// (`FolderRemoval.removeInBackground`); the caller waits for it
  /// (`FolderRemoval.waitForRemovals`) before it is done. A kill meanwhile leaves it marked,
  /// for the next build to remove, as a kill during any removal does. The exchanged
  /// folder's files are then left out of the stamps returned: removing the old folder's
  /// hard links changes their change time, so the caller stamps them once it has waited.
  package func update(
    changed: [(path: String, bytes: [UInt8])], kept: Set<String>,
    current given: [String: FileStamp]? = nil, retiringInBackground: Bool = false
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp]) {
    let root = url.path
    let current = given ?? FileTree.stamps(under: root)
    // What differs: files whose bytes change (a size that differs says so without reading
    // the old file), new files, and files the new site leaves out.
    var differing: [(path: String, bytes: [UInt8])] = []
    var same: [String] = []
    for (path, bytes) in changed {
      if let stamp = current[path], stamp.size == bytes.count,
        let old = FileManager.default.contents(atPath: root + "/" + path),
        ByteEquality.same(old, bytes)
      {
        same.append(path)
      } else {
        differing.append((path, bytes))
      }
    }
    let wanted = Set(changed.map(\.path)).union(kept).union([Self.markerName])
    let removed = current.keys.filter { !wanted.contains($0) }
    if differing.isEmpty && removed.isEmpty { return (0, current) }
    // The folder holding every change: one top-level folder of the site, else the site.
    let folders = Set((differing.map(\.path) + removed).map(Self.topFolder))
    if folders.count == 1, let folder = folders.first, !folder.isEmpty,
      let result = try updateFolder(
        folder, differing: differing, same: same, kept: kept, current: current,
        retiringInBackground: retiringInBackground)
    {
      return result
    }
    return try updateWhole(differing: differing, same: same, kept: kept)
  }

  /// The first component of a site-relative path when it lies in a folder; "" for a file at
  /// the root.
  private static func topFolder(_ path: String) -> String {
    path.firstIndex(of: "/").map { String(path[..<$0]) } ?? ""
  }

  /// Stages `folder` (a top-level folder of the site, the only one that changes) and
  /// exchanges it with the site's; nil when the file system cannot exchange (the caller
  /// stages the whole site instead).
  private func updateFolder(
    _ folder: String, differing: [(path: String, bytes: [UInt8])], same: [String],
    kept: Set<String>, current: [String: FileStamp], retiringInBackground: Bool
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp])? {
    let root = url.path
    let prefix = folder + "/"
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    let staging = try beginStaging()
    do {
      for (path, bytes) in differing {
        try staging.add(path, bytes)
      }
      for path in same + kept.sorted() where path.hasPrefix(prefix) {
        try staging.link(path, from: root + "/" + path)
      }
      // An empty folder still exists in the new site.
      try staging.folder(folder)
    } catch {
      staging.abandon()
      throw error
    }
    switch FolderSwap.exchange(staging.path + "/" + folder, root + "/" + folder) {
    case .exchanged:
      // The staging folder holds the old folder now, under its marker.
      if retiringInBackground {
        FolderRemoval.removeInBackground(staging.path)
      } else {
        staging.abandon()
      }
    case .unsupported:
      staging.abandon()
      return nil
    case .failed(let reason):
      staging.abandon()
      throw .output(path: root, reason: "cannot write the site: \(reason)")
    }
    // The folder as exchanged holds exactly `paths`: walked from its own descriptor, not
    // stamped path by path from the root.
    var stamps = current.filter { !$0.key.hasPrefix(prefix) }
    if !retiringInBackground {
      for (path, stamp) in FileTree.stamps(under: root + "/" + folder) {
        stamps[prefix + path] = stamp
      }
    }
    return (differing.count, stamps)
  }

  /// Stages the whole site (links to the files that stay, the changed ones written) and
  /// swaps it in.
  private func updateWhole(
    differing: [(path: String, bytes: [UInt8])], same: [String], kept: Set<String>
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp]) {
    let root = url.path
    let staging = try beginStaging()
    var paths: [String] = []
    do {
      for (path, bytes) in differing {
        paths.append(path)
        try staging.add(path, bytes)
      }
      for path in same + kept.sorted() where path != Self.markerName {
        paths.append(path)
        try staging.link(path, from: root + "/" + path)
      }
    } catch {
      staging.abandon()
      throw error
    }
    try swapIn(staging)
    var stamps: [String: FileStamp] = [:]
    for path in paths + [Self.markerName] { stamps[path] = FileStamp.of(root + "/" + path) }
    return (differing.count, stamps)
  }
}
