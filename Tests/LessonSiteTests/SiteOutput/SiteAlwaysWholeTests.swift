import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The site is always whole (issue 31): an incremental update that fails halfway leaves the
/// old site, every file of it, and no temporary file; one build at a time per output folder;
/// what killed promotes and previews left is cleaned at the next run.
@Suite(.serialized) struct SiteAlwaysWholeTests {
  func site(_ folder: FixtureFolder) throws -> OutputFolder {
    try folder.write("site/" + OutputFolder.markerName, OutputFolder.markerText)
    try folder.write("site/en/a.html", "old a")
    try folder.write("site/en/b.html", "old b")
    try folder.write("site/index.html", "old index")
    return try OutputFolder(path: folder.path("site"), protected: [])
  }

  func contents(_ folder: FixtureFolder) throws -> [String: String] {
    var found: [String: String] = [:]
    let root = folder.path("site")
    for path in FileTree.stamps(under: root).keys {
      found[path] = String(decoding: try folder.bytes("site/" + path), as: UTF8.self)
    }
    return found
  }

  /// The second changed file cannot be written (its folder would be the first one, a
  /// file): before, the first was already replaced in place.
  @Test func anUpdateThatFailsHalfwayLeavesTheOldSiteWhole() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    let before = try contents(folder)
    #expect(throws: SiteBuildError.self) {
      try output.update(
        changed: [
          (path: "en/a.html", bytes: Array("new a".utf8)),
          (path: "en/a.html/x.html", bytes: Array("x".utf8)),
        ],
        kept: ["en/b.html"])
    }
    #expect(try contents(folder) == before)
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.root)
    #expect(beside.filter { $0.contains(".building-") || $0.contains(".old-") }.isEmpty)
  }

  @Test func anUpdateSwapsInTheNewSiteWhole() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    try folder.write("site/en/.a.html.lessons-new-99999999", "half a")
    let (written, stamps) = try output.update(
      changed: [(path: "en/a.html", bytes: Array("new a".utf8))], kept: ["en/b.html"])
    #expect(written == 1)
    #expect(
      try contents(folder) == [
        OutputFolder.markerName: OutputFolder.markerText, "en/a.html": "new a",
        "en/b.html": "old b",
      ])
    #expect(Set(stamps.keys) == [OutputFolder.markerName, "en/a.html", "en/b.html"])
  }

  @Test func aSecondBuildOfTheSameOutputIsRefusedClearly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let output = try site(folder)
    do {
      let first = try OutputLock(for: output.url)
      do {
        _ = try OutputLock(for: output.url)
        Issue.record("a second lock of the same output was granted")
      } catch {
        guard case .output(_, let reason) = error else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(reason.contains("another `lessons build` (process \(getpid())) is writing"))
      }
      withExtendedLifetime(first) {}
    }
    // Released with its holder: the next build takes it.
    #expect(throws: Never.self) { _ = try OutputLock(for: output.url) }
  }

  /// A pid no process has (pid_max is at most 2^22).
  static let deadPID: pid_t = {
    var pid: pid_t = 4_194_000
    while kill(pid, 0) == 0 || errno == EPERM { pid += 1 }
    return pid
  }()

  @Test func whatAKilledPromoteLeftIsRemovedByTheNext() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write(
      "en/01-add.md", "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```trace\nold\n```\n")
    let dead = try folder.write(
      "en/.01-add.md.promote-\(Self.deadPID)-2B6B6C1E-0000-4000-8000-000000000000", "half")
    let old = try folder.write("en/.01-add.md.promote-2B6B6C1E-0000-4000-8000-000000000001", "x")
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, old, &times, 0) == 0)
    let live = try folder.write(
      "en/.01-add.md.promote-\(getppid())-2B6B6C1E-0000-4000-8000-000000000002", "live")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let (_, problems) = LessonPromoter(dryRun: false).promote(report)
    #expect(problems.isEmpty)
    let files = FileManager.default
    #expect(!files.fileExists(atPath: dead))
    #expect(!files.fileExists(atPath: old))
    #expect(files.fileExists(atPath: live))
  }

  @Test func aKilledPreviewsFolderIsRemovedByTheNext() throws {
    let temporary = FileManager.default.temporaryDirectory.path
    let dead = temporary + "/lessons-serve-\(Self.deadPID)-2B6B6C1E-0000-4000-8000-000000000000"
    try FileManager.default.createDirectory(
      atPath: dead + "/site/en", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: dead + "/site/en/a.html", contents: Data("a".utf8))
    LivePreview.removeLeftoverWorkspaces(in: temporary)
    #expect(!FileManager.default.fileExists(atPath: dead))
  }
}
