import Diagnostics
import Foundation
import LessonSite
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `check`'s last line counts lessons and scenarios apart and names every kind of failure,
/// and the exit status follows from it, for every mix of outcomes.
@Suite(.serialized) struct CheckSummaryTests {
  static let trace = "```trace\n" + FakeExecutor.addSwiftText + "```\n"
  static func lesson(_ body: String) -> String { "---\ntitle: T\n---\n\n" + body }
  /// Verified: runs and matches its trace.
  static let verified = lesson("```swift scenario\nadd\n```\n\n" + trace)
  /// Failed: the trace leaves events out.
  static let failed = lesson(
    "```swift scenario\nadd\n```\n\n```trace\nmanual  self.addChild(child)\n```\n")
  /// Without trace: no trace block at all.
  static let untraced = lesson("```swift scenario\nadd\n```\n")
  /// Without trace: an empty trace block.
  static let emptyTrace = lesson("```swift scenario\nadd\n```\n\n```trace\n```\n")
  /// Not a lesson: no title.
  static let untitled = "---\nsummary: s\n---\n\n```swift scenario\nadd\n```\n"
  /// Verified, but a link to a lesson that does not exist.
  static let deadLink = lesson("[next](09-none.md)\n\n```swift scenario\nadd\n```\n\n" + trace)

  static let cases: [([String], [String], String, Int32)] = [
    ([verified, verified], [], "2 lessons, 2 scenarios: 2 verified, 0 failed, 0 without trace", 0),
    (
      [verified, failed], [],
      "2 lessons, 2 scenarios: 1 verified, 1 failed, 0 without trace; 1 lesson with errors", 1
    ),
    ([verified, untraced], [], "2 lessons, 2 scenarios: 1 verified, 0 failed, 1 without trace", 0),
    ([emptyTrace], [], "1 lesson, 1 scenario: 0 verified, 0 failed, 1 without trace", 0),
    (
      [untraced], ["--require-traces"],
      "1 lesson, 1 scenario: 0 verified, 1 failed, 0 without trace; 1 lesson with errors", 1
    ),
    (
      [verified, untitled], [],
      "2 lessons, 1 scenario: 1 verified, 0 failed, 0 without trace; 1 lesson with errors", 1
    ),
    (
      [deadLink], [],
      "1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace; 1 lesson with errors", 1
    ),
    (
      [failed, untitled, untraced, "glossary"], [],
      "3 lessons, 2 scenarios: 0 verified, 1 failed, 1 without trace; 2 lessons with errors; "
        + "1 other file with errors", 1
    ),
    ([], [], "0 lessons, 0 scenarios: 0 verified, 0 failed, 0 without trace", 0),
  ]

  /// Writes `lessons` as `en/01-a.md`, `en/02-b.md`, …; "glossary" writes a broken
  /// glossary.json instead.
  static func content(_ lessons: [String]) throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/.keep", "")
    for (index, text) in lessons.enumerated() {
      if text == "glossary" {
        try folder.write("glossary.json", "{ \"terms\": [ }")
      } else {
        try folder.write("en/0\(index + 1)-\(["a", "b", "c", "d"][index]).md", text)
      }
    }
    return folder
  }

  @Test(arguments: cases.indices)
  func summaryLineAndExitStatusAgree(_ index: Int) throws {
    let (lessons, options, summary, status) = Self.cases[index]
    let folder = try Self.content(lessons)
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root] + options)
    #expect(result.output.hasSuffix("\n" + summary + "\n") || result.output == summary + "\n")
    #expect(result.status == status, "\(result.output)")
    // JSON says the same.
    let json = runLessons(["check", "--content", folder.root, "--format", "json"] + options)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let counts = try #require(document["summary"] as? [String: Any])
    #expect(counts["clean"] as? Bool == (status == 0))
    #expect(json.status == status)
  }

  @Test func anEmptyTraceBlockSaysToPromote() throws {
    let folder = try Self.content([Self.emptyTrace])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root])
    #expect(
      result.output.hasPrefix(
        "\(folder.path("en/01-a.md")):9:1: warning: this trace is empty: run "
          + "`lessons check --promote` to write what `a#1` does into it [trace.empty]\n"))
    #expect(!result.output.contains("leaves out"))
    #expect(runLessons(["check", "--content", folder.root, "--promote"]).status == 0)
    #expect(try folder.bytes("en/01-a.md") == Array(Self.verified.utf8))
  }

  /// `check FILE` on a file that is not a readable lesson reports why, not "not a lesson".
  @Test func checkingOneBrokenFileReportsItsErrors() throws {
    let folder = try Self.content([Self.verified, Self.untitled])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, folder.path("en/02-b.md")])
    #expect(result.status == 1)
    #expect(result.error.isEmpty)
    #expect(
      result.output == """
        \(folder.path("en/02-b.md")):1:1: error: the front matter has no `title:`, or it is empty \
        [content.missing-title]
        ---
        ^
        1 lesson, 0 scenarios: 0 verified, 0 failed, 0 without trace; 1 lesson with errors

        """)
  }

  @Test func junitHasOneTestCasePerScenarioAndOneForALessonWithErrors() throws {
    let folder = try Self.content([Self.verified, Self.failed, Self.untraced, Self.untitled])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, "--format", "junit"])
    #expect(result.status == 1)
    let xml = result.output
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(
      xml.contains(
        "<testsuites name=\"lessons check\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"1\">")
    )
    let a = folder.path("en/01-a.md")
    #expect(xml.contains("<testcase classname=\"\(a)\" name=\"a#1\" file=\"\(a)\" line=\"5\"/>"))
    #expect(
      xml.contains(
        "<failure message=\"the trace of `b#1` does not match what runs: UIKit also calls "
          + "`child.willMove(toParent: self)` here (auto), which the trace leaves out\" "
          + "type=\"trace.mismatch\">"))
    #expect(xml.contains("+auto      child.willMove(toParent: self)"))
    #expect(xml.contains("name=\"c#1\""))
    #expect(xml.contains("<skipped message=\"no trace block to compare with"))
    let d = folder.path("en/04-d.md")
    #expect(xml.contains("<testsuite name=\"\(d)\" tests=\"1\" failures=\"0\" errors=\"1\""))
    #expect(xml.contains("<error message=\"the front matter has no `title:`, or it is empty\""))
    #expect(xml.hasSuffix("</testsuites>\n"))
    #expect(xml.components(separatedBy: "<testcase ").count == 5)
  }

  @Test func junitEscapesMarkupAndControlCharacters() {
    #expect(JUnitXML.escape("a<b>&\"c\u{1}") == "a&lt;b&gt;&amp;&quot;c\u{FFFD}")
  }

  @Test func githubAnnotationsHaveATitle() throws {
    let folder = try Self.content([Self.deadLink])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, "--format", "github"])
    #expect(
      result.output.hasPrefix(
        "::error file=\(folder.path("en/01-a.md")),line=5,col=1,title=link.missing-lesson::"))
  }

  @Test func usageErrorsEscapeControlCharactersOfArguments() {
    let result = runLessons(["check", "--format", "x\u{1b}]0;owned\u{07}"])
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("error: `--format x\\u{1b}]0;owned\\u{07}` is not a format"))
    #expect(!result.error.contains("\u{1b}"))
  }
}
