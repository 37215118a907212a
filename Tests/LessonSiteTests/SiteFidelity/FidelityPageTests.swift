import Containment
import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// The fidelity reference page (issue 11, "Provenance on every line"): built from the rule
/// catalogue in every locale, and the D / O / I marks of every trace table link to a rule
/// that page has. The course's own content is built with the real interpreter, so the marks
/// checked are the ones readers see.
@Suite(.serialized) struct FidelityPageTests {
  static let locales = ["en", "zh-Hans", "ko", "zh-Hant"]

  /// The repository's `Content/` built into a fresh folder.
  static func buildCourse(into folder: FixtureFolder) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var options = SiteBuilder.Options()
    options.contentDirectory = root.appendingPathComponent("Content").path
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = folder.path("_site")
    options.useCache = false
    let report = SiteBuilder(options: options).build()
    #expect(report.error == nil, "\(String(describing: report.error))")
    return folder.path("_site")
  }

  /// The `id`s of the rule sections of a fidelity page, in order.
  static func ruleAnchors(_ html: String) -> [String] {
    html.components(separatedBy: "<section class=\"rule\" id=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// Every provenance mark of a page: its class, href and title.
  static func marks(_ html: String) -> [(tag: String, href: String, title: String)] {
    html.components(separatedBy: "<a class=\"pv-").dropFirst().map { piece in
      func attribute(_ name: String) -> String {
        guard let start = piece.firstRange(of: name + "=\"") else { return "" }
        return String(piece[start.upperBound...].prefix { $0 != "\"" })
      }
      return (String(piece.prefix { $0 != "\"" }), attribute("href"), attribute("title"))
    }
  }

  /// Issue 29: a rule id a lesson names (`A7.1`) found nothing in search. The page is now a
  /// search document with one section per rule, after the page's summary.
  @Test func everyRuleIsASearchSectionFoundByItsId() throws {
    let strings = UIStrings(
      locale: "en", values: ["fidelityTitle": "UIKit fidelity reference", "fidelityIntro": "Why"])
    let document = FidelityPage(strings: strings).searchDocument()
    #expect(document.title == "UIKit fidelity reference")
    #expect(document.href == "fidelity.html")
    #expect(document.sections.map(\.anchor) == FidelityRule.catalogue.map(\.anchor))
    let terms = SearchIndex.terms(of: document)
    #expect(terms.count == document.sections.count + 1)
    let a71 = try #require(document.sections.firstIndex { $0.anchor == "A7-1" })
    #expect(terms[a71 + 1].split(separator: " ").contains("a7"))
    let b3 = try #require(document.sections.firstIndex { $0.anchor == "B3" })
    #expect(terms[b3 + 1].split(separator: " ").contains("b3"))
  }

  @Test func everyLocaleHasThePageWithOneSectionPerRuleAndEveryMarkResolves() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = try Self.buildCourse(into: folder)
    let catalogue = FidelityRule.catalogue
    #expect(catalogue.count > 50)
    var marksSeen = 0
    var tagsSeen: Set<String> = []
    for locale in Self.locales {
      let page = SiteFixture.read(site + "/\(locale)/fidelity.html")
      let anchors = Self.ruleAnchors(page)
      #expect(anchors == catalogue.map(\.anchor), "\(locale)")
      #expect(Set(anchors).count == anchors.count, "\(locale): duplicate anchors")
      // The page and its lesson links are reachable: the locale's index and every lesson's
      // footer link to it.
      let index = SiteFixture.read(site + "/\(locale)/index.html")
      #expect(index.contains("href=\"../\(locale)/fidelity.html\""), "\(locale)")
      // And the locale's search finds its rules.
      let search = SiteFixture.read(site + "/\(locale)/search-index.js")
      #expect(search.contains("\"fidelity.html\""), "\(locale)")
      let lessons = try FileManager.default.contentsOfDirectory(atPath: site + "/" + locale)
        .filter {
          $0.hasSuffix(".html") && !["index.html", "search.html", "fidelity.html"].contains($0)
        }
      #expect(!lessons.isEmpty)
      for lesson in lessons.sorted() {
        let html = SiteFixture.read(site + "/\(locale)/\(lesson)")
        #expect(html.contains("<a href=\"../\(locale)/fidelity.html\">"), "\(locale)/\(lesson)")
        for mark in Self.marks(html) {
          marksSeen += 1
          tagsSeen.insert(mark.tag)
          #expect(mark.href.hasPrefix("fidelity.html#"), "\(locale)/\(lesson): \(mark.href)")
          let anchor = String(mark.href.dropFirst("fidelity.html#".count))
          #expect(anchors.contains(anchor), "\(locale)/\(lesson): no section \(anchor)")
          // The class is the rule's tag; the letters are explained under the table, not in a
          // title on every row (site.js adds those).
          let rule = try #require(catalogue.first { $0.anchor == anchor })
          #expect(mark.tag == rule.tag.rawValue.lowercased(), "\(locale)/\(lesson): \(rule.id)")
          #expect(mark.title.isEmpty, "\(locale)/\(lesson): \(mark.title)")
          #expect(html.contains("<p class=\"trace-legend\">"), "\(locale)/\(lesson)")
        }
      }
    }
    #expect(marksSeen > 100)
    #expect(tagsSeen == ["d", "o", "i"])
  }

  @Test func thePageIsInTheReadersLanguageAndTheRulesSayTheyAreInEnglish() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = try Self.buildCourse(into: folder)
    let korean = SiteFixture.read(site + "/ko/fidelity.html")
    #expect(korean.contains("<html lang=\"ko\">"))
    #expect(korean.contains("규칙과 출처는 영어로만 작성되어 있습니다."))
    #expect(korean.contains("<span class=\"rule-tag\">Apple 문서에 있음</span>"))
    let traditional = SiteFixture.read(site + "/zh-Hant/fidelity.html")
    #expect(traditional.contains("規則及其來源僅以英文撰寫。"))
    #expect(traditional.contains("<span class=\"rule-tag\">模型推斷</span>"))
    // A rule's own text is English, marked so.
    let addChild = try #require(FidelityRule.rule("A1.3"))
    #expect(korean.contains("<p lang=\"en\">\(HTML.escape(addChild.summary))</p>"))
    // An [I] rule lists its switch values, the default marked; sources are text, not links.
    let english = SiteFixture.read(site + "/en/fidelity.html")
    let start = try #require(english.firstRange(of: "<section class=\"rule\" id=\"B3\">"))
    let end = try #require(english[start.upperBound...].firstRange(of: "</section>"))
    let section = String(english[start.lowerBound..<end.lowerBound])
    #expect(
      section.contains("<li><code>uikit=B3:end-of-turn</code> <strong>(default)</strong></li>"))
    #expect(section.contains("<li><code>uikit=B3:immediate</code></li>"))
    #expect(!english.contains("href=\"http"))
    #expect(
      english.contains(
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"))
  }

  /// Adding a child on screen, written from docs/FIDELITY.md before running: addChild's
  /// willMove is A1.3, reading `view` loads it (A7.1), addSubview on screen starts the child's
  /// appearance (A5.10), and its viewDidAppear comes at the end of the turn (B3, [I]).
  @Test func theCanonicalAddTraceMarksEachAutoRowWithItsRule() throws {
    let source = """
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """
    let outcome = ScenarioRunner().run(source, language: .swift, attributes: ScenarioAttributes())
    #expect(outcome.succeeded)
    let strings = UIStrings(
      locale: "en",
      values: [
        "fidelityTagD": "documented by Apple", "fidelityTagO": "observed on devices",
        "fidelityTagI": "inferred by the model", "fidelityMarkTitle": "Rule {rule}: {tag}",
      ])
    let html = TraceTableRenderer(language: .swift, showLayout: false, strings: strings)
      .render(outcome.events, scenario: 1, lineCount: 4)
    let rows = html.components(separatedBy: "<tr class=\"ev-auto").dropFirst()
    let marked = rows.map { row in Self.marks(String(row.prefix { $0 != "\n" })).map(\.href) }
    #expect(
      marked.map { $0.joined(separator: " ") } == [
        "fidelity.html#A1-3", "fidelity.html#A7-1", "fidelity.html#A7-1", "fidelity.html#A5-10",
        "fidelity.html#B3",
      ])
    #expect(html.contains("<a class=\"pv-d\" href=\"fidelity.html#A1-3\">D</a>"))
    #expect(html.contains("<a class=\"pv-i\" href=\"fidelity.html#B3\">I</a>"))
    // What the letters mean, once, under the table: only the tags the rows use, in order.
    #expect(
      html.hasSuffix(
        "</table>\n<p class=\"trace-legend\"><span class=\"pv-d\">D</span> documented by Apple "
          + "<span class=\"pv-o\">O</span> observed on devices "
          + "<span class=\"pv-i\">I</span> inferred by the model</p>"))
    // Manual rows (addChild, view, addSubview, didMove) carry no mark.
    let manual = html.components(separatedBy: "<tr class=\"ev-manual").dropFirst()
    #expect(manual.count == 4)
    #expect(manual.allSatisfy { Self.marks(String($0.prefix { $0 != "\n" })).isEmpty })
  }
}
