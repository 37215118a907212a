/// Computes a lesson file's bytes with its trace blocks rewritten to what ran, changing no
/// other byte: the trace lines use the file's own line ending and the trace fence's prefix
/// (indentation or `> `), and a missing trace block is inserted after its scenario.
package enum TracePromoter {
  /// The promoted bytes of `lesson`, or nil when no trace needs to change. Scenarios that did
  /// not run are left alone, so a partial trace is never written.
  package static func promotedBytes(_ report: LessonReport) -> (
    bytes: [UInt8]?, problems: [SiteDiagnostic]
  ) {
    var file = ByteLines(report.lesson.bytes)
    var problems: [SiteDiagnostic] = []
    var changed = false
    // Bottom-up, so the line numbers of blocks above stay valid.
    let results = report.scenarios.filter(\.needsPromotion)
      .sorted { $0.block.code.openingFenceLine > $1.block.code.openingFenceLine }
    for result in results {
      guard let actual = result.actualTrace else { continue }
      let traceLines = TraceText.lines(actual)
      if let trace = result.block.trace {
        let prefix = prefixBytes(file[trace.openingFenceLine].content, fence: trace.fenceCharacter)
        let ending = file.lineEnding(near: trace.openingFenceLine)
        var replacement = traceLines.map {
          ByteLines.Line(content: prefix + Array($0.utf8), terminator: ending)
        }
        let last: Int
        if let closing = trace.closingFenceLine {
          last = closing - 1
        } else {
          last = trace.lastLine
          let fence = String(repeating: trace.fenceCharacter, count: trace.fenceLength)
          replacement.append(
            ByteLines.Line(content: prefix + Array(fence.utf8), terminator: ending))
        }
        file.replace(trace.firstCodeLine, through: last, with: replacement)
        changed = true
      } else {
        let code = result.block.code
        guard let closing = code.closingFenceLine else {
          problems.append(
            VerifyMessages.unclosedScenario(result.block.id).located(
              file: report.lesson.path, line: code.openingFenceLine,
              column: code.fenceIndentation + 1, text: TextLines(report.lesson.text)))
          continue
        }
        let prefix = prefixBytes(file[code.openingFenceLine].content, fence: code.fenceCharacter)
        let ending = file.lineEnding(near: code.openingFenceLine)
        if file[closing].terminator.isEmpty {
          file.lines[closing - 1].terminator = ending
        }
        let fence = Array(
          String(repeating: code.fenceCharacter, count: max(3, code.fenceLength)).utf8)
        var blankPrefix = prefix
        while let last = blankPrefix.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
          blankPrefix.removeLast()
        }
        var inserted = [ByteLines.Line(content: blankPrefix, terminator: ending)]
        inserted.append(
          ByteLines.Line(content: prefix + fence + Array("trace".utf8), terminator: ending))
        inserted += traceLines.map {
          ByteLines.Line(content: prefix + Array($0.utf8), terminator: ending)
        }
        inserted.append(ByteLines.Line(content: prefix + fence, terminator: ending))
        file.replace(closing + 1, through: closing, with: inserted)
        changed = true
      }
    }
    let bytes = file.bytes
    return (changed && bytes != report.lesson.bytes ? bytes : nil, problems)
  }

  /// The bytes before the fence on its line: indentation, or a quote marker.
  private static func prefixBytes(_ line: [UInt8], fence: Character) -> [UInt8] {
    let fenceByte = fence.asciiValue ?? UInt8(ascii: "`")
    guard let position = line.firstIndex(of: fenceByte) else { return [] }
    var prefix = Array(line[..<position])
    // A byte order mark belongs to the file, not to the block.
    if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { prefix.removeFirst(3) }
    return prefix
  }
}
