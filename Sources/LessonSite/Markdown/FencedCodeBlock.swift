/// One fenced code block of a Markdown document, as plain Swift values.
///
/// Lines count from the first byte of the file (front matter included), so a block's
/// lines can be shown to authors and rewritten by promotion without further arithmetic.
package struct FencedCodeBlock: Sendable, Equatable, Hashable {
  /// 0-based position among the document's fenced code blocks, in source order; the key
  /// `MarkdownPasses.CodeBlockReplacer` takes.
  package var index: Int
  /// Everything after the opening fence, trimmed (`swift scenario id=x`).
  package var info: String
  /// The code, exactly as cmark reads it: the fence's indentation removed, each line ending
  /// in `\n` (CRLF files included).
  package var literal: String
  /// Line of the opening fence.
  package var openingFenceLine: Int
  /// Line of the closing fence; nil when the block runs unclosed to the end of the document.
  package var closingFenceLine: Int?
  /// Last line the block occupies: the closing fence, or the document's last line when unclosed.
  package var lastLine: Int
  /// Characters before the fence on its line (spaces, or a `> ` quote marker); code columns
  /// inside the block are shifted by this much.
  package var fenceIndentation: Int
  /// The `` ` `` or `~` character of the fence, and how many of them opened it.
  package var fenceCharacter: Character
  package var fenceLength: Int

  package init(
    index: Int, info: String, literal: String, openingFenceLine: Int, closingFenceLine: Int?,
    lastLine: Int, fenceIndentation: Int, fenceCharacter: Character, fenceLength: Int
  ) {
    self.index = index
    self.info = info
    self.literal = literal
    self.openingFenceLine = openingFenceLine
    self.closingFenceLine = closingFenceLine
    self.lastLine = lastLine
    self.fenceIndentation = fenceIndentation
    self.fenceCharacter = fenceCharacter
    self.fenceLength = fenceLength
  }

  /// Words of the info string, split on whitespace.
  package var infoWords: [String] {
    // Split on bytes when the info string is ASCII (every fence the site checks, on every
    // load); by characters otherwise, where a space may start a longer grapheme.
    let utf8 = info.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
    return utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The first word of the info string (`swift`, `objc`, `trace`), or "" when there is none.
  package var language: String { infoWords.first ?? "" }

  /// Line of the first code line (the line after the opening fence).
  package var firstCodeLine: Int { openingFenceLine + 1 }
}
