internal import CCmarkGFM
import Foundation

/// The only code that touches cmark-gfm: one call parses a document and converts it into our
/// own `MarkdownNode` tree, then frees every cmark object, so no pointer outlives the call
/// (CMARK.md, "Ownership"). HTML is written from our tree (`MarkdownHTMLRenderer`), never by
/// cmark, so there is one path from Markdown to a page.
enum CmarkBridge {
  /// The GFM extensions every document is parsed with.
  static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

  /// Parse options. Never `CMARK_OPT_UNSAFE`: author raw HTML stays omitted.
  static let options: Int32 = CMARK_OPT_DEFAULT

  /// Deeper nodes are folded into their ancestor at this depth as plain text, so that every
  /// pass over the tree recurses a bounded number of times (DESIGN.md section 8). Real
  /// lessons nest a handful of levels; `>>>>…` ten thousand deep must not overflow a stack.
  /// `SiteLimits.markdownNesting`.
  static let depthLimit = SiteLimits.markdownNesting

  /// Registration is process-global and not thread-safe; a static let runs it exactly once.
  static let registered: Void = { cmark_gfm_core_extensions_ensure_registered() }()

  /// cmark-gfm is not thread-safe even with one parser per call: the inline parser's table of
  /// special characters is one process-wide array that `cmark_parser_finish` fills with the
  /// extensions' characters (`~`, and `:`, `w` for autolinks) before it parses inlines and
  /// clears after, so a parse finishing on another thread can lose strikethrough and
  /// autolinks halfway through (github/cmark-gfm#221). The build parses lessons in
  /// parallel; the lock makes every page the same on every run, and `finish` is a small
  /// part of a parse.
  static let lock = NSLock()

  /// The cmark-gfm whose feeding was checked to leave the shared table alone (Debian's
  /// `libcmark-gfm` 0.29.0.gfm.6: only `cmark_parser_finish` calls
  /// `cmark_manage_extensions_special_characters`, seen with `objdump -d`). Later releases
  /// parse a table row's inlines while feeding (`row_from_string` in the table extension),
  /// filling and clearing the table there too: with any other version, feeding holds the
  /// lock as well.
  static let versionWithUnsharedFeed = "0.29.0.gfm.6"

  /// Whether feeding must hold the lock with the cmark-gfm of `version`.
  static func feedNeedsLock(version: String) -> Bool {
    version != versionWithUnsharedFeed
  }

  private static let feedIsLocked = feedNeedsLock(version: String(cString: cmark_version_string()))

  /// The tree of `markdown`, whose first line is line `firstLine` of its file, and where the
  /// first container deeper than `depthLimit` starts (nil when none was folded).
  ///
  /// With `factsOnly`, only what loading reads off a document is converted (`MarkdownDocument`
  /// without its tree): the root keeps, in source order, each heading's subtree, each link or
  /// image outside a heading (with its own subtree) and each code block; every other node is
  /// walked over for its depth and never built. Loading drops the tree anyway, and building
  /// ours (every text node's string, every child array) was most of a parse.
  static func parse(_ markdown: String, firstLine: Int, factsOnly: Bool = false) -> (
    root: MarkdownNode, folded: SourceRange?
  ) {
    _ = registered
    // Every cmark object of the parse lives in this thread's arena, freed at once after.
    return CmarkArena.withAllocator { memory in
      let parser = cmark_parser_new_with_mem(options, memory)
      defer { cmark_parser_free(parser) }
      for name in extensionNames {
        // A nil extension would crash on attach; it can only be nil if registration failed.
        guard let syntaxExtension = cmark_find_syntax_extension(name) else { continue }
        cmark_parser_attach_syntax_extension(parser, syntaxExtension)
      }
      var text = markdown
      func feed() {
        text.withUTF8 { bytes in
          bytes.withMemoryRebound(to: CChar.self) { chars in
            cmark_parser_feed(parser, chars.baseAddress, chars.count)
          }
        }
      }
      // Feeding builds blocks only, in the parser's own memory; the shared table is filled
      // and cleared inside `finish`, where inlines are parsed: only that holds the lock (but
      // see `versionWithUnsharedFeed`).
      if feedIsLocked { lock.withLock(feed) } else { feed() }
      let document = lock.withLock { cmark_parser_finish(parser)! }
      defer { cmark_node_free(document) }
      return convert(document, shift: firstLine - 1, factsOnly: factsOnly)
    }
  }

  /// Walks cmark's tree with its own iterator (no recursion) and builds ours with a stack.
  /// `frames` has one entry per container entered and not folded (its depth); only the kept
  /// ones are on `kept` (all of them, unless `factsOnly`).
  private static func convert(_ document: OpaquePointer, shift: Int, factsOnly: Bool) -> (
    MarkdownNode, SourceRange?
  ) {
    var frames: [Bool] = []
    var kept: [MarkdownNode] = []
    var root = MarkdownNode(.document)
    var folded: SourceRange?
    // Containers entered below the depth limit, not on `frames`.
    var skipped = 0
    let iterator = cmark_iter_new(document)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let node = cmark_iter_get_node(iterator) else { continue }
      if event == CMARK_EVENT_EXIT {
        if skipped > 0 {
          skipped -= 1
          continue
        }
        guard frames.removeLast() else { continue }
        let finished = kept.removeLast()
        if kept.isEmpty {
          root = finished
        } else {
          kept[kept.count - 1].children.append(finished)
        }
        continue
      }
      // Below the root, a facts-only walk keeps what is inside a kept subtree, and headings,
      // links, images and code blocks.
      let keep =
        !factsOnly || kept.count != 1 || keepsForFacts(cmark_node_get_type(node))
      if isLeaf(node) {
        guard keep, !kept.isEmpty else { continue }
        let converted = MarkdownNode(kind(of: node), range: range(of: node, shift: shift))
        // A leaf in a folded subtree keeps its text, flattened into the deepest kept node.
        let leaf = skipped > 0 ? MarkdownNode(.text(converted.plainText)) : converted
        kept[kept.count - 1].children.append(leaf)
      } else if skipped > 0 || frames.count >= depthLimit {
        skipped += 1
        folded = folded ?? range(of: node, shift: shift)
      } else {
        frames.append(keep)
        if keep {
          kept.append(MarkdownNode(kind(of: node), range: range(of: node, shift: shift)))
        }
      }
    }
    return (root, folded)
  }

  /// Nodes a facts-only walk keeps, with their subtrees, when no kept node holds them.
  private static func keepsForFacts(_ type: cmark_node_type) -> Bool {
    switch type {
    case CMARK_NODE_HEADING, CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_CODE_BLOCK:
      return true
    default:
      return false
    }
  }

  /// Nodes the iterator reports with an enter event only.
  private static func isLeaf(_ node: OpaquePointer) -> Bool {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
      CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK, CMARK_NODE_CODE_BLOCK,
      CMARK_NODE_THEMATIC_BREAK:
      return true
    default:
      return false
    }
  }

  private static func range(of node: OpaquePointer, shift: Int) -> SourceRange {
    SourceRange(
      startLine: Int(cmark_node_get_start_line(node)) + shift,
      startColumn: Int(cmark_node_get_start_column(node)),
      endLine: Int(cmark_node_get_end_line(node)) + shift,
      endColumn: Int(cmark_node_get_end_column(node)))
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_DOCUMENT: return .document
    case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
    case CMARK_NODE_LIST:
      return .list(
        ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
        start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
    case CMARK_NODE_ITEM:
      let isTask = string(cmark_node_get_type_string(node)) == "tasklist"
      return .item(task: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
    case CMARK_NODE_PARAGRAPH: return .paragraph
    case CMARK_NODE_HEADING:
      return .heading(level: Int(cmark_node_get_heading_level(node)), id: nil)
    case CMARK_NODE_CODE_BLOCK: return .codeBlock(codeBlock(node))
    case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
    case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
    case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
    case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
    case CMARK_NODE_EMPH: return .emphasis
    case CMARK_NODE_STRONG: return .strong
    case CMARK_NODE_LINK:
      return .link(
        destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
    case CMARK_NODE_IMAGE:
      return .image(
        source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
    default:
      return extensionKind(of: node)
    }
  }

  /// The GFM extensions' node types are registered at run time; their type strings name them.
  private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
    switch string(cmark_node_get_type_string(node)) {
    case "table":
      let count = Int(cmark_gfm_extensions_get_table_columns(node))
      let raw = cmark_gfm_extensions_get_table_alignments(node)
      let alignments: [MarkdownNode.TableAlignment] = (0..<count).map { column in
        switch raw.map({ $0[column] }) ?? 0 {
        case UInt8(ascii: "l"): return .left
        case UInt8(ascii: "c"): return .center
        case UInt8(ascii: "r"): return .right
        default: return .none
        }
      }
      return .table(alignments: alignments)
    case "table_header": return .tableRow(header: true)
    case "table_row": return .tableRow(header: false)
    case "table_cell": return .tableCell
    case "strikethrough": return .strikethrough
    default:
      // An extension node we do not know: keep its text, never its markup.
      return .paragraph
    }
  }

  private static func codeBlock(_ node: OpaquePointer) -> MarkdownCodeBlock {
    var length: Int32 = 0
    var offset: Int32 = 0
    var character: CChar = 0
    let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
    let fence =
      fenced
      ? MarkdownCodeBlock.Fence(
        character: Character(UnicodeScalar(UInt8(bitPattern: character))), length: Int(length),
        offset: Int(offset), ending: ending(ofFenced: node))
      : nil
    return MarkdownCodeBlock(
      info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)),
      fence: fence)
  }

  /// How a fenced block ended, read off cmark's block boundaries rather than guessed from the
  /// text of its last line.
  ///
  /// cmark reports as a fenced block's last line the line that ended it: its closing fence,
  /// or the first line outside its container, or the document's last line. A container
  /// closed by a line that does not continue it ends on the line before, so a block that ends
  /// after its parent ended outside it. Otherwise the block was closed by a fence exactly
  /// when its code has one line fewer than the lines after the opening fence: an unclosed
  /// block's code runs to, and includes, its last line. Only the parent is asked: a line that
  /// leaves any outer container leaves the parent too.
  private static func ending(ofFenced node: OpaquePointer) -> MarkdownCodeBlock.Ending {
    let start = Int(cmark_node_get_start_line(node))
    let end = Int(cmark_node_get_end_line(node))
    if let parent = cmark_node_parent(node), Int(cmark_node_get_end_line(parent)) < end {
      return .outsideContainer
    }
    guard end > start, let literal = cmark_node_get_literal(node) else { return .unclosed }
    // Lines of the code: cmark ends each one with `\n`, `\r\n` or `\r`.
    var lines = 0
    var pointer = literal
    var previous: CChar = 0
    while pointer.pointee != 0 {
      let byte = pointer.pointee
      if byte == 0x0A, previous != 0x0D { lines += 1 } else if byte == 0x0D { lines += 1 }
      previous = byte
      pointer += 1
    }
    if previous != 0, previous != 0x0A, previous != 0x0D { lines += 1 }
    return lines == end - start - 1 ? .closed : .unclosed
  }
}
