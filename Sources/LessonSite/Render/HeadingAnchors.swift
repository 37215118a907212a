/// Gives each heading of a lesson's tree an id and collects the table of contents.
///
/// Ids keep letters of every script, so `## 뷰 컨트롤러 추가` becomes `뷰-컨트롤러-추가` and
/// `## 添加子控制器` stays `添加子控制器`: readable in the address bar and stable across
/// builds. Punctuation and spaces become single hyphens; repeats get `-2`, `-3`.
///
/// Near-linear in the number of headings: each base id keeps the next number to try, so the
/// 20,000th `## Step` costs what the second did.
package struct HeadingAnchors: Sendable {
  /// One table-of-contents entry.
  package struct Entry: Sendable, Equatable {
    /// Heading level, 2 or 3.
    package var level: Int
    /// The heading's `id`, unique on the page.
    package var id: String
    /// The heading as plain text.
    package var text: String
  }

  /// Ids already taken on the page (template anchors), never given to a heading.
  package var reserved: Set<String>

  package init(reserved: Set<String> = ["top", "main", "toc", "content"]) {
    self.reserved = reserved
  }

  /// The id for a heading's text, before deduplication.
  package static func slug(_ text: String) -> String {
    var slug = ""
    var pendingHyphen = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingHyphen, !slug.isEmpty { slug += "-" }
        pendingHyphen = false
        slug.append(character)
      } else {
        pendingHyphen = true
      }
    }
    return slug.isEmpty ? "section" : slug
  }

  /// `root` with an id on every heading, and the headings of levels 2 and 3 as
  /// table-of-contents entries.
  package func apply(to root: MarkdownNode) -> (tree: MarkdownNode, toc: [Entry]) {
    var used = reserved
    // Base id → the next suffix worth trying; every smaller one is taken.
    var nextSuffix: [String: Int] = [:]
    var toc: [Entry] = []
    // Headings have no heading below them, so bottom-up order is source order.
    let tree =
      root.rewritten { node in
        guard case .heading(let level, _) = node.kind else { return [node] }
        let text = node.plainText
        let base = Self.slug(text)
        var id = base
        if used.contains(id) {
          var number = nextSuffix[base] ?? 2
          while used.contains("\(base)-\(number)") { number += 1 }
          nextSuffix[base] = number + 1
          id = "\(base)-\(number)"
        }
        used.insert(id)
        if level == 2 || level == 3 { toc.append(Entry(level: level, id: id, text: text)) }
        var copy = node
        copy.kind = .heading(level: level, id: id)
        return [copy]
      }.first ?? root
    return (tree, toc)
  }
}
