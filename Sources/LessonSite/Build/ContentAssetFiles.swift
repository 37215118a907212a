import Foundation

extension SiteFiles {
  /// Adds the content folder's assets (`Content/assets/…`, `Content/<locale>/assets/…`) at
  /// the same paths in the site. A shared asset with the name of one of the theme's own files
  /// (`assets/style.css`) is left out, so every page keeps its style: the warnings say which.
  mutating func addContentAssets(_ content: SiteContent, theme: Theme) -> [String] {
    let (files, warnings) = Self.contentAssets(content, theme: theme)
    for (path, bytes) in files { add(path, bytes: bytes) }
    return warnings
  }

  /// The content folder's assets as site files (path, bytes), and the warnings for those
  /// left out: what `addContentAssets` adds, for a build that streams its files.
  static func contentAssets(_ content: SiteContent, theme: Theme) -> (
    files: [(path: String, bytes: [UInt8])], warnings: [String]
  ) {
    var files: [(path: String, bytes: [UInt8])] = []
    var warnings: [String] = []
    for path in content.assets.paths {
      let file = content.directory + "/" + path
      if path.hasPrefix(ContentAssets.folderName + "/"),
        theme.assets[String(path.dropFirst(ContentAssets.folderName.count + 1))] != nil
      {
        warnings.append(
          "\(file): warning: the theme has its own `\(path)`; this file is not copied "
            + "(rename it) [asset.shadowed]")
        continue
      }
      guard let data = FileManager.default.contents(atPath: file) else {
        warnings.append(
          "\(file): warning: cannot read this asset; it is not copied [asset.unreadable]")
        continue
      }
      files.append((path, Array(data)))
    }
    return (files, warnings)
  }
}
