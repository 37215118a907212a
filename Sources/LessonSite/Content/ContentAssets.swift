import Foundation

/// The files a content folder publishes as they are: `Content/assets/` (shared by every
/// locale) and `Content/<locale>/assets/` (one locale's own, which wins over a shared file of
/// the same name). Each is copied to the same path in the site, so `assets/diagram.png` in
/// the content folder is `assets/diagram.png` in the site.
package struct ContentAssets: Sendable, Equatable {
  /// The folder name, in the content folder and in each locale folder.
  package static let folderName = "assets"

  /// Content-relative paths (`assets/diagram.png`, `ko/assets/diagram.png`), sorted.
  package private(set) var paths: [String]
  private var members: Set<String>

  package init(paths: [String] = []) {
    self.paths = paths.sorted()
    members = Set(paths)
  }

  /// Lists the assets of `root` (the content folder) for `locales`; hidden files and
  /// folders are left out, and so are symbolic links that lead out of the content folder.
  package static func list(root: String, locales: [String]) -> ContentAssets {
    var found: [String] = []
    for prefix in [""] + locales.map({ $0 + "/" }) {
      found += files(under: root, relative: prefix + folderName)
    }
    return ContentAssets(paths: found)
  }

  /// Every regular file below `root/relative`, as paths relative to `root`.
  private static func files(under root: String, relative: String) -> [String] {
    let folder = root + "/" + relative
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      let walker = manager.enumerator(atPath: folder)
    else { return [] }
    let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
    var paths: [String] = []
    while let item = walker.nextObject() as? String {
      let name = (item as NSString).lastPathComponent
      if name.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      let full = folder + "/" + item
      guard manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
      guard real.hasPrefix(base + "/") else { continue }
      paths.append(relative + "/" + item)
    }
    return paths
  }

  /// True when the content folder has the asset `path`.
  package func contains(_ path: String) -> Bool {
    members.contains(path)
  }
}
