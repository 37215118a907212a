import Diagnostics

/// Renders one scenario as the HTML that replaces its code and trace blocks on the page:
/// a verdict, the highlighted code, the trace table and the sequence diagram.
///
/// A failed scenario says so first, shows why, and shows the lesson's expected trace next
/// to what actually ran, so a reader is never misled by a trace that is not true.
package struct ScenarioRenderer: Sendable {
  /// The page locale's words for badges and verdicts.
  package var strings: UIStrings
  /// Where the parts of a figure the same in every locale are made once for the pages of a
  /// lesson's translations; nil: made for each figure.
  var figures: ScenarioFigureCache?
  /// How the figure's ids are written (`IDScope`): as they are on a lesson page, prefixed
  /// in a section of the print page.
  package var scope: IDScope

  package init(strings: UIStrings, scope: IDScope = .page) {
    self.strings = strings
    self.scope = scope
  }

  init(strings: UIStrings, figures: ScenarioFigureCache?, scope: IDScope = .page) {
    self.strings = strings
    self.figures = figures
    self.scope = scope
  }

  /// The `<figure>` for `scenario`.
  package func render(_ scenario: ScenarioPresentation) -> String {
    var html = ""
    html.reserveCapacity(
      4096 + scenario.source.utf8.count * 4 + scenario.events.count * 600
        + (scenario.playerHTML?.utf8.count ?? 0))
    render(scenario, into: &html)
    return html
  }

  /// `render(scenario)` appended to `html`.
  func render(_ scenario: ScenarioPresentation, into html: inout String) {
    let ordinal = scenario.ordinal
    html += "<figure class=\"scenario\" id=\""
    scope.appendPrefix(to: &html)
    html += "scenario-"
    html += String(ordinal)
    html += "\" data-scenario=\""
    HTML.escape(scenario.id, into: &html)
    html += "\""
    // One of a Swift / Objective-C pair (`id=NAME.swift`, `id=NAME.objc`): site.js shows one
    // of the two with a toggle; without it (and in print) both show, each named.
    let pair = ScenarioPairs.pairName(id: scenario.id, language: scenario.language)
    if let pair {
      html += " data-pair=\""
      HTML.escape(pair, into: &html)
      html += "\""
    }
    // One of one scenario's versions (`id=NAME.ios12`, `id=NAME.ios26`): labelled, and set
    // beside the other by style.css.
    let version = ScenarioVersions.version(id: scenario.id)
    if let version {
      html += " data-versions=\""
      HTML.escape(version.stem, into: &html)
      html += "\""
    }
    html += ">\n"
    if let version {
      html += "<p class=\"version-label\">iOS "
      HTML.escape(version.version, into: &html)
      html += "</p>\n"
    }
    if pair != nil {
      html +=
        scenario.language == .swift
        ? "<p class=\"pair-label\">Swift</p>\n" : "<p class=\"pair-label\">Objective-C</p>\n"
    }
    switch scenario.verdict {
    case .verified:
      html += "<p class=\"verdict verdict-verified\"><span aria-hidden=\"true\">✓</span> "
      HTML.escape(strings["verified"], into: &html)
      html += "</p>\n"
    case .unverified:
      html += "<p class=\"verdict verdict-unverified\">"
      HTML.escape(strings["notVerified"], into: &html)
      html += "</p>\n"
    case .failed(let diagnostics):
      html += "<div class=\"verdict verdict-failed\" role=\"alert\">"
      let headline = scenario.events.isEmpty ? strings["failedNotRun"] : strings["failed"]
      html += "<p><span aria-hidden=\"true\">✗</span> "
      HTML.escape(headline, into: &html)
      html += "</p>"
      if !diagnostics.isEmpty {
        html += "<div class=\"verdict-detail\">"
        for diagnostic in diagnostics { html += DiagnosticFormatter.html(diagnostic) }
        html += "</div>"
      }
      html += "</div>\n"
    }
    let parts =
      figures?.parts(for: scenario, scope: scope) ?? ScenarioFigureParts(scenario, scope: scope)
    html += "<pre class=\"code lang-"
    html += scenario.language.rawValue
    html += "\"><code>"
    html += parts.code
    html += "</code></pre>\n"
    if case .failed = scenario.verdict, let expected = scenario.expectedTrace {
      html += "<div class=\"expected-trace\"><p class=\"expected-label\">"
      HTML.escape(strings["expectedTrace"], into: &html)
      html += "</p><pre class=\"trace-text\"><code>"
      HTML.escape(expected, into: &html)
      html += "</code></pre></div>\n"
    }
    guard let rows = parts.rows, let layout = parts.layout else {
      html += "</figure>"
      return
    }
    // The table and the diagram show the same events in the same words: spelled once.
    let table = TraceTableRenderer(
      language: scenario.language, showLayout: scenario.showLayout, strings: strings)
    let texts = parts.texts(table)
    html += "<div class=\"trace-wrap\">"
    table.render(rows, texts: texts, into: &html)
    html += "</div>\n"
    let diagram = SequenceDiagramRenderer(
      language: scenario.language, showLayout: scenario.showLayout, strings: strings)
    html += "<div class=\"seq-wrap\">"
    diagram.render(layout, texts: texts, title: strings["sequenceDiagram"], into: &html)
    html += "</div>\n"
    if let player = scenario.playerHTML {
      html += player
      html += "\n"
    }
    html += "</figure>"
  }
}
