import Diagnostics

/// Every warning about the build itself rather than a lesson (the theme's UI strings, content
/// assets, the build cache), with its id and wording: diagnostics like every other problem,
/// placed at the file they concern, so each output format shows them as it shows the rest.
package enum SiteMessages {
  /// A locale with no `i18n/<locale>.json` at all.
  package static func missingUIStrings(locale: String, defaultLocale: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .siteMissingUiString, severity: .warning,
      message: "no UI strings for \(locale); using the \(defaultLocale) texts",
      file: "i18n/\(locale).json")
  }

  /// One key a locale's UI strings leave out.
  package static func missingUIString(_ key: String, locale: String, defaultLocale: String)
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .siteMissingUiString, severity: .warning,
      message: "no `\(key)`; using the \(defaultLocale) text", file: "i18n/\(locale).json")
  }

  /// A content asset at a path the theme's own asset takes.
  package static func assetShadowed(_ path: String, file: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .assetShadowed, severity: .warning,
      message: "the theme has its own `\(path)`; this file is not copied (rename it)",
      file: file)
  }

  /// A content asset that could not be read.
  package static func assetUnreadable(file: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .assetUnreadable, severity: .warning,
      message: "cannot read this asset; it is not copied", file: file)
  }

  /// A lesson whose file could not be read again when its pages were to be made (changed
  /// or removed while the build ran).
  package static func lessonChangedWhileBuilding(_ file: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .contentChangedWhileBuilding, severity: .error,
      message: "this file changed or went away while the site was being built; build again",
      file: file)
  }

  /// A build cache file that cannot be decoded.
  package static func cacheUnreadable(file: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .cacheIgnored, severity: .warning,
      message: "the build cache is unreadable; ignoring it and building everything", file: file)
  }

  /// A build cache written by another tool, format or output.
  package static func cacheForeign(_ what: String, file: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .cacheIgnored, severity: .warning,
      message: "the build cache was written for \(what); ignoring it and building everything",
      file: file)
  }
}
