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
    let lines = result.output.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
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
}
