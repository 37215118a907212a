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
    switch event.action {
    case .clock(let seconds):
      return strings.format("secondsFormat", ["seconds": TraceFormatter.number(seconds)])
    case .endOfTurn:
      return strings["endOfTurn"]
    default:
      return Self.sharedText(event, language: language) ?? ""
    }
  }

  /// `eventText(event)` when it is the same in every locale (the trace text); nil for time
  /// and turns, spelled in the locale's words.
  static func sharedText(_ event: TraceEvent, language: ScenarioLanguage) -> String? {
    switch event.action {
    case .clock, .endOfTurn: nil
    default: TraceFormatter(spelling: language.traceSpelling).describe(event.action)
    }
  }

  /// The event text, HTML-escaped, with a `<wbr>` at each token boundary (`TokenBreaks`): a
  /// narrow column breaks `window.rootViewController` after `window.`, never inside a name.
  package static func breakable(_ text: String) -> String {
    TokenBreaks.breakable(text)
  }

  /// The provenance mark of an event (` <a class="pv-d" href="fidelity.html#A7-1">D</a>`):
  /// its tag's letter, linking to the rule on the locale's fidelity page; "" for an event
  /// without provenance. In the kind column, so copying a trace leaves it out. The letters
  /// are explained once, in the legend under the table (`legend`), not on every row;
  /// `site.js` titles each mark with its rule and tag in words.
  package func mark(_ event: TraceEvent) -> String {
    guard let provenance = event.provenance else { return "" }
    return Self.mark(provenance)
  }

  static func mark(_ provenance: Provenance) -> String {
    let tag = provenance.tag.rawValue
    var html = " <a class=\"pv-"
    html += tag.lowercased()
    html += "\" href=\""
    HTML.escape(FidelityPage.href(provenance), into: &html)
    html += "\">"
    html += tag
    html += "</a>"
    return html
  }

  /// What the provenance letters of `tags` mean, in the fidelity page's order, after the
  /// table: `<p class="trace-legend"><span class="pv-d">D</span> documented by Apple …</p>`;
  /// "" when no row has one.
  func legend(_ tags: Set<FidelityRule.Tag>, into html: inout String) {
    guard !tags.isEmpty else { return }
    let words = FidelityPage(strings: strings)
    html += "\n<p class=\"trace-legend\">"
    var first = true
    for tag in FidelityRule.Tag.allCases where tags.contains(tag) {
      if !first { html += " " }
      first = false
      html += "<span class=\"pv-\(tag.rawValue.lowercased())\">\(tag.rawValue)</span> "
      HTML.escape(words.tagWords(tag), into: &html)
    }
    html += "</p>"
  }

  /// The table. `scenario` is the scenario's ordinal on the page (for line links);
  /// `lineCount` the number of source lines, so a link never points to a missing line.
  ///
  /// Lean markup: columns are styled by position, a row's kind and depth are classes on the
  /// row (`ev-auto d1`), and only `time` and `turn` rows, whose words differ from the trace
  /// text, carry their trace line (`data-line`) for the copy button. Body rows leave out the
  /// `</td>` and `</tr>` end tags HTML makes optional (a row is a line of its own), and
  /// provenance letters are explained once, under the table (`legend`).
  package func render(_ events: [TraceEvent], scenario: Int, lineCount: Int) -> String {
    let visible = Self.visibleEvents(events, showLayout: showLayout)
    var html = ""
    render(
      visible, texts: visible.map(eventText), scenario: scenario, lineCount: lineCount,
      into: &html)
    return html
  }

  /// The table of `visible` (`visibleEvents`), whose `eventText`s are `texts`, appended to
  /// `html`.
  func render(
    _ visible: [TraceEvent], texts: [String], scenario: Int, lineCount: Int,
    into html: inout String
  ) {
    precondition(texts.count == visible.count, "one text per visible event")
    render(
      Rows(
        visible, texts: texts.map(Optional.some), language: language, scenario: scenario,
        lineCount: lineCount),
      texts: texts, into: &html)
  }

  /// The table's rows but for their localized words: the same in every locale, so a
  /// scenario shown in several is made once (`ScenarioFigureParts`). A row is `heads[i]`,
  /// the kind's badge, then `tails[i]`; a tail is nil where the event's text is the
  /// locale's (`sharedText` nil), made per locale (`tail`).
  struct Rows: Sendable {
    var visible: [TraceEvent]
    var heads: [String] = []
    var tails: [String?] = []
    /// Provenance letters the rows show, explained in the legend.
    var tags: Set<FidelityRule.Tag> = []
    var scenario: Int
    var lineCount: Int
    /// How the links to the code's lines name them (`IDScope`).
    var scope: IDScope

    /// The rows of `visible`, whose texts are `texts` (nil: the locale's, left out), in
    /// `language`'s spelling; `scenario` and `lineCount` as `render(_:scenario:lineCount:)`,
    /// line links in `scope`.
    init(
      _ visible: [TraceEvent], texts: [String?], language: ScenarioLanguage, scenario: Int,
      lineCount: Int, scope: IDScope = .page
    ) {
      precondition(texts.count == visible.count, "one text per visible event")
      self.visible = visible
      self.scenario = scenario
      self.lineCount = lineCount
      self.scope = scope
      let formatter = TraceFormatter(spelling: language.traceSpelling)
      // A trace repeats a few rules: each mark is made once per table.
      var marks: [Provenance: String] = [:]
      heads.reserveCapacity(visible.count)
      tails.reserveCapacity(visible.count)
      for (offset, event) in visible.enumerated() {
        heads.append(Self.head(event, offset: offset, formatter: formatter))
        if let provenance = event.provenance { tags.insert(provenance.tag) }
        tails.append(
          texts[offset].map { tail(event, text: $0, marks: &marks) })
      }
    }

    /// The row up to its badge: `<tr class="ev-auto d1"><td>3<td><span>`.
    private static func head(_ event: TraceEvent, offset: Int, formatter: TraceFormatter)
      -> String
    {
      var html = "<tr class=\"ev-"
      html += event.kind.rawValue
      if event.depth > 0 {
        html += " d"
        html += String(event.depth)
      }
      html += "\""
      if event.kind == .time || event.kind == .turn {
        html += " data-line=\""
        HTML.escape(formatter.line(for: event), into: &html)
        html += "\""
      }
      html += "><td>"
      html += String(offset + 1)
      html += "<td><span>"
      return html
    }

    /// The row after its badge, for an event whose text is `text`.
    func tail(_ event: TraceEvent, text: String, marks: inout [Provenance: String]) -> String {
      var html = "</span>"
      if let provenance = event.provenance {
        if let mark = marks[provenance] {
          html += mark
        } else {
          let mark = TraceTableRenderer.mark(provenance)
          marks[provenance] = mark
          html += mark
        }
      }
      html += "<td>"
      switch event.kind {
      case .manual, .auto, .block:
        html += "<code>"
        TokenBreaks.breakable(text, into: &html)
        html += "</code>"
      case .print:
        html += "<samp>"
        TokenBreaks.breakable(text, into: &html)
        html += "</samp>"
      default:
        TokenBreaks.breakable(text, into: &html)
      }
      html += "<td>"
      if let line = event.sourceLine, line >= 1, line <= lineCount {
        html += "<a href=\"#"
        SyntaxHighlighter.appendLineID(
          scenario: scenario, line: line, scope: scope, to: &html)
        html += "\">"
        html += String(line)
        html += "</a>"
      }
      html += "\n"
      return html
    }
  }

  /// The table of `rows`, whose visible events' `eventText`s are `texts`, appended to `html`.
  func render(_ rows: Rows, texts: [String], into html: inout String) {
    precondition(texts.count == rows.visible.count, "one text per visible event")
    html += "<table class=\"trace\">\n<thead><tr>"
    for key in ["traceStep", "traceKind", "traceEvent", "traceLine"] {
      html += "<th>"
      HTML.escape(strings[key], into: &html)
      html += "</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    // A trace repeats a few kinds and rules: each badge and mark is made once per table.
    var badges: [TraceEvent.Kind: String] = [:]
    var marks: [Provenance: String] = [:]
    for (offset, event) in rows.visible.enumerated() {
      html += rows.heads[offset]
      if let badge = badges[event.kind] {
        html += badge
      } else {
        let badge = HTML.escape(badge(event.kind))
        badges[event.kind] = badge
        html += badge
      }
      if let tail = rows.tails[offset] {
        html += tail
      } else {
        html += rows.tail(event, text: texts[offset], marks: &marks)
      }
    }
    html += "</tbody>\n</table>"
    legend(rows.tags, into: &html)
  }
}
