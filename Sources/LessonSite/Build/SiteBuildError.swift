/// Why a build could not finish. Messages live here; the CLI decides the exit status.
package enum SiteBuildError: Error, Sendable, Equatable, CustomStringConvertible {
  case template(TemplateError)
  case missingUIStrings(file: String)
  case badUIStrings(file: String, reason: String)
  case missingContentFolder(path: String)
  case missingSiteConfig(path: String)
  case contentErrors
  case notInContent(path: String, content: String)
  case verificationFailed(count: Int)
  case lessonErrors(count: Int)
  case refusedOutput(path: String, reason: String)
  case output(path: String, reason: String)

  /// Stable dotted id of the failure.
  package var id: String {
    switch self {
    case .template(let error): return error.id
    case .missingUIStrings: return "site.missing-ui-strings"
    case .badUIStrings: return "site.bad-ui-strings"
    case .missingContentFolder: return "site.no-content-folder"
    case .missingSiteConfig: return "site.no-site-config"
    case .contentErrors: return "site.content-errors"
    case .notInContent: return "site.not-in-content"
    case .verificationFailed: return "site.verification-failed"
    case .lessonErrors: return "site.lesson-errors"
    case .refusedOutput: return "site.refused-output"
    case .output: return "site.output"
    }
  }

  /// One line, in the `file:line: error: message [id]` shape where there is a file.
  package var description: String {
    switch self {
    case .template(let error):
      return error.description
    case .missingUIStrings(let file):
      return "\(file): error: the theme has no UI strings for the default locale [\(id)]"
    case .badUIStrings(let file, let reason):
      return "\(file): error: \(reason) [\(id)]"
    case .missingContentFolder(let path):
      return "error: there is no content folder at `\(path)`; pass one with --content DIR [\(id)]"
    case .missingSiteConfig(let path):
      return "\(path): error: the file is missing; a content folder needs a site.json listing "
        + "its locales [\(id)]"
    case .contentErrors:
      return "error: the content has errors; nothing was built [\(id)]"
    case .notInContent(let path, let content):
      return "error: `\(path)` is not a lesson or folder in the content folder `\(content)` [\(id)]"
    case .verificationFailed(let count):
      return "error: \(count) scenario\(count == 1 ? "" : "s") failed verification; "
        + "fix them or build with --keep-going [\(id)]"
    case .lessonErrors(let count):
      return "error: the lessons have \(count) error\(count == 1 ? "" : "s"); fix them or build "
        + "with --keep-going [\(id)]"
    case .refusedOutput(let path, let reason):
      return "\(path): error: refusing to write the site here: \(reason) [\(id)]"
    case .output(let path, let reason):
      return "\(path): error: \(reason) [\(id)]"
    }
  }
}
