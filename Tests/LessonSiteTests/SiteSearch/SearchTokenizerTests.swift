import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

@Suite struct SearchTokenizerTests {
  @Test func latinWordsAreLowercased() {
    #expect(SearchTokenizer.terms("addChild(_:) then View") == ["addchild", "then", "view"])
  }

  @Test func hanIsIndexedByBigramsAndTheRun() {
    #expect(SearchTokenizer.terms("视图控制器") == ["视图", "图控", "控制", "制器", "视图控制器"])
  }

  @Test func hangulWordsGiveBigramsAndTheWord() {
    #expect(
      SearchTokenizer.terms("컨트롤러를 추가") == ["컨트", "트롤", "롤러", "러를", "컨트롤러를", "추가"])
  }

  @Test func singleCJKCharacterStandsForItself() {
    #expect(SearchTokenizer.terms("子 a") == ["子"])
  }

  @Test func mixedWordsKeepTheirLatinPart() {
    #expect(SearchTokenizer.terms("addChild를") == ["addchild", "를", "addchild를"])
  }

  @Test func indexMapsTermsToSectionsAndIsJavaScript() {
    let index = SearchIndex(
      locale: "zh-Hans",
      documents: [
        .init(title: "添加子控制器", href: "01-a.html", summary: "", text: "addChild"),
        .init(
          title: "移除", href: "02-b.html", summary: "</script>", text: "控制器 addChild",
          sections: [
            .init(anchor: "", heading: "", text: "控制器"),
            .init(anchor: "步骤", heading: "步骤", text: "addChild"),
          ]),
      ])
    // A page without sections is one entry; the summary joins the top section.
    #expect(
      index.entries.map { "\($0.document) #\($0.section.anchor) \($0.section.text)" } == [
        "0 # addChild", "1 # </script>\n控制器", "1 #步骤 addChild",
      ])
    // Titles are matched by site.js against the page list, not indexed per section.
    #expect(index.terms["控制"] == [1])
    #expect(index.terms["addchild"] == [0, 2])
    #expect(index.terms["步骤"] == [2])
    let js = index.javaScript()
    #expect(js.hasPrefix("window.LESSONS_SEARCH_INDEX = {"))
    #expect(js.contains("[\"移除\", \"02-b.html\"]"))
    #expect(js.contains("[1, \"\", \"\", \"\\u003c/script\\u003e\\n控制器\"]"))
    #expect(js.contains("[1, \"步骤\", \"步骤\", \"addChild\"]"))
    // Positions after the first are written as distances from the one before.
    #expect(js.contains("\n\"addchild\":[0,2],\n"))
    let three = SearchIndex(
      locale: "en",
      documents: ["a", "b", "c"].map {
        SearchIndex.Document(
          title: $0, href: $0 + ".html", summary: "", text: "child", sections: [])
      })
    #expect(three.terms["child"] == [0, 1, 2])
    #expect(three.javaScript().contains("\n\"child\":[0,1,1]\n"))
    #expect(js == index.javaScript())
    // Made in two parts at once with several jobs, the same bytes; an empty index too.
    #expect(index.javaScriptBytes(jobs: 2) == Array(js.utf8))
    let empty = SearchIndex(locale: "ko", documents: [])
    #expect(
      String(decoding: empty.javaScriptBytes(jobs: 2), as: UTF8.self)
        == "window.LESSONS_SEARCH_INDEX = {\n\"locale\": \"ko\",\n\"pages\": [\n\n],\n"
        + "\"sections\": [\n\n],\n\"terms\": {\n\n}\n};\n")
  }
}

/// `site.js` tokenizes queries itself; its bigram character class must name exactly the
/// ranges `SearchTokenizer` indexes, or queries would miss what the index holds.
@Suite struct SearchScriptParityTests {
  @Test func siteJSBigramRangesMatchTheTokenizer() throws {
    let script = try String(
      contentsOfFile: SiteFixture.templates + "/site.js", encoding: .utf8)
    let start = try #require(script.firstRange(of: "var bigramScript = /["))
    let end = try #require(script[start.upperBound...].firstRange(of: "]/u;"))
    let body = script[start.upperBound..<end.lowerBound]
    // `\u{3040}-\u{30ff}\u{3400}-…`: pairs of hex numbers.
    var ranges: [ClosedRange<UInt32>] = []
    let numbers = body.split(whereSeparator: { !$0.isHexDigit }).compactMap {
      UInt32($0, radix: 16)
    }
    #expect(numbers.count % 2 == 0)
    for index in stride(from: 0, to: numbers.count - 1, by: 2) {
      ranges.append(numbers[index]...numbers[index + 1])
    }
    #expect(!ranges.isEmpty)
    // Every boundary agrees, and just outside each range is outside both.
    for range in ranges {
      for value in [range.lowerBound, range.upperBound] {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(SearchTokenizer.isBigramScript(scalar), "U+\(String(value, radix: 16))")
      }
    }
    let covered = { (value: UInt32) in ranges.contains { $0.contains(value) } }
    for value in [
      0x303F, 0x3100, 0x33FF, 0x4DC0, 0xA000, 0xF8FF, 0xFB00, 0x1FFFF, 0x2FA20, 0x10FF,
      0x1200, 0x312F, 0x3190, 0xABFF, 0xD7B0,
    ] as [UInt32] {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(
        SearchTokenizer.isBigramScript(scalar) == covered(value), "U+\(String(value, radix: 16))")
    }
  }
}

/// The tokeniser's fast paths (ASCII, caseless CJK) split and lowercase exactly as
/// lowercasing the whole text and testing every scalar's properties does.
@Suite struct SearchTokenizerFastPathTests {
  /// The straightforward definition: `String.lowercased()`, then runs of scalars that are
  /// alphabetic, numeric or `_`.
  static func referenceWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  @Test(arguments: [
    "addChild(_:) then View", "İstanbul ÇAĞ Straße ΣΟΦΟΣ Ǆemal ﬁne", "视图控制器・カタカナー、ひらがな゛",
    "컨트롤러를 추가 addChild를 ＡＢＣ１２３", "x_1 ½ ⅷ ٣٤ A\u{301}B é", "",
    "tab\tnew\nline—dash…ellipsis ۝",
  ])
  func wordsMatchTheDefinition(text: String) {
    #expect(SearchTokenizer.words(text) == Self.referenceWords(text))
  }
}

/// The search index's string literals: JSON, and safe inside a `<script>`.
@Suite struct SearchIndexQuoteTests {
  @Test func escapesWhatJSONAndHTMLNeed() {
    #expect(SearchIndex.quote("plain 视图 é") == "\"plain 视图 é\"")
    #expect(
      SearchIndex.quote("a\"b\\c\nd\re\tf\u{1}</script>&\u{2028}\u{2029}\u{2027}\u{7F}")
        == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001\\u003c/script\\u003e\\u0026\\u2028\\u2029\u{2027}\u{7F}\""
    )
    #expect(SearchIndex.quote("") == "\"\"")
    #expect(SearchIndex.quote("end\u{E2}") == "\"end\u{E2}\"")
    // Separators at the very end and start, and other characters that share their lead byte.
    #expect(SearchIndex.quote("x\u{2028}") == "\"x\\u2028\"")
    #expect(SearchIndex.quote("\u{2029}y") == "\"\\u2029y\"")
    #expect(SearchIndex.quote("\u{2000}\u{20AC}\u{2FFF}") == "\"\u{2000}\u{20AC}\u{2FFF}\"")
    #expect(SearchIndex.quote("<<\u{0}>>") == "\"\\u003c\\u003c\\u0000\\u003e\\u003e\"")
  }
}

/// The ranges the tokeniser takes as letters without looking them up are letters, caseless.
@Suite struct SearchTokenizerLetterRangeTests {
  @Test func everyScalarIsACaselessLetter() throws {
    for range in [0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA] {
      for value in range {
        let scalar = try #require(Unicode.Scalar(UInt32(value)))
        #expect(scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
        #expect(scalar.properties.lowercaseMapping == String(scalar))
      }
    }
  }
}

/// The index's terms are keyed and ordered by their UTF-8 bytes: for text in NFC that is the
/// grouping and the order of `String` keys, which the index used before.
@Suite struct SearchIndexPostingsTests {
  @Test func postingsGroupAndOrderAsStringKeysDo() {
    let texts = [
      "addChild 视图控制器 컨트롤러를 추가 Éclair éclair _x 42 zebra", "Zebra 视图 a 추가 ü u",
      "e\u{301} é 𝒳 ÿ ǅ", "",
    ]
    let documents = texts.enumerated().map { number, text in
      SearchIndex.Document(title: "T\(number)", href: "p\(number).html", summary: "", text: text)
    }
    let index = SearchIndex(locale: "en", documents: documents)
    let postings = index.postings()
    var expected: [String: [Int]] = [:]
    for (entry, text) in texts.enumerated() {
      for term in SearchTokenizer.terms(text) { expected[term, default: []].append(entry) }
    }
    #expect(postings.map { String(decoding: $0.term, as: UTF8.self) } == expected.keys.sorted())
    #expect(postings.map { Array($0.entries) } == expected.keys.sorted().map { expected[$0]! })
  }

  /// Thousands of terms (the table grows several times, slots collide) and repeated ones:
  /// the same groups, order and entries as a dictionary of strings gives.
  @Test func manyTermsGroupAsADictionaryDoes() {
    var random = SeededGenerator(seed: 3)
    var expected: [String: [Int]] = [:]
    var postings = TermPostings()
    let alphabet = Array("abcé视추")
    for entry in 0..<3_000 {
      var seen: Set<String> = []
      for _ in 0..<6 {
        let term = String((0...random.below(4)).map { _ in random.pick(alphabet) })
        guard seen.insert(term).inserted else { continue }
        expected[term, default: []].append(entry)
        var bytes = term
        bytes.withUTF8 { postings.add($0, entry: entry) }
      }
    }
    let sorted = postings.sorted()
    #expect(postings.count == expected.count)
    #expect(sorted.map { String(decoding: $0.term, as: UTF8.self) } == expected.keys.sorted())
    #expect(sorted.map { Array($0.entries) } == expected.keys.sorted().map { expected[$0]! })
  }
}

/// `terms` compares plain terms by their bytes and makes strings straight from scalars; it
/// must give what a `Set<String>` of `String`s gives, canonically equivalent spellings
/// included (one term, the first seen).
@Suite struct SearchTokenizerTermTests {
  /// `terms` as first written: each candidate a `String`, unique by `Set<String>`.
  static func referenceTerms(_ text: String) -> [String] {
    var seen: Set<String> = []
    var terms: [String] = []
    func add(_ scalars: ArraySlice<Unicode.Scalar>) {
      var term = ""
      term.unicodeScalars.append(contentsOf: scalars)
      if !term.isEmpty, seen.insert(term).inserted { terms.append(term) }
    }
    for word in SearchTokenizer.words(text) {
      ReferenceSearchTokenizer.forEachCandidate(Array(word.unicodeScalars)[...], add)
    }
    return terms
  }

  @Test(arguments: [
    "", "the child and the parent, the child", "addChild(_:) then View addchild VIEW",
    "视图控制器，视图。控制器「视图」", "컨트롤러를 추가 컨트롤러를 추가", "ひらがな カタカナ ひらがな",
    // Precomposed and decomposed spellings of the same text: one term each.
    "가나 \u{1100}\u{1161}나 가나", "がか か\u{3099}か", "café cafe\u{301} CAFÉ",
    "\u{212A}elvin kelvin", "豈 \u{8C48} 豈豈 \u{8C48}\u{8C48}", "각 가\u{11A8} 각각",
    "e\u{301}e\u{301} é é", "mixed가나abc 가나 abc가나",
  ])
  func termsMatchASetOfStrings(_ text: String) {
    #expect(SearchTokenizer.terms(text) == Self.referenceTerms(text))
  }

  /// A plain scalar is its own NFC and composes with no plain scalar before it, so strings of
  /// plain scalars are in NFC and equal exactly when their bytes are.
  @Test func plainScalarsAreStableUnderNFC() throws {
    let before = ["a", "か", "カ", "가", "视"]
    for range in [0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA, 0...0x7F] {
      for value in range {
        let scalar = try #require(Unicode.Scalar(UInt32(value)))
        if !SearchTokenizer.isPlain(scalar) {
          Issue.record("U+\(String(value, radix: 16)) is not plain")
        }
        for first in before {
          let text = first + String(scalar)
          let nfc = text.precomposedStringWithCanonicalMapping
          if !nfc.unicodeScalars.elementsEqual(text.unicodeScalars) {
            Issue.record("U+\(String(value, radix: 16)) after \(first) changes under NFC")
          }
        }
      }
    }
    #expect(!SearchTokenizer.isPlain("\u{3099}"))
    #expect(!SearchTokenizer.isPlain("\u{11A8}"))
    #expect(!SearchTokenizer.isPlain("é"))
  }

  /// The punctuation that ends a word without a lookup is neither letter nor digit, and its
  /// own lowercase.
  @Test func commonPunctuationIsNoPartOfAWord() throws {
    for value in UInt32(0)...0x10FFFF where SearchTokenizer.isCommonPunctuation(value) {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(!scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
      #expect(scalar.properties.numericType == nil, "U+\(String(value, radix: 16))")
      #expect(scalar.properties.lowercaseMapping == String(scalar))
      #expect(!SearchTokenizer.isBigramScript(scalar))
    }
    #expect(SearchTokenizer.words("视图，控制器。「视图」") == ["视图", "控制器", "视图"])
  }
}
