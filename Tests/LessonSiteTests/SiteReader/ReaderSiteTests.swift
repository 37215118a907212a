import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// What a reader finds on the built pages: the lesson list on every lesson page, search
/// entries that are sections, and markup lean enough to stay near the size of its input.
@Suite(.serialized) struct ReaderSiteTests {
  func build(_ folder: FixtureFolder) throws -> String {
    let report = SiteBuilder(
      options: try SiteFixture.make(in: folder), executor: AddChildExecutor()
    )
    .build()
    #expect(report.error == nil, "\(String(describing: report.error))")
    return folder.path("_site")
  }

  @Test func everyLessonPageLinksToEveryLessonOfItsLocale() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = try build(folder)
    let lessons = ["adding-a-child.html", "removing-a-child.html"]
    for locale in ["en", "zh-Hans", "ko"] {
      for page in lessons {
        let html = SiteFixture.read(site + "/\(locale)/\(page)")
        let start = try #require(html.firstRange(of: "<ol class=\"sidebar-lessons\">"))
        let end = try #require(html[start.upperBound...].firstRange(of: "</ol>"))
        let sidebar = String(html[start.lowerBound..<end.lowerBound])
        let links = SiteFixture.attributeValues("href", in: sidebar).filter {
          lessons.contains($0)
        }
        #expect(links == lessons, "\(locale)/\(page)")
        // Exactly one lesson is current: this one.
        #expect(sidebar.components(separatedBy: "aria-current=\"page\"").count == 2)
        #expect(sidebar.contains("<a href=\"\(page)\" aria-current=\"page\">"))
      }
    }
    // The drawer works without JavaScript: a checkbox and labels that point at it.
    let html = SiteFixture.read(site + "/ko/adding-a-child.html")
    #expect(html.contains("<input type=\"checkbox\" id=\"nav-toggle\""))
    #expect(html.contains("<label for=\"nav-toggle\" class=\"menu-button\""))
    // The fallback lesson is marked in the Korean list.
    #expect(html.contains("<span class=\"missing\" title=\"아직 번역되지 않음\">"))
  }

  /// Past `sidebarLimit` lessons a locale's pages list a window around the current lesson
  /// (every page listing every lesson made the site quadratic in its lessons), with links to
  /// the full list on the side that was cut.
  @Test func aLargeLocaleListsAWindowAroundTheCurrentLesson() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let count = PageRenderer.sidebarLimit + 10
    for number in 3...count {
      try folder.write(
        "Content/en/\(number)-lesson-\(number).md",
        SiteFixture.lesson(
          title: "Lesson \(number)", heading: "Part", body: "Text \(number).",
          trace: SiteFixture.swiftTrace))
    }
    let report = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(report.error == nil, "\(String(describing: report.error))")
    func sidebar(_ page: String) throws -> String {
      let html = SiteFixture.read(folder.path("_site/en/" + page))
      let start = try #require(html.firstRange(of: "<ol class=\"sidebar-lessons\">"))
      let end = try #require(html[start.upperBound...].firstRange(of: "</ol>"))
      return String(html[start.lowerBound..<end.lowerBound])
    }
    let lessonLinks = { (list: String) in
      SiteFixture.attributeValues("href", in: list).filter { !$0.hasSuffix("index.html") }
    }
    let first = try sidebar("adding-a-child.html")
    #expect(lessonLinks(first).count == PageRenderer.sidebarLimit)
    #expect(lessonLinks(first).first == "adding-a-child.html")
    #expect(first.components(separatedBy: "<li class=\"more\">").count == 2)
    let last = try sidebar("lesson-\(count).html")
    #expect(lessonLinks(last).count == PageRenderer.sidebarLimit)
    #expect(lessonLinks(last).last == "lesson-\(count).html")
    #expect(last.contains("aria-current=\"page\""))
    #expect(last.components(separatedBy: "<li class=\"more\">").count == 2)
    let middle = try sidebar("lesson-10.html")
    #expect(lessonLinks(middle).contains("lesson-10.html"))
    #expect(middle.components(separatedBy: "<li class=\"more\">").count == 3)
    #expect(PageRenderer.sidebarWindow(count: 7, current: 6) == 0..<7)
    #expect(PageRenderer.sidebarWindow(count: 100, current: 50) == 47..<54)
    #expect(PageRenderer.sidebarWindow(count: 100, current: 99) == 93..<100)
    // The full list is one script per locale, which every lesson page loads.
    let script = SiteFixture.read(folder.path("_site/en/lessons.js"))
    #expect(script.hasPrefix("window.LESSONS_LIST = {"))
    #expect(script.contains("\n[\"adding-a-child.html\", \"01\", \"Adding a child\"],\n"))
    #expect(script.contains("[\"lesson-\(count).html\", \"\(count)\", \"Lesson \(count)\"]]};"))
    #expect(script.components(separatedBy: "\n[").count == count + 1)
    #expect(
      SiteFixture.read(folder.path("_site/en/lesson-10.html")).contains(
        "<script src=\"lessons.js\" defer></script>\n<script src=\"../assets/site.js\" defer>"))
  }

  /// A lesson shown in another locale's words is marked in its locale's `lessons.js`, and the
  /// page words `site.js` needs are there rather than on every page.
  @Test func theLessonListScriptMarksFallbacksAndCarriesThePageWords() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = try build(folder)
    let script = SiteFixture.read(site + "/ko/lessons.js")
    #expect(script.contains("\"missing\": [\"아직 번역되지 않음\", "))
    #expect(script.contains("\"removing-a-child.html\", \"02\", "))
    #expect(script.contains(", 1]]};"))
    #expect(script.contains("\"copy-label\": \""))
    #expect(script.contains("\"player\": \""))
    let page = SiteFixture.read(site + "/ko/adding-a-child.html")
    #expect(!page.contains("data-player="))
    // One language switcher per page.
    #expect(page.components(separatedBy: "<nav class=\"languages\"").count == 2)
  }

  @Test func searchIndexEntriesAreSections() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = try build(folder)
    let js = SiteFixture.read(site + "/en/search-index.js")
    // Each page's top (summary and text before the first heading), then one entry per
    // heading with its anchor, heading text and the prose under it; code and traces left out.
    #expect(js.contains("[\"Adding a child\", \"adding-a-child.html\"]"))
    #expect(js.contains("[0, \"\", \"\", \"Adding a child \\u003csummary\\u003e \\u0026 more\"]"))
    #expect(js.contains("[0, \"overview\", \"Overview\", \"Call addChild first.\"]"))
    #expect(js.contains("[0, \"overview-2\", \"Overview\", \"Text with alert(1) and a link"))
    // The lessons' entries come first; the fidelity page's rules (their summaries name UIKit
    // calls in prose) follow them.
    let lessonEntries = js.components(separatedBy: "\"fidelity.html\"")
    #expect(lessonEntries.count == 2)
    #expect(!lessonEntries[0].contains("didMove(toParent"))
    // The anchors are the page's heading ids.
    let page = SiteFixture.read(site + "/en/adding-a-child.html")
    #expect(page.contains("<h2 id=\"overview-2\">"))
    // Terms point at sections: "first" is in section 1 (page 0) and "reverse" in 4 (page 1
    // says "Reverse order."), so only the lesson sections whose text has it; the rules'
    // sections are numbered after the lessons' five.
    #expect(Self.postings("first", in: js).filter { $0 <= 4 } == [1])
    #expect(Self.postings("reverse", in: js).filter { $0 <= 4 } == [4])
  }

  /// The sections a term of a search index script points at: its list holds each section
  /// as the difference from the one before (`"term":[1,39],` is sections 1 and 40).
  static func postings(_ term: String, in js: String) -> [Int] {
    guard let start = js.range(of: "\n\"\(term)\":[") else { return [] }
    let gaps = js[start.upperBound...].prefix { $0 != "]" }.split(separator: ",").compactMap {
      Int($0)
    }
    var section = 0
    return gaps.map {
      section += $0
      return section
    }
  }

  @Test func lessonPagesNameTheLanguageInTheReadersLanguage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = try build(folder)
    let html = SiteFixture.read(site + "/ko/removing-a-child.html")
    #expect(html.contains("이 레슨은 아직 번역되지 않아 영어로 표시합니다."))
    // The root title is the site's title once, not twice.
    let root = SiteFixture.read(site + "/index.html")
    let title = try #require(root.firstRange(of: "<title>"))
    let titleEnd = try #require(root.firstRange(of: "</title>"))
    let text = root[title.upperBound..<titleEnd.lowerBound]
    #expect(!text.contains("·"), "\(text)")
  }
}

/// Issue 9 wants a page no more than three times its Markdown: the trace table and the
/// diagram style by class and position, never by repeated inline attributes.
@Suite(.serialized) struct LeanMarkupTests {
  @Test func traceTableAndDiagramStayLean() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let report = SiteBuilder(
      options: try SiteFixture.make(in: folder), executor: AddChildExecutor()
    )
    .build()
    #expect(report.error == nil)
    let html = SiteFixture.read(folder.path("_site/en/adding-a-child.html"))
    let table = try #require(html.firstRange(of: "<table class=\"trace\">"))
    let tableEnd = try #require(html[table.upperBound...].firstRange(of: "</table>"))
    let tableHTML = html[table.lowerBound..<tableEnd.upperBound]
    let svg = try #require(html.firstRange(of: "<svg class=\"seq\""))
    let svgEnd = try #require(html[svg.upperBound...].firstRange(of: "</svg>"))
    let svgHTML = html[svg.lowerBound..<svgEnd.upperBound]
    let trace = SiteFixture.swiftTrace.utf8.count
    #expect(!tableHTML.contains("style="))
    #expect(!tableHTML.contains("class=\"step\"") && !tableHTML.contains("badge-"))
    #expect(tableHTML.utf8.count <= 6 * trace)
    // One path for all lifelines; per arrow one group, one path and one text.
    #expect(svgHTML.components(separatedBy: "class=\"seq-life\"").count == 2)
    #expect(!svgHTML.contains("<line") && !svgHTML.contains("<polygon"))
    #expect(svgHTML.utf8.count <= 8 * trace)
  }
}
