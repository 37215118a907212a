import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// `<locale>/print.html`, the whole course on one page, exists for courses small enough to
/// print (`PrintPage.lessonLimit` lessons per locale) and only for them.
@Suite(.serialized) struct PrintPageBuildTests {
  /// A one-locale site of `count` lessons without scenarios; returns the output folder.
  func site(lessons count: Int, in folder: FixtureFolder) throws -> (BuildReport, String) {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    for number in 1...count {
      try folder.write(
        "Content/en/\(number)-lesson-\(number).md",
        "---\ntitle: Lesson \(number)\n---\n\n## Part \(number)\n\nText of lesson \(number).\n")
    }
    var options = SiteBuilder.Options()
    options.contentDirectory = folder.path("Content")
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = folder.path("_site")
    options.jobs = 2
    return (
      SiteBuilder(options: options, executor: AddChildExecutor()).build(), options.outputDirectory
    )
  }

  @Test func aCourseAtTheLimitPrintsEveryLessonInOrderOnOnePage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (report, output) = try site(lessons: PrintPage.lessonLimit, in: folder)
    #expect(report.error == nil, "\(String(describing: report.error))")
    let page = SiteFixture.read(output + "/en/print.html")
    let sections = SiteFixture.attributeValues("id", in: page).filter {
      $0.hasPrefix("lesson-") && !$0.contains("--")
    }
    #expect(sections == (1...PrintPage.lessonLimit).map { "lesson-\($0)" })
    // Headings keep unique ids on the one page: each prefixed with its lesson's slug.
    #expect(page.contains("id=\"lesson-7--part-7\""))
    #expect(SiteFixture.read(output + "/en/index.html").contains("href=\"print.html\""))
    #expect(report.pages == PrintPage.lessonLimit + 4 + 1)
  }

  @Test func aCourseOverTheLimitHasNoPrintPageAndNoLinkToOne() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (report, output) = try site(lessons: PrintPage.lessonLimit + 1, in: folder)
    #expect(report.error == nil, "\(String(describing: report.error))")
    #expect(!FileManager.default.fileExists(atPath: output + "/en/print.html"))
    #expect(!SiteFixture.read(output + "/en/index.html").contains("print.html"))
    #expect(report.pages == PrintPage.lessonLimit + 1 + 3 + 1)
    // Every page the report counts is there.
    let pages = SiteFixture.listing(output).filter { $0.hasSuffix(".html") }
    #expect(pages.count == report.pages)
  }
}
