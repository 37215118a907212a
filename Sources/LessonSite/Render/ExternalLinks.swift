/// Keeps pages offline: links and images the author pointed at the network are turned into
/// text that shows the address, so no `href` or `src` in the site names an `http:`,
/// `https:` or `//` URL (DESIGN.md section 6: "no resource from the network").
///
/// Works on cmark's own HTML output, whose `<a>` and `<img>` tags have a fixed shape:
/// `<a href="URL">` or `<a href="URL" title="…">`, and `<img src="URL" alt="…" />`.
package enum ExternalLinks {
  /// True for URLs that would reach the network.
  package static func isExternal(_ url: String) -> Bool {
    let lower = url.lowercased()
    return lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("//")
      || lower.hasPrefix("ftp:")
  }

  /// `html` with external links as
  /// `<span class="external-link">text <span class="url">(URL)</span></span>`
  /// and external images as their alt text with the URL.
  package static func neutralize(_ html: String) -> String {
    var out = ""
    var rest = Substring(html)
    while let start = rest.firstRange(of: "<a href=\"") ?? rest.firstRange(of: "<img src=\"") {
      let isImage = rest[start].hasPrefix("<img")
      out += rest[..<start.lowerBound]
      let afterAttribute = rest[start.upperBound...]
      guard let quote = afterAttribute.firstIndex(of: "\""),
        let tagEnd = afterAttribute[quote...].firstIndex(of: ">")
      else {
        out += rest[start]
        rest = rest[start.upperBound...]
        continue
      }
      let url = String(afterAttribute[..<quote])
      guard isExternal(HTML.decodeEntities(url)) else {
        out += rest[start.lowerBound...tagEnd]
        rest = rest[afterAttribute.index(after: tagEnd)...]
        continue
      }
      let afterTag = afterAttribute[afterAttribute.index(after: tagEnd)...]
      if isImage {
        let tag = afterAttribute[quote..<tagEnd]
        let alt =
          tag.firstRange(of: "alt=\"").flatMap { range in
            tag[range.upperBound...].firstIndex(of: "\"").map { tag[range.upperBound..<$0] }
          } ?? ""
        out += "<span class=\"external-image\">\(alt) <span class=\"url\">(\(url))</span></span>"
        rest = afterTag
      } else {
        guard let close = afterTag.firstRange(of: "</a>") else {
          out += rest[start.lowerBound...tagEnd]
          rest = afterTag
          continue
        }
        out += "<span class=\"external-link\">" + afterTag[..<close.lowerBound]
        out += " <span class=\"url\">(\(url))</span></span>"
        rest = afterTag[close.upperBound...]
      }
    }
    out += rest
    return out
  }
}
