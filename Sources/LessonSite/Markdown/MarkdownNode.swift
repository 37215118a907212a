/// A node of our own Markdown tree: what cmark-gfm parsed, as plain Swift values with source
/// positions, so that every later step (heading ids, link rewriting, scenario replacement,
/// search text, HTML) is a pass over values and never a search through rendered text.
///
/// Blocks and inlines share one node type, as in cmark, so one walker serves every pass.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "# Hi *there*\n")
/// document.root.dump()
/// // document 1:1-1:12
/// //   heading level=1 1:1-1:12
/// //     text "Hi " 1:3-1:5
/// //     emphasis 1:6-1:12
/// //       text "there" 1:7-1:11
/// ```
package struct MarkdownNode: Sendable, Equatable {
  /// What the node is, with what it carries.
  package enum Kind: Sendable, Equatable {
    // Blocks.
    case document
    case blockQuote
    case list(ordered: Bool, start: Int, tight: Bool)
    /// A list item; `task` is nil for an ordinary item, else whether its box is checked.
    case item(task: Bool?)
    case paragraph
    /// `id` is nil until `HeadingAnchors` gives the heading one.
    case heading(level: Int, id: String?)
    case codeBlock(MarkdownCodeBlock)
    /// Raw HTML the author wrote: never written to a page (no `CMARK_OPT_UNSAFE`).
    case htmlBlock(String)
    case thematicBreak
    case table(alignments: [TableAlignment])
    case tableRow(header: Bool)
    case tableCell
    /// HTML our own renderers generated (a scenario's figure), written verbatim.
    case trustedHTML(String)
    // Inlines.
    case text(String)
    case code(String)
    case softBreak
    case lineBreak
    /// Raw inline HTML the author wrote: never written to a page.
    case htmlInline(String)
    case emphasis
    case strong
    case strikethrough
    case link(destination: String, title: String)
    case image(source: String, title: String)
    /// A link to the network, shown as its text and its address (`ExternalLinks`).
    case externalLink(url: String)
    /// An image from the network, shown as its alt text and its address.
    case externalImage(url: String)
  }

  /// A table column's alignment.
  package enum TableAlignment: String, Sendable, Equatable {
    case none, left, center, right
  }

  package var kind: Kind
  package var children: [MarkdownNode]
  /// Where the node is in its file (lines from the file's first byte, columns in UTF-8 bytes).
  package var range: SourceRange

  package init(_ kind: Kind, children: [MarkdownNode] = [], range: SourceRange = .unknown) {
    self.kind = kind
    self.children = children
    self.range = range
  }

  /// True for nodes that hold inline content (paragraphs, headings, table cells, inlines).
  package var isBlock: Bool {
    switch kind {
    case .document, .blockQuote, .list, .item, .paragraph, .heading, .codeBlock, .htmlBlock,
      .thematicBreak, .table, .tableRow, .tableCell, .trustedHTML:
      return true
    default:
      return false
    }
  }

  /// The text a reader sees: text and code literals, a space for each line break; raw HTML
  /// and network addresses left out.
  package var plainText: String {
    var text = ""
    appendPlainText(to: &text)
    return text
  }

  private func appendPlainText(to text: inout String) {
    switch kind {
    case .text(let literal), .code(let literal): text += literal
    case .softBreak, .lineBreak: text += " "
    case .htmlInline, .htmlBlock, .trustedHTML: return
    default: for child in children { child.appendPlainText(to: &text) }
    }
  }

  /// Calls `visit` on this node and every node below it, in document order (pre-order).
  package func walk(_ visit: (MarkdownNode) -> Void) {
    visit(self)
    // By index: `for child in children` copies every node (and retains its strings) on the
    // way down; the subscript lends it.
    for index in children.indices { children[index].walk(visit) }
  }

  /// Rewrites the tree in place, bottom-up: `transform` gets each node with its children
  /// already rewritten, may change it, and returns false to remove it (the node `rewrite` is
  /// called on is kept whatever it returns). Children are changed where they are, so a tree
  /// nobody else holds is never copied, and a page's passes, run as one `transform`, walk
  /// the tree once, where passes that each rebuilt the tree node by node, every node in an
  /// array of its own, would copy every page's tree once per pass.
  @discardableResult
  package mutating func rewrite(_ transform: (inout MarkdownNode) -> Bool) -> Bool {
    if !children.isEmpty {
      var kept = 0
      for index in children.indices where children[index].rewrite(transform) {
        if kept != index { children.swapAt(kept, index) }
        kept += 1
      }
      if kept < children.count { children.removeSubrange(kept...) }
    }
    return transform(&self)
  }

  /// A deterministic text dump, one node a line, indented by depth: tests compare dumps.
  package func dump() -> String {
    var out = ""
    dump(into: &out, depth: 0)
    return out
  }

  private func dump(into out: inout String, depth: Int) {
    out += String(repeating: "  ", count: depth) + summary
    if range != .unknown { out += " \(range)" }
    out += "\n"
    for child in children { child.dump(into: &out, depth: depth + 1) }
  }

  private var summary: String {
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        + "\""
    }
    switch kind {
    case .document: return "document"
    case .blockQuote: return "blockQuote"
    case .list(let ordered, let start, let tight):
      return "list " + (ordered ? "ordered start=\(start)" : "bullet") + (tight ? " tight" : "")
    case .item(let task): return "item" + (task.map { $0 ? " [x]" : " [ ]" } ?? "")
    case .paragraph: return "paragraph"
    case .heading(let level, let id):
      return "heading level=\(level)" + (id.map { " id=\($0)" } ?? "")
    case .codeBlock(let block):
      return "codeBlock" + (block.fence == nil ? " indented" : " fenced") + " info="
        + quoted(block.info) + " " + quoted(block.literal)
    case .htmlBlock(let html): return "htmlBlock " + quoted(html)
    case .thematicBreak: return "thematicBreak"
    case .table(let alignments): return "table " + alignments.map(\.rawValue).joined(separator: ",")
    case .tableRow(let header): return header ? "tableRow header" : "tableRow"
    case .tableCell: return "tableCell"
    case .trustedHTML(let html): return "trustedHTML " + quoted(html)
    case .text(let text): return "text " + quoted(text)
    case .code(let text): return "code " + quoted(text)
    case .softBreak: return "softBreak"
    case .lineBreak: return "lineBreak"
    case .htmlInline(let html): return "htmlInline " + quoted(html)
    case .emphasis: return "emphasis"
    case .strong: return "strong"
    case .strikethrough: return "strikethrough"
    case .link(let destination, let title):
      return "link " + quoted(destination) + (title.isEmpty ? "" : " title=" + quoted(title))
    case .image(let source, let title):
      return "image " + quoted(source) + (title.isEmpty ? "" : " title=" + quoted(title))
    case .externalLink(let url): return "externalLink " + quoted(url)
    case .externalImage(let url): return "externalImage " + quoted(url)
    }
  }
}

/// A code block as cmark read it.
package struct MarkdownCodeBlock: Sendable, Equatable {
  /// The opening fence of a fenced block.
  package struct Fence: Sendable, Equatable {
    /// `` ` `` or `~`.
    package var character: Character
    /// How many of them opened the block.
    package var length: Int
    /// The opening fence's indentation, as cmark counts it: code lines lose up to this many
    /// columns of leading whitespace.
    package var offset: Int = 0
    /// How the block ended, from cmark's own block boundaries (`CmarkBridge`).
    package var ending: Ending = .closed
  }

  /// How a fenced block ended.
  package enum Ending: Sendable, Equatable {
    /// By a closing fence inside the block's own container.
    case closed
    /// At the end of its container (or of the document) without a closing fence.
    case unclosed
    /// On a line outside its container: a quoted or listed block whose next line lacks the
    /// `>` or the item's indentation (cmark reports that line as the block's last).
    case outsideContainer
  }

  /// Everything after the opening fence, as cmark gives it (entities and escapes decoded).
  package var info: String
  /// The code, each line ending in `\n`.
  package var literal: String
  /// Nil for an indented code block.
  package var fence: Fence?
}

/// A span of a file: 1-based lines counted from the file's first byte, 1-based columns in
/// UTF-8 bytes (as cmark counts them; diagnostics convert to characters once, when shown).
package struct SourceRange: Sendable, Equatable, Hashable, CustomStringConvertible {
  package var startLine: Int
  package var startColumn: Int
  package var endLine: Int
  package var endColumn: Int

  package init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
    self.startLine = startLine
    self.startColumn = startColumn
    self.endLine = endLine
    self.endColumn = endColumn
  }

  /// For nodes a pass made, which come from no source.
  package static let unknown = SourceRange(startLine: 0, startColumn: 0, endLine: 0, endColumn: 0)

  package var description: String { "\(startLine):\(startColumn)-\(endLine):\(endColumn)" }
}
