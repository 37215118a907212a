/// A problem the site found in content: a file, a position in it, a stable dotted id and
/// a message. Collected and returned, never thrown (STYLE.md, "Errors and diagnostics").
///
/// Lines count from the file's first byte (front matter included); columns are 1-based and
/// count characters (Swift `Character`s), so that a caret lines up under CJK text.
package struct SiteDiagnostic: Sendable, Equatable, Hashable {
  /// How bad it is: errors fail `lessons check`, warnings do not.
  package enum Severity: String, Sendable, Equatable, Hashable, Comparable {
    case error, warning, note

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.error, .warning, .note]
      return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
  }

  /// A second place the diagnostic is about (the other translation, the first duplicate).
  package struct Note: Sendable, Equatable, Hashable {
    package var message: String
    package var file: String
    package var line: Int?

    package init(message: String, file: String, line: Int?) {
      self.message = message
      self.file = file
      self.line = line
    }
  }

  /// Stable dotted id, e.g. `trace.mismatch`; tests and docs refer to it.
  package var id: String
  package var severity: Severity
  /// One sentence, no trailing newline.
  package var message: String
  /// The file as the user named it (`Content/en/01-adding-a-child.md`); nil for problems
  /// with no file (an empty content folder).
  package var file: String?
  package var line: Int?
  package var column: Int?
  /// The text of `line`, for the source line and caret under the message.
  package var sourceLine: String?
  /// More lines after the caret: a unified diff, a hint.
  package var detail: String?
  package var notes: [Note]

  package init(
    id: String, severity: Severity = .error, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil, sourceLine: String? = nil, detail: String? = nil,
    notes: [Note] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
    self.detail = detail
    self.notes = notes
  }

  /// A copy placed at `line`:`column` of `file`, with that line's text for the caret.
  package func located(file: String, line: Int, column: Int = 1, text: TextLines?) -> Self {
    var copy = self
    copy.file = file
    copy.line = line
    copy.column = column
    copy.sourceLine = text.map { String($0[line]) }
    return copy
  }

  /// Deterministic order for output: by file, line, column, then id.
  package static func ordered(_ lhs: Self, _ rhs: Self) -> Bool {
    let left = (lhs.file ?? "", lhs.line ?? 0, lhs.column ?? 0, lhs.id, lhs.message)
    let right = (rhs.file ?? "", rhs.line ?? 0, rhs.column ?? 0, rhs.id, rhs.message)
    return left < right
  }
}
