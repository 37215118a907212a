/// Renders one scenario as the HTML that replaces its code and trace blocks on the page:
/// a verdict, the highlighted code, the trace table and the sequence diagram.
///
/// A failed scenario says so first, shows why, and shows the lesson's expected trace next
/// to what actually ran, so a reader is never misled by a trace that is not true.
package struct ScenarioRenderer: Sendable {
  /// The page locale's words for badges and verdicts.
  package var strings: UIStrings

  package init(strings: UIStrings) {
    self.strings = strings
  }

  /// The `<figure>` for `scenario`.
  package func render(_ scenario: ScenarioPresentation) -> String {
    let ordinal = scenario.ordinal
    let language = scenario.language.rawValue
    var html = "<figure class=\"scenario\" id=\"scenario-\(ordinal)\" "
    html += "data-scenario=\"\(HTML.escape(scenario.id))\""
    // One of a Swift / Objective-C pair (`id=NAME.swift`, `id=NAME.objc`): site.js shows one
    // of the two with a toggle; without it (and in print) both show, each named.
    let pair = ScenarioPairs.pairName(id: scenario.id, language: scenario.language)
    if let pair { html += " data-pair=\"\(HTML.escape(pair))\"" }
    html += ">\n"
    if pair != nil {
      html +=
        "<p class=\"pair-label\">"
        + (scenario.language == .swift ? "Swift" : "Objective-C") + "</p>\n"
    }
    switch scenario.verdict {
    case .verified:
      html += "<p class=\"verdict verdict-verified\"><span aria-hidden=\"true\">✓</span> "
      html += HTML.escape(strings["verified"]) + "</p>\n"
    case .unverified:
      html += "<p class=\"verdict verdict-unverified\">"
      html += HTML.escape(strings["notVerified"]) + "</p>\n"
    case .failed(let messages):
      html += "<div class=\"verdict verdict-failed\" role=\"alert\">"
      let headline = scenario.events.isEmpty ? strings["failedNotRun"] : strings["failed"]
      html += "<p><span aria-hidden=\"true\">✗</span> " + HTML.escape(headline) + "</p>"
      if !messages.isEmpty {
        html += "<pre class=\"verdict-detail\">"
        html += HTML.escape(messages.joined(separator: "\n")) + "</pre>"
      }
      html += "</div>\n"
    }
    let highlighter = SyntaxHighlighter(language: scenario.language)
    html += "<pre class=\"code lang-\(language)\"><code>"
    html += highlighter.highlight(scenario.source, scenario: ordinal)
    html += "</code></pre>\n"
    if case .failed = scenario.verdict, let expected = scenario.expectedTrace {
      html += "<div class=\"expected-trace\"><p class=\"expected-label\">"
      html += HTML.escape(strings["expectedTrace"]) + "</p>"
      html += "<pre class=\"trace-text\"><code>" + HTML.escape(expected) + "</code></pre></div>\n"
    }
    guard !scenario.events.isEmpty else { return html + "</figure>" }
    // As the highlighter counts them: a final line ending does not start another line.
    var lines = scenario.source.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    let lineCount = lines.count
    let table = TraceTableRenderer(
      language: scenario.language, showLayout: scenario.showLayout, strings: strings)
    html += "<div class=\"trace-wrap\">"
    html += table.render(scenario.events, scenario: ordinal, lineCount: lineCount)
    html += "</div>\n"
    let diagram = SequenceDiagramRenderer(
      language: scenario.language, showLayout: scenario.showLayout, strings: strings)
    html += "<div class=\"seq-wrap\">"
    html += diagram.render(scenario.events, title: strings["sequenceDiagram"])
    html += "</div>\n"
    if let player = scenario.playerHTML { html += player + "\n" }
    return html + "</figure>"
  }
}
