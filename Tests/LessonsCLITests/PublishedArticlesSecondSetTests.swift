import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// The second set of published articles (issue 27's remainder), measured after the fixes
/// the first set led to: English, Korean, Simplified and Traditional Chinese, each with its
/// source URL in `Tests/Fixtures/Articles`, only `<!-- lessons: … -->` comments added.
/// Expectations come from FIDELITY A1.3 (addChild sends willMove itself), A2.3
/// (removeFromParent sends didMove(nil) itself) and B3 (viewDidAppear at the end of the turn).
@Suite struct PublishedArticlesSecondSetTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Articles").path

  func check(_ name: String) -> CLIResult {
    runLessons(["check", Self.folder + "/" + name], executor: ScenarioRunner())
  }

  func text(_ name: String) throws -> String {
    try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
  }

  /// Traditional Chinese (a 简书 post in Traditional script): both claims hold: addChild
  /// sends willMove itself, removeFromParent sends didMove(nil) itself.
  @Test func traditionalChineseClaimsHold() throws {
    let name = "zh-Hant-lxweimin-8d02bbe5d234.md"
    #expect(
      check(name).output.hasSuffix("1 file, 2 scenarios: 2 verified, 0 failed, 0 without trace\n"))
    let page = try text(name)
    #expect(
      page.contains(
        "manual  [self addChildViewController:VC]\nauto      [VC willMoveToParentViewController:self]\n"
      ))
    #expect(
      page.contains(
        "manual  [VC removeFromParentViewController]\nauto      [VC didMoveToParentViewController:nil]\n"
      ))
  }

  /// The iOS 5 question's own order sends willMove twice (the explicit call, then
  /// addChild's), and its second question is answered by the trace: removeFromParent sends
  /// didMove(nil) itself.
  @Test func theQuestionsOrderSendsWillMoveTwice() throws {
    let name = "en-boldena-ios5-containment.md"
    #expect(
      check(name).output.hasSuffix("1 file, 2 scenarios: 2 verified, 0 failed, 0 without trace\n"))
    let page = try text(name)
    #expect(
      page.contains(
        "manual  [vc willMoveToParentViewController:self]\nmanual  [self addChildViewController:vc]\n"
          + "auto      [vc willMoveToParentViewController:self]\n"))
  }

  /// The Korean post's `remove()` and its `willMove`/`didMove(toParent:)` overrides are the
  /// child's side of containment (sweep 30 A2): run with `self` as the window's root, the
  /// guard returned early and the overrides never ran ("checked, not run"). The run infers
  /// the child's side, says so in a note, and both run with `self` a child added the
  /// canonical way (A1.3, A5.10, A3.2), then removed (A3.1, A2.3, A5.10).
  @Test func childSideBlocksRunWithSelfAChild() {
    let result = check("ko-ios-development-620.md")
    #expect(
      result.output.hasSuffix("1 file, 3 scenarios: 3 verified, 0 failed, 0 without trace\n"))
    #expect(result.output.components(separatedBy: "[scenario.child-side]").count == 3)
    #expect(!result.output.contains("[scenario.not-run]"))
  }

  /// Apple's listing 5-2, as a Chinese translation publishes it, removes a shown child.
  @Test func simplifiedChineseListingRemovesTheChild() {
    #expect(
      check("zh-Hans-easck-460236.md").output.hasSuffix(
        "1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  /// The closing brace of the class sits in a `// ...}` comment as the page text has it:
  /// the class never closes, and the check says so instead of running it.
  @Test func aClassClosedInsideAComment() {
    let result = check("en-fishbrain-paternity-lessons.md")
    #expect(result.status == 1)
    #expect(result.output.contains("[scenario.unexpected-token]"))
  }
}
