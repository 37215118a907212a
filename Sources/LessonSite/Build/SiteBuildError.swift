import Diagnostics

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
  /// A group file the build cache names could not be read when its pages were needed
  /// (`CacheGroupFiles`): `SitePipeline.build` builds again without the cache.
  case cacheDamaged(folder: String)

  /// Stable dotted id of the failure.
  package var id: MessageID {
    switch self {
    case .template(let error): return error.id
    case .missingUIStrings: return .siteMissingUiStrings
    case .badUIStrings: return .siteBadUiStrings
    case .missingContentFolder: return .siteNoContentFolder
    case .missingSiteConfig: return .siteNoSiteConfig
    case .contentErrors: return .siteContentErrors
    case .notInContent: return .siteNotInContent
    case .verificationFailed: return .siteVerificationFailed
    case .lessonErrors: return .siteLessonErrors
    case .refusedOutput: return .siteRefusedOutput
    case .output: return .siteOutput
    case .cacheDamaged: return .cacheIgnored
    }
  }

  /// The failure as a diagnostic, so it is printed by the same consumers as every other
  /// problem (`DiagnosticFormatter`); placed at the file it concerns where there is one.
  package var diagnostic: SiteDiagnostic {
    switch self {
    case .template(let error):
      return SiteDiagnostic(
        id: id, message: error.message, file: error.file, line: error.line > 0 ? error.line : nil)
    case .missingUIStrings(let file):
      return failure("the theme has no UI strings for the default locale", file: file)
    case .badUIStrings(let file, let reason):
      return failure(reason, file: file)
    case .missingContentFolder(let path):
      return failure("there is no content folder at `\(path)`; pass one with --content DIR")
    case .missingSiteConfig(let path):
      return failure(
        "the file is missing; a content folder needs a site.json listing its locales", file: path)
    case .contentErrors:
      return failure("the content has errors; nothing was built")
    case .notInContent(let path, let content):
      return failure("`\(path)` is not a lesson or folder in the content folder `\(content)`")
    case .verificationFailed(let count):
      return failure(
        "\(count) scenario\(count == 1 ? "" : "s") failed verification; "
          + "fix them or build with --keep-going")
    case .lessonErrors(let count):
      return failure(
        "the lessons have \(count) error\(count == 1 ? "" : "s"); fix them or build "
          + "with --keep-going")
    case .refusedOutput(let path, let reason):
      return failure("refusing to write the site here: \(reason)", file: path)
    case .output(let path, let reason):
      return failure(reason, file: path)
    case .cacheDamaged(let folder):
      return failure("a file of the build cache could not be read", file: folder)
    }
  }

  private func failure(_ message: String, file: String? = nil) -> SiteDiagnostic {
    SiteDiagnostic(id: id, message: message, file: file)
  }

  /// One line, as the text consumer prints `diagnostic`: `file:line: error: message [id]`
  /// where there is a file.
  package var description: String {
    var text = DiagnosticFormatter.text(diagnostic)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
