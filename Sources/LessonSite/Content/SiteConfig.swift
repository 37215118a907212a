import Foundation

/// `Content/site.json`: the site's locales, in order (the first is the default), each with
/// the site's title in that language.
///
/// ```json
/// { "version": 1, "locales": [ { "code": "en", "title": "Containment Lessons" } ] }
/// ```
package struct SiteConfig: Sendable, Equatable {
  /// The site.json format version, as written (`1`).
  package var version: String
  /// Ordered; never empty in a config that parsed without errors.
  package var locales: [SiteLocale]

  package init(version: String, locales: [SiteLocale]) {
    self.version = version
    self.locales = locales
  }

  /// What a broken site.json leaves: no locales, so no lessons are read.
  package static let empty = SiteConfig(version: "", locales: [])

  /// The first locale: pages fall back to it when a translation is missing.
  package var defaultLocale: SiteLocale? { locales.first }

  /// Locale codes in site.json order.
  package var localeCodes: [String] { locales.map(\.code) }

  /// Parses site.json's bytes; problems come back as diagnostics placed in `path`.
  package static func parse(_ data: [UInt8], path: String) -> (SiteConfig, [SiteDiagnostic]) {
    let text = String(decoding: data, as: UTF8.self)
    let lines = TextLines(text)
    func at(_ diagnostic: SiteDiagnostic, offset: Int?) -> SiteDiagnostic {
      let (line, column) = offset.map { lines.position(ofUTF8Offset: $0) } ?? (1, 1)
      return diagnostic.located(file: path, line: line, column: column, text: lines)
    }
    if let offset = JSONNesting.firstExcess(in: data) {
      let reason = "nested more than \(JSONNesting.maximumDepth) levels deep"
      return (.empty, [at(ContentMessages.configInvalidJSON(reason), offset: offset)])
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(data))
    } catch {
      let reason = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
      let offset = reason.split(separator: " ").last.flatMap { Int($0.filter(\.isNumber)) }
      return (.empty, [at(ContentMessages.configInvalidJSON(reason), offset: offset)])
    }
    func field(_ problem: String, near key: String? = nil) -> SiteDiagnostic {
      let offset = key.flatMap { lines.utf8Offset(of: "\"\($0)\"") }
      return at(ContentMessages.configField(problem), offset: offset)
    }
    guard let root = object as? [String: Any] else {
      return (.empty, [field("the top level must be an object")])
    }
    var problems: [SiteDiagnostic] = []
    var version = ""
    switch root["version"] {
    case let number as NSNumber: version = number.stringValue
    case let string as String: version = string
    default: problems.append(field("`version` is missing or not a number", near: "version"))
    }
    guard let entries = root["locales"] as? [Any], !entries.isEmpty else {
      problems.append(field("`locales` must be a non-empty list of {code, title}", near: "locales"))
      return (.empty, problems)
    }
    var locales: [SiteLocale] = []
    // Each entry's code is looked for after the previous entry's, so that a duplicate is
    // placed at its own line, not at the first.
    var searchFrom = 0
    func codeOffset(_ code: String) -> Int? {
      guard let found = Self.utf8Offset(of: "\"\(code)\"", in: text, from: searchFrom) else {
        return nil
      }
      searchFrom = found + code.utf8.count + 2
      return found + 1
    }
    for entry in entries {
      guard let dictionary = entry as? [String: Any],
        let code = dictionary["code"] as? String, !code.isEmpty,
        let title = dictionary["title"] as? String, !title.isEmpty
      else {
        problems.append(
          field("each locale needs a non-empty `code` and `title` string", near: "locales"))
        continue
      }
      // A code names a folder in Content/ and in the output: a language tag only (en,
      // zh-Hans, pt-BR), never a path.
      let offset = codeOffset(code)
      guard Self.isLanguageTag(code) else {
        problems.append(at(ContentMessages.configBadLocaleCode(code), offset: offset))
        continue
      }
      if locales.contains(where: { $0.code == code }) {
        problems.append(at(ContentMessages.configDuplicateLocale(code), offset: offset))
        continue
      }
      locales.append(SiteLocale(code: code, title: title))
    }
    return (problems.isEmpty ? SiteConfig(version: version, locales: locales) : .empty, problems)
  }

  /// The UTF-8 offset of `needle` in `text` at or after `start`.
  private static func utf8Offset(of needle: String, in text: String, from start: Int) -> Int? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count, start <= haystack.count - pattern.count
    else { return nil }
    for offset in start...(haystack.count - pattern.count)
    where haystack[offset..<(offset + pattern.count)].elementsEqual(pattern) {
      return offset
    }
    return nil
  }

  /// `en`, `zh-Hans`, `pt-BR`: letters first, then letters and digits, subtags joined by `-`.
  static func isLanguageTag(_ code: String) -> Bool {
    let subtags = code.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first, (2...8).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count)
        && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
