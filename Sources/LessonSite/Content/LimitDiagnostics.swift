import Diagnostics

extension SiteDiagnostic {
  /// The diagnostic, placed at line 1, column 1 of `path` (a whole-file problem).
  package func placed(at path: String) -> SiteDiagnostic {
    var diagnostic = self
    diagnostic.file = path
    diagnostic.line = 1
    diagnostic.column = 1
    return diagnostic
  }
}

extension ContentLoader {
  /// The diagnostics of the places a document went past a Markdown limit, for a lesson in a
  /// content folder and a loose file alike.
  static func limitDiagnostics(_ hits: [MarkdownLimitHit], path: String, lines: TextLines)
    -> [SiteDiagnostic]
  {
    hits.map { hit in
      let diagnostic =
        switch hit.kind {
        case .tooDeep: ContentMessages.markdownTooDeep(SiteLimits.markdownNesting)
        case .tableTooWide: ContentMessages.tableTooWide(SiteLimits.tableCells)
        case .tableTooLarge: ContentMessages.tableTooLarge(SiteLimits.tableCellsPerDocument)
        }
      // cmark counts bytes; diagnostics count characters.
      let prefix = lines[hit.line].utf8.prefix(max(0, hit.byteColumn - 1))
      let column = String(decoding: prefix, as: UTF8.self).count + 1
      return diagnostic.located(file: path, line: hit.line, column: column, text: lines)
    }
  }
}
