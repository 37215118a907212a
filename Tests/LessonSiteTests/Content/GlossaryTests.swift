import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

@Suite struct GlossaryTests {
  /// A small glossary in the shape of Content/glossary.json.
  static let sample = Glossary(terms: [
    Glossary.Term(
      id: "on-screen", concept: "A view inside a visible window.",
      usage: [
        "en": .init(use: "on screen"),
        "zh-Hans": .init(use: "显示在屏幕上", avoid: ["上屏"]),
      ]),
    Glossary.Term(
      id: "container-view-controller", concept: "A controller that shows children.",
      usage: [
        "zh-Hans": .init(use: "容器视图控制器", avoid: ["视图控制器容器"]),
        "ko": .init(use: "컨테이너 뷰 컨트롤러", avoid: ["컨테인먼트"]),
      ]),
    Glossary.Term(
      id: "window", concept: "UIWindow.",
      usage: ["ko": .init(use: "윈도우", avoid: ["윈도"])]),
    Glossary.Term(
      id: "constraint", concept: "An Auto Layout constraint.",
      usage: ["ko": .init(use: "제약 조건", avoid: ["제약"])]),
    Glossary.Term(
      id: "run-loop", concept: "The run loop.",
      usage: [
        "zh-Hans": .init(use: "运行循环", avoid: ["run loop"]),
        "ko": .init(use: "런 루프", avoid: ["런루프"]),
      ]),
  ])

  @Test func findsAnAvoidedTermWithLineAndCharacterColumn() {
    let text = "---\ntitle: 课\n---\n\n视图上屏之后才会收到回调。\n"
    let findings = Self.sample.avoidedTerms(in: text, locale: "zh-Hans")
    #expect(
      findings == [
        Glossary.Finding(
          termID: "on-screen", avoided: "上屏", preferred: "显示在屏幕上", line: 5, column: 3)
      ])
  }

  @Test func onlyTheRequestedLocaleIsChecked() {
    #expect(Self.sample.avoidedTerms(in: "视图上屏之后\n", locale: "ko").isEmpty)
    #expect(Self.sample.avoidedTerms(in: "视图上屏之后\n", locale: "fr").isEmpty)
  }

  @Test func aTermWrappedAcrossCJKLinesIsFoundAtItsStart() {
    let text = "这是一个视图控制\n器容器。\n"
    let findings = Self.sample.avoidedTerms(in: text, locale: "zh-Hans")
    #expect(findings.map(\.termID) == ["container-view-controller"])
    #expect(findings.map(\.line) == [1])
    #expect(findings.map(\.column) == [5])
  }

  @Test func aLineBreakInHangulIsASpace() {
    #expect(Self.sample.avoidedTerms(in: "현재 런\n루프 턴이 끝날 때\n", locale: "ko").isEmpty)
    let findings = Self.sample.avoidedTerms(in: "현재 런루프\n", locale: "ko")
    #expect(findings.map { "\($0.line):\($0.column)" } == ["1:4"])
  }

  /// A title in title marks is the cited work's name: the avoided wording inside it stays,
  /// the same wording outside it is reported, and an unclosed mark hides nothing.
  @Test func aCitedTitleIsNotTheLessonsWording() {
    let text = "见《视图上屏之后》一文。视图上屏之后\n《上屏\n"
    let findings = Self.sample.avoidedTerms(in: text, locale: "zh-Hans")
    #expect(findings.map { "\($0.line):\($0.column)" } == ["1:15", "2:2"])
  }

  @Test func aParagraphBreakStopsAMatch() {
    let text = "视图控制\n\n器容器\n"
    #expect(Self.sample.avoidedTerms(in: text, locale: "zh-Hans").isEmpty)
  }

  @Test func codeIsNotProse() {
    let text = """
      Prose with `上屏` in code.

      ```swift scenario
      // 上屏
      ```

      ````
      ```
      上屏
      ````
      Outside: 上屏
      """
    let findings = Self.sample.avoidedTerms(in: text, locale: "zh-Hans")
    #expect(findings.map { "\($0.line):\($0.column)" } == ["11:10"])
  }

  @Test func anAvoidedWordingInsideAPreferredTermIsFine() {
    let text = "보이는 윈도우에 넣고 제약 조건을 활성화합니다. 윈도에 제약을 겁니다.\n"
    let findings = Self.sample.avoidedTerms(in: text, locale: "ko")
    #expect(findings.map(\.avoided) == ["윈도", "제약"])
    #expect(findings.map(\.column) == [28, 32])
  }

  @Test func latinWordingsMatchWholeWordsIgnoringCase() {
    let text = "当前这轮 Run Loop 结束时；runloops 不算。\n"
    let findings = Self.sample.avoidedTerms(in: text, locale: "zh-Hans")
    #expect(findings.map(\.column) == [6])
  }

  @Test func findingsAreInSourceOrder() {
    let text = "컨테인먼트와 윈도\n제약\n"
    let findings = Self.sample.avoidedTerms(in: text, locale: "ko")
    #expect(
      findings.map { "\($0.line):\($0.column) \($0.termID)" } == [
        "1:1 container-view-controller", "1:8 window", "2:1 constraint",
      ])
  }

  @Test func parsesTheFileFormat() throws {
    let json = """
      { "version": 1, "terms": [
        { "id": "trace", "concept": "The recorded calls.",
          "en": { "use": "trace" },
          "ko": { "use": "트레이스", "avoid": ["기록"], "note": "배지와 같게" } } ] }
      """
    let glossary = try Glossary(json: Array(json.utf8))
    #expect(
      glossary.terms == [
        Glossary.Term(
          id: "trace", concept: "The recorded calls.",
          usage: [
            "en": .init(use: "trace"),
            "ko": .init(use: "트레이스", avoid: ["기록"], note: "배지와 같게"),
          ])
      ])
  }

  @Test(arguments: [
    ("not json", Glossary.LoadError.invalidJSON),
    (
      "[]",
      .invalidShape("the top level must be an object with a \"terms\" array", near: ["terms"])
    ),
    (
      "{\"terms\": [{\"concept\": \"x\"}]}",
      .invalidShape("term 1 has no \"id\" string", near: ["terms"])
    ),
    (
      "{\"terms\": [{\"id\": \"a\", \"ko\": {\"avoid\": []}}]}",
      .invalidShape("term \"a\", locale \"ko\" has no \"use\" string", near: ["terms", "a", "ko"])
    ),
    (
      "{\"terms\": [{\"id\": \"a\", \"ko\": {\"use\": \"b\", \"avoid\": [\"\"]}}]}",
      .invalidShape(
        "term \"a\", locale \"ko\": \"avoid\" must list non-empty strings",
        near: ["terms", "a", "ko", "avoid"])
    ),
  ])
  func rejectsMalformedFiles(json: String, expected: Glossary.LoadError) {
    #expect(throws: expected) { try Glossary(json: Array(json.utf8)) }
  }

  /// The course's own glossary parses, and every lesson of every locale reads clean
  /// against it (issue 15: "each locale's text read once more against its glossary").
  @Test func theCourseFollowsItsGlossary() throws {
    let content = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Content")
    let data = try Data(contentsOf: content.appendingPathComponent("glossary.json"))
    let glossary = try Glossary(json: Array(data))
    #expect(glossary.terms.count >= 10)
    #expect(Set(glossary.terms.map(\.id)).count == glossary.terms.count)
    var problems: [String] = []
    for locale in ["en", "zh-Hans", "ko", "zh-Hant"] {
      let folder = content.appendingPathComponent(locale)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".md") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        for finding in glossary.avoidedTerms(in: text, locale: locale) {
          problems.append(
            "\(locale)/\(name):\(finding.line):\(finding.column): \(finding.avoided) → "
              + finding.preferred)
        }
      }
    }
    #expect(problems == [])
  }
  /// Wordings are found by numbering the text's characters; the places must be the ones a
  /// comparison of `Character`s at every place finds (canonically equivalent characters
  /// equal, ASCII letters folded, whole words for a wording that starts or ends with one).
  @Test func occurrencesAreWhereComparingEveryCharacterFindsThem() {
    let alphabet = [
      "a", "B", "b", "é", "e\u{301}", "视", "图", "上", "屏", "제", "약", "조", "건", " ", "\n",
      "`", "-", "1",
    ]
    var random = SeededGenerator(seed: 23)
    for _ in 0..<300 {
      let text = (0..<random.below(60)).map { _ in random.pick(alphabet) }.joined()
      let stream = ProseStream(text)
      for _ in 0..<8 {
        let needle = (0..<(1 + random.below(4))).map { _ in random.pick(alphabet) }.joined()
        #expect(
          stream.occurrences(of: needle) == Self.everyPlace(needle, in: stream.folded),
          "\(text.debugDescription) \(needle.debugDescription)")
      }
    }
  }

  /// The search as it was: `needle` compared at every place of `folded`.
  private static func everyPlace(_ needle: String, in folded: [Character]) -> [Int] {
    let fold = { (character: Character) in
      character.isASCII ? Character(character.lowercased()) : character
    }
    let isLetter = { (character: Character) in character.isASCII && character.isLetter }
    let pattern = needle.map(fold)
    guard !pattern.isEmpty, pattern.count <= folded.count else { return [] }
    return (0...(folded.count - pattern.count)).filter { start in
      guard Array(folded[start..<(start + pattern.count)]) == pattern else { return false }
      let end = start + pattern.count
      if isLetter(pattern[0]), start > 0, isLetter(folded[start - 1]) { return false }
      if isLetter(pattern[pattern.count - 1]), end < folded.count, isLetter(folded[end]) {
        return false
      }
      return true
    }
  }
}
