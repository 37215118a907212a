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
extension Limits {
  /// Bytes of `glossary.json`. A glossary lists a few hundred terms in a few kilobytes; its
  /// every term is matched against every lesson, so its size multiplies the check's work.
  package static let glossaryBytes = 1 << 20
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
