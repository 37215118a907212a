import Scenarios
import Testing

@testable import LessonSite

/// The renderers' fast paths (bytes for ASCII, one string appended to, a label that fits)
/// give exactly what their general paths give, on the inputs that take each branch.
@Suite struct RenderFastPathTests {
  /// ASCII without `\r` takes the byte path; the rest (other scripts, a combining mark after
  /// a break character, a `\r\n`, which is one character) the path over characters.
  static let breakableTexts = [
    "", "a", "self.view", "first.viewWillAppear(true)", "transition(from:to:duration:)",
    "view.frame = CGRect(x: 0.5, y: 10, width: 300, height: 160)", "a.b.c.d.e.f.g.h.i.j",
    "array[0].count, dictionary[\"key\"]; x", "<UIViewController: 0x1>.view & 'x'",
    "print(\"done.\")", "(((((((((())))))))))", "....:::::,,,,,;;;;;", "trailing.      ",
    "a.1234567 b.)xxxxxxx c.]xxxxxxxx", "tab\t.x\ty.z\n.line",
    "자식.뷰를(추가: 컨트롤러).다음", "添加.子控制器(视图:自己)", "e\u{301}.x(y:z).w",
    "a.\u{301}bcdefghij", "a\r\n.bcdefgh.ijklmno", "a.\r\nbcdefghijk", "👩‍👩‍👧.family(members: 3)",
    "x.٣٤٥٦٧٨٩", "x.½abcdefgh",
  ]

  @Test(arguments: breakableTexts)
  func breakableMatchesTheCharacterPath(_ text: String) {
    var general = "<code>"
    TokenBreaks.breakableByCharacters(text, into: &general) { HTML.escape($0, into: &$1) }
    var fast = "<code>"
    TokenBreaks.breakable(text, into: &fast)
    #expect(fast == general)
    #expect("<code>" + TokenBreaks.breakable(text) == general)
    // With cmark's escaping, as inline code uses it.
    var cmarkGeneral = ""
    TokenBreaks.breakableByCharacters(text, into: &cmarkGeneral) {
      MarkdownHTMLRenderer.escape($0, into: &$1)
    }
    var cmarkFast = ""
    TokenBreaks.breakable(text, into: &cmarkFast) { MarkdownHTMLRenderer.escape($0, into: &$1) }
    #expect(cmarkFast == cmarkGeneral)
  }

  static let sources = [
    "", "\n", "\n\n", "let a = 1", "let a = 1\n", "let a = 1\n\n", "\nlet a = 1",
    "let a = 1\n\n\nlet b = \"<&>\"\n", "/* one\ntwo\n\nthree */ let x = 1\n",
    "let s = \"a\\nb\" // note\r\nlet t = 2\r\n", "a\r\n\r\n", "\r\n", "x\r",
    "- (void)viewDidLoad {\n    [super viewDidLoad];\n}\n", "#import <UIKit/UIKit.h>\n@end",
    "let 뷰 = UIView() // 자식\n", "\t\n  \n",
  ]

  @Test(arguments: sources)
  func highlightMatchesTheLinePath(_ source: String) {
    for language in [ScenarioLanguage.swift, .objc] {
      let highlighter = SyntaxHighlighter(language: language)
      var fast = "<code>"
      highlighter.highlight(source, scenario: 3, scope: .page, into: &fast)
      #expect(fast == "<code>" + highlighter.highlightByLines(source, scenario: 3))
      #expect(
        highlighter.highlight(source, scenario: 3)
          == highlighter.highlightByLines(source, scenario: 3))
    }
  }

  @Test(arguments: [
    "", " ", "   ", "a", "addChild(child)", "addChild(child)   ",
    "self.view.addSubview(first.view)",
    "transitionFromViewController:toViewController:duration:options:animations:completion:",
    "視圖控制器.添加子控制器(視圖: 自己)", "컨트롤러를 추가합니다 그리고 다시 추가합니다",
    "e\u{301}e\u{301}e\u{301}.x ", "a \u{301}", "\u{600} ", "x\u{600} ",
    "first.viewWillAppear(true)",
    "a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o",
  ])
  func wrapMatchesTheTokenPath(_ text: String) {
    for width in [0, 7, 21, 70, 100, 154, 200, 1000] {
      for maxLines in [1, 2, 3] {
        let fast = SequenceDiagramRenderer.wrap(text, width: width, maxLines: maxLines)
        let general = SequenceDiagramRenderer.wrapByTokens(text, width: width, maxLines: maxLines)
        #expect(fast.lines == general.lines, "width \(width), \(maxLines) lines")
        #expect(fast.abbreviated == general.abbreviated, "width \(width), \(maxLines) lines")
      }
    }
  }
}
