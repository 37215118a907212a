import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A translation whose `translated-from:` no longer matches its source: `check` warns at
/// that line, and its page says so in the reader's language, linking to the source.
@Suite(.serialized) struct OutdatedTranslationTests {
  static let source = "---\ntitle: Adding\nsummary: s\n---\n\nText.\n"

  static func translation(_ hash: String) -> String {
    "---\ntitle: 추가\nsummary: s\n  translated-from: \(hash)\n---\n\n본문.\n"
  }

  func make(_ folder: FixtureFolder) throws -> SiteBuilder.Options {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write("Content/en/01-adding.md", Self.source)
    try folder.write(
      "Content/ko/01-adding.md", Self.translation(SourceHash.of(Array(Self.source.utf8))))
    var options = SiteBuilder.Options()
    options.contentDirectory = folder.path("Content")
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = folder.path("_site")
    options.jobs = 2
    return options
  }

  func outdatedWarnings(_ options: SiteBuilder.Options) throws -> [SiteDiagnostic] {
    try SitePipeline(executor: AddChildExecutor(), jobs: 2)
      .check(.init(contentDirectory: options.contentDirectory)).diagnostics
      .filter { $0.id == .translationOutdated }
  }

  @Test func aCurrentTranslationHasNoWarningAndNoNotice() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try make(folder)
    #expect(try outdatedWarnings(options).isEmpty)
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error == nil)
    #expect(!SiteFixture.read(folder.path("_site/ko/adding.html")).contains("notice-outdated"))
  }

  @Test func editingTheSourceMakesTheTranslationOutdated() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try make(folder)
    try folder.write("Content/en/01-adding.md", Self.source + "\nMore text.\n")
    let warnings = try outdatedWarnings(options)
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.file == folder.path("Content/ko/01-adding.md"))
    #expect(warning.line == 4)
    #expect(warning.column == 3)
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "this translation is outdated: \(folder.path("Content/en/01-adding.md")) changed since "
        + "`translated-from:` was written; bring it up to date (the source's version history, "
        + "such as `git log -p` on it, shows what changed), then run `lessons translations "
        + "--mark` with this file")
    let report = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(report.error == nil)
    let ko = SiteFixture.read(folder.path("_site/ko/adding.html"))
    #expect(
      ko.contains(
        "<p class=\"notice notice-outdated\" role=\"note\" lang=\"ko\">이 번역은 레슨의 이전 판을 "
          + "옮긴 것이며, 그 뒤로 영어 원문이 바뀌었습니다. <a href=\"../en/adding.html\">영어 원문 "
          + "읽기</a></p>"))
    #expect(!SiteFixture.read(folder.path("_site/en/adding.html")).contains("notice-outdated"))
  }

  /// An unmarked translation is `lessons translations`' business, not a warning of `check`.
  @Test func anUnmarkedTranslationIsNotWarnedAbout() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try make(folder)
    try folder.write("Content/ko/01-adding.md", "---\ntitle: 추가\n---\n\n본문.\n")
    #expect(try outdatedWarnings(options).isEmpty)
  }

  /// The loader reads `translated-from:` off the lines the lesson already split; it must
  /// read what `TranslationMarker` (which `lessons translations` uses) reads from the bytes.
  @Test(arguments: [
    "---\ntitle: t\ntranslated-from: abc\n---\nBody\n",
    "---\ntitle: t\n  translated-from :  \"q1\" \n---\n",
    "---\ntitle: t\ntranslated-from: 'one'\ntranslated-from: two\n---\n",
    "---\ntitle: t\ntranslated-from:\n---\n", "---\ntitle: t\n# translated-from: x\n---\n",
    "---\r\ntitle: t\r\ntranslated-from: crlf\r\n---\r\nBody\r\n",
    "\u{FEFF}---\ntitle: t\ntranslated-from: bom\n---\n",
    "---\ntitle: t\n---\ntranslated-from: in the body\n",
    "---\ntitle: a: b\ntranslated-from: \u{3000}全角\u{3000}\n---\n",
  ])
  func theRecordedHashIsReadAsTheMarkerReadsIt(_ text: String) throws {
    let bytes = Array(text.utf8)
    let lesson = try #require(
      ContentLoader.lesson(bytes: bytes, path: "ko/01-x.md", locale: "ko", order: 1, slug: "x")
        .0)
    #expect(
      TranslationFreshness.recordedHash(of: lesson) == TranslationMarker.recordedHash(in: bytes))
  }
}
