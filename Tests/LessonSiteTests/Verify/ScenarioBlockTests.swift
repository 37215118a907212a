import Scenarios
import Testing

@testable import LessonSite

/// Snippet positions to file positions: line = fence line + snippet line, column = snippet
/// column + the fence's indentation.
@Suite struct ScenarioBlockTests {
  static func block(fenceLine: Int, indentation: Int) -> ScenarioBlock {
    let code = FencedCodeBlock(
      index: 0, info: "swift scenario", literal: "x\n", openingFenceLine: fenceLine,
      closingFenceLine: fenceLine + 2, lastLine: fenceLine + 2, fenceIndentation: indentation,
      fenceCharacter: "`", fenceLength: 3)
    return ScenarioBlock(
      id: "a#1", ordinal: 1, language: .swift, attributes: ScenarioAttributes(), code: code,
      trace: nil)
  }

  @Test func snippetPositionsMoveByTheFence() {
    let block = Self.block(fenceLine: 10, indentation: 3)
    #expect(block.fileLocation(snippetLine: 1, snippetColumn: 1) == (11, 4))
    #expect(block.fileLocation(snippetLine: 4, snippetColumn: 9) == (14, 12))
  }

  @Test func lineZeroIsTheFencesInfoString() {
    let block = Self.block(fenceLine: 10, indentation: 0)
    #expect(block.fileLocation(snippetLine: 0, snippetColumn: 0) == (10, 1))
  }

  @Test func traceTextNormalisesLineEndings() {
    #expect(TraceText.normalized("a\r\nb\r\n\r\n") == "a\nb\n")
    #expect(TraceText.normalized("a") == "a\n")
    #expect(TraceText.lines("a\nb\n") == ["a", "b"])
    #expect(TraceText.normalized("") == "")
    #expect(TraceText.normalized("\n") == "\n")
    #expect(TraceText.normalized("a\rb\r\r") == "a\nb\n")
    #expect(TraceText.normalized("가\n\n\n") == "가\n")
    #expect(TraceText.lines("a\n\nb") == ["a", "", "b"])
    #expect(TraceText.withUnixLineEndings("a\r\nb\rc\n") == "a\nb\rc\n")
  }
}
