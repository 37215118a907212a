import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Each lesson's section of `print.html` is rendered from its tree with the lesson's slug as
/// the prefix of its ids (`IDScope`): the same body as its page, every id unique on the
/// combined page, every in-page link landing on one of them.
@Suite(.serialized) struct PrintSectionTests {
  @Test func aScopeOnAPageChangesNothing() {
    let page = IDScope.page
    #expect(page.id("overview") == "overview")
    #expect(page.href("#overview") == "#overview")
    #expect(page.href("removing.html#steps") == "removing.html#steps")
  }

  @Test func aPrintScopePrefixesIdsAndKeepsLinksBetweenItsLessonsOnThePage() {
    let scope = IDScope(prefix: "adding", lessons: ["adding", "removing"])
    #expect(scope.id("s1-L5") == "adding--s1-L5")
    #expect(scope.href("#overview") == "#adding--overview")
    #expect(scope.href("removing.html#steps") == "#removing--steps")
    #expect(scope.href("removing.html") == "#removing")
    // Another folder, a page that is not a lesson of the print page, the network: as written.
    #expect(scope.href("../ko/removing.html#steps") == "../ko/removing.html#steps")
    #expect(scope.href("fidelity.html#A1-3") == "fidelity.html#A1-3")
    #expect(scope.href("https://example.com/a.html") == "https://example.com/a.html")
  }

  /// A two-lesson site whose first lesson links to a heading of the second.
  func site(in folder: FixtureFolder) throws -> String {
    var options = try SiteFixture.make(in: folder)
    try folder.write(
      "Content/en/01-adding-a-child.md",
      SiteFixture.lesson(
        title: "Adding a child", heading: "Overview",
        body: "See [the steps](02-removing-a-child.md#steps) and [above](#overview).",
        trace: SiteFixture.swiftTrace))
    options.jobs = 2
    let report = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(report.error == nil, "\(String(describing: report.error))")
    return options.outputDirectory
  }

  @Test func everySectionHasItsPagesIdsPrefixedAndEveryLinkLandsOnThePage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(in: folder)
    for locale in ["en", "zh-Hans", "ko"] {
      let print = SiteFixture.read(output + "/\(locale)/print.html")
      let printIDs = SiteFixture.attributeValues("id", in: print)
      #expect(Set(printIDs).count == printIDs.count, "ids repeat in \(locale)/print.html")
      for slug in ["adding-a-child", "removing-a-child"] {
        let page = SiteFixture.read(output + "/\(locale)/\(slug).html")
        let article = try #require(Self.article(of: page))
        let expected = SiteFixture.attributeValues("id", in: article).map { slug + "--" + $0 }
        let section = printIDs.filter { $0.hasPrefix(slug + "--") }
        #expect(section == expected, "\(locale)/\(slug)")
        #expect(!expected.isEmpty)
      }
      let ids = Set(printIDs)
      for href in SiteFixture.attributeValues("href", in: print) where href.hasPrefix("#") {
        #expect(ids.contains(String(href.dropFirst())), "\(locale): \(href) lands nowhere")
      }
    }
    let english = SiteFixture.read(output + "/en/print.html")
    #expect(english.contains("href=\"#removing-a-child--steps\""))
    #expect(english.contains("href=\"#adding-a-child--overview\""))
    #expect(english.contains("href=\"#adding-a-child--s1-L2\""))
  }

  /// What the page's `<article>` holds (test side only: the build never reads a page back).
  static func article(of page: String) -> String? {
    guard let open = page.firstRange(of: "<article lang=\""),
      let close = page[open.upperBound...].firstIndex(of: ">"),
      let end = page.range(of: "</article>", options: .backwards)
    else { return nil }
    return String(page[page.index(after: close)..<end.lowerBound])
  }
}
