import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons new` on a content folder whose site.json is broken: one diagnostic with its id,
/// site.json's own diagnostics under it.
@Suite(.serialized) struct AuthoringDiagnosticTests {
  @Test func brokenSiteConfigIsOneDiagnosticWithTheFilesOwnBelow() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/site.json", "{\"version\": 1, \"locales\": [")
    let result = runLessons(["new", "add", "--content", folder.path("Content")])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("error: site.json has errors [authoring.bad-site-config]\n"))
    #expect(result.output.contains("site.json:1:"))
    #expect(result.output.contains("[site.config-invalid]"))
  }
}
