import LessonTestSupport
import Testing

@testable import LessonSite

/// A term that a translated lesson's source uses needs a wording in the translation's locale
/// (`content.glossary-missing-wording`, issue 32 item 6): one warning per term and locale, at
/// the term's line of glossary.json, naming the translations.
@Suite(.serialized) struct GlossaryCoverageTests {
  static let glossary = """
    { "version": 1, "terms": [
      { "id": "pane", "concept": "One area of a split container.",
        "en": { "use": "pane" } },
      { "id": "window", "concept": "UIWindow.",
        "en": { "use": "window" }, "ko": { "use": "윈도우" } },
      { "id": "drawer", "concept": "A side panel.",
        "en": { "use": "drawer" } } ] }

    """

  @Test func aTermUsedInATranslatedLessonNeedsTheTranslationsWording() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write("glossary.json", Self.glossary)
    try folder.write("en/01-split.md", "---\ntitle: Split\n---\n\nThe left Pane and the window.\n")
    try folder.write("ko/01-split.md", "---\ntitle: 분할\n---\n\n왼쪽 영역과 윈도우.\n")
    // A drawer only in an untranslated lesson, and a pane only in code: neither counts.
    try folder.write("en/02-drawer.md", "---\ntitle: Drawer\n---\n\nA drawer.\n")
    try folder.write("en/03-code.md", "---\ntitle: Code\n---\n\n`pane`\n")
    try folder.write("ko/03-code.md", "---\ntitle: 코드\n---\n\n`pane`\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let missing = content.diagnostics.filter { $0.id == .contentGlossaryMissingWording }
    #expect(
      missing.map { "\($0.file ?? ""):\($0.line ?? 0): \($0.message)" } == [
        folder.path("glossary.json")
          + ":2: the term `pane` has no ko wording in glossary.json, and "
          + folder.path("ko/01-split.md") + " translates a lesson that uses it"
      ])
    #expect(missing.first?.severity == .warning)
  }
}
