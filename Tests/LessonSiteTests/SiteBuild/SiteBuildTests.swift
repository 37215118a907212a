import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Whole-site builds of `SiteFixture` into a temporary folder, asserting on the files,
/// links and markup produced.
@Suite(.serialized) struct SiteBuildTests {
  func build(_ options: SiteBuilder.Options) -> BuildReport {
    SiteBuilder(options: options, executor: AddChildExecutor()).build()
  }

  @Test func everyPageExists() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let report = build(try SiteFixture.make(in: folder))
    #expect(report.error == nil, "\(String(describing: report.error))")
    var expected = ["index.html", ".lessons-site", "assets/style.css", "assets/site.js"]
    for locale in ["en", "zh-Hans", "ko"] {
      for page in [
        "index.html", "search.html", "search-index.js", "fidelity.html", "print.html",
        "lessons.js", "adding-a-child.html", "removing-a-child.html",
      ] {
        expected.append(locale + "/" + page)
      }
    }
    #expect(SiteFixture.listing(folder.path("_site")) == expected.sorted())
    #expect(report.pages == 19)
    #expect(report.verified == 5)
    #expect(report.failed == 0)
  }

  @Test func everyLinkResolvesToAFileAndNothingComesFromTheNetwork() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(try SiteFixture.make(in: folder))
    let root = folder.path("_site")
    let pages = SiteFixture.listing(root).filter { $0.hasSuffix(".html") }
    #expect(pages.count == 19)
    for page in pages {
      let html = SiteFixture.read(root + "/" + page)
      let base = URL(fileURLWithPath: root + "/" + page).deletingLastPathComponent()
      let links =
        SiteFixture.attributeValues("href", in: html) + SiteFixture.attributeValues("src", in: html)
        + SiteFixture.attributeValues("action", in: html)
      #expect(!links.isEmpty)
      for link in links {
        #expect(
          !link.hasPrefix("http:") && !link.hasPrefix("https:") && !link.hasPrefix("//"),
          "\(page): \(link)")
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let target =
          file.isEmpty ? URL(fileURLWithPath: root + "/" + page) : base.appendingPathComponent(file)
        #expect(!file.hasSuffix("/"), "\(page): \(link) names a folder")
        #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link)")
        if parts.count == 2, target.pathExtension == "html" {
          let fragment = String(parts[1])
          #expect(SiteFixture.read(target.path).contains("id=\"\(fragment)\""), "\(page): \(link)")
        }
      }
      // The author's raw HTML and link to the web are neutralised or inert.
      #expect(!html.contains("<script>alert"))
      #expect(!html.contains("src=\"http"))
    }
  }

  @Test func langHreflangAndSwitcherPointAtTheSameLesson() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(try SiteFixture.make(in: folder))
    let root = folder.path("_site")
    for locale in ["en", "zh-Hans", "ko"] {
      for slug in ["adding-a-child", "removing-a-child"] {
        let html = SiteFixture.read("\(root)/\(locale)/\(slug).html")
        #expect(html.contains("<html lang=\"\(locale)\">"))
        for other in ["en", "zh-Hans", "ko"] {
          #expect(
            html.contains("hreflang=\"\(other)\" lang=\"\(other)\">") || locale == other,
            "\(locale)/\(slug) switcher lacks \(other)")
          if locale != other {
            #expect(html.contains("<a href=\"../\(other)/\(slug).html\" hreflang=\"\(other)\""))
          }
        }
        // Alternates name only real translations: ko has no lesson 02.
        let hasKorean = slug == "adding-a-child"
        #expect(
          html.contains("<link rel=\"alternate\" hreflang=\"ko\" href=\"../ko/\(slug).html\">")
            == hasKorean)
        #expect(
          html.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../en/\(slug).html\">"))
      }
    }
    let root404 = SiteFixture.read(root + "/index.html")
    #expect(root404.contains("<a href=\"ko/index.html\" hreflang=\"ko\">"))
  }

  @Test func missingTranslationFallsBackWithALocalizedNotice() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(try SiteFixture.make(in: folder))
    let html = SiteFixture.read(folder.path("_site/ko/removing-a-child.html"))
    #expect(html.contains("<html lang=\"ko\">"))
    #expect(html.contains("<article lang=\"en\">"))
    // ko.json's missingTranslation with {language} = ko.json's name for English.
    #expect(html.contains("이 레슨은 아직 번역되지 않아 영어로 표시합니다."))
    #expect(html.contains("Removing a child"))
    // The switcher marks Korean as missing on every page of that lesson.
    let english = SiteFixture.read(folder.path("_site/en/removing-a-child.html"))
    #expect(english.contains("<span class=\"missing\" title=\"not translated yet\">"))
    let index = SiteFixture.read(folder.path("_site/ko/index.html"))
    #expect(index.contains("(번역 없음)"))
  }

  /// Translations take the default locale's heading ids, position by position, so the
  /// language switcher lands on the same section; a lesson only a translation has keeps its
  /// own readable ids (HeadingAnchorsTests).
  @Test func translatedHeadingsKeepTheDefaultLocalesAnchorsAndATableOfContents() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(try SiteFixture.make(in: folder))
    let english = SiteFixture.read(folder.path("_site/en/adding-a-child.html"))
    #expect(english.contains("<h2 id=\"overview\">"))
    let chinese = SiteFixture.read(folder.path("_site/zh-Hans/adding-a-child.html"))
    #expect(chinese.contains("<h2 id=\"overview\">概述"))
    #expect(chinese.contains("<h2 id=\"overview-2\">概述"))
    #expect(chinese.contains("<a href=\"#overview-2\">概述</a>"))
    let korean = SiteFixture.read(folder.path("_site/ko/adding-a-child.html"))
    #expect(korean.contains("<h2 id=\"overview\">뷰 컨트롤러 개요"))
  }

  @Test func scenariosRenderVerifiedWithCodeTraceAndDiagram() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(try SiteFixture.make(in: folder))
    let html = SiteFixture.read(folder.path("_site/ko/adding-a-child.html"))
    #expect(html.contains("<p class=\"verdict verdict-verified\">"))
    #expect(html.contains("<span class=\"line\" id=\"s1-L2\">"))
    #expect(html.contains("<tr class=\"ev-auto d1\"><td>2<td><span>자동</span>"))
    #expect(html.contains("<a href=\"#s1-L3\">3</a>"))
    #expect(html.contains("<svg class=\"seq\""))
    // The trace block itself is replaced, not shown twice.
    #expect(!html.contains("<code class=\"language-trace\">"))
    // Summary from front matter is escaped.
    #expect(html.contains("자식 컨트롤러 추가 &lt;summary&gt; &amp; more"))
  }

  @Test func failedVerificationStopsTheBuildUnlessKeepGoing() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder, brokenTrace: true)
    let stopped = build(options)
    #expect(stopped.error?.id == .siteVerificationFailed)
    #expect(!FileManager.default.fileExists(atPath: folder.path("_site")))
    options.keepGoing = true
    let kept = build(options)
    #expect(kept.error == nil)
    #expect(kept.failed == 1)
    let html = SiteFixture.read(folder.path("_site/en/removing-a-child.html"))
    #expect(html.contains("verdict-failed"))
    #expect(!html.contains("verdict-verified"))
    #expect(html.contains("<code class=\"diagnostic-id\">trace.mismatch</code>"))
    // The fallback page shows the same failed scenario.
    #expect(
      SiteFixture.read(folder.path("_site/ko/removing-a-child.html")).contains("verdict-failed"))
  }

  @Test func lessonErrorsOutsideScenariosAlsoStopTheBuild() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    try folder.write(
      "Content/en/03-orphan.md", "---\ntitle: Orphan\n---\n\n```trace\nmanual  self.x()\n```\n")
    let report = build(options)
    #expect(report.error?.id == .siteLessonErrors)
    #expect(report.diagnostics.contains { $0.file?.hasSuffix("03-orphan.md") == true })
  }

  @Test func rebuildsAreByteIdentical() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    _ = build(options)
    options.outputDirectory = folder.path("second")
    options.jobs = 1
    _ = build(options)
    let first = SiteFixture.listing(folder.path("_site"))
    #expect(first == SiteFixture.listing(folder.path("second")))
    for path in first {
      let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("_site/" + path)))
      let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("second/" + path)))
      #expect(a == b, "\(path) differs")
    }
  }

  @Test func searchIndexHasBigramsForEachLocale() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(try SiteFixture.make(in: folder))
    let chinese = SiteFixture.read(folder.path("_site/zh-Hans/search-index.js"))
    #expect(chinese.hasPrefix("window.LESSONS_SEARCH_INDEX = {"))
    #expect(chinese.contains("\"调用\":["))
    let korean = SiteFixture.read(folder.path("_site/ko/search-index.js"))
    #expect(korean.contains("\"컨트\":["))
    let search = SiteFixture.read(folder.path("_site/ko/search.html"))
    #expect(search.contains("<script src=\"search-index.js\"></script>"))
    #expect(search.contains("<noscript>"))
  }
}
