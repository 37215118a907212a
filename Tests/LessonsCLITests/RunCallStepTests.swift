import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons run FILE.swift --run 'f(a, b)'`: a snippet's `--run` is read as a lesson block's
/// `run=` is (`SnippetScenario`: `BlockAttributes` and `DriverCode`), so a call step with
/// arguments is one step, not split at its commas, and the snippet runs as the block does.
@Suite(.serialized) struct RunCallStepTests {
  static let container = """
    class ParentViewController: UIViewController {
      func show(_ child: UIViewController, animated: Bool) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        print("animated", animated)
      }
    }

    """

  static let step = "show(UIViewController(), animated: true)"

  @Test("A call step with arguments runs once, as one step, the same as the block's run=")
  func callStepMatchesTheMarkdownBlock() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let snippet = try folder.write("show.swift", Self.container)
    let lesson = try folder.write(
      "en/01-show.md",
      "---\ntitle: T\n---\n```swift scenario run=\(Self.step)\n\(Self.container)```\n")
    let ran = runLessons(["run", snippet, "--run", Self.step], executor: ScenarioRunner())
    let block = runLessons(["run", lesson], executor: ScenarioRunner())
    #expect(ran.status == 0)
    #expect(block.status == 0)
    // The block's output is its header line, then the same trace.
    #expect(block.output == "# show#1 (\(lesson):4)\n" + ran.output)
    // A1.3: addChild sends willMove itself; the step's own print shows the second argument
    // arrived whole.
    let lines = ran.output.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0 == "manual  self.addChild(child)" }.count == 1)
    #expect(lines.contains("auto      child.willMove(toParent: self)"))
    #expect(lines.contains("print   animated true"))
  }

  @Test("A call step in code that is statements runs after them")
  func callStepAfterStatements() {
    let result = runLessons(
      ["run", "-", "--language", "swift", "--run", "child.didMove(toParent: self)"],
      executor: ScenarioRunner(), standardInput: "let child = UIViewController()\naddChild(child)\n"
    )
    #expect(result.status == 0)
    #expect(
      result.output == """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.didMove(toParent: self)

        """)
  }

  @Test("An error in a call step is placed at the option, not at a line the file lacks")
  func errorInACallStep() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let snippet = try folder.write("show.swift", Self.container)
    let result = runLessons(
      ["run", snippet, "--run", "missing(1, 2)"], executor: ScenarioRunner())
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("--run: error: "))
    #expect(result.output.contains("`missing`"))
    #expect(!result.output.contains(snippet + ":"))
  }

  @Test("An Objective-C message with arguments is one step too")
  func objectiveCMessageStep() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let snippet = try folder.write(
      "show.m",
      """
      @interface ParentViewController : UIViewController
      @end
      @implementation ParentViewController
      - (void)show:(UIViewController *)child animated:(BOOL)animated {
        [self addChildViewController:child];
        NSLog(@"animated %d", animated);
      }
      @end

      """)
    let result = runLessons(
      ["run", snippet, "--run", "[self show:[[UIViewController alloc] init] animated:YES]"],
      executor: ScenarioRunner())
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0 == "manual  [self addChildViewController:child]" }.count == 1)
    #expect(lines.contains("print   animated 1"))
  }
}
