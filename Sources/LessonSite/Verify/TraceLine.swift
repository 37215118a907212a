import Containment
import Scenarios

/// One line of a trace as `TraceExplainer` compares it: its kind, causal depth and event text.
///
/// The run's side is made from its events' values (`init(event:formatter:)`, `lines(of:)`):
/// kind and depth as recorded, the text as the formatter writes it; nothing is read back
/// from trace text. Only the trace a lesson wrote is read as text (`init(written:)`), since
/// that is what the author gave.
package struct TraceLine: Sendable, Equatable {
  /// `manual`, `auto`, `block`, `print`, `time`, `turn`, `warning`, `raise`, `lint`; for a
  /// written line, whatever word starts it.
  package var kind: String
  package var depth: Int
  /// The event without kind column and indentation (`child.didMove(toParent: self)`).
  package var body: String
  /// The line as written, or as the formatter writes the event.
  package var text: String

  /// A line of a trace the lesson wrote. Hand-written traces may be spaced slightly off: the
  /// depth is read from where the event text starts, past the format's kind column
  /// (`TraceFormatter.kindColumnWidth`), two spaces a level.
  package init(written text: String) {
    self.text = text
    let kindText = text.prefix { $0 != " " && $0 != "\t" }
    kind = String(kindText)
    let rest = text.dropFirst(kindText.count)
    let spaces = rest.prefix { $0 == " " }.count
    let start = kindText.count + spaces
    depth = max(0, (start - TraceFormatter.kindColumnWidth) / 2)
    var trimmed = String(rest.dropFirst(spaces))
    while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
    body = trimmed
  }

  /// The line of `event` as `formatter` writes it, its kind and depth the event's own.
  package init(event: TraceEvent, formatter: TraceFormatter) {
    kind = event.kind.rawValue
    depth = event.depth
    body = formatter.describe(event.action)
    text = formatter.line(for: event)
  }

  /// The lines of the trace `formatter` writes for `events`: one per visible event (the
  /// formatter writes a line break inside an event's text as a space), as the trace text
  /// has them.
  package static func lines(of events: [TraceEvent], formatter: TraceFormatter) -> [TraceLine] {
    formatter.visibleEvents(events).map { TraceLine(event: $0, formatter: formatter) }
  }

  /// The lines of the trace `outcome` shows (`ScenarioOutcome.traceText`), from its events.
  package static func lines(of outcome: ScenarioOutcome) -> [TraceLine] {
    lines(
      of: outcome.events,
      formatter: TraceFormatter(
        spelling: outcome.language.traceSpelling, showLayout: outcome.showLayout))
  }

  /// How the event is quoted in explanations: `time 0.5` for the clock, the body otherwise.
  package var quoted: String {
    switch kind {
    case "time": return "`time \(body)`"
    case "turn": return "the end of the run-loop turn (`turn`)"
    default: return "`\(body)`"
    }
  }
}
