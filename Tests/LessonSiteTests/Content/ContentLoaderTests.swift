import LessonTestSupport
import Testing

@testable import LessonSite

@Suite(.serialized) struct ContentLoaderTests {
  @Test func loadsLocalesAndLessonsInOrder() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en", "ko"]))
    try folder.write(
      "en/02-transition.md", "---\ntitle: Swap\nsummary: \"Two children\"\n---\n# Hi\n")
    try folder.write("en/01-adding-a-child.md", "---\ntitle: Add\n---\n\nText\n")
    try folder.write("ko/01-adding-a-child.md", "---\ntitle: '추가'\n---\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.isEmpty)
    #expect(content.config.localeCodes == ["en", "ko"])
    #expect(content.config.defaultLocale == SiteLocale(code: "en", title: "Site en"))
    #expect(content.config.version == "1")
    #expect(
      content.lessons.map(\.path) == [
        folder.path("en/01-adding-a-child.md"), folder.path("en/02-transition.md"),
        folder.path("ko/01-adding-a-child.md"),
      ])
    let transition = content.lessons[1]
    #expect(transition.order == 2)
    #expect(transition.slug == "transition")
    #expect(transition.title == "Swap")
    #expect(transition.summary == "Two children")
    #expect(transition.bodyFirstLine == 5)
    #expect(transition.body == "# Hi\n")
    #expect(transition.document.headings.first?.line == 5)
    #expect(content.translations(of: "adding-a-child").map(\.title) == ["Add", "추가"])
  }

  /// A build digests its inputs first and hands loading the bytes it read: the loader uses
  /// them, not the file again (a file's bytes are read once per build).
  @Test func prereadBytesAreUsedInsteadOfTheFile() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-a.md", "---\ntitle: On disk\n---\n")
    try folder.write("en/02-b.md", "---\ntitle: Only on disk\n---\n")
    var loader = ContentLoader(jobs: 2)
    loader.preread = [folder.path("en/01-a.md"): Array("---\ntitle: As read\n---\n".utf8)]
    let content = try loader.load(contentDirectory: folder.root)
    #expect(content.lessons.map(\.title) == ["As read", "Only on disk"])
    #expect(content.lessons[0].bytes == Array("---\ntitle: As read\n---\n".utf8))
  }

  @Test func missingFolderAndMissingSiteJSONThrow() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    #expect(throws: ContentLoader.LoadError.missingContentDirectory(folder.root + "/nope")) {
      try ContentLoader().load(contentDirectory: folder.root + "/nope")
    }
    #expect(throws: ContentLoader.LoadError.missingSiteConfig(folder.root + "/site.json")) {
      try ContentLoader().load(contentDirectory: folder.root)
    }
  }

  @Test func badJSONIsReportedWithItsLine() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // The missing comma after "en" is on line 4.
    try folder.write(
      "site.json",
      "{\n  \"version\": 1,\n  \"locales\": [\n    {\"code\": \"en\" \"title\": \"x\"}\n  ]\n}\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let diagnostic = try #require(content.diagnostics.first)
    #expect(diagnostic.id == .siteConfigInvalid)
    #expect(diagnostic.file == folder.path("site.json"))
    #expect(diagnostic.line == 4)
    #expect(content.lessons.isEmpty)
  }

  @Test func siteJSONWithoutLocalesIsAnError() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", "{\"version\": 1, \"locales\": []}")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.map(\.id) == [.siteConfigField])
    #expect(content.hasErrors)
  }

  /// A locale code names folders in Content/ and in the output, so it must not be a path.
  @Test(arguments: ["../evil", "en/us", "e", "zh_Hans", "en-", ".."])
  func localeCodeMustBeALanguageTag(code: String) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write(
      "site.json",
      "{\"version\": 1, \"locales\": [{\"code\": \"\(code)\", \"title\": \"x\"}]}")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.map(\.id) == [.siteConfigBadLocaleCode])
    #expect(content.lessons.isEmpty)
  }

  @Test func languageTagsAreAccepted() {
    for code in ["en", "zh-Hans", "pt-BR", "sr-Latn-RS", "ko"] {
      #expect(SiteConfig.isLanguageTag(code), "\(code)")
    }
  }

  @Test func unknownLocaleFolder() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en", "zh-Hans"]))
    try folder.write("en/01-a.md", "---\ntitle: A\n---\n")
    try folder.write("zh-Hans/01-a.md", "---\ntitle: A\n---\n")
    try folder.write("zh-hant/01-a.md", "---\ntitle: A\n---\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let diagnostic = try #require(content.diagnostics.first)
    #expect(content.diagnostics.count == 1)
    #expect(diagnostic.id == .contentUnknownLocale)
    #expect(diagnostic.file == folder.path("zh-hant"))
    #expect(diagnostic.message.contains("did you mean `zh-Hans`?"))
    #expect(content.lessons.count == 2)
  }

  @Test func duplicateOrderNumberWithinALocale() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-a.md", "---\ntitle: A\n---\n")
    try folder.write("en/01-b.md", "---\ntitle: B\n---\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.map(\.id) == [.contentDuplicateOrder])
    #expect(content.diagnostics.first?.file == folder.path("en/01-b.md"))
    #expect(content.diagnostics.first?.notes.first?.file == folder.path("en/01-a.md"))
    #expect(content.lessons.map(\.slug) == ["a"])
  }

  /// The page already shows the title as its heading; a body `# Title` is a warning, a
  /// different first heading is not.
  @Test func bodyRepeatingTheTitleIsAWarning() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-a.md", "---\ntitle: Adding a child\n---\n\n# Adding a child\n\nText.\n")
    try folder.write("en/02-b.md", "---\ntitle: Removing\n---\n\n# Something else\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.map(\.id) == [.contentRepeatedTitle])
    #expect(content.diagnostics.first?.severity == .warning)
    #expect(content.diagnostics.first?.line == 5)
    #expect(content.lessons.count == 2)
  }

  /// The ordering prefix takes any number of digits; the number, not the text, orders.
  @Test func orderPrefixTakesAnyNumberOfDigits() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    for name in ["0420-late.md", "1-first.md", "07-seventh.md", "12-twelfth.md"] {
      try folder.write("en/" + name, "---\ntitle: T\nsummary: S\n---\nBody.\n")
    }
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.isEmpty)
    #expect(content.lessons.map(\.slug) == ["first", "seventh", "twelfth", "late"])
    #expect(content.lessons.map(\.order) == [1, 7, 12, 420])
    #expect(Lesson.parseFileName("0001-a.md")?.order == 1)
    #expect(Lesson.parseFileName("1234567890123456789-a.md") == nil)
  }

  /// What a lesson's file name may be: digits, `-`, then lowercase ASCII letters, digits and
  /// single inner hyphens, then `.md`.
  @Test(
    arguments: [
      ("01-adding-a-child.md", 1, "adding-a-child"), ("7-x2.md", 7, "x2"),
      ("000123456789012345678-a.md", nil, nil),
      ("012345678901234567-a.md", 12_345_678_901_234_567, "a"),
      ("01-Adding.md", nil, nil), ("01-é.md", nil, nil), ("01-a--b.md", nil, nil),
      ("01--a.md", nil, nil), ("01-a-.md", nil, nil), ("01-.md", nil, nil), ("01.md", nil, nil),
      ("-01-a.md", nil, nil), ("01-a.markdown", nil, nil), ("01-a.MD", nil, nil),
      ("٠١-a.md", nil, nil), ("01-a b.md", nil, nil), ("01-添加.md", nil, nil), ("01_a.md", nil, nil),
    ] as [(String, Int?, String?)])
  func fileNames(_ name: String, order: Int?, slug: String?) {
    let parsed = Lesson.parseFileName(name)
    #expect(parsed?.order == order, "\(name)")
    #expect(parsed?.slug == slug, "\(name)")
  }

  @Test func byteOrderMarkAndCRLFFrontMatter() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: A\r\n---\r\n\r\n# H\r\n".utf8)
    try folder.write("en/01-a.md", bytes: bytes)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let lesson = try #require(content.lessons.first)
    #expect(content.diagnostics.isEmpty)
    #expect(lesson.title == "A")
    #expect(lesson.bytes == bytes)
    #expect(lesson.document.headings == [MarkdownHeading(level: 1, text: "H", line: 5)])
  }

  /// A lesson holds its file once: bytes and body are made from the text when asked, and
  /// must be exactly what was read, whatever the file (a byte order mark, CRLF, no final
  /// newline, bytes that are not UTF-8, a body not taken from the file).
  @Test(arguments: [
    Array("---\ntitle: A\n---\n\nBody 本文\n".utf8),
    [0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: A\r\n---\r\nx".utf8),
    Array("---\ntitle: A\n---\n".utf8) + [0xFF, 0xFE, 0x41],
    [0xEF, 0xBB] + Array("text".utf8), [],
  ])
  func bytesAndBodyAreWhatWasRead(_ bytes: [UInt8]) {
    let text = Lesson.textWithoutByteOrderMark(bytes)
    let (frontMatter, _) = FrontMatter.split(text, path: "en/01-a.md")
    let lesson = Lesson(
      locale: "en", order: 1, slug: "a", title: "A", summary: "", body: frontMatter.body,
      bodyFirstLine: frontMatter.bodyFirstLine, path: "en/01-a.md", bytes: bytes)
    #expect(lesson.bytes == bytes)
    #expect(lesson.body == frontMatter.body)
    let other = Lesson(
      locale: "en", order: 1, slug: "a", title: "A", summary: "", body: "Not from the file.\n",
      bodyFirstLine: 4, path: "en/01-a.md", bytes: bytes)
    #expect(other.body == "Not from the file.\n")
    #expect(other.bytes == bytes)
  }
}
