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
      kid.willMove(toParent: nil)
      kid.view.removeFromSuperview()
      kid.removeFromParent()
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

/// The order of a block's hidden steps (sweep 29 A6): a driver written before the scenario
/// comment sets up what the `run=` step, the article's method, then uses; one written after
/// it runs after the steps, as before.
@Suite struct DriverOrderTests {
  static func post(driverFirst: Bool) -> String {
    let driver = "<!-- lessons: driver\nchild = UIViewController()\n-->\n"
    let scenario = "<!-- lessons: scenario run=showChild -->\n"
    return (driverFirst ? driver + scenario : scenario + driver)
      + """
      ```swift
      var child: UIViewController?
      func showChild() {
          if let child = child {
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      ```

      """
  }

  @Test func aDriverBeforeTheScenarioCommentRunsBeforeTheSteps() {
    let first = ScenarioTestRun.run(Self.post(driverFirst: true))
    #expect(first.contains("manual  self.addChild(child)\n"), "\(first)")
    let after = ScenarioTestRun.run(Self.post(driverFirst: false))
    #expect(!after.contains("addChild"), "\(after)")
  }
}

/// `lessons run FILE.md` of a post, its trace text.
enum ScenarioTestRun {
  static func run(_ text: String) -> String {
    guard let folder = try? FixtureFolder() else { return "" }
    defer { folder.remove() }
    _ = try? folder.write("post.md", text)
    return runLessons(["run", folder.path("post.md")], executor: ScenarioRunner()).output
  }
}

/// A fence whose first code line ran into its info string (sweep 30 C2, hmeng22/iOSNotes):
/// CommonMark reads the code as the info string, so the page hides it; said, and counted.
@Suite struct RunOnFenceTests {
  @Test func aLanguageWordRunIntoCodeIsSaid() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write(
      "post.md",
      "```objectivecscrollView.contentSize=CGSizeMake(320, 480);\n[self.view addSubview:scrollView];\n```\n"
    )
    let result = runLessons(["check", folder.path("post.md")], executor: ScenarioRunner())
    #expect(
      result.output.contains(
        "warning: the fence's info string `objectivecscrollView.contentSize=CGSizeMake(320, "
          + "480);` runs the language word `objectivec` into code"),
      "\(result.output)")
    #expect(
      result.output.contains("1 Objective-C code block is not a scenario"), "\(result.output)")
  }
}

/// A fragment of another class's implementation (sweep 29 A14: an article shows a method of
/// its helper class alone): `in=CLASS` runs it as that class's, so a driver can call it on
/// an instance; FIDELITY A1.3, A5.10, A3.2 for what the method does.
@Suite struct InClassTests {
  @Test func aFragmentOfAnotherClassRunsAsItsMethod() {
    let trace = ScenarioTestRun.run(
      """
      <!-- lessons: scenario in=Menu -->
      <!-- lessons: prelude
      class Menu: UIViewController {}
      -->
      <!-- lessons: driver
      let menu = Menu()
      menu.attach(to: self)
      -->
      ```swift
      func attach(to container: UIViewController) {
          container.addChild(self)
          container.view.addSubview(view)
          didMove(toParent: container)
      }
      ```

      """)
    #expect(
      trace.contains("manual  self.addChild(menu)\nauto      menu.willMove(toParent: self)\n"),
      "\(trace)")
    #expect(trace.contains("manual  menu.didMove(toParent: self)\n"), "\(trace)")
  }
}

/// `lessons run FILE --in CLASS` means what `in=CLASS` means in a block: the snippet's method
/// is `Menu`'s, so a `--run` step calls it on a `Menu` (A1.3, A5.10, A3.2).
@Suite struct RunInClassTests {
  @Test func aSnippetFragmentRunsAsTheClassesMethods() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = folder.path("menu.swift")
    try folder.write(
      "menu.swift",
      "func attach(to container: UIViewController) {\n    container.addChild(self)\n"
        + "    container.view.addSubview(view)\n    didMove(toParent: container)\n}\n")
    let result = runLessons(
      ["run", path, "--in", "Menu", "--run", "Menu().attach(to: self)"],
      executor: ScenarioRunner())
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains(
        "manual  self.addChild(menu)\nauto      menu.willMove(toParent: self)\n"),
      "\(result.output)")
    #expect(result.output.contains("manual  menu.didMove(toParent: self)\n"), "\(result.output)")
  }
}
