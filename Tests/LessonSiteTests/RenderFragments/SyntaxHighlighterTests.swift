import Testing

@testable import LessonSite

@Suite struct SyntaxHighlighterTests {
  @Test func swiftKeywordsTypesAndLineIDs() {
    let html = SyntaxHighlighter(language: .swift).highlight(
      "let child = ChildViewController()\nself.addChild(child)\n", scenario: 2)
    #expect(
      html == """
        <span class="line" id="s2-L1"><span class="kw">let</span> child = \
        <span class="ty">ChildViewController</span>()</span>
        <span class="line" id="s2-L2"><span class="kw">self</span>.\
        <span class="api">addChild</span>(child)</span>
        """)
  }

  @Test func stringsAreEscapedAndNumbersMarked() {
    let html = SyntaxHighlighter(language: .swift).highlight(
      "print(\"<b> & 'x'\", 0.5)", scenario: 1)
    #expect(
      html == """
        <span class="line" id="s1-L1">print(<span class="st">&quot;&lt;b&gt; &amp; \
        &#39;x&#39;&quot;</span>, <span class="nu">0.5</span>)</span>
        """)
  }

  @Test func objcMessagesStringsAndComments() {
    let html = SyntaxHighlighter(language: .objc).highlight(
      "[self addChildViewController:child]; // add\nNSLog(@\"hi\");", scenario: 1)
    #expect(
      html == """
        <span class="line" id="s1-L1">[<span class="kw">self</span> \
        <span class="api">addChildViewController</span>:child]; \
        <span class="co">// add</span></span>
        <span class="line" id="s1-L2"><span class="ty">NSLog</span>(\
        <span class="st">@&quot;hi&quot;</span>);</span>
        """)
  }

  @Test func blockCommentIsClosedOnEachLine() {
    let html = SyntaxHighlighter(language: .swift).highlight("/* a\nb */ x", scenario: 3)
    #expect(
      html == """
        <span class="line" id="s3-L1"><span class="co">/* a</span></span>
        <span class="line" id="s3-L2"><span class="co">b */</span> x</span>
        """)
  }

  @Test func tokensReassembleTheSource() {
    let source =
      "class A: UIViewController {\n  override func viewDidLoad() { super.viewDidLoad() }\n}\n"
    let tokens = SyntaxHighlighter(language: .swift).tokenize(source)
    #expect(tokens.map(\.text).joined() == source)
  }

  /// Swift's `#selector` and `@objc` colour their word as any other; `$0` is an identifier
  /// (the lexer's tokens), not `$` and a number.
  @Test func swiftAttributesDirectivesAndClosureArguments() {
    let html = SyntaxHighlighter(language: .swift).highlight(
      "@objc func go() { _ = #selector(go); xs.map { $0 } }", scenario: 1)
    #expect(
      html == """
        <span class="line" id="s1-L1">@objc <span class="kw">func</span> go() { _ = \
        #selector(go); xs.map { $0 } }</span>
        """)
  }

  @Test func objcDirectivesAndLiterals() {
    let html = SyntaxHighlighter(language: .objc).highlight(
      "#import <UIKit/UIKit.h>\n@interface A : UIViewController\n@end\nid a = @[@1];", scenario: 1)
    #expect(
      html == """
        <span class="line" id="s1-L1"><span class="pp">#import &lt;UIKit/UIKit.h&gt;</span></span>
        <span class="line" id="s1-L2"><span class="kw">@interface</span> <span class="ty">A</span> : \
        <span class="ty">UIViewController</span></span>
        <span class="line" id="s1-L3"><span class="kw">@end</span></span>
        <span class="line" id="s1-L4"><span class="kw">id</span> a = <span class="kw">@</span>[\
        <span class="kw">@</span><span class="nu">1</span>];</span>
        """)
  }

  /// Code the lexer rejects is still shown whole: an unterminated string to its line's end,
  /// a stray character as plain text.
  @Test func brokenCodeIsShownWhole() {
    let source = "let s = \"abc\nlet § = 1 /* open"
    let tokens = SyntaxHighlighter(language: .swift).tokenize(source)
    #expect(tokens.map(\.text).joined() == source)
    #expect(tokens.contains(.init(style: "st", text: "\"abc")))
    #expect(tokens.last == .init(style: "co", text: "/* open"))
  }
}
