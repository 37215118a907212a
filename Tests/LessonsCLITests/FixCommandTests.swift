import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons fix` and `lessons check --fix` with the real interpreter: every renamed call is
/// rewritten in place, the file then checks, and no byte outside the fixed ranges changes
/// (line endings, a block-quote prefix, the prose and the trace included).
@Suite(.serialized) struct FixCommandTests {
  /// Swift 4 container code with five renamed names, in a block quote, with CRLF endings.
  static let swift4 = [
    "---", "title: Old", "---", "", "Swift 4 code  ", "",
    "> ```swift scenario", "> let child = UIViewController()",
    "> addChildViewController(child)", "> view.addSubview(child.view)",
    "> child.didMove(toParentViewController: self)",
    "> child.willMove(toParentViewController: nil)", "> child.view.removeFromSuperview()",
    "> child.removeFromParentViewController(); print(childViewControllers.count)", "> ```",
    "", "> ```trace", "> manual  self.addChild(child)", "> ```", "",
  ].joined(separator: "\r\n")

  static let fixed = [
    "---", "title: Old", "---", "", "Swift 4 code  ", "",
    "> ```swift scenario", "> let child = UIViewController()", "> addChild(child)",
    "> view.addSubview(child.view)", "> child.didMove(toParent: self)",
    "> child.willMove(toParent: nil)", "> child.view.removeFromSuperview()",
    "> child.removeFromParent(); print(children.count)", "> ```", "", "> ```trace",
    "> manual  self.addChild(child)", "> ```", "",
  ].joined(separator: "\r\n")

  func content(_ text: String) throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-old.md", text)
    return folder
  }

  @Test func fixRewritesEveryRenamedCallAndChecksAgain() throws {
    let folder = try content(Self.swift4)
    defer { folder.remove() }
    let before = runLessons(["check", "--content", folder.root], executor: ScenarioRunner())
    #expect(before.output.components(separatedBy: "[scenario.renamed]").count - 1 == 5)
    let result = runLessons(
      ["fix", "--content", folder.root, folder.path("en/01-old.md")], executor: ScenarioRunner())
    // Only bytes inside the five fixed ranges changed: the rest is the same, CRLF and `> ` too.
    #expect(try folder.bytes("en/01-old.md") == Array(Self.fixed.utf8))
    #expect(result.output.hasPrefix("fixed 5 places in \(folder.path("en/01-old.md"))\n"))
    // The re-check runs the fixed code: no renamed error left, only the stale trace.
    #expect(!result.output.contains("scenario.renamed"))
    #expect(result.output.contains("[trace.mismatch]"))
    #expect(
      result.output.hasSuffix(
        "1 lesson, 1 scenario: 0 verified, 1 failed, 0 without trace; 1 lesson with errors\n"))
    #expect(result.status == 1)
  }

  /// Corpus file 21 is Swift 4-era code as `lessons fix` leaves it: written back in the
  /// Swift 4 names, fixing gives exactly the corpus file again, and it passes.
  @Test func theSwift4CorpusSnippetIsWhatFixMakesOfItsSwift4Spelling() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Traces/corpus/21-swift4-fixed-swift.md")
    let current = try String(contentsOf: corpus, encoding: .utf8)
    let codeStart = try #require(current.range(of: "```swift scenario"))
    let traceStart = try #require(current.range(of: "```trace"))
    let code = String(current[codeStart.lowerBound..<traceStart.lowerBound])
    let swift4Code =
      code
      .replacingOccurrences(of: "addChild(", with: "addChildViewController(")
      .replacingOccurrences(of: "Move(toParent:", with: "Move(toParentViewController:")
      .replacingOccurrences(of: "removeFromParent()", with: "removeFromParentViewController()")
    #expect(swift4Code != code)
    let folder = try content(current.replacingOccurrences(of: code, with: swift4Code))
    defer { folder.remove() }
    let result = runLessons(["fix", "--content", folder.root], executor: ScenarioRunner())
    #expect(try folder.bytes("en/01-old.md") == Array(current.utf8))
    #expect(
      result.output.hasSuffix("1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  @Test func checkFixThenPromoteLeavesAPassingLesson() throws {
    let folder = try content(Self.swift4)
    defer { folder.remove() }
    let result = runLessons(
      ["check", "--fix", "--promote", "--content", folder.root], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix("1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
    let again = runLessons(["check", "--content", folder.root], executor: ScenarioRunner())
    #expect(again.output == "1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
  }

  @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
    let folder = try content(Self.swift4)
    defer { folder.remove() }
    let result = runLessons(
      ["fix", "--dry-run", "--content", folder.root], executor: ScenarioRunner())
    #expect(try folder.bytes("en/01-old.md") == Array(Self.swift4.utf8))
    #expect(result.output.contains("-> addChildViewController(child)\n"))
    #expect(result.output.contains("+> addChild(child)\n"))
    #expect(result.status == 1)
  }

  @Test func aSymlinkedLessonIsFixedThroughTheLinkAndKeepsItsMode() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let target = try folder.write("elsewhere/old.md", Self.swift4)
    chmod(target, 0o640)
    try FileManager.default.createDirectory(
      atPath: folder.path("en"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("en/01-old.md"), withDestinationPath: target)
    _ = runLessons(["fix", "--content", folder.root], executor: ScenarioRunner())
    #expect(try folder.bytes("elsewhere/old.md") == Array(Self.fixed.utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("en/01-old.md"))
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
    #expect(mode as? Int == 0o640)
  }

  @Test func aLessonWithoutFixItsIsNotWritten() throws {
    let folder = try content(CheckCommandTests.passing)
    defer { folder.remove() }
    let result = runLessons(["fix", "--content", folder.root])
    #expect(result.output == "1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
    #expect(try folder.bytes("en/01-old.md") == Array(CheckCommandTests.passing.utf8))
  }
}
