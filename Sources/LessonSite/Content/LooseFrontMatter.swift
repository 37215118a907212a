/// The front matter of a Markdown file outside a site (a blog post, a README): whatever shape
/// its generator uses, read where it can be and otherwise skipped, never an error.
///
/// - `---` … `---` (Jekyll, Hugo, Hexo, Docusaurus …): YAML of any shape: lists
///   (`categories:` then `- iOS`), nested maps, block scalars, flow sequences. Only top-level
///   `title:` and `summary:` (or `description:`) scalars are read; every other line is skipped.
/// - `+++` … `+++` (Hugo's TOML): `title = "…"` is read, the rest skipped.
/// - A `---` on line 1 never closed is a thematic break, not front matter: the whole file is
///   the body.
package struct LooseFrontMatter: Sendable, Equatable {
  package var title = ""
  package var summary = ""
  /// The file line the body starts on (1 when there is no front matter).
  package var bodyFirstLine = 1
  /// The text after the front matter, byte for byte.
  package var body: String
  /// True when line 1 opens front matter that no line closes: read as a thematic break,
  /// and worth a warning (the writer may have forgotten the closing line).
  package var unclosed = false

  /// Splits `text` (a byte order mark already removed), split into `lines`.
  package static func split(_ text: String, lines: TextLines) -> LooseFrontMatter {
    let opening = lines[1].trimmingWhitespace()
    guard lines.count >= 2, opening == "---" || opening == "+++" else {
      return LooseFrontMatter(body: text)
    }
    let isTOML = opening == "+++"
    var found = LooseFrontMatter(body: text)
    var number = 2
    while number <= lines.count {
      let line = lines[number]
      let trimmed = line.trimmingWhitespace()
      // YAML may also close with `...`.
      if trimmed == opening || (!isTOML && trimmed == "...") { break }
      if let (key, value) = isTOML ? tomlPair(line) : yamlPair(line) {
        switch key {
        case "title": found.title = value
        case "summary", "description": if found.summary.isEmpty { found.summary = value }
        default: break
        }
      }
      number += 1
    }
    guard number <= lines.count else {
      var none = LooseFrontMatter(body: text)
      none.unclosed = true
      return none
    }
    let closing = lines[number]
    var bodyStart = closing.endIndex
    if bodyStart < text.endIndex { bodyStart = text.index(after: bodyStart) }
    found.body = String(text[bodyStart...])
    found.bodyFirstLine = number + 1
    return found
  }

  /// `key: value` at the top level (no indentation), with a plain or quoted scalar value;
  /// nil for anything else (a list item, a nested key, a block scalar's `|`).
  private static func yamlPair(_ line: Substring) -> (String, String)? {
    guard let first = line.first, first != " ", first != "\t", first != "-", first != "#",
      let colon = line.firstIndex(of: ":")
    else { return nil }
    let key = line[..<colon].trimmingWhitespace()
    let value = line[line.index(after: colon)...].trimmingWhitespace()
    guard !value.isEmpty, value != "|", value != ">", value.first != "[", value.first != "{"
    else { return nil }
    return (key, unquote(value))
  }

  /// `key = "value"` at the top level of TOML.
  private static func tomlPair(_ line: Substring) -> (String, String)? {
    guard let first = line.first, first != " ", first != "[", first != "#",
      let equals = line.firstIndex(of: "=")
    else { return nil }
    let key = line[..<equals].trimmingWhitespace()
    let value = line[line.index(after: equals)...].trimmingWhitespace()
    return (key, unquote(value))
  }

  private static func unquote(_ value: String) -> String {
    guard value.count >= 2, let first = value.first, first == value.last,
      first == "\"" || first == "'"
    else { return value }
    return String(value.dropFirst().dropLast())
  }
}
