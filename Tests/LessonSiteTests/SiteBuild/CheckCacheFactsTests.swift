import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// `check` with its cache makes lessons whose files are unchanged from their recorded facts
/// (`CheckCache.records`) instead of parsing them: only the lessons of groups that run are
/// parsed, and what the check shows is what a check without the cache shows.
@Suite(.serialized) struct CheckCacheFactsTests {
  private func request(_ options: SiteBuilder.Options) -> SitePipeline.CheckRequest {
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    request.usesCache = true
    return request
  }

  /// Each reported lesson's path, whether it was parsed, and its scenarios as `check`
  /// shows them.
  private func shown(_ outcome: SitePipeline.CheckOutcome) -> [String] {
    var lines = outcome.diagnostics.map { "\($0.id.rawValue) \($0.file ?? "") \($0.line ?? 0)" }
    for lesson in outcome.report.lessons {
      for result in lesson.scenarios {
        lines.append(
          [
            lesson.lesson.path, result.block.id, result.locale, result.statusWord,
            "\(result.block.code.openingFenceLine)", "\(result.block.code.lastLine)",
            "\(result.block.language)", "\(result.block.trace?.lastLine ?? 0)",
          ].joined(separator: " "))
      }
    }
    lines.append("\(CheckSummary(report: outcome.report, diagnostics: outcome.diagnostics))")
    lines.append(JUnitReport(report: outcome.report, diagnostics: outcome.diagnostics).xml)
    return lines
  }

  private func opened(_ outcome: SitePipeline.CheckOutcome) -> [String] {
    outcome.report.lessons.filter { $0.lesson.isOpen && !$0.lesson.isReference }
      .map(\.lesson.path).map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) }
      .sorted()
  }

  @Test func unchangedLessonsAreNotParsedAndShowTheSame() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder, brokenTrace: true)
    let executor = CheckCacheTests.CountingExecutor()
    let pipeline = SitePipeline(executor: executor, jobs: 2)
    let uncached = try pipeline.check(.init(contentDirectory: options.contentDirectory))
    let first = try pipeline.check(request(options))
    #expect(opened(first).count == 5)
    _ = executor.taken()
    let second = try pipeline.check(request(options))
    #expect(executor.taken() == 0)
    #expect(opened(second) == [])
    #expect(shown(second) == shown(uncached))
    // One lesson changed: its group (en and zh-Hans) is parsed and run, the others not.
    let path = "Content/en/02-removing-a-child.md"
    let text = String(decoding: try folder.bytes(path), as: UTF8.self)
    try folder.write(path, text + "\nOne more line.\n")
    let changed = try pipeline.check(request(options))
    #expect(executor.taken() == 2)
    #expect(opened(changed) == ["en/02-removing-a-child.md", "zh-Hans/02-removing-a-child.md"])
    let fresh = try pipeline.check(.init(contentDirectory: options.contentDirectory))
    #expect(shown(changed) == shown(fresh))
    let third = try pipeline.check(request(options))
    #expect(opened(third) == [])
    #expect(shown(third) == shown(fresh))
  }

  /// The file reads back as written: groups with each scenario's place, the content's
  /// stamps and digests, and the lessons' facts.
  @Test func theFileRoundTrips() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    _ = try SitePipeline(executor: AddChildExecutor(), jobs: 2).check(request(options))
    let file = CheckCache.location(forContent: options.contentDirectory)
    let root = ContentLoader.root(options.contentDirectory)
    let cache = try #require(
      CheckCache.read(file, tool: BuildCache.toolIdentity, content: root))
    #expect(cache.records.count == 5)
    #expect(cache.inputs.entries.keys.contains("content/en/01-adding-a-child.md"))
    let scenario = try #require(cache.groups["adding-a-child"]?.lessons.first?.scenarios.first)
    #expect(scenario.line > 0 && scenario.lastLine > scenario.line)
    #expect(scenario.hasExpectedTrace)
    #expect(
      CheckCache.decode(
        cache.encoded(tool: BuildCache.toolIdentity, content: root),
        tool: BuildCache.toolIdentity, content: root) == cache)
  }
}
