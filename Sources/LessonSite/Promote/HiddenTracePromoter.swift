/// Promotion for a block a published page annotates (`<!-- lessons: … -->`): its trace is
/// written where the page hides it, in a `<!-- lessons: trace … -->` comment after the
/// block, never as a visible ```` ```trace ```` block the writer did not ask for.
///
/// Inside a list item or a block quote every line of the comment carries the container's
/// prefix (the item's indentation, `> `), the one the comment before the block has: written
/// without it, a `<!--` line would end the quote or the item, and the trace would leave the
/// container the block is in.
enum HiddenTracePromoter {
  /// Writes `traceLines` into `result`'s hidden trace comment, or inserts one after its
  /// block; false when the block is not one whose trace is hidden (the visible path applies).
  static func promote(_ result: ScenarioResult, traceLines: [String], in file: inout ByteLines)
    -> Bool
  {
    let block = result.block
    guard block.trace == nil, block.hidden.isAnnotated || block.hidden.trace != nil else {
      return false
    }
    if var hidden = block.hidden.trace {
      let prefix = commentPrefix(file, line: hidden.openingLine)
      // The comment ends at the first line holding `-->` (read from the bytes themselves).
      var line = hidden.openingLine
      while line < file.lines.count,
        !String(decoding: file[line].content, as: UTF8.self).contains("-->")
      {
        line += 1
      }
      hidden.closingLine = line
      let ending = file.lineEnding(after: hidden.openingLine)
      let closing = Array(file[hidden.closingLine].content.dropFirst(prefix.count))
      let closesAlone =
        file[hidden.closingLine].content.starts(with: prefix)
        && String(decoding: closing, as: UTF8.self).trimmingWhitespace() == "-->"
      let lines = traceLines.map {
        ByteLines.Line(content: prefix + Array($0.utf8), terminator: ending)
      }
      if closesAlone, hidden.closingLine > hidden.openingLine {
        file.replace(hidden.openingLine + 1, through: hidden.closingLine - 1, with: lines)
      } else {
        // `<!-- lessons: trace -->` on one line, or text before `-->`: rewritten whole.
        let opening = ByteLines.Line(
          content: prefix + Array("<!-- lessons: trace".utf8), terminator: ending)
        let end = ByteLines.Line(content: prefix + Array("-->".utf8), terminator: ending)
        file.replace(
          hidden.openingLine, through: hidden.closingLine, with: [opening] + lines + [end])
      }
      return true
    }
    let prefix = block.hidden.commentLine.map { commentPrefix(file, line: $0) } ?? []
    var blankPrefix = prefix
    while let last = blankPrefix.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
      blankPrefix.removeLast()
    }
    let last = block.code.lastLine
    let ending = file.lineEnding(after: last)
    if file[last].terminator.isEmpty { file.lines[last - 1].terminator = ending }
    var inserted = [ByteLines.Line(content: blankPrefix, terminator: ending)]
    inserted.append(
      ByteLines.Line(content: prefix + Array("<!-- lessons: trace".utf8), terminator: ending))
    inserted += traceLines.map {
      ByteLines.Line(content: prefix + Array($0.utf8), terminator: ending)
    }
    inserted.append(ByteLines.Line(content: prefix + Array("-->".utf8), terminator: ending))
    file.replace(last + 1, through: last, with: inserted)
    return true
  }

  /// What precedes `<!--` on `line`: the prefix of the containers the comment is in.
  static func commentPrefix(_ file: ByteLines, line: Int) -> [UInt8] {
    let content = file[line].content
    let marker = Array("<!--".utf8)
    var index = 0
    while index + marker.count <= content.count {
      if Array(content[index..<index + marker.count]) == marker { return Array(content[..<index]) }
      index += 1
    }
    return []
  }
}
