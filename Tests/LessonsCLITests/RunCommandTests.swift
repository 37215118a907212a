import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons run FILE.md[:LINE]`.
@Suite(.serialized) struct RunCommandTests {
  static let lesson =
    "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```objc scenario\nbroken\nx\n```\n"

  @Test func runsTheScenarioAtALine() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("en/01-add.md", Self.lesson)
    let result = runLessons(["run", path + ":5"])
    #expect(result.status == 0)
    #expect(result.output == "# add#1 (\(path):4)\n" + FakeExecutor.addSwiftText)
  }

  @Test func runsEveryScenarioAndFailsOnAnError() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("en/01-add.md", Self.lesson)
    let result = runLessons(["run", path])
    #expect(result.status == 1)
    #expect(result.output.contains("# add#2 (\(path):8)\n"))
    #expect(result.output.contains("\(path):10:5: error: `frobnicate` is not a member"))
  }

  @Test func aLineWithoutAScenario() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("en/01-add.md", Self.lesson)
    let result = runLessons(["run", path + ":2"])
    #expect(result.status == 1)
    #expect(result.output == "error: no scenario at \(path):2; scenarios start on lines 4, 8\n")
  }
}
