import Foundation
import Scenarios
import Testing

@testable import LessonsCLI

/// `Examples/`: snippets in the style of the tutorials the project grew from, each with a
/// `// Try: lessons run …` line. Each must run as its Try line says, and show the fact it is
/// there to show (FIDELITY.md A3.2, A4.4, A4.7, B1, B3, B6, B7).
@Suite struct ExamplesTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// Runs an example with the arguments of its `// Try:` line.
  func run(_ name: String) throws -> CLIResult {
    let path = Self.folder.appendingPathComponent(name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let tryLine = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("// Try: lessons run ") })
    var arguments = tryLine.dropFirst("// Try: lessons ".count).split(separator: " ").map(
      String.init)
    arguments[1] = path
    return runLessons(arguments, executor: ScenarioRunner())
  }

  /// The lines of `trace` in order, for "this before that" assertions.
  func index(of line: String, in trace: String) -> Int? {
    trace.split(separator: "\n").firstIndex { $0 == line }
  }

  @Test func everyExampleHasATryLineAndRuns() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    #expect(names.count >= 4)
    for name in names {
      let result = try run(name)
      #expect(result.status == 0, "\(name): \(result.output)")
      #expect(!result.output.contains("error:"), "\(name)")
    }
  }

  @Test("A3.2 A4.7 didMove sent after the transition call comes before the animation ends")
  func buttonSwap() throws {
    let trace = try run("button-swap.m").output
    let didMove = try #require(
      index(of: "manual  [blue didMoveToParentViewController:self]", in: trace))
    let animationEnd = try #require(index(of: "time    0.3", in: trace))
    #expect(didMove < animationEnd)
    #expect(trace.contains("lint    containment.missing-did-move: <UIViewController: red>"))
  }

  @Test("A3.4 B7 the numbered add and remove steps: disappearance inside removeFromSuperview")
  func addRemoveSteps() throws {
    let trace = try run("add-remove-steps.m").output
    #expect(
      trace.hasSuffix(
        """
        manual  [detail willMoveToParentViewController:nil]
        manual  [detail.view removeFromSuperview]
        auto      [detail viewWillDisappear:NO]
        auto      [detail viewDidDisappear:NO]
        manual  [detail removeFromParentViewController]
        auto      [detail didMoveToParentViewController:nil]

        """))
  }

  @Test("A4.4 B1 B6 completion swap: overrides log inside the callbacks, didMove in the completion")
  func completionSwap() throws {
    let trace = try run("completion-swap.m").output
    #expect(
      trace.contains("print       <LoggingViewController: second> will appear, moving to parent: 1")
    )
    #expect(
      trace.hasSuffix(
        """
        time    0.5
        auto      [first.view removeFromSuperview]
        auto      [first viewDidDisappear:YES]
        auto      [second viewDidAppear:YES]
        block     completion(YES)
        manual      [first removeFromParentViewController]
        auto          [first didMoveToParentViewController:nil]
        manual      [second didMoveToParentViewController:self]

        """))
  }

  @Test("B3 animate swap: the new child's viewDidAppear at the end of the turn, before 0.25 s")
  func animateSwap() throws {
    let trace = try run("animate-swap.swift").output
    let appeared = try #require(index(of: "auto      newChild.viewDidAppear(false)", in: trace))
    let animationEnd = try #require(index(of: "time    0.25", in: trace))
    #expect(appeared < animationEnd)
  }
}
