/// A place where a lesson's Markdown went past a limit of `Limits`, in file lines.
package struct MarkdownLimitHit: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    /// Containers nested deeper than `SiteLimits.markdownNesting` (`markdown.too-deep`).
    case tooDeep
    /// A line with more than `SiteLimits.tableCells` pipes (`markdown.table-too-wide`).
    case tableTooWide
    /// A table whose cells (columns × rows, counted from its delimiter row to the next blank
    /// line) would take the document past `SiteLimits.tableCellsPerDocument`
    /// (`markdown.table-too-large`).
    case tableTooLarge
  }

  package var kind: Kind
  package var line: Int
  /// 1-based, in UTF-8 bytes (cmark's unit); the loader converts it to characters.
  package var byteColumn: Int
}

/// Bounds the text handed to cmark-gfm where its cost is worse than linear: a table row's
/// cells (`SiteLimits.tableCells`), and a document's table cells (`SiteLimits.tableCellsPerDocument`):
/// cmark-gfm pads every row to the header's width, so a wide header over many one-cell rows
/// makes cells, and memory, quadratic in a small input. Runs in one pass over the bytes
/// and copies nothing when no line is past a limit.
enum MarkdownInputBounds {
  /// `markdown` with every `|` of an over-long line escaped as `\|` (cmark then reads the
  /// line as text: no table, each pipe shown as written), and the place of the first pipe
  /// past the limit on each such line.
  static func bounded(_ markdown: String, firstLine: Int) -> (String, [MarkdownLimitHit]) {
    // No line can be past the limit when the whole text has no more pipes than one line may
    // (every lesson so far): one counting pass over the bytes, no copy.
    var text = markdown
    let (allPipes, lineEnds) = text.withUTF8 { bytes in
      bytes.reduce(into: (0, 0)) { counts, byte in
        if byte == UInt8(ascii: "|") { counts.0 += 1 }
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { counts.1 += 1 }
      }
    }
    // No table can have more cells than (its delimiter row's pipes + 1) × the lines.
    if allPipes <= SiteLimits.tableCells,
      (allPipes + 1) * (lineEnds + 1) <= SiteLimits.tableCellsPerDocument
    {
      return (markdown, [])
    }
    let bytes = Array(markdown.utf8)
    var hits: [MarkdownLimitHit] = []
    var lineStart = 0
    var line = firstLine
    var pipes = 0
    var wideLines: [Range<Int>] = []
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "|") {
        pipes += 1
        if pipes == SiteLimits.tableCells + 1 {
          hits.append(
            MarkdownLimitHit(kind: .tableTooWide, line: line, byteColumn: offset - lineStart + 1))
        }
      } else if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
      {
        if pipes > SiteLimits.tableCells { wideLines.append(lineStart..<offset) }
        lineStart = offset + 1
        line += 1
        pipes = 0
      }
    }
    if pipes > SiteLimits.tableCells { wideLines.append(lineStart..<bytes.count) }
    let (largeTables, largeHits) = Self.largeTables(bytes, firstLine: firstLine, wide: wideLines)
    hits += largeHits
    hits.sort { ($0.line, $0.byteColumn) < ($1.line, $1.byteColumn) }
    wideLines = (wideLines + largeTables).sorted { $0.lowerBound < $1.lowerBound }
    guard !wideLines.isEmpty else { return (markdown, []) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + wideLines.count * SiteLimits.tableCells)
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

  /// The delimiter rows of the tables that would take the document past
  /// `SiteLimits.tableCellsPerDocument`, to be escaped like a wide line (no delimiter row, no
  /// table: its lines are read as text), with a hit at each. A table's cells are over-counted
  /// on purpose, so the bound holds whatever cmark makes of the lines: columns are the
  /// delimiter row's pipes plus one, rows every line up to the next blank one. Lines already
  /// escaped as too wide (`wide`) are skipped.
  private static func largeTables(_ bytes: [UInt8], firstLine: Int, wide: [Range<Int>]) -> (
    [Range<Int>], [MarkdownLimitHit]
  ) {
    var lines: [Range<Int>] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
      {
        lines.append(start..<offset)
        start = offset + 1
      }
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
    let wideStarts = Set(wide.map(\.lowerBound))
    func isBlank(_ range: Range<Int>) -> Bool {
      bytes[range].allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">")
          || $0 == UInt8(ascii: "\r")
      }
    }
    /// A line that may be a delimiter row: pipes, dashes, colons, blanks and container
    /// marks only, with at least one pipe and one dash.
    func delimiterPipes(_ range: Range<Int>) -> Int? {
      var pipes = 0
      var dashes = 0
      for byte in bytes[range] {
        switch byte {
        case UInt8(ascii: "|"): pipes += 1
        case UInt8(ascii: "-"): dashes += 1
        case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"),
          UInt8(ascii: "\r"):
          break
        default: return nil
        }
      }
      return pipes > 0 && dashes > 0 ? pipes : nil
    }
    var escaped: [Range<Int>] = []
    var hits: [MarkdownLimitHit] = []
    var cells = 0
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard !wideStarts.contains(line.lowerBound), let pipes = delimiterPipes(line) else {
        index += 1
        continue
      }
      var rows = 1
      var next = index + 1
      while next < lines.count, !isBlank(lines[next]) {
        rows += 1
        next += 1
      }
      let tableCells = (pipes + 1) * (rows + 1)
      if cells + tableCells > SiteLimits.tableCellsPerDocument {
        escaped.append(line)
        let column = (bytes[line].firstIndex(of: UInt8(ascii: "|")) ?? line.lowerBound)
        hits.append(
          MarkdownLimitHit(
            kind: .tableTooLarge, line: firstLine + index,
            byteColumn: column - line.lowerBound + 1))
      } else {
        cells += tableCells
      }
      index = next
    }
    return (escaped, hits)
  }
}
