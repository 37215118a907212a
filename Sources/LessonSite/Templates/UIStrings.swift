import Foundation

/// The interface words of one locale (badges, headings, notices), read from
/// `Templates/i18n/<locale>.json`, with every key the default locale has.
///
/// A key missing in a locale falls back to the default locale's text, with a warning,
/// so a half-translated theme still builds and the gap is visible.
package struct UIStrings: Sendable, Equatable {
  /// The locale these words are for.
  package var locale: String
  /// Key → text, every key of the default locale present.
  package var values: [String: String] {
    didSet { templateValue = Self.templateValue(values) }
  }
  /// As a template object, so templates write `{{t.contents}}`. Kept with `values` rather
  /// than made per page: every page's context has it.
  package private(set) var templateValue: TemplateValue

  package init(locale: String, values: [String: String]) {
    self.locale = locale
    self.values = values
    self.templateValue = Self.templateValue(values)
  }

  /// The text for `key`; the key itself when even the default locale lacks it (reported
  /// when the catalogue loads, see `requiredKeys`).
  package subscript(_ key: String) -> String { values[key] ?? key }

  /// `text` with `{name}` placeholders replaced, e.g. `"{seconds} s"`.
  package func format(_ key: String, _ arguments: [String: String]) -> String {
    var text = self[key]
    for (name, value) in arguments.sorted(by: { $0.key < $1.key }) {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
  }

  private static func templateValue(_ values: [String: String]) -> TemplateValue {
    .object(values.mapValues { .string($0) })
  }

  /// Keys the build's own renderers use; the default locale must have each of them.
  package static let requiredKeys: [String] = [
    "languageName", "badgeManual", "badgeAuto", "badgeBlock", "badgePrint", "badgeTime",
    "badgeTurn", "badgeWarning", "badgeRaise", "badgeLint", "traceStep", "traceKind",
    "traceEvent", "traceLine", "endOfTurn", "secondsFormat", "verified", "failed", "failedNotRun",
    "notVerified", "expectedTrace", "sequenceDiagram", "diagramCode", "missingTranslation",
    "fidelityTitle", "fidelityIntro", "fidelityEnglishNote", "fidelityTagD", "fidelityTagO",
    "fidelityTagI", "fidelitySources", "fidelitySwitch", "fidelityDefault", "fidelityMarkTitle",
    "printTitle", "printIntro",
  ]

  /// Reads `i18n/<locale>.json` for each locale and fills gaps from the default (first)
  /// locale. Returns the strings per locale and one warning per key filled in.
  /// `read` gives a theme file by its path inside the theme (`i18n/en.json`): a folder's or
  /// the embedded theme's.
  package static func load(
    locales: [String], read: (String) -> Data?
  ) throws(SiteBuildError) -> (strings: [String: UIStrings], warnings: [SiteDiagnostic]) {
    var raw: [String: [String: String]] = [:]
    var missingFiles: Set<String> = []
    for locale in locales {
      let name = "i18n/\(locale).json"
      guard let data = read(name) else {
        if locale == locales.first { throw SiteBuildError.missingUIStrings(file: name) }
        raw[locale] = [:]
        missingFiles.insert(locale)
        continue
      }
      if JSONNesting.firstExcess(in: Array(data)) != nil {
        throw SiteBuildError.badUIStrings(
          file: name, reason: "nested more than \(JSONNesting.maximumDepth) levels deep")
      }
      guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw SiteBuildError.badUIStrings(file: name, reason: "not a JSON object")
      }
      var values: [String: String] = [:]
      for (key, value) in object {
        guard let text = value as? String else {
          throw SiteBuildError.badUIStrings(file: name, reason: "`\(key)` is not a string")
        }
        values[key] = text
      }
      raw[locale] = values
    }
    guard let defaultLocale = locales.first, let defaults = raw[defaultLocale] else {
      return ([:], [])
    }
    for key in requiredKeys where defaults[key] == nil {
      throw SiteBuildError.badUIStrings(
        file: "i18n/\(defaultLocale).json", reason: "missing required key `\(key)`")
    }
    var strings: [String: UIStrings] = [:]
    var warnings: [SiteDiagnostic] = []
    for locale in locales {
      var values = raw[locale] ?? [:]
      if missingFiles.contains(locale) {
        warnings.append(
          SiteMessages.missingUIStrings(locale: locale, defaultLocale: defaultLocale))
        strings[locale] = UIStrings(locale: locale, values: defaults)
        continue
      }
      for key in defaults.keys.sorted() where values[key] == nil {
        values[key] = defaults[key]
        warnings.append(
          SiteMessages.missingUIString(key, locale: locale, defaultLocale: defaultLocale))
      }
      strings[locale] = UIStrings(locale: locale, values: values)
    }
    return (strings, warnings)
  }
}
