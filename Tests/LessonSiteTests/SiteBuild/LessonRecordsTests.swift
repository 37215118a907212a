import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A rebuild opens only what changed (issue 30 item 4): unchanged lessons are made from the
/// facts the cache recorded of them (`LessonFacts`), unread, and the site-wide checks give
/// what a build without the cache gives.
@Suite(.serialized) struct LessonRecordsTests {
  /// Builds `options` without the cache into a folder of its own.
  func clean(_ options: SiteBuilder.Options, in folder: FixtureFolder) -> BuildReport {
    var clean = options
    clean.outputDirectory = folder.path("clean")
    clean.useCache = false
    return SiteBuilder(options: clean, executor: AddChildExecutor()).build()
  }

  func replace(_ old: String, with new: String, in path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(old))
    try text.replacingOccurrences(of: old, with: new).write(
      toFile: path, atomically: false, encoding: .utf8)
  }

  @Test func aRebuildAfterOneChangeReadsOnlyThatLessonsGroup() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let first = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(first.error == nil)
    #expect(first.lessonsRead == 5)
    try replace(
      "Reverse order.", with: "Reverse it.", in: folder.path("Content/en/02-removing-a-child.md"))
    let rebuilt = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(rebuilt.error == nil)
    // The changed lesson and its translation (ko has none): the group made again.
    #expect(rebuilt.lessonsRead == 2)
    #expect(rebuilt.lessonsRun == 2)
    #expect(clean(options, in: folder).error == nil)
    #expect(
      BuildCacheTests.contents(folder.path("_site"))
        == BuildCacheTests.contents(folder.path("clean")))
  }

  /// Only open lessons get their heading ids while the content is checked; a lesson opened
  /// for a rebuild gets them when opened. A translation rebuilt after its own change takes
  /// the default locale's ids by position, as a build without the cache gives them.
  @Test func aTranslationRebuiltAfterItsChangeTakesTheOriginalsHeadingIDs() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    try replace("顺序相反。", with: "顺序反过来。", in: folder.path("Content/zh-Hans/02-removing-a-child.md"))
    let rebuilt = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(rebuilt.error == nil)
    #expect(rebuilt.lessonsRead == 2)
    let page = SiteFixture.read(folder.path("_site/zh-Hans/removing-a-child.html"))
    // Both `## 步骤` headings: the ids of en's two `## Steps`.
    #expect(page.contains("<h2 id=\"steps\">"))
    #expect(page.contains("<h2 id=\"steps-2\">"))
    #expect(clean(options, in: folder).error == nil)
    #expect(
      BuildCacheTests.contents(folder.path("_site"))
        == BuildCacheTests.contents(folder.path("clean")))
  }

  /// A heading renamed in one lesson breaks a link in another that stays unopened: the
  /// problem is found from its recorded links and placed as a build without the cache
  /// places it, caret line included.
  @Test func aRenamedHeadingIsReportedInTheUnopenedLessonThatLinksToIt() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    try replace(
      "Call addChild first.",
      with: "Call addChild first; then see [removal](02-removing-a-child.md#steps).",
      in: folder.path("Content/en/01-adding-a-child.md"))
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    // Both of its headings named so (the fixture repeats it).
    try replace(
      "## Steps", with: "## Stages", in: folder.path("Content/en/02-removing-a-child.md"))
    let rebuilt = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    let reference = clean(options, in: folder)
    #expect(rebuilt.error != nil)
    #expect(rebuilt.lessonsRead == 1)
    let missing = rebuilt.diagnostics.filter { $0.id == .linkMissingAnchor }
    #expect(missing.count == 1)
    #expect(missing.first?.file == folder.path("Content/en/01-adding-a-child.md"))
    #expect(missing.first?.sourceLine?.contains("[removal](02-removing-a-child.md#steps)") == true)
    #expect(rebuilt.diagnostics == reference.diagnostics)
  }

  /// The facts hold for the file's bytes, the glossary and site.json: a change to site.json
  /// makes every lesson read again.
  @Test func aSiteConfigChangeReadsEveryLessonAgain() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    let config = folder.path("Content/site.json")
    let text = try String(contentsOfFile: config, encoding: .utf8)
    try (text + "\n").write(toFile: config, atomically: false, encoding: .utf8)
    let rebuilt = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(rebuilt.error == nil)
    #expect(rebuilt.lessonsRead == 5)
  }

  /// The Record step patches the records the cache held: an unchanged lesson's record is
  /// written again byte for byte as read, the changed lesson's is made anew (its facts as a
  /// build without the cache makes them), and a removed lesson's record goes.
  @Test func recordsArePatchedNotMadeAgain() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    func cache() throws -> BuildCache {
      try #require(
        try BuildCache.read(
          BuildCacheTests.cacheFile(folder).path, tool: BuildCache.toolIdentity,
          output: folder.path("_site")))
    }
    let before = try cache()
    let changed = folder.path("Content/en/02-removing-a-child.md")
    let removed = folder.path("Content/ko/01-adding-a-child.md")
    let kept = folder.path("Content/zh-Hans/01-adding-a-child.md")
    #expect(before.records.count == 5)
    try replace("Reverse order.", with: "Reverse it.", in: changed)
    try FileManager.default.removeItem(atPath: removed)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    let after = try cache()
    #expect(after.records.count == 4)
    #expect(after.records[removed] == nil)
    #expect(after.recordBytes[kept] == before.recordBytes[kept])
    #expect(after.records[kept] == before.records[kept])
    #expect(after.records[changed]?.key != before.records[changed]?.key)
    let reread = ContentLoader().loadLesson(at: changed, locale: "en")
    #expect(after.records[changed]?.facts.title == reread.0?.title)
    // The next build without a change reads every record as written.
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    #expect(clean(options, in: folder).error == nil)
    #expect(
      BuildCacheTests.contents(folder.path("_site"))
        == BuildCacheTests.contents(folder.path("clean")))
  }

  /// Only lesson files changed, in nothing other pages show or check against: Load patches
  /// the last build's site model (`SiteModel`) instead of loading the content whole. The
  /// changed lesson is read, its translation opened to be made again; the site and every
  /// diagnostic are as a build without the cache makes them.
  @Test func aParagraphChangePatchesTheSiteModel() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let first = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(first.error == nil)
    #expect(!first.patchedSite)
    try replace(
      "Reverse order.", with: "Reverse it.", in: folder.path("Content/en/02-removing-a-child.md"))
    let rebuilt = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(rebuilt.error == nil)
    #expect(rebuilt.patchedSite)
    #expect(rebuilt.lessonsRead == 2)
    #expect(rebuilt.lessonsRun == 2)
    let reference = clean(options, in: folder)
    #expect(reference.error == nil)
    #expect(rebuilt.diagnostics == reference.diagnostics)
    #expect(
      BuildCacheTests.contents(folder.path("_site"))
        == BuildCacheTests.contents(folder.path("clean")))
  }

  /// A change other pages show (a lesson's title is in every page's lesson list) or check
  /// against (a heading is a link's anchor) loads the content whole.
  @Test func aChangeOtherPagesShowLoadsTheSiteWhole() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    let lesson = folder.path("Content/en/02-removing-a-child.md")
    try replace("title: Removing a child", with: "title: Removing a child again", in: lesson)
    let retitled = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(retitled.error == nil)
    #expect(!retitled.patchedSite)
    try replace("## Steps", with: "## Stages", in: lesson)
    let renamed = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(renamed.error == nil)
    #expect(!renamed.patchedSite)
    let reference = clean(options, in: folder)
    #expect(renamed.diagnostics == reference.diagnostics)
    #expect(
      BuildCacheTests.contents(folder.path("_site"))
        == BuildCacheTests.contents(folder.path("clean")))
  }

  /// A patched rebuild makes its slug's own checks again: a translation marked from the
  /// changed original is outdated (its warning and its page's notice), and a broken link
  /// added to the changed lesson stops the build with the diagnostic a build without the
  /// cache gives.
  @Test func aPatchedRebuildChecksTheChangedSlugsTranslationsAndLinks() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let original = folder.path("Content/en/02-removing-a-child.md")
    let translation = folder.path("Content/zh-Hans/02-removing-a-child.md")
    let hash = SourceHash.of(Array(try #require(FileManager.default.contents(atPath: original))))
    try replace("title: 移除子控制器", with: "title: 移除子控制器\ntranslated-from: \(hash)", in: translation)
    let first = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(first.error == nil)
    #expect(!first.diagnostics.contains { $0.id == .translationOutdated })
    try replace("Reverse order.", with: "Reverse it.", in: original)
    let rebuilt = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(rebuilt.error == nil)
    #expect(rebuilt.patchedSite)
    let outdated = rebuilt.diagnostics.filter { $0.id == .translationOutdated }
    #expect(outdated.map(\.file) == [translation])
    let reference = clean(options, in: folder)
    #expect(rebuilt.diagnostics == reference.diagnostics)
    #expect(
      BuildCacheTests.contents(folder.path("_site"))
        == BuildCacheTests.contents(folder.path("clean")))
    try replace(
      "Reverse it.", with: "Reverse it: [gone](01-adding-a-child.md#nowhere).", in: original)
    let broken = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(broken.error != nil)
    #expect(broken.diagnostics.contains { $0.id == .linkMissingAnchor && $0.file == original })
    #expect(broken.diagnostics == clean(options, in: folder).diagnostics)
  }

  /// The site model survives the cache file: rows in content order, each lesson's own
  /// diagnostics and the shared ones.
  @Test func theSiteModelRoundTripsThroughTheCacheCoding() throws {
    let warning = SiteDiagnostic(
      id: .contentRepeatedTitle, severity: .warning, message: "m", file: "C/en/01-a.md", line: 6,
      column: 1)
    let shared = SiteDiagnostic(
      id: .contentAvoidedTerm, severity: .warning, message: "w", file: "C/glossary.json")
    let model = SiteModel(
      rows: [
        SiteModel.Row(
          path: "C/en/01-a.md",
          listing: LessonListing(
            locale: "en", order: 1, slug: "a", title: "A", summary: "S", bodyFirstLine: 5)),
        SiteModel.Row(
          path: "C/ko/01-a.md",
          listing: LessonListing(
            locale: "ko", order: 1, slug: "a", title: "가", summary: "요약", bodyFirstLine: 4)),
      ],
      own: [[warning], []], shared: [shared])
    var writer = CacheWriter()
    SiteModel.write(model, &writer)
    var reader = CacheReader(writer.bytes)
    #expect(try SiteModel.read(&reader) == model)
    #expect(reader.isAtEnd)
    #expect(model.diagnostics == [warning, shared].sorted(by: SiteDiagnostic.ordered))
  }

  /// A cache's records are read without decoding their facts (`RecordFacts`): decoded when
  /// first asked for, as written; a record whose shape is wrong rejects the cache when it
  /// is read.
  @Test func recordsAreDecodedOnlyWhenAskedFor() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    let file = BuildCacheTests.cacheFile(folder).path
    let cache = try #require(
      try BuildCache.read(file, tool: BuildCache.toolIdentity, output: folder.path("_site")))
    #expect(cache.records.count == 5)
    #expect(cache.records.values.allSatisfy { $0.source.isUndecoded })
    #expect(cache.model?.rows.count == 5)
    let path = folder.path("Content/en/01-adding-a-child.md")
    #expect(cache.records[path]?.facts.title == "Adding a child")
    #expect(cache.records[path]?.source.isUndecoded == false)
    // A record's first heading level made a string's length: its shape no longer reads.
    var bytes = Array(try #require(FileManager.default.contents(atPath: file)))
    let blob = try #require(cache.recordBytes[path])
    let title = Array("Adding a child".utf8)
    let start = try #require(
      (blob.startIndex..<(blob.endIndex - title.count)).first {
        Array(bytes[$0..<($0 + title.count)]) == title
      })
    bytes[start - 1] = 0x7F
    #expect(throws: BuildCache.Rejection.unreadable) {
      _ = try BuildCache.decode(bytes, tool: BuildCache.toolIdentity, output: folder.path("_site"))
    }
  }

  /// Every field of a record survives the cache file, and a record cut short is refused.
  @Test func aRecordRoundTripsThroughTheCacheCoding() throws {
    let facts = LessonFacts(
      locale: "ko", order: 7, slug: "adding", title: "제목", summary: "요약 & more",
      bodyFirstLine: 5,
      diagnostics: [
        SiteDiagnostic(
          id: .contentRepeatedTitle, severity: .warning, message: "m", file: "a.md", line: 6,
          column: 1)
      ],
      headings: [
        HeadingAnchors.Source(level: 2, text: "개요", explicitID: nil),
        HeadingAnchors.Source(level: 3, text: "Steps", explicitID: "own"),
      ],
      scenarioIDs: ["s1", "add"],
      links: [MarkdownLink(destination: "02-x.md#y", isImage: false, line: 9, byteColumn: 4)],
      linkLines: [9: "See [x](02-x.md#y)."], sourceHash: "0123456789abcdef",
      translationMark: LessonFacts.TranslationMark(
        hash: "fedcba9876543210", line: 4, column: 1, text: "translated-from: fedcba9876543210"),
      glossaryDiagnostics: [
        SiteDiagnostic(id: .contentAvoidedTerm, severity: .warning, message: "w", file: "a.md")
      ],
      glossaryTerms: ["child"])
    let record = BuildCache.Record(key: "k", facts: facts)
    let bytes = BuildCache.encoded(record)
    var reader = CacheReader(bytes)
    #expect(try BuildCache.record(&reader) == record)
    #expect(reader.isAtEnd)
    for length in stride(from: 0, to: bytes.count, by: 5) {
      var short = CacheReader(Array(bytes.prefix(length)))
      #expect(throws: CacheReader.Truncated.self) { _ = try BuildCache.record(&short) }
    }
  }
}
