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

  /// The folder an update exchanges out is kept as the folder's spare; the next update of
  /// that folder starts from it and touches only the files that change and those the spare
  /// differs in: every other file of the folder keeps its stamp, change time included (a
  /// link made or removed would have moved it).
  @Test func theNextUpdateStartsFromTheSpare() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    try folder.write("site/en/c.html", "old c")
    let others: Set<String> = ["ko/a.html", "index.html"]
    let first = try output.update(
      changed: [(path: "en/a.html", bytes: Array("a1".utf8))],
      kept: others.union(["en/b.html", "en/c.html"]),
      current: FileTree.stamps(under: folder.path("site")),
      spares: SpareFolders(container: folder.path("cache.spares")))
    #expect(first.written == 1)
    #expect(first.stamps == FileTree.stamps(under: folder.path("site")))
    let record = try #require(first.spares.records["en"])
    #expect(first.spares.records.count == 1)
    #expect(record.stale == ["en/a.html"])
    // The spare is the folder as it was.
    let spare = "cache.spares/" + record.name
    #expect(try folder.bytes(spare + "/a.html") == Array("old a".utf8))
    #expect(try folder.bytes(spare + "/b.html") == Array("old b".utf8))

    let cBefore = stamp(folder, "en/c.html")
    let second = try output.update(
      changed: [(path: "en/b.html", bytes: Array("b2".utf8))],
      kept: others.union(["en/a.html", "en/c.html"]), current: first.stamps,
      spares: first.spares)
    #expect(second.written == 1)
    #expect(try folder.bytes("site/en/a.html") == Array("a1".utf8))
    #expect(try folder.bytes("site/en/b.html") == Array("b2".utf8))
    #expect(try folder.bytes("site/en/c.html") == Array("old c".utf8))
    #expect(stamp(folder, "en/c.html") == cBefore)
    #expect(second.stamps == FileTree.stamps(under: folder.path("site")))
    #expect(second.spares.records["en"]?.name == record.name)
    #expect(second.spares.records["en"]?.stale == ["en/b.html"])
    #expect(try folder.bytes(spare + "/a.html") == Array("a1".utf8))
    #expect(try folder.bytes(spare + "/b.html") == Array("old b".utf8))

    // A file left out and one added: the site has exactly the files wanted.
    let third = try output.update(
      changed: [(path: "en/d.html", bytes: Array("d".utf8))],
      kept: others.union(["en/a.html", "en/b.html"]), current: second.stamps,
      spares: second.spares)
    #expect(third.written == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("site/en")).sorted()
        == ["a.html", "b.html", "d.html"])
    #expect(try folder.bytes("site/en/b.html") == Array("b2".utf8))
    #expect(third.stamps == FileTree.stamps(under: folder.path("site")))
    #expect(third.spares.records["en"]?.stale == ["en/c.html", "en/d.html"])
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.root)
    #expect(beside.filter { $0.contains(".building-") || $0.contains(".old-") }.isEmpty)
  }

  /// A spare whose site folder is not the one recorded (replaced since) is not used: the
  /// folder is staged as without a spare, and the new spare gets a new name.
  @Test func aSpareOfAnotherFolderIsNotUsed() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    let kept: Set<String> = ["en/b.html", "ko/a.html", "index.html"]
    let first = try output.update(
      changed: [(path: "en/a.html", bytes: Array("a1".utf8))], kept: kept,
      current: FileTree.stamps(under: folder.path("site")),
      spares: SpareFolders(container: folder.path("cache.spares")))
    let name = try #require(first.spares.records["en"]?.name)
    // The site's folder replaced by a copy of itself.
    try FileManager.default.copyItem(
      atPath: folder.path("site/en"), toPath: folder.path("site/en-copy"))
    try FileManager.default.removeItem(atPath: folder.path("site/en"))
    try FileManager.default.moveItem(
      atPath: folder.path("site/en-copy"), toPath: folder.path("site/en"))
    let second = try output.update(
      changed: [(path: "en/a.html", bytes: Array("a2".utf8))], kept: kept,
      current: FileTree.stamps(under: folder.path("site")), spares: first.spares)
    #expect(try folder.bytes("site/en/a.html") == Array("a2".utf8))
    #expect(try folder.bytes("site/en/b.html") == Array("old b".utf8))
    #expect(second.stamps == FileTree.stamps(under: folder.path("site")))
    let record = try #require(second.spares.records["en"])
    #expect(record.name != name)
    #expect(try folder.bytes("cache.spares/" + record.name + "/a.html") == Array("a1".utf8))
    SpareFolders.sweep(folder.path("cache.spares"), keeping: [record.name])
    FolderRemoval.waitForRemovals()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("cache.spares"))
        == [record.name])
  }
}
