/// A heading of a Markdown document (ATX `#` or setext), as plain text.
package struct MarkdownHeading: Sendable, Equatable, Hashable {
  /// 1 to 6.
  package var level: Int
  /// The heading's text with inline markup removed (code spans keep their text).
  package var text: String
  /// Line of the heading, counted from the file's first byte.
  package var line: Int

  package init(level: Int, text: String, line: Int) {
    self.level = level
    self.text = text
    self.line = line
  }
}
