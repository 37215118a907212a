import Foundation

/// The incremental write: an existing site brought up to date file by file, for a rebuild
/// that changed a few pages (`SitePipeline.build` chooses it when the cache let it keep most
/// pages as they are).
///
/// What it guarantees: each file is replaced whole, by writing a hidden temporary file beside
/// it and renaming it over the old one, so a reader (or `lessons serve`) never sees half a
/// page. The site as a whole is not swapped: a kill in the middle can leave some pages new
/// and some old. The caller removes the build cache before calling this, so the next build
/// after such a kill trusts nothing and rebuilds the whole site through the staging folder
/// and the swap (`write(_:)`), which does keep the old-or-new guarantee for the site.
extension OutputFolder {
  /// Makes the site at the target hold exactly `changed` (path → bytes; files whose bytes
  /// are already there are left untouched) plus the files in `kept`, which are there
  /// already; every other file is removed. `current` are the target's stamps before the
  /// update (`FileTree.stamps`), when the caller has them. Returns how many files were
  /// written, and the target's stamps after: those of `current` for files not written, so
  /// a rebuild after one change walks the site once, not three times.
  package func update(
    changed: [(path: String, bytes: [UInt8])], kept: Set<String>,
    current given: [String: FileStamp]? = nil
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp]) {
    let root = url.path
    let files = FileManager.default
    let pid = ProcessInfo.processInfo.processIdentifier
    func fail(_ reason: String) -> SiteBuildError {
      .output(path: root, reason: "cannot update the site: \(reason)")
    }
    let current = given ?? FileTree.stamps(under: root)
    var written = 0
    var wanted = kept
    wanted.insert(Self.markerName)
    var stamps: [String: FileStamp] = [:]
    for (path, bytes) in changed {
      wanted.insert(path)
      let file = root + "/" + path
      if let old = files.contents(atPath: file), ByteEquality.same(old, bytes) {
        stamps[path] = current[path] ?? FileStamp.of(file)
        continue
      }
      let folder = (file as NSString).deletingLastPathComponent
      let temporary = folder + "/.\((path as NSString).lastPathComponent).lessons-new-\(pid)"
      do {
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        unlink(temporary)
        try Self.writeFile(temporary, bytes)
      } catch {
        unlink(temporary)
        throw fail(error.localizedDescription)
      }
      guard rename(temporary, file) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        throw fail(reason)
      }
      written += 1
      stamps[path] = FileStamp.of(file)
    }
    for path in wanted where stamps[path] == nil {
      stamps[path] = current[path] ?? FileStamp.of(root + "/" + path)
    }
    // Pages of deleted lessons, and temporary files of an update that was killed.
    for path in current.keys.sorted() where !wanted.contains(path) {
      unlink(root + "/" + path)
      var folder = (path as NSString).deletingLastPathComponent
      while !folder.isEmpty, rmdir(root + "/" + folder) == 0 {
        folder = (folder as NSString).deletingLastPathComponent
      }
    }
    return (written, stamps)
  }
}
