import Containment
import Scenarios

/// Draws a trace as an inline SVG sequence diagram: a lifeline for the code, one per
/// controller (in order of first appearance) and one for UIKit; solid arrows for calls the
/// code made, dashed ones for what UIKit did in answer; a labelled gap where time passes;
/// warnings, exceptions and lints marked. Inline, so it needs no file and no network.
///
/// Colours come from the stylesheet (`currentColor` and classes), so dark mode works.
/// Every label is escaped.
package struct SequenceDiagramRenderer: Sendable {
  /// Decides how arrow labels are spelled.
  package var language: ScenarioLanguage
  /// Layout events drawn only when the scenario asks for them.
  package var showLayout: Bool
  /// The page locale's words (the code lifeline, time labels).
  package var strings: UIStrings

  package init(language: ScenarioLanguage, showLayout: Bool, strings: UIStrings) {
    self.language = language
    self.showLayout = showLayout
    self.strings = strings
  }

  static let codeLifeline = "code"
  static let uikitLifeline = "UIKit"
  static let rowHeight = 24
  static let lineHeight = 13
  static let headerHeight = 34
  static let margin = 12
  private static let characterWidth = 7
  /// Lines a label may take before it is abbreviated (its full text then in `<title>`).
  static let maxLabelLines = 3
  /// Printed in the portrait column (about 700 CSS pixels), a diagram wider than this would
  /// shrink below 70 % (8 px text).
  static let portraitPrintLimit = 1000
  /// The text height of a landscape A4 or Letter page, in CSS pixels.
  static let landscapePrintHeight = 640

  /// The lifeline an event's receiver belongs to: a controller's views belong to it;
  /// other views, `UIView` and the window belong to UIKit.
  package static func lifeline(of receiver: String, member: APIMember) -> String {
    if let dot = receiver.firstIndex(of: "."), receiver[dot...].hasPrefix(".view") {
      return String(receiver[..<dot])
    }
    switch member {
    case .addSubview, .insertSubviewAtIndex, .insertSubviewAbove, .insertSubviewBelow,
      .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack, .animate,
      .animateWithCompletion, .animateWithOptions, .animateWithSpring, .setRootViewController,
      .makeKeyAndVisible:
      return uikitLifeline
    default:
      return receiver == "window" || receiver == "UIView" ? uikitLifeline : receiver
    }
  }

  /// Lifelines in drawing order: code, controllers by first appearance, UIKit.
  package static func lifelines(_ events: [TraceEvent]) -> [String] {
    var names = [codeLifeline]
    for event in events {
      guard case .call(let receiver, let member, _) = event.action else { continue }
      let name = lifeline(of: receiver, member: member)
      if name != uikitLifeline, !names.contains(name) { names.append(name) }
    }
    return names + [uikitLifeline]
  }

  /// Estimated width of `text` in pixels (wide characters count double).
  static func width(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { sum, scalar in
      sum + (scalar.value >= 0x1100 ? characterWidth * 2 : characterWidth)
    }
  }

  /// `text` in lines of at most `width` pixels, broken only after `.`, `(`, `:`, `,` or a
  /// space (never inside an identifier, nor leaving a short tail such as `true)` alone), at most `maxLines` of them; when it does not fit,
  /// the last line ends in `…` and `abbreviated` is true.
  static func wrap(
    _ text: String, width: Int, maxLines: Int = maxLabelLines
  ) -> (lines: [String], abbreviated: Bool) {
    // Most labels fit on one line. Then every line the loop below tries is a prefix of the
    // text, no wider than the whole without its trailing spaces, so it makes one row.
    if !text.isEmpty, maxLines >= 1 {
      let trimmed = text.trimmingSuffixSpaces
      if Self.width(trimmed) <= width { return ([trimmed], false) }
    }
    return wrapByTokens(text, width: width, maxLines: maxLines)
  }

  /// The general path of `wrap`, token by token.
  static func wrapByTokens(
    _ text: String, width: Int, maxLines: Int = maxLabelLines
  ) -> (lines: [String], abbreviated: Bool) {
    let tokens = TokenBreaks.tokens(text)
    var rows: [[String]] = []
    var row: [String] = []
    for token in tokens {
      if !row.isEmpty, Self.width((row.joined() + token).trimmingSuffixSpaces) > width {
        rows.append(row)
        row = []
      }
      row.append(token)
    }
    if !row.isEmpty { rows.append(row) }
    // A short tail (`true)`) never stands alone: the token before it moves down to it.
    if rows.count > 1, rows[rows.count - 1].joined().count <= TokenBreaks.shortestTail,
      rows[rows.count - 2].count > 1, let moved = rows[rows.count - 2].last,
      Self.width((moved + rows[rows.count - 1].joined()).trimmingSuffixSpaces) <= width
    {
      rows[rows.count - 2].removeLast()
      rows[rows.count - 1].insert(moved, at: 0)
    }
    let lines = rows.map { $0.joined().trimmingSuffixSpaces }
    let tooWide = lines.contains { Self.width($0) > width }
    guard lines.count > maxLines || tooWide else { return (lines, false) }
    // Keep what fits; the last kept line gives room for the ellipsis.
    var kept: [String] = []
    for candidate in lines.prefix(maxLines) {
      kept.append(candidate)
      if Self.width(candidate) > width { break }
    }
    var last = kept.removeLast()
    while !last.isEmpty, Self.width(last) + characterWidth > width { last.removeLast() }
    kept.append(last + "…")
    return (kept, true)
  }

  /// The diagram's accessible name: `title`, then the calls the code makes, so two diagrams
  /// of a page are told apart (`Sequence diagram: addChild(first), didMove(toParent: self)`).
  func accessibleTitle(_ title: String, events: [TraceEvent]) -> String {
    let table = TraceTableRenderer(language: language, showLayout: showLayout, strings: strings)
    return accessibleTitle(title, events: events, texts: events.map(table.eventText))
  }

  /// `accessibleTitle(title, events:)`, given each event's `eventText`.
  private func accessibleTitle(_ title: String, events: [TraceEvent], texts: [String]) -> String {
    var calls: [String] = []
    for (event, text) in zip(events, texts) where event.kind == .manual && event.depth == 0 {
      calls.append(text)
    }
    guard !calls.isEmpty else { return title }
    let shown = calls.prefix(4).joined(separator: ", ")
    return title + ": " + shown + (calls.count > 4 ? ", …" : "")
  }

  /// The SVG element. `title` names it for assistive technology (the code's calls follow).
  ///
  /// It scales with its column (`viewBox`, and `--w`, its natural width, for the stylesheet
  /// to stop at a readable minimum); labels wrap between their arrow's ends, with a halo
  /// where a lifeline passes behind them.
  package func render(_ events: [TraceEvent], title: String) -> String {
    let visible = TraceTableRenderer.visibleEvents(events, showLayout: showLayout)
    let table = TraceTableRenderer(language: language, showLayout: showLayout, strings: strings)
    var svg = ""
    render(visible, texts: visible.map(table.eventText), title: title, into: &svg)
    return svg
  }

  /// The diagram of `visible` (`TraceTableRenderer.visibleEvents`), whose texts
  /// (`TraceTableRenderer.eventText`) are `texts`, appended to `svg`.
  func render(_ visible: [TraceEvent], texts: [String], title: String, into svg: inout String) {
    precondition(texts.count == visible.count, "one text per visible event")
    render(
      Layout(visible, texts: texts.map(Optional.some), language: language), texts: texts,
      title: title, into: &svg)
  }

  /// The diagram of `layout`, whose visible events' texts are `texts`, appended to `svg`.
  func render(_ layout: Layout, texts: [String], title: String, into svg: inout String) {
    precondition(texts.count == layout.visible.count, "one text per visible event")
    let names = layout.names
    let column = layout.column
    let widest = layout.widest
    let height = layout.height
    func x(_ name: String) -> Int {
      Self.margin + column / 2 + (names.firstIndex(of: name) ?? 0) * column
    }
    // Too wide for the portrait column and short enough for a landscape page: printed on a
    // landscape page of its own at full size. Others print in the portrait flow, scaled to
    // the column (no less than 70 %); a landscape page would cost two page breaks each.
    let landscape = widest > Self.portraitPrintLimit && height <= Self.landscapePrintHeight
    svg +=
      landscape
      ? "<svg class=\"seq\" role=\"img\" data-landscape=\"\" viewBox=\"0 0 "
      : "<svg class=\"seq\" role=\"img\" viewBox=\"0 0 "
    svg += String(widest)
    svg += " "
    svg += String(height)
    svg += "\" style=\"--w:"
    svg += String(widest)
    svg += "px\">\n<title>"
    HTML.escape(accessibleTitle(title, events: layout.visible, texts: texts), into: &svg)
    svg += "</title>\n<path class=\"seq-life\" d=\""
    for name in names {
      let center = x(name)
      svg += "M"
      svg += String(center)
      svg += " "
      svg += String(Self.headerHeight - 6)
      svg += "V"
      svg += String(height - Self.margin)
    }
    svg += "\"/>\n<g class=\"seq-heads\">"
    for name in names {
      let center = x(name)
      let shown = name == Self.codeLifeline ? strings["diagramCode"] : name
      let fitted = Self.wrap(shown, width: column - 26, maxLines: 1)
      let boxWidth = min(column - 10, max(60, Self.width(fitted.lines.joined()) + 16))
      svg += "<rect x=\""
      svg += String(center - boxWidth / 2)
      svg += "\" y=\"4\" width=\""
      svg += String(boxWidth)
      svg += "\" height=\"22\" rx=\"4\"/>"
      Self.label(fitted, fullText: shown, x: center, y: 19, into: &svg)
    }
    svg += "</g>\n"
    for (index, piece) in layout.pieces.enumerated() {
      if index > 0 { HTML.escape(texts[layout.holes[index - 1]], into: &svg) }
      svg += piece
    }
    svg += "</svg>"
    Self.notes(layout.notes, into: &svg)
  }

  /// Paper has no tooltips: the full text of each label the diagram cut short (the
  /// layout's `notes`, each also its label's `<title>`), listed under the diagram for print
  /// only (`.seq-notes`, hidden on screen); nothing when none was.
  static func notes(_ notes: [String], into svg: inout String) {
    guard !notes.isEmpty else { return }
    svg += "<ol class=\"seq-notes\">"
    for note in notes {
      svg += "<li>"
      HTML.escape(note, into: &svg)
      svg += "</li>"
    }
    svg += "</ol>"
  }

  /// `willMove(toParent: self)` rather than `child.willMove(toParent: self)`: the arrow
  /// already points at `child`. Objective-C messages keep their brackets.
  static func shortLabel(_ text: String, receiver: String, language: ScenarioLanguage) -> String {
    if language == .swift, text.hasPrefix(receiver + "."), !receiver.hasSuffix(".view") {
      return String(text.dropFirst(receiver.count + 1))
    }
    return text
  }

  /// One arrow as a group: a path (the line and an open head) and its label above it.
  /// A call to the same lifeline is a small loop, drawn to the left on the last lifeline.
  /// True when the label was cut short (its full text is then its `<title>`).
  @discardableResult
  static func arrow(
    from: Int, to: Int, y: Int, kind: String, label wrapped: (lines: [String], abbreviated: Bool),
    fullText: String, leftward: Bool, into out: inout String
  ) -> Bool {
    let titled: Bool
    out += "<g class=\"seq-"
    out += kind
    out += "\"><path d=\"M"
    out += String(from)
    out += " "
    if from == to {
      let sign = leftward ? "-" : ""
      let back = leftward ? "" : "-"
      // The head's points are spaced: a sign alone does not separate two numbers ("46 4").
      out += "\(y - 6)h\(sign)24v12h\(back)20m\(sign)6-4 \(back)6 4 \(sign)6 4\"/>"
      let labelX = leftward ? from - 30 : from + 30
      titled = label(
        wrapped, fullText: fullText, x: labelX, y: y + 4, anchorEnd: leftward, into: &out)
    } else {
      let right = from < to
      let tip = right ? to - 2 : to + 2
      out += String(y)
      out += "H"
      out += String(tip)
      out += right ? "m-7-4 7 4-7 4\"/>" : "m7-4-7 4 7 4\"/>"
      let lines = wrapped.lines.count
      titled = label(
        wrapped, fullText: fullText, x: min(from, to) + 7,
        y: y - 4 - (lines - 1) * Self.lineHeight, into: &out)
    }
    out += "</g>\n"
    return titled
  }

  /// A `<text>`, one `<tspan>` per extra line; the full text as its `<title>` (a tooltip)
  /// when the label was abbreviated. True when it wrote the `<title>`.
  @discardableResult
  static func label(
    _ wrapped: (lines: [String], abbreviated: Bool), fullText: String, x: Int, y: Int,
    anchorEnd: Bool = false, forceTitle: Bool = false, into out: inout String
  ) -> Bool {
    out += "<text x=\""
    out += String(x)
    out += "\" y=\""
    out += String(y)
    out += anchorEnd ? "\" class=\"end\">" : "\">"
    if wrapped.abbreviated || forceTitle {
      out += "<title>"
      HTML.escape(fullText, into: &out)
      out += "</title>"
    }
    for (index, line) in wrapped.lines.enumerated() {
      if index == 0 {
        HTML.escape(line, into: &out)
      } else {
        out += "<tspan x=\""
        out += String(x)
        out += "\" dy=\""
        out += String(Self.lineHeight)
        out += "\">"
        HTML.escape(line, into: &out)
        out += "</tspan>"
      }
    }
    out += "</text>"
    return wrapped.abbreviated || forceTitle
  }

  /// Longest label of a warning, exception or lint in the diagram; the table above it has
  /// the whole text, so the diagram names it and stays as wide as its lifelines.
  static let markLabelLimit = 60

  /// The exception's name, the lint's id, or the warning's first words.
  static func markLabel(_ action: TraceAction, _ text: String) -> String {
    switch action {
    case .exception(let name, _): return name
    case .lint(let id, _): return id
    default:
      guard text.count > markLabelLimit else { return text }
      return String(text.prefix(markLabelLimit - 1)) + "…"
    }
  }
}

extension StringProtocol {
  /// Without trailing spaces.
  fileprivate var trimmingSuffixSpaces: String {
    var text = String(self)
    // Only a last byte that is a space can end in the character " ".
    guard text.utf8.last == UInt8(ascii: " ") else { return text }
    while text.last == " " { text.removeLast() }
    return text
  }
}
