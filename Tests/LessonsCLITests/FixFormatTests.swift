import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons fix --format json|junit`: standard output is the check's one document, so a tool
/// can parse it; what fixing did goes to standard error.
@Suite(.serialized) struct FixFormatTests {
  func fixed(_ format: String) throws -> (CLIResult, FixtureFolder) {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-old.md", FixCommandTests.swift4)
    let result = runLessons(
      ["fix", "--content", folder.root, "--format", format], executor: ScenarioRunner())
    return (result, folder)
  }

  @Test func jsonIsOneDocument() throws {
    let (result, folder) = try fixed("json")
    defer { folder.remove() }
    #expect(try folder.bytes("en/01-old.md") == Array(FixCommandTests.fixed.utf8))
    let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    #expect((document as? [String: Any])?["version"] as? Int == 1)
    #expect(result.error.hasPrefix("fixed 5 places in "))
  }

  @Test func junitIsOneDocument() throws {
    let (result, folder) = try fixed("junit")
    defer { folder.remove() }
    #expect(result.output.hasPrefix("<?xml"))
    #expect(result.error.hasPrefix("fixed 5 places in "))
  }

  @Test func textSaysItOnStandardOutput() throws {
    let (result, folder) = try fixed("text")
    defer { folder.remove() }
    #expect(result.output.hasPrefix("fixed 5 places in "))
    #expect(result.error.isEmpty)
  }
}
