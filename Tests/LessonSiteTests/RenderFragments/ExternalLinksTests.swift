import Testing

@testable import LessonSite

@Suite(.serialized) struct ExternalLinksTests {
  /// The page's HTML for `markdown` after the link pass.
  static func html(_ markdown: String) -> String {
    var tree = MarkdownDocument(parsing: markdown).root
    tree.rewrite {
      ExternalLinks.neutralize(&$0)
      return true
    }
    return MarkdownHTMLRenderer().render(tree)
  }

  @Test func networkLinksBecomeVisibleText() {
    let markdown = """
      [docs](https://example.com/a?b=1&c=2 "t") and [here](#local) and \
      ![pic](//cdn.example/x.png)
      """
    #expect(
      Self.html(markdown) == """
        <p><span class="external-link">docs <span class="url">\
        (https://example.com/a?b=1&amp;c=2)</span></span> and \
        <a href="#local">here</a> and <span class="external-image">pic \
        <span class="url">(//cdn.example/x.png)</span></span></p>

        """)
  }

  /// Whatever the order, and an image inside a link's text: no network URL is left in an
  /// attribute, and local ones stay links.
  @Test(arguments: [
    "![a](http://i/1.png) [b](local.html) [c](https://l/2)",
    "[c](https://l/2) ![a](http://i/1.png) [b](local.html)",
    "[![inner](http://i/1.png)](local.html) [b](https://l/2)",
    "[![inner](local.png)](https://l/2)",
    "[![inner](http://i/1.png)](https://l/2)",
    "<https://l/2> and www.example.com and [r]\n\n[r]: HTTPS://REF",
    "## [head](https://l/2)\n\n| [t](//l/3) |\n|---|\n| ![x](ftp://f) |\n",
    "[tab](<ht\ttps://l/2>) [bs](\\\\\\\\host/x) [ws](wss://s)",
  ])
  func noNetworkURLInAnyAttribute(_ markdown: String) {
    let html = Self.html(markdown)
    for attribute in ["href=\"", "src=\""] {
      var rest = Substring(html)
      while let found = rest.range(of: attribute) {
        let value = rest[found.upperBound...].prefix { $0 != "\"" }
        #expect(!ExternalLinks.isExternal(HTML.decodeEntities(String(value))), "\(html)")
        #expect(!value.lowercased().contains("//"), "\(html)")
        rest = rest[found.upperBound...]
      }
    }
  }

  /// Raw HTML never reaches a page, so `srcset`, `<source>` and CSS `url()` cannot name the
  /// network either.
  @Test func rawHTMLCannotNameTheNetwork() {
    let markdown = """
      <picture><source srcset="https://cdn/a.webp"><img srcset="https://cdn/b.png 2x"></picture>

      Inline <span style="background: url(https://cdn/c.png)">x</span> and \
      <img src=x srcset="//cdn/d.png">.
      """
    let html = Self.html(markdown)
    #expect(!html.contains("cdn"), "\(html)")
    #expect(html.contains("<!-- raw HTML omitted -->"))
  }

  @Test func imageInsideLocalLinkKeepsTheLink() {
    #expect(
      Self.html("[![cdn](http://i/1.png)](local.html)") == """
        <p><a href="local.html"><span class="external-image">cdn \
        <span class="url">(http://i/1.png)</span></span></a></p>

        """)
  }

  @Test(arguments: [
    ("http://a", true), ("HTTPS://a", true), ("//a", true), (" \t//a", true), ("\\\\a", true),
    ("ftp://a", true), ("ht\ttp://a", true), ("02-next.md#x", false), ("#top", false),
    ("mailto:a@b", false), ("assets/x.png", false),
  ])
  func externalURLs(_ url: String, _ expected: Bool) {
    #expect(ExternalLinks.isExternal(url) == expected)
  }
}
