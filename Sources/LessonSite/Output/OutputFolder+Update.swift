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
/// not touched, not even linked. With the build cache's spare of the folder (`SpareFolders`:
/// the folder as the last update exchanged it out), the work is in the size of the changes:
/// the spare is brought up to date and exchanged back in, and the folder exchanged out is
/// the next spare.
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
    let result = try update(
      changed: changed, kept: kept, current: given, retiringInBackground: retiringInBackground,
      spares: nil)
    return (result.written, result.stamps)
  }

  /// `update(changed:kept:current:)` starting from the folders' spares (`SpareFolders`):
  /// the folder that changes is made from its spare when the spare holds (only the files
  /// that change and those the spare differs in are touched), else staged as without
  /// spares; either way the folder exchanged out is kept as its spare, not removed. The
  /// stamps returned are the site's whole (the files not touched keep theirs); the spares
  /// returned are the ones that hold after the update (none after the whole site was
  /// exchanged).
  package func update(
    changed: [(path: String, bytes: [UInt8])], kept: Set<String>, current: [String: FileStamp],
    spares: SpareFolders
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp], spares: SpareFolders) {
    let result = try update(
      changed: changed, kept: kept, current: current, retiringInBackground: false,
      spares: spares)
    return (result.written, result.stamps, result.spares ?? spares)
  }

  private func update(
    changed: [(path: String, bytes: [UInt8])], kept: Set<String>,
    current given: [String: FileStamp]?, retiringInBackground: Bool, spares: SpareFolders?
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp], spares: SpareFolders?) {
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
    if differing.isEmpty && removed.isEmpty { return (0, current, spares) }
    // The folder holding every change: one top-level folder of the site, else the site.
    let folders = Set((differing.map(\.path) + removed).map(Self.topFolder))
    if folders.count == 1, let folder = folders.first, !folder.isEmpty {
      if var spares {
        if let result = try updateFolder(
          folder, differing: differing, same: same, kept: kept, wanted: wanted,
          removed: removed, current: current, spares: &spares)
        {
          return (result.written, result.stamps, spares)
        }
      } else if let result = try updateFolder(
        folder, differing: differing, same: same, kept: kept, current: current,
        retiringInBackground: retiringInBackground)
      {
        return (result.written, result.stamps, nil)
      }
    }
    let whole = try updateWhole(differing: differing, same: same, kept: kept)
    // Every folder of the site was replaced: no spare differs from it in known files only.
    return (whole.written, whole.stamps, spares.map { SpareFolders(container: $0.container) })
  }

  /// The first component of a site-relative path when it lies in a folder; "" for a file at
  /// the root.
  private static func topFolder(_ path: String) -> String {
    path.firstIndex(of: "/").map { String(path[..<$0]) } ?? ""
  }

  /// Stages `folder` (a top-level folder of the site, the only one that changes) and
  /// exchanges it with the site's; nil when the file system cannot exchange (the caller
  /// stages the whole site instead). With `keepingOldAs` (a spares' folder), the folder
  /// exchanged out is moved there under a new name (`spare`), not removed, and the stamps
  /// are the site's whole.
  private func updateFolder(
    _ folder: String, differing: [(path: String, bytes: [UInt8])], same: [String],
    kept: Set<String>, current: [String: FileStamp], retiringInBackground: Bool,
    keepingOldAs container: String? = nil
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp], spare: String?)? {
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
    var spare: String?
    switch FolderSwap.exchange(staging.path + "/" + folder, root + "/" + folder) {
    case .exchanged:
      // The staging folder holds the old folder now, under its marker: kept as a spare
      // when asked, else removed. What is left of the staging folder goes before the cache
      // naming the spare is written: a build that finds that cache stages nothing, so it
      // would not remove a leftover beside the site.
      if let container {
        let name = SpareFolders.newName(for: folder)
        if (try? FileManager.default.createDirectory(
          atPath: container, withIntermediateDirectories: true)) != nil,
          rename(staging.path + "/" + folder, container + "/" + name) == 0
        {
          spare = name
        }
        staging.abandon()
      } else if retiringInBackground {
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
    // stamped path by path from the root. Its files' change times moved when they were
    // linked; with the old folder kept, nothing moves them again.
    var stamps = current.filter { !$0.key.hasPrefix(prefix) }
    if !retiringInBackground || spare != nil {
      for (path, stamp) in FileTree.stamps(under: root + "/" + folder) {
        stamps[prefix + path] = stamp
      }
    }
    return (differing.count, stamps, spare)
  }

  /// `folder` (a top-level folder of the site, the only one that changes) updated from its
  /// spare when the spare holds (`SpareFolders.usable`), else staged; the folder exchanged
  /// out is kept as the folder's new spare in `spares`. Nil when the file system cannot
  /// exchange (the caller stages the whole site instead).
  private func updateFolder(
    _ folder: String, differing: [(path: String, bytes: [UInt8])], same: [String],
    kept: Set<String>, wanted: Set<String>, removed: [String], current: [String: FileStamp],
    spares: inout SpareFolders
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp])? {
    let root = url.path
    let site = root + "/" + folder
    // What the folder exchanged out will differ in from the site's new one.
    let stale = (differing.map(\.path) + removed).sorted()
    if let record = spares.records[folder], let spare = spares.usable(record, siteFolder: site) {
      spares.records[folder] = nil
      if let relinked = try? refresh(
        spare, of: folder, stale: Set(record.stale), differing: differing, removed: removed,
        wanted: wanted),
        FolderSwap.exchange(spare, site) == .exchanged
      {
        spares.records[folder] = SpareFolders.Record(
          name: record.name, stale: stale, siteFolder: record.spareFolder,
          spareFolder: record.siteFolder)
        // The files not touched are the same files, stamps and all.
        var stamps = current
        for path in removed { stamps[path] = nil }
        for path in differing.map(\.path) + relinked {
          stamps[path] = FileStamp.of(root + "/" + path)
        }
        return (differing.count, stamps)
      }
      // A spare that could not be brought up to date or exchanged is dropped (`sweep`), and
      // the folder is staged instead.
    }
    guard
      let staged = try updateFolder(
        folder, differing: differing, same: same, kept: kept, current: current,
        retiringInBackground: false, keepingOldAs: spares.container)
    else { return nil }
    if let name = staged.spare, let siteInode = SpareFolders.folderInode(root + "/" + folder),
      let spareInode = SpareFolders.folderInode(spares.container + "/" + name)
    {
      spares.records[folder] = SpareFolders.Record(
        name: name, stale: stale, siteFolder: siteInode, spareFolder: spareInode)
    }
    return (staged.written, staged.stamps)
  }

  /// Brings the spare at `spare` (the site's `folder` as it was, but for the `stale` paths)
  /// to what the update makes of the folder: stale and removed paths are removed from it,
  /// or linked anew to the site's file when `wanted`; the `differing` files are written.
  /// Nothing else is touched. Returns the paths linked anew (the site's file got a link,
  /// which changes its stamp).
  private func refresh(
    _ spare: String, of folder: String, stale: Set<String>,
    differing: [(path: String, bytes: [UInt8])], removed: [String], wanted: Set<String>
  ) throws -> [String] {
    let root = url.path
    let prefix = folder.utf8.count + 1
    func file(_ path: String) -> String {
      spare + "/" + String(Substring(path.utf8.dropFirst(prefix)))
    }
    func makeFolder(of file: String) throws {
      let parent = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
      if parent != spare {
        try FileManager.default.createDirectory(
          atPath: parent, withIntermediateDirectories: true)
      }
    }
    let writing = Set(differing.map(\.path))
    var relinked: [String] = []
    var emptied: Set<String> = []
    for path in stale.union(removed).sorted() where !writing.contains(path) {
      let target = file(path)
      unlink(target)
      if wanted.contains(path) {
        try makeFolder(of: target)
        if link(root + "/" + path, target) != 0 {
          guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw CocoaError(.fileReadUnknown)
          }
          try OutputFolder.writeFile(target, Array(data))
        }
        relinked.append(path)
      } else if let slash = target.lastIndex(of: "/") {
        emptied.insert(String(target[..<slash]))
      }
    }
    for (path, bytes) in differing {
      let target = file(path)
      unlink(target)
      try makeFolder(of: target)
      try OutputFolder.writeFile(target, bytes)
    }
    // A folder the removals emptied is not in the new site (the deepest first, then the
    // folders above it that it leaves empty; one that still holds files stays).
    for folder in emptied.sorted(by: { $0.utf8.count > $1.utf8.count }) {
      var empty = folder
      while empty != spare, rmdir(empty) == 0, let slash = empty.lastIndex(of: "/") {
        empty = String(empty[..<slash])
      }
    }
    return relinked
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
