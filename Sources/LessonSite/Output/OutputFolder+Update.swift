import Foundation

/// The incremental write: an existing site brought up to date for a rebuild that changed a
/// few pages (`SitePipeline.build` chooses it when the cache let it keep most pages as they
/// are).
///
/// What it guarantees: the site is swapped whole, as a full build's is. A staging folder
/// beside the target gets a hard link to each kept file of the current site (no bytes are
/// copied; the old site's files are never written again, only removed, so a link keeps its
/// bytes) and the changed files written anew, then `swapIn` exchanges it with the target. A
/// kill at any moment leaves the old site or the new one, never a mix, and no temporary file
/// inside the site; the next build removes the staging folder a killed one left.
extension OutputFolder {
  /// Makes the site at the target hold exactly `changed` (path → bytes) plus the files in
  /// `kept`, which are there already; every other file is left out. `current` are the
  /// target's stamps before the update (`FileTree.stamps`), when the caller has them.
  /// Returns how many files were written (a changed file whose bytes were already there is
  /// linked, not counted), and the new site's stamps: a hard link keeps its file's stamp but
  /// for the change time, which the cache does not trust anyway for a file it did not write.
  package func update(
    changed: [(path: String, bytes: [UInt8])], kept: Set<String>,
    current given: [String: FileStamp]? = nil
  ) throws(SiteBuildError) -> (written: Int, stamps: [String: FileStamp]) {
    let root = url.path
    let files = FileManager.default
    _ = given
    let staging = try beginStaging()
    var written = 0
    var paths: [String] = []
    do {
      for (path, bytes) in changed {
        paths.append(path)
        let file = root + "/" + path
        if let old = files.contents(atPath: file), ByteEquality.same(old, bytes) {
          try staging.link(path, from: file)
          continue
        }
        try staging.add(path, bytes)
        written += 1
      }
      for path in kept.sorted() where path != Self.markerName {
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
    return (written, stamps)
  }
}
