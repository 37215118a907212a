/// Computes a lesson file's bytes with its trace blocks rewritten to what ran, changing no
/// other byte: the trace lines use the line ending of the line they follow and the prefix
/// its containers consume (`FenceSpans`: quote markers, list indents) followed by the
/// opening fence's indentation, and a missing trace block is inserted after its scenario.
/// Spans come from cmark's block boundaries; a block not closed by a fence inside its own
/// container is refused, and so is a result that would not read back as intended.
///
/// Why the ending of the line before: a lone `\r` ending followed by a line that starts with
/// `\n` would merge into one CRLF and swallow a line. The bytes that followed the line the new
/// block follows are known never to merge with that line's ending (the file was split there),
/// so ending every inserted line the same way keeps the file's line count, mixed files
/// included.
package enum TracePromoter {
  /// The promoted bytes of `lesson`, or nil when no trace needs to change. Scenarios that did
  /// not run are left alone, so a partial trace is never written; a file with a trace or
  /// scenario block without its closing fence is never rewritten (cmark runs it to the end of its container,
  /// so a rewrite would replace the author's following text): it is reported instead.
  package static func promotedBytes(_ report: LessonReport) -> (
    bytes: [UInt8]?, problems: [SiteDiagnostic]
  ) {
    let lesson = report.lesson
    var file = ByteLines(lesson.bytes)
    let spans = FenceSpans(bytes: lesson.bytes, bodyFirstLine: lesson.bodyFirstLine)
    var problems: [SiteDiagnostic] = []
    func refuse(_ diagnostic: SiteDiagnostic, _ block: FencedCodeBlock) {
      problems.append(
        diagnostic.located(
          file: lesson.path, line: block.openingFenceLine,
          column: block.fenceIndentation + 1, text: TextLines(lesson.text)))
    }
    /// The block's span when cmark closed it inside its own container, with the prefix of
    /// its lines; nil (and a problem) otherwise.
    func closedSpan(_ block: FencedCodeBlock, unclosed: SiteDiagnostic)
      -> (span: FenceSpans.Block, prefix: [UInt8])?
    {
      guard block.index < spans.blocks.count else {
        refuse(VerifyMessages.cannotPlace(), block)
        return nil
      }
      let span = spans.blocks[block.index]
      switch span.ending {
      case .unclosed:
        refuse(unclosed, block)
        return nil
      case .outsideContainer:
        refuse(VerifyMessages.fenceOutsideContainer(), block)
        return nil
      case .closed:
        guard let prefix = spans.containerPrefix(of: span, onLine: span.endLine) else {
          refuse(VerifyMessages.cannotPlace(), block)
          return nil
        }
        return (span, prefix)
      }
    }
    // What the file's fenced blocks must read as after promotion: (info, code).
    var expected = spans.blocks.map {
      (info: $0.info, code: TraceText.withUnixLineEndings($0.literal), ending: $0.ending)
    }
    var changed = false
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
      let traceCode = traceLines.map { $0 + "\n" }.joined()
      if let trace = result.block.trace {
        guard
          let (span, prefix) = closedSpan(
            trace, unclosed: VerifyMessages.unclosedTrace(result.block.id))
        else { continue }
        let indent = prefix + Array(repeating: UInt8(ascii: " "), count: span.fenceOffset)
        let ending = file.lineEnding(after: span.openingLine)
        let replacement = traceLines.map {
          ByteLines.Line(content: indent + Array($0.utf8), terminator: ending)
        }
        file.replace(span.openingLine + 1, through: span.endLine - 1, with: replacement)
        expected[trace.index].code = traceCode
        changed = true
      } else {
        let code = result.block.code
        guard
          let (span, prefix) = closedSpan(
            code, unclosed: VerifyMessages.unclosedScenario(result.block.id))
        else { continue }
        let closing = span.endLine
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
        expected.insert((info: "trace", code: traceCode, ending: .closed), at: code.index + 1)
        changed = true
      }
    }
    // A file with a block it must refuse is left whole: the author fixes that block and runs
    // again, rather than finding half the file promoted.
    let bytes = file.bytes
    guard changed, problems.isEmpty, bytes != lesson.bytes else { return (nil, problems) }
    // The file must read back as intended: the same blocks, each closed where it was, the
    // promoted ones holding the trace. Anything else (a container cmark reads differently
    // from how its prefix was copied) is refused rather than written.
    let reread = FenceSpans(bytes: bytes, bodyFirstLine: lesson.bodyFirstLine).blocks
    let readsBack =
      reread.count == expected.count
      && zip(reread, expected).allSatisfy { block, want in
        block.info == want.info && block.ending == want.ending
          && TraceText.withUnixLineEndings(block.literal) == want.code
      }
    guard readsBack else {
      problems.append(
        VerifyMessages.cannotPlace().located(
          file: lesson.path, line: 1, column: 1, text: TextLines(lesson.text)))
      return (nil, problems)
    }
    return (bytes, problems)
  }
}
