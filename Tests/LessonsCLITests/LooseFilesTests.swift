import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons check post.md docs/*.md`: Markdown files outside any content folder (a blog post,
/// a README), no site.json, with `--promote` and every output format.
@Suite(.serialized) struct LooseFilesTests {
  static let trace = "```trace\n" + FakeExecutor.addSwiftText + "```\n"
  /// A blog post: front matter of a static site generator, no title.
  static let post =
    "---\ndate: 2026-01-02\ntags: [uikit]\n---\n\n# Children\n\n```swift scenario\nadd\n```\n"
  /// A README without front matter, its trace right.
  static let readme = "Intro.\n\n```swift scenario\nadd\n```\n\n" + trace
  /// A tutorial whose trace leaves events out.
  static let wrong =
    "Steps.\n\n```swift scenario\nadd\n```\n\n```trace\nmanual  self.addChild(child)\n```\n"

  func files() throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("blog/post.md", Self.post)
    try folder.write("README.md", Self.readme)
    try folder.write("docs/tutorial.md", Self.wrong)
    try folder.write("docs/.hidden/skip.md", Self.wrong)
    try folder.write("docs/notes.txt", "not Markdown")
    return folder
  }

  @Test func checksFilesAndFoldersWithoutASite() throws {
    let folder = try files()
    defer { folder.remove() }
    let result = runLessons([
      "check", folder.path("blog/post.md"), folder.path("README.md"), folder.path("docs"),
    ])
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "\n3 files, 3 scenarios: 1 verified, 1 failed, 1 without trace; 1 file with errors\n"))
    #expect(
      result.output.contains(
        "\(folder.path("docs/tutorial.md")):7:1: error: the trace of `tutorial#1`"))
    #expect(
      result.output.contains(
        "\(folder.path("blog/post.md")):8:1: warning: scenario `post#1` has no"))
    #expect(!result.output.contains("skip.md"))
    #expect(!result.output.contains("content."))
    let good = runLessons(["check", folder.path("README.md")])
    #expect(good.status == 0)
    #expect(good.output == "1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n")
  }

  @Test func promoteWritesTheTracesAndRechecks() throws {
    let folder = try files()
    defer { folder.remove() }
    let paths = [folder.path("blog/post.md"), folder.path("docs/tutorial.md")]
    let dry = runLessons(["check", "--promote", "--dry-run"] + paths)
    #expect(dry.status == 1)
    #expect(dry.output.contains("+++ \(folder.path("docs/tutorial.md")) (promoted)"))
    #expect(try folder.bytes("docs/tutorial.md") == Array(Self.wrong.utf8))
    let promoted = runLessons(["check", "--promote"] + paths)
    #expect(promoted.status == 0)
    #expect(
      promoted.output == "promoted \(paths[0])\npromoted \(paths[1])\n"
        + "2 files, 2 scenarios: 2 verified, 0 failed, 0 without trace\n")
    #expect(try folder.bytes("blog/post.md") == Array((Self.post + "\n" + Self.trace).utf8))
    #expect(runLessons(["check"] + paths).status == 0)
  }

  @Test(arguments: ["json", "github", "junit"])
  func everyFormatWorksOnLooseFiles(format: String) throws {
    let folder = try files()
    defer { folder.remove() }
    let result = runLessons(["check", "--format", format, folder.path("docs")])
    #expect(result.status == 1)
    let tutorial = folder.path("docs/tutorial.md")
    switch format {
    case "json":
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      #expect(document["version"] as? Int == 1)
      let scenarios = try #require(document["scenarios"] as? [[String: Any]])
      #expect(scenarios.map { $0["file"] as? String } == [tutorial])
      #expect(scenarios.map { $0["status"] as? String } == ["failed"])
    case "github":
      #expect(
        result.output.hasPrefix("::error file=\(tutorial),line=7,col=1,title=trace.mismatch::"))
    default:
      #expect(result.output.contains("<testcase classname=\"\(tutorial)\" name=\"tutorial#1\""))
      #expect(result.output.contains("type=\"trace.mismatch\""))
    }
  }

  @Test func aMissingFileIsAUsageError() throws {
    let folder = try files()
    defer { folder.remove() }
    let result = runLessons(["check", folder.path("nope.md")])
    #expect(result.status == 64)
    #expect(result.error.contains("is no file or folder"))
  }

  @Test func anUnclosedFrontMatterIsAWarningAndTheBlocksStillRun() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", "---\ndate: x\n\n```swift scenario\nadd\n```\n")
    let result = runLessons(["check", folder.path("post.md")])
    #expect(result.status == 0)
    #expect(result.output.contains("warning: the `---` on line 1 is never closed"))
    #expect(result.output.contains("[content.unclosed-front-matter]"))
    #expect(
      result.output.hasSuffix("1 file, 1 scenario: 0 verified, 0 failed, 1 without trace\n"))
  }

  /// `lessons run` reads a file the same way: no front matter needed.
  @Test func runTakesAFileWithoutFrontMatter() throws {
    let folder = try files()
    defer { folder.remove() }
    let result = runLessons(["run", folder.path("README.md")])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("# README#1 (\(folder.path("README.md")):3)\n"))
  }
}
