import Containment

/// What running one scenario produced: its trace, or the diagnostics that stopped it.
public struct ScenarioOutcome: Sendable, Equatable {
  public var language: ScenarioLanguage { didSet { traceText = Self.format(self) } }
  /// Every event, layout ones included; formatting decides what to show.
  public var events: [TraceEvent] { didSet { traceText = Self.format(self) } }
  /// Errors mean the scenario did not run (or stopped); the trace is then partial or empty.
  public var diagnostics: [ScenarioDiagnostic]
  public var showLayout: Bool { didSet { traceText = Self.format(self) } }
  /// What UIKit held after each event (`states.after[i]` for `events[i]`), for the site's
  /// trace player; nil when the scenario did not run or had too many objects to record.
  public var states: UIKitStateTimeline?
  /// The source lines the run executed (statements, method entries, property initial
  /// values), whether or not they left an event.
  public var ranLines: Set<Int> = []

  public init(
    language: ScenarioLanguage, events: [TraceEvent], diagnostics: [ScenarioDiagnostic],
    showLayout: Bool, states: UIKitStateTimeline? = nil
  ) {
    self.language = language
    self.events = events
    self.diagnostics = diagnostics
    self.showLayout = showLayout
    self.states = states
    traceText = ""
    traceText = Self.format(self)
  }

  /// True when no error-severity diagnostic was produced.
  public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

  /// The trace as lessons write it (see README "Trace format"). Formatted once, when the
  /// events are set: verification, cross-locale checks and promotion each read it.
  public private(set) var traceText: String

  private static func format(_ outcome: ScenarioOutcome) -> String {
    TraceFormatter(
      spelling: outcome.language.traceSpelling, showLayout: outcome.showLayout
    ).format(outcome.events)
  }
}
