import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// An article written for Swift 3 or 4.0–4.1 checked as published (sweep 29, A3): under the
/// hidden `swift=4` the old SDK's names run as today's, each with a note, and the page keeps
/// its text; without it, each with a warning. The names changed in Swift 4.2 (iOS 12 SDK); the behaviour did not, so the trace
/// is FIDELITY's A1.3, A7.1, A5.10, A3.2 and B3 as for today's spelling.
@Suite struct OldSwiftNamesTests {
  static func post(_ marking: String) -> String {
    "\(marking)\n```swift\nlet child = UIViewController()\naddChildViewController(child)\n"
      + "view.addSubview(child.view)\nchild.didMove(toParentViewController: self)\n```\n"
  }

  @Test func swift4NamesRunAsTodaysWithANoteEach() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = folder.path("post.md")
    let text = Self.post("<!-- lessons: scenario swift=4 -->")
    try folder.write("post.md", text)
    let result = runLessons(["check", "--promote", path], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "\(path):4:1: note: `addChildViewController` is the Swift 4 spelling; checked as "
          + "`addChild`, today's spelling of the same API (`swift=4`) [scenario.renamed]"))
    #expect(
      result.output.contains(
        "\(path):6:15: note: `toParentViewController` is the Swift 4 spelling; checked as "
          + "`toParent`, today's spelling of the same API (`swift=4`) [scenario.renamed]"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.hasPrefix(text))
    #expect(
      written.hasSuffix(
        """
        <!-- lessons: trace
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)
        -->

        """))
    let again = runLessons(["check", path], executor: ScenarioRunner())
    #expect(again.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  /// Without the attribute the spellings say the block is older Swift: it runs the same way,
  /// each rename a warning that keeps its fix-it, and `lessons fix` modernises the code.
  @Test func withoutTheAttributeTheOldNamesRunWithAWarningEachAndFixModernises() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = folder.path("post.md")
    try folder.write("post.md", Self.post("<!-- lessons: scenario -->"))
    let result = runLessons(["check", path], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "\(path):4:1: warning: 'addChildViewController' has been renamed to 'addChild(_:)'; "
          + "checked as today's name (older Swift: `swift=3` or `swift=4` on the block says "
          + "which; `lessons fix` renames it) [scenario.renamed]"))
    #expect(
      result.output.contains(
        "\(path):6:7: warning: 'didMove(toParentViewController:)' has been renamed to "
          + "'didMove(toParent:)'; checked as today's name"))
    #expect(
      result.output.hasSuffix("1 file, 1 scenario: 0 verified, 0 failed, 1 without trace\n"))
    let fixed = runLessons(["fix", path], executor: ScenarioRunner())
    #expect(fixed.output.hasPrefix("fixed 2 places in \(path)\n"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      written
        == Self.post("<!-- lessons: scenario -->")
        .replacingOccurrences(of: "addChildViewController", with: "addChild")
        .replacingOccurrences(of: "toParentViewController", with: "toParent"))
  }

  @Test func aVersionWithoutOldNamesIsABadAttribute() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", Self.post("<!-- lessons: scenario swift=5 -->"))
    let result = runLessons(["check", folder.path("post.md")], executor: ScenarioRunner())
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        ":1:1: error: `swift=5`: only Swift 3 and 4.0–4.1 spelled UIKit's containment API "
          + "differently; write `swift=3` or `swift=4`, or leave the attribute out "
          + "[scenario.bad-attribute]"))
  }
}
