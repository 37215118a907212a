import Testing

@testable import LessonSite

/// Our Markdown tree: what cmark parsed, as values with file positions, and the passes over it.
@Suite(.serialized) struct MarkdownTreeTests {
  /// `rewrite` works bottom-up in place: removed nodes go, the others keep their order, a
  /// parent sees its children already rewritten, and the node it is called on stays.
  @Test func rewriteRemovesKeepsOrderAndGoesBottomUp() {
    var tree = MarkdownDocument(parsing: "a *b* c\n\n- x\n- y\n- z\n").root
    var seen: [String] = []
    tree.rewrite { node in
      seen.append(node.dump().split(separator: " ").first.map(String.init) ?? "")
      if case .text(let text) = node.kind, text.hasPrefix("y") || text == "a " { return false }
      if case .text(let text) = node.kind { node.kind = .text(text.uppercased()) }
      if case .item = node.kind, node.plainText.isEmpty { return false }
      return node.kind != .document
    }
    #expect(tree.plainText == "B CXZ")
    #expect(tree.children.count == 2)
    #expect(seen.first == "text" && seen.last == "document")
  }

  @Test func dumpShowsKindsPayloadsAndFilePositions() {
    let body = """
      # Hi *there*

      - [x] done
      - `code` [a](b.md "T")

      | a | b |
      |---|:-:|
      | 1 | ~~2~~ |

      ```swift scenario
      let x = 1
      ```

      """
    let document = MarkdownDocument(parsing: body, firstLine: 4)
    #expect(
      document.root.dump() == """
        document 4:1-15:3
          heading level=1 4:1-4:12
            text "Hi " 4:3-4:5
            emphasis 4:6-4:12
              text "there" 4:7-4:11
          list bullet tight 6:1-8:0
            item [x] 6:1-6:10
              paragraph 6:7-6:10
                text "done" 6:7-6:10
            item 7:1-8:0
              paragraph 7:3-7:22
                code "code" 7:4-7:7
                text " " 7:9-7:9
                link "b.md" title="T" 7:10-7:22
                  text "a" 7:11-7:11
          table none,center 9:1-11:13
            tableRow header 9:1-9:9
              tableCell 9:2-9:4
                text "a" 9:3-9:3
              tableCell 9:6-9:8
                text "b" 9:7-9:7
            tableRow 11:1-11:13
              tableCell 11:2-11:4
                text "1" 11:3-11:3
              tableCell 11:6-11:12
                strikethrough 11:7-11:11
                  text "2" 11:9-11:9
          codeBlock fenced info="swift scenario" "let x = 1\\n" 13:1-15:3

        """)
  }

  /// HTML is cmark's for everything cmark parses: spot checks of the details that differ
  /// between Markdown renderers.
  @Test(arguments: [
    ("- a\n- b\n", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"),
    ("- a\n\n- b\n", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"),
    ("3. x\n", "<ol start=\"3\">\n<li>x</li>\n</ol>\n"),
    ("[x](/a b)", "<p>[x](/a b)</p>\n"),
    ("[x](</a b> 'it''s')", "<p>[x](&lt;/a b&gt; 'it''s')</p>\n"),
    ("[x](</a b>)", "<p><a href=\"/a%20b\">x</a></p>\n"),
    ("[x](/?a=1&b='c')", "<p><a href=\"/?a=1&amp;b=&#x27;c&#x27;\">x</a></p>\n"),
    ("[x](javascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
    ("![a *b* `c`](i.png \"t\")", "<p><img src=\"i.png\" alt=\"a b c\" title=\"t\" /></p>\n"),
    ("<b>hi</b>\n", "<p><!-- raw HTML omitted -->hi<!-- raw HTML omitted --></p>\n"),
    ("a  \nb", "<p>a<br />\nb</p>\n"),
    ("```\n<&>\"'\n```\n", "<pre><code>&lt;&amp;&gt;&quot;'\n</code></pre>\n"),
  ])
  func htmlMatchesCmark(_ markdown: String, _ expected: String) {
    #expect(MarkdownHTMLRenderer().render(MarkdownDocument(parsing: markdown).root) == expected)
  }

  /// Nesting deeper than the limit is folded into text, never a stack overflow.
  @Test func deepNestingIsFoldedNotRecursedInto() {
    let markdown = String(repeating: ">", count: 50_000) + " deep\n"
    let document = MarkdownDocument(parsing: markdown)
    #expect(document.foldedDeepNesting)
    #expect(pageHTML(document).contains("deep"))
  }

  @Test func sectionsSplitAtHeadingsWithTheirAnchors() {
    let document = MarkdownDocument(
      parsing: "Intro *text*.\n\n## First\n\nOne.\n\n- a\n- b\n\n## First\n\nTwo.\n")
    let body = LessonBody(
      document: document, scenarios: LessonScenarios(items: []),
      strings: UIStrings(locale: "en", values: [:]))
    #expect(
      body.sections == [
        SearchIndex.Section(anchor: "", heading: "", text: "Intro text."),
        SearchIndex.Section(anchor: "first", heading: "First", text: "One.\na\nb"),
        SearchIndex.Section(anchor: "first-2", heading: "First", text: "Two."),
      ])
  }

  /// A translation's pages take the original's heading ids, read off its headings alone
  /// (the original is not parsed again): the ids its own page gives them.
  @Test func headingIDsFromHeadingsAloneAreThePagesIDs() {
    let document = MarkdownDocument(
      parsing: """
        Intro.

        ## Overview

        > ### Quoted `code` heading

        - item

          ## Overview

        Setext heading
        --------------

        ## Contents

        ## 概述
        """)
    let body = LessonBody(
      document: document, scenarios: LessonScenarios(items: []),
      strings: UIStrings(locale: "en", values: [:]))
    let ids = LessonBody.headingIDs(
      headingTree: document.withoutTree().headingTree, scenarios: LessonScenarios(items: []))
    #expect(ids.count == 6)
    #expect(ids.map(\.id).contains("overview-2"))
    let fromWholeTree = HeadingAnchors.headings(
      of: HeadingAnchors(reserved: LessonBody.reserved(LessonScenarios(items: [])))
        .apply(to: document.root).tree)
    #expect(ids.map { "\($0.level) \($0.id)" } == fromWholeTree.map { "\($0.level) \($0.id)" })
    for (_, id) in ids { #expect(body.html.contains("id=\"\(id)\"")) }
  }
}
