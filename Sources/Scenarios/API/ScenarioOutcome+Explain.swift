import Containment

extension ScenarioLanguage {
  /// How a trace spells this language's calls: where the scenario's language and the
  /// model's trace spelling meet, so no caller converts one into the other by hand.
  public var traceSpelling: TraceFormatter.Spelling { self == .swift ? .swift : .objc }
}

extension ScenarioOutcome {
  /// The trace; with `explain`, each UIKit line ends with its fidelity rule and tag
  /// (`[A1.3 D]`, `lessons run --explain`).
  public func traceText(explain: Bool) -> String {
    guard explain else { return traceText }
    return TraceFormatter(spelling: language.traceSpelling, showLayout: showLayout, explain: true)
      .format(events)
  }
}
