import Containment
import Testing

@testable import LessonSite

@Suite struct ScenarioRendererTests {
  static let strings = UIStrings(
    locale: "en",
    values: [
      "verified": "Verified", "failed": "Failed", "failedNotRun": "Did not run",
      "notVerified": "No trace", "expectedTrace": "Expected", "badgeManual": "manual",
    ])

  static func scenario(_ verdict: ScenarioPresentation.Verdict, events: [TraceEvent])
    -> ScenarioPresentation
  {
    ScenarioPresentation(
      ordinal: 2, id: "add#<2>", language: .swift, source: "self.addChild(child)\n",
      events: events, showLayout: false, expectedTrace: "manual  self.removeFromParent()\n",
      verdict: verdict)
  }

  static let events = [
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(receiver: "self", member: .addChild, arguments: [.object("child")]),
      sourceLine: 1)
  ]

  @Test func verifiedShowsTheMarkCodeTableAndDiagram() {
    let html = ScenarioRenderer(strings: Self.strings).render(
      Self.scenario(.verified, events: Self.events))
    #expect(
      html.hasPrefix(
        "<figure class=\"scenario\" id=\"scenario-2\" data-scenario=\"add#&lt;2&gt;\">"))
    #expect(
      html.contains(
        "<p class=\"verdict verdict-verified\"><span aria-hidden=\"true\">✓</span> Verified</p>"))
    #expect(html.contains("<span class=\"line\" id=\"s2-L1\">"))
    #expect(html.contains("<a href=\"#s2-L1\">1</a>"))
    #expect(html.contains("<svg class=\"seq\""))
    #expect(!html.contains("Expected"))
  }

  @Test func failedIsNeverVerifiedAndShowsWhyAndTheLessonTrace() {
    let html = ScenarioRenderer(strings: Self.strings).render(
      Self.scenario(
        .failed([
          SiteDiagnostic(
            id: .traceMismatch, message: "<differs>", file: "a.md", line: 9, column: 3,
            sourceLine: "\tx <y>", detail: "--- expected\n+++ actual\n",
            notes: [.init(message: "first here", file: "b.md", line: 2)],
            fixIts: [.init(message: "write `z`")])
        ]), events: Self.events))
    #expect(!html.contains("verdict-verified"))
    #expect(html.contains("<p><span aria-hidden=\"true\">✗</span> Failed</p>"))
    // The diagnostic as markup, every part escaped; not terminal text in a <pre>.
    let expected = [
      #"<div class="verdict-detail"><div class="diagnostic diagnostic-error" "#,
      #"data-id="trace.mismatch"><p class="diagnostic-message"><span "#,
      #"class="diagnostic-place">a.md:9:3</span> <strong class="diagnostic-severity">"#,
      #"error</strong> &lt;differs&gt; <code class="diagnostic-id">trace.mismatch</code>"#,
      "</p><pre class=\"diagnostic-source\">\tx &lt;y&gt;\n\t ^</pre><p ",
      #"class="diagnostic-hint">hint: write `z`</p><pre class="diagnostic-detail">--- "#,
      "expected\n+++ actual</pre><p class=\"diagnostic-note\"><span ",
      #"class="diagnostic-place">b.md:2</span> note: first here</p></div></div>"#,
    ].joined()
    #expect(html.contains(expected))
    #expect(html.contains("<p class=\"expected-label\">Expected</p>"))
    #expect(html.contains("manual  self.removeFromParent()"))
  }

  @Test func failedWithoutARunSaysSoAndDrawsNoTrace() {
    let html = ScenarioRenderer(strings: Self.strings).render(
      Self.scenario(.failed([]), events: []))
    #expect(html.contains("Did not run"))
    #expect(!html.contains("<table"))
    #expect(!html.contains("<svg"))
  }

  @Test func unverifiedIsNeitherVerifiedNorFailed() {
    let html = ScenarioRenderer(strings: Self.strings).render(
      Self.scenario(.unverified, events: Self.events))
    #expect(html.contains("<p class=\"verdict verdict-unverified\">No trace</p>"))
    #expect(!html.contains("verdict-verified"))
    #expect(!html.contains("verdict-failed"))
  }

  /// One of a Swift / Objective-C pair is marked for the toggle and named for readers
  /// without JavaScript; the player's states ride along as one inert JSON script.
  @Test func pairedScenarioCarriesItsPairAndThePlayerData() {
    var scenario = Self.scenario(.verified, events: Self.events)
    scenario.id = "add.objc"
    scenario.language = .objc
    let state = UIKitState(
      controllers: [
        UIKitState.Controller(
          name: "self", parent: nil, children: [], appearance: .appeared, isViewLoaded: true)
      ], views: [])
    var added = state
    added.controllers[0].children = ["child"]
    scenario.player(states: UIKitStateTimeline(initial: state, after: [added]))
    let html = ScenarioRenderer(strings: Self.strings).render(scenario)
    #expect(
      html.hasPrefix(
        "<figure class=\"scenario\" id=\"scenario-2\" data-scenario=\"add.objc\" data-pair=\"add\">\n<p class=\"pair-label\">Objective-C</p>"
      ))
    #expect(
      html.contains(
        "<script type=\"application/json\" class=\"player-data\">"
          + "{\"n\":[\"self\",\"child\"],\"s\":[{\"c\":[[0,-1,2,1]],\"v\":[]},{\"c\":[[0,-1,2,1,1]]}]}"
          + "</script>\n</figure>"))
    // A name that could close the script is escaped.
    #expect(TracePlayerData.jsonString("</script>") == "\"\\u003c/script>\"")
  }
}
