import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Reference pages: `Content/<locale>/guide/slug.md` becomes `<locale>/slug.html`, verified
/// like a lesson, linked from every page's footer, not counted or listed as a lesson.
@Suite(.serialized) struct GuidePagesTests {
  static func page(_ title: String, _ body: String, trace: String = SiteFixture.swiftTrace)
    -> String
  {
    """
    ---
    title: \(title)
    summary: s
    ---

    \(body)

    ```swift scenario
    self.addChild(child)
    self.view.addSubview(child.view)
    child.didMove(toParent: self)
    ```

    ```trace
    \(trace)
    ```
    """
  }

  func make(_ folder: FixtureFolder, guideTrace: String = SiteFixture.swiftTrace) throws
    -> SiteBuilder.Options
  {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write(
      "Content/en/01-first.md", Self.page("First", "See [the guide](guide/authoring.md#writing)."))
    try folder.write("Content/ko/01-first.md", Self.page("첫째", "본문."))
    try folder.write(
      "Content/en/guide/authoring.md",
      Self.page(
        "Writing lessons", "## Writing\n\nBack to [the first](../01-first.md).", trace: guideTrace))
    try folder.write("Content/ko/guide/authoring.md", Self.page("레슨 쓰기", "## 쓰기"))
    var options = SiteBuilder.Options()
    options.contentDirectory = folder.path("Content")
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = folder.path("_site")
    options.jobs = 2
    return options
  }

  @Test func guidesBecomePagesLinkedFromEveryPage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let report = SiteBuilder(options: try make(folder), executor: AddChildExecutor()).build()
    #expect(report.error == nil, "\(String(describing: report.error)) \(report.diagnostics)")
    #expect(report.lessons == 1)
    #expect(report.verified == 4)
    let site = folder.path("_site")
    let guide = SiteFixture.read(site + "/en/authoring.html")
    #expect(guide.contains("<h1 class=\"lesson-title\">Writing lessons</h1>"))
    #expect(guide.contains("href=\"first.html\""))
    #expect(guide.contains("<svg"))
    #expect(SiteFixture.read(site + "/ko/authoring.html").contains("레슨 쓰기"))
    for page in ["en/first.html", "en/index.html", "en/fidelity.html", "en/search.html"] {
      #expect(
        SiteFixture.read(site + "/" + page).contains(
          "<a href=\"../en/authoring.html\">Writing lessons</a>"), "\(page)")
    }
    #expect(
      SiteFixture.read(site + "/ko/first.html").contains(
        "<a href=\"../ko/authoring.html\">레슨 쓰기</a>"))
    #expect(SiteFixture.read(site + "/en/first.html").contains("href=\"authoring.html#writing\""))
    // Searchable like a lesson.
    #expect(SiteFixture.read(site + "/en/search-index.js").contains("\"authoring.html\""))
    // Not a lesson: the lesson list does not name it.
    let index = SiteFixture.read(site + "/en/index.html")
    #expect(index.components(separatedBy: "authoring.html").count == 2)
  }

  @Test func aGuideIsVerifiedLikeALesson() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try make(folder, guideTrace: "manual  self.addChild(child)")
    let outcome = try SitePipeline(executor: AddChildExecutor(), jobs: 2).check(
      .init(contentDirectory: options.contentDirectory))
    #expect(outcome.report.failed == 1)
    let mismatch = outcome.diagnostics.first { $0.id == .traceMismatch }
    #expect(mismatch?.file == folder.path("Content/en/guide/authoring.md"))
    let summary = CheckSummary(report: outcome.report, diagnostics: outcome.diagnostics)
    #expect(
      summary.line
        == "2 lessons, 2 reference pages, 4 scenarios: 3 verified, 1 failed, 0 without trace; "
        + "1 reference page with errors")
    #expect(SiteBuilder(options: options, executor: AddChildExecutor()).build().error != nil)
  }

  @Test func badGuideNamesAndSlugsTakenByLessons() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try make(folder)
    try folder.write("Content/en/guide/Notes.md", Self.page("N", "x"))
    try folder.write("Content/en/guide/first.md", Self.page("F", "x"))
    let content = try ContentLoader().load(contentDirectory: options.contentDirectory)
    let found = content.diagnostics.map {
      "\($0.id) \(($0.file ?? "").split(separator: "/").last ?? "")"
    }
    #expect(found.contains("content.bad-file-name Notes.md"))
    #expect(found.contains("content.duplicate-slug first.md"))
    #expect(content.guides.map(\.slug) == ["authoring", "authoring"])
  }

  /// Promotion re-reads a reference page as one (not as a badly named lesson).
  @Test func promotingAGuideRechecksItAsAGuide() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try make(folder, guideTrace: "")
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    request.promote = true
    let outcome = try SitePipeline(executor: AddChildExecutor(), jobs: 2).check(request)
    #expect(outcome.changes.map(\.path) == [folder.path("Content/en/guide/authoring.md")])
    #expect(outcome.isClean, "\(outcome.diagnostics)")
    #expect(outcome.report.lessons.filter(\.lesson.isReference).count == 2)
  }
}
