import Testing

@testable import LessonSite

/// Bad input gets an answer, never a crash (DESIGN.md section 8).
@Suite(.serialized) struct MarkdownRobustnessTests {
  /// Byte soups from a fixed linear congruential generator, so every run sees the same input.
  static func soup(seed: UInt64, length: Int) -> String {
    var state = seed
    let alphabet = Array("`~ \n\r\t>-*#|[]()<>!x가中\u{0}")
    var text = ""
    for _ in 0..<length {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text.append(alphabet[Int(state >> 33) % alphabet.count])
    }
    return text
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func arbitraryTextParsesAndRenders(seed: UInt64) {
    let text = Self.soup(seed: seed, length: 400)
    let document = MarkdownDocument(parsing: text, firstLine: 3)
    for block in document.codeBlocks {
      #expect(block.openingFenceLine >= 3)
      #expect(block.lastLine >= block.openingFenceLine)
    }
    let replacements = Dictionary(
      uniqueKeysWithValues: document.codeBlocks.map { ($0.index, "<div>\($0.index)</div>") })
    let html = html(document, replacingCodeBlocks: replacements)
    for index in replacements.keys { #expect(html.contains("<div>\(index)</div>")) }
  }

  @Test func scenarioExtractionOnAnUnclosedScenario() {
    let lesson = Lesson(
      locale: "en", order: 1, slug: "a", title: "A", summary: "", body: "```swift scenario\nadd\n",
      bodyFirstLine: 1, path: "a.md", bytes: Array("```swift scenario\nadd\n".utf8))
    let (blocks, problems) = ScenarioExtractor.scenarios(in: lesson)
    #expect(blocks.count == 1)
    #expect(blocks.first?.trace == nil)
    #expect(problems.isEmpty)
  }
}
