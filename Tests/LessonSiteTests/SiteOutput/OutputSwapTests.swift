import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The swap that always leaves a site, the leftovers of killed builds, and `$HOME`.
/// (`scripts/kill-test` kills real builds at random moments; these check the pieces.)
@Suite(.serialized) struct OutputSwapTests {
  func site(_ text: String) -> SiteFiles {
    var site = SiteFiles()
    site.add("index.html", text)
    site.add("en/a.html", "a " + text)
    site.add("assets/style.css", "b")
    return site
  }

  func listing(_ path: String) -> [String] {
    (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
  }

  /// Parts written one after another: small ones gathered in the buffer, large ones
  /// written alone, in order, whatever the buffer's size; an existing file is not replaced.
  @Test func partsAreWrittenInOrderAroundTheBuffer() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let parts: [ArraySlice<UInt8>] = [
      [], [1, 2], Array(3...20)[...], [21], [], Array(22...30)[...],
    ]
    for bufferSize in [0, 1, 3, 8, 19, 64] {
      let path = folder.path("parts-\(bufferSize)")
      try OutputFolder.writeFile(path, parts: parts, bufferSize: bufferSize)
      #expect(FileManager.default.contents(atPath: path) == Data(1...30), "buffer \(bufferSize)")
      #expect(throws: (any Error).self) {
        try OutputFolder.writeFile(path, parts: parts, bufferSize: bufferSize)
      }
    }
  }

  @Test func theHomeFolderFromTheEnvironmentIsRefused() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("home/notes.txt", "mine")
    #expect(throws: SiteBuildError.self) {
      try OutputFolder(
        path: folder.path("home"), protected: [], environment: ["HOME": folder.path("home")])
    }
    // The same path, given through a symlink or with a trailing slash, is the same folder.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link"), withDestinationPath: folder.path("home"))
    do {
      _ = try OutputFolder(
        path: folder.path("home") + "/", protected: [], environment: ["HOME": folder.path("link")])
      Issue.record("the home folder behind a symlink was not refused")
    } catch {
      #expect(error.id == .siteRefusedOutput)
      #expect(String(describing: error).contains("home folder"))
    }
    #expect(try folder.bytes("home/notes.txt") == Array("mine".utf8))
  }

  @Test(arguments: [true, false])
  func aRebuildReplacesTheSiteWhole(exchanging: Bool) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try OutputFolder(path: folder.path("_site"), protected: [])
    try output.write(site("one"), exchanging: exchanging)
    try folder.write("_site/stale.html", "old")
    try OutputFolder(path: folder.path("_site"), protected: []).write(
      site("two"), exchanging: exchanging)
    #expect(
      listing(folder.path("_site")) == [
        ".lessons-site", "assets", "assets/style.css", "en", "en/a.html", "index.html",
      ])
    #expect(try folder.bytes("_site/en/a.html") == Array("a two".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["_site"])
  }

  @Test func exchangeSwapsTwoFoldersAtomically() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("a/x", "x")
    try folder.write("b/y", "y")
    #expect(FolderSwap.exchange(folder.path("a"), folder.path("b")) == .exchanged)
    #expect(listing(folder.path("a")) == ["y"])
    #expect(listing(folder.path("b")) == ["x"])
  }

  @Test func leftoversOfKilledBuildsAreRemovedAndNothingElse() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let marker = OutputFolder.markerName
    // Process ids above the kernel's maximum (4,194,304) never run.
    try folder.write("._site.building-99999991/\(marker)", OutputFolder.markerText)
    try folder.write("._site.building-99999991/en/page.html", "half written")
    try folder.write("._site.old-99999992/\(marker)", OutputFolder.markerText)
    try folder.write("._site.old-99999992/index.html", "the site before")
    try FileManager.default.createDirectory(
      atPath: folder.path("._site.building-99999993"), withIntermediateDirectories: true)
    // Kept: no marker; a build still running (our parent); names that are not ours.
    try folder.write("._site.old-99999994/notes.txt", "not ours")
    let running = getppid()
    try folder.write("._site.building-\(running)/\(marker)", OutputFolder.markerText)
    try folder.write("._site.building-abc/\(marker)", OutputFolder.markerText)
    try folder.write("._other.old-99999995/\(marker)", OutputFolder.markerText)
    try OutputFolder(path: folder.path("_site"), protected: []).write(site("new"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted() == [
        "._other.old-99999995", "._site.building-\(running)", "._site.building-abc",
        "._site.old-99999994", "_site",
      ])
  }

  @Test func aSiteIsRemovedWithItsMarkerLast() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("s/\(OutputFolder.markerName)", OutputFolder.markerText)
    try folder.write("s/a/b/c.html", "c")
    try folder.write("s/z.html", "z")
    FolderSwap.removeSite(at: folder.path("s"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == [])
  }
}
