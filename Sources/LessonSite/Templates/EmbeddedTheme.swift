import Foundation

/// The project's default theme, compiled into the binary (`EmbeddedTheme+Files.swift`,
/// written by `scripts/embed-theme` from `Templates/`), so a release binary builds a site in
/// a folder that has no `Templates/` beside it. A `Templates/` folder, or `--templates DIR`,
/// still overrides it.
package enum EmbeddedTheme {
  /// The templates folder a build uses when none is named and none is found: a build given
  /// this name (and no folder of that name exists) reads the embedded files.
  package static let defaultFolderName = "Templates"

  /// The bytes of `path` (`page.html`, `partials/header.html`, `i18n/en.json`).
  package static func contents(_ path: String) -> Data? {
    files[path].map { Data($0.utf8) }
  }

  /// The names of the files directly in `folder` (`partials`), sorted.
  package static func fileNames(in folder: String) -> [String] {
    files.keys.compactMap { path in
      guard path.hasPrefix(folder + "/") else { return nil }
      let name = path.dropFirst(folder.count + 1)
      return name.contains("/") ? nil : String(name)
    }.sorted()
  }

  /// Writes every file into `folder` (for `lessons init` where no theme folder is found).
  package static func write(into folder: String) throws {
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }
}
