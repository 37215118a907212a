import Containment
import Testing

@testable import LessonSite

/// One scenario under two iOS versions (docs/FIDELITY.md section V, issue 28 item 5): blocks
/// whose ids share a stem and end in `.iosNN` are labelled with their version and marked so
/// that style.css sets them side by side.
@Suite struct ScenarioVersionsTests {
  @Test(arguments: [
    ("launch.ios17", "launch", "17"), ("a.b.ios12", "a.b", "12"), ("x.ios26", "x", "26"),
  ])
  func versionSuffix(_ id: String, _ stem: String, _ version: String) {
    let found = ScenarioVersions.version(id: id)
    #expect(found?.stem == stem)
    #expect(found?.version == version)
  }

  @Test(arguments: ["launch", "launch.ios", "launch.iOS17", ".ios12", "x.ios1a", "x.swift"])
  func noVersionSuffix(_ id: String) {
    #expect(ScenarioVersions.version(id: id) == nil)
  }

  @Test func eachVersionIsLabelledAndMarkedWithItsStem() {
    for (id, version) in [("launch.ios17", "17"), ("launch.ios18", "18")] {
      let presentation = ScenarioPresentation(
        ordinal: 1, id: id, language: .swift, source: "self.addChild(child)\n",
        events: ScenarioRendererTests.events, showLayout: false, expectedTrace: nil,
        verdict: .verified)
      let html = ScenarioRenderer(strings: ScenarioRendererTests.strings).render(presentation)
      #expect(
        html.hasPrefix(
          "<figure class=\"scenario\" id=\"scenario-1\" data-scenario=\"\(id)\" "
            + "data-versions=\"launch\">\n<p class=\"version-label\">iOS \(version)</p>\n"))
    }
  }

  @Test func otherScenariosAreNotMarked() {
    let html = ScenarioRenderer(strings: ScenarioRendererTests.strings).render(
      ScenarioRendererTests.scenario(.verified, events: ScenarioRendererTests.events))
    #expect(!html.contains("data-versions"))
    #expect(!html.contains("version-label"))
  }
}
