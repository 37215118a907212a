extension DiagnosticFormatter {
  /// The diagnostic as a page shows it, as markup with a class for each part (a page's own
  /// style decides how each looks; no whitespace between tags, so a `pre-wrap` container
  /// adds no blank lines):
  ///
  /// ```html
  /// <div class="diagnostic diagnostic-error" data-id="trace.mismatch">
  ///   <p class="diagnostic-message"><span class="diagnostic-place">a.md:9:1</span>
  ///     <strong class="diagnostic-severity">error</strong> the trace … <code
  ///     class="diagnostic-id">trace.mismatch</code></p>
  ///   <pre class="diagnostic-source">source line⏎    ^</pre>
  ///   <p class="diagnostic-hint">hint: …</p>
  ///   <pre class="diagnostic-detail">--- expected …</pre>
  ///   <p class="diagnostic-note"><span class="diagnostic-place">b.md:3</span> note: …</p>
  /// </div>
  /// ```
  ///
  /// Every text is escaped; the caret line keeps the source line's tabs, as the terminal's.
  package static func html(_ diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity.rawValue
    var html = "<div class=\"diagnostic diagnostic-\(severity)\" data-id=\""
    escape(diagnostic.id.rawValue, into: &html)
    html += "\"><p class=\"diagnostic-message\">"
    if let place = place(diagnostic.file, diagnostic.line, diagnostic.column) {
      html += "<span class=\"diagnostic-place\">"
      escape(place, into: &html)
      html += "</span> "
    }
    html += "<strong class=\"diagnostic-severity\">\(severity)</strong> "
    escape(diagnostic.message, into: &html)
    html += " <code class=\"diagnostic-id\">"
    escape(diagnostic.id.rawValue, into: &html)
    html += "</code></p>"
    if let source = diagnostic.sourceLine, let column = diagnostic.column, column >= 1 {
      let clean = String(source.unicodeScalars.filter { $0 != "\u{FEFF}" })
      let caret = String(clean.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }) + "^"
      html += "<pre class=\"diagnostic-source\">"
      escape(clean + "\n" + caret, into: &html)
      html += "</pre>"
    }
    for fixIt in diagnostic.fixIts {
      html += "<p class=\"diagnostic-hint\">hint: "
      escape(fixIt.message, into: &html)
      html += "</p>"
    }
    if let detail = diagnostic.detail {
      html += "<pre class=\"diagnostic-detail\">"
      escape(detail.hasSuffix("\n") ? String(detail.dropLast()) : detail, into: &html)
      html += "</pre>"
    }
    for note in diagnostic.notes {
      html += "<p class=\"diagnostic-note\">"
      if let place = place(note.file, note.line, nil) {
        html += "<span class=\"diagnostic-place\">"
        escape(place, into: &html)
        html += "</span> "
      }
      html += "note: "
      escape(note.message, into: &html)
      html += "</p>"
    }
    return html + "</div>"
  }

  /// `&`, `<`, `>`, `"` and `'` escaped, as the site's `HTML.escape` does: safe in text and
  /// in quoted attribute values.
  private static func escape(_ text: String, into html: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": html += "&amp;"
      case "<": html += "&lt;"
      case ">": html += "&gt;"
      case "\"": html += "&quot;"
      case "'": html += "&#39;"
      default: html.unicodeScalars.append(scalar)
      }
    }
  }
}
