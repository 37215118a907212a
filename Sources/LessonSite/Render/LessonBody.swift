/// A lesson's body as a page shows it, from one pass pipeline over its Markdown tree:
/// scenarios replaced by their figures (trace blocks removed), Chinese and Japanese line
/// breaks joined, network links neutralised, heading ids given; then the HTML, the table of
/// contents and the search sections, all read off the same tree.
package struct LessonBody: Sendable {
  /// The body's HTML.
  package var html: String
  /// Headings of levels 2 and 3.
  package var toc: [HeadingAnchors.Entry]
  /// The prose before the first heading (empty anchor), then one section per heading;
  /// scenarios, traces and raw HTML left out of their text, the code and traces in `code`.
  package var sections: [SearchIndex.Section]

  /// Renders `document`, with `scenarios` (their figures in `strings`' words); `links` are
  /// the lesson's links to other content files (`Lesson.links`), written relative to a page
  /// of the `locale` folder. The headings take `headingIDs` when given (`Lesson.headingIDs`,
  /// the ids links were checked against); else a translation passes the default locale's
  /// headings (`headingIDs(headingTree:scenarios:)`), so its sections keep their ids.
  package init(
    document: MarkdownDocument, scenarios: LessonScenarios, strings: UIStrings,
    links: [String: String] = [:], locale: String = "",
    canonicalHeadings: [(level: Int, id: String)]? = nil, headingIDs: [String]? = nil
  ) {
    let (tree, toc) = Self.tree(
      document: document, scenarios: scenarios, strings: strings, links: links, locale: locale,
      canonicalHeadings: canonicalHeadings, headingIDs: headingIDs, scope: .page)
    self.toc = toc
    html = MarkdownHTMLRenderer().render(tree)
    sections = Self.sections(of: tree, code: Self.code(of: document.root))
  }

  /// The body's HTML alone, its ids and in-page links in `scope` (`IDScope`): a lesson's
  /// section of the print page, from the same tree and passes as its page (`init`'s
  /// arguments), no table of contents or search sections made.
  package static func html(
    document: MarkdownDocument, scenarios: LessonScenarios, strings: UIStrings,
    links: [String: String] = [:], locale: String = "",
    canonicalHeadings: [(level: Int, id: String)]? = nil, headingIDs: [String]? = nil,
    scope: IDScope
  ) -> String {
    let (tree, _) = tree(
      document: document, scenarios: scenarios, strings: strings, links: links, locale: locale,
      canonicalHeadings: canonicalHeadings, headingIDs: headingIDs, scope: scope)
    return MarkdownHTMLRenderer(scope: scope).render(tree)
  }

  /// The page's tree (`init`) and its table of contents; the figures' ids in `scope`.
  private static func tree(
    document: MarkdownDocument, scenarios: LessonScenarios, strings: UIStrings,
    links: [String: String], locale: String, canonicalHeadings: [(level: Int, id: String)]?,
    headingIDs: [String]?, scope: IDScope
  ) -> (MarkdownNode, [HeadingAnchors.Entry]) {
    // The page's passes, in one walk of the tree (`MarkdownNode.rewrite`); at each node in
    // this order, as if each pass had run over the whole tree in turn.
    var replacer = MarkdownPasses.CodeBlockReplacer(
      scenarios.replacements(strings: strings, scope: scope))
    var labeler = HeadingAnchors(reserved: Self.reserved(scenarios), canonical: canonicalHeadings)
      .labeler(for: document.root, ids: headingIDs)
    var tree = document.root
    tree.rewrite { node in
      guard replacer.apply(&node) else { return false }
      MarkdownPasses.joinWordlessLineBreaks(in: &node)
      ExternalLinks.neutralize(&node)
      LocalLinks.rewrite(&node, links: links, locale: locale)
      labeler.apply(&node)
      return true
    }
    return (tree, labeler.toc)
  }

  /// The code and trace blocks of the source tree, joined per section as `sections(of:)`
  /// splits it: the text before the first heading, then one per heading.
  static func code(of root: MarkdownNode) -> [String] {
    var code = [""]
    for block in root.children {
      switch block.kind {
      case .heading: code.append("")
      case .codeBlock(let block):
        code[code.count - 1] += block.literal
      default: continue
      }
    }
    return code
  }

  /// Ids headings never take: the template's and the scenarios' (`scenario-2`).
  static func reserved(_ scenarios: LessonScenarios) -> Set<String> {
    HeadingAnchors().reserved.union(
      scenarios.items.map { "scenario-\($0.presentation.ordinal)" })
  }

  /// The ids `init` gives the headings of `document`, in order: what translations of it take.
  /// Read off the document's headings alone (`MarkdownDocument.headingTree`, kept when the
  /// tree is dropped): ids depend only on the headings, in order.
  package static func headingIDs(headingTree: MarkdownNode, scenarios: LessonScenarios)
    -> [(level: Int, id: String)]
  {
    let sources = HeadingAnchors.sources(of: headingTree)
    let ids = HeadingAnchors(reserved: reserved(scenarios)).ids(for: sources)
    return zip(sources, ids).map { ($0.level, $1) }
  }

  /// Title, summary-free prose of every section, for the search index's terms.
  package var text: String {
    sections.map { $0.heading.isEmpty ? $0.text : $0.heading + "\n" + $0.text }
      .joined(separator: "\n")
  }

  /// Splits the top-level blocks at headings.
  /// `code`: each section's code (`code(of:)`), when known.
  static func sections(of root: MarkdownNode, code: [String] = []) -> [SearchIndex.Section] {
    var sections = [SearchIndex.Section(anchor: "", heading: "", text: "")]
    var paragraphs: [String] = []
    func close() {
      sections[sections.count - 1].text = paragraphs.joined(separator: "\n")
      paragraphs = []
    }
    for block in root.children {
      if case .heading(_, let id) = block.kind {
        close()
        sections.append(
          SearchIndex.Section(anchor: id ?? "", heading: block.plainText, text: ""))
        continue
      }
      let text = block.blockText
      if !text.isEmpty { paragraphs.append(text) }
    }
    close()
    if code.count == sections.count {
      for index in sections.indices { sections[index].code = code[index] }
    }
    if sections.count > 1, sections[0].text.isEmpty {
      // Code before the first heading stays searchable, in the first heading's section.
      sections[1].code = sections[0].code + sections[1].code
      sections.removeFirst()
    }
    return sections
  }
}

extension MarkdownNode {
  /// Plain text with a line break between blocks, for search.
  fileprivate var blockText: String {
    guard children.contains(where: \.isBlock) else { return plainText }
    return children.map(\.blockText).filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
