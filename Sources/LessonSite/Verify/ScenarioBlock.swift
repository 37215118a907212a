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
  /// What the page hides and the run needs (`<!-- lessons: … -->` comments): a prelude, a
  /// driver, the expected trace, and whether the block continues earlier ones.
  package var hidden = HiddenParts()
  /// Set by the verifier when the run's source is more than the block's code (a prelude, a
  /// driver, earlier blocks it continues): snippet lines map through it.
  package var sourceMap: AssembledSource?

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
  /// trace block (visible, or hidden in a `<!-- lessons: trace … -->` comment).
  package var expectedTrace: String? {
    if let trace { return TraceText.normalized(trace.literal) }
    return hidden.trace.map { TraceText.normalized($0.text) }
  }

  /// True when there is a trace block with something other than whitespace in it: the
  /// same answer as `expectedTrace` being non-blank, without normalising the text
  /// (normalising only changes line endings, which are whitespace either way).
  package var hasExpectedTrace: Bool {
    if let trace { return !trace.literal.allSatisfy(\.isWhitespace) }
    return hidden.trace.map { !$0.text.allSatisfy(\.isWhitespace) } ?? false
  }

  /// The line diagnostics about the whole block point at: the opening fence, or an
  /// indented block's first line.
  package var anchorLine: Int { code.index < 0 ? code.firstCodeLine : code.openingFenceLine }

  /// The pieces the run's source is made of, in order: the hidden prelude, the block's
  /// code, the hidden driver; each knows where its lines are in the file.
  package var pieces: [SourcePiece] {
    var pieces = hidden.prelude
    let own = SourcePiece(
      text: TraceText.withUnixLineEndings(code.literal), firstLine: code.firstCodeLine,
      columnShift: code.fenceIndentation, owner: ordinal)
    guard let name = hidden.inClass else { return pieces + [own] }
    // `in=CLASS`: the methods are the class's, as the article's file has them.
    func generated(_ text: String) -> SourcePiece {
      SourcePiece(
        text: text, firstLine: code.firstCodeLine, columnShift: 0, owner: ordinal,
        isGenerated: true)
    }
    switch language {
    case .swift:
      pieces += [generated("extension \(name) {\n"), own, generated("}\n")]
    case .objc:
      pieces += [generated("@implementation \(name) (Lessons)\n"), own, generated("@end\n")]
    }
    return pieces
  }

  /// Maps a position inside the snippet (line 1 = first code line, column in characters)
  /// to the Markdown file: line = fence line + snippet line, column = snippet column + the
  /// fence's indentation. Line 0 is the fence's info string (a bad attribute); column 0
  /// means the whole line, placed at the fence.
  package func fileLocation(snippetLine: Int, snippetColumn: Int) -> (line: Int, column: Int) {
    if let mapping = sourceMap, snippetLine > 0 {
      return mapping.fileLocation(snippetLine: snippetLine, snippetColumn: snippetColumn)
    }
    let line = code.openingFenceLine + max(0, snippetLine)
    let column = snippetLine <= 0 || snippetColumn <= 0 ? 1 : snippetColumn
    return (line, column + code.fenceIndentation)
  }
}
