import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Edits by others are never lost (issue 31): an editor that saves in place (truncate, then
/// write) holds the file open for writing while it saves; promotion and fixes refuse to
/// rename over a file someone has open for writing, or whose inode, size or modification
/// time moved since it was read.
@Suite(.serialized) struct PromotionConcurrentEditTests {
  func checked(_ folder: FixtureFolder) throws -> CheckReport {
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    return checker.check(content.lessons, localeOrder: ["en"])
  }

  func folder(_ text: String) throws -> FixtureFolder {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", text)
    return folder
  }

  static let lesson = "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```trace\nold\n```\n"

  @Test func aFileOpenForWritingIsNotReplaced() throws {
    let folder = try folder(Self.lesson)
    defer { folder.remove() }
    let report = try checked(folder)
    // The editor has opened the file to save it and not yet written.
    let editor = open(folder.path("en/01-add.md"), O_WRONLY | O_CLOEXEC)
    #expect(editor >= 0)
    let (changes, problems) = LessonPromoter(dryRun: false).promote(report)
    // The editor's save goes to the file the lesson still is.
    let saved = "---\ntitle: T\n---\nThe author's new text.\n"
    _ = ftruncate(editor, 0)
    _ = saved.withCString { write(editor, $0, strlen($0)) }
    close(editor)
    #expect(changes.isEmpty)
    #expect(problems.map(\.id) == [.promoteFileChanged])
    #expect(String(decoding: try folder.bytes("en/01-add.md"), as: UTF8.self) == saved)
  }

  @Test func aFileWhoseTimeMovedWithTheSameBytesIsNotReplaced() throws {
    let folder = try folder(Self.lesson)
    defer { folder.remove() }
    let report = try checked(folder)
    let path = folder.path("en/01-add.md")
    var status = stat()
    #expect(stat(path, &status) == 0)
    let second = status.st_mtim.tv_sec + 1
    let rewrite: @Sendable (String) -> Void = { target in
      // Rewritten in place with the same bytes, a second later.
      var times = [timespec(tv_sec: second, tv_nsec: 0), timespec(tv_sec: second, tv_nsec: 0)]
      _ = utimensat(AT_FDCWD, target, &times, 0)
    }
    let (changes, problems) = PromotionWriter.$beforeReplacing.withValue(rewrite) {
      LessonPromoter(dryRun: false).promote(report)
    }
    #expect(changes.isEmpty)
    #expect(problems.map(\.id) == [.promoteFileChanged])
    #expect(String(decoding: try folder.bytes("en/01-add.md"), as: UTF8.self) == Self.lesson)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path("en"))
    #expect(leftovers == ["01-add.md"])
  }
}
