import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Each lesson group's pages are in a file of their own beside the cache file
/// (`CacheGroupFiles`): a rebuild after one change writes that group's file only, leaves the
/// others as they are, and removes the file it replaced; a group file that cannot be read
/// when its pages are needed makes the build start again from nothing, never a wrong site.
@Suite(.serialized) struct CacheGroupFilesTests {
  private static let lesson = "Content/en/01-adding-a-child.md"

  /// The cache of the output at `output` (a report's `outputPath`), read with its groups.
  private static func cache(_ output: String) throws -> BuildCache {
    try #require(
      try BuildCache.read(
        BuildCache.location(for: URL(fileURLWithPath: output)).path,
        tool: BuildCache.toolIdentity, output: output))
  }

  private static func groupFolder(_ output: String) -> String {
    CacheGroupFiles.folder(cache: BuildCache.location(for: URL(fileURLWithPath: output)).path)
  }

  private static func names(_ folder: String) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: folder))
  }

  private static func edit(_ folder: FixtureFolder, _ old: String, _ new: String) throws {
    let text = String(decoding: try folder.bytes(lesson), as: UTF8.self)
    #expect(text.contains(old))
    try folder.write(lesson, text.replacingOccurrences(of: old, with: new))
  }

  /// The site `options` built equals a build from nothing of the same content.
  private static func expectWholeBuildSite(
    _ options: SiteBuilder.Options, in folder: FixtureFolder,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var whole = options
    whole.useCache = false
    whole.outputDirectory = folder.path("_whole")
    #expect(
      SitePipeline(executor: AddChildExecutor(), jobs: 2).build(whole).error == nil,
      sourceLocation: sourceLocation)
    #expect(
      BuildCacheTests.contents(options.outputDirectory)
        == BuildCacheTests.contents(whole.outputDirectory), sourceLocation: sourceLocation)
  }

  @Test func oneChangeWritesOneGroupFileAndRemovesTheOneItReplaced() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    let output = pipeline.build(options).outputPath
    let before = try Self.cache(output)
    let groups = Self.groupFolder(output)
    #expect(try Self.names(groups) == before.groupFileNames)
    let kept = try #require(before.groups["removing-a-child"]?.token)
    let keptFile = groups + "/" + CacheGroupFiles.name(token: kept)
    let keptStamp = FileStamp.of(keptFile)
    try Self.edit(folder, "Call addChild first.", "Call addChild first, then look.")
    let report = pipeline.build(options)
    #expect(report.error == nil)
    #expect(report.lessonsRun == 3)
    let after = try Self.cache(output)
    #expect(after.groups["removing-a-child"]?.token == kept)
    #expect(FileStamp.of(keptFile) == keptStamp)
    #expect(after.groups["adding-a-child"]?.token != before.groups["adding-a-child"]?.token)
    #expect(try Self.names(groups) == after.groupFileNames)
    #expect(after.groupFileNames.count == 2)
    // The kept group's pages read back from its file (the print pages were made from them).
    #expect(after.groups["removing-a-child"]?.pages["en/removing-a-child.html"]?.print != "")
    #expect(after.groupFiles?.damaged == false)
    Self.expectWholeBuildSite(options, in: folder)
  }

  /// The print pages of a small course are made from every page's section, so a rebuild
  /// after one change reads the kept group's file: missing, or not of its shape, the build
  /// warns and builds everything.
  @Test(arguments: ["missing", "garbage", "cut short"])
  func aDamagedGroupFileBuildsEverythingAgain(damage: String) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    let output = pipeline.build(options).outputPath
    let token = try #require(try Self.cache(output).groups["removing-a-child"]?.token)
    let file = Self.groupFolder(output) + "/" + CacheGroupFiles.name(token: token)
    let bytes = try #require(FileManager.default.contents(atPath: file))
    unlink(file)
    switch damage {
    case "garbage": #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    case "cut short":
      #expect(FileManager.default.createFile(atPath: file, contents: bytes.dropLast(5)))
    default: break
    }
    try Self.edit(folder, "Call addChild first.", "Call addChild first, then look.")
    let report = pipeline.build(options)
    #expect(report.error == nil)
    #expect(report.warnings.filter { $0.id == .cacheIgnored }.count == 1)
    #expect(report.lessonsRun == 5)
    let after = try Self.cache(output)
    #expect(try Self.names(Self.groupFolder(output)) == after.groupFileNames)
    Self.expectWholeBuildSite(options, in: folder)
  }

  /// Files no cache names (a build killed between writing a group's file and the cache
  /// file, or before it removed the files the cache it replaced named) are removed by the
  /// next build that writes its cache.
  @Test func filesNoCacheNamesAreSwept() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    let output = pipeline.build(options).outputPath
    let groups = Self.groupFolder(output)
    let stray = groups + "/" + CacheGroupFiles.name(token: "stray")
    #expect(FileManager.default.createFile(atPath: stray, contents: Data("half".utf8)))
    try Self.edit(folder, "Call addChild first.", "Call addChild first, then look.")
    #expect(pipeline.build(options).lessonsRun == 3)
    #expect(try Self.names(groups) == (try Self.cache(output)).groupFileNames)
    #expect(access(stray, F_OK) != 0)
  }
}
