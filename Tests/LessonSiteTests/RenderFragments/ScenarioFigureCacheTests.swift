import Containment
import Testing

@testable import LessonSite

/// A lesson's pages in several locales share the parts of its figures no locale's words
/// change (`ScenarioFigureCache`); each page must still read exactly as if its figure were
/// made for it alone, in its own words.
@Suite struct ScenarioFigureCacheTests {
  static func strings(_ locale: String, _ prefix: String) -> UIStrings {
    let keys = [
      "verified", "failed", "failedNotRun", "notVerified", "expectedTrace", "badgeManual",
      "badgeAuto", "badgeTime", "badgeTurn", "badgePrint", "badgeBlock", "badgeWarning",
      "badgeRaise", "badgeLint", "traceStep", "traceKind", "traceEvent", "traceLine",
      "endOfTurn", "diagramCode", "sequenceDiagram",
    ]
    var values = Dictionary(uniqueKeysWithValues: keys.map { ($0, prefix + " " + $0) })
    values["secondsFormat"] = prefix + " {seconds} s <later>"
    return UIStrings(locale: locale, values: values)
  }

  static let locales = [
    strings("en", "English"), strings("zh-Hans", "中文"), strings("ko", "한국어 단어가 조금 더 긴 말"),
  ]

  static let events = [
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(receiver: "self", member: .addChild, arguments: [.object("child")]),
      sourceLine: 1, provenance: Provenance("A1.1")),
    TraceEvent(kind: .time, depth: 0, action: .clock(0.25), provenance: Provenance("A1.1")),
    TraceEvent(
      kind: .auto, depth: 1,
      action: .call(receiver: "child", member: .willMoveToParent, arguments: [.object("self")]),
      sourceLine: 1, provenance: Provenance("A1.2")),
    TraceEvent(kind: .print, depth: 0, action: .output("done <ok>"), sourceLine: 2),
    TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
    TraceEvent(kind: .block, depth: 1, action: .closure(.completion, arguments: [])),
    TraceEvent(kind: .warning, depth: 1, action: .warning(id: "w", message: "Unbalanced calls")),
    TraceEvent(kind: .raise, depth: 1, action: .exception(name: "NSInvalid<Arg>", reason: "r")),
  ]

  static func scenario(
    ordinal: Int, _ verdict: ScenarioPresentation.Verdict, events: [TraceEvent] = events
  ) -> ScenarioPresentation {
    ScenarioPresentation(
      ordinal: ordinal, id: "add", language: .swift,
      source: "self.addChild(child)\nprint(\"done <ok>\")\n", events: events, showLayout: false,
      expectedTrace: "manual  self.removeFromParent()\n", verdict: verdict)
  }

  @Test func sharedPartsGiveEachLocaleItsOwnFigure() {
    let scenarios = [
      Self.scenario(ordinal: 1, .verified), Self.scenario(ordinal: 2, .verified),
      Self.scenario(
        ordinal: 1, .failed([SiteDiagnostic(id: .traceMismatch, message: "differs")])),
      Self.scenario(ordinal: 3, .failed([]), events: []),
    ]
    let figures = ScenarioFigureCache()
    for strings in Self.locales {
      for scenario in scenarios {
        var alone = ""
        ScenarioRenderer(strings: strings).render(scenario, into: &alone)
        var shared = ""
        ScenarioRenderer(strings: strings, figures: figures).render(scenario, into: &shared)
        #expect(shared == alone)
      }
    }
    // Ordinals 1, 2 and 3: the failed one of ordinal 1 shares the verified one's parts.
    #expect(figures.count == 3)
  }

  /// The shared figure keeps each locale's words: time, turns, badges, the code lifeline.
  @Test func localizedWordsStayPerLocale() {
    let figures = ScenarioFigureCache()
    let scenario = Self.scenario(ordinal: 1, .verified)
    let english = ScenarioRenderer(strings: Self.locales[0], figures: figures).render(scenario)
    let korean = ScenarioRenderer(strings: Self.locales[2], figures: figures).render(scenario)
    #expect(english.contains("English 0.25 s &lt;later&gt;"))
    #expect(!korean.contains("English"))
    #expect(korean.contains("한국어 단어가 조금 더 긴 말 endOfTurn"))
    #expect(korean.contains("한국어 단어가 조금 더 긴 말 diagramCode"))
    #expect(figures.count == 1)
  }
}
