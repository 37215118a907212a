import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons build` in-process, with the CLI tests' fake interpreter.
@Suite(.serialized) struct BuildCommandTests {
  static var templates: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Templates").path
  }

  func content(in folder: FixtureFolder, trace: String = FakeExecutor.addSwiftText) throws {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write(
      "Content/en/01-add.md",
      "---\ntitle: Add\n---\n\n```swift scenario\nadd\n```\n\n```trace\n\(trace)```\n")
  }

  func arguments(_ folder: FixtureFolder, _ extra: [String] = []) -> [String] {
    [
      "build", "--content", folder.path("Content"), "--templates", Self.templates, "--output",
      folder.path("out"),
    ] + extra
  }

  @Test func buildsAndPrintsOneSummaryLine() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try content(in: folder)
    let result = runLessons(arguments(folder, ["--jobs", "1"]))
    #expect(result.status == 0, "\(result.output)")
    // Diagnostics (ko has no lessons: a warning) come first; the summary is the last line.
    let last = result.output.split(separator: "\n").last ?? ""
    // en: lesson, index, search, fidelity reference; ko: the same four (lesson as fallback);
    // root index.
    #expect(last.hasPrefix("built 11 pages in 2 locales to "), "\(result.output)")
    #expect(last.contains("1 scenarios verified, 0 failed"))
    #expect(result.error.isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder.path("out/ko/add.html")))
  }

  @Test func progressOnlyOnATerminal() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try content(in: folder)
    let result = runLessons(arguments(folder), terminal: true)
    #expect(result.status == 0)
    #expect(result.error.contains("[1/1] lessons verified"))
  }

  @Test func failedVerificationExitsOneAndKeepGoingBuilds() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try content(in: folder, trace: "manual  self.addChild(child)\n")
    let failed = runLessons(arguments(folder))
    #expect(failed.status == 1)
    #expect(failed.output.contains("[trace.mismatch]"))
    #expect(failed.output.contains("[site.verification-failed]"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    let kept = runLessons(arguments(folder, ["--keep-going"]))
    #expect(kept.status == 0)
    #expect(kept.output.contains("0 scenarios verified, 1 failed"))
  }

  @Test func usageErrorsExit64WithASuggestion() {
    // The text of `build --outptu x` is in CommandLine/usage-errors.txt.
    #expect(runLessons(["build", "--outptu", "x"]).status == 64)
    #expect(runLessons(["build", "--jobs", "0"]).status == 64)
    #expect(runLessons(["build", "extra"]).status == 64)
  }

  @Test func refusedOutputExitsOne() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try content(in: folder)
    let result = runLessons(
      [
        "build", "--content", folder.path("Content"), "--templates", Self.templates, "--output",
        folder.path("Content"),
      ])
    #expect(result.status == 1)
    #expect(result.output.contains("[site.refused-output]"))
  }
}
