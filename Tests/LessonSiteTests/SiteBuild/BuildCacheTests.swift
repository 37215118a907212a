import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// Counts the scenarios it runs; otherwise `AddChildExecutor`.
final class CountingExecutor: ScenarioExecuting, @unchecked Sendable {
  private let lock = NSLock()
  private var runs: [String] = []

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    lock.lock()
    runs.append(source)
    lock.unlock()
    return AddChildExecutor().run(source, language: language, attributes: attributes)
  }

  /// How many scenarios ran since the last call, and resets.
  func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    defer { runs = [] }
    return runs.count
  }
}

/// Incremental builds (issue 9 item 7): the cache beside the output.
@Suite(.serialized) struct BuildCacheTests {
  /// Inode and modification time of every file of the site: equal means nothing rewritten.
  static func stamps(_ root: String) -> [String: [String]] {
    var stamps: [String: [String]] = [:]
    for path in SiteFixture.listing(root) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
      stamps[path] = [
        "\(attributes?[.systemFileNumber] ?? "")", "\(attributes?[.modificationDate] ?? "")",
      ]
    }
    return stamps
  }

  /// Every file's bytes, by relative path.
  static func contents(_ root: String) -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in SiteFixture.listing(root) {
      contents[path] = FileManager.default.contents(atPath: root + "/" + path)
    }
    return contents
  }

  @Test func noChangeRebuildRunsNothingAndWritesNothing() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    let first = SiteBuilder(options: options, executor: executor).build()
    #expect(first.error == nil)
    #expect(executor.take() == 5)
    #expect(!first.upToDate)
    let before = Self.stamps(folder.path("_site"))
    let second = SiteBuilder(options: options, executor: executor).build()
    #expect(second.error == nil)
    #expect(second.upToDate)
    #expect(executor.take() == 0)
    #expect(Self.stamps(folder.path("_site")) == before)
    #expect(second.pages == first.pages)
    #expect(second.verified == first.verified)
  }

  /// A lesson's body changed: only its group (the lesson in every locale that has it) runs,
  /// and the site is byte for byte what a build without the cache writes.
  @Test func oneLessonChangedRerunsItsGroupAndEqualsACleanBuild() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    _ = executor.take()
    let path = folder.path("Content/en/02-removing-a-child.md")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "Reverse order.", with: "Reverse the order, always.")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let incremental = SiteBuilder(options: options, executor: executor).build()
    #expect(incremental.error == nil)
    #expect(!incremental.upToDate)
    // en and zh-Hans have this lesson; ko falls back to en.
    #expect(incremental.lessonsRun == 2)
    #expect(executor.take() == 2)
    #expect(incremental.verified == 5)
    let page = try String(
      contentsOfFile: folder.path("_site/en/removing-a-child.html"), encoding: .utf8)
    #expect(page.contains("Reverse the order, always."))
    options.outputDirectory = folder.path("clean")
    options.useCache = false
    let clean = SiteBuilder(options: options, executor: executor).build()
    #expect(clean.error == nil)
    #expect(executor.take() == 5)
    #expect(Self.contents(folder.path("_site")) == Self.contents(folder.path("clean")))
  }

  @Test func corruptOrForeignCacheIsIgnoredWithAWarning() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    _ = executor.take()
    let cache = BuildCache.location(for: URL(fileURLWithPath: folder.path("_site")))
    var truncated = try #require(FileManager.default.contents(atPath: cache.path))
    truncated.removeLast(truncated.count / 2)
    try truncated.write(to: cache)
    let corrupt = SiteBuilder(options: options, executor: executor).build()
    #expect(corrupt.error == nil)
    #expect(corrupt.warnings.contains { $0.hasSuffix("[cache.ignored]") })
    #expect(executor.take() == 5)
    try Data("lessons-cache 0\nsomething else".utf8).write(to: cache)
    let foreign = SiteBuilder(options: options, executor: executor).build()
    #expect(foreign.warnings.contains { $0.contains("written for format") })
    #expect(executor.take() == 5)
    // The cache it wrote is good again.
    #expect(SiteBuilder(options: options, executor: executor).build().upToDate)
  }

  @Test func editedOutputOrNoCacheBuildsEverything() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    _ = executor.take()
    try folder.write("_site/en/adding-a-child.html", "edited by hand")
    let repaired = SiteBuilder(options: options, executor: executor).build()
    #expect(!repaired.upToDate)
    #expect(
      try String(contentsOfFile: folder.path("_site/en/adding-a-child.html"), encoding: .utf8)
        != "edited by hand")
    _ = executor.take()
    options.useCache = false
    #expect(!SiteBuilder(options: options, executor: executor).build().upToDate)
    #expect(executor.take() == 5)
  }
}
