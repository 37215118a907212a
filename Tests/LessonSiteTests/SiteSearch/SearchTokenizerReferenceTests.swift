import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The byte-level tokeniser gives exactly the terms, in exactly the order, of the one it
/// replaced (`ReferenceSearchTokenizer`): the search index must not change by a byte.
@Suite struct SearchTokenizerReferenceTests {
  @Test(arguments: [
    "", " ", "addChild(_:) then View", "the child and the parent, the child",
    "x_1 _ __init__ 42 3.14 1,000 0x1F v2", "ALLCAPS MiXeD camelCase snake_case",
    // Accents, precomposed and combining; case mappings longer than one scalar.
    "café cafe\u{301} CAFÉ Éclair éclair", "İstanbul ÇAĞ Straße ΣΟΦΟΣ Ǆemal ﬁne ŉ",
    "\u{212A}elvin kelvin e\u{301}e\u{301} é é A\u{301}B", "a\u{300}\u{301}\u{302} ü u\u{308}",
    // Han, Kana, Hangul: bigrams, single characters, the CJK punctuation that ends a word.
    "视图控制器", "视图，控制器。「视图」『子』《书》（括号）：；！？", "子 a", "子",
    "ひらがな カタカナ ひらがな・カタカナー、ひらがな゛", "컨트롤러를 추가 컨트롤러를 추가",
    "가나 \u{1100}\u{1161}나 가나", "がか か\u{3099}か", "豈 \u{8C48} 豈豈 \u{8C48}\u{8C48}",
    "각 가\u{11A8} 각각 ㄱㄴ ᄀᄂ", "㐀㐁 𠀀𠀁 丽丽 𪜀",
    // Mixed scripts in one word, and between words.
    "addChild를 mixed가나abc 가나 abc가나 viewDidLoad에서 a视b图c", "UIView视图 视图UIView",
    // Numbers of other scripts, fullwidth forms, symbols, emoji.
    "½ ⅷ ٣٤ ＡＢＣ１２３ ①②", "tab\tnew\nline—dash…ellipsis ۝ ‘quoted’ “double” ·dot",
    "👩‍👩‍👧 emoji👍 ❤️ 🇰🇷 a😀b", "\u{0} \u{7F} \u{FEFF}bom \u{200B}zw\u{200D}j",
  ])
  func termsAndWordsMatchTheReference(_ text: String) {
    #expect(SearchTokenizer.terms(text) == ReferenceSearchTokenizer.terms(text))
    #expect(
      SearchTokenizer.joinedTerms(text)
        == ReferenceSearchTokenizer.terms(text).joined(separator: " "))
    #expect(SearchTokenizer.words(text) == ReferenceSearchTokenizer.words(text))
  }

  /// Texts made of random picks from scalars of every kind the tokeniser tells apart, many
  /// words long, so the term set grows and meets a first non-plain term at any point.
  @Test func randomTextsMatchTheReference() {
    let palette = Array(
      "aZ_09 ,.-\n视图控制器子컨트롤러를가나かカー、。「」éÉe\u{301}\u{3099}\u{11A8}\u{1100}ßİ\u{212A}ǅ½٣👩‍👧豈ㄱ𠀀"
        .unicodeScalars)
    var random = SeededGenerator(seed: 1)
    for _ in 0..<400 {
      var text = ""
      let length = Int(random.next() % 300)
      for _ in 0..<length {
        text.unicodeScalars.append(palette[Int(random.next() % UInt64(palette.count))])
      }
      #expect(SearchTokenizer.terms(text) == ReferenceSearchTokenizer.terms(text), "\(text)")
      #expect(SearchTokenizer.words(text) == ReferenceSearchTokenizer.words(text), "\(text)")
    }
  }

  /// Every lesson of the repository's content, whole, in every locale.
  @Test func repositoryLessonsMatchTheReference() throws {
    let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Content")
    let files = try #require(FileManager.default.enumerator(atPath: content.path))
    var checked = 0
    for case let path as String in files where path.hasSuffix(".md") {
      let text = try String(
        contentsOf: content.appendingPathComponent(path), encoding: .utf8)
      #expect(SearchTokenizer.terms(text) == ReferenceSearchTokenizer.terms(text), "\(path)")
      checked += 1
    }
    #expect(checked > 0)
  }
}
