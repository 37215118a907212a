import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// Published Markdown checked as it is published (issue 27): blocks that never ran are
/// "checked, not run", any front matter is read or skipped, `<!-- lessons: … -->` comments
/// carry what the page hides, and blocks continue earlier ones. Real runs: what is asserted
/// is what the model does, from the FIDELITY items the traces name.
@Suite struct PublishedMarkdownTests {
  private func check(_ text: String, _ arguments: [String] = []) throws -> (CLIResult, String) {
    let folder = try FixtureFolder()
    try folder.write("post.md", text)
    let result = runLessons(
      ["check"] + arguments + [folder.path("post.md")], executor: ScenarioRunner())
    let written = try String(contentsOfFile: folder.path("post.md"), encoding: .utf8)
    folder.remove()
    return (result, written)
  }

  private static let uncalled = """
    ```swift scenario
    class Container: UIViewController {
        func showChild() {
            addChild(UIViewController())
        }
        func show(_ vc: UIViewController, animated: Bool) {}
    }
    ```

    """

  @Test func aBlockNobodyCallsIsCheckedNotRunNeverVerified() throws {
    let (result, _) = try check(Self.uncalled)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "warning: scenario `post#1` was checked, not run: nobody calls `showChild()` (line 3), "
          + "`show(_:animated:)` (line 6) [scenario.not-run]"))
    #expect(
      result.output.contains(
        "hint: name them in `run=`, each its own run-loop event: `run=showChild`; a method "
          + "that takes arguments is a `run=` step with them: `run=show(…)`"))
    #expect(
      result.output.hasSuffix(
        "1 file, 1 scenario: 0 verified, 1 checked but not run, 0 failed, 0 without trace\n"))
  }

  @Test func requireTracesMakesANotRunBlockAnError() throws {
    let (result, _) = try check(Self.uncalled, ["--require-traces"])
    #expect(result.status == 1)
    #expect(result.output.contains("error: scenario `post#1` was checked, not run"))
  }

  @Test func jsonAndJUnitCountNotRunApart() throws {
    let (json, _) = try check(Self.uncalled, ["--format", "json"])
    #expect(json.output.contains("\"checkedNotRun\" : 1"))
    #expect(json.output.contains("\"status\" : \"checked-not-run\""))
    #expect(json.output.contains("\"verified\" : 0"))
    let (junit, _) = try check(Self.uncalled, ["--format", "junit"])
    #expect(junit.output.contains("<skipped message=\"checked, not run: scenario `post#1`"))
  }

  @Test func promoteNeverWritesAnEmptyTrace() throws {
    let text = "```swift scenario\nlet x = 1\n```\n"
    let (result, written) = try check(text, ["--promote"])
    #expect(written == text)
    #expect(result.output.contains("its code ran but did nothing a trace records"))
  }

  @Test func blogFrontMatterOfAnyShapeIsSkipped() throws {
    let text = """
      ---
      title: "Child view controllers"
      categories:
        - iOS
        - UIKit
      author:
        name: Kim
      tags: [swift, uikit]
      ---

      ```objective-c scenario
      UIViewController *child = [UIViewController new];
      [self addChildViewController:child];
      ```

      """
    let (result, _) = try check(text)
    #expect(result.status == 0)
    // The snippet never sends didMove: a containment mistake, a warning until it has a trace.
    #expect(
      result.output.hasSuffix(
        "1 file, 1 scenario: 0 verified, 0 failed, 1 without trace; 1 containment mistake\n"))
  }

  @Test func tomlFrontMatterIsSkipped() throws {
    let text =
      "+++\ntitle = \"x\"\n[params]\nkey = 1\n+++\n\n```swift scenario\naddChild(UIViewController())\n```\n"
    let (result, _) = try check(text)
    #expect(result.status == 0)
    #expect(result.output.contains("1 scenario:"))
  }

  @Test func nearMissesAreWarningsWithDidYouMean() throws {
    let text = """
      ```swift scenarios
      addChild(UIViewController())
      ```

      ```swift Scenario
      addChild(UIViewController())
      ```

      ```swift scenario,run=x
      addChild(UIViewController())
      ```

      ```swift scenario colr=red
      addChild(UIViewController())
      ```

      """
    let (result, _) = try check(text)
    #expect(
      result.output.contains(
        "post.md:1:1: warning: `swift scenarios` does not mark a scenario, so this block is not "
          + "checked (did you mean `swift scenario`?) [scenario.near-miss]"))
    #expect(result.output.contains("`swift Scenario` does not mark a scenario"))
    #expect(result.output.contains("(did you mean `swift scenario run=x`?)"))
    #expect(
      result.output.contains(
        "warning: `colr` is not a scenario attribute, so it is left out"))
    #expect(result.output.contains("1 scenario:"))
  }

  @Test func hiddenAnnotationsRunAnyBlockAndPromoteIntoAComment() throws {
    let text = """
      Intro.

      <!-- lessons: prelude
      let child = UIViewController()
      -->
      <!-- lessons: scenario run=show(child) -->
      ```python
      func show(_ vc: UIViewController) {
          addChild(vc)
          view.addSubview(vc.view)
          vc.didMove(toParent: self)
      }
      ```

      """
    let (result, written) = try check(text, ["--promote"])
    #expect(result.status == 0)
    #expect(written.hasPrefix(text))
    let added = String(written.dropFirst(text.count))
    // Appearance forwarding (FIDELITY A3): the child appears with its parent on screen.
    #expect(
      added == """

        <!-- lessons: trace
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        manual  window.makeKeyAndVisible()
        auto      self.viewWillAppear(false)
        turn
        auto      self.viewDidAppear(false)
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

        """)
    #expect(result.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  @Test func anIndentedObjectiveCBlockWithAHiddenTraceIsChecked() throws {
    let text = """
      <!-- lessons: prelude
      UIViewController *child = [UIViewController new];
      -->
      <!-- lessons: scenario -->
          [self addChildViewController:child];
          [child didMoveToParentViewController:self];

      <!-- lessons: trace
      manual  [self addChildViewController:child]
      auto      [child willMoveToParentViewController:self]
      manual  [child didMoveToParentViewController:self]
      -->

      """
    let (result, _) = try check(text)
    #expect(result.status == 0)
    #expect(result.output == "1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
  }

  @Test func aWrongHiddenTraceIsReportedAtItsComment() throws {
    let text = """
      <!-- lessons: scenario -->
      ```swift
      addChild(UIViewController())
      ```
      <!-- lessons: trace
      manual  self.addChild(child)
      -->

      """
    let (result, _) = try check(text)
    #expect(result.status == 1)
    #expect(result.output.contains("post.md:5:1: error: the trace of `post#1` does not match"))
  }

  @Test func aBlockContinuesTheBlocksBeforeIt() throws {
    let text = """
      ```swift scenario run=showChild
      class Container: UIViewController {
          let child = UIViewController()
          func showChild() {
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      ```

      <!-- lessons: scenario continue run=hide -->
      ```swift
      extension Container {
          func hide() {
              child.willMove(toParent: nil)
              child.view.removeFromSuperview()
              child.removeFromParent()
          }
      }
      ```
      <!-- lessons: trace
      manual  child.willMove(toParent: nil)
      manual  child.view.removeFromSuperview()
      auto      child.viewWillDisappear(false)
      auto      child.viewDidDisappear(false)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)
      -->

      """
    let (result, _) = try check(text)
    #expect(result.status == 0)
    // The first block has no trace; the second's is only what `hide` adds.
    #expect(result.output.hasSuffix("1 file, 2 scenarios: 1 verified, 0 failed, 1 without trace\n"))
  }

  @Test func anErrorInAnEarlierBlockIsReportedOnce() throws {
    let text = """
      ```swift scenario
      addChild(UIViewController())
      view.addSubView(UIView())
      ```

      <!-- lessons: scenario continue -->
      ```swift
      addChild(UIViewController())
      ```

      """
    let (result, _) = try check(text)
    #expect(result.status == 1)
    #expect(result.output.components(separatedBy: "addSubView").count == 3)
  }

  @Test func fixWorksOnALooseFileWithAHiddenPrelude() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = """
      ---
      tags:
        - ios
      ---

      <!-- lessons: prelude
      let c = UIViewController()
      -->
      ```swift
      addChildViewController(c)
      ```

      """
    try folder.write("post.md", text)
    let result = runLessons(["fix", folder.path("post.md")], executor: ScenarioRunner())
    let written = try String(contentsOfFile: folder.path("post.md"), encoding: .utf8)
    #expect(result.output.hasPrefix("fixed 1 place in "))
    #expect(
      written == text.replacingOccurrences(of: "addChildViewController(c)", with: "addChild(c)"))
  }

  @Test func theSameProblemInEveryBlockIsOneAnnotation() throws {
    let block = "```swift scenario colr=red\naddChild(UIViewController())\n```\n\n"
    let (result, _) = try check(block + block + block, ["--format", "github"])
    #expect(result.output.components(separatedBy: "title=scenario.unknown-attribute").count == 2)
  }
}

/// `lessons help check` teaches every block attribute and annotation (issue 27, item 7).
@Suite struct CheckHelpTests {
  @Test func helpCheckDocumentsEveryAttributeKey() {
    let help = runLessons(["help", "check"]).output
    // Its whole text, every attribute and annotation with its example, is the golden file
    // CommandLine/help/check.txt (CommandLineTextTests).
    // Every key the attribute parser knows is documented.
    for key in ScenarioAttributes.knownKeys + ["continue", "group"] {
      #expect(help.contains("\n  \(key)"), "\(key) is not documented")
    }
  }
}
