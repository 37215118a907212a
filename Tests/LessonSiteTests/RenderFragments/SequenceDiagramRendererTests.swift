import Containment
import Testing

@testable import LessonSite

@Suite struct SequenceDiagramRendererTests {
  static let strings = UIStrings(
    locale: "en", values: ["diagramCode": "code", "secondsFormat": "{seconds} s"])

  static let events = [
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(receiver: "self", member: .addChild, arguments: [.object("child")])),
    TraceEvent(
      kind: .auto, depth: 1,
      action: .call(receiver: "child", member: .willMoveToParent, arguments: [.object("self")])),
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(receiver: "self.view", member: .addSubview, arguments: [.object("child.view")])
    ),
    TraceEvent(kind: .time, depth: 0, action: .clock(0.25)),
    TraceEvent(kind: .raise, depth: 1, action: .exception(name: "NSInvalid<Arg>", reason: "r")),
  ]

  @Test func lifelinesAreCodeControllersThenUIKit() {
    #expect(SequenceDiagramRenderer.lifelines(Self.events) == ["code", "self", "child", "UIKit"])
    #expect(
      SequenceDiagramRenderer.lifeline(of: "first.view", member: .removeFromSuperview) == "first")
    #expect(SequenceDiagramRenderer.lifeline(of: "UIView", member: .animate) == "UIKit")
  }

  @Test func arrowsGapsAndMarks() {
    let svg = SequenceDiagramRenderer(language: .swift, showLayout: false, strings: Self.strings)
      .render(Self.events, title: "Diagram <1>")
    #expect(svg.hasPrefix("<svg class=\"seq\" role=\"img\""))
    #expect(svg.contains("<title>Diagram &lt;1&gt;</title>"))
    // Manual calls solid, automatic ones dashed.
    #expect(svg.contains("<line class=\"seq-arrow seq-manual\""))
    #expect(svg.contains("<line class=\"seq-arrow seq-auto seq-dashed\""))
    #expect(svg.contains(">addChild(child)</text>"))
    #expect(svg.contains(">willMove(toParent: self)</text>"))
    #expect(svg.contains("<line class=\"seq-time\""))
    #expect(svg.contains(">0.25 s</text>"))
    #expect(svg.contains("seq-mark seq-raise"))
    #expect(svg.contains("NSInvalid&lt;Arg&gt;: r"))
    #expect(!svg.contains("http"))
  }

  /// Exceptions, lints and long warnings are named in the diagram (the table above has the
  /// whole text, kept as the note's tooltip), so the diagram stays as wide as its lifelines.
  @Test func longMarksAreNamedWithTheTextAsTooltip() {
    let reason = String(repeating: "a very long reason ", count: 20)
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "self", member: .addChild, arguments: [.object("child")])),
      TraceEvent(
        kind: .raise, depth: 1,
        action: .exception(name: "NSInvalidArgumentException", reason: reason)),
      TraceEvent(
        kind: .lint, depth: 0, action: .lint(id: "containment.missing-did-move", message: reason)),
      TraceEvent(kind: .warning, depth: 1, action: .warning(id: "w", message: reason)),
    ]
    let svg = SequenceDiagramRenderer(language: .swift, showLayout: false, strings: Self.strings)
      .render(events, title: "t")
    #expect(
      svg.contains(
        "<title>NSInvalidArgumentException: \(reason)</title>NSInvalidArgumentException</text>"))
    #expect(svg.contains("</title>containment.missing-did-move</text>"))
    #expect(svg.contains("</title>" + reason.prefix(59) + "…</text>"))
    let width = svg.split(separator: "width=\"")[1].prefix { $0 != "\"" }
    #expect(Int(width)! < 700)
  }
}
