import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// Real published articles on containment (Tests/Fixtures/Articles, each with its source
/// URL), checked as published: only `<!-- lessons: … -->` comments were added, no visible
/// line changed. Every code block runs the published code; the seven that fail are the
/// articles' own mistakes (Apple's listing adds `self.currentClientView`, not the child's
/// view; `addSubView` is a typo; one puts the child's view on screen before `addChild`, a
/// containment mistake its hidden trace records and `check` reports at that line; another
/// "removes" a child by taking its view out only, which leaves it a child, the second such
/// mistake), and the
/// traces and lints contradict their wrong claims.
@Suite struct PublishedArticlesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Articles").path

  @Test func everyBlockRunsThePublishedCode() {
    // The first set only; the second is PublishedArticlesSecondSetTests'.
    let firstSet = [
      "en-successfulcoder-adding-removing.md", "en-sundell-child-view-controllers.md",
      "ko-daheenallwhite-container.md", "ko-ios-development-228.md", "zh-3fwork-017706.md",
      "zh-jianshu-01833224ec1e.md", "zh-jianshu-e59f348adddb.md", "zh-jianshu-ef48ddb4d7e3.md",
    ].map { Self.folder + "/" + $0 }
    let result = runLessons(["check"] + firstSet, executor: ScenarioRunner())
    #expect(
      result.output.hasSuffix(
        "8 files, 17 scenarios: 10 verified, 7 failed, 0 without trace; 2 containment mistakes; "
          + "6 files with errors\n"))
    let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
      .map { line in line.split(separator: "/").last.map(String.init) ?? "" }
    #expect(
      errors == [
        "en-successfulcoder-adding-removing.md:12:32: error: `currentClientView` is not declared in this snippet: `self` has no such member, and UIKit declares none [scenario.undeclared]",
        "ko-daheenallwhite-container.md:17:11: error: `UIView` has no member `addSubView(_:)` [scenario.unknown-member]",
        "zh-3fwork-017706.md:11:5: error: containment mistake `containment.child-view-removed`: <UIViewController: childController>'s view was removed from <ParentViewController: self>'s view hierarchy and nothing refers to <UIViewController: childController> any more, but it is still a child of <ParentViewController: self>: removing a child is willMove(toParent: nil), removeFromSuperview(), removeFromParent() [containment.mistake]",
        "zh-3fwork-017706.md:42:28: error: `currentClientView` is not declared in this snippet: `self` has no such member, and UIKit declares none [scenario.undeclared]",
        "zh-jianshu-01833224ec1e.md:14:28: error: `currentClientView` is not declared in this snippet: `self` has no such member, and UIKit declares none [scenario.undeclared]",
        "zh-jianshu-e59f348adddb.md:10:17: error: `UIView` has no member `addSubView:` [scenario.unknown-member]",
        "zh-jianshu-ef48ddb4d7e3.md:12:5: error: containment mistake `containment.view-before-add-child`: the view of <UIViewController: childController> was put on screen before addChild made it a child of <ParentViewController: self>, so <ParentViewController: self> did not forward its appearance callbacks (viewWillAppear, viewDidAppear) to it and addChild does not send them; call addChild first, then addSubview, then didMove(toParent:) [containment.mistake]",
      ])
  }

  @Test func theArticlesWrongClaimsAreContradicted() throws {
    // "view first, then addChild" while the parent is on screen: the child never appears.
    let order = try String(
      contentsOfFile: Self.folder + "/zh-jianshu-ef48ddb4d7e3.md", encoding: .utf8)
    #expect(order.contains("lint    containment.view-before-add-child"))
    // "removeFromParentViewController calls willMoveToParentViewController for you": it
    // sends only didMove(toParent: nil) (A2.2, A2.3).
    let removal = try String(
      contentsOfFile: Self.folder + "/zh-jianshu-e59f348adddb.md", encoding: .utf8)
    #expect(
      removal.contains(
        "manual  [childController removeFromParentViewController]\n"
          + "auto      [childController didMoveToParentViewController:nil]\n"))
  }
}
