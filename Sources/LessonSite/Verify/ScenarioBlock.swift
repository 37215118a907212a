import Scenarios

/// A scenario fenced block of a lesson (```` ```swift scenario … ```` or
/// ```` ```objc scenario … ````) and the ```` ```trace ```` block that follows it, if any.
package struct ScenarioBlock: Sendable, Equatable {
  /// `id=` from the info string, or `<slug>#<ordinal>`, so a block and its translation share it.
  package var id: String
  /// 1-based position among the lesson's scenario blocks.
  package var ordinal: Int
  package var language: ScenarioLanguage
  package var attributes: ScenarioAttributes
  /// The scenario's code block.
  package var code: FencedCodeBlock
  /// The expected trace: the next fenced block, if it is a `trace` block with only blank
  /// lines before it.
  package var trace: FencedCodeBlock?

  package init(
    id: String, ordinal: Int, language: ScenarioLanguage, attributes: ScenarioAttributes,
    code: FencedCodeBlock, trace: FencedCodeBlock?
  ) {
    self.id = id
    self.ordinal = ordinal
    self.language = language
    self.attributes = attributes
    self.code = code
    self.trace = trace
  }

  /// The expected trace text with line endings normalised to `\n`; nil when there is no
  /// trace block.
  package var expectedTrace: String? {
    trace.map { TraceText.normalized($0.literal) }
  }

  /// Maps a position inside the snippet (line 1 = first code line, column in characters)
  /// to the Markdown file: line = fence line + snippet line, column = snippet column + the
  /// fence's indentation. Line 0 is the fence's info string (a bad attribute); column 0
  /// means the whole line, placed at the fence.
  package func fileLocation(snippetLine: Int, snippetColumn: Int) -> (line: Int, column: Int) {
    let line = code.openingFenceLine + max(0, snippetLine)
    let column = snippetLine <= 0 || snippetColumn <= 0 ? 1 : snippetColumn
    return (line, column + code.fenceIndentation)
  }
}

/// Helpers for trace text as written in lessons.
package enum TraceText {
  /// `\r\n` and `\r` become `\n`, and the text ends with exactly one `\n` unless empty.
  package static func normalized(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
    while result.hasSuffix("\n\n") { result.removeLast() }
    if !result.isEmpty, !result.hasSuffix("\n") { result += "\n" }
    return result
  }

  /// The lines of a normalised trace, without line endings.
  package static func lines(_ text: String) -> [String] {
    var lines = normalized(text).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
