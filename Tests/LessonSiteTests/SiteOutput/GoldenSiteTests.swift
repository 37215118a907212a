import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// One golden site build (issue 30 item 3): `Tests/Fixtures/GoldenSite/Content`, a small
/// fixed content tree (two locales, a fallback page, a guide page, Swift and Objective-C
/// scenarios, a lint), is built with the repository's own theme and the real interpreter,
/// and every file written is compared byte for byte with `Tests/Fixtures/GoldenSite/site`.
/// No step of the build (load, verify, render, templates, search index, print page, write)
/// can change a byte of output without this test naming the file and its first differing
/// line. An intended change is accepted with `scripts/update-golden` (or
/// `LESSONS_UPDATE_GOLDEN=1 swift test --filter GoldenSiteTests`) and read in `git diff`.
@Suite(.serialized) struct GoldenSiteTests {
  static let root = GoldenFiles.fixtures + "/GoldenSite"

  func build(into folder: FixtureFolder, useCache: Bool) -> BuildReport {
    var options = SiteBuilder.Options()
    options.contentDirectory = Self.root + "/Content"
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = folder.path("_site")
    options.jobs = 2
    options.useCache = useCache
    return SiteBuilder(options: options, executor: ScenarioRunner()).build()
  }

  /// Compares the site in `folder` with the golden tree (or rewrites the tree).
  func compare(_ folder: FixtureFolder, build: String) {
    let golden = Self.root + "/site"
    let written = GoldenFiles.files(under: folder.path("_site"))
    let expected = GoldenFiles.files(under: golden)
    if !GoldenFiles.updating {
      #expect(
        written == expected,
        "\(build): files written differ from \(golden); run scripts/update-golden to accept")
    }
    for path in written {
      let bytes = (try? folder.bytes("_site/" + path)) ?? []
      if let difference = GoldenFiles.check(bytes, against: golden + "/" + path) {
        Issue.record("\(build): \(path)\n\(difference)")
      }
    }
    GoldenFiles.prune(golden, keeping: Set(written))
  }

  @Test func coldBuildMatchesTheGoldenSite() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let report = build(into: folder, useCache: false)
    #expect(report.error == nil, "\(String(describing: report.error))")
    #expect(report.failed == 0)
    compare(folder, build: "cold build")
  }

  /// The same site from the build cache, after a first build: the cache may skip work but
  /// never change a byte.
  @Test func cachedRebuildMatchesTheGoldenSite() throws {
    guard !GoldenFiles.updating else { return }
    let folder = try FixtureFolder()
    defer { folder.remove() }
    _ = build(into: folder, useCache: true)
    let report = build(into: folder, useCache: true)
    #expect(report.error == nil, "\(String(describing: report.error))")
    compare(folder, build: "cached rebuild")
  }
}
