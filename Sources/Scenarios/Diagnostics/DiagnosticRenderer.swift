import Diagnostics

/// Writes snippet diagnostics (`ScenarioDiagnostic`, placed in the snippet, not a file) for
/// people, through the one text consumer (`DiagnosticFormatter.text`): the location, the
/// message and id, the source line and a caret under the column, then fix-its, details and
/// notes.
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
    var text = DiagnosticFormatter.text(
      placed, at: "\(prefix)\(placed.line ?? 0):\(diagnostic.column): ")
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
}
