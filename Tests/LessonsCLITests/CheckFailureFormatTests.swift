import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// A check that cannot run (here: no site.json) reports its error as a diagnostic in the
/// format asked for, so a tool reading JSON, JUnit or annotations is not handed plain text.
@Suite(.serialized) struct CheckFailureFormatTests {
  func check(_ format: String) throws -> CLIResult {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/en/01-a.md", "---\ntitle: A\n---\n\nText.\n")
    return runLessons(["check", "--content", folder.path("Content"), "--format", format])
  }

  @Test func json() throws {
    let result = try check("json")
    #expect(result.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["id"] as? String } == ["site.no-site-config"])
    #expect((diagnostics.first?["file"] as? String)?.hasSuffix("Content/site.json") == true)
    #expect((document["summary"] as? [String: Any])?["clean"] as? Bool == false)
  }

  @Test func github() throws {
    let result = try check("github")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("::error file="))
    #expect(result.output.contains("title=site.no-site-config::"))
  }

  @Test func junit() throws {
    let result = try check("junit")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("<?xml"))
    #expect(result.output.contains("type=\"site.no-site-config\""))
  }

  @Test func text() throws {
    let result = try check("text")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "Content/site.json: error: the file is missing; a content folder needs a site.json "
          + "listing its locales [site.no-site-config]\n"))
  }
}
