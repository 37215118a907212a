import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// `lessons serve` for real: a server on a free loopback port, pages fetched over HTTP while
/// the lesson is edited on disk.
@Suite(.serialized) struct LivePreviewTests {
  static let lesson = """
    ---
    title: TITLE
    ---

    ```swift scenario
    add
    ```

    ```trace
    \(FakeExecutor.addSwiftText)```

    """

  static var templates: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
      .path
  }

  func preview(_ folder: FixtureFolder, log: LogBuffer) -> LivePreview {
    var options = LivePreview.Options()
    options.contentDirectory = folder.path("Content")
    options.templatesDirectory = Self.templates
    options.jobs = 1
    options.pollInterval = 0.1
    return LivePreview(options: options, executor: FakeExecutor(), log: log.append)
  }

  /// Fetches `path` until `condition` holds or `seconds` pass; returns the last response.
  func fetch(
    _ path: String, port: UInt16, within seconds: Double = 10,
    until condition: (HTTPClient.Response) -> Bool
  ) -> HTTPClient.Response? {
    let deadline = Date().addingTimeInterval(seconds)
    var last: HTTPClient.Response?
    repeat {
      last = HTTPClient.get(path, port: port)
      if let last, condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.1)
    } while Date() < deadline
    return last
  }

  @Test func servesRebuildsOnSaveKeepsTheLastGoodSiteAndStops() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    let lessonPath = try folder.write(
      "Content/en/01-add.md", Self.lesson.replacingOccurrences(of: "TITLE", with: "First title"))
    let log = LogBuffer()
    let preview = preview(folder, log: log)
    try preview.start()
    let port = preview.port
    #expect(port > 0)
    #expect(preview.url == "http://127.0.0.1:\(port)/")

    let page = try #require(HTTPClient.get("/en/add.html", port: port))
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.body.contains("First title"))
    // The page as the build wrote it, with the hook in its slot; its version in a header.
    #expect(page.body.contains("<script src=\"/__lessons/live.js\"></script>\n</body>"))
    #expect(page.headers["server-timing"] == "lessons-version;desc=\"1\"")
    #expect(HTTPClient.get("/__lessons/failure", port: port)?.body == "")
    #expect(!page.body.contains("lessons-serve-failure"))
    #expect(
      HTTPClient.get("/__lessons/live.js", port: port)?.body.contains("location.reload") == true)
    #expect(HTTPClient.get("/en", port: port)?.headers["location"] == "/en/")
    #expect(HTTPClient.get("/", port: port)?.status == 200)
    #expect(HTTPClient.get("/en/add.html", port: port, method: "HEAD")?.body == "")
    #expect(HTTPClient.get("/en/add.html", port: port, method: "POST")?.status == 405)
    #expect(HTTPClient.get("/", port: port, host: "evil.example")?.status == 403)

    // Traversal, as raw request targets: none reaches the lesson source or /etc.
    for target in [
      "/../Content/en/01-add.md", "/%2e%2e/%2e%2e/etc/passwd", "/en/..%2f..%2fetc%2fpasswd",
      "/../../../../../../etc/passwd", "/.lessons-site",
    ] {
      #expect(HTTPClient.get(target, port: port)?.status == 404, "\(target)")
    }
    try FileManager.default.createSymbolicLink(
      atPath: preview.siteFolder + "/passwd", withDestinationPath: "/etc/passwd")
    #expect(HTTPClient.get("/passwd", port: port)?.status == 404)

    // A save: the new page is served within seconds, and says so to the open page.
    try folder.write(
      "Content/en/01-add.md", Self.lesson.replacingOccurrences(of: "TITLE", with: "Second title"))
    // (The folder is swapped a moment before the version moves: wait for both.)
    let edited = fetch("/en/add.html", port: port) {
      $0.body.contains("Second title") && $0.headers["server-timing"]?.contains("\"2\"") == true
    }
    #expect(edited?.body.contains("Second title") == true, "\(log.text)")
    #expect(edited?.headers["server-timing"] == "lessons-version;desc=\"2\"")
    #expect(
      HTTPClient.get("/__lessons/version", port: port)?.body
        == "{\"version\": 2, \"failed\": false}\n")

    // A broken trace: the last good page stays, with the diagnostics on it and in the log.
    try folder.write(
      "Content/en/01-add.md",
      Self.lesson.replacingOccurrences(of: "TITLE", with: "Third title")
        .replacingOccurrences(of: "manual  self.addChild(child)\n", with: ""))
    // The page's script draws the panel from /__lessons/failure.
    let failure = fetch(LiveReload.failurePath, port: port) { !$0.body.isEmpty }
    #expect(failure?.body.contains("[trace.mismatch]") == true)
    #expect(failure?.body.contains(lessonPath + ":") == true)
    let failed = HTTPClient.get("/en/add.html", port: port)
    #expect(failed?.status == 200)
    #expect(failed?.body.contains("Second title") == true)
    #expect(
      HTTPClient.get("/__lessons/version", port: port)?.body.contains("\"failed\": true") == true)
    #expect(log.text.contains("[trace.mismatch]"))
    #expect(log.text.contains("build failed; still serving the last good site"))

    // Fixed again: the panel goes away.
    try folder.write(
      "Content/en/01-add.md", Self.lesson.replacingOccurrences(of: "TITLE", with: "Fourth title"))
    let fixed = fetch("/en/add.html", port: port) {
      $0.headers["server-timing"]?.contains("\"4\"") == true
    }
    #expect(fixed?.body.contains("Fourth title") == true)
    #expect(HTTPClient.get(LiveReload.failurePath, port: port)?.body == "")

    let site = preview.siteFolder
    preview.stop()
    #expect(HTTPClient.get("/en/add.html", port: port) == nil)
    #expect(!FileManager.default.fileExists(atPath: site))
    preview.stop()
  }

  @Test func aFirstBuildThatFailsServesItsDiagnostics() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("Content/en/01-add.md", "---\nsummary: no title\n---\n\nText.\n")
    let log = LogBuffer()
    let preview = preview(folder, log: log)
    try preview.start()
    defer { preview.stop() }
    let page = try #require(HTTPClient.get("/en/add.html", port: preview.port))
    #expect(page.status == 500)
    #expect(page.body.contains("[content.missing-title]"))
    #expect(page.body.contains("/__lessons/live.js"))
    #expect(log.text.contains("every page shows these diagnostics until a build succeeds"))
    try folder.write("Content/en/01-add.md", "---\ntitle: Now titled\n---\n\nText.\n")
    let fixed = fetch("/en/add.html", port: preview.port) { $0.status == 200 }
    #expect(fixed?.body.contains("Now titled") == true, "\(log.text)")
  }

  @Test func stopWithoutStartReturns() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let preview = preview(folder, log: LogBuffer())
    preview.stop()
    #expect(!FileManager.default.fileExists(atPath: preview.siteFolder))
  }

  @Test func aTakenPortIsAnError() throws {
    let first = try HTTPServer { _ in .notFound }
    defer { first.stop() }
    #expect(throws: HTTPServer.StartError.self) {
      _ = try HTTPServer(port: first.port) { _ in .notFound }
    }
  }
}

/// The preview's terminal lines, collected across its threads.
final class LogBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var lines = ""

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  func append(_ text: String) {
    lock.lock()
    lines += text
    lock.unlock()
  }
}
