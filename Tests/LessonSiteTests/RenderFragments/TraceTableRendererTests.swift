import Containment
import Testing

@testable import LessonSite

@Suite struct TraceTableRendererTests {
  static let strings = UIStrings(
    locale: "en",
    values: [
      "badgeManual": "manual", "badgeAuto": "auto", "badgeTime": "time",
      "badgeWarning": "warning", "traceStep": "#", "traceKind": "Kind",
      "traceEvent": "Event", "traceLine": "Line", "secondsFormat": "{seconds} s",
    ])

  @Test func rowsCarryStepBadgeDepthAndSourceLink() {
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "self", member: .addChild, arguments: [.object("child")]),
        sourceLine: 1),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "child", member: .willMoveToParent, arguments: [.object("self")]),
        sourceLine: 1),
    ]
    let html = TraceTableRenderer(language: .swift, showLayout: false, strings: Self.strings)
      .render(events, scenario: 1, lineCount: 3)
    #expect(
      html == """
        <table class="trace">
        <thead><tr><th scope="col">#</th><th scope="col">Kind</th><th scope="col">Event</th>\
        <th scope="col">Line</th></tr></thead>
        <tbody>
        <tr class="ev ev-manual"><td class="step">1</td><td class="kind">\
        <span class="badge badge-manual">manual</span></td><td class="event" style="--depth:0">\
        <code>self.addChild(child)</code></td><td class="src"><a href="#s1-L1">1</a></td></tr>
        <tr class="ev ev-auto"><td class="step">2</td><td class="kind">\
        <span class="badge badge-auto">auto</span></td><td class="event" style="--depth:1">\
        <code>child.willMove(toParent: self)</code></td>\
        <td class="src"><a href="#s1-L1">1</a></td></tr>
        </tbody>
        </table>
        """)
  }

  @Test func objcSpellingTimeAndEscapedWarning() {
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "self", member: .addChild, arguments: [.object("child")]),
        sourceLine: 9),
      TraceEvent(kind: .time, depth: 0, action: .clock(0.5)),
      TraceEvent(
        kind: .warning, depth: 1,
        action: .warning(id: "x", message: "Unbalanced calls for <UIViewController: child>.")),
    ]
    let html = TraceTableRenderer(language: .objc, showLayout: false, strings: Self.strings)
      .render(events, scenario: 2, lineCount: 3)
    // Line 9 is past the 3 source lines: no link to a missing line.
    #expect(
      html.contains("<code>[self addChildViewController:child]</code></td><td class=\"src\"></td>"))
    #expect(html.contains("<td class=\"event\" style=\"--depth:0\">0.5 s</td>"))
    #expect(html.contains("<tr class=\"ev ev-warning\">"))
    #expect(html.contains("Unbalanced calls for &lt;UIViewController: child&gt;."))
  }

  /// The table shows exactly the lines of the trace text: a turn whose only work was a
  /// hidden layout pass gets no row.
  @Test func rowsMatchTheTraceTextLines() {
    let events = [
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "self", member: .viewDidLayoutSubviews, arguments: []),
        isLayout: true),
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "child", member: .viewDidAppear, arguments: [.bool(false)])),
    ]
    let html = TraceTableRenderer(language: .swift, showLayout: false, strings: Self.strings)
      .render(events, scenario: 1, lineCount: 1)
    let rows = html.components(separatedBy: "<tr class=\"ev").count - 1
    let lines = TraceFormatter().format(events).split(separator: "\n").count
    #expect(lines == 2)
    #expect(rows == lines)
  }

  @Test func layoutEventsHiddenUnlessAsked() {
    let events = [
      TraceEvent(
        kind: .auto, depth: 0,
        action: .call(receiver: "self", member: .viewWillLayoutSubviews, arguments: []),
        isLayout: true)
    ]
    let hidden = TraceTableRenderer(language: .swift, showLayout: false, strings: Self.strings)
      .render(events, scenario: 1, lineCount: 1)
    let shown = TraceTableRenderer(language: .swift, showLayout: true, strings: Self.strings)
      .render(events, scenario: 1, lineCount: 1)
    #expect(!hidden.contains("viewWillLayoutSubviews"))
    #expect(shown.contains("<code>self.viewWillLayoutSubviews()</code>"))
  }
}
