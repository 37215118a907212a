import Foundation
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons run --explain` under a `scenario.not-modelled` diagnostic: what the named area
/// covers and why it is refused, once per area (issue 25 §3).
@Suite struct RunExplainAreaTests {
  @Test func aNotModelledAreaIsExplainedOnce() {
    let snippet = """
      NSBlockOperation *op = [NSBlockOperation blockOperationWithBlock:^{}];
      [op start];

      """
    let result = runLessons(
      ["run", "-", "--language", "objc", "--explain"], executor: ScenarioRunner(),
      standardInput: snippet)
    #expect(result.status == 1)
    let explained = result.output.split(separator: "\n").filter { $0.hasPrefix("explain: ") }
    let expected =
      "explain: \(SurfaceArea.timers.notModelledPhrase): " + SurfaceArea.timers.explanation
    #expect(explained.map(String.init) == [expected])
    let plain = runLessons(
      ["run", "-", "--language", "objc"], executor: ScenarioRunner(), standardInput: snippet)
    #expect(!plain.output.contains("explain: "))
  }

  /// Every area has its own explanation, never the fallback sentence.
  @Test func everyAreaIsExplained() {
    let fallback = "Real API that can change containment or call back into the scenario's code."
    for area in SurfaceArea.all {
      #expect(area.explanation != fallback, "\(area.id)")
    }
  }
}
