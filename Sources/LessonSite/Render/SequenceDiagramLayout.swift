import Containment
import Scenarios

extension SequenceDiagramRenderer {
  /// The diagram but for its localized words: lifelines, size, and its arrows and labels,
  /// the same in every locale, so a scenario shown in several is drawn once
  /// (`ScenarioFigureParts`). Time and turn labels, in the locale's words, are left as
  /// holes: the body is `pieces[0]`, the escaped text of event `holes[0]`, `pieces[1]`, ….
  /// Their words change no position: a label of time or a turn never wraps.
  struct Layout: Sendable {
    var visible: [TraceEvent]
    var names: [String]
    var column: Int
    var widest: Int
    var height: Int
    var pieces: [String]
    var holes: [Int]
    /// The full text of each label drawn cut short, in drawing order: its `<title>` on
    /// screen, and the diagram's print notes (`SequenceDiagramRenderer.notes`).
    var notes: [String]

    /// The layout of `visible`, whose texts are `texts` (nil for time and turns), spelled in
    /// `language`.
    init(_ visible: [TraceEvent], texts: [String?], language: ScenarioLanguage) {
      precondition(texts.count == visible.count, "one text per visible event")
      let names = SequenceDiagramRenderer.lifelines(visible)
      // Few lifelines get wider columns, so long labels need fewer lines.
      let column = min(220, max(150, 880 / names.count))
      func x(_ name: String) -> Int {
        SequenceDiagramRenderer.margin + column / 2 + (names.firstIndex(of: name) ?? 0) * column
      }
      let widest = SequenceDiagramRenderer.margin * 2 + names.count * column
      let left = SequenceDiagramRenderer.margin
      var pieces: [String] = []
      var holes: [Int] = []
      var notes: [String] = []
      var body = ""
      var y = SequenceDiagramRenderer.headerHeight + SequenceDiagramRenderer.rowHeight / 2
      for (offset, event) in visible.enumerated() {
        let text = texts[offset] ?? ""
        switch event.action {
        case .call(let receiver, let member, _):
          let from =
            event.kind == .manual
            ? SequenceDiagramRenderer.codeLifeline : SequenceDiagramRenderer.uikitLifeline
          let to = SequenceDiagramRenderer.lifeline(of: receiver, member: member)
          let label = SequenceDiagramRenderer.shortLabel(
            text, receiver: receiver, language: language)
          let room = from == to ? column - 40 : abs(x(to) - x(from)) - 14
          let wrapped = SequenceDiagramRenderer.wrap(label, width: max(room, 70))
          y += (wrapped.lines.count - 1) * SequenceDiagramRenderer.lineHeight
          if SequenceDiagramRenderer.arrow(
            from: x(from), to: x(to), y: y, kind: event.kind.rawValue, label: wrapped,
            fullText: label, leftward: from == to && to == names.last, into: &body)
          {
            notes.append(label)
          }
        case .closure:
          let wrapped = SequenceDiagramRenderer.wrap(
            text,
            width: x(SequenceDiagramRenderer.uikitLifeline)
              - x(SequenceDiagramRenderer.codeLifeline) - 14)
          y += (wrapped.lines.count - 1) * SequenceDiagramRenderer.lineHeight
          if SequenceDiagramRenderer.arrow(
            from: x(SequenceDiagramRenderer.uikitLifeline),
            to: x(SequenceDiagramRenderer.codeLifeline), y: y, kind: "block",
            label: wrapped, fullText: text, leftward: false, into: &body)
          {
            notes.append(text)
          }
        case .output:
          let start = x(SequenceDiagramRenderer.codeLifeline) + 8
          let wrapped = SequenceDiagramRenderer.wrap(
            text, width: widest - SequenceDiagramRenderer.margin - start)
          body += "<g class=\"seq-print\">"
          if SequenceDiagramRenderer.label(
            wrapped, fullText: text, x: start, y: y + 4, into: &body)
          {
            notes.append(text)
          }
          body += "</g>\n"
          y += (wrapped.lines.count - 1) * SequenceDiagramRenderer.lineHeight
        case .clock, .endOfTurn:
          let isTime = event.kind == .time
          if isTime { y += SequenceDiagramRenderer.rowHeight / 2 }
          body += isTime ? "<g class=\"seq-time\"><path d=\"M" : "<g class=\"seq-turn\"><path d=\"M"
          body += String(left)
          body += " "
          body += String(y)
          body += "H"
          body += String(widest - left)
          body += "\"/><text x=\""
          body += String(left + 4)
          body += "\" y=\""
          body += String(y - 4)
          body += "\">"
          if let text = texts[offset] {
            HTML.escape(text, into: &body)
          } else {
            pieces.append(body)
            holes.append(offset)
            body = ""
          }
          body += "</text></g>\n"
          if isTime { y += SequenceDiagramRenderer.rowHeight / 2 }
        case .warning, .exception, .lint:
          let kind = event.kind.rawValue
          let mark = event.kind == .raise ? "✕" : "⚠"
          let short = SequenceDiagramRenderer.markLabel(event.action, text)
          let wrapped = SequenceDiagramRenderer.wrap(
            short, width: widest - 2 * SequenceDiagramRenderer.margin, maxLines: 1)
          body +=
            "<g class=\"seq-\(kind)\"><text class=\"seq-mark\" x=\"\(x(SequenceDiagramRenderer.uikitLifeline))\" "
          body += "y=\"\(y + 4)\">\(mark)</text>"
          if SequenceDiagramRenderer.label(
            wrapped, fullText: text, x: left, y: y + 4, forceTitle: short != text, into: &body)
          {
            notes.append(text)
          }
          body += "</g>\n"
        }
        y += SequenceDiagramRenderer.rowHeight
      }
      pieces.append(body)
      self.visible = visible
      self.names = names
      self.column = column
      self.widest = widest
      self.height = y + SequenceDiagramRenderer.margin
      self.pieces = pieces
      self.holes = holes
      self.notes = notes
    }
  }
}
