/// Why `lessons new`, `lessons init` or `lessons translations --mark` could not do their
/// work. The wording is here, once; the CLI prints `error: <description>` and exits 1.
package enum AuthoringError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The content folder or its site.json is missing or unreadable.
  case noSite(String)
  /// site.json does not parse: its diagnostics, formatted.
  case badSiteConfig(String)
  /// A slug that cannot name a lesson file.
  case badSlug(String)
  /// A lesson with this slug exists already (its path).
  case slugTaken(slug: String, path: String)
  /// Lesson numbers are two digits.
  case noNumberLeft
  /// A locale code that is not a language tag.
  case badLocale(String)
  /// `init` into a folder that holds files already.
  case folderNotEmpty(String)
  /// A file or folder could not be written or copied.
  case write(path: String, reason: String)
  /// `translations --mark FILE` on a file that is not a translation in the content folder.
  case notATranslation(String)

  package var description: String {
    switch self {
    case .noSite(let reason): reason
    case .badSiteConfig(let diagnostics): "site.json has errors:\n" + diagnostics
    case .badSlug(let slug):
      "`\(slug)` cannot be a lesson slug: use lowercase letters, digits and single hyphens "
        + "(`adding-a-child`)"
    case .slugTaken(let slug, let path): "a lesson named `\(slug)` exists already: \(path)"
    case .noNumberLeft: "lessons are numbered 01 to 99, and 99 is taken"
    case .badLocale(let code):
      "`\(code)` is not a locale code: use a language tag such as en, ko or zh-Hans"
    case .folderNotEmpty(let path):
      "\(path) exists and is not empty; `lessons init` only creates a new site"
    case .write(let path, let reason): "cannot write \(path): \(reason)"
    case .notATranslation(let path):
      "\(path) is not a lesson of a non-default locale in the content folder"
    }
  }
}
