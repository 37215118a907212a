import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A rebuild after a lesson's prose changed splices its locale's search index from the last
/// build's (`SearchIndexRecord`, `SearchIndexSplice`): the site it leaves must be the one a
/// build from nothing makes, file for file, whether the splice was taken or declined, and a
/// record not written with the cache must never be used.
@Suite(.serialized) struct IndexSpliceBuildTests {
  private static let lesson = "Content/en/01-adding-a-child.md"

  /// Every file of the site at `root` by relative path, its bytes.
  private static func files(_ root: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in SiteFixture.listing(root) {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
    }
    return files
  }

  /// Builds the content of `options` from nothing into another folder and compares.
  private static func expectWholeBuildSite(
    _ options: SiteBuilder.Options, in folder: FixtureFolder, pipeline: SitePipeline,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var whole = options
    whole.useCache = false
    whole.outputDirectory = folder.path("_whole")
    #expect(pipeline.build(whole).error == nil, sourceLocation: sourceLocation)
    let built = try files(options.outputDirectory)
    let expected = try files(whole.outputDirectory)
    #expect(built.keys.sorted() == expected.keys.sorted(), sourceLocation: sourceLocation)
    for (path, bytes) in expected where built[path] != bytes {
      Issue.record("\(path) differs from a whole build's", sourceLocation: sourceLocation)
    }
  }

  private static func edit(
    _ folder: FixtureFolder, _ change: (String) -> String
  ) throws {
    let text = String(decoding: try folder.bytes(lesson), as: UTF8.self)
    try folder.write(lesson, change(text))
  }

  @Test func proseEditsSpliceAndHeadingsMakeTheIndexWhole() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    let first = pipeline.build(options)
    #expect(first.error == nil)
    #expect(first.searchIndexesSpliced == 0)
    // Prose changed twice (the second splice starts from the first's record), then a heading
    // added (entries would move: the index is made whole), then prose again.
    let edits: [(String) -> String] = [
      {
        $0.replacingOccurrences(
          of: "Call addChild first.", with: "Call addChild first, then splice.")
      },
      { $0.replacingOccurrences(of: "then splice.", with: "then zebra quagga.") },
      { $0 + "\n## A new part\n\nWith words of its own.\n" },
      { $0.replacingOccurrences(of: "words of its own", with: "other words") },
    ]
    for (round, change) in edits.enumerated() {
      try Self.edit(folder, change)
      let report = pipeline.build(options)
      #expect(report.error == nil)
      #expect(report.lessonsRun == 3)
      #expect(report.searchIndexesSpliced == (round == 2 ? 0 : 1), "round \(round)")
      try Self.expectWholeBuildSite(options, in: folder, pipeline: pipeline)
    }
  }

  @Test func aRecordNotWrittenWithTheCacheIsNotUsed() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    #expect(pipeline.build(options).error == nil)
    let cache = BuildCache.location(for: URL(fileURLWithPath: options.outputDirectory))
    let record = SearchIndexRecord.location(cache: cache, locale: "en").path
    let older = try Data(contentsOf: URL(fileURLWithPath: record))
    try Self.edit(folder) { $0.replacingOccurrences(of: "first.", with: "first, once.") }
    #expect(pipeline.build(options).searchIndexesSpliced == 1)
    // The record of the build before (as a build killed after writing its record but before
    // its cache would leave it): another token, so the index is made whole.
    try older.write(to: URL(fileURLWithPath: record))
    try Self.edit(folder) { $0.replacingOccurrences(of: "once.", with: "twice.") }
    #expect(pipeline.build(options).searchIndexesSpliced == 0)
    try Self.expectWholeBuildSite(options, in: folder, pipeline: pipeline)
    // A record cut short is not read.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: record))
    try bytes.prefix(bytes.count - 10).write(to: URL(fileURLWithPath: record))
    try Self.edit(folder) { $0.replacingOccurrences(of: "twice.", with: "thrice.") }
    #expect(pipeline.build(options).searchIndexesSpliced == 0)
    try Self.expectWholeBuildSite(options, in: folder, pipeline: pipeline)
  }
}

extension IndexSpliceBuildTests {
  /// With reference pages, every locale's index is made each build (they are always
  /// rendered): each is spliced, the unchanged ones with nothing to change.
  @Test func withReferencePagesEveryLocaleIsSpliced() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    try folder.write(
      "Content/en/guide/notes.md",
      "---\ntitle: Notes\nsummary: Notes on the lessons.\n---\n\n## Reading\n\nRead the traces.\n")
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    #expect(pipeline.build(options).error == nil)
    try Self.edit(folder) { $0.replacingOccurrences(of: "first.", with: "first, with notes.") }
    let report = pipeline.build(options)
    #expect(report.error == nil)
    #expect(report.searchIndexesSpliced == 3)
    try Self.expectWholeBuildSite(options, in: folder, pipeline: pipeline)
  }
}
