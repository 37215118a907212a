import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// An excerpt written from the child's side (sweep 29 article 01 b2, sweep 30 A2): the code
/// runs in the child, so `self` is a child of a container the excerpt does not show. Run with
/// `self` as the window's root it left a parent it never had, and since A7 those false lints
/// failed the article. `parent=CLASS` says where `self` is; without it, the run infers the
/// child's side from what the code does to `self` and says so in a `scenario.child-side` note.
/// The traces follow docs/FIDELITY.md: A3.1 (`willMove(toParent: nil)` is the container's
/// call), A5.10 (a view leaving the window sends the disappearance callbacks), A2.3
/// (`removeFromParent` sends `didMove(toParent: nil)`), A1.3 (`addChild` sends `willMove`).
@Suite struct ChildSideTests {
  static let swiftRemoval =
    "willMove(toParent: nil)\nview.removeFromSuperview()\nremoveFromParent()\n"

  static let removalTrace = """
    manual  self.willMove(toParent: nil)
    manual  self.view.removeFromSuperview()
    auto      self.viewWillDisappear(false)
    auto      self.viewDidDisappear(false)
    manual  self.removeFromParent()
    auto      self.didMove(toParent: nil)

    """

  @Test func aChildSideExcerptRunsAsAChildWithANote() {
    let outcome = ScenarioRunner().run(Self.swiftRemoval, language: .swift)
    #expect(outcome.traceText == Self.removalTrace)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioChildSide])
    #expect(outcome.diagnostics.first?.severity == .note)
    #expect(outcome.diagnostics.first?.line == 1)
    #expect(
      outcome.diagnostics.first?.message
        == "the code leaves a parent it never joins (`willMove(toParent: nil)` or "
        + "`removeFromParent()` of `self`): it is the child's side of containment, so `self` ran "
        + "as a child of a container (`parent`) added the canonical way before it (addChild, the "
        + "view, didMove(toParent:))")
  }

  @Test func theObjectiveCExcerptOfSweep29RunsAsAChild() {
    let code =
      "[self willMoveToParentViewController:nil];\n[self.view removeFromSuperview];\n"
      + "[self removeFromParentViewController];\n"
    let outcome = ScenarioRunner().run(code, language: .objc)
    #expect(
      outcome.traceText == """
        manual  [self willMoveToParentViewController:nil]
        manual  [self.view removeFromSuperview]
        auto      [self viewWillDisappear:NO]
        auto      [self viewDidDisappear:NO]
        manual  [self removeFromParentViewController]
        auto      [self didMoveToParentViewController:nil]

        """)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioChildSide])
    #expect(!outcome.traceText.contains("lint"))
  }

  @Test func parentNoneKeepsSelfTheRootAndItsLints() {
    var attributes = ScenarioAttributes()
    attributes.parentClass = "none"
    let outcome = ScenarioRunner().run(Self.swiftRemoval, language: .swift, attributes: attributes)
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.traceText.contains("lint    containment.will-move-without-parent: "))
    #expect(outcome.traceText.contains("lint    containment.remove-without-parent: "))
  }

  @Test func aPublishedChildSideBlockIsVerifiedNotAMistake() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = folder.path("post.md")
    try folder.write(
      "post.md", "In the child:\n\n<!-- lessons: scenario -->\n```swift\n\(Self.swiftRemoval)```\n")
    let promoted = runLessons(["check", "--promote", path], executor: ScenarioRunner())
    #expect(promoted.status == 0)
    #expect(
      promoted.output.contains(
        "\(path):5:1: note: the code leaves a parent it never joins"))
    #expect(!promoted.output.contains("containment.mistake"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.hasSuffix("```\n\n<!-- lessons: trace\n\(Self.removalTrace)-->\n"))
    let again = runLessons(["check", path], executor: ScenarioRunner())
    #expect(again.status == 0)
    #expect(again.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  /// The child's own override, shown alone: it runs only when `self` joins a parent, so
  /// `parent=` (or the inference) makes the excerpt's code run instead of "checked, not run".
  @Test func aChildsOwnOverrideRunsWhenSelfJoinsItsParent() {
    let code = """
      class ChildViewController: UIViewController {
          override func didMove(toParent parent: UIViewController?) {
              super.didMove(toParent: parent)
              print("joined")
          }
      }

      """
    var attributes = ScenarioAttributes()
    attributes.parentClass = "ContainerViewController"
    let named = ScenarioRunner().run(code, language: .swift, attributes: attributes)
    #expect(named.diagnostics.isEmpty)
    #expect(
      named.traceText.contains(
        "manual  parent.addChild(self)\nauto      self.willMove(toParent: parent)\n"))
    #expect(named.traceText.contains("manual  self.didMove(toParent: parent)\nprint   joined\n"))
    let inferred = ScenarioRunner().run(code, language: .swift)
    #expect(inferred.diagnostics.map(\.id) == [.scenarioChildSide])
    #expect(inferred.diagnostics.first?.line == 2)
    #expect(inferred.traceText.contains("print   joined\n"))
  }

  @Test func runTakesParentAndSwiftForASnippet() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = folder.path("child.swift")
    try folder.write(
      "child.swift",
      "willMove(toParentViewController: nil)\nview.removeFromSuperview()\n"
        + "removeFromParentViewController()\n")
    let result = runLessons(
      ["run", path, "--swift", "4", "--parent", "MenuViewController"], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(result.output.hasPrefix(Self.removalTrace))
    #expect(
      result.output.contains(
        "\(path):1:10: note: `toParentViewController` is the Swift 4 spelling; checked as "
          + "`toParent`, today's spelling of the same API (`swift=4`) [scenario.renamed]"))
    #expect(!result.output.contains("scenario.child-side"))
  }
}
