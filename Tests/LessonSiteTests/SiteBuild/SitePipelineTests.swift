import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The one pipeline, through each of its ways: `check`, `check --promote`, `build`, `run`.
@Suite(.serialized) struct SitePipelineTests {
  let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)

  @Test func checkVerifiesEveryLessonOfEveryLocale() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let outcome = try pipeline.check(.init(contentDirectory: options.contentDirectory))
    #expect(outcome.report.passed == 5)
    #expect(outcome.report.failed == 0)
    #expect(outcome.isClean)
  }

  @Test func checkOfAPathChecksOnlyThatLesson() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder, brokenTrace: true)
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    request.paths = [folder.path("Content/ko")]
    let outcome = try pipeline.check(request)
    #expect(
      outcome.report.lessons.map(\.lesson.path) == [folder.path("Content/ko/01-adding-a-child.md")])
    request.paths = [folder.path("Content/elsewhere")]
    #expect(
      throws: SiteBuildError.notInContent(
        path: folder.path("Content/elsewhere"), content: options.contentDirectory)
    ) {
      try pipeline.check(request)
    }
  }

  /// A dry run describes the change and writes nothing; a real run writes, re-reads and
  /// re-checks, so the mismatch is gone from the outcome.
  @Test func promoteThenRecheck() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder, brokenTrace: true)
    let path = folder.path("Content/en/02-removing-a-child.md")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    request.promote = true
    request.dryRun = true
    let dry = try pipeline.check(request)
    #expect(dry.changes.map(\.path) == [path])
    #expect(dry.changes.first?.written == false)
    #expect(dry.report.failed == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    request.dryRun = false
    let promoted = try pipeline.check(request)
    #expect(promoted.changes.first?.written == true)
    #expect(promoted.report.failed == 0)
    #expect(promoted.isClean)
  }

  @Test func missingContentIsACataloguedError() {
    #expect(throws: SiteBuildError.missingContentFolder(path: "/nonexistent/Content")) {
      try pipeline.check(.init(contentDirectory: "/nonexistent/Content"))
    }
    #expect(SiteBuildError.missingContentFolder(path: "x").id == .siteNoContentFolder)
    var options = SiteBuilder.Options()
    options.contentDirectory = "/nonexistent/Content"
    #expect(pipeline.build(options).error?.id == .siteNoContentFolder)
  }

  @Test func runLessonAtALineRunsThatScenarioOnly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = try SiteFixture.make(in: folder)
    let path = folder.path("Content/en/01-adding-a-child.md")
    let all = pipeline.runLesson(at: path, line: nil)
    let first = try #require(all.items.first)
    #expect(all.succeeded)
    let atLine = pipeline.runLesson(at: path, line: first.block.code.openingFenceLine + 1)
    #expect(atLine.items.map(\.block.id) == [first.block.id])
    let nowhere = pipeline.runLesson(at: path, line: 1)
    #expect(nowhere.items.isEmpty)
    #expect(nowhere.available == all.items.map(\.block.code.openingFenceLine))
  }
}
