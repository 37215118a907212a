/// Rewrites links and images between content files into links between pages: a lesson's
/// `02-transition.md#overview` becomes `transition.html#overview`, `../ko/02-transition.md`
/// becomes `../ko/transition.html`, and an asset becomes its path in the site. Where each
/// destination leads was decided, and checked, when the content was loaded (`LinkChecker`,
/// `Lesson.links`); this pass only writes it relative to the page.
package enum LocalLinks {
  /// `root` with every link and image whose destination is a key of `links` (site paths,
  /// `ko/transition.html#overview`) pointing there from a page in the `locale` folder.
  package static func rewrite(_ root: MarkdownNode, links: [String: String], locale: String)
    -> MarkdownNode
  {
    guard !links.isEmpty else { return root }
    var tree = root
    tree.rewrite {
      rewrite(&$0, links: links, locale: locale)
      return true
    }
    return tree
  }

  /// `rewrite` for one node.
  package static func rewrite(_ node: inout MarkdownNode, links: [String: String], locale: String) {
    guard !links.isEmpty else { return }
    switch node.kind {
    case .link(let destination, let title):
      if let target = links[destination] {
        node.kind = .link(destination: href(target, fromLocale: locale), title: title)
      }
    case .image(let source, let title):
      if let target = links[source] {
        node.kind = .image(source: href(target, fromLocale: locale), title: title)
      }
    default:
      break
    }
  }

  /// `target` (a site path) as a relative link from a page of the `locale` folder; the path
  /// percent-encoded where a URL needs it, the fragment kept as written.
  package static func href(_ target: String, fromLocale locale: String) -> String {
    var path = Substring(target)
    var fragment = ""
    if let hash = path.firstIndex(of: "#") {
      fragment = String(path[hash...])
      path = path[..<hash]
    }
    let relative =
      path.hasPrefix(locale + "/") ? String(path.dropFirst(locale.count + 1)) : "../" + path
    return encoded(relative) + fragment
  }

  /// Percent-encodes what a URL path cannot hold as it is (spaces, `%`, `?`, `#`, controls).
  private static func encoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte >= 0x80 || byte <= 0x20 || "%?#\"<>\\^`{|}".unicodeScalars.contains(scalar) {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

extension String {
  fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}
