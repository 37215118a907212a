import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Links between lessons by file name and assets from `Content/assets/` and
/// `Content/<locale>/assets/`: rewritten into links between pages, checked with positions,
/// and copied into the site.
@Suite(.serialized) struct LocalLinksTests {
  static func lesson(_ title: String, _ body: String) -> String {
    "---\ntitle: \(title)\nsummary: s\n---\n\n\(body)\n"
  }

  /// en has two lessons, ko only the second (so `ko/first.html` shows the English text).
  static func make(in folder: FixtureFolder, firstBody: String) throws -> SiteBuilder.Options {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write("Content/en/01-first.md", lesson("First", firstBody))
    try folder.write(
      "Content/en/02-second.md", lesson("Second", "## Overview\n\nText.\n\n## 두 번째 절\n\nMore."))
    try folder.write("Content/ko/02-second.md", lesson("둘째", "## 개요\n\n본문."))
    try folder.write("Content/assets/shared.png", bytes: [1, 2, 3])
    try folder.write("Content/assets/docs/sheet.pdf", bytes: [4])
    try folder.write("Content/en/assets/own.png", bytes: [5])
    try folder.write("Content/ko/assets/own.png", bytes: [6])
    var options = SiteBuilder.Options()
    options.contentDirectory = folder.path("Content")
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = folder.path("_site")
    options.jobs = 2
    return options
  }

  func build(_ options: SiteBuilder.Options) -> BuildReport {
    SiteBuilder(options: options, executor: AddChildExecutor()).build()
  }

  @Test func linksByFileNameBecomeLinksBetweenPagesAndAssetsAreCopied() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let body = """
      ## Start

      [next](02-second.md), [its overview](02-second.md#overview),
      [Korean](../ko/02-second.md#overview), [encoded](02-second.md#%EB%91%90-%EB%B2%88%EC%A7%B8-%EC%A0%88),
      [here](#start), [sheet](../assets/docs/sheet.pdf), [mail](mailto:a@example.com),
      [rules](fidelity.html#A1-3), [한국어 목록](../ko/index.html).

      ![shared](assets/shared.png) ![own](assets/own.png) ![up](../assets/shared.png)
      """
    let report = build(try Self.make(in: folder, firstBody: body))
    #expect(report.error == nil, "\(String(describing: report.error)) \(report.diagnostics)")
    let en = SiteFixture.read(folder.path("_site/en/first.html"))
    for fragment in [
      "href=\"second.html\"", "href=\"second.html#overview\"",
      "href=\"../ko/second.html#overview\"",
      "href=\"second.html#%EB%91%90-%EB%B2%88%EC%A7%B8-%EC%A0%88\"", "href=\"#start\"",
      "href=\"../assets/docs/sheet.pdf\"", "href=\"mailto:a@example.com\"",
      "src=\"../assets/shared.png\"", "src=\"assets/own.png\"", "href=\"fidelity.html#A1-3\"",
      "href=\"../ko/index.html\"",
    ] {
      #expect(en.contains(fragment), "\(fragment)")
    }
    #expect(!en.contains(".md"))
    // ko has no `first`: its page shows the English lesson, whose links lead to the English
    // pages and assets they name.
    let ko = SiteFixture.read(folder.path("_site/ko/first.html"))
    #expect(ko.contains("href=\"../en/second.html#overview\""))
    #expect(ko.contains("src=\"../en/assets/own.png\""))
    #expect(ko.contains("src=\"../assets/shared.png\""))
    let files = SiteFixture.listing(folder.path("_site"))
    for asset in [
      "assets/shared.png", "assets/docs/sheet.pdf", "en/assets/own.png", "ko/assets/own.png",
    ] {
      #expect(files.contains(asset), "\(asset)")
    }
    #expect(try folder.bytes("_site/ko/assets/own.png") == [6])
    #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
  }

  /// A locale's `assets/x` falls back to the shared `assets/x`; its own file wins.
  @Test func aLocaleAssetFallsBackToTheSharedOne() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try Self.make(in: folder, firstBody: "Intro.")
    try folder.write(
      "Content/ko/02-second.md", Self.lesson("둘째", "![a](assets/shared.png) ![b](assets/own.png)"))
    let report = build(options)
    #expect(report.error == nil, "\(String(describing: report.error))")
    let ko = SiteFixture.read(folder.path("_site/ko/second.html"))
    #expect(ko.contains("src=\"../assets/shared.png\""))
    #expect(ko.contains("src=\"assets/own.png\""))
  }

  @Test func deadLinksAndStrayFilesAreErrorsAtTheirPosition() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let body = """
      ## Start

      See [gone](03-gone.md) and [typo](02-secnd.md).
      Also [bad anchor](02-second.md#overveiw), [own](#nowhere).
      한국어 [ko](../ko/02-second.md#개요) is fine apart from the anchor (ids are English).
      ![missing](assets/missing.png) ![local](diagram.png)
      [abs](/en/second.html) [out](../../etc/passwd) [site](../site.json)
      """
    let options = try Self.make(in: folder, firstBody: body)
    try folder.write("Content/en/diagram.png", bytes: [0])
    let outcome = try SitePipeline(executor: AddChildExecutor(), jobs: 2).check(
      .init(contentDirectory: options.contentDirectory))
    let file = folder.path("Content/en/01-first.md")
    let found = outcome.diagnostics.filter { $0.file == file }.map {
      "\($0.line ?? 0):\($0.column ?? 0) \($0.id)"
    }
    #expect(
      found == [
        "8:5 link.missing-lesson", "8:28 link.missing-lesson",
        "9:6 link.missing-anchor", "9:43 link.missing-anchor",
        "10:5 link.missing-anchor",
        "11:1 asset.missing", "11:32 asset.not-in-assets",
        "12:1 link.absolute", "12:24 link.outside-content", "12:48 asset.not-in-assets",
      ])
    let typo = outcome.diagnostics.first { $0.line == 8 && $0.column == 28 }
    #expect(typo?.message.contains("did you mean `02-second.md`?") == true)
    let anchor = outcome.diagnostics.first { $0.line == 9 && $0.column == 6 }
    #expect(anchor?.message.contains("did you mean `#overview`?") == true)
    #expect(!outcome.isClean)
    // `diagram.png` beside a lesson is still not a lesson.
    #expect(outcome.diagnostics.contains { $0.id == .contentBadFileName })
    // The build stops on them too.
    #expect(build(options).error == .contentErrors)
  }

  /// A heading renamed in one lesson breaks the link in another, even when the linking
  /// lesson's page could come from the build cache.
  @Test func renamingATargetHeadingFailsTheNextBuild() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try Self.make(in: folder, firstBody: "[o](02-second.md#overview)")
    #expect(build(options).error == nil)
    try folder.write(
      "Content/en/02-second.md", Self.lesson("Second", "## Summary\n\nText."))
    let second = build(options)
    #expect(second.error == .contentErrors)
    #expect(second.diagnostics.map(\.id).contains(.linkMissingAnchor))
  }

  @Test(arguments: [
    ("en/second.html", "en", "second.html"),
    ("en/second.html#x", "ko", "../en/second.html#x"),
    ("assets/a b.png", "en", "../assets/a%20b.png"),
    ("en/assets/图.png", "en", "assets/%E5%9B%BE.png"),
  ])
  func hrefsAreRelativeToThePage(target: String, locale: String, expected: String) {
    #expect(LocalLinks.href(target, fromLocale: locale) == expected)
  }
}
