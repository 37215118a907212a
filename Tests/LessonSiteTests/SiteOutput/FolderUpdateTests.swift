import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// An in-place update stages and exchanges only the top-level folder that holds every
/// change (issue 30 item 4): the other folders' files are not touched, not even linked, and
/// the site is still old or new at every moment.
@Suite(.serialized) struct FolderUpdateTests {
  func site(_ folder: FixtureFolder) throws -> OutputFolder {
    try folder.write("site/" + OutputFolder.markerName, OutputFolder.markerText)
    try folder.write("site/en/a.html", "old a")
    try folder.write("site/en/b.html", "old b")
    try folder.write("site/ko/a.html", "old ko a")
    try folder.write("site/index.html", "old index")
    return try OutputFolder(path: folder.path("site"), protected: [])
  }

  func stamp(_ folder: FixtureFolder, _ path: String) -> FileStamp? {
    FileStamp.of(folder.path("site/" + path))
  }

  @Test func aChangeInOneFolderReplacesThatFolderOnly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    let before = FileTree.stamps(under: folder.path("site"))
    let (written, stamps) = try output.update(
      changed: [
        (path: "en/a.html", bytes: Array("new a".utf8)),
        // Changed as rendered, the same bytes as before: stays.
        (path: "index.html", bytes: Array("old index".utf8)),
      ],
      kept: ["en/b.html", "ko/a.html"], current: before)
    #expect(written == 1)
    #expect(try folder.bytes("site/en/a.html") == Array("new a".utf8))
    #expect(try folder.bytes("site/en/b.html") == Array("old b".utf8))
    // The other folder and the root's files are exactly as they were: same stamps, change
    // time included (a hard link would have changed it).
    #expect(stamp(folder, "ko/a.html") == before["ko/a.html"])
    #expect(stamp(folder, "index.html") == before["index.html"])
    // The stamps returned are the site's now.
    #expect(stamps == FileTree.stamps(under: folder.path("site")))
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.root)
    #expect(beside.filter { $0.contains(".building-") || $0.contains(".old-") }.isEmpty)
  }

  @Test func aFileLeftOutOfTheFolderIsRemovedWithIt() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    let before = FileTree.stamps(under: folder.path("site"))
    _ = try output.update(
      changed: [(path: "en/a.html", bytes: Array("new a".utf8))],
      kept: ["ko/a.html", "index.html"], current: before)
    #expect(!FileManager.default.fileExists(atPath: folder.path("site/en/b.html")))
    #expect(stamp(folder, "ko/a.html") == before["ko/a.html"])
  }

  @Test func changesInTwoFoldersSwapTheWholeSite() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    let (written, stamps) = try output.update(
      changed: [
        (path: "en/a.html", bytes: Array("new a".utf8)),
        (path: "ko/a.html", bytes: Array("new ko a".utf8)),
      ],
      kept: ["en/b.html", "index.html"])
    #expect(written == 2)
    #expect(try folder.bytes("site/ko/a.html") == Array("new ko a".utf8))
    #expect(try folder.bytes("site/index.html") == Array("old index".utf8))
    #expect(stamps == FileTree.stamps(under: folder.path("site")))
  }

  @Test func nothingDifferentWritesNothing() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    let before = FileTree.stamps(under: folder.path("site"))
    let (written, stamps) = try output.update(
      changed: [(path: "en/a.html", bytes: Array("old a".utf8))],
      kept: ["en/b.html", "ko/a.html", "index.html"], current: before)
    #expect(written == 0)
    #expect(stamps == before)
    #expect(FileTree.stamps(under: folder.path("site")) == before)
  }
}
