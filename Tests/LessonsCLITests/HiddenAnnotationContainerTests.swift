import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// Hidden annotations where published pages put code: inside list items and block quotes,
/// and blocks that continue statements-shape blocks (issue 27's remainder). Real runs; the
/// expected traces follow FIDELITY A1.3, A3.4 and B3 (a child added to a visible parent
/// appears at once, its `viewDidAppear` waits for the end of the turn).
@Suite struct HiddenAnnotationContainerTests {
  private func check(_ text: String, _ arguments: [String] = []) throws -> (CLIResult, String) {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", text)
    let result = runLessons(
      ["check"] + arguments + [folder.path("post.md")], executor: ScenarioRunner())
    let written = try String(contentsOfFile: folder.path("post.md"), encoding: .utf8)
    return (result, written)
  }

  static let addTrace = """
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
    """

  static let addCode = """
    let child = UIViewController()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
    """

  /// The trace comment promotion writes inside a quote carries `> ` on every line, so it
  /// stays in the quote; the file then checks clean.
  @Test func promotionInsideABlockQuoteKeepsTheQuotePrefix() throws {
    let code = Self.addCode.split(separator: "\n").map { "> " + $0 }.joined(separator: "\n")
    let text = """
      > A quoted step:
      >
      > <!-- lessons: scenario -->
      > ```swift
      \(code)
      > ```

      After the quote.

      """
    let (result, written) = try check(text, ["--promote"])
    #expect(result.status == 0, "\(result.output)")
    let trace = Self.addTrace.split(separator: "\n").map { "> " + $0 }.joined(separator: "\n")
    #expect(
      written == """
        > A quoted step:
        >
        > <!-- lessons: scenario -->
        > ```swift
        \(code)
        > ```
        >
        > <!-- lessons: trace
        \(trace)
        > -->

        After the quote.

        """)
    let (again, _) = try check(written, ["--require-traces"])
    #expect(again.status == 0, "\(again.output)")
    #expect(again.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  /// In a list item, the trace comment is indented as the item's content is; an existing
  /// comment there is rewritten in place with the same indentation.
  @Test func promotionInsideAListItemKeepsTheItemIndentation() throws {
    let code = Self.addCode.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n")
    let trace = Self.addTrace.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n")
    let text = """
      1. Add the child:

         <!-- lessons: scenario -->
         ```swift
      \(code)
         ```
      2. Done.

      """
    let (result, written) = try check(text, ["--promote"])
    #expect(result.status == 0, "\(result.output)")
    let promoted = """
      1. Add the child:

         <!-- lessons: scenario -->
         ```swift
      \(code)
         ```

         <!-- lessons: trace
      \(trace)
         -->
      2. Done.

      """
    #expect(written == promoted)
    // A wrong trace in the item is rewritten in place, prefix and all.
    let wrong = promoted.replacingOccurrences(of: "   turn\n", with: "")
    let (rewrite, rewritten) = try check(wrong, ["--promote"])
    #expect(rewrite.status == 0, "\(rewrite.output)")
    #expect(rewritten == promoted)
  }

  /// Statements-shape Objective-C continued: the second block's trace is only what its own
  /// code adds, not the whole run (the first block's closing turn, where its child appeared,
  /// is where the combined run parts from it).
  @Test func aContinuedStatementsBlockShowsOnlyWhatItAdds() throws {
    let text = """
      <!-- lessons: objc scenario -->
          UIViewController *child = [UIViewController new];
          [self addChildViewController:child];
          [self.view addSubview:child.view];
          [child didMoveToParentViewController:self];

      <!-- lessons: objc scenario continue -->
          [child willMoveToParentViewController:nil];
          [child.view removeFromSuperview];
          [child removeFromParentViewController];

      <!-- lessons: trace
      manual  [child willMoveToParentViewController:nil]
      manual  [child.view removeFromSuperview]
      auto      [child viewWillDisappear:NO]
      auto      [child viewDidDisappear:NO]
      manual  [child removeFromParentViewController]
      auto      [child didMoveToParentViewController:nil]
      -->

      """
    let (result, _) = try check(text)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("1 file, 2 scenarios: 1 verified, 0 failed, 1 without trace\n"))
  }

  /// A continuing block that turns the group into methods shape fails with the error that
  /// says why, though the error sits in the earlier block's code (which ran cleanly alone):
  /// a failure never comes without its diagnostic.
  @Test func aContinuingBlockThatBreaksTheGroupSaysWhy() throws {
    let text = """
      <!-- lessons: scenario -->
      ```swift
      \(Self.addCode)
      ```

      <!-- lessons: scenario continue run=remove -->
      ```swift
      func remove() {
          print("removing")
      }
      ```

      """
    let (result, _) = try check(text)
    #expect(result.status == 1)
    #expect(result.output.contains("error: "), "\(result.output)")
    #expect(result.output.contains("[scenario.statement-outside-method]"), "\(result.output)")
  }
}
