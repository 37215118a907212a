/// The `---` block at the top of a lesson: `key: value` lines (a YAML subset: one line per
/// key, optional single or double quotes around the value).
///
/// ```
/// ---
/// title: Adding a child
/// summary: "addChild, addSubview, didMove: in that order."
/// ---
/// ```
package struct FrontMatter: Sendable, Equatable {
  /// Values by key, unquoted.
  package var values: [String: String]
  /// The file line the body starts on (1 when there is no front matter).
  package var bodyFirstLine: Int
  /// The text after the front matter.
  package var body: String

  /// Splits `text` (a byte order mark already removed) into front matter and body.
  /// Problems are placed at lines of the file.
  package static func split(_ text: String, path: String, lines given: TextLines? = nil)
    -> (FrontMatter, [SiteDiagnostic])
  {
    let lines = given ?? TextLines(text)
    guard lines[1].trimmingWhitespace() == "---" else {
      let diagnostic = ContentMessages.missingFrontMatter()
        .located(file: path, line: 1, text: lines)
      return (FrontMatter(values: [:], bodyFirstLine: 1, body: text), [diagnostic])
    }
    var values: [String: String] = [:]
    var problems: [SiteDiagnostic] = []
    var number = 2
    while number <= lines.count, lines[number].trimmingWhitespace() != "---" {
      let line = lines[number]
      defer { number += 1 }
      if line.trimmingWhitespace().isEmpty || line.utf8.first == UInt8(ascii: "#") { continue }
      // Found as a byte: `:` is ASCII, so no character boundary needs to be worked out.
      guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else {
        problems.append(
          ContentMessages.badFrontMatterLine(String(line))
            .located(file: path, line: number, text: lines))
        continue
      }
      let key = line[..<colon].trimmingWhitespace()
      let value = unquote(line[line.utf8.index(after: colon)...].trimmingWhitespace())
      if key != "title", key != "summary", key != "translated-from" {
        problems.append(
          ContentMessages.unknownFrontMatterKey(key).located(file: path, line: number, text: lines))
      }
      values[key] = value
    }
    guard number <= lines.count else {
      let diagnostic = ContentMessages.unclosedFrontMatter()
        .located(file: path, line: 1, text: lines)
      return (FrontMatter(values: values, bodyFirstLine: 1, body: ""), problems + [diagnostic])
    }
    // The body is everything after the closing `---` line, byte for byte.
    let closing = lines[number]
    var bodyStart = closing.endIndex
    if bodyStart < text.endIndex { bodyStart = text.index(after: bodyStart) }
    let body = String(text[bodyStart...])
    if values["title", default: ""].isEmpty {
      problems.append(ContentMessages.missingTitle().located(file: path, line: 1, text: lines))
    }
    return (FrontMatter(values: values, bodyFirstLine: number + 1, body: body), problems)
  }

  private static func unquote(_ value: String) -> String {
    let utf8 = value.utf8
    guard utf8.count >= 2, let first = utf8.first, first == utf8.last,
      first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
    else { return value }
    return String(value.dropFirst().dropLast())
  }
}
