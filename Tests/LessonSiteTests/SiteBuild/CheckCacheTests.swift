import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// `check`'s cache (`CheckCache`): a second check of unchanged lessons runs none of their
/// scenarios and shows exactly what the first showed; a changed lesson's group runs again,
/// and only it; promotion never answers from it.
@Suite(.serialized) struct CheckCacheTests {
  /// Counts the scenarios it runs (each run is `AddChildExecutor`'s).
  final class CountingExecutor: ScenarioExecuting, @unchecked Sendable {
    private let lock = NSLock()
    private var ran = 0

    func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
      -> ScenarioOutcome
    {
      lock.lock()
      ran += 1
      lock.unlock()
      return AddChildExecutor().run(source, language: language, attributes: attributes)
    }

    /// Runs since the last call.
    func taken() -> Int {
      lock.lock()
      defer { lock.unlock() }
      let count = ran
      ran = 0
      return count
    }
  }

  /// What every format of `check`'s output reads of an outcome, lesson by lesson.
  private func shown(_ outcome: SitePipeline.CheckOutcome) -> [String] {
    var lines = outcome.diagnostics.map { "\($0.id.rawValue) \($0.file ?? "") \($0.line ?? 0)" }
    for lesson in outcome.report.lessons {
      for result in lesson.scenarios {
        lines.append(
          [
            lesson.lesson.path, result.block.id, result.locale, result.statusWord,
            "\(result.block.code.openingFenceLine)", "\(result.block.language)",
            "\(result.block.trace?.lastLine ?? 0)",
          ].joined(separator: " "))
      }
    }
    lines.append("\(CheckSummary(report: outcome.report, diagnostics: outcome.diagnostics))")
    lines.append(JUnitReport(report: outcome.report, diagnostics: outcome.diagnostics).xml)
    return lines
  }

  private func request(_ options: SiteBuilder.Options) -> SitePipeline.CheckRequest {
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    request.usesCache = true
    return request
  }

  @Test func aSecondCheckAnswersFromTheCacheAndShowsTheSame() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder, brokenTrace: true)
    try folder.write(
      "Content/zh-Hans/03-broken.md",
      "---\ntitle: 坏\nsummary: s\n---\n\n```swift scenario\nBROKEN\n```\n")
    let executor = CountingExecutor()
    let pipeline = SitePipeline(executor: executor, jobs: 2)
    let uncached = try pipeline.check(.init(contentDirectory: options.contentDirectory))
    #expect(executor.taken() > 0)
    #expect(!FileManager.default.fileExists(atPath: folder.path(".lessons-cache/Content.check")))
    let first = try pipeline.check(request(options))
    #expect(executor.taken() > 0)
    #expect(FileManager.default.fileExists(atPath: folder.path(".lessons-cache/Content.check")))
    let second = try pipeline.check(request(options))
    #expect(executor.taken() == 0)
    #expect(shown(first) == shown(uncached))
    #expect(shown(second) == shown(uncached))
    #expect(second.report.failed == uncached.report.failed)
    #expect(second.report.failed > 0)
    #expect(second.isClean == uncached.isClean)
  }

  @Test func aChangedLessonRunsItsGroupOnly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    let pipeline = SitePipeline(executor: executor, jobs: 2)
    _ = try pipeline.check(request(options))
    _ = executor.taken()
    // The removing lesson's group (en and zh-Hans) runs again, with a failing trace now.
    let path = "Content/zh-Hans/02-removing-a-child.md"
    let text = String(decoding: try folder.bytes(path), as: UTF8.self)
    try folder.write(path, text.replacingOccurrences(of: "auto  ", with: "manual"))
    let changed = try pipeline.check(request(options))
    // Its two lessons' scenarios, not the three of the adding lesson's group.
    #expect(executor.taken() == 2)
    let fresh = try pipeline.check(.init(contentDirectory: options.contentDirectory))
    #expect(shown(changed) == shown(fresh))
    #expect(changed.report.failed == 1)
  }

  @Test func promotionAndUncachedChecksNeverUseIt() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder, brokenTrace: true)
    let executor = CountingExecutor()
    let pipeline = SitePipeline(executor: executor, jobs: 2)
    _ = try pipeline.check(request(options))
    _ = executor.taken()
    var promote = request(options)
    promote.promote = true
    promote.dryRun = true
    let dry = try pipeline.check(promote)
    #expect(executor.taken() > 0)
    #expect(dry.changes.count == 1)
  }

  @Test func aForeignOrDamagedFileIsIgnored() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    let pipeline = SitePipeline(executor: executor, jobs: 2)
    let first = try pipeline.check(request(options))
    let file = CheckCache.location(forContent: options.contentDirectory)
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
    bytes.removeLast(3)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    _ = executor.taken()
    let again = try pipeline.check(request(options))
    #expect(executor.taken() > 0)
    #expect(shown(again) == shown(first))
    #expect(
      CheckCache.decode(
        Array(try Data(contentsOf: URL(fileURLWithPath: file))), tool: "another tool",
        content: options.contentDirectory) == nil)
  }
}
