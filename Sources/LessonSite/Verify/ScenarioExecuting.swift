import Scenarios

/// Something that runs scenario source: the real `ScenarioRunner`, or a fake in tests so that
/// verification logic is tested without depending on the interpreter's progress.
package protocol ScenarioExecuting: Sendable {
  /// Runs `source`; must never trap, whatever the input.
  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
}

extension ScenarioRunner: ScenarioExecuting {}
