import Testing

@testable import LessonSite

@Suite struct HeadingAnchorsTests {
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

  @Test func idsAreDeduplicatedAndCollectedForTheTOC() {
    let html = "<h2>概述</h2>\n<p>x</p>\n<h3>概述</h3>\n<h2>Top</h2>\n<h4>深</h4>\n"
    let (out, toc) = HeadingAnchors().apply(to: html)
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
    let (_, toc) = HeadingAnchors().apply(to: "<h2>Use <code>a &amp; b</code></h2>")
    #expect(toc.first?.text == "Use a & b")
    #expect(toc.first?.id == "use-a-b")
  }
}
