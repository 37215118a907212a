// Fuzz target: one lesson file through checking (the real interpreter, small budget),
// promotion and fix-its, in memory. Invariants: promotion changes no line outside the spans
// it owns (the bodies of trace blocks cmark closed inside their container, and new blocks
// right after a closed scenario block), a file with a refused block is not rewritten, the
// promoted file reads back with every block it had, and a promoted lesson never passes the
// size limit; fix-its change no line outside the code lines of their scenarios, and add no
// line but a hidden prelude's (`<!-- lessons: prelude` … `-->`, where stand-ins go; one that
// opens a list item takes the item's marker from the fence line after it).
import Foundation

@testable import LessonSite
@testable import Scenarios

/// The lines of `bytes` left when `spans` are dropped (1-based, inclusive).
private func lines(_ bytes: [UInt8], without spans: [ClosedRange<Int>]) -> [ByteLines.Line] {
  let dropped = Set(spans.flatMap { Array($0) })
  return ByteLines(bytes).lines.enumerated().filter { !dropped.contains($0.offset + 1) }
    .map(\.element)
}

/// True when `small` is `big` with some lines taken out (in order, bytes equal; a last line
/// may have gained a line ending).
private func isSubsequence(_ small: [ByteLines.Line], of big: [ByteLines.Line]) -> Bool {
  var index = 0
  for line in big where index < small.count {
    if line == small[index]
      || (index == small.count - 1 && small[index].terminator.isEmpty
        && line.content == small[index].content)
    {
      index += 1
    }
  }
  return index == small.count
}

/// The lines outside hidden preludes, each with its 1-based number and whether a prelude
/// comes right before it: a stand-in fix-it adds a prelude before its block
/// (PreludeInsertion), so only these lines must keep their places. A prelude that opens a
/// list item (`2. <!-- lessons: prelude`) takes the item's marker from the fence line after it.
private func outsidePreludes(_ lines: [ByteLines.Line]) -> [(
  number: Int, line: ByteLines.Line, afterPrelude: Bool
)] {
  var kept: [(number: Int, line: ByteLines.Line, afterPrelude: Bool)] = []
  var inside = false
  var closed = false
  for (index, line) in lines.enumerated() {
    let raw = String(decoding: line.content, as: UTF8.self)
    // A prelude opens after list markers and quote markers; it closes after quote markers
    // only (the close is `-->`, whose own `-` and `>` are not markers).
    let opening = raw.drop { " \t>-+*.)0123456789".contains($0) }
    let closing = raw.drop { " \t>".contains($0) }
    if !inside, opening.hasPrefix("<!-- lessons: prelude") {
      inside = true
    } else if inside {
      if closing.trimmingCharacters(in: .whitespaces) == "-->" {
        inside = false
        closed = true
      }
    } else {
      kept.append((index + 1, line, closed))
      closed = false
    }
  }
  return kept
}

/// `line` with the list markers before its fence as spaces: the fence line as a prelude that
/// opened its list item leaves it.
private func markersBlanked(_ line: ByteLines.Line) -> ByteLines.Line {
  guard
    let fence = line.content.firstIndex(where: {
      $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~")
    })
  else { return line }
  var blanked = line
  for index in 0..<fence where !" \t>".utf8.contains(blanked.content[index]) {
    blanked.content[index] = UInt8(ascii: " ")
  }
  return blanked
}

func fuzzPromotion(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let path = "Content/en/01-fuzz.md"
  let (loaded, _) = ContentLoader.lesson(
    bytes: bytes, path: path, locale: "en", order: 1, slug: "fuzz")
  guard let lesson = loaded else { return 0 }
  var runner = ScenarioRunner()
  runner.stepBudget = 2_000
  let report = LessonVerifier(executor: runner).verify(lesson)
  let spans = FenceSpans(bytes: lesson.bytes, bodyFirstLine: lesson.bodyFirstLine)
  let (promoted, problems) = TracePromoter.promotedBytes(report)
  if let promoted {
    let refusals = problems.filter { $0.id.rawValue.hasPrefix("promote.") }
    require(refusals.isEmpty, "a file with a refused block was rewritten: \(refusals.map(\.id))")
    // Owned: bodies of closed trace blocks. Everything else must survive, in order.
    var owned: [ClosedRange<Int>] = []
    for block in spans.blocks where block.ending == .closed && block.endLine > block.openingLine + 1
    {
      if block.info.split(separator: " ").first == "trace" {
        owned.append((block.openingLine + 1)...(block.endLine - 1))
      }
    }
    let before = lines(lesson.bytes, without: owned)
    let after = ByteLines(promoted).lines
    require(isSubsequence(before, of: after), "promotion changed a line it does not own")
    let reread = FenceSpans(bytes: promoted, bodyFirstLine: lesson.bodyFirstLine).blocks
    require(reread.count >= spans.blocks.count, "promotion lost a block")
    require(
      reread.filter { $0.ending == .closed }.count
        >= spans.blocks.filter { $0.ending == .closed }.count,
      "promotion unclosed a block")
  }
  let (fixed, _, _) = FixItWriter.fixedBytes(report)
  if let fixed {
    let old = outsidePreludes(ByteLines(lesson.bytes).lines)
    let new = outsidePreludes(ByteLines(fixed).lines)
    require(old.count == new.count, "a fix-it changed the number of lines outside preludes")
    var codeLines = Set<Int>()
    for result in report.scenarios {
      let code = result.block.code
      let last = (code.closingFenceLine ?? code.lastLine + 1) - 1
      if code.firstCodeLine <= last { codeLines.formUnion(code.firstCodeLine...last) }
    }
    for (index, entry) in old.enumerated() where !codeLines.contains(entry.number) {
      require(
        new[index].line == entry.line
          || (new[index].afterPrelude && new[index].line == markersBlanked(entry.line)),
        "a fix-it changed line \(entry.number), outside the code")
    }
  }
  return 0
}
