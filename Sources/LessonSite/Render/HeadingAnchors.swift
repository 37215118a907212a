/// Gives each heading of a lesson's tree an id and collects the table of contents.
///
/// Ids keep letters of every script, so `## 뷰 컨트롤러 추가` becomes `뷰-컨트롤러-추가` and
/// `## 添加子控制器` stays `添加子控制器`: readable in the address bar and stable across
/// builds. Punctuation and spaces become single hyphens; repeats get `-2`, `-3`.
///
/// Ids are the same in every locale where they can be: a heading ending in `{#id}` takes that
/// id (the suffix is not shown), and a translation's heading takes the id of the default
/// locale's heading at the same position when that one has the same level (`canonical`), so
/// the language switcher lands on the same section.
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

  /// The default locale's headings of the same lesson, in order (level and id); nil for the
  /// default locale itself.
  package var canonical: [(level: Int, id: String)]?

  package init(
    reserved: Set<String> = ["top", "main", "toc", "content"],
    canonical: [(level: Int, id: String)]? = nil
  ) {
    self.reserved = reserved
    self.canonical = canonical
  }

  /// Every heading's level and id in `root` (after `apply`), in order.
  package static func headings(of root: MarkdownNode) -> [(level: Int, id: String)] {
    var found: [(level: Int, id: String)] = []
    root.walk { node in
      if case .heading(let level, let id) = node.kind { found.append((level, id ?? "")) }
    }
    return found
  }

  /// `{#id}` at the end of a heading's last text: the heading without it, and the id.
  /// Ids are letters, digits, `-` and `_`.
  static func explicitID(_ heading: MarkdownNode) -> (MarkdownNode, String)? {
    guard let last = heading.children.last, case .text(let text) = last.kind,
      text.hasSuffix("}"), let open = text.range(of: "{#", options: .backwards)
    else { return nil }
    let id = text[open.upperBound..<text.index(before: text.endIndex)]
    guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    else { return nil }
    var copy = heading
    let rest = String(text[..<open.lowerBound])
    let trimmed = String(rest.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    if trimmed.isEmpty {
      copy.children.removeLast()
    } else {
      copy.children[copy.children.count - 1].kind = .text(trimmed)
    }
    return (copy, String(id))
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
    var position = 0
    // Headings have no heading below them, so bottom-up order is source order.
    let tree =
      root.rewritten { original in
        guard case .heading(let level, _) = original.kind else { return [original] }
        defer { position += 1 }
        var node = original
        let base: String
        if let (stripped, id) = Self.explicitID(original) {
          node = stripped
          base = id
        } else if let canonical, position < canonical.count, canonical[position].level == level,
          !canonical[position].id.isEmpty
        {
          base = canonical[position].id
        } else {
          base = Self.slug(node.plainText)
        }
        let text = node.plainText
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
