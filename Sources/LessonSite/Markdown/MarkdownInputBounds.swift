import Scenarios

/// A place where a lesson's Markdown went past a limit of `Limits`, in file lines.
package struct MarkdownLimitHit: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    /// Containers nested deeper than `Limits.markdownNesting` (`markdown.too-deep`).
    case tooDeep
    /// A line with more than `Limits.tableCells` pipes (`markdown.table-too-wide`).
    case tableTooWide
  }

  package var kind: Kind
  package var line: Int
  /// 1-based, in UTF-8 bytes (cmark's unit); the loader converts it to characters.
  package var byteColumn: Int
}

/// Bounds the text handed to cmark-gfm where its cost is worse than linear: a table row's
/// cells (`Limits.tableCells`). Runs in one pass over the bytes and copies nothing when no
/// line is past the limit.
enum MarkdownInputBounds {
  /// `markdown` with every `|` of an over-long line escaped as `\|` (cmark then reads the
  /// line as text: no table, each pipe shown as written), and the place of the first pipe
  /// past the limit on each such line.
  static func bounded(_ markdown: String, firstLine: Int) -> (String, [MarkdownLimitHit]) {
    // No line can be past the limit when the whole text has no more pipes than one line may
    // (every lesson so far): one counting pass over the bytes, no copy.
    var text = markdown
    let allPipes = text.withUTF8 { bytes in
      bytes.reduce(0) { count, byte in byte == UInt8(ascii: "|") ? count + 1 : count }
    }
    if allPipes <= Limits.tableCells { return (markdown, []) }
    let bytes = Array(markdown.utf8)
    var hits: [MarkdownLimitHit] = []
    var lineStart = 0
    var line = firstLine
    var pipes = 0
    var wideLines: [Range<Int>] = []
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "|") {
        pipes += 1
        if pipes == Limits.tableCells + 1 {
          hits.append(
            MarkdownLimitHit(kind: .tableTooWide, line: line, byteColumn: offset - lineStart + 1))
        }
      } else if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
      {
        if pipes > Limits.tableCells { wideLines.append(lineStart..<offset) }
        lineStart = offset + 1
        line += 1
        pipes = 0
      }
    }
    if pipes > Limits.tableCells { wideLines.append(lineStart..<bytes.count) }
    guard !wideLines.isEmpty else { return (markdown, []) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + wideLines.count * Limits.tableCells)
    var copied = 0
    for range in wideLines {
      out += bytes[copied..<range.lowerBound]
      var escaped = false
      for byte in bytes[range] {
        if byte == UInt8(ascii: "|"), !escaped { out.append(UInt8(ascii: "\\")) }
        escaped = byte == UInt8(ascii: "\\") && !escaped
        out.append(byte)
      }
      copied = range.upperBound
    }
    out += bytes[copied...]
    return (String(decoding: out, as: UTF8.self), hits)
  }
}
