import Scenarios
import Testing

@testable import LessonSite

/// Lines past `SiteLimits.tableCells` pipes reach cmark as text; nothing else changes.
@Suite struct MarkdownInputBoundsTests {
  @Test func linesWithinTheLimitAreHandedOverUnchanged() {
    let markdown = "|a|b|\n|-|-|\n|c|d|\n"
    let (bounded, hits) = MarkdownInputBounds.bounded(markdown, firstLine: 1)
    #expect(bounded == markdown)
    #expect(hits.isEmpty)
  }

  /// Many pipes in all, none of its lines past the limit: unchanged, whether the text has
  /// more pipes than one line may (every line is counted) or not (one count of the whole).
  @Test func manyPipesOnShortLinesAreHandedOverUnchanged() {
    for rows in [SiteLimits.tableCells / 3, SiteLimits.tableCells] {
      let markdown = "|a|b|\n|-|-|\n" + String(repeating: "|c|d|\n", count: rows)
      let (bounded, hits) = MarkdownInputBounds.bounded(markdown, firstLine: 1)
      #expect(bounded == markdown)
      #expect(hits.isEmpty)
    }
    // Exactly the limit on one line is allowed; one more is not.
    let atLimit = String(repeating: "|", count: SiteLimits.tableCells)
    #expect(MarkdownInputBounds.bounded(atLimit, firstLine: 1).1.isEmpty)
    #expect(MarkdownInputBounds.bounded(atLimit + "|", firstLine: 1).1.count == 1)
  }

  @Test func aWideLineIsEscapedAndItsNeighboursKept() {
    let wide = String(repeating: "|x", count: SiteLimits.tableCells) + "|\\|"
    let markdown = "before\r\n" + wide + "\rafter|\n"
    let (bounded, hits) = MarkdownInputBounds.bounded(markdown, firstLine: 3)
    let escaped = String(repeating: "\\|x", count: SiteLimits.tableCells) + "\\|\\|"
    #expect(bounded == "before\r\n" + escaped + "\rafter|\n")
    #expect(hits == [MarkdownLimitHit(kind: .tableTooWide, line: 4, byteColumn: 513)])
  }

  @Test func theWideLineRendersAsTextWithItsPipes() {
    let row = String(repeating: "|a", count: SiteLimits.tableCells + 1) + "|"
    let document = MarkdownDocument(
      parsing: row + "\n" + row.replacingOccurrences(of: "a", with: "-"))
    let html = pageHTML(document)
    #expect(!html.contains("<table"))
    #expect(html.contains(row))
    #expect(document.limitHits.count == 2)
  }
}
