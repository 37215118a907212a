import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// Which block of a group a run credits (sweep 30 A15, A16), and which code blocks a page
/// shows that `scenario.unmarked-blocks` counts (A17b). DESIGN.md section 5: a block whose
/// code never ran is "checked, not run", never "verified"; a block whose code the group's run
/// executed ran, whichever block's driver called it.
@Suite struct GroupRunCreditTests {
  private func check(_ text: String, promote: Bool = false) throws -> CLIResult {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", text)
    if promote {
      _ = runLessons(["check", "--promote", folder.path("post.md")], executor: ScenarioRunner())
    }
    return runLessons(["check", folder.path("post.md")], executor: ScenarioRunner())
  }

  /// A15: the later block adds events, but only its hidden driver made them.
  @Test func aLaterBlockWhoseOwnCodeNeverRanIsCheckedNotRun() throws {
    let result = try check(
      """
      <!-- lessons: scenario group=g -->
      ```swift
      let kid = UIViewController()
      addChild(kid)
      view.addSubview(kid.view)
      kid.didMove(toParent: self)
      ```

      <!-- lessons: scenario group=g -->
      <!-- lessons: driver
      kid.view.removeFromSuperview()
      -->
      ```swift
      class KidViewController: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              print("kid appeared")
          }
      }
      ```

      """, promote: true)
    #expect(
      result.output.contains(
        "was checked, not run: it only declares, and nothing of it executes [scenario.not-run]"),
      "\(result.output)")
    #expect(
      result.output.hasSuffix(
        "1 file, 2 scenarios: 1 verified, 1 checked but not run, 0 failed, 0 without trace\n"),
      "\(result.output)")
  }

  /// A16: a block that only declares a method a later block's driver calls ran in the
  /// group's run.
  @Test func aBlockWhoseMethodALaterDriverCallsRan() throws {
    let result = try check(
      """
      <!-- lessons: scenario group=g -->
      ```swift
      func showKid() {
          let kid = UIViewController()
          addChild(kid)
          view.addSubview(kid.view)
          kid.didMove(toParent: self)
      }
      ```

      <!-- lessons: scenario group=g -->
      <!-- lessons: driver
      showKid()
      -->
      ```swift
      print("showing the kid")
      ```

      """, promote: true)
    #expect(!result.output.contains("scenario.not-run"), "\(result.output)")
    #expect(result.output.contains("2 verified, 0 failed"), "\(result.output)")
  }

  /// A17b, and Qiita's `lang:file` info strings: code a page shows counts as unchecked.
  @Test func preElementsAndQiitaFencesCountAsUnmarkedBlocks() throws {
    let result = try check(
      """
      <pre class="swift">let child = UIViewController()
      addChild(child)</pre>

      ```objc:Container.m
      [self addChildViewController:child];
      ```

      """)
    #expect(
      result.output.contains(
        "note: 1 Swift and 1 Objective-C code blocks are not scenarios, so nothing checked "
          + "them (this file has no scenario) [scenario.unmarked-blocks]"),
      "\(result.output)")
  }
}
