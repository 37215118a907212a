import Containment
import Foundation
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

  /// A call to the same lifeline is a loop with an open head; its path once ran two numbers
  /// together ("-46 4", "46 4"), which browsers reject.
  @Test func selfCallLoopsAreValidPathsBothWays() {
    for (leftward, head) in [(false, "m6-4 -6 4 6 4"), (true, "m-6-4 6 4 -6 4")] {
      var out = ""
      SequenceDiagramRenderer.arrow(
        from: 804, to: 804, y: 785, kind: "auto", label: (["x()"], false), fullText: "x()",
        leftward: leftward, into: &out)
      #expect(out.contains("20" + head + "\""), "\(out)")
    }
  }

  @Test func arrowsGapsAndMarks() {
    let svg = SequenceDiagramRenderer(language: .swift, showLayout: false, strings: Self.strings)
      .render(Self.events, title: "Diagram <1>")
    #expect(svg.hasPrefix("<svg class=\"seq\" role=\"img\""))
    // It scales with the column: a viewBox, and its natural width for the stylesheet.
    #expect(svg.contains("viewBox=\"0 0 904 "))
    #expect(svg.contains("style=\"--w:904px\""))
    // The accessible name says which scenario: the calls the code makes.
    #expect(
      svg.contains(
        "<title>Diagram &lt;1&gt;: self.addChild(child), self.view.addSubview(child.view)</title>"))
    // One path for every lifeline.
    #expect(svg.contains("<path class=\"seq-life\" d=\"M122 28V"))
    // Manual calls and automatic ones are groups the stylesheet colours and dashes; each
    // arrow is one path (line and open head) and its label.
    #expect(
      svg.contains(
        "<g class=\"seq-manual\"><path d=\"M122 46H340m-7-4 7 4-7 4\"/><text x=\"129\" y=\"42\">addChild(child)</text></g>"
      ))
    #expect(svg.contains("<g class=\"seq-auto\"><path d=\"M782 70H564m7-4-7 4 7 4\"/>"))
    #expect(svg.contains(">willMove(toParent: self)</text>"))
    #expect(svg.contains("<g class=\"seq-time\"><path d=\"M12 "))
    #expect(svg.contains(">0.25 s</text>"))
    #expect(svg.contains("<g class=\"seq-raise\"><text class=\"seq-mark\""))
    #expect(svg.contains("NSInvalid&lt;Arg&gt;: r"))
    #expect(!svg.contains("http"))
    #expect(!svg.contains("width=\"904\""))
  }

  /// A label longer than the room between its arrow's ends wraps after `.`, `(`, `:`, `,` or
  /// a space, never inside a name; past three lines it is abbreviated, the full text its
  /// tooltip (the table keeps it whole).
  @Test func longLabelsWrapAtTokenBoundariesOrAreAbbreviated() {
    // 180 px hold 25 characters; a name longer than a line is cut and the label abbreviated.
    let wrapped = SequenceDiagramRenderer.wrap(
      "[self transitionFromViewController:first toViewController:second]", width: 180)
    #expect(wrapped.lines == ["[self", "transitionFromViewContro…"])
    #expect(wrapped.abbreviated)
    let objc = SequenceDiagramRenderer.wrap(
      "[panel willMoveToParentViewController:nil]", width: 220)
    #expect(objc.lines == ["[panel", "willMoveToParentViewController:", "nil]"])
    let swift = SequenceDiagramRenderer.wrap("self.view.addSubview(first.view)", width: 150)
    #expect(swift.lines == ["self.view.addSubview(", "first.view)"])
    #expect(!swift.abbreviated)
    let short = SequenceDiagramRenderer.wrap("addChild(child)", width: 180)
    #expect(short.lines == ["addChild(child)"])
    #expect(!short.abbreviated)
    let long = SequenceDiagramRenderer.wrap(
      "transition(from: first, to: second, duration: 0.5, options: [], animations: {}, completion: nil)",
      width: 150)
    #expect(long.abbreviated)
    #expect(long.lines.count == SequenceDiagramRenderer.maxLabelLines)
    #expect(long.lines == ["transition(from:", "first, to: second,", "duration: 0.5,…"])
  }

  @Test func abbreviatedArrowLabelsKeepTheFullTextAsTooltip() {
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(
          receiver: "self", member: .transition,
          arguments: [
            .object("first"), .object("second"), .number(0.5), .object("[]"), .object("{}"),
            .object("{}"),
          ]))
    ]
    let svg = SequenceDiagramRenderer(language: .objc, showLayout: false, strings: Self.strings)
      .render(events, title: "t")
    #expect(svg.contains("<title>[self transitionFromViewController:"))
    #expect(svg.contains("<tspan x=\"129\" dy=\"13\">transitionFromViewController:</tspan>"))
    #expect(svg.contains("…</tspan></text>"))
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
    let width = svg.split(separator: "viewBox=\"0 0 ")[1].prefix { $0 != " " }
    #expect(Int(width)! < 700)
  }

  /// Up to six lifelines print in the portrait column at 75 % or more; a wider diagram short
  /// enough for one page asks for a landscape page of its own.
  @Test func onlyVeryWideDiagramsAskForALandscapePage() {
    func diagram(_ receivers: [String]) -> String {
      let events = receivers.map {
        TraceEvent(
          kind: .manual, depth: 0,
          action: .call(receiver: $0, member: .addChild, arguments: [.object("x")]))
      }
      return SequenceDiagramRenderer(language: .swift, showLayout: false, strings: Self.strings)
        .render(events, title: "t")
    }
    let four = diagram(["a", "b", "c", "d"])
    #expect(four.contains("viewBox=\"0 0 924 "))
    #expect(!four.contains("data-landscape"))
    let five = diagram(["a", "b", "c", "d", "e"])
    #expect(five.contains("viewBox=\"0 0 1074 "))
    #expect(five.contains(" data-landscape=\"\" "))
  }

  /// A short argument never ends up alone on a label's last line (`true)` under
  /// `first.viewWillAppear(`): the token before it moves down.
  @Test func shortTailsKeepTheirCall() {
    let wrapped = SequenceDiagramRenderer.wrap("first.viewWillAppear(true)", width: 22 * 7)
    #expect(wrapped.lines == ["first.", "viewWillAppear(true)"])
    #expect(!wrapped.abbreviated)
    // Inline code and table cells get no break opportunity before such a tail either.
    #expect(
      TokenBreaks.breakable("first.viewWillAppear(true)") == "first.<wbr>viewWillAppear(true)")
    #expect(
      TokenBreaks.breakable("transition(from:to:duration:)")
        == "transition(<wbr>from:<wbr>to:<wbr>duration:)")
  }
}
