import Containment
import Foundation
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons run --explain` (issue 11 §2): each UIKit line ends with its fidelity rule, here on
/// the issue's own scenario, a transition started while the parent is still appearing.
@Suite struct RunExplainTests {
  static let issueScenario = """
    let container = ContainerViewController()
    let inspector = UIViewController()
    let player = UIViewController()
    container.addChild(inspector)
    container.view.addSubview(inspector.view)
    inspector.didMove(toParent: container)
    window.rootViewController = container
    container.addChild(player)
    inspector.willMove(toParent: nil)
    container.transition(from: inspector, to: player, duration: 0.3,
                    options: .transitionCrossDissolve,
                    animations: nil) { _ in
        inspector.removeFromParent()
        player.didMove(toParent: container)
    }

    """

  @Test("The fixed trace of issue 11 with its rules: the children's did-callbacks at 0.3 s (B37)")
  func explainsTheIssueScenario() {
    let result = runLessons(
      ["run", "-", "--language", "swift", "--explain"], executor: ScenarioRunner(),
      standardInput: Self.issueScenario)
    #expect(result.status == 0)
    let all = result.output.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    // The trace, then the note naming the issue's container class the snippet leaves out.
    let lines = Array(all.prefix { !$0.contains(": note: ") })
    #expect(
      all.contains {
        $0.hasSuffix(
          "note: `ContainerViewController` is not declared in this snippet: it runs as an empty "
            + "`UIViewController` subclass [scenario.undeclared]")
      })
    #expect(
      Array(lines.suffix(10)) == [
        "turn",
        "auto container.viewDidAppear(false) [B3 I]",
        "time 0.3",
        "auto inspector.view.removeFromSuperview() [A4.1 D]",
        "auto inspector.viewDidDisappear(true) [B37 I]",
        "auto player.viewDidAppear(true) [B37 I]",
        "block completion(true) [B1 I]",
        "manual inspector.removeFromParent()",
        "auto inspector.didMove(toParent: nil) [A2.3 D]",
        "manual player.didMove(toParent: container)",
      ])
    #expect(lines.contains("auto inspector.willMove(toParent: container) [A1.3 D]"))
    #expect(!result.output.contains("Unbalanced"))
  }

  @Test("Without --explain no rule column")
  func noColumnByDefault() {
    let result = runLessons(
      ["run", "-", "--language", "swift"], executor: ScenarioRunner(),
      standardInput: Self.issueScenario)
    #expect(result.status == 0)
    #expect(!result.output.contains("[A1.3 D]"))
  }

  @Test(
    "A lint's long sentence does not push the rule column: it starts after the longest explained line"
  )
  func lintLinesDoNotWidenTheColumn() {
    // The completion runs in the next turn's animation end, after the lint-worthy didMove
    // inside a running transition (containment.did-move-during-transition): a line far
    // longer than any UIKit line, and one without a rule of its own.
    let code = """
      let first = UIViewController()
      let second = UIViewController()
      addChild(first)
      view.addSubview(first.view)
      first.didMove(toParent: self)
      first.willMove(toParent: nil)
      addChild(second)
      transition(from: first, to: second, duration: 0.3, options: [], animations: nil) { _ in
        first.removeFromParent()
      }
      second.didMove(toParent: self)

      """
    let result = runLessons(
      ["run", "-", "--language", "swift", "--explain"], executor: ScenarioRunner(),
      standardInput: code)
    let lines = result.output.split(separator: "\n").map(String.init)
    let lint = lines.first { $0.hasPrefix("lint") } ?? ""
    let explained = lines.filter { $0.hasSuffix("]") && $0.hasPrefix("auto") }
    #expect(lint.hasSuffix("  [A3.2 D]"))
    #expect(!explained.isEmpty)
    // Every UIKit line's rule starts in one column, two spaces after the longest of them
    // that fits before `explainColumnLimit`; a longer line (the transition's
    // insertSubview here) ends in its rule after two spaces. Both are well before the end
    // of the lint's sentence.
    let limit = TraceFormatter.explainColumnLimit
    func ruleStart(_ line: String) -> Int {
      line.distance(from: line.startIndex, to: line.lastIndex(of: "[")!)
    }
    func callEnd(_ line: String) -> Int {
      line[..<line.lastIndex(of: "[")!].trimmingCharacters(in: .whitespaces).count
    }
    let inColumn = explained.filter { callEnd($0) + 2 <= limit }
    let past = explained.filter { callEnd($0) + 2 > limit }
    let columns = Set(inColumn.map(ruleStart))
    #expect(columns.count == 1)
    #expect(columns.first == min(limit, (explained.map(callEnd).max() ?? 0) + 2))
    #expect(past.count == 1)
    #expect(past.allSatisfy { ruleStart($0) == callEnd($0) + 2 })
    #expect((columns.first ?? 0) < lint.count / 2)
  }

  @Test("A UIKit warning's sentence does not push the rule column past the limit")
  func warningLinesDoNotWidenTheColumn() {
    // Two begins without an end: UIKit's "Unbalanced calls" warning, a sentence with a rule
    // (B9), longer than any call line of the scenario.
    let code = """
      let c = UIViewController()
      c.beginAppearanceTransition(true, animated: false)
      c.beginAppearanceTransition(true, animated: false)
      c.endAppearanceTransition()

      """
    let result = runLessons(
      ["run", "-", "--language", "swift", "--explain"], executor: ScenarioRunner(),
      standardInput: code)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    let warning = lines.first { $0.hasPrefix("warning") } ?? ""
    #expect(warning.contains("Unbalanced calls"))
    #expect(warning.hasSuffix(".  [B9 I]"))
    let calls = lines.filter { $0.hasPrefix("auto") && $0.hasSuffix("]") }
    #expect(!calls.isEmpty)
    // The call lines' rules line up two spaces after the longest call, and each line fits
    // an 80-column terminal.
    let starts = Set(calls.map { $0.distance(from: $0.startIndex, to: $0.lastIndex(of: "[")!) })
    #expect(starts.count == 1)
    #expect((starts.first ?? 0) <= TraceFormatter.explainColumnLimit)
    #expect(calls.allSatisfy { $0.count <= 80 })
  }
}
