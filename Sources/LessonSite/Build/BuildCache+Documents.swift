/// The build cache's form of a parsed document (`BuildCache.documents`): what loading read
/// off the Markdown tree (code blocks, headings and their subtrees, links, limit hits), so an
/// unchanged lesson is not parsed again. Fields in the order `CacheWriter` wrote them.
extension BuildCache {
  static func write(_ document: MarkdownDocument, _ writer: inout CacheWriter) {
    writer.int(document.firstLine)
    writer.list(document.codeBlocks) { writer, block in
      writer.int(block.index)
      writer.string(block.info)
      writer.string(block.literal)
      writer.int(block.openingFenceLine)
      writer.optional(block.closingFenceLine) { $0.int($1) }
      writer.int(block.lastLine)
      writer.int(block.fenceIndentation)
      writer.string(String(block.fenceCharacter))
      writer.int(block.fenceLength)
    }
    writer.list(document.headings) { writer, heading in
      writer.int(heading.level)
      writer.string(heading.text)
      writer.int(heading.line)
    }
    write(document.headingTree, &writer)
    writer.list(document.links) { writer, link in
      writer.string(link.destination)
      writer.bool(link.isImage)
      writer.int(link.line)
      writer.int(link.byteColumn)
    }
    writer.list(document.limitHits) { writer, hit in
      let code =
        switch hit.kind {
        case .tooDeep: 0
        case .tableTooWide: 1
        case .tableTooLarge: 2
        }
      writer.int(code)
      writer.int(hit.line)
      writer.int(hit.byteColumn)
    }
  }

  static func document(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> MarkdownDocument
  {
    let firstLine = try reader.int()
    let codeBlocks = try reader.list { (reader) throws(CacheReader.Truncated) in
      FencedCodeBlock(
        index: try reader.int(), info: try reader.string(), literal: try reader.string(),
        openingFenceLine: try reader.int(),
        closingFenceLine: try reader.optional { (reader) throws(CacheReader.Truncated) in
          try reader.int()
        },
        lastLine: try reader.int(), fenceIndentation: try reader.int(),
        fenceCharacter: try character(&reader), fenceLength: try reader.int())
    }
    let headings = try reader.list { (reader) throws(CacheReader.Truncated) in
      MarkdownHeading(level: try reader.int(), text: try reader.string(), line: try reader.int())
    }
    let headingTree = try node(&reader, depth: 0)
    let links = try reader.list { (reader) throws(CacheReader.Truncated) in
      MarkdownLink(
        destination: try reader.string(), isImage: try reader.bool(), line: try reader.int(),
        byteColumn: try reader.int())
    }
    let limitHits = try reader.list { (reader) throws(CacheReader.Truncated) in
      let kind: MarkdownLimitHit.Kind =
        switch try reader.int() {
        case 0: .tooDeep
        case 1: .tableTooWide
        case 2: .tableTooLarge
        default: throw CacheReader.Truncated()
        }
      return MarkdownLimitHit(kind: kind, line: try reader.int(), byteColumn: try reader.int())
    }
    return MarkdownDocument(
      withoutTreeFirstLine: firstLine, codeBlocks: codeBlocks, headings: headings,
      headingTree: headingTree, links: links, limitHits: limitHits)
  }

  /// One character, written as a string; anything else rejects the file.
  private static func character(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> Character
  {
    let text = try reader.string()
    guard text.count == 1, let character = text.first else { throw CacheReader.Truncated() }
    return character
  }

  /// A node and its subtree, pre-order: kind (a tag, then what the case carries), range,
  /// children.
  private static func write(_ node: MarkdownNode, _ writer: inout CacheWriter) {
    switch node.kind {
    case .document: writer.int(0)
    case .blockQuote: writer.int(1)
    case .list(let ordered, let start, let tight):
      writer.int(2)
      writer.bool(ordered)
      writer.int(start)
      writer.bool(tight)
    case .item(let task):
      writer.int(3)
      writer.optional(task) { $0.bool($1) }
    case .paragraph: writer.int(4)
    case .heading(let level, let id):
      writer.int(5)
      writer.int(level)
      writer.optional(id) { $0.string($1) }
    case .codeBlock(let block):
      writer.int(6)
      writer.string(block.info)
      writer.string(block.literal)
      writer.optional(block.fence) { writer, fence in
        writer.string(String(fence.character))
        writer.int(fence.length)
      }
    case .htmlBlock(let html):
      writer.int(7)
      writer.string(html)
    case .thematicBreak: writer.int(8)
    case .table(let alignments):
      writer.int(9)
      writer.list(alignments) { $0.string($1.rawValue) }
    case .tableRow(let header):
      writer.int(10)
      writer.bool(header)
    case .tableCell: writer.int(11)
    case .trustedHTML(let html):
      writer.int(12)
      writer.string(html)
    case .text(let text):
      writer.int(13)
      writer.string(text)
    case .code(let code):
      writer.int(14)
      writer.string(code)
    case .softBreak: writer.int(15)
    case .lineBreak: writer.int(16)
    case .htmlInline(let html):
      writer.int(17)
      writer.string(html)
    case .emphasis: writer.int(18)
    case .strong: writer.int(19)
    case .strikethrough: writer.int(20)
    case .link(let destination, let title):
      writer.int(21)
      writer.string(destination)
      writer.string(title)
    case .image(let source, let title):
      writer.int(22)
      writer.string(source)
      writer.string(title)
    case .externalLink(let url):
      writer.int(23)
      writer.string(url)
    case .externalImage(let url):
      writer.int(24)
      writer.string(url)
    }
    writer.int(node.range.startLine)
    writer.int(node.range.startColumn)
    writer.int(node.range.endLine)
    writer.int(node.range.endColumn)
    writer.list(node.children) { write($1, &$0) }
  }

  /// Deeper than the Markdown bridge ever nests (`SiteLimits.markdownNesting` and a heading's
  /// inlines): a deeper tree is not ours.
  private static let nodeDepthLimit = 1_000

  private static func node(_ reader: inout CacheReader, depth: Int) throws(CacheReader.Truncated)
    -> MarkdownNode
  {
    guard depth < nodeDepthLimit else { throw CacheReader.Truncated() }
    let kind: MarkdownNode.Kind
    switch try reader.int() {
    case 0: kind = .document
    case 1: kind = .blockQuote
    case 2:
      kind = .list(ordered: try reader.bool(), start: try reader.int(), tight: try reader.bool())
    case 3:
      kind = .item(
        task: try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.bool() })
    case 4: kind = .paragraph
    case 5:
      kind = .heading(
        level: try reader.int(),
        id: try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.string() })
    case 6:
      kind = .codeBlock(
        MarkdownCodeBlock(
          info: try reader.string(), literal: try reader.string(),
          fence: try reader.optional { (reader) throws(CacheReader.Truncated) in
            MarkdownCodeBlock.Fence(character: try character(&reader), length: try reader.int())
          }))
    case 7: kind = .htmlBlock(try reader.string())
    case 8: kind = .thematicBreak
    case 9:
      kind = .table(
        alignments: try reader.list { (reader) throws(CacheReader.Truncated) in
          guard let alignment = MarkdownNode.TableAlignment(rawValue: try reader.string()) else {
            throw CacheReader.Truncated()
          }
          return alignment
        })
    case 10: kind = .tableRow(header: try reader.bool())
    case 11: kind = .tableCell
    case 12: kind = .trustedHTML(try reader.string())
    case 13: kind = .text(try reader.string())
    case 14: kind = .code(try reader.string())
    case 15: kind = .softBreak
    case 16: kind = .lineBreak
    case 17: kind = .htmlInline(try reader.string())
    case 18: kind = .emphasis
    case 19: kind = .strong
    case 20: kind = .strikethrough
    case 21: kind = .link(destination: try reader.string(), title: try reader.string())
    case 22: kind = .image(source: try reader.string(), title: try reader.string())
    case 23: kind = .externalLink(url: try reader.string())
    case 24: kind = .externalImage(url: try reader.string())
    default: throw CacheReader.Truncated()
    }
    let range = SourceRange(
      startLine: try reader.int(), startColumn: try reader.int(), endLine: try reader.int(),
      endColumn: try reader.int())
    let children = try reader.list { (reader) throws(CacheReader.Truncated) in
      try node(&reader, depth: depth + 1)
    }
    return MarkdownNode(kind, children: children, range: range)
  }
}
