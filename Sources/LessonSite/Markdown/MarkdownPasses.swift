/// Rewrites of a Markdown tree that every page needs, each one pass over the nodes.
package enum MarkdownPasses {
  /// Replaces each fenced code block whose index (0-based, source order, as in
  /// `MarkdownDocument.codeBlocks`) is a key with the value as trusted HTML (an empty value
  /// removes the block), one node at a time, for a rewrite that runs several passes at once
  /// (`MarkdownNode.rewrite`, `LessonBody`): bottom-up visits code blocks in source order, as
  /// they have no children.
  package struct CodeBlockReplacer {
    let replacements: [Int: String]
    private var fencedIndex = 0

    package init(_ replacements: [Int: String]) {
      self.replacements = replacements
    }

    /// Replaces `node` when it is a replaced code block; false when it is to be removed.
    package mutating func apply(_ node: inout MarkdownNode) -> Bool {
      guard case .codeBlock(let block) = node.kind, block.fence != nil else { return true }
      defer { fencedIndex += 1 }
      guard let html = replacements[fencedIndex] else { return true }
      if html.isEmpty { return false }
      node = MarkdownNode(.trustedHTML(html), range: node.range)
      return true
    }
  }

  /// A line break inside a Chinese or Japanese paragraph is no space (these scripts do not
  /// separate words), but browsers render it as one: soft breaks between two such characters
  /// are dropped. Korean separates words with spaces, so its line breaks stay.
  package static func joiningWordlessLineBreaks(_ root: MarkdownNode) -> MarkdownNode {
    var tree = root
    tree.rewrite {
      joinWordlessLineBreaks(in: &$0)
      return true
    }
    return tree
  }

  /// `joiningWordlessLineBreaks` for `node`'s own children.
  package static func joinWordlessLineBreaks(in node: inout MarkdownNode) {
    guard node.children.contains(where: { $0.kind == .softBreak }) else { return }
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
    node.children = kept
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
