import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Promotion owns a trace block's body only when cmark closed the block with a fence inside
/// the block's own container (issue 31): a last line that merely looks like a fence, or a
/// closing fence written outside the block quote or list item, is refused and the file is
/// left untouched.
@Suite(.serialized) struct PromotionSpanTests {
  func promote(_ body: String) throws -> (
    problems: [SiteDiagnostic], before: [UInt8], after: [UInt8]
  ) {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let before = Array(("---\ntitle: T\n---\n" + body).utf8)
    try folder.write("en/01-add.md", bytes: before)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let (_, problems) = LessonPromoter(dryRun: false).promote(report)
    return (problems, before, try folder.bytes("en/01-add.md"))
  }

  /// The trace is unclosed; the file's last line is a fence only to a reader who skips
  /// indentation, tabs or quote markers (4 spaces make it code, a tab too, `>` is text).
  @Test(arguments: ["    ```", "\t```", "> ```", ">```", " \t```", "  > ```"])
  func aLastLineThatLooksLikeAFenceDoesNotCloseTheTrace(last: String) throws {
    let body =
      "```swift scenario\nadd\n```\n\n```trace\nold\n\n# Heading\n\nParagraph.\n\n"
      + "- item\n\n" + last + "\n"
    let (problems, before, after) = try promote(body)
    #expect(problems.map(\.id) == [.promoteUnclosedTrace])
    #expect(after == before)
  }

  /// A quoted or listed scenario whose closing fence lacks the `> ` or the item's indent:
  /// cmark ends the block on that unprefixed line, outside the container.
  @Test(arguments: [
    "> ```swift scenario\n> add\n```\n\nAfter.\n",
    "- item\n\n  ```swift scenario\n  add\n```\n\nAfter.\n",
    "> ```swift scenario\n> add\n> ```\n>\n> ```trace\n> old\n```\n\nAfter.\n",
    "1. ```swift scenario\n   add\n   ```\n\n   ```trace\n   old\n  ```\n\nAfter.\n",
  ])
  func aClosingFenceOutsideItsContainerIsRefused(body: String) throws {
    let (problems, before, after) = try promote(body)
    #expect(problems.count == 1)
    #expect(problems.first?.id == .promoteFenceOutsideContainer)
    #expect(problems.first?.message.contains("outside") == true)
    #expect(after == before)
  }

  /// The trace lines take the container's prefix and the opening fence's indentation, not the
  /// closing fence's own indentation (which may differ): the trace then reads back exactly.
  @Test(arguments: [
    "```swift scenario\nadd\n```\n\n  ```trace\nold\n```\n",
    "> ```swift scenario\n> add\n> ```\n>\n>  ```trace\n> old\n>    ```\n",
    "-  ```swift scenario\n   add\n   ```\n\n   ```trace\n   old\n     ```\n",
  ])
  func aClosingFenceIndentedDifferentlyStillReadsBack(body: String) throws {
    let (problems, _, after) = try promote(body)
    #expect(problems.isEmpty)
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", bytes: after)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    #expect(report.passed == 1, "\(String(decoding: after, as: UTF8.self).debugDescription)")
  }

  /// Promoting twice changes nothing the second time (a lesson never grows on every run).
  @Test func promotionIsIdempotentInAQuote() throws {
    let body = "> ```swift scenario\n> add\n> ```\n\nAfter.\n"
    let (problems, _, once) = try promote(body)
    #expect(problems.isEmpty)
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", bytes: once)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let (changes, again) = LessonPromoter(dryRun: false).promote(report)
    #expect(again.isEmpty)
    #expect(changes.isEmpty)
    #expect(try folder.bytes("en/01-add.md") == once)
  }
}
