/// The consumers of the one `Diagnostic`, one file each in this folder: people's text (here),
/// GitHub annotations (`+GitHub`), JSON objects for tools (`+JSON`), HTML for pages
/// (`+HTML`) and JUnit XML for CI (`JUnitXML`). Every output of the tool that shows a
/// problem goes through one of them; no module words or lays out a diagnostic itself.
package enum DiagnosticFormatter {
  /// `file:line:column: severity: message [id]`, the source line and a caret under the column
  /// (tabs kept, so it lines up in any tab width; columns count `Character`s), fix-its
  /// (`  hint: …`), the detail, and a `note:` line per note; ends with a newline.
  ///
  /// ```
  /// Content/en/02.md:12:9: error: missing argument in `didMoveToParentViewController` … [scenario.missing-argument]
  /// 	[newVC didMoveToParentViewController];
  /// 	       ^
  ///   hint: write `didMoveToParentViewController:`
  /// ```
  package static func text(_ diagnostic: Diagnostic) -> String {
    text(diagnostic, at: location(diagnostic.file, diagnostic.line, diagnostic.column))
  }

  /// `text(diagnostic)` with `place` (`file:line:column: `, or what the caller knows of it)
  /// in front instead of the diagnostic's own.
  package static func text(_ diagnostic: Diagnostic, at place: String) -> String {
    var out = place
    out += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]\n"
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

  /// `file:line:column: `, as much of it as is known; "" without a file.
  static func location(_ file: String?, _ line: Int?, _ column: Int?) -> String {
    place(file, line, column).map { $0 + ": " } ?? ""
  }

  /// `file:line:column`, as much of it as is known; nil without a file.
  static func place(_ file: String?, _ line: Int?, _ column: Int?) -> String? {
    guard let file else { return nil }
    var text = file
    if let line { text += ":\(line)" }
    if line != nil, let column { text += ":\(column)" }
    return text
  }
}
