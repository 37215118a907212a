import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// `lessons translations` as an author reads it.
@Suite struct TranslationsCommandTests {
  @Test func listsWhatNeedsWorkThenCountsPerLocale() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let content = folder.path("Content")
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n\nText.\n")
    try folder.write("Content/en/02-swap.md", "---\ntitle: Swap\n---\n\nText.\n")
    try folder.write("Content/en/03-more.md", "---\ntitle: More\n---\n\nText.\n")
    try folder.write("Content/ko/01-add.md", "---\ntitle: 추가\n---\n")
    try folder.write("Content/ko/02-swap.md", "---\ntitle: 교체\n---\n")
    let marked = runLessons(["translations", "--mark", "--content", content])
    #expect(
      marked.output == """
        marked \(content)/ko/01-add.md
        marked \(content)/ko/02-swap.md
        marked 2 translations as current

        """)
    try folder.write("Content/en/02-swap.md", "---\ntitle: Swap\n---\n\nText, changed.\n")
    let listed = runLessons(["translations", "--content", content])
    #expect(listed.status == 0)
    #expect(
      listed.output == """
        ko: outdated  \(content)/ko/02-swap.md: \(content)/en/02-swap.md changed since it was \
        translated; update it, then `lessons translations --mark \(content)/ko/02-swap.md`
        ko: missing   more: translate \(content)/en/03-more.md
        ko: 1 current, 1 outdated, 0 unmarked, 1 missing

        """)
    let one = runLessons([
      "translations", "--mark", content + "/ko/02-swap.md", "--content", content,
    ])
    #expect(one.status == 0)
    #expect(
      runLessons(["translations", "--content", content]).output.hasSuffix(
        "ko: 2 current, 0 outdated, 0 unmarked, 1 missing\n"))
  }

  @Test func errorsAndUsage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let content = folder.path("Content")
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n")
    #expect(
      runLessons(["translations", "--content", content]).output
        == "site.json lists one locale (en): nothing to translate\n")
    let notTranslation = runLessons(
      ["translations", "--mark", content + "/en/01-add.md", "--content", content])
    #expect(notTranslation.status == 1)
    #expect(
      notTranslation.output
        == "error: \(content)/en/01-add.md is not a lesson of a non-default locale in the "
        + "content folder [authoring.not-a-translation]\n")
    let stray = runLessons(["translations", "extra", "--content", content])
    #expect(stray.status == 64)
    #expect(runLessons(["translations", "--content", "/nonexistent"]).status == 1)
  }

  /// Reference pages are translated and marked like lessons; an edit of the original makes
  /// the translation outdated.
  @Test func referencePagesAreListedAndMarked() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let content = folder.path("Content")
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n")
    try folder.write("Content/ko/01-add.md", "---\ntitle: 추가\ntranslated-from: x\n---\n")
    try folder.write("Content/en/guide/authoring.md", "---\ntitle: Writing\n---\n")
    try folder.write("Content/en/guide/style.md", "---\ntitle: Style\n---\n")
    try folder.write("Content/ko/guide/authoring.md", "---\ntitle: 쓰기\n---\n")
    let guide = content + "/ko/guide/authoring.md"
    let marked = runLessons(["translations", "--mark", guide, "--content", content])
    #expect(marked.status == 0)
    #expect(marked.output.hasPrefix("marked \(guide)\n"))
    let listed = runLessons(["translations", "--content", content])
    #expect(
      listed.output.contains("ko: missing   guide/style: translate \(content)/en/guide/style.md"))
    #expect(listed.output.hasSuffix("ko: 1 current, 1 outdated, 0 unmarked, 1 missing\n"))
    try folder.write("Content/en/guide/authoring.md", "---\ntitle: Writing lessons\n---\n")
    #expect(
      runLessons(["translations", "--content", content]).output.hasSuffix(
        "ko: 0 current, 2 outdated, 0 unmarked, 1 missing\n"))
  }
}
