import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Translations that know which source revision they follow.
@Suite struct TranslationStatusTests {
  @Test func hashIsFNV1a64() {
    // The published FNV-1a 64 test vectors.
    #expect(SourceHash.of([]) == "cbf29ce484222325")
    #expect(SourceHash.of(Array("a".utf8)) == "af63dc4c8601ec8c")
    #expect(SourceHash.of(Array("foobar".utf8)) == "85944171f73967e8")
  }

  @Test func markingAddsOneLineBeforeTheClosingFence() throws {
    let original = "---\ntitle: 추가\nsummary: x\n---\n\nBody.\n"
    let marked = try #require(TranslationMarker.marked(Array(original.utf8), hash: "00ff"))
    #expect(
      String(decoding: marked, as: UTF8.self)
        == "---\ntitle: 추가\nsummary: x\ntranslated-from: 00ff\n---\n\nBody.\n")
    #expect(TranslationMarker.recordedHash(in: marked) == "00ff")
    let again = try #require(TranslationMarker.marked(marked, hash: "abcd"))
    #expect(
      String(decoding: again, as: UTF8.self)
        == "---\ntitle: 추가\nsummary: x\ntranslated-from: abcd\n---\n\nBody.\n")
  }

  @Test func markingKeepsCRLFAndTheByteOrderMark() throws {
    let original = "\u{FEFF}---\r\ntitle: T\r\n---\r\nBody\r\n"
    let marked = try #require(TranslationMarker.marked(Array(original.utf8), hash: "1"))
    #expect(
      String(decoding: marked, as: UTF8.self)
        == "\u{FEFF}---\r\ntitle: T\r\ntranslated-from: 1\r\n---\r\nBody\r\n")
    #expect(TranslationMarker.recordedHash(in: marked) == "1")
  }

  @Test(arguments: ["no front matter\n", "---\ntitle: never closed\n", ""])
  func noFrontMatterNoMark(_ text: String) {
    #expect(TranslationMarker.marked(Array(text.utf8), hash: "1") == nil)
  }

  @Test func theKeyIsNotAnUnknownKey() {
    let (frontMatter, problems) = FrontMatter.split(
      "---\ntitle: T\ntranslated-from: 12\n---\n", path: "x.md")
    #expect(problems.isEmpty)
    #expect(frontMatter.values["translated-from"] == "12")
  }

  /// Missing, unmarked, current, then outdated after an edit of the source, current again
  /// after marking.
  @Test func statesFollowTheSource() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let content = folder.path("Content")
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en", "ko", "fr"]))
    let source = try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n\nText.\n")
    try folder.write("Content/en/02-swap.md", "---\ntitle: Swap\n---\n\nText.\n")
    let add = try folder.write("Content/ko/01-add.md", "---\ntitle: 추가\n---\n\n본문.\n")
    let swap = try folder.write("Content/ko/02-swap.md", "---\ntitle: 교체\n---\n")
    try folder.write("Content/ko/notes.txt", "not a lesson")

    func states(_ locale: String) throws -> [String] {
      try TranslationStatus.read(contentDirectory: content).entries(of: locale).map {
        "\($0.slug) \($0.state.rawValue)"
      }
    }
    #expect(try states("ko") == ["add unmarked", "swap unmarked"])
    #expect(try states("fr") == ["add missing", "swap missing"])

    let status = try TranslationStatus.read(contentDirectory: content)
    #expect(try TranslationMarking.mark([], in: status) == [add, swap])
    #expect(try states("ko") == ["add current", "swap current"])

    try folder.write("Content/en/01-add.md", "---\ntitle: Add\n---\n\nText, edited.\n")
    #expect(try states("ko") == ["add outdated", "swap current"])
    // --mark without files never touches an outdated translation.
    #expect(
      try TranslationMarking.mark([], in: TranslationStatus.read(contentDirectory: content)) == [])
    #expect(try states("ko") == ["add outdated", "swap current"])

    let now = try TranslationStatus.read(contentDirectory: content)
    #expect(try TranslationMarking.mark([add], in: now) == [add])
    #expect(try states("ko") == ["add current", "swap current"])
    #expect(
      TranslationMarker.recordedHash(inFile: add)
        == SourceHash.of(Array(try Data(contentsOf: URL(fileURLWithPath: source)))))
    #expect(throws: AuthoringError.notATranslation(source)) {
      try TranslationMarking.mark([source], in: now)
    }
  }
}
