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
  private static let columnWidth = 150
  private static let rowHeight = 24
  private static let headerHeight = 34
  private static let margin = 12
  private static let characterWidth = 7

  /// The lifeline an event's receiver belongs to: a controller's views belong to it;
  /// other views, `UIView` and the window belong to UIKit.
  package static func lifeline(of receiver: String, member: APIMember) -> String {
    if let dot = receiver.firstIndex(of: "."), receiver[dot...].hasPrefix(".view") {
      return String(receiver[..<dot])
    }
    switch member {
    case .addSubview, .insertSubviewAtIndex, .insertSubviewAbove, .insertSubviewBelow,
      .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack, .animate,
      .animateWithCompletion, .animateWithOptions, .setRootViewController, .makeKeyAndVisible:
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
  private static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { sum, scalar in
      sum + (scalar.value >= 0x1100 ? characterWidth * 2 : characterWidth)
    }
  }

  /// The SVG element. `title` names it for assistive technology.
  package func render(_ events: [TraceEvent], title: String) -> String {
    let visible = TraceTableRenderer.visibleEvents(events, showLayout: showLayout)
    let table = TraceTableRenderer(language: language, showLayout: showLayout, strings: strings)
    let names = Self.lifelines(visible)
    func x(_ name: String) -> Int {
      Self.margin + Self.columnWidth / 2 + (names.firstIndex(of: name) ?? 0) * Self.columnWidth
    }
    var body = ""
    var y = Self.headerHeight + Self.rowHeight / 2
    let left = Self.margin
    // Width first, so that time and turn lines drawn early span the whole diagram.
    var widest = Self.margin * 2 + names.count * Self.columnWidth
    for event in visible {
      let text = table.eventText(event)
      switch event.action {
      case .call(let receiver, let member, _):
        let from = event.kind == .manual ? Self.codeLifeline : Self.uikitLifeline
        let to = Self.lifeline(of: receiver, member: member)
        let start = from == to ? x(from) + 24 : min(x(from), x(to))
        widest = max(
          widest, start + 6 + Self.width(shortLabel(text, receiver: receiver)) + Self.margin)
      case .output:
        widest = max(widest, x(Self.codeLifeline) + 8 + Self.width(text) + Self.margin)
      case .warning, .exception, .lint:
        widest = max(widest, left + Self.width(Self.markLabel(event.action, text)) + Self.margin)
      case .closure, .clock, .endOfTurn:
        break
      }
    }
    for event in visible {
      let text = table.eventText(event)
      switch event.action {
      case .call(let receiver, let member, _):
        let from = event.kind == .manual ? Self.codeLifeline : Self.uikitLifeline
        let to = Self.lifeline(of: receiver, member: member)
        let label = shortLabel(text, receiver: receiver)
        body += arrow(
          from: x(from), to: x(to), y: y, dashed: event.kind != .manual, label: label,
          kind: event.kind.rawValue)
      case .closure:
        body += arrow(
          from: x(Self.uikitLifeline), to: x(Self.codeLifeline), y: y, dashed: true, label: text,
          kind: "block")
      case .output:
        body += note(x: x(Self.codeLifeline) + 8, y: y, text: text, kind: "print")
      case .clock, .endOfTurn:
        let isTime = event.kind == .time
        if isTime { y += Self.rowHeight / 2 }
        body += "<line class=\"seq-\(isTime ? "time" : "turn")\" x1=\"\(left)\" y1=\"\(y)\" "
        body += "x2=\"\(widest - Self.margin)\" y2=\"\(y)\"/>"
        body += "<text class=\"seq-gap-label\" x=\"\(left + 4)\" y=\"\(y - 4)\">"
        body += HTML.escape(text) + "</text>\n"
        if isTime { y += Self.rowHeight / 2 }
      case .warning, .exception, .lint:
        let kind = event.kind.rawValue
        let mark = event.kind == .raise ? "✕" : "⚠"
        let markX = x(Self.uikitLifeline)
        body += "<text class=\"seq-mark seq-\(kind)\" x=\"\(markX)\" y=\"\(y + 4)\" "
        body += "text-anchor=\"middle\">\(mark)</text>"
        body += note(
          x: left, y: y, text: Self.markLabel(event.action, text), kind: kind, fullText: text)
      }
      y += Self.rowHeight
    }
    let height = y + Self.margin
    var head = ""
    for name in names {
      let center = x(name)
      head += "<line class=\"seq-lifeline\" x1=\"\(center)\" y1=\"\(Self.headerHeight - 6)\" "
      head += "x2=\"\(center)\" y2=\"\(height - Self.margin)\"/>"
      let boxWidth = min(Self.columnWidth - 10, max(60, Self.width(name) + 16))
      head += "<rect class=\"seq-head\" x=\"\(center - boxWidth / 2)\" y=\"4\" "
      head += "width=\"\(boxWidth)\" height=\"22\" rx=\"4\"/>"
      let label = name == Self.codeLifeline ? strings["diagramCode"] : name
      head += "<text class=\"seq-head-label\" x=\"\(center)\" y=\"19\" text-anchor=\"middle\">"
      head += HTML.escape(label) + "</text>\n"
    }
    var svg = "<svg class=\"seq\" role=\"img\" viewBox=\"0 0 \(widest) \(height)\" "
    svg += "width=\"\(widest)\" height=\"\(height)\">\n"
    svg += "<title>\(HTML.escape(title))</title>\n"
    return svg + head + body + "</svg>"
  }

  /// `willMove(toParent: self)` rather than `child.willMove(toParent: self)`: the arrow
  /// already points at `child`. Objective-C messages keep their brackets.
  private func shortLabel(_ text: String, receiver: String) -> String {
    if language == .swift, text.hasPrefix(receiver + "."), !receiver.hasSuffix(".view") {
      return String(text.dropFirst(receiver.count + 1))
    }
    return text
  }

  private func arrow(
    from: Int, to: Int, y: Int, dashed: Bool, label: String, kind: String
  ) -> String {
    let style = "seq-arrow seq-\(kind)\(dashed ? " seq-dashed" : "")"
    var out = ""
    if from == to {
      out += "<path class=\"\(style)\" d=\"M\(from) \(y - 6) h24 v12 h-20\"/>"
      out += head(at: from + 2, y: y + 6, pointingRight: false, kind: kind)
      out += self.label(label, x: from + 30, y: y + 4, kind: kind)
      return out + "\n"
    }
    let tip = from < to ? to - 2 : to + 2
    out += "<line class=\"\(style)\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(tip)\" y2=\"\(y)\"/>"
    out += head(at: tip, y: y, pointingRight: from < to, kind: kind)
    out += self.label(label, x: min(from, to) + 6, y: y - 4, kind: kind)
    return out + "\n"
  }

  private func head(at x: Int, y: Int, pointingRight: Bool, kind: String) -> String {
    let back = pointingRight ? x - 7 : x + 7
    return "<polygon class=\"seq-head-\(kind)\" points=\"\(x),\(y) \(back),\(y - 4) "
      + "\(back),\(y + 4)\"/>"
  }

  private func label(_ text: String, x: Int, y: Int, kind: String) -> String {
    "<text class=\"seq-label seq-label-\(kind)\" x=\"\(x)\" y=\"\(y)\">\(HTML.escape(text))</text>"
  }

  /// A note; when it is shortened, the full text is its tooltip (`<title>`).
  private func note(
    x: Int, y: Int, text: String, kind: String, fullText: String? = nil
  ) -> String {
    let tooltip = fullText.flatMap { $0 == text ? nil : "<title>\(HTML.escape($0))</title>" }
    return "<text class=\"seq-note seq-\(kind)\" x=\"\(x)\" y=\"\(y + 4)\">"
      + (tooltip ?? "") + HTML.escape(text) + "</text>\n"
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
