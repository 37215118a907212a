import Foundation

extension SiteFiles {
  /// The content folder's assets (`Content/assets/…`, `Content/<locale>/assets/…`) as site
  /// files at the same paths (path, bytes), and the warnings for those left out: a shared
  /// asset with the name of one of the theme's own files (`assets/style.css`) is left out, so
  /// every page keeps its style.
  static func contentAssets(_ content: SiteContent, theme: Theme) -> (
    files: [(path: String, bytes: [UInt8])], warnings: [SiteDiagnostic]
  ) {
    var files: [(path: String, bytes: [UInt8])] = []
    var warnings: [SiteDiagnostic] = []
    for path in content.assets.paths {
      let file = content.directory + "/" + path
      if path.hasPrefix(ContentAssets.folderName + "/"),
        Theme.assetNames.contains(String(path.dropFirst(ContentAssets.folderName.count + 1)))
      {
        warnings.append(SiteMessages.assetShadowed(path, file: file))
        continue
      }
      guard let data = FileManager.default.contents(atPath: file) else {
        warnings.append(SiteMessages.assetUnreadable(file: file))
        continue
      }
      files.append((path, Array(data)))
    }
    return (files, warnings)
  }
}
