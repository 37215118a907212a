/// A position in a scenario's source: 1-based line, 1-based column counting `Character`s.
///
/// Characters, not bytes, so that a caret lines up under CJK text and emoji; `\r\n` is one
/// character and ends a line like `\n`.
struct SourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
  var line: Int
  var column: Int

  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of the source.
  static let start = SourceLocation(line: 1, column: 1)

  static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  var description: String { "\(line):\(column)" }
}
