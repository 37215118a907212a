import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Promotion rewrites only the trace blocks, byte for byte, atomically, and never over an
/// edit made while the check ran.
@Suite(.serialized) struct PromotionTests {
  /// The add trace with `ending` after each line.
  static func addTrace(_ ending: String, prefix: String = "") -> String {
    FakeExecutor.addSwiftText.split(separator: "\n").map { prefix + $0 + ending }.joined()
  }

  /// Checks the single locale `en` of `folder`, promotes, and re-checks.
  func promote(_ folder: FixtureFolder, dryRun: Bool = false) throws
    -> (changes: [Int: LessonPromoter.FileChange], problems: [SiteDiagnostic], after: CheckReport)
  {
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let (changes, problems) = LessonPromoter(dryRun: dryRun).promote(report)
    var reread: [Int: Lesson] = [:]
    for (index, change) in changes { reread[index] = change.reread }
    let after = checker.recheck(report, replacing: reread, localeOrder: ["en"])
    return (changes, problems, after)
  }

  func folder(with lesson: [UInt8]) throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", bytes: lesson)
    return folder
  }

  @Test func crlfFileKeepsCRLFEverywhere() throws {
    let before =
      "---\r\ntitle: T\r\n---\r\n\r\n```swift scenario\r\nadd\r\n```\r\n\r\n"
      + "```trace\r\nmanual  self.addChild(wrong)\r\n```\r\nAfter.  \r\n"
    let after =
      "---\r\ntitle: T\r\n---\r\n\r\n```swift scenario\r\nadd\r\n```\r\n\r\n"
      + "```trace\r\n" + Self.addTrace("\r\n") + "```\r\nAfter.  \r\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (changes, problems, report) = try promote(folder)
    #expect(problems.isEmpty)
    #expect(changes.count == 1)
    #expect(try folder.bytes("en/01-add.md") == Array(after.utf8))
    #expect(report.diagnostics.isEmpty)
    #expect(report.passed == 1)
  }

  @Test func bomFileGetsAnInsertedTraceBlock() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let before = "---\ntitle: T\n---\n```swift scenario\nadd\n```\nNext paragraph.\n"
    let after =
      "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```trace\n"
      + Self.addTrace("\n") + "```\nNext paragraph.\n"
    let folder = try folder(with: bom + Array(before.utf8))
    defer { folder.remove() }
    let (_, problems, report) = try promote(folder)
    #expect(problems.isEmpty)
    #expect(try folder.bytes("en/01-add.md") == bom + Array(after.utf8))
    #expect(report.diagnostics.isEmpty)
  }

  @Test func tabsTrailingSpacesAndIndentationSurvive() throws {
    let head =
      "---\ntitle: T\n---\n\tTabbed prose  \n\n- step:\t one \n\n  ```swift scenario\n  add\n  ```\n\n"
    let before = head + "  ```trace\n  stale line\t \n  ```\nEnd\twith tab \n"
    let after =
      head + "  ```trace\n" + Self.addTrace("\n", prefix: "  ") + "  ```\nEnd\twith tab \n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (_, problems, report) = try promote(folder)
    #expect(problems.isEmpty)
    #expect(try folder.bytes("en/01-add.md") == Array(after.utf8))
    #expect(report.diagnostics.isEmpty)
  }

  @Test func fileWithoutFinalNewlineGetsItsTraceAfterTheFence() throws {
    let before = "---\ntitle: T\n---\n```swift scenario\nadd\n```"
    let after = before + "\n\n```trace\n" + Self.addTrace("\n") + "```\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    _ = try promote(folder)
    #expect(try folder.bytes("en/01-add.md") == Array(after.utf8))
  }

  @Test func aScenarioThatDidNotRunIsNotPromoted() throws {
    let before = "---\ntitle: T\n---\n```swift scenario\nbroken\nx\n```\n\n```trace\nold\n```\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (changes, _, _) = try promote(folder)
    #expect(changes.isEmpty)
    #expect(try folder.bytes("en/01-add.md") == Array(before.utf8))
  }

  @Test func dryRunWritesNothingAndDescribesTheChange() throws {
    let before = "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```trace\nold\n```\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (changes, _, _) = try promote(folder, dryRun: true)
    let change = try #require(changes[0])
    #expect(!change.written)
    #expect(change.reread == nil)
    #expect(change.diff.hasPrefix("--- \(folder.path("en/01-add.md"))\n+++ "))
    #expect(change.diff.contains("\n-old\n+manual  self.addChild(child)\n"))
    #expect(try folder.bytes("en/01-add.md") == Array(before.utf8))
  }

  @Test func aFileEditedDuringTheRunIsNotOverwritten() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let path = folder.path("en/01-add.md")
    // The fake appends a newline to the file while "running" the scenario.
    let before = "---\ntitle: T\n---\n```swift scenario\ntouch \(path)\n```\n"
    try folder.write("en/01-add.md", before)
    let (changes, problems, _) = try promote(folder)
    #expect(changes.isEmpty)
    #expect(problems.map(\.id) == [.promoteFileChanged])
    #expect(problems.first?.file == path)
    #expect(try folder.bytes("en/01-add.md") == Array((before + "\n").utf8))
  }

  @Test func writerRefusesChangedBytesAndLeavesNoTemporaryFile() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("a.md", "now\n")
    #expect(throws: PromotionWriter.Failure.fileChanged) {
      try PromotionWriter.write(Array("new\n".utf8), to: path, expecting: Array("then\n".utf8))
    }
    try PromotionWriter.write(Array("new\n".utf8), to: path, expecting: Array("now\n".utf8))
    #expect(try folder.bytes("a.md") == Array("new\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["a.md"])
  }

  @Test func twoScenariosInOneFile() throws {
    let head = "---\ntitle: T\n---\n"
    let first = "```swift scenario\nadd\n```\n\n"
    let second = "Between.\n\n```objc scenario\nadd-objc\n```\n"
    let before = head + first + "```trace\nold\n```\n\n" + second + "Tail.\n"
    let objcTrace = """
      manual  [self addChildViewController:child]
      auto      [child willMoveToParentViewController:self]
      manual  [self.view addSubview:child.view]
      auto      [child viewWillAppear:NO]
      manual  [child didMoveToParentViewController:self]
      turn
      auto      [child viewDidAppear:NO]

      """
    let after =
      head + first + "```trace\n" + Self.addTrace("\n") + "```\n\n" + second
      + "\n```trace\n" + objcTrace + "```\nTail.\n"
    let folder = try folder(with: Array(before.utf8))
    defer { folder.remove() }
    let (_, problems, report) = try promote(folder)
    #expect(problems.isEmpty)
    #expect(try folder.bytes("en/01-add.md") == Array(after.utf8))
    #expect(report.diagnostics.isEmpty)
    #expect(report.passed == 2)
  }
}
