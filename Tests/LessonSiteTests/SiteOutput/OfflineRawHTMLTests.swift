import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The offline promise against raw HTML in lessons: every way HTML can make a browser fetch
/// something (`srcset`, `<source>`, CSS `url()` in `style` attributes and `<style>`, `<link>`,
/// `<iframe>`, SVG `<image>`, `<object>`, `<embed>`, `<video poster>`, `<meta refresh>`,
/// `<base>`) is dropped, because cmark-gfm renders without `CMARK_OPT_UNSAFE` and with the
/// tagfilter extension: author raw HTML never reaches a page.
@Suite(.serialized) struct OfflineRawHTMLTests {
  static let payloads = [
    #"<img src="http://evil.example/a.png" srcset="http://evil.example/b.png 2x">"#,
    #"<picture><source srcset="http://evil.example/c.webp" type="image/webp"><img alt="x"></picture>"#,
    #"<video poster="http://evil.example/p.png"><source src="http://evil.example/v.mp4"></video>"#,
    #"<audio><source src="http://evil.example/s.ogg"></audio>"#,
    #"<div style="background: url(http://evil.example/d.png)">styled</div>"#,
    #"<style>body { background: url('http://evil.example/e.png') }</style>"#,
    #"<link rel="stylesheet" href="http://evil.example/f.css">"#,
    #"<iframe src="http://evil.example/g.html"></iframe>"#,
    #"<svg><image href="http://evil.example/h.svg"/></svg>"#,
    #"<object data="http://evil.example/i.swf"></object><embed src="http://evil.example/j">"#,
    #"<meta http-equiv="refresh" content="0; url=http://evil.example/k">"#,
    #"<base href="http://evil.example/">"#,
    #"<table background="http://evil.example/l.png"><tr><td>t</td></tr></table>"#,
  ]

  /// Every `<…>` tag of `html`.
  static func tags(in html: String) -> [Substring] {
    var tags: [Substring] = []
    var rest = html[...]
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      tags.append(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return tags
  }

  @Test func noRawHTMLPayloadReachesAnyPage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    // Each payload as a block of its own, and inline inside a paragraph and a list item.
    let blocks = Self.payloads.map { $0 + "\n" }.joined(separator: "\n")
    let inline = Self.payloads.map { "Text " + $0 + " more.\n\n- item " + $0 + "\n" }
      .joined(separator: "\n")
    try folder.write(
      "Content/en/03-raw.md",
      "---\ntitle: Raw\n---\n\n## Blocks\n\n" + blocks + "\n## Inline\n\n" + inline)
    let report = SiteBuilder(options: options, executor: AddChildExecutor()).build()
    #expect(report.error == nil)
    let site = folder.path("_site")
    let page = SiteFixture.read(site + "/en/raw.html")
    #expect(page.contains("raw HTML omitted"))
    // The URLs may survive as visible text (the autolink extension sees the one inside
    // `url('…')` once `<style>` is dropped, and external links show their address), but never
    // inside a tag, where a browser would load them.
    for file in SiteFixture.listing(site) where file.hasSuffix(".html") {
      let text = SiteFixture.read(site + "/" + file)
      for tag in Self.tags(in: text) where tag.contains("evil.example") {
        Issue.record("\(file) has the tag \(tag)")
      }
      for marker in ["srcset=", "<source", "<style", "<iframe", "<object", "<embed", "<base"] {
        #expect(!text.contains(marker), "\(file) contains \(marker)")
      }
    }
  }
}
