import Foundation

/// `lessons init DIR`: a new site that checks and builds as it is.
///
/// ```
/// DIR/Content/site.json              the locales, the first the default
/// DIR/Content/<locale>/01-first-steps.md
/// DIR/Templates/                     a copy of the theme (page.html, i18n/, …)
/// DIR/.gitignore                     _site/
/// ```
///
/// The theme is copied beside the content folder, which is where `lessons build` and
/// `lessons serve` look for it when run from DIR or given `--content DIR/Content`.
package struct SiteScaffold: Sendable {
  /// The folder to create (or an empty one to fill).
  package var directory: String
  /// Locale codes, the default first.
  package var locales: [String]
  /// The site title, the same in every locale until translated.
  package var title: String
  /// The theme folder to copy; nil for the theme compiled into the binary (`EmbeddedTheme`).
  package var theme: String?

  /// The first lesson's slug.
  package static let firstSlug = "first-steps"

  package init(directory: String, locales: [String], title: String, theme: String?) {
    self.directory = directory
    self.locales = locales
    self.title = title
    self.theme = theme
  }

  /// Creates the site; returns the paths written (the theme as one folder), in order.
  @discardableResult
  package func create() throws(AuthoringError) -> [String] {
    for code in locales where !SiteConfig.isLanguageTag(code) { throw .badLocale(code) }
    let files = FileManager.default
    if let entries = try? files.contentsOfDirectory(atPath: directory), !entries.isEmpty {
      throw .folderNotEmpty(directory)
    }
    var written: [String] = []
    let content = directory + "/Content"
    try SiteReading.create(content + "/site.json", Array(siteJSON.utf8))
    written.append(content + "/site.json")
    let name = "01-\(Self.firstSlug).md"
    let lesson = LessonScaffold.lessonText(title: "First steps")
    for code in locales {
      try SiteReading.create(content + "/\(code)/\(name)", Array(lesson.utf8))
      written.append(content + "/\(code)/\(name)")
    }
    let templates = directory + "/Templates"
    do {
      if let theme {
        try files.copyItem(atPath: theme, toPath: templates)
      } else {
        try EmbeddedTheme.write(into: templates)
      }
    } catch {
      throw .write(path: templates, reason: (error as NSError).localizedDescription)
    }
    written.append(templates)
    try SiteReading.create(directory + "/.gitignore", Array("_site/\n".utf8))
    written.append(directory + "/.gitignore")
    return written
  }

  /// site.json: version 1 and one entry per locale.
  var siteJSON: String {
    let entries = locales.map { code in
      "    { \"code\": \"\(code)\", \"title\": \(Self.jsonString(title)) }"
    }
    return "{\n  \"version\": 1,\n  \"locales\": [\n" + entries.joined(separator: ",\n")
      + "\n  ]\n}\n"
  }

  /// A JSON string literal.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          result += String(format: "\\u%04x", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// The theme to copy when none is named: `Templates/` in the working folder, or the
  /// `Templates/` of the checkout the executable was built in (`.build/debug/lessons` lives
  /// inside it). A folder counts when it has `page.html`.
  package static func defaultTheme(
    workingDirectory: String = FileManager.default.currentDirectoryPath,
    executable: String = CommandLine.arguments.first ?? ""
  ) -> String? {
    var candidates = [URL(fileURLWithPath: workingDirectory).appendingPathComponent("Templates")]
    var folder = URL(
      fileURLWithPath: executable, relativeTo: URL(fileURLWithPath: workingDirectory)
    )
    .standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      candidates.append(folder.appendingPathComponent("Templates"))
      folder.deleteLastPathComponent()
    }
    return candidates.first { candidate in
      FileManager.default.fileExists(atPath: candidate.appendingPathComponent("page.html").path)
    }?.path
  }
}
