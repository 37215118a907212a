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
  /// Set when the block passed without running any code of its own (declarations only,
  /// methods nobody calls) or ran without recording anything: "checked, not run", never
  /// "verified". Holds the methods nobody called, for the hint.
  package var notRun: ScenarioReach?

  package init(
    block: ScenarioBlock, lessonPath: String, locale: String, outcome: ScenarioOutcome,
    status: Status, notRun: ScenarioReach? = nil
  ) {
    self.block = block
    self.lessonPath = lessonPath
    self.locale = locale
    self.outcome = outcome
    self.status = status
    self.notRun = notRun
  }

  /// True for a block that passed every check without running its own code.
  package var isCheckedNotRun: Bool { status == .passed && notRun != nil }

  /// The trace the run produced, spelled in the scenario's language; nil when the scenario
  /// did not run (an error diagnostic), so that a partial trace is never promoted, and nil
  /// when the block's code never ran or recorded nothing: promotion never writes an empty
  /// trace, nor one that only shows the window being set up.
  package var actualTrace: String? {
    guard outcome.succeeded, notRun == nil,
      !outcome.traceText.allSatisfy(\.isWhitespace)
    else { return nil }
    return outcome.traceText
  }

  /// True when there is a run to promote and it differs from the trace block (or there is none).
  package var needsPromotion: Bool {
    guard let actual = actualTrace else { return false }
    return block.expectedTrace != actual
  }
}

extension ScenarioResult {
  /// The status as the machine-readable reports name it (JSON, JUnit): `verified`,
  /// `checked-not-run`, `failed` or `without-trace`.
  package var statusWord: String {
    switch status {
    case .failed: "failed"
    case .passed:
      if isCheckedNotRun {
        "checked-not-run"
      } else {
        block.hasExpectedTrace ? "verified" : "without-trace"
      }
    }
  }
}
