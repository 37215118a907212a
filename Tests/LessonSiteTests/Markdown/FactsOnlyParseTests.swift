import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// Loading parses without building the whole tree (`keepingTree: false`); what it reads off
/// the document must be exactly what a full parse gives once its tree is dropped.
struct FactsOnlyParseTests {
  static func expectSameFacts(
    _ text: String, firstLine: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let full = MarkdownDocument(parsing: text, firstLine: firstLine)
    let facts = MarkdownDocument(parsing: text, firstLine: firstLine, keepingTree: false)
    #expect(!facts.keepsTree, sourceLocation: sourceLocation)
    #expect(facts == full.withoutTree(), sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    // Headings with inlines, links and images inside and outside them.
    "# Title *with* [a link](02-b.md#x) and ![img](p.png)\n\nText [out](https://e.com) here.\n",
    "Para with ![alone](a.png) and *![em](b.png)*.\n",
    "Setext\nheading\n===\n\n## 添加\n子控制器 {#add}\n",
    "[![badge](b.png)](c.md)\n\n> ## Quoted [h](x.md)\n> ```swift\n> code\n> ```\n",
    // Code blocks at every depth, an unclosed one, indented code.
    "- item\n\n  ```swift scenario\n  let a = 1\n  ```\n\n      indented\n\n```\nopen\n",
    // Tables, task lists, strikethrough, autolinks, raw HTML.
    "| a | [b](c.md) |\n|:-|-:|\n| `x` | ~~y~~ |\n\n- [x] done www.example.com\n<div>h</div>\n",
    // Nesting past the depth limit is folded the same way in both.
    String(repeating: ">", count: SiteLimits.markdownNesting + 5)
      + " # deep [l](x.md)\n\n```swift\nx\n```\n"
      + String(repeating: "- ", count: SiteLimits.markdownNesting + 3) + "[in](y.md)\n",
  ])
  func edgeCasesGiveTheSameFacts(text: String) {
    Self.expectSameFacts(text, firstLine: 4)
  }

  @Test(arguments: [11, 12, 13, 14, 15] as [UInt64])
  func byteSoupGivesTheSameFacts(seed: UInt64) {
    Self.expectSameFacts(MarkdownRobustnessTests.soup(seed: seed, length: 600))
  }

  /// Every lesson of the course, each locale.
  @Test func theCourseGivesTheSameFacts() throws {
    let content = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Content")
    var count = 0
    let walker = FileManager.default.enumerator(atPath: content.path)
    while let name = walker?.nextObject() as? String {
      guard name.hasSuffix(".md") else { continue }
      let text = try String(
        contentsOf: content.appendingPathComponent(name), encoding: .utf8)
      Self.expectSameFacts(text)
      count += 1
    }
    #expect(count >= 40)
  }

  /// A lesson made the usual way holds no tree; its page still gets the whole one.
  @Test func aLessonKeepsFactsAndParsesAgainForItsPage() {
    let body = "## Step\n\nSome *text* and [a link](02-b.md).\n"
    let lesson = Lesson(
      locale: "en", order: 1, slug: "a", title: "A", summary: "", body: body,
      bodyFirstLine: 1, path: "a.md", bytes: Array(body.utf8))
    #expect(!lesson.document.keepsTree)
    #expect(lesson.document.links.map(\.destination) == ["02-b.md"])
    #expect(lesson.tree.keepsTree)
    #expect(lesson.tree == MarkdownDocument(parsing: body))
  }
}
