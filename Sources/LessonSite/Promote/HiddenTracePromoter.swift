/// Promotion for a block a published page annotates (`<!-- lessons: … -->`): its trace is
/// written where the page hides it, in a `<!-- lessons: trace … -->` comment after the
/// block, never as a visible ```` ```trace ```` block the writer did not ask for.
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
      // The comment ends at the first line holding `-->` (read from the bytes themselves).
      var line = hidden.openingLine
      while line < file.lines.count,
        !String(decoding: file[line].content, as: UTF8.self).contains("-->")
      {
        line += 1
      }
      hidden.closingLine = line
      let ending = file.lineEnding(after: hidden.openingLine)
      let closing = file[hidden.closingLine].content
      let closesAlone = String(decoding: closing, as: UTF8.self).trimmingWhitespace() == "-->"
      let lines = traceLines.map { ByteLines.Line(content: Array($0.utf8), terminator: ending) }
      if closesAlone, hidden.closingLine > hidden.openingLine {
        file.replace(hidden.openingLine + 1, through: hidden.closingLine - 1, with: lines)
      } else {
        // `<!-- lessons: trace -->` on one line, or text before `-->`: rewritten whole.
        let opening = ByteLines.Line(
          content: Array("<!-- lessons: trace".utf8), terminator: ending)
        let end = ByteLines.Line(content: Array("-->".utf8), terminator: ending)
        file.replace(
          hidden.openingLine, through: hidden.closingLine, with: [opening] + lines + [end])
      }
      return true
    }
    let last = block.code.lastLine
    let ending = file.lineEnding(after: last)
    if file[last].terminator.isEmpty { file.lines[last - 1].terminator = ending }
    var inserted = [ByteLines.Line(content: [], terminator: ending)]
    inserted.append(ByteLines.Line(content: Array("<!-- lessons: trace".utf8), terminator: ending))
    inserted += traceLines.map { ByteLines.Line(content: Array($0.utf8), terminator: ending) }
    inserted.append(ByteLines.Line(content: Array("-->".utf8), terminator: ending))
    file.replace(last + 1, through: last, with: inserted)
    return true
  }
}
