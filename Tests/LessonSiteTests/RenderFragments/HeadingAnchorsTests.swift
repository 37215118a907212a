import Foundation
import Testing

@testable import LessonSite

@Suite(.serialized) struct HeadingAnchorsTests {
  @Test(arguments: [
    ("Adding a Child", "adding-a-child"),
    ("添加子控制器", "添加子控制器"),
    ("뷰 컨트롤러 추가하기", "뷰-컨트롤러-추가하기"),
    ("`addChild(_:)` と didMove", "addchild-と-didmove"),
    ("转场：transition(from:to:)", "转场-transition-from-to"),
    ("!!!", "section"),
  ])
  func slugKeepsLettersOfEveryScript(_ text: String, _ expected: String) {
    #expect(HeadingAnchors.slug(text) == expected)
  }

  /// The byte-wise slug of ASCII text is the character-wise one, for every ASCII byte alone,
  /// around letters, and in runs.
  @Test func asciiSlugsMatchTheCharacterWiseSlug() {
    var texts = ["", "A", "ABC def", "--x--", "a_b", "Step 2: addChild(_:)"]
    for byte in UInt8(0)..<0x80 {
      let character = String(decoding: [byte], as: UTF8.self)
      texts += [character, "a" + character + "Z", character + character + "9"]
    }
    for text in texts {
      #expect(HeadingAnchors.asciiSlug(text) == HeadingAnchors.unicodeSlug(text), "\(text.utf8)")
    }
    #expect(HeadingAnchors.asciiSlug("é") == nil)
  }

  /// The page's HTML for `markdown` after the anchor pass, and the table of contents.
  static func apply(_ markdown: String, _ anchors: HeadingAnchors = HeadingAnchors())
    -> (String, [HeadingAnchors.Entry])
  {
    let (tree, toc) = anchors.apply(to: MarkdownDocument(parsing: markdown).root)
    return (MarkdownHTMLRenderer().render(tree), toc)
  }

  @Test func idsAreDeduplicatedAndCollectedForTheTOC() {
    let (out, toc) = Self.apply("## 概述\n\nx\n\n### 概述\n\n## Top\n\n#### 深\n")
    #expect(
      out == """
        <h2 id="概述">概述<a class="anchor" href="#概述" aria-hidden="true" tabindex="-1">#</a></h2>
        <p>x</p>
        <h3 id="概述-2">概述<a class="anchor" href="#概述-2" aria-hidden="true" tabindex="-1">#</a></h3>
        <h2 id="top-2">Top<a class="anchor" href="#top-2" aria-hidden="true" tabindex="-1">#</a></h2>
        <h4 id="深">深<a class="anchor" href="#深" aria-hidden="true" tabindex="-1">#</a></h4>

        """)
    #expect(toc.map(\.id) == ["概述", "概述-2", "top-2"])
    #expect(toc.map(\.level) == [2, 3, 2])
  }

  @Test func headingTextIsDecodedFromMarkup() {
    let (_, toc) = Self.apply("## Use `a & b`")
    #expect(toc.first?.text == "Use a & b")
    #expect(toc.first?.id == "use-a-b")
  }

  /// A heading whose text looks like a numbered repeat does not confuse the counter.
  @Test func suffixesSkipIdsAlreadyTaken() {
    let (_, toc) = Self.apply("## A\n## A 2\n## A\n## A\n## A 3\n")
    #expect(toc.map(\.id) == ["a", "a-2", "a-3", "a-4", "a-3-2"])
  }

  /// 20,000 identical headings: near-linear, so well under a second even in a debug build.
  @Test func twentyThousandSameHeadingsAreQuick() {
    let markdown = String(repeating: "## Step\n\n", count: 20_000)
    let tree = MarkdownDocument(parsing: markdown).root
    let started = Date()
    let (_, toc) = HeadingAnchors().apply(to: tree)
    let seconds = Date().timeIntervalSince(started)
    #expect(toc.count == 20_000)
    #expect(toc.last?.id == "step-20000")
    #expect(Set(toc.map(\.id)).count == 20_000)
    #expect(seconds < 2, "took \(seconds) s")
  }

  /// `{#id}` names a heading's anchor in any locale (and is not shown); otherwise a
  /// translation takes the default locale's id at the same position when the level matches.
  @Test func explicitAndCanonicalIDs() {
    let (out, toc) = Self.apply(
      "## 概述 {#overview}\n\n## 步骤\n\n### 细节\n\n## 多出来的\n",
      HeadingAnchors(canonical: [(2, "overview"), (2, "steps"), (2, "details")]))
    #expect(toc.map(\.id) == ["overview", "steps", "细节", "多出来的"])
    #expect(toc.map(\.text) == ["概述", "步骤", "细节", "多出来的"])
    #expect(out.hasPrefix("<h2 id=\"overview\">概述<a class=\"anchor\""))
    // The default locale's own ids come from the same pass.
    let english = HeadingAnchors().apply(
      to: MarkdownDocument(parsing: "## The pattern\n\n## Calling it {#early}\n").root)
    #expect(HeadingAnchors.headings(of: english.tree).map(\.id) == ["the-pattern", "early"])
  }
}
