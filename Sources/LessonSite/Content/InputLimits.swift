import Scenarios

/// Size limits of the files the site reads besides lessons, beside `Limits` (which lives
/// below this module and lists the rest). Each is checked on the file's size before it is
/// read (`FileBytes`), so memory is bounded by the limit, not by the file.
///
/// | file | limit | id |
/// |---|---|---|
/// | a lesson, in a content folder or loose (`check post.md`, `run FILE.md`) | `Limits.lessonBytes` | `content.file-too-large` |
/// | a snippet (`lessons run FILE.swift`, `FILE.m`) | `Limits.lessonBytes` | `content.file-too-large` |
/// | `glossary.json` | `Limits.glossaryBytes` | `content.glossary-too-large` |
/// | a lesson as promotion or a fix would write it | `Limits.lessonBytes` | `promote.too-large` |
/// | a document's table cells (columns × rows) | `Limits.tableCellsPerDocument` | `markdown.table-too-large` |
extension Limits {
  /// Bytes of `glossary.json`. A glossary lists a few hundred terms in a few kilobytes; its
  /// every term is matched against every lesson, so its size multiplies the check's work.
  package static let glossaryBytes = 1 << 20
  /// Table cells in one document (columns × rows, over all its tables). cmark-gfm builds a
  /// node for every cell, padding each row to its header's width, so cells and not bytes are
  /// what a table costs; a real lesson's tables hold a few hundred.
  package static let tableCellsPerDocument = 100_000
}

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
        case .tooDeep: ContentMessages.markdownTooDeep(Limits.markdownNesting)
        case .tableTooWide: ContentMessages.tableTooWide(Limits.tableCells)
        case .tableTooLarge: ContentMessages.tableTooLarge(Limits.tableCellsPerDocument)
        }
      // cmark counts bytes; diagnostics count characters.
      let prefix = lines[hit.line].utf8.prefix(max(0, hit.byteColumn - 1))
      let column = String(decoding: prefix, as: UTF8.self).count + 1
      return diagnostic.located(file: path, line: hit.line, column: column, text: lines)
    }
  }
}
