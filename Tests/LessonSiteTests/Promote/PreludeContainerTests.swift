import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// A stand-in's hidden prelude stays inside the block's container (CommonMark 0.31: an HTML
/// block at a list's left edge is not a continuation of its item, so it closes the list; four
/// columns past a container's edge after a blank line starts an indented code block). Each
/// case is fixed, rendered by cmark-gfm, and checked again: the page is the page it was plus
/// a hidden comment, and the next run reads the stand-in.
@Suite struct PreludeContainerTests {
  /// The code of a block that needs a stand-in: `Menu` is the project's navigation
  /// controller, left out of the excerpt.
  static let code = [
    "let menu = Menu(rootViewController: UIViewController())",
    "addChild(menu)",
  ]

  struct Fixed {
    var text: String
    var html: String
    var before: String
    var undeclaredBefore: Int
    var undeclaredAfter: Int
  }

  /// A lesson's front matter, left out of what is rendered.
  static let header = "---\ntitle: T\n---\n"

  func fix(_ body: String) throws -> Fixed {
    let bytes = Array((Self.header + body).utf8)
    let (loaded, _) = ContentLoader.lesson(
      bytes: bytes, path: "post.md", locale: "en", order: 1, slug: "post")
    let lesson = try #require(loaded)
    let report = LessonVerifier(executor: ScenarioRunner()).verify(lesson)
    let (fixed, _, problems) = FixItWriter.fixedBytes(report)
    #expect(problems.isEmpty)
    let fixedBytes = try #require(fixed)
    let (reloaded, _) = ContentLoader.lesson(
      bytes: fixedBytes, path: "post.md", locale: "en", order: 1, slug: "post")
    let again = LessonVerifier(executor: ScenarioRunner()).verify(try #require(reloaded))
    func undeclared(_ report: LessonReport) -> Int {
      report.scenarios.flatMap(\.outcome.diagnostics).filter { $0.id == .scenarioUndeclared }
        .count
    }
    let fixedText = String(decoding: fixedBytes.dropFirst(Self.header.utf8.count), as: UTF8.self)
    #expect(fixedBytes.starts(with: Array(Self.header.utf8)))
    return Fixed(
      text: fixedText, html: CmarkBridge.referenceHTML(fixedText),
      before: CmarkBridge.referenceHTML(body), undeclaredBefore: undeclared(report),
      undeclaredAfter: undeclared(again))
  }

  /// What a reader sees of the page: its HTML without the lines cmark-gfm writes for raw
  /// HTML (`<!-- raw HTML omitted -->`, it renders without `--unsafe`) and without blank lines.
  static func visible(_ html: String) -> [Substring] {
    html.split(separator: "\n").filter { !$0.hasPrefix("<!--") }
  }

  @Test func aBlockOpeningALaterListItemKeepsTheListWhole() throws {
    let text =
      "Steps:\n\n1. Make the root.\n2. ```swift scenario\n"
      + Self.code.map { "   " + $0 + "\n" }.joined() + "   ```\n3. Done.\n"
    let fixed = try fix(text)
    #expect(fixed.undeclaredBefore == 1)
    #expect(fixed.undeclaredAfter == 0)
    // The prelude opens item 2; the fence keeps the item's content column.
    #expect(fixed.text.contains("1. Make the root.\n2. <!-- lessons: prelude\n   class Menu"))
    #expect(fixed.text.contains("\n   -->\n   ```swift scenario\n   let menu"))
    #expect(fixed.html.components(separatedBy: "<ol").count == 2)
    #expect(!fixed.html.contains("<ol start="))
    #expect(fixed.html.contains("<li>\n<!-- raw HTML omitted -->\n<pre>"))
    #expect(Self.visible(fixed.html) == Self.visible(fixed.before))
  }

  @Test func aBlockOpeningAnItemInAQuoteAndANestedList() throws {
    let text =
      "> - First.\n>   1. Root.\n>   2. ~~~swift scenario\n"
      + Self.code.map { ">      " + $0 + "\n" }.joined() + ">      ~~~\n> - Last.\n"
    let fixed = try fix(text)
    #expect(fixed.undeclaredAfter == 0)
    #expect(fixed.text.contains(">   2. <!-- lessons: prelude\n>      class Menu"))
    #expect(fixed.text.contains(">      -->\n>      ~~~swift scenario\n"))
    #expect(fixed.html.components(separatedBy: "<ol").count == 2)
    #expect(fixed.html.components(separatedBy: "<ul").count == 2)
    #expect(Self.visible(fixed.html) == Self.visible(fixed.before))
  }

  /// A fence inside an item, not on its first line: the prelude is indented into the item, as
  /// before this change.
  @Test func aFenceInsideAnItemGetsTheItemsIndentation() throws {
    let text =
      "1. Root.\n2. Add it:\n\n   ```swift scenario\n"
      + Self.code.map { "   " + $0 + "\n" }.joined() + "   ```\n3. Done.\n"
    let fixed = try fix(text)
    #expect(fixed.undeclaredAfter == 0)
    #expect(fixed.text.contains("2. Add it:\n\n   <!-- lessons: prelude\n   class Menu"))
    #expect(fixed.html.components(separatedBy: "<ol").count == 2)
    #expect(Self.visible(fixed.html) == Self.visible(fixed.before))
  }

  /// Before an indented block the prelude goes at the container's column: at the code's, it
  /// would be more code, shown on the page.
  @Test func anIndentedBlockGetsThePreludeOutsideItsCode() throws {
    let text =
      "Text.\n\n<!-- lessons: scenario -->\n" + Self.code.map { "    " + $0 + "\n" }.joined()
    let fixed = try fix(text)
    #expect(fixed.undeclaredBefore == 1)
    #expect(fixed.undeclaredAfter == 0)
    #expect(fixed.text.contains("<!-- lessons: scenario -->\n<!-- lessons: prelude\nclass Menu"))
    #expect(!fixed.html.contains("lessons: prelude\n</code>"))
    #expect(!fixed.html.contains("&lt;!--"))
    #expect(Self.visible(fixed.html) == Self.visible(fixed.before))
  }
}
