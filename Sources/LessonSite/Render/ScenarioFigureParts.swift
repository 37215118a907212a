import Containment
import Foundation

/// The parts of a scenario's figure that are the same in every locale: the highlighted code,
/// the trace table's rows and the sequence diagram but for their localized words. A lesson
/// exists in several locales with the same scenarios; made once (`ScenarioFigureCache`),
/// they serve each locale's page, which adds only its words (`ScenarioRenderer`).
struct ScenarioFigureParts: Sendable {
  /// `SyntaxHighlighter.highlight(source, scenario: ordinal, scope:)`.
  var code: String
  /// The events a reader sees (`ScenarioPresentation.visible`).
  var visible: [TraceEvent]
  /// Each visible event's text where it is the same in every locale
  /// (`TraceTableRenderer.sharedText`), nil for time and turns.
  var sharedTexts: [String?]
  /// The table's rows; nil when the scenario has no events (no table, no diagram).
  var rows: TraceTableRenderer.Rows?
  /// The diagram's layout; nil when the scenario has no events.
  var layout: SequenceDiagramRenderer.Layout?

  /// The parts of `scenario`'s figure, its ids in `scope` (the code's lines, the table's
  /// links to them).
  init(_ scenario: ScenarioPresentation, scope: IDScope = .page) {
    code = SyntaxHighlighter(language: scenario.language).highlight(
      scenario.source, scenario: scenario.ordinal, scope: scope)
    guard !scenario.events.isEmpty else {
      visible = []
      sharedTexts = []
      return
    }
    visible = scenario.visible.map { scenario.events[$0] }
    sharedTexts = visible.map { TraceTableRenderer.sharedText($0, language: scenario.language) }
    rows = TraceTableRenderer.Rows(
      visible, texts: sharedTexts, language: scenario.language, scenario: scenario.ordinal,
      lineCount: Self.lineCount(scenario.source), scope: scope)
    layout = SequenceDiagramRenderer.Layout(
      visible, texts: sharedTexts, language: scenario.language)
  }

  /// `page`'s parts (made with `.page` ids) with their ids in `scope` instead: only the code
  /// and the table's rows hold ids, so the visible events, their texts and the diagram are
  /// `page`'s own, not made again for a print section.
  init(_ scenario: ScenarioPresentation, scope: IDScope, from page: ScenarioFigureParts) {
    self = page
    code = SyntaxHighlighter(language: scenario.language).highlight(
      scenario.source, scenario: scenario.ordinal, scope: scope)
    guard page.rows != nil else { return }
    rows = TraceTableRenderer.Rows(
      visible, texts: sharedTexts, language: scenario.language, scenario: scenario.ordinal,
      lineCount: Self.lineCount(scenario.source), scope: scope)
  }

  /// The source's lines as the highlighter counts them: a final line ending does not start
  /// another line.
  static func lineCount(_ source: String) -> Int {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.count > 1 && lines.last?.isEmpty == true ? lines.count - 1 : lines.count
  }

  /// Each visible event's `eventText` in `table`'s words.
  func texts(_ table: TraceTableRenderer) -> [String] {
    zip(visible, sharedTexts).map { event, shared in shared ?? table.eventText(event) }
  }
}

/// The figure parts of the scenarios of one lesson in every locale, made on first use: the
/// pages of one lesson share one (`SiteRenderer` renders them together), so the parts live
/// no longer than those pages take to render.
///
/// A scenario's parts depend on its ordinal, language, code, events and `showLayout` alone,
/// and on the ids' scope (a page's, or a print section's, the same in every locale); a
/// translation carries its original's code and its run's events (`SharedScenarioRuns`).
final class ScenarioFigureCache: @unchecked Sendable {
  private let lock = NSLock()
  private var entries:
    [(scenario: ScenarioPresentation, scope: IDScope, parts: ScenarioFigureParts)] = []

  /// The parts of `scenario` with ids in `scope`, made now or by an earlier page with the
  /// same scenario.
  func parts(for scenario: ScenarioPresentation, scope: IDScope = .page) -> ScenarioFigureParts {
    lock.lock()
    let known = entries.first { $0.scope == scope && Self.sameParts($0.scenario, scenario) }?
      .parts
    lock.unlock()
    if let known { return known }
    // Another scope's parts share the page's events, texts and diagram.
    let parts =
      scope == .page
      ? ScenarioFigureParts(scenario)
      : ScenarioFigureParts(scenario, scope: scope, from: self.parts(for: scenario))
    lock.lock()
    entries.append((scenario, scope, parts))
    lock.unlock()
    return parts
  }

  /// Scenarios whose parts were made (for tests).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }

  /// True when `a` and `b` have the same parts: the same inputs to them. Events of one run
  /// share their storage, so comparing them is mostly an identity check.
  private static func sameParts(_ a: ScenarioPresentation, _ b: ScenarioPresentation) -> Bool {
    a.ordinal == b.ordinal && a.language == b.language && a.showLayout == b.showLayout
      && a.source == b.source && a.events == b.events
  }
}
