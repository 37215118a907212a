internal import CCmarkGFM
import Foundation

/// The only code that touches cmark-gfm. Every function creates, uses and frees its cmark
/// objects before returning, so no pointer outlives the call (CMARK.md, "Ownership").
enum CmarkBridge {
  /// The GFM extensions every document is parsed with; `tagfilter` also filters rendering.
  static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

  /// Parse and render options. Never `CMARK_OPT_UNSAFE`: author raw HTML stays omitted.
  static let options: Int32 = CMARK_OPT_DEFAULT

  /// Registration is process-global and not thread-safe; a static let runs it exactly once.
  private static let registered: Void = { cmark_gfm_core_extensions_ensure_registered() }()

  /// Fenced code blocks and headings of `markdown`, with lines shifted so that the
  /// markdown's first line is `firstLine`.
  static func scan(_ markdown: String, firstLine: Int) -> ([FencedCodeBlock], [MarkdownHeading]) {
    let lines = TextLines(markdown)
    return withDocument(markdown) { document, _ in
      var blocks: [FencedCodeBlock] = []
      var headings: [MarkdownHeading] = []
      let iterator = cmark_iter_new(document)
      defer { cmark_iter_free(iterator) }
      while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
        guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
          let node = cmark_iter_get_node(iterator)
        else { continue }
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_CODE_BLOCK, let block = fencedBlock(node, lines, blocks.count) {
          blocks.append(block)
        } else if type == CMARK_NODE_HEADING {
          headings.append(
            MarkdownHeading(
              level: Int(cmark_node_get_heading_level(node)), text: plainText(node),
              line: Int(cmark_node_get_start_line(node))))
        }
      }
      let shift = firstLine - 1
      for index in blocks.indices {
        blocks[index].openingFenceLine += shift
        blocks[index].closingFenceLine = blocks[index].closingFenceLine.map { $0 + shift }
        blocks[index].lastLine += shift
      }
      for index in headings.indices { headings[index].line += shift }
      return (blocks, headings)
    }
  }

  /// HTML for `markdown`, with the fenced code blocks whose index is a key replaced by the
  /// value, written verbatim (a custom block: trusted, not filtered).
  static func renderHTML(_ markdown: String, replacing replacements: [Int: String]) -> String {
    withDocument(markdown) { document, extensions in
      var targets: [(OpaquePointer, String)] = []
      var joins: [OpaquePointer] = []
      var fencedIndex = 0
      let iterator = cmark_iter_new(document)
      while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
        guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
          let node = cmark_iter_get_node(iterator)
        else { continue }
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_SOFTBREAK, joinsChineseOrJapanese(node) { joins.append(node) }
        guard type == CMARK_NODE_CODE_BLOCK, isFenced(node) else { continue }
        if let html = replacements[fencedIndex] { targets.append((node, html)) }
        fencedIndex += 1
      }
      cmark_iter_free(iterator)
      // cmark allows changing the tree only outside iteration.
      for node in joins {
        cmark_node_unlink(node)
        cmark_node_free(node)
      }
      for (node, html) in targets {
        let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
        cmark_node_set_on_enter(custom, html.hasSuffix("\n") ? html : html + "\n")
        cmark_node_set_on_exit(custom, "")
        if cmark_node_replace(node, custom) == 1 {
          cmark_node_free(node)
        } else {
          cmark_node_free(custom)
        }
      }
      guard let rendered = cmark_render_html(document, options, extensions) else { return "" }
      defer { free(rendered) }
      return String(cString: rendered)
    }
  }

  /// A line break inside a Chinese or Japanese paragraph is no space (these scripts do not
  /// separate words), but browsers render it as one: true when the soft break sits between
  /// two such characters, so it can be dropped. Korean separates words with spaces, so its
  /// line breaks stay.
  private static func joinsChineseOrJapanese(_ node: OpaquePointer) -> Bool {
    guard let before = cmark_node_previous(node), let after = cmark_node_next(node),
      cmark_node_get_type(before) == CMARK_NODE_TEXT, cmark_node_get_type(after) == CMARK_NODE_TEXT,
      let last = cmark_node_get_literal(before).map({ String(cString: $0) })?.unicodeScalars.last,
      let first = cmark_node_get_literal(after).map({ String(cString: $0) })?.unicodeScalars.first
    else { return false }
    return isWordless(last) && isWordless(first)
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

  /// Parses `markdown` with the GFM extensions, hands the document and the parser's extension
  /// list to `body`, and frees both afterwards.
  private static func withDocument<T>(
    _ markdown: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T
  ) -> T {
    _ = registered
    let parser = cmark_parser_new(options)
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      // A nil extension would crash on attach; it can only be nil if registration failed.
      guard let syntaxExtension = cmark_find_syntax_extension(name) else { continue }
      cmark_parser_attach_syntax_extension(parser, syntaxExtension)
    }
    var text = markdown
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        cmark_parser_feed(parser, chars.baseAddress, chars.count)
      }
    }
    let document = cmark_parser_finish(parser)!
    defer { cmark_node_free(document) }
    return body(document, cmark_parser_get_syntax_extensions(parser))
  }

  private static func isFenced(_ node: OpaquePointer) -> Bool {
    var length: Int32 = 0
    var offset: Int32 = 0
    var character: CChar = 0
    return cmark_node_get_fenced(node, &length, &offset, &character) != 0
  }

  private static func fencedBlock(_ node: OpaquePointer, _ lines: TextLines, _ index: Int)
    -> FencedCodeBlock?
  {
    var length: Int32 = 0
    var offset: Int32 = 0
    var character: CChar = 0
    guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return nil }
    let fence = Character(UnicodeScalar(UInt8(bitPattern: character)))
    let start = Int(cmark_node_get_start_line(node))
    let end = Int(cmark_node_get_end_line(node))
    let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
    let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    let closed = end > start && lines.isClosingFence(end, character: fence, length: Int(length))
    return FencedCodeBlock(
      index: index, info: info.trimmingCharacters(in: .whitespaces), literal: literal,
      openingFenceLine: start, closingFenceLine: closed ? end : nil, lastLine: end,
      fenceIndentation: lines.charactersBeforeFence(start, character: fence),
      fenceCharacter: fence, fenceLength: Int(length))
  }

  /// Concatenated text and code literals below `node`.
  private static func plainText(_ node: OpaquePointer) -> String {
    var text = ""
    var child = cmark_node_first_child(node)
    while let current = child {
      let type = cmark_node_get_type(current)
      if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
        text += cmark_node_get_literal(current).map { String(cString: $0) } ?? ""
      } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
        text += " "
      } else {
        text += plainText(current)
      }
      child = cmark_node_next(current)
    }
    return text
  }
}
