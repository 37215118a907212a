import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// Control characters from scenarios and sources never reach the terminal raw (DESIGN.md
/// section 8): they are shown as `\u{…}` escapes.
@Suite(.serialized) struct TerminalTextTests {
  @Test(arguments: [
    ("A\u{1b}]0;TITLE\u{07}B\u{1b}[2J", "A\\u{1b}]0;TITLE\\u{07}B\\u{1b}[2J"),
    ("tab\tand\nnewline stay", "tab\tand\nnewline stay"),
    (
      "cr\rnul\u{0}del\u{7f}csi\u{9b}nel\u{85}", "cr\\u{0d}nul\\u{00}del\\u{7f}csi\\u{9b}nel\\u{85}"
    ),
    ("한국어 é 🙂 \u{a0}", "한국어 é 🙂 \u{a0}"),
  ])
  func sanitize(input: String, expected: String) {
    #expect(TerminalText.sanitize(input) == expected)
  }

  func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: TerminalText.isControl)
  }

  @Test func scenarioOutputIsEscaped() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("title.swift", "print(\"A\u{1b}]0;TITLE\u{07}B\u{1b}[2J\")\n")
    let result = runLessons(["run", path], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(!hasRawControl(result.output))
    #expect(result.output.contains("A\\u{1b}]0;TITLE\\u{07}B\\u{1b}[2J"))
  }

  @Test func echoedSourceLinesAreEscaped() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("bad.swift", "let x = 1\nlet y = frob\u{1b}[2J\u{07}\n")
    let result = runLessons(["run", path], executor: ScenarioRunner())
    #expect(result.status == 1)
    #expect(!hasRawControl(result.output))
    #expect(result.output.contains("\nlet y = frob\\u{1b}[2J\\u{07}\n"))
  }

  @Test func fileNamesInDiagnosticsAndProgressAreEscaped() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let content = "content\u{1b}[2J"
    try folder.write(content + "/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write(
      content + "/en/01-add.md", "---\ntitle: T\n---\n```swift scenario\nadd\n```\n")
    try folder.write(content + "/en/02-b\u{07}.md", "---\ntitle: T\n---\n")
    let result = runLessons(["check", "--content", folder.path(content)], terminal: true)
    #expect(!hasRawControl(result.output))
    #expect(result.output.contains("content\\u{1b}[2J/en/02-b\\u{07}.md"))
    // The progress line keeps its own `\r` and erase-line escape; the path's are shown.
    #expect(result.error.contains("content\\u{1b}[2J/en/01-add.md"))
    #expect(!result.error.contains("content\u{1b}"))
  }
}
