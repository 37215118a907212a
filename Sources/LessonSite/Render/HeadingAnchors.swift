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
    asciiSlug(text) ?? unicodeSlug(text)
  }

  /// `slug(text)` for any text, character by character.
  static func unicodeSlug(_ text: String) -> String {
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

  /// What a heading's id comes from: its level, its text as the page shows it (Chinese and
  /// Japanese line breaks joined, a `{#id}` suffix left out), and that suffix's id.
  package struct Source: Sendable, Equatable {
    package var level: Int
    package var text: String
    package var explicitID: String?
  }

  /// `heading` as its id is computed; the same whether or not the page's passes ran on it.
  package static func source(of heading: MarkdownNode) -> Source {
    guard case .heading(let level, _) = heading.kind else {
      return Source(level: 0, text: heading.plainText, explicitID: nil)
    }
    var node = heading
    if node.children.contains(where: { $0.kind == .softBreak }) {
      node = MarkdownPasses.joiningWordlessLineBreaks(node)
    }
    if let (stripped, id) = explicitID(node) {
      return Source(level: level, text: stripped.plainText, explicitID: id)
    }
    return Source(level: level, text: node.plainText, explicitID: nil)
  }

  /// The sources of every heading below `root` (a lesson's tree or its `headingTree`).
  package static func sources(of root: MarkdownNode) -> [Source] {
    var found: [Source] = []
    root.walk { node in
      if case .heading = node.kind { found.append(source(of: node)) }
    }
    return found
  }

  /// The id of each heading of `headings`, in order: its `{#id}`, else the canonical id at its
  /// position when the levels agree, else the slug of its text; a repeat gets `-2`, `-3`.
  /// Nothing else decides a heading's id, so a link checked against these ids finds them on
  /// the page.
  package func ids(for headings: [Source]) -> [String] {
    var used = reserved
    // Base id → the next suffix worth trying; every smaller one is taken.
    var nextSuffix: [String: Int] = [:]
    var ids: [String] = []
    ids.reserveCapacity(headings.count)
    for (position, heading) in headings.enumerated() {
      let base: String
      if let explicit = heading.explicitID {
        base = explicit
      } else if let canonical, position < canonical.count,
        canonical[position].level == heading.level, !canonical[position].id.isEmpty
      {
        base = canonical[position].id
      } else {
        base = Self.slug(heading.text)
      }
      var id = base
      if used.contains(id) {
        var number = nextSuffix[base] ?? 2
        while used.contains("\(base)-\(number)") { number += 1 }
        nextSuffix[base] = number + 1
        id = "\(base)-\(number)"
      }
      used.insert(id)
      ids.append(id)
    }
    return ids
  }

  /// `slug(text)` for an ASCII text, on its bytes (the usual heading); nil for any other.
  static func asciiSlug(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingHyphen = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"):
        if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
        pendingHyphen = false
        bytes.append(byte | (byte <= UInt8(ascii: "Z") && byte >= UInt8(ascii: "A") ? 0x20 : 0))
      case 0x80...: return nil
      default: pendingHyphen = true
      }
    }
    return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
  }

  /// `root` with an id on every heading (`ids`, or the ones computed here when nil or not
  /// one per heading), each `{#id}` suffix removed, and the headings of levels 2 and 3 as
  /// table-of-contents entries.
  package func apply(to root: MarkdownNode, ids given: [String]? = nil) -> (
    tree: MarkdownNode, toc: [Entry]
  ) {
    var labeler = labeler(for: root, ids: given)
    var tree = root
    tree.rewrite {
      labeler.apply(&$0)
      return true
    }
    return (tree, labeler.toc)
  }

  /// The pass that gives the headings of `root` their ids, for a rewrite that runs several
  /// passes at once (`MarkdownNode.rewrite`); `ids` as in `apply`.
  package func labeler(for root: MarkdownNode, ids given: [String]? = nil) -> Labeler {
    let sources = Self.sources(of: root)
    let ids = given.flatMap { $0.count == sources.count ? $0 : nil } ?? ids(for: sources)
    return Labeler(sources: sources, ids: ids)
  }

  /// Gives each heading, in source order, its id; collects the table of contents.
  package struct Labeler {
    let sources: [Source]
    let ids: [String]
    private var position = 0
    /// Headings of levels 2 and 3 labelled so far.
    package private(set) var toc: [Entry] = []

    init(sources: [Source], ids: [String]) {
      self.sources = sources
      self.ids = ids
    }

    /// Labels `node` when it is the next heading. Headings have no heading below them, so
    /// bottom-up order is source order.
    package mutating func apply(_ node: inout MarkdownNode) {
      guard case .heading(let level, _) = node.kind, position < ids.count else { return }
      defer { position += 1 }
      if let (stripped, _) = HeadingAnchors.explicitID(node) { node = stripped }
      let id = ids[position]
      if level == 2 || level == 3 {
        toc.append(Entry(level: level, id: id, text: sources[position].text))
      }
      node.kind = .heading(level: level, id: id)
    }
  }
}
