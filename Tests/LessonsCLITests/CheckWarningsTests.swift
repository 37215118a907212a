import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// The check's warnings (`content.avoided-term`, `scenario.unnamed-switch`) end to end: printed
/// like every other warning, before the summary line, and never counted as a failure.
@Suite(.serialized) struct CheckWarningsTests {
  static let glossary = """
    { "version": 1, "terms": [ { "id": "window", "concept": "UIWindow.",
      "en": { "use": "window", "avoid": ["UI window"] } } ] }
    """
  /// Line 5 has the avoided wording at column 8; the scenario's fence is line 7.
  static let lesson =
    "---\ntitle: Add\n---\n\nPut it UI window.\n\n```swift scenario uikit=B3:immediate\nadd\n```\n\n"
    + "```trace\n" + FakeExecutor.addSwiftText + "```\n"

  /// The content folder is `Content/` inside the fixture (a build writes beside it).
  func content() throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("Content/glossary.json", Self.glossary)
    try folder.write("Content/en/01-add.md", Self.lesson)
    return folder
  }

  @Test func warningsArePrintedAndTheCheckStillPasses() throws {
    let folder = try content()
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.path("Content")])
    let path = folder.path("Content/en/01-add.md")
    #expect(result.status == 0)
    #expect(
      result.output == """
        \(path):5:8: warning: `UI window` is a wording glossary.json avoids for `window` \
        [content.avoided-term]
        Put it UI window.
               ^
          hint: write `window` instead
        \(path):7:1: warning: scenario `add#1` runs with `uikit=B3:immediate` instead of the \
        model's default (`B3:end-of-turn`), but the lesson's text never names B3 \
        [scenario.unnamed-switch]
        ```swift scenario uikit=B3:immediate
        ^
          hint: say in the text that this trace rests on the inferred choice B3 (for example \
        `uikit=B3:immediate`), so readers do not take it for UIKit's documented behaviour
        1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace

        """)
  }

  @Test func jsonListsTheWarningsBesideTheCounts() throws {
    let folder = try content()
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.path("Content"), "--format", "json"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let document = try #require(object as? [String: Any])
    #expect(document["passed"] as? Int == 1)
    #expect(document["failed"] as? Int == 0)
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.compactMap { $0["id"] as? String } == [
        "content.avoided-term", "scenario.unnamed-switch",
      ])
    #expect(diagnostics.compactMap { $0["severity"] as? String } == ["warning", "warning"])
  }

  @Test func aMalformedGlossaryFailsTheCheck() throws {
    let folder = try content()
    defer { folder.remove() }
    try folder.write("Content/glossary.json", "{ \"terms\": [ }")
    let result = runLessons(["check", "--content", folder.path("Content")])
    #expect(result.status == 1)
    // The lesson's own warning (en/…) sorts before glossary.json; the summary names the file.
    #expect(
      result.output.contains(
        folder.path("Content/glossary.json") + ":1:14: error: glossary.json: not valid JSON"))
    #expect(
      result.output.hasSuffix(
        "[content.glossary-invalid]\n{ \"terms\": [ }\n             ^\n1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace; 1 other file with errors\n"
      ))
  }

  @Test func buildPrintsTheWarningsAndBuilds() throws {
    let folder = try content()
    defer { folder.remove() }
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    let result = runLessons([
      "build", "--content", folder.path("Content"), "--templates", templates.path, "--output",
      folder.path("out"),
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("warning: `UI window` is a wording glossary.json avoids"))
    #expect(result.output.contains("[scenario.unnamed-switch]"))
  }

  @Test func aMalformedGlossaryStopsTheBuild() throws {
    let folder = try content()
    defer { folder.remove() }
    try folder.write("Content/glossary.json", "{ \"terms\": [ }")
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    let result = runLessons([
      "build", "--content", folder.path("Content"), "--templates", templates.path, "--output",
      folder.path("out"),
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("[content.glossary-invalid]"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out/en/add.html")))
  }
}
