import LessonTestSupport
import Testing

@testable import LessonSite

/// `glossary.json` in a content folder: avoided wordings as warnings in the lessons of their
/// locale (`content.avoided-term`), a malformed file as an error at its position.
@Suite(.serialized) struct ContentGlossaryTests {
  static let glossary = """
    { "version": 1, "terms": [
      { "id": "container-view-controller", "concept": "A controller that shows children.",
        "en": { "use": "container view controller", "avoid": ["controller container"] },
        "ko": { "use": "컨테이너 뷰 컨트롤러", "avoid": ["컨테인먼트"], "note": "Apple 문서의 용어" } },
      { "id": "window", "concept": "UIWindow.",
        "ko": { "use": "윈도우", "avoid": ["윈도"] } } ] }

    """

  func load(_ files: [String: String]) throws -> (SiteContent, FixtureFolder) {
    let folder = try FixtureFolder()
    let locales = ["en", "ko"].filter { code in files.keys.contains { $0.hasPrefix(code + "/") } }
    try folder.write("site.json", FixtureFolder.siteJSON(locales.isEmpty ? ["ko"] : locales))
    for (path, text) in files { try folder.write(path, text) }
    return (try ContentLoader().load(contentDirectory: folder.root), folder)
  }

  @Test func avoidedWordingsWarnInTheirLocaleWithTheTermToUse() throws {
    let (content, folder) = try load([
      "glossary.json": Self.glossary,
      "en/01-add.md": "---\ntitle: Add\n---\n\nA container for the 컨테인먼트 word.\n",
      "ko/01-add.md": "---\ntitle: 추가\n---\n\n보이는 윈도우에 넣습니다.\n이 컨테인먼트는 윈도에 있습니다.\n",
    ])
    defer { folder.remove() }
    #expect(content.glossary?.terms.map(\.id) == ["container-view-controller", "window"])
    #expect(
      content.diagnostics.map { "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0)" } == [
        folder.path("ko/01-add.md") + ":6:3", folder.path("ko/01-add.md") + ":6:10",
      ])
    let first = try #require(content.diagnostics.first)
    #expect(first.id == .contentAvoidedTerm)
    #expect(first.severity == .warning)
    #expect(
      first.message == "`컨테인먼트` is a wording glossary.json avoids for `container-view-controller`")
    #expect(first.fixIts.map(\.message) == ["write `컨테이너 뷰 컨트롤러` instead (Apple 문서의 용어)"])
    #expect(first.sourceLine == "이 컨테인먼트는 윈도에 있습니다.")
    #expect(content.diagnostics.last?.fixIts.map(\.message) == ["write `윈도우` instead"])
    #expect(!content.hasErrors)
  }

  @Test func codeIsNotProse() throws {
    let (content, folder) = try load([
      "glossary.json": Self.glossary,
      "ko/01-add.md": "---\ntitle: 추가\n---\n\n`윈도` 코드\n\n```swift scenario\n// 윈도\nadd\n```\n",
    ])
    defer { folder.remove() }
    #expect(content.diagnostics.isEmpty)
  }

  @Test func withoutAGlossaryNothingIsChecked() throws {
    let (content, folder) = try load(["ko/01-add.md": "---\ntitle: 추가\n---\n\n윈도\n"])
    defer { folder.remove() }
    #expect(content.glossary == nil)
    #expect(content.diagnostics.isEmpty)
  }

  @Test func invalidJSONIsAnErrorAtItsPosition() throws {
    // The missing comma is before `"en"` on line 3.
    let json = "{ \"terms\": [\n  { \"id\": \"a\"\n    \"en\": { \"use\": \"b\" } } ] }\n"
    let (content, folder) = try load([
      "glossary.json": json, "ko/01-add.md": "---\ntitle: 추가\n---\n\n윈도\n",
    ])
    defer { folder.remove() }
    let diagnostic = try #require(content.diagnostics.first)
    #expect(content.diagnostics.count == 1)
    #expect(diagnostic.id == .contentGlossaryInvalid)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.file == folder.path("glossary.json"))
    #expect(diagnostic.line == 3)
    #expect(diagnostic.column == 5)
    #expect(diagnostic.message.hasPrefix("glossary.json: not valid JSON"))
    #expect(content.glossary == nil)
    #expect(content.hasErrors)
  }

  @Test func aBadEntryIsAnErrorAtItsLocale() throws {
    let json = """
      { "terms": [
        { "id": "a", "concept": "x", "en": { "use": "a" } },
        { "id": "window", "concept": "UIWindow.",
          "en": { "use": "window" },
          "ko": { "avoid": ["윈도"] } } ] }
      """
    let (content, folder) = try load(["glossary.json": json])
    defer { folder.remove() }
    let diagnostic = try #require(content.diagnostics.first)
    #expect(diagnostic.id == .contentGlossaryInvalid)
    #expect(
      diagnostic.message == "glossary.json: term \"window\", locale \"ko\" has no \"use\" string")
    #expect(diagnostic.line == 5)
    #expect(diagnostic.column == 5)
  }

  @Test func checkAndBuildReportTheWarningsAndStillPass() throws {
    let passing =
      "---\ntitle: 추가\n---\n\n윈도에 넣습니다.\n\n```swift scenario\nadd\n```\n\n```trace\n"
      + FakeExecutor.addSwiftText + "```\n"
    let (_, folder) = try load(["glossary.json": Self.glossary, "ko/01-add.md": passing])
    defer { folder.remove() }
    let pipeline = SitePipeline(executor: FakeExecutor(), jobs: 1)
    var request = SitePipeline.CheckRequest(contentDirectory: folder.root)
    request.paths = [folder.path("ko/01-add.md")]
    let outcome = try pipeline.check(request)
    #expect(outcome.report.passed == 1)
    #expect(outcome.report.failed == 0)
    #expect(outcome.isClean)
    #expect(outcome.diagnostics.map(\.id) == [.contentAvoidedTerm])
    #expect(outcome.diagnostics.map(\.line) == [5])
  }

  @Test func aMalformedGlossaryIsReportedEvenWhenCheckingOneLesson() throws {
    let (_, folder) = try load([
      "glossary.json": "{ \"terms\": 3 }", "ko/01-add.md": "---\ntitle: 추가\n---\n",
    ])
    defer { folder.remove() }
    var request = SitePipeline.CheckRequest(contentDirectory: folder.root)
    request.paths = [folder.path("ko/01-add.md")]
    let outcome = try SitePipeline(executor: FakeExecutor(), jobs: 1).check(request)
    #expect(outcome.diagnostics.map(\.id) == [.contentGlossaryInvalid])
    #expect(!outcome.isClean)
  }
}
