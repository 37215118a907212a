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

  package init(items: [Item]) {
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

  /// The replacement map for `MarkdownDocument.renderHTML(replacingCodeBlocks:)`: each
  /// scenario's figure in place of its code block, nothing in place of its trace block.
  package func replacements(strings: UIStrings) -> [Int: String] {
    let renderer = ScenarioRenderer(strings: strings)
    var map: [Int: String] = [:]
    for item in items {
      map[item.codeBlock] = renderer.render(item.presentation)
      if let trace = item.traceBlock { map[trace] = "" }
    }
    return map
  }
}
