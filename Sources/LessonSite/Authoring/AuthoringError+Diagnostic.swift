import Diagnostics

extension AuthoringError {
  /// The stable id of the problem.
  package var id: MessageID {
    switch self {
    case .noSite: .authoringNoSite
    case .badSiteConfig: .authoringBadSiteConfig
    case .badSlug: .authoringBadSlug
    case .slugTaken: .authoringSlugTaken
    case .noNumberLeft: .authoringNoNumberLeft
    case .badLocale: .authoringBadLocale
    case .folderNotEmpty: .authoringFolderNotEmpty
    case .write: .authoringWrite
    case .notATranslation: .authoringNotATranslation
    }
  }

  /// The failure as a diagnostic, printed by the text consumer as every other problem is
  /// (`error: … [authoring.slug-taken]`); site.json's own diagnostics follow as its detail.
  package var diagnostic: SiteDiagnostic {
    guard case .badSiteConfig(let diagnostics) = self else {
      return SiteDiagnostic(id: id, message: description)
    }
    return SiteDiagnostic(id: id, message: "site.json has errors", detail: diagnostics)
  }
}
