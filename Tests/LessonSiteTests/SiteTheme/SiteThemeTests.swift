import Diagnostics
import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A user's theme (`--templates DIR`): errors name the template file and line; UI strings
/// missing in a locale fall back to the default locale with a warning.
@Suite(.serialized) struct SiteThemeTests {
  func theme(in folder: FixtureFolder) throws -> String {
    let path = folder.path("Theme")
    try FileManager.default.copyItem(atPath: SiteFixture.templates, toPath: path)
    return path
  }

  /// Without --templates: `Templates/` in the working folder, else the one beside the content
  /// folder, else `Templates` (which then fails to load with its own error).
  @Test func defaultThemeIsFoundBesideTheContent() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("project/Templates/page.html", "x")
    try folder.write("elsewhere/readme", "x")
    let find = { (content: String, working: String) in
      SiteBuilder.Options.defaultTemplatesDirectory(
        forContent: content, workingDirectory: folder.path(working))
    }
    #expect(find(folder.path("project/Content"), "elsewhere") == folder.path("project/Templates"))
    #expect(find("../project/Content", "elsewhere") == folder.path("project/Templates"))
    #expect(find("Content", "project") == "Templates")
    #expect(find(folder.path("nowhere/Content"), "elsewhere") == "Templates")
  }

  @Test func templateErrorNamesFileAndLine() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    options.templatesDirectory = try theme(in: folder)
    try folder.write("Theme/partials/footer.html", "<footer>\n  {{#a}}\n  {{/b}}\n</footer>\n")
    let report = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(report.error?.id == .templateMismatchedClose)
    #expect(String(describing: report.error!).hasPrefix("partials/footer.html:3: error: "))
  }

  @Test func unknownPartialIsReportedWhereItIsNamed() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try theme(in: folder)
    try folder.write("Theme/search.html", "<!DOCTYPE html>\n<p>\n{{> nowhere}}\n")
    #expect(
      throws: SiteBuildError.template(
        TemplateError(file: "search.html", line: 3, problem: .unknownPartial("nowhere")))
    ) {
      try Theme(folder: path, locales: ["en"])
    }
  }

  @Test func missingLayoutIsNamed() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try theme(in: folder)
    try FileManager.default.removeItem(atPath: path + "/locale-index.html")
    #expect(
      throws: SiteBuildError.template(
        TemplateError(
          file: "locale-index.html", line: 0, problem: .missingTemplate("locale-index.html")))
    ) {
      try Theme(folder: path, locales: ["en"])
    }
  }

  @Test func missingUIStringFallsBackToTheDefaultLocaleWithAWarning() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try theme(in: folder)
    try folder.write("Theme/i18n/ko.json", "{\"languageName\": \"한국어\"}")
    let theme = try Theme(folder: path, locales: ["en", "ko"])
    let korean = try #require(theme.strings["ko"])
    #expect(korean["languageName"] == "한국어")
    #expect(korean["contents"] == "Contents")
    #expect(
      theme.warnings.map(DiagnosticFormatter.text).contains(
        "i18n/ko.json: warning: no `contents`; using the en text [site.missing-ui-string]\n"))
    #expect(theme.warnings.allSatisfy { $0.file == "i18n/ko.json" && $0.severity == .warning })
  }

  @Test func missingLocaleFileIsOneWarning() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try theme(in: folder)
    let theme = try Theme(folder: path, locales: ["en", "fr"])
    #expect(
      theme.warnings.map(DiagnosticFormatter.text) == [
        "i18n/fr.json: warning: no UI strings for fr; using the en texts [site.missing-ui-string]\n"
      ])
    #expect(theme.strings["fr"]?["contents"] == "Contents")
  }

  @Test func defaultLocaleMustHaveTheRendererKeys() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try theme(in: folder)
    try folder.write("Theme/i18n/en.json", "{\"languageName\": \"English\"}")
    #expect(
      throws: SiteBuildError.badUIStrings(
        file: "i18n/en.json", reason: "missing required key `badgeManual`")
    ) {
      try Theme(folder: path, locales: ["en"])
    }
  }

  @Test func shippedThemeHasTheSameKeysInEveryLocale() throws {
    let theme = try Theme(folder: SiteFixture.templates, locales: ["en", "zh-Hans", "ko"])
    #expect(theme.warnings.isEmpty)
    #expect(Set(theme.strings["ko"]!.values.keys) == Set(theme.strings["en"]!.values.keys))
  }
}
