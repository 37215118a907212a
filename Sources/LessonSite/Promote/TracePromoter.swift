/// Computes a lesson file's bytes with its trace blocks rewritten to what ran, changing no
/// other byte: the trace lines use the line ending of the line they follow and the prefix
/// (indentation or `> `) of the block's closing fence, and a missing trace block is inserted
/// after its scenario.
///
/// Why the ending of the line before: a lone `\r` ending followed by a line that starts with
/// `\n` would merge into one CRLF and swallow a line. The bytes that followed the line the new
/// block follows are known never to merge with that line's ending (the file was split there),
/// so ending every inserted line the same way keeps the file's line count, mixed files
/// included.
package enum TracePromoter {
  /// The promoted bytes of `lesson`, or nil when no trace needs to change. Scenarios that did
  /// not run are left alone, so a partial trace is never written; a trace or scenario block
  /// without its closing fence is never rewritten (cmark runs it to the end of its container,
  /// so a rewrite would replace the author's following text): it is reported instead.
  package static func promotedBytes(_ report: LessonReport) -> (
    bytes: [UInt8]?, problems: [SiteDiagnostic]
  ) {
    var file = ByteLines(report.lesson.bytes)
    var problems: [SiteDiagnostic] = []
    var changed = false
    func unclosed(_ diagnostic: SiteDiagnostic, _ block: FencedCodeBlock) {
      problems.append(
        diagnostic.located(
          file: report.lesson.path, line: block.openingFenceLine,
          column: block.fenceIndentation + 1, text: TextLines(report.lesson.text)))
    }
    // Bottom-up, so the line numbers of blocks above stay valid.
    let results = report.scenarios.filter(\.needsPromotion)
      .sorted { $0.block.code.openingFenceLine > $1.block.code.openingFenceLine }
    for result in results {
      guard let actual = result.actualTrace else { continue }
      let traceLines = TraceText.lines(actual)
      // An annotated block of a published page: its trace goes where the page hides it.
      if HiddenTracePromoter.promote(result, traceLines: traceLines, in: &file) {
        changed = true
        continue
      }
      if let trace = result.block.trace {
        guard let closing = trace.closingFenceLine else {
          unclosed(VerifyMessages.unclosedTrace(result.block.id), trace)
          continue
        }
        let prefix = prefixBytes(file[closing].content, fence: trace.fenceCharacter)
        let ending = file.lineEnding(after: trace.openingFenceLine)
        let replacement = traceLines.map {
          ByteLines.Line(content: prefix + Array($0.utf8), terminator: ending)
        }
        file.replace(trace.firstCodeLine, through: closing - 1, with: replacement)
        changed = true
      } else {
        let code = result.block.code
        guard let closing = code.closingFenceLine else {
          unclosed(VerifyMessages.unclosedScenario(result.block.id), code)
          continue
        }
        let prefix = prefixBytes(file[closing].content, fence: code.fenceCharacter)
        let ending = file.lineEnding(after: closing)
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
