/// Writes HTML from our Markdown tree: the one path from Markdown to a page.
///
/// The markup follows cmark-gfm's own HTML renderer byte for byte for every node cmark
/// makes (its escaping, its line breaks between blocks, `<!-- raw HTML omitted -->` for raw
/// HTML, dangerous URL schemes dropped), so pages read as cmark would write them; the nodes
/// our passes add (`heading` ids, `externalLink`, `trustedHTML`) have their own markup.
/// Linear in the tree: a table cell's alignment is looked up by position, not searched for.
package struct MarkdownHTMLRenderer: Sendable {
  /// How heading ids and links are written (`IDScope`): as they are on a lesson page,
  /// prefixed for a section of the print page.
  package var scope: IDScope

  package init(scope: IDScope = .page) {
    self.scope = scope
  }

  /// The HTML of `root` and everything below it.
  package func render(_ root: MarkdownNode) -> String {
    var out = HTMLOutput()
    write(root, into: &out, context: Context())
    return out.text
  }

  /// What a node needs to know about its ancestors.
  private struct Context {
    /// Paragraphs in a tight list's items are written without `<p>`.
    var tight = false
    var inHeaderRow = false
    var alignments: [MarkdownNode.TableAlignment] = []
  }

  private func write(_ node: MarkdownNode, into out: inout HTMLOutput, context: Context) {
    var inner = context
    inner.tight = false
    switch node.kind {
    case .document:
      children(node, &out, inner)
    case .blockQuote:
      out.lineBreak()
      out += "<blockquote>\n"
      children(node, &out, inner)
      out.lineBreak()
      out += "</blockquote>\n"
    case .list(let ordered, let start, let tight):
      out.lineBreak()
      out += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
      // Tightness reaches the items' own paragraphs, not deeper.
      for item in node.children {
        var itemContext = inner
        itemContext.tight = tight
        write(item, into: &out, context: itemContext)
      }
      out += ordered ? "</ol>\n" : "</ul>\n"
    case .item(let task):
      out.lineBreak()
      out += "<li>"
      if let checked = task {
        out +=
          checked
          ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
          : "<input type=\"checkbox\" disabled=\"\" /> "
      }
      var itemContext = inner
      itemContext.tight = context.tight
      for child in node.children {
        write(child, into: &out, context: itemContext)
      }
      out += "</li>\n"
    case .paragraph:
      if context.tight {
        children(node, &out, inner)
      } else {
        out.lineBreak()
        out += "<p>"
        children(node, &out, inner)
        out += "</p>\n"
      }
    case .heading(let level, let id):
      out.lineBreak()
      if let id {
        let escaped = HTML.escape(scope.id(id))
        out += "<h\(level) id=\"\(escaped)\">"
        children(node, &out, inner)
        // Hidden from assistive technology, so kept out of the tab order too.
        out += "<a class=\"anchor\" href=\"#\(escaped)\" aria-hidden=\"true\" tabindex=\"-1\">"
        out += "#</a></h\(level)>\n"
      } else {
        out += "<h\(level)>"
        children(node, &out, inner)
        out += "</h\(level)>\n"
      }
    case .codeBlock(let block):
      out.lineBreak()
      let language = block.info.prefix { !" \t\n\u{0B}\u{0C}\r".contains($0) }
      if language.isEmpty {
        out += "<pre><code>"
      } else {
        out += "<pre><code class=\"language-" + Self.escape(language) + "\">"
      }
      out += Self.escape(block.literal)
      out += "</code></pre>\n"
    case .htmlBlock:
      out.lineBreak()
      out += "<!-- raw HTML omitted -->"
      out.lineBreak()
    case .thematicBreak:
      out.lineBreak()
      out += "<hr />\n"
    case .trustedHTML(let html):
      out.lineBreak()
      out += html
      out.lineBreak()
    case .table(let alignments):
      out.lineBreak()
      out += "<table>"
      var tableContext = inner
      tableContext.alignments = alignments
      var bodyOpen = false
      for row in node.children {
        let header: Bool
        if case .tableRow(let isHeader) = row.kind { header = isHeader } else { header = false }
        out.lineBreak()
        if header {
          out += "<thead>"
          out.lineBreak()
        } else if !bodyOpen {
          out += "<tbody>"
          out.lineBreak()
          bodyOpen = true
        }
        tableContext.inHeaderRow = header
        write(row, into: &out, context: tableContext)
      }
      if bodyOpen {
        out.lineBreak()
        out += "</tbody>"
        out.lineBreak()
      }
      out.lineBreak()
      out += "</table>"
      out.lineBreak()
    case .tableRow:
      out += "<tr>"
      for (column, cell) in node.children.enumerated() {
        out.lineBreak()
        // An empty header cell (a table's corner) heads nothing: a `th` must have a name.
        let tag = context.inHeaderRow && !cell.children.isEmpty ? "th" : "td"
        out += "<" + tag
        let alignment = column < context.alignments.count ? context.alignments[column] : .none
        if alignment != .none { out += " align=\"\(alignment.rawValue)\"" }
        out += ">"
        children(cell, &out, inner)
        out += "</" + tag + ">"
      }
      out.lineBreak()
      out += "</tr>"
      if context.inHeaderRow {
        out.lineBreak()
        out += "</thead>"
      }
    case .tableCell:
      children(node, &out, inner)
    case .text(let text):
      Self.escape(text[...], into: &out.text)
    case .code(let text):
      // Breaks only at token boundaries on a narrow screen (TokenBreaks.swift).
      out += "<code>"
      TokenBreaks.breakable(text, into: &out.text) { Self.escape($0, into: &$1) }
      out += "</code>"
    case .softBreak:
      out += "\n"
    case .lineBreak:
      out += "<br />\n"
    case .htmlInline:
      out += "<!-- raw HTML omitted -->"
    case .emphasis:
      out += "<em>"
      children(node, &out, inner)
      out += "</em>"
    case .strong:
      out += "<strong>"
      children(node, &out, inner)
      out += "</strong>"
    case .strikethrough:
      out += "<del>"
      children(node, &out, inner)
      out += "</del>"
    case .link(let destination, let title):
      out += "<a href=\"" + Self.safeHref(scope.href(destination), image: false) + "\""
      if !title.isEmpty { out += " title=\"" + Self.escape(title) + "\"" }
      out += ">"
      children(node, &out, inner)
      out += "</a>"
    case .image(let source, let title):
      out += "<img src=\"" + Self.safeHref(source, image: true) + "\" alt=\""
      out += Self.escape(Self.altText(node))
      out += "\""
      if !title.isEmpty { out += " title=\"" + Self.escape(title) + "\"" }
      out += " />"
    case .externalLink(let url):
      out += "<span class=\"external-link\">"
      children(node, &out, inner)
      out += " <span class=\"url\">(" + Self.escape(url) + ")</span></span>"
    case .externalImage(let url):
      out += "<span class=\"external-image\">" + Self.escape(Self.altText(node))
      out += " <span class=\"url\">(" + Self.escape(url) + ")</span></span>"
    }
  }

  private func children(_ node: MarkdownNode, _ out: inout HTMLOutput, _ context: Context) {
    for child in node.children { write(child, into: &out, context: context) }
  }

  /// An image's alt text as cmark writes it: text, code and raw inline HTML literals, a
  /// space for each line break.
  static func altText(_ node: MarkdownNode) -> String {
    var text = ""
    node.walk { child in
      switch child.kind {
      case .text(let literal), .code(let literal), .htmlInline(let literal): text += literal
      case .softBreak, .lineBreak: text += " "
      default: break
      }
    }
    return text
  }

  /// cmark's text escaping: `&`, `<`, `>` and `"` (not `'`).
  static func escape(_ text: some StringProtocol) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    escape(Substring(text), into: &out)
    return out
  }

  /// `escape(text)` appended to `out`: `HTML.escape` without `'`.
  static func escape(_ text: Substring, into out: inout String) {
    HTML.escape(text, into: &out, apostrophes: false)
  }

  /// The URL as cmark writes it in an attribute: empty for a dangerous scheme (`javascript:`,
  /// `vbscript:`, `file:`, `data:` other than images), otherwise percent-encoded outside
  /// cmark's safe set, with `&` and `'` as entities.
  static func safeHref(_ url: String, image: Bool) -> String {
    if isDangerous(url) { return "" }
    var out: [UInt8] = []
    out.reserveCapacity(url.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in url.utf8 {
      if isHrefSafe(byte) {
        out.append(byte)
      } else if byte == UInt8(ascii: "&") {
        out += Array("&amp;".utf8)
      } else if byte == UInt8(ascii: "'") {
        out += Array("&#x27;".utf8)
      } else {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Letters, digits and `!#$%()*+,-./:;=?@_~` (houdini's `HREF_SAFE` table).
  private static func isHrefSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "!#$%()*+,-./:;=?@_~".utf8.contains(byte)
    }
  }

  /// cmark's `scan_dangerous_url`.
  private static func isDangerous(_ url: String) -> Bool {
    let lower = url.prefix(20).lowercased()
    if lower.hasPrefix("data:") {
      let images = ["image/png", "image/gif", "image/jpeg", "image/webp"]
      return !images.contains { lower.dropFirst(5).hasPrefix($0) }
    }
    return lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:")
      || lower.hasPrefix("file:")
  }
}

/// The HTML being written, with cmark's "start a new line unless at one" rule.
private struct HTMLOutput {
  var text = ""

  mutating func lineBreak() {
    if let last = text.utf8.last, last != UInt8(ascii: "\n") { text += "\n" }
  }

  static func += (output: inout HTMLOutput, string: String) {
    output.text += string
  }
}
