/// Renders a diagnostic as compilers do: `line:column: error: message [id]`, the source line,
/// and a caret under the column.
///
/// ```
/// 3:9: error: missing argument in `didMoveToParentViewController` … [scenario.missing-argument]
///   [newVC didMoveToParentViewController];
///          ^
/// ```
/// Columns count `Character`s; tabs in the source line are kept in the caret line so the
/// caret lines up in any tab width. A `prefix` (`Content/ko/03.md:`) and a line offset place
/// a snippet inside its file.
package struct DiagnosticRenderer {
  package var source: String
  /// Added to the diagnostic's line: the file line of the snippet's first line, minus one.
  package var lineOffset = 0
  /// Printed before the location, e.g. a file path and `:`.
  package var prefix = ""

  package init(source: String, lineOffset: Int = 0, prefix: String = "") {
    self.source = source
    self.lineOffset = lineOffset
    self.prefix = prefix
  }

  /// The three-line (or two-line, when the line is missing) rendering, without a final newline.
  package func render(_ diagnostic: ScenarioDiagnostic) -> String {
    var text =
      "\(prefix)\(diagnostic.line + lineOffset):\(diagnostic.column): "
      + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
    if let hint = diagnostic.hint { text += "\n  hint: \(hint)" }
    guard let line = sourceLine(diagnostic.line) else { return text }
    var caret = ""
    for (index, character) in line.enumerated() where index < diagnostic.column - 1 {
      caret.append(character == "\t" ? "\t" : " ")
    }
    text += "\n" + line + "\n" + caret + "^"
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
}
