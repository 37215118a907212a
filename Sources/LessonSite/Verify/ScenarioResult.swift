import Scenarios

/// What checking one scenario found.
package struct ScenarioResult: Sendable, Equatable {
  /// Passed: it ran and matched its trace (or has none, when traces are not required).
  package enum Status: String, Sendable, Equatable {
    case passed, failed
  }

  package var block: ScenarioBlock
  /// The lesson file and its locale.
  package var lessonPath: String
  package var locale: String
  package var outcome: ScenarioOutcome
  package var status: Status

  package init(
    block: ScenarioBlock, lessonPath: String, locale: String, outcome: ScenarioOutcome,
    status: Status
  ) {
    self.block = block
    self.lessonPath = lessonPath
    self.locale = locale
    self.outcome = outcome
    self.status = status
  }

  /// The trace the run produced, spelled in the scenario's language; nil when the scenario
  /// did not run (an error diagnostic), so that a partial trace is never promoted.
  package var actualTrace: String? {
    outcome.succeeded ? outcome.traceText : nil
  }

  /// True when there is a run to promote and it differs from the trace block (or there is none).
  package var needsPromotion: Bool {
    guard let actual = actualTrace else { return false }
    return block.expectedTrace != actual
  }
}

/// What checking one lesson found: a result per scenario, and diagnostics in source order.
package struct LessonReport: Sendable, Equatable {
  package var lesson: Lesson
  package var scenarios: [ScenarioResult]
  package var diagnostics: [SiteDiagnostic]

  package init(lesson: Lesson, scenarios: [ScenarioResult], diagnostics: [SiteDiagnostic]) {
    self.lesson = lesson
    self.scenarios = scenarios
    self.diagnostics = diagnostics
  }
}
