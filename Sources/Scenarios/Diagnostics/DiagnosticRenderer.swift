/// Writes the one `Diagnostic` for each audience: `text` for people (as compilers do: the
/// location, the message and id, the source line and a caret under the column, then fix-its,
/// details and notes) and `github` for GitHub Actions annotations. JSON and HTML are written
/// by the site (`DiagnosticFormatter`), from the same fields.
///
/// ```
/// Content/en/02.md:12:9: error: missing argument in `didMoveToParentViewController` … [scenario.missing-argument]
/// 	[newVC didMoveToParentViewController];
/// 	       ^
///   hint: write `didMoveToParentViewController:`
/// ```
/// Columns count `Character`s; tabs in the source line are kept in the caret line so the
/// caret lines up in any tab width.
package struct DiagnosticRenderer {
  package var source: String
  /// Added to the diagnostic's line: the file line of the snippet's first line, minus one.
  package var lineOffset = 0
  /// Printed before the location, e.g. a file path and `:`.
  package var prefix = ""

  /// A renderer for snippet diagnostics (`ScenarioDiagnostic`) of `source`.
  package init(source: String, lineOffset: Int = 0, prefix: String = "") {
    self.source = source
    self.lineOffset = lineOffset
    self.prefix = prefix
  }

  /// A snippet diagnostic placed by `prefix` and `lineOffset`, through `text`, without a
  /// final newline.
  package func render(_ diagnostic: ScenarioDiagnostic) -> String {
    var placed = diagnostic.diagnostic(
      file: prefix, lineOffset: lineOffset, sourceLine: sourceLine(diagnostic.line))
    placed.column = diagnostic.column
    // Notes are placed by the prefix as the diagnostic is (it may name no file).
    let notes = placed.notes
    placed.notes = []
    var text = Self.text(placed, at: "\(prefix)\(placed.line ?? 0):\(diagnostic.column): ")
    while text.last == "\n" { text.removeLast() }
    for note in notes { text += "\n\(prefix)\(note.line ?? 0): note: \(note.message)" }
    return text
  }

  /// Every diagnostic, separated by newlines.
  package func render(_ diagnostics: [ScenarioDiagnostic]) -> String {
    diagnostics.map(render).joined(separator: "\n")
  }

  /// The 1-based line of the source without its line break, or nil past the end.
  func sourceLine(_ number: Int) -> String? {
    guard number >= 1 else { return nil }
    var current = 1
    var line = ""
    for character in source {
      if character.isLineBreak {
        if current == number { return line }
        current += 1
        line = ""
      } else if current == number {
        line.append(character)
      }
    }
    return current == number ? line : nil
  }

  /// `file:line:column: severity: message [id]`, the source line and caret, fix-its
  /// (`  hint: …`), the detail, and a `note:` line per note; ends with a newline.
  package static func text(_ diagnostic: Diagnostic) -> String {
    text(diagnostic, at: location(diagnostic.file, diagnostic.line, diagnostic.column))
  }

  private static func text(_ diagnostic: Diagnostic, at place: String) -> String {
    var out = place
    out += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
    if let source = diagnostic.sourceLine, let column = diagnostic.column, column >= 1 {
      let clean = String(source.unicodeScalars.filter { $0 != "\u{FEFF}" })
      out += clean + "\n"
      out += String(clean.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }) + "^\n"
    }
    for fixIt in diagnostic.fixIts {
      out += "  hint: \(fixIt.message)\n"
    }
    if let detail = diagnostic.detail {
      out += detail.hasSuffix("\n") ? detail : detail + "\n"
    }
    for note in diagnostic.notes {
      out += location(note.file, note.line, nil) + "note: \(note.message)\n"
    }
    return out
  }

  /// `::error file=…,line=…,col=…::message [id]`, fix-its and detail folded into the message.
  package static func github(_ diagnostic: Diagnostic) -> String {
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
    for fixIt in diagnostic.fixIts { message += "\nhint: " + fixIt.message }
    if let detail = diagnostic.detail { message += "\n" + detail }
    let head =
      properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
    return head + "::" + escapeData(message) + "\n"
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
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// GitHub's workflow-command escaping for property values.
  private static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
