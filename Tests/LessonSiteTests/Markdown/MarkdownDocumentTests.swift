import Testing

@testable import LessonSite

/// Facts about cmark-gfm that the rest of the site relies on (CMARK.md).
@Suite(.serialized) struct MarkdownDocumentTests {
  @Test func fencedBlockLinesCountFromTheFilesFirstByte() throws {
    let body = "# Title\n\nText.\n\n```swift scenario id=a\nlet x = 1\nlet y = 2\n```\n"
    let document = MarkdownDocument(parsing: body, firstLine: 5)
    let block = try #require(document.codeBlocks.first)
    #expect(block.index == 0)
    #expect(block.info == "swift scenario id=a")
    #expect(block.language == "swift")
    #expect(block.infoWords == ["swift", "scenario", "id=a"])
    #expect(block.literal == "let x = 1\nlet y = 2\n")
    #expect(block.openingFenceLine == 9)
    #expect(block.firstCodeLine == 10)
    #expect(block.closingFenceLine == 12)
    #expect(block.fenceIndentation == 0)
    #expect(document.headings == [MarkdownHeading(level: 1, text: "Title", line: 5)])
  }

  /// Info words split on bytes for ASCII and on characters otherwise, the same words as a
  /// split on characters gives.
  @Test func infoWordsSplitOnSpacesAndTabs() {
    func words(_ info: String) -> [String] {
      FencedCodeBlock(
        index: 0, info: info, literal: "", openingFenceLine: 1, closingFenceLine: nil,
        lastLine: 1, fenceIndentation: 0, fenceCharacter: "`", fenceLength: 3
      ).infoWords
    }
    for info in [
      "swift scenario id=a", "  objc\tscenario  \t", "", " ", "trace", "swift scenario id=é 视图",
      "swift \u{301}scenario", "a\r\nb c",
    ] {
      #expect(
        words(info) == info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
    }
    #expect(words("  objc\tscenario  \t") == ["objc", "scenario"])
    // A space followed by a combining mark is one character, not a separator.
    #expect(words("swift \u{301}scenario") == ["swift \u{301}scenario"])
  }

  @Test func indentedFenceAndTildesAndUnclosedBlock() throws {
    let body = "  ~~~~trace\n  a\n  ~~~~\n\n```objc\nunclosed\n"
    let document = MarkdownDocument(parsing: body)
    #expect(document.codeBlocks.count == 2)
    let first = document.codeBlocks[0]
    #expect(first.fenceIndentation == 2)
    #expect(first.fenceCharacter == "~")
    #expect(first.fenceLength == 4)
    #expect(first.literal == "a\n")
    #expect(first.closingFenceLine == 3)
    let second = document.codeBlocks[1]
    #expect(second.index == 1)
    #expect(second.openingFenceLine == 5)
    #expect(second.closingFenceLine == nil)
  }

  @Test func crlfLinesKeepTheirNumbers() throws {
    let body = "para\r\n\r\n```trace\r\nmanual  a\r\n```\r\n"
    let block = try #require(MarkdownDocument(parsing: body).codeBlocks.first)
    #expect(block.openingFenceLine == 3)
    #expect(block.closingFenceLine == 5)
    #expect(block.literal.replacingOccurrences(of: "\r\n", with: "\n") == "manual  a\n")
  }

  /// A line break between two Chinese characters is no space; Korean and Latin keep theirs.
  @Test func lineBreaksInsideChineseDoNotBecomeSpaces() {
    #expect(
      pageHTML(MarkdownDocument(parsing: "本课讲这种转发，以及\n调用配不上对时。\n"))
        == "<p>本课讲这种转发，以及调用配不上对时。</p>\n")
    #expect(
      pageHTML(MarkdownDocument(parsing: "자식 컨트롤러를\n추가합니다\n"))
        == "<p>자식 컨트롤러를\n추가합니다</p>\n")
    #expect(
      pageHTML(MarkdownDocument(parsing: "UIKit 会把\nviewWillAppear 转给\n子控制器\n"))
        == "<p>UIKit 会把\nviewWillAppear 转给子控制器</p>\n")
  }

  @Test func indentedCodeIsNotAFencedBlock() {
    #expect(MarkdownDocument(parsing: "para\n\n    code\n").codeBlocks.isEmpty)
  }

  @Test func headingPlainTextDropsMarkup() {
    let document = MarkdownDocument(parsing: "## Call `didMove` *last*\n\nSetext\n---\n")
    #expect(
      document.headings == [
        MarkdownHeading(level: 2, text: "Call didMove last", line: 1),
        MarkdownHeading(level: 2, text: "Setext", line: 3),
      ])
  }

  @Test func gfmTableRenders() {
    let html = pageHTML(MarkdownDocument(parsing: "| a | b |\n|---|:-:|\n| 1 | 2 |\n"))
    #expect(html.contains("<table>"))
    #expect(html.contains("<th>a</th>"))
    #expect(html.contains("<td align=\"center\">2</td>"))
  }

  @Test func strikethroughAndTasklistRender() {
    let html = pageHTML(MarkdownDocument(parsing: "~~old~~\n\n- [x] done\n"))
    #expect(html.contains("<del>old</del>"))
    #expect(html.contains("checked=\"\""))
  }

  @Test func authorRawHTMLDoesNotComeThrough() {
    let html = pageHTML(
      MarkdownDocument(parsing: "<script>alert(1)</script>\n\nHi <script>x</script>\n"))
    #expect(!html.contains("<script>"))
    #expect(html.contains("raw HTML omitted"))
  }

  @Test func replacedCodeBlockAppearsVerbatim() {
    let body = "```swift\nlet a = 1\n```\n\n```trace\nmanual  x\n```\n"
    let trusted = "<figure class=\"trace\"><script>/* ours */</script></figure>"
    let html = html(MarkdownDocument(parsing: body), replacingCodeBlocks: [1: trusted])
    #expect(html.contains(trusted + "\n"))
    #expect(html.contains("<code class=\"language-swift\">let a = 1\n</code>"))
    #expect(!html.contains("manual  x"))
  }
}
