import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// Counts the scenarios it runs; otherwise `AddChildExecutor`. A build runs each distinct
/// scenario once (`SharedScenarioRuns`): the fixture's five lessons share one, so a build
/// that runs them all counts one run.
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
  /// The fixture site in `folder`, built once with the cache; the executor's count starts
  /// again from zero.
  static func builtOnce(in folder: FixtureFolder) throws -> (
    options: SiteBuilder.Options, executor: CountingExecutor
  ) {
    let options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    _ = executor.take()
    return (options, executor)
  }

  /// Where the build of `folder`'s site keeps its cache.
  static func cacheFile(_ folder: FixtureFolder) -> URL {
    BuildCache.location(for: URL(fileURLWithPath: folder.path("_site")))
  }

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
    #expect(executor.take() == 1)
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

  /// Translations carry their original's code: a build runs each distinct scenario once,
  /// and every lesson that has it is verified with that run.
  @Test func buildRunsEachDistinctScenarioOnce() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    options.useCache = false
    for path in ["Content/en/02-removing-a-child.md", "Content/zh-Hans/02-removing-a-child.md"] {
      var text = try String(contentsOfFile: folder.path(path), encoding: .utf8)
      // A comment after the scenario's calls (the first block): other code, the same trace.
      let end = try #require(text.range(of: "child.didMove(toParent: self)\n```"))
      text.replaceSubrange(
        end, with: "child.didMove(toParent: self)\n// the child is in place\n```")
      try text.write(toFile: folder.path(path), atomically: true, encoding: .utf8)
    }
    let executor = CountingExecutor()
    let report = SiteBuilder(options: options, executor: executor).build()
    #expect(report.error == nil)
    #expect(report.lessonsRun == 5)
    #expect(report.verified == 5)
    #expect(executor.take() == 2)
  }

  /// A lesson's body changed: only its group (the lesson in every locale that has it) runs,
  /// and the site is byte for byte what a build without the cache writes.
  @Test func oneLessonChangedRerunsItsGroupAndEqualsACleanBuild() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var (options, executor) = try Self.builtOnce(in: folder)
    let path = folder.path("Content/en/02-removing-a-child.md")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "Reverse order.", with: "Reverse the order, always.")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let before = Self.stamps(folder.path("_site"))
    let incremental = SiteBuilder(options: options, executor: executor).build()
    #expect(incremental.error == nil)
    #expect(!incremental.upToDate)
    // Written anew into the staging copy that is swapped in whole: the changed lesson's
    // pages whose bytes changed (en, and ko, which shows the English text), the search
    // indexes and whole-course pages of those two locales, and the new site's marker; every
    // other file is a hard link to the old site's (the same inode and time).
    let after = Self.stamps(folder.path("_site"))
    let rewritten = Set(before.keys.filter { before[$0] != after[$0] })
    #expect(
      rewritten == [
        "en/removing-a-child.html", "ko/removing-a-child.html", "en/search-index.js",
        "ko/search-index.js", "en/print.html", "ko/print.html", OutputFolder.markerName,
      ])
    #expect(incremental.filesWritten == 6)
    #expect(Set(after.keys) == Set(before.keys))
    // The stamps the update recorded, without walking the site again, are the site's.
    let recorded = try #require(
      try BuildCache.read(
        Self.cacheFile(folder).path,
        tool: BuildCache.toolIdentity, output: folder.path("_site"), groups: false))
    #expect(recorded.files == FileTree.stamps(under: folder.path("_site")))
    #expect(SiteBuilder(options: options, executor: executor).build().upToDate)
    // en and zh-Hans have this lesson (one scenario, the same code); ko falls back to en.
    // Its code is as it was: the run is the one the cache kept with the group.
    #expect(incremental.lessonsRun == 2)
    #expect(executor.take() == 0)
    #expect(incremental.verified == 5)
    let page = try String(
      contentsOfFile: folder.path("_site/en/removing-a-child.html"), encoding: .utf8)
    #expect(page.contains("Reverse the order, always."))
    options.outputDirectory = folder.path("clean")
    options.useCache = false
    let clean = SiteBuilder(options: options, executor: executor).build()
    #expect(clean.error == nil)
    #expect(executor.take() == 1)
    #expect(Self.contents(folder.path("_site")) == Self.contents(folder.path("clean")))
  }

  /// A rebuild with nothing to do reads the cache's head only; a file cut anywhere (its last
  /// byte included) or grown is still noticed, ignored with a warning, and rebuilt from.
  @Test func aCacheCutShortOrGrownIsNoticedWithNothingChanged() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (options, executor) = try Self.builtOnce(in: folder)
    let cache = Self.cacheFile(folder)
    let whole = try #require(FileManager.default.contents(atPath: cache.path))
    for damaged in [whole.dropLast(1), whole.dropLast(whole.count - 40), whole + Data([0])] {
      try Data(damaged).write(to: cache)
      let rebuilt = SiteBuilder(options: options, executor: executor).build()
      #expect(rebuilt.error == nil)
      #expect(rebuilt.warnings.contains { $0.id == .cacheIgnored }, "\(damaged.count)")
      #expect(executor.take() == 1)
      let again = SiteBuilder(options: options, executor: executor).build()
      #expect(again.warnings.isEmpty)
      #expect(executor.take() == 0)
    }
  }

  @Test func corruptOrForeignCacheIsIgnoredWithAWarning() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (options, executor) = try Self.builtOnce(in: folder)
    let cache = Self.cacheFile(folder)
    var truncated = try #require(FileManager.default.contents(atPath: cache.path))
    truncated.removeLast(truncated.count / 2)
    try truncated.write(to: cache)
    let corrupt = SiteBuilder(options: options, executor: executor).build()
    #expect(corrupt.error == nil)
    #expect(corrupt.warnings.contains { $0.id == .cacheIgnored })
    #expect(executor.take() == 1)
    try Data("lessons-cache 0\nsomething else".utf8).write(to: cache)
    let foreign = SiteBuilder(options: options, executor: executor).build()
    #expect(foreign.warnings.contains { $0.message.contains("written for format") })
    #expect(executor.take() == 1)
    // The cache it wrote is good again.
    #expect(SiteBuilder(options: options, executor: executor).build().upToDate)
  }

  /// The cache's summary, all a rebuild with nothing to do reads: the fingerprints of the
  /// inputs' and the output's stamps as the build left them. Inputs written just before the
  /// build are not settled (the racy window), so the next build checks their digests.
  @Test func theSummaryFingerprintsTheInputsAndTheOutputAsLeft() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (options, _) = try Self.builtOnce(in: folder)
    let read = try #require(
      try BuildCache.read(
        Self.cacheFile(folder).path, tool: BuildCache.toolIdentity,
        output: folder.path("_site"), summaryOnly: true))
    // The summary and the report only: nothing of the rest is decoded.
    #expect(read.inputs.entries.isEmpty && read.files.isEmpty)
    #expect(read.groups.isEmpty && read.records.isEmpty)
    #expect(read.report.pages > 0)
    let summary = try #require(read.summary)
    let walk = InputDigests.Walk([
      ("content", options.contentDirectory), ("templates", options.templatesDirectory),
    ])
    #expect(summary.inputs == walk.treeStamp)
    #expect(summary.outputs == TreeStamp(FileTree.stamps(under: folder.path("_site"))))
    #expect(!summary.inputsSettled)
  }

  /// Inputs older than the racy window: the summary says so, a rebuild is up to date from
  /// it, and an output file written again with its own bytes (a new change time) still
  /// makes the build run.
  @Test func settledInputsAnswerFromTheSummaryButNotForARewrittenPage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    Thread.sleep(forTimeInterval: Double(InputDigests.racyWindow) / 1e9 + 0.2)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    _ = executor.take()
    let summary = try BuildCache.read(
      Self.cacheFile(folder).path, tool: BuildCache.toolIdentity,
      output: folder.path("_site"), summaryOnly: true)?.summary
    #expect(summary?.inputsSettled == true)
    #expect(SiteBuilder(options: options, executor: executor).build().upToDate)
    let page = folder.path("_site/en/adding-a-child.html")
    let bytes = try #require(FileManager.default.contents(atPath: page))
    try FileManager.default.removeItem(atPath: page)
    try bytes.write(to: URL(fileURLWithPath: page))
    let again = SiteBuilder(options: options, executor: executor).build()
    #expect(again.error == nil)
    #expect(!again.upToDate)
    #expect(SiteBuilder(options: options, executor: executor).build().upToDate)
  }

  @Test func editedOutputOrNoCacheBuildsEverything() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var (options, executor) = try Self.builtOnce(in: folder)
    try folder.write("_site/en/adding-a-child.html", "edited by hand")
    let repaired = SiteBuilder(options: options, executor: executor).build()
    #expect(!repaired.upToDate)
    #expect(
      try String(contentsOfFile: folder.path("_site/en/adding-a-child.html"), encoding: .utf8)
        != "edited by hand")
    _ = executor.take()
    options.useCache = false
    #expect(!SiteBuilder(options: options, executor: executor).build().upToDate)
    #expect(executor.take() == 1)
  }

  /// A lesson deleted in every locale: its pages are gone, and the site equals a clean build.
  @Test func deletedLessonsPagesAreRemoved() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    #expect(FileManager.default.fileExists(atPath: folder.path("_site/ko/removing-a-child.html")))
    for locale in ["en", "zh-Hans"] {
      try FileManager.default.removeItem(
        atPath: folder.path("Content/\(locale)/02-removing-a-child.md"))
    }
    let rebuilt = SiteBuilder(options: options, executor: executor).build()
    #expect(rebuilt.error == nil)
    for locale in ["en", "zh-Hans", "ko"] {
      #expect(
        !FileManager.default.fileExists(
          atPath: folder.path("_site/\(locale)/removing-a-child.html")))
    }
    options.outputDirectory = folder.path("clean")
    options.useCache = false
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    #expect(Self.contents(folder.path("_site")) == Self.contents(folder.path("clean")))
  }

  /// An in-place update removes files the site no longer has: a stray file someone left in
  /// the output, and a temporary file of an update that was killed.
  @Test func inPlaceUpdateRemovesStrayFiles() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    let executor = CountingExecutor()
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    try folder.write("_site/en/.removing-a-child.html.lessons-new-1", "half a page")
    try folder.write("_site/en/stray.html", "not ours")
    let path = folder.path("Content/en/02-removing-a-child.md")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "Reverse order.", with: "Reverse it.")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let rebuilt = SiteBuilder(options: options, executor: executor).build()
    #expect(rebuilt.error == nil)
    #expect(rebuilt.lessonsRun == 2)
    options.outputDirectory = folder.path("clean")
    options.useCache = false
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    #expect(Self.contents(folder.path("_site")) == Self.contents(folder.path("clean")))
  }

  /// The cache file reads back as written, and a cut-short file is rejected whole.
  @Test func cacheFileRoundTrips() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let report = SiteBuilder(options: options, executor: CountingExecutor()).build()
    #expect(report.error == nil)
    let output = URL(fileURLWithPath: report.outputPath)
    let bytes = Array(
      try #require(FileManager.default.contents(atPath: BuildCache.location(for: output).path)))
    let tool = BuildCache.toolIdentity
    let groups = CacheGroupFiles.folder(cache: BuildCache.location(for: output).path)
    let cache = try BuildCache.decode(bytes, tool: tool, output: output.path, groupFolder: groups)
    #expect(cache.groups.count == 2)
    #expect(cache.groups["adding-a-child"]?.pages.count == 3)
    #expect(cache.files == BuildCache.stamps(of: output))
    #expect(cache.encoded(tool: tool) == bytes)
    // Encoded anew, not copied as read, on one thread and on several.
    var decoded = cache
    decoded.recordBytes = [:]
    #expect(!cache.recordBytes.isEmpty)
    #expect(cache.records.count == 5)
    #expect(decoded.encoded(tool: tool) == bytes)
    #expect(decoded.encoded(tool: tool, jobs: 4) == bytes)
    #expect(
      try BuildCache.decode(bytes, tool: tool, output: output.path, jobs: 4, groupFolder: groups)
        .groups == cache.groups)
    // Each group's pages are in a file of its own that the cache names, and only those.
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: groups)) == cache.groupFileNames)
    #expect(cache.groups["adding-a-child"]?.pages["en/adding-a-child.html"]?.document.title != "")
    #expect(cache.groupFiles?.damaged == false)
    let head = try #require(
      try BuildCache.read(
        BuildCache.location(for: output).path, tool: tool, output: output.path, groups: false))
    #expect(head.groups.isEmpty)
    #expect(head.siteKey == cache.siteKey)
    #expect(head.files == cache.files)
    #expect(try BuildCache.read(folder.path("none"), tool: tool, output: output.path) == nil)
    #expect(throws: BuildCache.Rejection.unreadable) {
      try BuildCache.decode(Array(bytes.dropLast(3)), tool: tool, output: output.path)
    }
    #expect(throws: BuildCache.Rejection.foreign("another output folder")) {
      try BuildCache.decode(bytes, tool: tool, output: "/elsewhere")
    }
  }
}

/// Groups and documents are blobs behind their lengths, read on several threads.
@Suite struct CacheBlobTests {
  /// Two blobs written one after the other, stepped over, then each decoded alone.
  private func blobs(_ contents: [[Int]]) throws -> ([UInt8], [(key: String, range: Range<Int>)]) {
    var writer = CacheWriter()
    for (index, numbers) in contents.enumerated() {
      var blob = CacheWriter()
      for number in numbers { blob.int(number) }
      writer.string("blob \(index)")
      writer.blob(ArraySlice(blob.bytes))
    }
    var reader = CacheReader(writer.bytes)
    var found: [(key: String, range: Range<Int>)] = []
    for _ in contents { found.append((try reader.string(), try reader.blob())) }
    #expect(reader.isAtEnd)
    return (writer.bytes, found)
  }

  @Test func eachBlobDecodesAloneOnAnyThread() throws {
    let (bytes, found) = try blobs([[1, -300], [70_000, 2]])
    let decoded = BuildCache.decodeBlobs(found, of: bytes, jobs: 2) {
      (reader) throws(CacheReader.Truncated) in [try reader.int(), try reader.int()]
    }
    #expect(decoded == ["blob 0": [1, -300], "blob 1": [70_000, 2]])
  }

  /// A blob read short of its end, or past it, is not trusted: the whole file is rejected.
  @Test func aBlobNotReadExactlyRejectsAll() throws {
    let (bytes, found) = try blobs([[1, 2], [3, 4, 5]])
    let short = BuildCache.decodeBlobs(found, of: bytes, jobs: 2) {
      (reader) throws(CacheReader.Truncated) in [try reader.int(), try reader.int()]
    }
    #expect(short == nil)
    let past = BuildCache.decodeBlobs(found, of: bytes, jobs: 1) {
      (reader) throws(CacheReader.Truncated) in
      [try reader.int(), try reader.int(), try reader.int()]
    }
    #expect(past == nil)
  }
}

/// Page entries read from a cache are stepped over when the file is read and decoded when
/// first asked for.
@Suite struct LazyPageEntryTests {
  private let entry = BuildCache.PageEntry(
    document: SearchIndex.Document(
      title: "子ビュー «child»", href: "adding-a-child.html", summary: "addChild, then didMove",
      text: "",
      sections: [
        SearchIndex.Section(anchor: "", heading: "", text: "before the first heading"),
        SearchIndex.Section(anchor: "the-steps", heading: "The steps", text: "컨트롤러를 추가"),
      ]),
    terms: ["addchild then didmove", "", "컨트 트롤 롤러"])

  /// What `skipPage` steps over is exactly what `page` reads, on any thread, once.
  @Test func aSkippedEntryDecodesToWhatWasWritten() throws {
    var writer = CacheWriter()
    writer.string("before")
    BuildCache.write(entry, &writer)
    writer.string("after")
    var reader = CacheReader(writer.bytes)
    #expect(try reader.string() == "before")
    let start = reader.offset
    try BuildCache.skipPage(&reader)
    let (bytes, range) = reader.read(since: start)
    #expect(try reader.string() == "after")
    let lazy = BuildCache.PageEntry(bytes: bytes, range: range, decode: BuildCache.page)
    let seen = ParallelMap.map(Array(0..<8), jobs: 4) { _ in (lazy.document, lazy.terms) }
    #expect(seen.allSatisfy { $0.0 == entry.document && $0.1 == entry.terms })
    #expect(lazy == entry)
  }

  /// An entry cut short anywhere is noticed while stepping over it, so a corrupt cache is
  /// rejected when read, never when a page is first asked for.
  @Test func anEntryCutShortIsNoticedWhenSteppedOver() throws {
    var writer = CacheWriter()
    BuildCache.write(entry, &writer)
    for length in 0..<writer.bytes.count {
      var reader = CacheReader(Array(writer.bytes.prefix(length)))
      #expect(throws: CacheReader.Truncated.self) { try BuildCache.skipPage(&reader) }
    }
  }
}

/// The stamps of a folder's files, as inputs and outputs are compared by.
@Suite struct FileTreeTests {
  @Test func stampsNameEveryRegularFileAndFollowOnlyFileLinksWhenAsked() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("tree/a.md", "a")
    try folder.write("tree/en/deep/b.md", "bb")
    try folder.write("tree/.hidden/c.md", "c")
    try folder.write("tree/.d.md", "d")
    try folder.write("elsewhere/e.md", "eee")
    let files = FileManager.default
    try files.createSymbolicLink(
      atPath: folder.path("tree/link.md"), withDestinationPath: folder.path("elsewhere/e.md"))
    try files.createSymbolicLink(
      atPath: folder.path("tree/folder-link"), withDestinationPath: folder.path("elsewhere"))
    let all = FileTree.stamps(under: folder.path("tree"))
    #expect(all.keys.sorted() == [".d.md", ".hidden/c.md", "a.md", "en/deep/b.md"])
    #expect(all["en/deep/b.md"] == FileStamp.of(folder.path("tree/en/deep/b.md")))
    #expect(all["en/deep/b.md"]?.size == 2)
    let inputs = FileTree.stamps(
      under: folder.path("tree"), skipHidden: true, followFileLinks: true)
    #expect(inputs.keys.sorted() == ["a.md", "en/deep/b.md", "link.md"])
    // A link to a file is stamped as the file it leads to.
    #expect(inputs["link.md"] == FileStamp.of(folder.path("elsewhere/e.md")))
    #expect(FileTree.stamps(under: folder.path("missing")).isEmpty)
  }
}

/// Input files are read again only when their stamp changed (issue 9 item 7).
@Suite struct InputDigestsTests {
  @Test func unchangedStampsAreNotReadAgainAndEditsAreSeen() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/en/01-a.md", "one")
    try folder.write("Content/en/02-b.md", "two")
    try folder.write("Content/.hidden", "left out")
    let folders = [(name: "content", path: folder.path("Content"))]
    var first = InputDigests(folders: folders, previous: nil)
    #expect(first.filesRead == 2)
    #expect(first.entries.keys.sorted() == ["content/en/01-a.md", "content/en/02-b.md"])
    // Files written just before the stamps were taken are racy: read again.
    #expect(InputDigests(folders: folders, previous: first).filesRead == 2)
    // Long after: nothing is read, and the digests are the same.
    first.takenAt += 10 * InputDigests.racyWindow
    let second = InputDigests(folders: folders, previous: first)
    #expect(second.filesRead == 0)
    #expect(second.folderDigest("content") == first.folderDigest("content"))
    // The same size, the old modification time put back: the change time still differs.
    let path = folder.path("Content/en/01-a.md")
    let modified = try #require(
      FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    try folder.write("Content/en/01-a.md", "uno")
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    let third = InputDigests(folders: folders, previous: first)
    #expect(third.filesRead == 1)
    #expect(third.folderDigest("content") != first.folderDigest("content"))
  }
  @Test func filesAreDigestedOnManyThreadsAndOnlyNamedBytesKept() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    for index in 1...40 {
      try folder.write(
        "Content/en/\(index)-l.md", String(repeating: "lesson \(index) ", count: index))
    }
    try folder.write("Content/assets/a.png", "not markdown")
    let folders = [(name: "content", path: folder.path("Content"))]
    let alone = InputDigests(folders: folders, previous: nil)
    var spread = InputDigests(
      folders: folders, previous: nil, jobs: 4,
      keeping: { key, size in key.hasSuffix(".md") && size <= 100 })
    #expect(spread.filesRead == 41)
    #expect(spread.entries.mapValues(\.digest) == alone.entries.mapValues(\.digest))
    let kept = spread.takeBytesRead()
    // "lesson N " is 9 bytes, then 10: files 1 to 10 have at most 100 bytes, 11 has 110.
    #expect(kept.keys.sorted() == (1...10).map { "content/en/\($0)-l.md" }.sorted())
    #expect(kept["content/en/3-l.md"] == Array("lesson 3 lesson 3 lesson 3 ".utf8))
    #expect(spread.takeBytesRead().isEmpty)
  }
}

/// The cache's field coding reads back every value it writes, and refuses cut-short bytes.
@Suite struct CacheCodingTests {
  @Test func valuesRoundTrip() throws {
    let numbers = [
      0, 1, -1, 63, 64, -65, 127, 128, 300, Int.max, Int.min, 1_764_000_000_123_456_789,
    ]
    var writer = CacheWriter()
    for number in numbers { writer.int(number) }
    writer.string("视图 é")
    writer.optional(nil as Int?) { $0.int($1) }
    writer.list(["a", ""]) { $0.string($1) }
    var reader = CacheReader(writer.bytes)
    for number in numbers { #expect(try reader.int() == number) }
    #expect(try reader.string() == "视图 é")
    #expect(
      try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.int() } == nil)
    #expect(
      try reader.list { (reader) throws(CacheReader.Truncated) in try reader.string() } == [
        "a", "",
      ])
    #expect(reader.isAtEnd)
    var short = CacheReader(Array(writer.bytes.prefix(3)))
    _ = try short.int()
    #expect(throws: CacheReader.Truncated.self) {
      for _ in 0..<3 { _ = try short.int() }
    }
  }
}
