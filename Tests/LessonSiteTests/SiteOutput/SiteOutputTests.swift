import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The output folder rules: what the tool refuses to replace, and that a failed build
/// leaves the previous site whole.
@Suite(.serialized) struct SiteOutputTests {
  func build(_ options: SiteBuilder.Options) -> BuildReport {
    SiteBuilder(options: options, executor: AddChildExecutor()).build()
  }

  func refusal(_ output: String, in folder: FixtureFolder) throws -> SiteBuildError? {
    var options = try SiteFixture.make(in: folder)
    options.outputDirectory = output
    return build(options).error
  }

  @Test func refusesRootHomeContentTemplatesAndTheirParents() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    for output in [
      "/", NSHomeDirectory(), options.contentDirectory, options.contentDirectory + "/",
      folder.root, options.contentDirectory + "/en", options.templatesDirectory,
    ] {
      let error = try refusal(output, in: folder)
      #expect(error?.id == .siteRefusedOutput, "\(output) was not refused")
    }
    // Nothing was written or deleted.
    #expect(FileManager.default.fileExists(atPath: folder.path("Content/en/01-adding-a-child.md")))
  }

  @Test func refusesAFolderItDidNotCreate() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("mine/notes.txt", "keep me")
    let error = try refusal(folder.path("mine"), in: folder)
    #expect(error?.id == .siteRefusedOutput)
    #expect(String(describing: error).contains(".lessons-site"))
    #expect(try folder.bytes("mine/notes.txt") == Array("keep me".utf8))
    try folder.write("afile", "x")
    #expect(try refusal(folder.path("afile"), in: folder)?.id == .siteRefusedOutput)
  }

  @Test func replacesItsOwnSiteAndAnEmptyFolder() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path("empty"), withIntermediateDirectories: true)
    var options = try SiteFixture.make(in: folder)
    options.outputDirectory = folder.path("empty")
    #expect(build(options).error == nil)
    // A stale file from an earlier build disappears with the swap.
    try folder.write("empty/stale.html", "old")
    #expect(build(options).error == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.path("empty/stale.html")))
    #expect(
      try folder.bytes("empty/.lessons-site") == Array(OutputFolder.markerText.utf8))
    // No temporary folder is left beside it.
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.root)
    #expect(siblings.filter { $0.hasPrefix(".empty") }.isEmpty)
  }

  @Test func failedBuildLeavesThePreviousSiteIntact() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    #expect(build(options).error == nil)
    let before = SiteFixture.listing(folder.path("_site"))
    let page = try folder.bytes("_site/en/adding-a-child.html")
    // A theme with a template error: the build fails before writing anything.
    let theme = folder.path("Theme")
    try FileManager.default.copyItem(atPath: options.templatesDirectory, toPath: theme)
    try folder.write("Theme/page.html", "<html>\n{{#title}}\n{{body}}\n")
    options.templatesDirectory = theme
    let report = build(options)
    #expect(report.error?.id == .templateUnclosedSection)
    #expect(SiteFixture.listing(folder.path("_site")) == before)
    #expect(try folder.bytes("_site/en/adding-a-child.html") == page)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.root)
    #expect(siblings.filter { $0.hasPrefix("._site") }.isEmpty)
  }
}
