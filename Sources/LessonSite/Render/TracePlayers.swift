import Containment

/// The trace players' payloads made so far (`TracePlayerData.html`), so lessons with the same
/// run share one: a translation carries its original's code and gets its original's run
/// (`SharedScenarioRuns`), so its player is the same. Held while a build reads its reports
/// into what pages show, then let go.
package struct TracePlayers {
  private struct Made {
    var events: [TraceEvent]
    var states: UIKitStateTimeline
    var showLayout: Bool
    var html: String?
  }

  /// By the scenario's code: runs of different code are never compared.
  private var made: [String: [Made]] = [:]

  package init() {}

  /// `TracePlayerData(events:states:showLayout:visible:)?.html`, made once for equal inputs
  /// (a run's events and states share their storage, so comparing them is mostly an identity
  /// check). `visible`: the events' visible indexes, when the caller has them.
  mutating func html(
    source: String, events: [TraceEvent], states: UIKitStateTimeline?, showLayout: Bool,
    visible: [Int]? = nil
  ) -> String? {
    guard let states else { return nil }
    if let known = made[source]?.first(where: {
      $0.showLayout == showLayout && $0.events == events && $0.states == states
    }) {
      return known.html
    }
    let html = TracePlayerData(
      events: events, states: states, showLayout: showLayout, visible: visible)?.html
    made[source, default: []].append(
      Made(events: events, states: states, showLayout: showLayout, html: html))
    return html
  }
}
