import Foundation
import LessonSite
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons serve` through the command line: it prints where it serves, answers over HTTP
/// until told to stop, then stops cleanly.
@Suite(.serialized) struct ServeCommandTests {
  func environment(_ output: OutputBuffer) -> CommandEnvironment {
    CommandEnvironment(
      executor: FakeExecutor(), write: output.append, writeError: output.append,
      errorIsTerminal: false, defaultJobs: 1)
  }

  func content(_ folder: FixtureFolder) throws {
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write(
      "Content/en/01-add.md",
      "---\ntitle: Add\n---\n\n```swift scenario\nadd\n```\n\n```trace\n"
        + FakeExecutor.addSwiftText + "```\n")
  }

  @Test func servesUntilStoppedAndSaysWhere() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try content(folder)
    let arguments = try ParsedArguments.parse(
      ["--content", folder.path("Content"), "--templates", BuildCommandTests.templates],
      options: ServeCommand.options, command: "serve")
    let output = OutputBuffer()
    var port: UInt16 = 0
    var fetched: HTTPClient.Response?
    let status = try ServeCommand.serve(arguments, environment: environment(output)) { preview in
      port = preview.port
      fetched = HTTPClient.get("/ko/add.html", port: preview.port)
    }
    #expect(status == 0)
    #expect(fetched?.status == 200)
    #expect(fetched?.body.contains("<h1 class=\"lesson-title\">Add</h1>") == true)
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("built ") && $0.contains(" pages (") })
    #expect(
      lines.contains(
        "serving http://127.0.0.1:\(port)/ (watching \(folder.path("Content")) and "
          + "\(BuildCommandTests.templates)); press Ctrl-C to stop"))
    #expect(lines.last == "stopped")
    #expect(HTTPClient.get("/ko/add.html", port: port) == nil)
  }

  @Test func aPortInUseExitsOne() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try content(folder)
    let taken = try HTTPServer { _ in .notFound }
    defer { taken.stop() }
    let arguments = try ParsedArguments.parse(
      ["--content", folder.path("Content"), "--port", "\(taken.port)"],
      options: ServeCommand.options, command: "serve")
    let output = OutputBuffer()
    var served = false
    let status = try ServeCommand.serve(arguments, environment: environment(output)) { _ in
      served = true
    }
    #expect(status == 1)
    #expect(!served)
    #expect(output.text.hasPrefix("error: cannot listen on 127.0.0.1 (bind port \(taken.port): "))
    #expect(output.text.hasSuffix(") [serve.cannot-listen]\n"))
  }

  /// Their text is in CommandLine/usage-errors.txt (`serve --port=0` …).
  @Test(arguments: ["0", "65536", "http", "-1"])
  func badPortsAreUsageErrors(_ port: String) {
    #expect(runLessons(["serve", "--port=\(port)"]).status == 64)
  }
}
