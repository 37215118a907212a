import Foundation

/// Spells diagnostics for people (`text`), for GitHub Actions annotations (`github`) and
/// for tools (`json` objects).
package enum DiagnosticFormatter {
  /// ```
  /// Content/en/01-a.md:12:1: error: the trace of `a#1` does not match what runs: … [trace.mismatch]
  /// ```trace
  /// ^
  /// --- expected
  /// …
  /// ```
  /// Columns count characters; the caret line copies the source line's tabs so it lines up.
  package static func text(_ diagnostic: SiteDiagnostic) -> String {
    var out = location(diagnostic.file, diagnostic.line, diagnostic.column)
    out += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
    if let source = diagnostic.sourceLine, let column = diagnostic.column {
      let clean = source.replacingOccurrences(of: "\u{FEFF}", with: "")
      out += clean + "\n"
      let prefix = clean.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
      out += prefix + "^\n"
    }
    if let detail = diagnostic.detail {
      out += detail.hasSuffix("\n") ? detail : detail + "\n"
    }
    for note in diagnostic.notes {
      out += location(note.file, note.line, nil) + "note: \(note.message)\n"
    }
    return out
  }

  /// `::error file=…,line=…,col=…::message [id]`, the detail folded into the message.
  package static func github(_ diagnostic: SiteDiagnostic) -> String {
    let command: String
    switch diagnostic.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    var properties: [String] = []
    if let file = diagnostic.file { properties.append("file=" + escapeProperty(file)) }
    if let line = diagnostic.line { properties.append("line=\(line)") }
    if let column = diagnostic.column { properties.append("col=\(column)") }
    var message = "\(diagnostic.message) [\(diagnostic.id)]"
    if let detail = diagnostic.detail { message += "\n" + detail }
    let head =
      properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
    return head + "::" + escapeData(message) + "\n"
  }

  /// A JSON-ready object: strings, numbers and arrays only.
  package static func jsonObject(_ diagnostic: SiteDiagnostic) -> [String: Any] {
    var object: [String: Any] = [
      "id": diagnostic.id, "severity": diagnostic.severity.rawValue, "message": diagnostic.message,
    ]
    if let file = diagnostic.file { object["file"] = file }
    if let line = diagnostic.line { object["line"] = line }
    if let column = diagnostic.column { object["column"] = column }
    if let detail = diagnostic.detail { object["detail"] = detail }
    if !diagnostic.notes.isEmpty {
      object["notes"] = diagnostic.notes.map { note -> [String: Any] in
        var value: [String: Any] = ["message": note.message, "file": note.file]
        if let line = note.line { value["line"] = line }
        return value
      }
    }
    return object
  }

  private static func location(_ file: String?, _ line: Int?, _ column: Int?) -> String {
    guard let file else { return "" }
    var text = file
    if let line { text += ":\(line)" }
    if line != nil, let column { text += ":\(column)" }
    return text + ": "
  }

  /// GitHub's workflow-command escaping for the message part.
  private static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// GitHub's workflow-command escaping for property values.
  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
