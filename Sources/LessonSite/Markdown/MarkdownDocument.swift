import Foundation

/// A Markdown document parsed once with cmark-gfm and its GitHub extensions (table,
/// strikethrough, autolink, tagfilter, tasklist) into our own tree, with the facts the rest of
/// the site asks about (fenced code blocks, headings) read off that tree.
///
/// The tree keeps no cmark pointer, so the document is a `Sendable` value; HTML is written
/// from the tree (`MarkdownHTMLRenderer`) after the page's passes have rewritten it.
///
/// ```swift
/// let document = MarkdownDocument(parsing: body, firstLine: 5)  // body starts on file line 5
/// document.codeBlocks[0].openingFenceLine  // a file line, front matter included
/// ```
package struct MarkdownDocument: Sendable, Equatable {
  /// The tree; node ranges count lines from the file's first byte. An empty document once
  /// `withoutTree()` dropped it.
  package private(set) var root: MarkdownNode
  /// False once `withoutTree()` dropped the tree; everything else stays.
  package private(set) var keepsTree = true
  /// The file line the text's first line is on (1 when there is no front matter).
  package let firstLine: Int
  /// Fenced code blocks in source order; `codeBlocks[i].index == i`.
  package let codeBlocks: [FencedCodeBlock]
  /// Headings in source order.
  package let headings: [MarkdownHeading]
  /// The headings' own subtrees, as children of one document, in source order: what anchor
  /// ids are computed from (`MarkdownNode.headingsOnly`), kept without the tree.
  package let headingTree: MarkdownNode
  /// Links and images in source order, kept without the tree.
  package let links: [MarkdownLink]
  /// True when nesting deeper than `CmarkBridge.depthLimit` was folded into plain text.
  package var foldedDeepNesting: Bool { limitHits.contains { $0.kind == .tooDeep } }
  /// Where the text went past a limit of `Limits` (nesting, table width), in source order;
  /// the content loader reports each as a diagnostic.
  package let limitHits: [MarkdownLimitHit]

  /// Parses `markdown`, whose first line is line `firstLine` of its file. `fileLines` are the
  /// file's lines when the caller has them already (a lesson splits its file once); without
  /// them the markdown is split here.
  ///
  /// Without `keepingTree` the document is what `withoutTree()` would leave, and cheaper to
  /// make: only the nodes its facts come from are converted (`CmarkBridge.parse(factsOnly:)`).
  package init(
    parsing markdown: String, firstLine: Int = 1, fileLines: TextLines? = nil,
    keepingTree: Bool = true
  ) {
    self.firstLine = firstLine
    let (bounded, wide) = MarkdownInputBounds.bounded(markdown, firstLine: firstLine)
    let (root, folded) = CmarkBridge.parse(
      bounded, firstLine: firstLine, factsOnly: !keepingTree)
    self.root = keepingTree ? root : MarkdownNode(.document)
    keepsTree = keepingTree
    limitHits =
      (folded.map {
        [MarkdownLimitHit(kind: .tooDeep, line: $0.startLine, byteColumn: $0.startColumn)]
      } ?? []) + wide
    // Questions about fence lines are asked in file lines.
    let lines = fileLines ?? TextLines(markdown)
    let shift = fileLines == nil ? firstLine - 1 : 0
    var blocks: [FencedCodeBlock] = []
    var headings: [MarkdownHeading] = []
    var headingTree = MarkdownNode(.document, range: root.range)
    var links: [MarkdownLink] = []
    root.walk { node in
      switch node.kind {
      case .link(let destination, _):
        links.append(
          MarkdownLink(
            destination: destination, isImage: false, line: node.range.startLine,
            byteColumn: node.range.startColumn))
      case .image(let source, _):
        links.append(
          MarkdownLink(
            destination: source, isImage: true, line: node.range.startLine,
            byteColumn: node.range.startColumn))
      case .codeBlock(let block):
        guard let fence = block.fence else { return }
        let start = node.range.startLine
        let end = node.range.endLine
        let closed = fence.ending == .closed
        blocks.append(
          FencedCodeBlock(
            index: blocks.count, info: Self.trimmed(block.info), literal: block.literal,
            openingFenceLine: start, closingFenceLine: closed ? end : nil, lastLine: end,
            fenceIndentation: lines.charactersBeforeFence(
              start - shift, character: fence.character),
            fenceCharacter: fence.character, fenceLength: fence.length))
      case .heading(let level, _):
        headings.append(
          MarkdownHeading(level: level, text: node.plainText, line: node.range.startLine))
        headingTree.children.append(node)
      default:
        break
      }
    }
    codeBlocks = blocks
    self.headings = headings
    self.headingTree = headingTree
    self.links = links
  }

  /// A document as `withoutTree()` leaves it, from facts known otherwise (a lesson made from
  /// its recorded facts has an empty one).
  package init(
    withoutTreeFirstLine firstLine: Int, codeBlocks: [FencedCodeBlock],
    headings: [MarkdownHeading], headingTree: MarkdownNode, links: [MarkdownLink],
    limitHits: [MarkdownLimitHit]
  ) {
    root = MarkdownNode(.document)
    keepsTree = false
    self.firstLine = firstLine
    self.codeBlocks = codeBlocks
    self.headings = headings
    self.headingTree = headingTree
    self.links = links
    self.limitHits = limitHits
  }

  /// The document without its tree, keeping the code blocks, headings and limit hits read
  /// off it. A lesson's tree is some twenty times the size of its text: a site of thousands
  /// of lessons would hold every one from loading until its page is rendered.
  package func withoutTree() -> MarkdownDocument {
    var copy = self
    copy.root = MarkdownNode(.document)
    copy.keepsTree = false
    return copy
  }

  private static func trimmed(_ text: String) -> String {
    text.trimmingWhitespace()
  }
}
