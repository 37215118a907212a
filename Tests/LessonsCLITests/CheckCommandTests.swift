import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons check` end to end over temporary content folders, with the fake interpreter.
@Suite(.serialized) struct CheckCommandTests {
  static let passing =
    "---\ntitle: Add\n---\n\n```swift scenario\nadd\n```\n\n```trace\n"
    + FakeExecutor.addSwiftText + "```\n"
  static let failing =
    "---\ntitle: Add\n---\n\n```swift scenario\nadd\n```\n\n```trace\n"
    + "manual  self.addChild(child)\n```\n"

  func content(_ files: [String: String], locales: [String] = ["en"]) throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(locales))
    for (path, text) in files { try folder.write(path, text) }
    return folder
  }

  @Test func allPassingExitsZeroWithTheSummaryLine() throws {
    let folder = try content(["en/01-add.md": Self.passing, "en/02-more.md": Self.passing])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root])
    #expect(result.status == 0)
    #expect(result.output == "2 lessons, 2 scenarios: 2 verified, 0 failed, 0 without trace\n")
    #expect(result.error.isEmpty)
  }

  @Test func mismatchExitsOneWithDiagnosticCaretAndDiff() throws {
    let folder = try content(["en/01-add.md": Self.failing, "en/02-more.md": Self.passing])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, "--jobs", "1"])
    #expect(result.status == 1)
    let path = folder.path("en/01-add.md")
    #expect(
      result.output == """
        \(path):9:1: error: the trace of `add#1` does not match what runs: UIKit also calls \
        `child.willMove(toParent: self)` here (auto), which the trace leaves out [trace.mismatch]
        ```trace
        ^
        --- expected
        +++ actual
        @@ -1 +1,7 @@
         manual  self.addChild(child)
        +auto      child.willMove(toParent: self)
        +manual  self.view.addSubview(child.view)
        +auto      child.viewWillAppear(false)
        +manual  child.didMove(toParent: self)
        +turn
        +auto      child.viewDidAppear(false)
        hint: if the run is right, `lessons check --promote` rewrites this trace
        2 lessons, 2 scenarios: 1 verified, 1 failed, 0 without trace; 1 lesson with errors

        """)
  }

  @Test func githubFormat() throws {
    let folder = try content(["en/01-add.md": Self.failing])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, "--format", "github"])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "::error file=\(folder.path("en/01-add.md")),line=9,col=1,title=trace.mismatch::the trace of `add#1` does not "
          + "match what runs: "))
    #expect(lines[0].contains("[trace.mismatch]%0A--- expected%0A+++ actual%0A@@ -1 +1,7 @@"))
    #expect(
      lines[1]
        == "1 lesson, 1 scenario: 0 verified, 1 failed, 0 without trace; 1 lesson with errors")
  }

  @Test func jsonFormatIsOneDocument() throws {
    let folder = try content(["en/01-add.md": Self.failing, "en/02-more.md": Self.passing])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, "--format=json"])
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let document = try #require(object as? [String: Any])
    #expect(document["passed"] as? Int == 1)
    #expect(document["failed"] as? Int == 1)
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0]["id"] as? String == "trace.mismatch")
    #expect(diagnostics[0]["file"] as? String == folder.path("en/01-add.md"))
    #expect(diagnostics[0]["line"] as? Int == 9)
    #expect(diagnostics[0]["severity"] as? String == "error")
    let scenarios = try #require(document["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["id"] as? String } == ["add#1", "more#1"])
    #expect(scenarios.map { $0["status"] as? String } == ["failed", "verified"])
    #expect(document["version"] as? Int == 1)
    // Sorted keys: "diagnostics" comes before "failed" in the text.
    let text = result.output
    #expect(
      text.range(of: "\"diagnostics\"")!.lowerBound < text.range(of: "\"failed\"")!.lowerBound)
  }

  @Test func pathArgumentLimitsTheCheck() throws {
    let folder = try content(["en/01-add.md": Self.failing, "en/02-more.md": Self.passing])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, folder.path("en/02-more.md")])
    #expect(result.status == 0)
    #expect(result.output == "1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
    let outside = runLessons(["check", "--content", folder.root, folder.path("elsewhere.md")])
    #expect(outside.status == 64)
  }

  @Test func contentErrorsFailTheCheck() throws {
    let folder = try content(["en/01-add.md": Self.passing, "en/1_bad.md": "x"])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root])
    #expect(result.status == 1)
    #expect(result.output.contains("[content.bad-file-name]"))
    #expect(
      result.output.hasSuffix(
        "2 lessons, 1 scenario: 1 verified, 0 failed, 0 without trace; 1 lesson with errors\n"))
  }

  @Test func missingContentFolderIsBadUsage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.path("none")])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    // The whole text, for a fixed path, is in CommandLine/usage-errors.txt.
    #expect(result.error.contains("`\(folder.path("none"))`"))
    let build = runLessons([
      "build", "--content", folder.path("none"), "--output", folder.path("o"),
    ])
    #expect(build.status == 64)
  }

  @Test func promoteThenCheckPasses() throws {
    let folder = try content(["en/01-add.md": Self.failing])
    defer { folder.remove() }
    let promoted = runLessons(["check", "--content", folder.root, "--promote"])
    #expect(promoted.status == 0)
    #expect(
      promoted.output
        == "promoted \(folder.path("en/01-add.md"))\n1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n"
    )
    #expect(try folder.bytes("en/01-add.md") == Array(Self.passing.utf8))
    #expect(runLessons(["check", "--content", folder.root]).status == 0)
  }

  @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
    let folder = try content(["en/01-add.md": Self.failing])
    defer { folder.remove() }
    let result = runLessons(["check", "--content", folder.root, "--promote", "--dry-run"])
    let path = folder.path("en/01-add.md")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("--- \(path)\n+++ \(path) (promoted)\n@@ -8,4 +8,10 @@\n"))
    // The diff says it once: no mismatch diagnostic repeats it.
    #expect(!result.output.contains("[trace.mismatch]"))
    #expect(
      result.output.hasSuffix(
        "1 lesson, 1 scenario: 0 verified, 1 failed, 0 without trace; 1 lesson with errors\n"))
    #expect(try folder.bytes("en/01-add.md") == Array(Self.failing.utf8))
  }

  @Test func promoteRefusesAFileEditedDuringTheRun() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let path = folder.path("en/01-add.md")
    let text = "---\ntitle: T\n---\n```swift scenario\ntouch \(path)\n```\n"
    try folder.write("en/01-add.md", text)
    let result = runLessons(["check", "--content", folder.root, "--promote"])
    #expect(result.status == 1)
    #expect(result.output.contains("\(path): error: the file changed on disk"))
    #expect(try folder.bytes("en/01-add.md") == Array((text + "\n").utf8))
  }

  @Test func progressGoesToATerminalOnly() throws {
    let folder = try content(["en/01-add.md": Self.passing])
    defer { folder.remove() }
    #expect(runLessons(["check", "--content", folder.root]).error.isEmpty)
    let terminal = runLessons(["check", "--content", folder.root], terminal: true)
    #expect(terminal.error.contains("[1/1] \(folder.path("en/01-add.md"))"))
    #expect(terminal.output == "1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
  }

  @Test func jsonDryRunListsTheChangeItWouldMake() throws {
    let folder = try content(["en/01-add.md": Self.failing])
    defer { folder.remove() }
    let result = runLessons([
      "check", "--content", folder.root, "--promote", "--dry-run", "--format", "json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let document = try #require(object as? [String: Any])
    let promoted = try #require(document["promoted"] as? [[String: Any]])
    #expect(promoted.count == 1)
    #expect(promoted[0]["file"] as? String == folder.path("en/01-add.md"))
    #expect(promoted[0]["written"] as? Bool == false)
    #expect((promoted[0]["diff"] as? String)?.contains("+turn\n") == true)
    #expect(try folder.bytes("en/01-add.md") == Array(Self.failing.utf8))
  }

  /// A folder holding a site.json, named as a PATH outside the content folder, is checked as
  /// a content folder (its links checked), exactly as `--content` checks it; so are files and
  /// folders in its locale folders. A Markdown file in a folder no locale names stays loose.
  @Test func aPathInAnotherContentFolderChecksThatFolder() throws {
    let linked = Self.passing + "\nSee [the next lesson](03-none.md).\n"
    let folder = try content(["en/01-add.md": linked, "en/02-more.md": Self.passing])
    defer { folder.remove() }
    let site = runLessons(["check", "--content", folder.root])
    #expect(site.status == 1)
    #expect(site.output.contains("[link.missing-lesson]"))
    #expect(
      site.output.hasSuffix(
        "\n2 lessons, 2 scenarios: 2 verified, 0 failed, 0 without trace; 1 lesson with errors\n"
      ))
    let whole = runLessons(["check", folder.root])
    #expect(whole.status == site.status)
    #expect(whole.output == site.output)
    #expect(runLessons(["check", folder.root + "/"]).output == site.output)
    let file = folder.path("en/01-add.md")
    let one = runLessons(["check", file])
    #expect(one.output == runLessons(["check", "--content", folder.root, file]).output)
    #expect(one.output.contains("[link.missing-lesson]"))
    #expect(runLessons(["check", folder.path("en")]).output == site.output)
    let other = try content(["en/01-add.md": Self.passing, "notes/post.md": Self.passing])
    defer { other.remove() }
    let loose = runLessons(["check", other.path("notes/post.md")])
    #expect(loose.status == 0)
    #expect(loose.output == "1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
  }

  /// Paths relative to the working directory are searched up to it, component by component:
  /// a loose file in a folder below it stays loose, and a lesson file of a content folder
  /// below it checks that folder, its diagnostics naming the paths as given.
  @Test func relativePathsAreSearchedUpToTheWorkingDirectory() throws {
    let folder = try content(["en/01-add.md": Self.passing])
    defer { folder.remove() }
    let plain = try FixtureFolder()
    defer { plain.remove() }
    try plain.write("sub/post.md", Self.passing)
    // A fixture folder as a path relative to the working directory (`../../tmp/…`).
    let here = FileManager.default.currentDirectoryPath.split(separator: "/").count
    func relative(_ root: String) -> String {
      String(repeating: "../", count: here) + root.drop { $0 == "/" }
    }
    let loose = runLessons(["check", relative(plain.root) + "/sub/post.md"])
    #expect(loose.status == 0)
    #expect(loose.output == "1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
    let lesson = runLessons(["check", relative(folder.root) + "/en/01-add.md"])
    #expect(lesson.status == 0)
    #expect(lesson.output == "1 lesson, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
  }
}
