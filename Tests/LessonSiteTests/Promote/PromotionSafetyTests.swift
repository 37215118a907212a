import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Promotion never loses an author's byte (DESIGN.md section 8): unclosed fences are refused,
/// symlinked lessons are rewritten where they point, inserted blocks never merge with the
/// line after them.
@Suite(.serialized) struct PromotionSafetyTests {
  func promote(_ folder: FixtureFolder) throws
    -> (problems: [SiteDiagnostic], before: CheckReport, after: CheckReport)
  {
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let (changes, problems) = LessonPromoter(dryRun: false).promote(report)
    var reread: [Int: Lesson] = [:]
    for (index, change) in changes { reread[index] = change.reread }
    let after = checker.recheck(report, replacing: reread, localeOrder: ["en"])
    return (problems, report, after)
  }

  func folder(with lesson: [UInt8]) throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", bytes: lesson)
    return folder
  }

  @Test func anUnclosedTraceFenceIsAnErrorAndNothingIsWritten() throws {
    let before =
      "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n  ```trace\nold\n\n# Heading\n\n"
      + "Paragraph one.\n\n## Another\n\nParagraph two.\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (problems, _, _) = try promote(folder)
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.id == .promoteUnclosedTrace)
    #expect(problem.file == folder.path("en/01-add.md"))
    #expect(problem.line == 8)
    #expect(problem.column == 3)
    #expect(problem.sourceLine == "  ```trace")
    #expect(try folder.bytes("en/01-add.md") == Array(before.utf8))
  }

  @Test func aSymlinkedLessonIsRewrittenWhereItPointsKeepingItsMode() throws {
    let before = "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```trace\nold\n```\n"
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let real = try folder.write("shared/add.md", before)
    #expect(chmod(real, 0o640) == 0)
    try FileManager.default.createDirectory(
      atPath: folder.path("en"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("en/01-add.md"), withDestinationPath: "../shared/add.md")
    let (problems, _, after) = try promote(folder)
    #expect(problems.isEmpty)
    #expect(after.passed == 1)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.path("en/01-add.md"))
    #expect(link == "../shared/add.md")
    let promoted = String(decoding: try folder.bytes("shared/add.md"), as: UTF8.self)
    #expect(promoted.contains("manual  self.addChild(child)\n"))
    var status = stat()
    #expect(stat(real, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("shared")) == ["add.md"])
  }

  @Test func anInsertedBlockTakesTheEndingOfTheLineItFollows() throws {
    // The opening fence ends in a lone CR, the closing fence in LF, then a blank LF line: a
    // block ending in CR would merge with that LF into one CRLF and a blank line would vanish.
    let before = "---\ntitle: T\n---\n```swift scenario\radd\n```\n\nAfter.\n"
    let after =
      "---\ntitle: T\n---\n```swift scenario\radd\n```\n\n```trace\n"
      + FakeExecutor.addSwiftText + "```\n\nAfter.\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (problems, _, report) = try promote(folder)
    #expect(problems.isEmpty)
    #expect(try folder.bytes("en/01-add.md") == Array(after.utf8))
    #expect(report.passed == 1)
  }

  /// A block opened on a list item's marker line (`- ```swift scenario`) continues on lines
  /// indented by the marker's width: the trace lines take the closing fence's prefix, not the
  /// marker.
  @Test(arguments: [
    "- ```swift scenario\n  add\n  ```\nEnd\n",
    "- ```swift scenario\n  add\n  ```\n- ```trace\n  old\n  ```\nEnd\n",
  ])
  func aBlockInAListItemKeepsTheItemsIndent(body: String) throws {
    let folder = try folder(with: Array(("---\ntitle: T\n---\n" + body).utf8))
    defer { folder.remove() }
    let (problems, _, report) = try promote(folder)
    #expect(problems.isEmpty)
    let text = String(decoding: try folder.bytes("en/01-add.md"), as: UTF8.self)
    #expect(text.contains("```trace\n" + PromotionTests.addTrace("\n", prefix: "  ") + "  ```\n"))
    #expect(text.hasSuffix("```\nEnd\n"))
    #expect(report.passed == 1)
    #expect(report.diagnostics.isEmpty)
  }
}
