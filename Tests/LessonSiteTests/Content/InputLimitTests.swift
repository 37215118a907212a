import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite
@testable import Scenarios

/// Every file the tool reads has a size limit it checks before reading, and a name that is
/// not a regular file (a FIFO, a device) is refused before a blocking open (issue 31).
@Suite(.serialized) struct InputLimitTests {
  /// What a thread found; the semaphore it signals orders the write before the read.
  final class Box: @unchecked Sendable { var value: [String] = [] }

  /// Runs `body` on a thread; if it has not returned after `seconds`, records an issue and
  /// opens `fifo` for writing and closes it, which ends a read blocked on it.
  static func finishes(
    within seconds: Double, unblocking fifo: String, _ body: @escaping @Sendable () -> Void
  ) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
      body()
      done.signal()
    }.start()
    if done.wait(timeout: .now() + seconds) == .success { return true }
    // The reader is blocked in open(2): a writer's open lets it through, to EOF.
    let writer = open(fifo, O_WRONLY | O_NONBLOCK)
    if writer >= 0 { close(writer) }
    _ = done.wait(timeout: .now() + 5)
    return false
  }

  @Test func aFIFONamedLikeALessonIsRefusedWithoutBlocking() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", "---\ntitle: T\n---\nText.\n")
    let fifo = folder.path("en/02-pipe.md")
    #expect(mkfifo(fifo, 0o644) == 0)
    let root = folder.root
    let result = Box()
    let finished = Self.finishes(within: 5, unblocking: fifo) {
      let content = try? ContentLoader().load(contentDirectory: root)
      result.value = content?.diagnostics.map(\.id.rawValue) ?? ["threw"]
    }
    #expect(finished, "loading a content folder with a FIFO blocked")
    #expect(result.value.contains("content.unreadable"))
  }

  @Test func aFIFOGivenAsALooseFileIsRefusedWithoutBlocking() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.root, withIntermediateDirectories: true)
    let fifo = folder.path("post.md")
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = Box()
    let finished = Self.finishes(within: 5, unblocking: fifo) {
      let (lesson, problems) = ContentLoader.looseFile(at: fifo)
      result.value = (lesson == nil ? [] : ["read"]) + problems.map(\.id.rawValue)
    }
    #expect(finished, "reading a FIFO as a loose file blocked")
    #expect(result.value == ["content.unreadable"])
  }

  @Test func aLooseFileOverTheLessonLimitIsNotRead() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "post.md", "# Post\n\n" + String(repeating: "word ", count: SiteLimits.lessonBytes / 5 + 10))
    let (lesson, problems) = ContentLoader.looseFile(at: path)
    #expect(lesson == nil)
    #expect(problems.map(\.id) == [.contentFileTooLarge])
    #expect(problems.first?.file == path)
  }

  @Test func aSnippetOverTheLimitIsNotRead() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "big.swift", "let " + String(repeating: "x", count: SiteLimits.lessonBytes) + " = 1\n")
    guard case .problem(let problem) = SnippetSource.read(path: path) else {
      Issue.record("a snippet over the limit was read")
      return
    }
    #expect(problem.id == .contentFileTooLarge)
    #expect(problem.message.contains("\(SiteLimits.lessonBytes)"))
  }

  @Test func aGlossaryOverItsLimitIsNotParsed() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", "---\ntitle: T\n---\nText.\n")
    let entry = "{\"term\": \"view controller\", \"avoid\": [\"VC\"]},"
    let entries = String(repeating: entry, count: SiteLimits.glossaryBytes / entry.utf8.count + 1)
    try folder.write("glossary.json", "{\"terms\": [" + entries + "{\"term\": \"x\"}]}")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let problem = try #require(content.diagnostics.first { $0.id == .contentGlossaryTooLarge })
    #expect(problem.file == folder.path("glossary.json"))
  }

  /// Promotion never writes a lesson the next run refuses as too large.
  @Test func promotionNeverWritesPastTheLessonLimit() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    var text = "---\ntitle: T\n---\n"
    let block = "```swift scenario\nadd\n```\n\n"
    text += String(
      repeating: "Filler line of prose.\n", count: (SiteLimits.lessonBytes - 40_000) / 22)
    while text.utf8.count + block.utf8.count < SiteLimits.lessonBytes - 100 { text += block }
    let before = Array(text.utf8)
    #expect(before.count <= SiteLimits.lessonBytes)
    try folder.write("en/01-add.md", bytes: before)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let (changes, problems) = LessonPromoter(dryRun: false).promote(report)
    #expect(changes.isEmpty)
    #expect(problems.map(\.id) == [.promoteTooLarge])
    #expect(try folder.bytes("en/01-add.md") == before)
  }
}
