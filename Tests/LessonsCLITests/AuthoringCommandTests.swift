import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons new` and `lessons init`: what they write checks, promotes and builds.
@Suite(.serialized) struct AuthoringCommandTests {
  @Test func newNumbersAfterTheHighestInAnyLocaleAndWritesEveryLocale() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n\nText.\n")
    try folder.write("Content/ko/03-only-ko.md", "---\ntitle: Only\n---\n\nText.\n")
    let content = folder.path("Content")
    let result = runLessons(["new", "swap-two", "--title", "Swap: two", "--content", content])
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output == """
        created \(content)/en/04-swap-two.md
        created \(content)/ko/04-swap-two.md
        next: write the lesson, then `lessons check --promote --content \(content)` to record \
        its trace

        """)
    let text = try String(contentsOfFile: content + "/ko/04-swap-two.md", encoding: .utf8)
    #expect(text.hasPrefix("---\ntitle: \"Swap: two\"\nsummary: "))
    #expect(text.contains("```swift scenario\nlet child = UIViewController()\n"))
    #expect(try folder.bytes("Content/en/04-swap-two.md") == Array(text.utf8))
  }

  @Test(arguments: [
    (
      ["new", "add"],
      "error: a lesson named `add` exists already: CONTENT/en/01-add.md [authoring.slug-taken]\n"
    ),
    (
      ["new", "Add_Child"],
      "error: `Add_Child` cannot be a lesson slug: use lowercase letters, digits and single "
        + "hyphens (`adding-a-child`) [authoring.bad-slug]\n"
    ),
  ])
  func newRefusesBadOrTakenSlugs(_ arguments: [String], _ expected: String) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n")
    let content = folder.path("Content")
    let result = runLessons(arguments + ["--content", content])
    #expect(result.status == 1)
    #expect(result.output == expected.replacingOccurrences(of: "CONTENT", with: content))
    #expect(try FileManager.default.contentsOfDirectory(atPath: content + "/en") == ["01-add.md"])
  }

  @Test func newWithoutASiteOrSlug() throws {
    let missing = runLessons(["new", "x", "--content", "/nonexistent/Content"])
    #expect(missing.status == 1)
    #expect(
      missing.output == "error: no content folder at /nonexistent/Content [authoring.no-site]\n")
    // `lessons new` without a slug: its text is in CommandLine/usage-errors.txt.
    #expect(runLessons(["new"]).status == 64)
  }

  /// The whole loop a new author runs: init, new, check, promote, check, build.
  @Test func initAndNewOutputChecksPromotesAndBuilds() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let site = folder.path("site")
    let runner = ScenarioRunner()
    let created = runLessons(
      [
        "init", site, "--locales", "en,zh-Hans", "--title", "Ma \"site\"", "--templates",
        BuildCommandTests.templates,
      ], executor: runner)
    #expect(created.status == 0, "\(created.output)")
    #expect(
      created.output == """
        created \(site)/Content/site.json
        created \(site)/Content/en/01-first-steps.md
        created \(site)/Content/zh-Hans/01-first-steps.md
        created \(site)/Templates
        created \(site)/.gitignore
        next: cd \(site) && lessons check --promote && lessons serve

        """)
    let config = try String(contentsOfFile: site + "/Content/site.json", encoding: .utf8)
    #expect(config.contains("{ \"code\": \"zh-Hans\", \"title\": \"Ma \\\"site\\\"\" }"))
    #expect(FileManager.default.fileExists(atPath: site + "/Templates/i18n/zh-Hans.json"))

    let content = site + "/Content"
    #expect(runLessons(["new", "second-lesson", "--content", content]).status == 0)
    let before = runLessons(["check", "--content", content], executor: runner)
    #expect(before.status == 0, "\(before.output)")
    #expect(before.output.contains("[trace.missing]"))
    let promoted = runLessons(["check", "--promote", "--content", content], executor: runner)
    #expect(promoted.status == 0, "\(promoted.output)")
    let lesson = try String(
      contentsOfFile: content + "/zh-Hans/02-second-lesson.md", encoding: .utf8)
    #expect(lesson.contains("```trace\nmanual  self.addChild(child)\n"))
    let after = runLessons(["check", "--content", content], executor: runner)
    #expect(after.status == 0)
    #expect(!after.output.contains("warning"), "\(after.output)")
    let built = runLessons(
      [
        "build", "--content", content, "--templates", site + "/Templates", "--output",
        site + "/_site",
      ],
      executor: runner)
    #expect(built.status == 0, "\(built.output)")
    #expect(FileManager.default.fileExists(atPath: site + "/_site/zh-Hans/second-lesson.html"))
  }

  @Test func initRefusesAFolderWithFilesAndBadLocales() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("full/notes.txt", "mine")
    let full = runLessons(["init", folder.path("full"), "--templates", BuildCommandTests.templates])
    #expect(full.status == 1)
    #expect(
      full.output == "error: \(folder.path("full")) exists and is not empty; `lessons init` only "
        + "creates a new site [authoring.folder-not-empty]\n")
    let badLocale = runLessons(
      [
        "init", folder.path("new"), "--locales", "en,../x", "--templates",
        BuildCommandTests.templates,
      ])
    #expect(badLocale.status == 1)
    #expect(badLocale.output.hasPrefix("error: `../x` is not a locale code"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("new")))
  }

  @Test func theDefaultThemeIsFoundFromTheWorkingFolderOrTheExecutable() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("checkout/Templates/page.html", "page")
    try folder.write("checkout/.build/debug/lessons", "binary")
    let fromExecutable = SiteScaffold.defaultTheme(
      workingDirectory: folder.path("elsewhere"),
      executable: folder.path("checkout/.build/debug/lessons"))
    #expect(
      fromExecutable.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        == URL(fileURLWithPath: folder.path("checkout/Templates")).resolvingSymlinksInPath().path)
    let fromWorkingFolder = SiteScaffold.defaultTheme(
      workingDirectory: folder.path("checkout"), executable: "/usr/bin/lessons")
    #expect(fromWorkingFolder == folder.path("checkout/Templates"))
    #expect(
      SiteScaffold.defaultTheme(workingDirectory: folder.path("x"), executable: "/usr/bin/lessons")
        == nil)
  }
}
