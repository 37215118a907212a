/// Rewrites of a Markdown tree that every page needs, each one pass over the nodes.
package enum MarkdownPasses {
  /// `root` with each fenced code block whose index (0-based, source order, as in
  /// `MarkdownDocument.codeBlocks`) is a key replaced by the value as trusted HTML; an empty
  /// value removes the block.
  package static func replacingCodeBlocks(_ root: MarkdownNode, with replacements: [Int: String])
    -> MarkdownNode
  {
    guard !replacements.isEmpty else { return root }
    var fencedIndex = 0
    // Bottom-up visits blocks in source order too: a code block has no children.
    return root.rewritten { node in
      guard case .codeBlock(let block) = node.kind, block.fence != nil else { return [node] }
      defer { fencedIndex += 1 }
      guard let html = replacements[fencedIndex] else { return [node] }
      return html.isEmpty ? [] : [MarkdownNode(.trustedHTML(html), range: node.range)]
    }.first ?? root
  }

  /// A line break inside a Chinese or Japanese paragraph is no space (these scripts do not
  /// separate words), but browsers render it as one: soft breaks between two such characters
  /// are dropped. Korean separates words with spaces, so its line breaks stay.
  package static func joiningWordlessLineBreaks(_ root: MarkdownNode) -> MarkdownNode {
    root.rewritten { node in
      guard node.children.contains(where: { $0.kind == .softBreak }) else { return [node] }
      var copy = node
      var kept: [MarkdownNode] = []
      kept.reserveCapacity(node.children.count)
      for (position, child) in node.children.enumerated() {
        if child.kind == .softBreak, position > 0, position + 1 < node.children.count,
          case .text(let before) = node.children[position - 1].kind,
          case .text(let after) = node.children[position + 1].kind,
          let last = before.unicodeScalars.last, let first = after.unicodeScalars.first,
          isWordless(last), isWordless(first)
        {
          continue
        }
        kept.append(child)
      }
      copy.children = kept
      return [copy]
    }.first ?? root
  }

  /// Han ideographs, kana, and CJK and full-width punctuation.
  private static func isWordless(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0x20000...0x2FA1F:
      return true
    default:
      return false
    }
  }
}
