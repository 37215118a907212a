import Containment
import Diagnostics
import Scenarios

/// Everything needed to show one scenario on a page: its code, what running it produced and
/// whether that matched the lesson's ```` ```trace ```` block.
package struct ScenarioPresentation: Sendable, Equatable {
  /// How verification went. A scenario that failed is shown as failed, never as verified.
  package enum Verdict: Sendable, Equatable {
    /// The trace the code produced is the trace the lesson shows.
    case verified
    /// It is not, or the scenario could not run; the diagnostics say why.
    case failed([SiteDiagnostic])
    /// It ran, but the lesson gives no trace to compare with.
    case unverified
  }

  /// 1-based ordinal among the scenarios of its page; line ids use it (`s2-L5`).
  package var ordinal: Int
  /// The scenario id (`transition#2` or the author's `id=`).
  package var id: String
  /// Decides highlighting and how the trace is spelled.
  package var language: ScenarioLanguage
  /// The code, as the lesson writes it.
  package var source: String
  /// What running it produced (layout events included; `showLayout` decides).
  package var events: [TraceEvent] { didSet { visible = Self.visible(events, showLayout) } }
  /// `show=layout`: layout callbacks are shown.
  package var showLayout: Bool { didSet { visible = Self.visible(events, showLayout) } }
  /// The indexes of the events a reader sees (`TraceFormatter.visibleIndices`), found once
  /// for the player, the table and the diagram.
  package private(set) var visible: [Int]
  /// The author's trace block text, if the lesson has one.
  package var expectedTrace: String?
  /// What the verification found.
  package var verdict: Verdict
  /// The trace player's payload (`TracePlayerData.html`), nil for no player. Made from the
  /// run's states as soon as they are known (`player(states:)`); the states themselves are
  /// not kept: a site of thousands of scenarios would otherwise hold every state of every
  /// run from verification until its page is rendered.
  package private(set) var playerHTML: String?

  package init(
    ordinal: Int, id: String, language: ScenarioLanguage, source: String, events: [TraceEvent],
    showLayout: Bool, expectedTrace: String?, verdict: Verdict,
    states: UIKitStateTimeline? = nil
  ) {
    self.ordinal = ordinal
    self.id = id
    self.language = language
    self.source = source
    self.events = events
    self.showLayout = showLayout
    visible = Self.visible(events, showLayout)
    self.expectedTrace = expectedTrace
    self.verdict = verdict
    player(states: states)
  }

  /// Sets the trace player from `states`, what UIKit held after each of `events`.
  package mutating func player(states: UIKitStateTimeline?) {
    var players = TracePlayers()
    player(states: states, made: &players)
  }

  /// `player(states:)`, the payload taken from `players` when made there already.
  mutating func player(states: UIKitStateTimeline?, made players: inout TracePlayers) {
    playerHTML = players.html(
      source: source, events: events, states: states, showLayout: showLayout, visible: visible)
  }

  private static func visible(_ events: [TraceEvent], _ showLayout: Bool) -> [Int] {
    TraceFormatter(showLayout: showLayout).visibleIndices(events)
  }
}
