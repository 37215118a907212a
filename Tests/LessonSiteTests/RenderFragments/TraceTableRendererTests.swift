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
        <thead><tr><th>#</th><th>Kind</th><th>Event</th><th>Line</th></tr></thead>
        <tbody>
        <tr class="ev-manual"><td>1<td><span>manual</span>\
        <td><code>self.<wbr>addChild(child)</code><td><a href="#s1-L1">1</a>
        <tr class="ev-auto d1"><td>2<td><span>auto</span>\
        <td><code>child.<wbr>willMove(<wbr>toParent: self)</code><td><a href="#s1-L1">1</a>
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
      html.contains("<code>[self addChildViewController:child]</code><td>\n"))
    // The table says "0.5 s"; the row keeps its trace line for the copy button.
    #expect(
      html.contains(
        "<tr class=\"ev-time\" data-line=\"time    0.5\"><td>2<td><span>time</span><td>0.5 s<td>\n"
      ))
    #expect(html.contains("<tr class=\"ev-warning d1\">"))
    #expect(html.contains("Unbalanced calls for &lt;UIViewController: child&gt;.<td>\n"))
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
    #expect(shown.contains("<code>self.<wbr>viewWillLayoutSubviews()</code>"))
  }
}
