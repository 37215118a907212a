/// Keeps pages offline: links and images the author pointed at the network are turned into
/// text that shows the address, so no `href` or `src` in the site names an `http:`,
/// `https:`, `ftp:` or `//` URL (DESIGN.md section 6: "no resource from the network").
///
/// A pass over the Markdown tree, so it holds whatever the order of links and images, for
/// images inside link text and links in headings or tables alike. Raw HTML the author
/// wrote (`<img srcset>`, `<source>`, `style="url(…)"`) never reaches a page, so only the
/// tree's own links and images can name a URL.
package enum ExternalLinks {
  /// True for URLs that would reach the network, read the way a browser does: leading
  /// spaces and control characters ignored, tabs and newlines removed, `\` taken as `/`,
  /// letters in any case.
  package static func isExternal(_ url: String) -> Bool {
    var normalized = ""
    for scalar in url.unicodeScalars.drop(while: { $0.value <= 0x20 }).prefix(16) {
      if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
      normalized.unicodeScalars.append(scalar == "\\" ? "/" : scalar)
    }
    let lower = normalized.lowercased()
    return ["http:", "https:", "//", "ftp:", "ws:", "wss:"].contains { lower.hasPrefix($0) }
  }

  /// Turns an external link into an `externalLink` node (its text, then the address) and an
  /// external image into an `externalImage` node (its alt text, then the address); one node
  /// at a time, as `LessonBody`'s rewrite calls it.
  package static func neutralize(_ node: inout MarkdownNode) {
    switch node.kind {
    case .link(let destination, _) where isExternal(destination):
      node.kind = .externalLink(url: destination)
    case .image(let source, _) where isExternal(source):
      node.kind = .externalImage(url: source)
    default:
      break
    }
  }
}
