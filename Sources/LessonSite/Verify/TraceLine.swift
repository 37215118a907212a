import Containment

/// One line of trace text split into its kind column, causal depth and event text.
///
/// Works on any spelling (Swift or Objective-C) and on hand-written traces whose spacing is
/// slightly off: the depth is read from where the event text starts, past the formatter's
/// own kind column (`TraceFormatter.kindColumnWidth`), two spaces a level.
package struct TraceLine: Sendable, Equatable {
  /// `manual`, `auto`, `block`, `print`, `time`, `turn`, `warning`, `raise`, `lint`.
  package var kind: String
  package var depth: Int
  /// The event without kind column and indentation (`child.didMove(toParent: self)`).
  package var body: String
  /// The line as written.
  package var text: String

  package init(_ text: String) {
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

  /// How the event is quoted in explanations: `time 0.5` for the clock, the body otherwise.
  package var quoted: String {
    switch kind {
    case "time": return "`time \(body)`"
    case "turn": return "the end of the run-loop turn (`turn`)"
    default: return "`\(body)`"
    }
  }
}
