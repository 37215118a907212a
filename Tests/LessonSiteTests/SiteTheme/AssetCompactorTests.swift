import Foundation
import Testing

@testable import LessonSite

/// The theme's assets are compacted on their bytes (`AssetCompactor.compact`) by the rules
/// of the text version (`compactText`): the two agree on every input, the theme's own files,
/// hand-made cases where characters and bytes part, and many random ones.
@Suite struct AssetCompactorTests {
  @Test func stylesheetAndScriptLoseCommentsIndentationAndBlankLines() {
    let css = "a {\n  color: red; /* why */\n}\n\n/* the end"
    #expect(
      AssetCompactor.compact(Array(css.utf8), name: "style.css")
        == Array("a {\ncolor: red; \n}\n".utf8))
    let js = "// head\nvar a = 1;\n  // note\n  f(); // kept\n\n"
    #expect(
      AssetCompactor.compact(Array(js.utf8), name: "site.js")
        == Array("var a = 1;\nf(); // kept\n".utf8))
    #expect(AssetCompactor.compact(Array("\n \n".utf8), name: "site.js") == [10])
    #expect(AssetCompactor.compact([1, 2], name: "logo.png") == [1, 2])
  }

  @Test func theThemesFilesCompactAsTheTextVersionDoes() throws {
    for name in Theme.assetNames {
      let bytes = Array(try #require(EmbeddedTheme.contents(name)))
      #expect(
        AssetCompactor.compact(bytes, name: name)
          == AssetCompactor.compactText(bytes, name: name), "\(name)")
    }
  }

  /// Where a character is more than its bytes: a combining mark after a space or a `/`, a
  /// carriage return before a newline, bytes that are not UTF-8, a comment's marks next to
  /// letters outside ASCII, and a `/*` that removing a comment makes.
  @Test(arguments: [
    " \u{301}x\n  y\n", "//\u{301} not a comment\n// one\n", "a\r\n  b\r\n", "é/* c */d\n",
    "/*é*/x\n", "a/*c*/\u{301}b\n", "a//*c*/*b\n", "  ü\n  x\n", "\n\n", "",
    "a {\n}\n/* open", "x /* one */ y /* two */ z\n",
  ])
  func charactersAndBytesAgree(text: String) {
    for name in ["style.css", "site.js"] {
      let bytes = Array(text.utf8)
      #expect(
        AssetCompactor.compact(bytes, name: name)
          == AssetCompactor.compactText(bytes, name: name), "\(name): \(text.debugDescription)")
    }
    let broken: [UInt8] = [0xFF, 10, 32, 65, 10, 0xC3]
    #expect(
      AssetCompactor.compact(broken, name: "site.js")
        == AssetCompactor.compactText(broken, name: "site.js"))
  }

  @Test func randomTextsCompactAlike() {
    let pieces = ["/", "*", " ", "\n", "a", "\u{301}", "é", "//", "/*", "*/", "中", "\t"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<3_000 {
      let text = (0..<next(40)).map { _ in pieces[next(pieces.count)] }.joined()
      for name in ["style.css", "site.js"] {
        let bytes = Array(text.utf8)
        #expect(
          AssetCompactor.compact(bytes, name: name)
            == AssetCompactor.compactText(bytes, name: name), "\(name): \(text.debugDescription)")
      }
    }
  }
}
