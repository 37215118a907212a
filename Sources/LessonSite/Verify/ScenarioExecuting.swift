import Scenarios

/// Something that runs scenario source: the real `ScenarioRunner`, or a fake in tests so that
/// verification logic is tested without depending on the interpreter's progress.
package protocol ScenarioExecuting: Sendable {
  /// Runs `source`; must never trap, whatever the input.
  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome

  /// What decides this executor's results besides the source, for the build cache: two
  /// executors with the same identity give the same outcome for the same scenario.
  var cacheIdentity: String { get }

  /// The same executor for a run whose outcomes no page shows (`check`): it may leave out
  /// what only a page needs, the trace player's states.
  var forVerificationOnly: any ScenarioExecuting { get }

  /// Makes, ahead of the first run, what every run needs and is made once a process, so a
  /// caller can make it while it does other work (`SitePipeline.preparing`).
  func prepare()

  /// The executor the lesson at `path` runs with (`SiteChecker`): itself, or one that notes
  /// what that lesson asked for (`SharedScenarioRuns` in a build, for the cache).
  func recording(lesson path: String) -> any ScenarioExecuting
}

extension ScenarioExecuting {
  package var cacheIdentity: String { String(reflecting: Self.self) }
  package var forVerificationOnly: any ScenarioExecuting { self }
  package func prepare() {}
  package func recording(lesson path: String) -> any ScenarioExecuting { self }
}

extension ScenarioRunner: ScenarioExecuting {
  package var cacheIdentity: String { "ScenarioRunner stepBudget=\(stepBudget)" }

  /// The UIKit surface the static checks look names up in, read from its text on first use.
  package func prepare() {
    _ = UIKitSurface.shared
  }

  /// Also runs each distinct scenario once for all the lessons that have it: translations
  /// share their code (`SharedScenarioRuns`, one per `check`).
  package var forVerificationOnly: any ScenarioExecuting {
    var runner = self
    runner.recordsStates = false
    return SharedScenarioRuns(runner)
  }
}
