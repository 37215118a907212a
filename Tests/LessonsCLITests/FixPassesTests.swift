import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons fix` fixes until nothing more is fixable: a fix can let the run go further and find
/// more to fix, so the files a pass wrote are checked and fixed again (at most
/// `FixPasses.limit` passes).
@Suite struct FixPassesTests {
  /// A project's `UIView+Frame` category, left out of the excerpt (sweep 28, set 4, o13):
  /// `height` is seen before the run; `x` only when the run gets there, since `other` has no
  /// static type, so only the second pass's run can report it.
  static let drawer = """
    # Drawer

    ```objc scenario
    UIViewController *child = [[UIViewController alloc] init];
    [self addChildViewController:child];
    CGFloat h = self.view.height;
    id other = child;
    [[other view] setX:h];
    [child didMoveToParentViewController:self];
    ```

    """

  @Test func aStandInsMemberFoundOnlyByTheNextRunIsFixedInTheSameCommand() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("post.md", Self.drawer)
    let result = runLessons(["fix", path], executor: ScenarioRunner())
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix("fixed 2 places in \(path)\n"),
      "one line for the file, with the fix-its of both passes")
    #expect(!result.output.contains("[scenario.undeclared]"))
    #expect(result.output.hasSuffix("1 file, 1 scenario: 0 verified, 0 failed, 1 without trace\n"))
    #expect(written.contains("- (CGFloat)height { return 0; }"))
    #expect(written.contains("- (void)setX:(CGFloat)value {}"))
    #expect(written.hasSuffix("-->\n" + Self.drawer.dropFirst("# Drawer\n\n".count)))
  }

  @Test func aDryRunShowsTheFirstPassOnly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("post.md", Self.drawer)
    let result = runLessons(["fix", "--dry-run", path], executor: ScenarioRunner())
    #expect(result.output.contains("+- (void)setHeight:(CGFloat)value {}\n"))
    #expect(!result.output.contains("setX"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.drawer)
  }

  /// An executor whose every run asks for another stand-in, whatever was written: a fix that
  /// never settles.
  struct AlwaysUndeclared: ScenarioExecuting {
    func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
      -> ScenarioOutcome
    {
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, message: "`Menu` is not declared in this snippet", line: 1,
        column: 1)
      diagnostic.fixIts = [
        ScenarioFixIt(line: 0, column: 0, length: 0, replacement: "class Menu\(source.count)")
      ]
      return ScenarioOutcome(
        language: language, events: [], diagnostics: [diagnostic], showLayout: false)
    }
  }

  /// An executor whose every run asks for the same stand-in, written or not: the stand-in is
  /// written once (a second copy would be "declared twice") and the run's error stays.
  struct SameStandInAgain: ScenarioExecuting {
    func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
      -> ScenarioOutcome
    {
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, message: "`Menu` is not declared in this snippet", line: 1,
        column: 1)
      diagnostic.fixIts = [
        ScenarioFixIt(line: 0, column: 0, length: 0, replacement: "class Menu: UIView {}")
      ]
      return ScenarioOutcome(
        language: language, events: [], diagnostics: [diagnostic], showLayout: false)
    }
  }

  @Test func aStandInAlreadyWrittenIsNotWrittenAgain() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("post.md", "```swift scenario\nlet menu = Menu()\n```\n")
    _ = runLessons(["fix", path], executor: SameStandInAgain())
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.components(separatedBy: "class Menu: UIView {}").count == 2, "\(written)")
  }

  @Test func aFixThatNeverSettlesStopsAfterTheLimitAndSaysSo() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("post.md", "```swift scenario\nlet menu = Menu()\n```\n")
    let result = runLessons(["fix", path], executor: AlwaysUndeclared())
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.components(separatedBy: "<!-- lessons: prelude").count == FixPasses.limit + 1)
    #expect(result.output.hasPrefix("fixed \(FixPasses.limit) places in \(path)\n"))
    #expect(
      result.output.contains(
        "\(path): warning: \(FixPasses.limit) passes of fixes and the last one still changed "
          + "the file: run `lessons fix` on it again, or fix what the check reports by hand "
          + "[fix.not-settled]"))
    // The check after the passes decides the status: the stand-in is still missing.
    #expect(result.status == 1)
  }
}
