import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// `fix` is `check`'s steps stopped after Verify, then the fix-its written, pass after pass,
/// by the pipeline itself (`SitePipeline.fix(_:dryRun:)`): no command line needed.
@Suite struct FixStepTests {
  /// An executor that asks for `Menu` until the code declares it, then for `Badge`, which
  /// only a run that got past `Menu` can find: two passes, then nothing more to fix.
  struct OneStandInAtATime: ScenarioExecuting {
    func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
      -> ScenarioOutcome
    {
      let missing =
        !source.contains("class Menu") ? "Menu" : !source.contains("class Badge") ? "Badge" : nil
      guard let missing else {
        return ScenarioOutcome(language: language, events: [], diagnostics: [], showLayout: false)
      }
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, message: "`\(missing)` is not declared in this snippet",
        line: 1, column: 1)
      diagnostic.fixIts = [
        ScenarioFixIt(line: 0, column: 0, length: 0, replacement: "class \(missing) {}")
      ]
      return ScenarioOutcome(
        language: language, events: [], diagnostics: [diagnostic], showLayout: false)
    }
  }

  static let post = "```swift scenario\nlet menu = Menu()\n```\n"

  @Test func theStepFixesUntilNothingMoreIsFixable() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("post.md", Self.post)
    let pipeline = SitePipeline(executor: OneStandInAtATime(), jobs: 1)
    let fixes = try pipeline.fix(.loose(.init(paths: [path])), dryRun: false)
    #expect(fixes.files.map(\.path) == [path])
    #expect(fixes.files.first?.applied == 2, "one fix-it in each of two passes")
    #expect(fixes.files.first?.before == Array(Self.post.utf8))
    #expect(fixes.problems.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("class Menu {}"))
    #expect(written.contains("class Badge {}"))
    #expect(fixes.files.first?.after == Array(written.utf8))
  }

  @Test func aDryRunOfTheStepStopsAfterTheFirstPass() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("post.md", Self.post)
    let pipeline = SitePipeline(executor: OneStandInAtATime(), jobs: 1)
    let fixes = try pipeline.fix(.loose(.init(paths: [path])), dryRun: true)
    #expect(fixes.files.first?.applied == 1)
    #expect(
      fixes.files.first.map { String(decoding: $0.after, as: UTF8.self) }?
        .contains("class Badge") == false)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.post)
  }

  @Test func aPathOutsideTheContentFolderIsTheStepsError() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    request.paths = [options.contentDirectory + "/en/99-nowhere.md"]
    let pipeline = SitePipeline(executor: OneStandInAtATime(), jobs: 1)
    #expect(
      throws: SiteBuildError.notInContent(
        path: request.paths[0], content: options.contentDirectory)
    ) {
      try pipeline.fix(.content(request), dryRun: false)
    }
  }
}
