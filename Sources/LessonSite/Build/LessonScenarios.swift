import Foundation

/// The rendered form of a lesson's scenarios: which fenced blocks they replace.
///
/// Verification produces it once per lesson; every page showing that lesson (its own
/// locale, and the locales that fall back to it) renders from it.
package struct LessonScenarios: Sendable {
  /// One scenario and the fenced blocks (0-based `FencedCodeBlock.index`) it replaces.
  package struct Item: Sendable {
    /// The scenario's fenced code block.
    package var codeBlock: Int
    /// Its ```` ```trace ```` block, removed from the page (the table shows it).
    package var traceBlock: Int?
    /// What the page shows in place of both.
    package var presentation: ScenarioPresentation

    package init(codeBlock: Int, traceBlock: Int?, presentation: ScenarioPresentation) {
      self.codeBlock = codeBlock
      self.traceBlock = traceBlock
      self.presentation = presentation
    }
  }

  /// In source order.
  package var items: [Item]
  /// Shared by the pages of the lesson's translations while they render (`SiteRenderer`):
  /// the parts of each figure the same in every locale, made once. Nil: made per page.
  var figures: ScenarioFigureCache?

  package init(items: [Item]) {
    self.items = items
  }

  /// A lesson's scenarios as pages show them. A scenario that failed (its own trace, the
  /// cross-locale check, or did not run) is failed, with the diagnostics placed inside it.
  package init(_ report: LessonReport) {
    var players = TracePlayers()
    self.init(report, players: &players)
  }

  /// `init(report)`, each trace player taken from `players` when another lesson with the
  /// same run made it already (a lesson's translations).
  package init(_ report: LessonReport, players: inout TracePlayers) {
    var items: [Item] = []
    for result in report.scenarios {
      let block = result.block
      let last = block.trace?.lastLine ?? block.code.lastLine
      let verdict: ScenarioPresentation.Verdict
      switch result.status {
      case .failed:
        let messages = report.diagnostics.filter { diagnostic in
          diagnostic.severity == .error && diagnostic.file == report.lesson.path
            && (block.code.openingFenceLine...last).contains(diagnostic.line ?? 0)
        }
        verdict = .failed(messages)
      case .passed:
        verdict = block.trace == nil ? .unverified : .verified
      }
      var presentation = ScenarioPresentation(
        ordinal: block.ordinal, id: block.id, language: block.language,
        source: block.code.literal, events: result.outcome.events,
        showLayout: result.outcome.showLayout, expectedTrace: block.expectedTrace,
        verdict: verdict)
      presentation.player(states: result.outcome.states, made: &players)
      items.append(
        Item(
          codeBlock: block.code.index, traceBlock: block.trace?.index, presentation: presentation))
    }
    self.items = items
  }

  /// Scenarios shown as failed.
  package var failedCount: Int {
    items.filter {
      if case .failed = $0.presentation.verdict { return true }
      return false
    }.count
  }

  /// Scenarios shown as verified.
  package var verifiedCount: Int {
    items.filter { $0.presentation.verdict == .verified }.count
  }

  /// The replacement map for `MarkdownPasses.CodeBlockReplacer` (`LessonBody`): each
  /// scenario's figure (its ids in `scope`) in place of its code block, nothing in place of
  /// its trace block.
  package func replacements(strings: UIStrings, scope: IDScope = .page) -> [Int: String] {
    let renderer = ScenarioRenderer(strings: strings, figures: figures, scope: scope)
    var map: [Int: String] = [:]
    for item in items {
      map[item.codeBlock] = renderer.render(item.presentation)
      if let trace = item.traceBlock { map[trace] = "" }
    }
    return map
  }
}
