import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Nesting limits of the template engine and of the JSON files, hit as diagnostics.
@Suite struct TemplateLimitsTests {
  static func nested(_ depth: Int) -> String {
    String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
  }

  @Test func sectionsNestUpToTheLimit() throws {
    let limit = MustacheTemplate.maximumSectionDepth
    let template = try MustacheTemplate(file: "page.html", source: Self.nested(limit))
    #expect(try template.render(.object(["a": .bool(true)])) == "x")
    #expect {
      try MustacheTemplate(file: "page.html", source: "<p>\n" + Self.nested(limit + 1))
    } throws: { error in
      let error = try #require(error as? TemplateError)
      return error.id == .templateTooDeep && error.line == 2
        && error.description.hasPrefix("page.html:2: error: section `{{#a}}` is nested more")
    }
  }

  @Test func aPartialWithFortyThousandNestedSectionsIsATemplateError() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let theme = folder.path("Theme")
    try FileManager.default.copyItem(atPath: SiteFixture.templates, toPath: theme)
    try folder.write("Theme/partials/deep.html", Self.nested(40_000))
    do {
      _ = try Theme(folder: theme, locales: ["en"])
      Issue.record("the theme loaded")
    } catch {
      #expect(error.id == .templateTooDeep)
      #expect(String(describing: error).contains("partials/deep.html:1:"))
    }
  }

  @Test func deeplyNestedSiteJSONIsADiagnosticAtItsPosition() {
    let deep = "{\n  \"locales\": " + String(repeating: "[", count: 100_000) + "\n}\n"
    let (config, problems) = SiteConfig.parse(Array(deep.utf8), path: "Content/site.json")
    #expect(config == .empty)
    #expect(problems.map(\.id) == [.siteConfigInvalid])
    #expect(problems.first?.line == 2)
    // The object is level 1; the first `[` (column 14) level 2; the one past the limit is
    // the `[` opening level maximumDepth + 1.
    #expect(problems.first?.column == 14 + JSONNesting.maximumDepth - 1)
    #expect(problems.first?.message.contains("nested more than") == true)
  }

  @Test func bracketsInsideStringsDoNotCount() {
    let text = "{\"title\": \"" + String(repeating: "[{\\\"", count: 100) + "\"}"
    #expect(JSONNesting.firstExcess(in: Array(text.utf8)) == nil)
    #expect(JSONNesting.firstExcess(in: Array("[[[1]]]".utf8), limit: 2) == 2)
  }
}

extension TemplateLimitsTests {
  @Test func outputThatMultipliesPastTheLimitIsATemplateError() throws {
    // Each level repeats the outer list again: 4^20 copies of 64 KB without a bound.
    let source =
      "<p>\n" + String(repeating: "{{#items}}", count: 20) + String(repeating: "x", count: 65_536)
      + String(repeating: "{{/items}}", count: 20)
    let template = try MustacheTemplate(file: "page.html", source: source)
    let items = TemplateValue.list(Array(repeating: .object(["n": .string("1")]), count: 4))
    #expect {
      try template.render(.object(["items": items]))
    } throws: { error in
      (error as? TemplateError)?.id == .templateOutputTooLarge
    }
  }
}
