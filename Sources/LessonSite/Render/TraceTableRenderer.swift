import Containment
import Scenarios

/// Renders a trace as an HTML table: step number, a localized kind badge, the event text
/// indented by causal depth, and a link to the source line the event came from.
///
/// The event text is `TraceFormatter.describe` in the scenario's own language, so the table
/// reads exactly like the ```` ```trace ```` block beside it. Warnings, lints and raises get
/// row classes of their own so the stylesheet can mark them.
package struct TraceTableRenderer: Sendable {
  /// Events are spelled as the scenario is written.
  package var language: ScenarioLanguage
  /// Layout events shown only when the scenario asks for them.
  package var showLayout: Bool
  /// The page locale's words for badges and headers.
  package var strings: UIStrings

  package init(language: ScenarioLanguage, showLayout: Bool, strings: UIStrings) {
    self.language = language
    self.showLayout = showLayout
    self.strings = strings
  }

  /// The events a reader sees, exactly the lines of the trace text: layout ones only when
  /// the scenario asked for them, and no `turn`/`time` row with nothing in it.
  package static func visibleEvents(_ events: [TraceEvent], showLayout: Bool) -> [TraceEvent] {
    TraceFormatter(showLayout: showLayout).visibleEvents(events)
  }

  /// The localized badge word for a kind.
  package func badge(_ kind: TraceEvent.Kind) -> String {
    strings["badge" + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()]
  }

  /// The event's text as a reader sees it: the trace text, or a word for time and turns.
  package func eventText(_ event: TraceEvent) -> String {
    let formatter = TraceFormatter(spelling: language == .swift ? .swift : .objc)
    switch event.action {
    case .clock(let seconds):
      return strings.format("secondsFormat", ["seconds": TraceFormatter.number(seconds)])
    case .endOfTurn:
      return strings["endOfTurn"]
    default:
      return formatter.describe(event.action)
    }
  }

  /// The event text, HTML-escaped, with a `<wbr>` at each token boundary (`TokenBreaks`): a
  /// narrow column breaks `window.rootViewController` after `window.`, never inside a name.
  package static func breakable(_ text: String) -> String {
    TokenBreaks.breakable(text)
  }

  /// The provenance mark of an event (` <a class="pv-d" …>D</a>`): its tag's letter, linking
  /// to the rule on the locale's fidelity page, titled with the rule id and the tag in words;
  /// "" for an event without provenance. In the kind column, so copying a trace leaves it out.
  package func mark(_ event: TraceEvent) -> String {
    guard let provenance = event.provenance else { return "" }
    let tag = provenance.tag.rawValue
    let title = FidelityPage(strings: strings).markTitle(provenance)
    return
      " <a class=\"pv-\(tag.lowercased())\" href=\"\(HTML.escape(FidelityPage.href(provenance)))\""
      + " title=\"\(HTML.escape(title))\">\(tag)</a>"
  }

  /// The table. `scenario` is the scenario's ordinal on the page (for line links);
  /// `lineCount` the number of source lines, so a link never points to a missing line.
  ///
  /// Lean markup: columns are styled by position, a row's kind and depth are classes on the
  /// row (`ev-auto d1`), and only `time` and `turn` rows, whose words differ from the trace
  /// text, carry their trace line (`data-line`) for the copy button.
  package func render(_ events: [TraceEvent], scenario: Int, lineCount: Int) -> String {
    var html = "<table class=\"trace\">\n<thead><tr>"
    for key in ["traceStep", "traceKind", "traceEvent", "traceLine"] {
      html += "<th scope=\"col\">\(HTML.escape(strings[key]))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    let formatter = TraceFormatter(spelling: language == .swift ? .swift : .objc)
    for (offset, event) in Self.visibleEvents(events, showLayout: showLayout).enumerated() {
      let kind = event.kind.rawValue
      html += "<tr class=\"ev-\(kind)\(event.depth > 0 ? " d\(event.depth)" : "")\""
      if event.kind == .time || event.kind == .turn {
        html += " data-line=\"\(HTML.escape(formatter.line(for: event)))\""
      }
      html += "><td>\(offset + 1)</td><td><span>"
      html += HTML.escape(badge(event.kind)) + "</span>" + mark(event) + "</td><td>"
      let text = Self.breakable(eventText(event))
      switch event.kind {
      case .manual, .auto, .block: html += "<code>\(text)</code>"
      case .print: html += "<samp>\(text)</samp>"
      default: html += text
      }
      html += "</td><td>"
      if let line = event.sourceLine, line >= 1, line <= lineCount {
        let id = SyntaxHighlighter.lineID(scenario: scenario, line: line)
        html += "<a href=\"#\(id)\">\(line)</a>"
      }
      html += "</td></tr>\n"
    }
    html += "</tbody>\n</table>"
    return html
  }
}
