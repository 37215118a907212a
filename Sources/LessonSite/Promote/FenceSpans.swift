/// The fenced blocks of a lesson file as promotion and fix-its may rewrite them: where each
/// block starts and ends by cmark's own block boundaries, whether it ended with a closing
/// fence inside its own container, and the container prefix (quote markers, list indents)
/// its lines carry, computed from the tree's containers the way cmark consumes them.
///
/// Nothing here guesses from how a line looks: a line is a closing fence because cmark ended
/// the block there (`MarkdownCodeBlock.Ending`), and a prefix is what the block's containers
/// consume on that line.
struct FenceSpans {
  /// A container of a fenced block, outermost first.
  enum Container: Equatable {
    case blockQuote
    /// A list item: the line its marker is on.
    case item(startLine: Int)
  }

  /// One fenced block of the file, in source order (`FencedCodeBlock.index`).
  struct Block {
    var openingLine: Int
    var endLine: Int
    var ending: MarkdownCodeBlock.Ending
    var fenceOffset: Int
    var containers: [Container]
    var info: String
    var literal: String
  }

  let blocks: [Block]
  private let lines: ByteLines

  /// Parses `bytes`, whose Markdown body starts on file line `bodyFirstLine`, as the lesson
  /// loader does.
  init(bytes: [UInt8], bodyFirstLine: Int) {
    lines = ByteLines(bytes)
    var body = lines.lines.dropFirst(bodyFirstLine - 1).flatMap { $0.content + $0.terminator }
    if bodyFirstLine == 1, body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
    let document = MarkdownDocument(
      parsing: String(decoding: body, as: UTF8.self), firstLine: bodyFirstLine)
    var blocks: [Block] = []
    var containers: [Container] = []
    func visit(_ node: MarkdownNode) {
      switch node.kind {
      case .codeBlock(let code):
        guard let fence = code.fence else { return }
        blocks.append(
          Block(
            openingLine: node.range.startLine, endLine: node.range.endLine,
            ending: fence.ending, fenceOffset: fence.offset, containers: containers,
            info: code.info, literal: code.literal))
        return
      case .blockQuote: containers.append(.blockQuote)
      case .item: containers.append(.item(startLine: node.range.startLine))
      default: break
      }
      for child in node.children { visit(child) }
      switch node.kind {
      case .blockQuote, .item: containers.removeLast()
      default: break
      }
    }
    visit(document.root)
    self.blocks = blocks
  }

  /// What `block`'s containers consume on line `line` (the block's closing fence, which is
  /// inside them): the prefix its new lines start with. Nil when the containers do not match
  /// that line.
  func containerPrefix(of block: Block, onLine line: Int) -> [UInt8]? {
    guard var cursor = Cursor(lines[line].content, line: line, spans: self),
      cursor.consume(block.containers)
    else { return nil }
    return cursor.consumedBytes
  }

  /// A position in a line, in bytes and in columns (a tab runs to the next multiple of 4, as
  /// in cmark), with the columns of a tab already consumed in part.
  struct Cursor {
    let bytes: [UInt8]
    let line: Int
    let spans: FenceSpans
    var index = 0
    var column = 0
    /// Columns of the tab at `index` already consumed.
    var partial = 0

    init?(_ bytes: [UInt8], line: Int, spans: FenceSpans) {
      self.bytes = bytes
      self.line = line
      self.spans = spans
      // A byte order mark belongs to the file, not to a container.
      if line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Everything consumed, a tab consumed in part counted as that many spaces.
    var consumedBytes: [UInt8] {
      Array(bytes[..<index]) + Array(repeating: UInt8(ascii: " "), count: partial)
    }

    private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func isBlank(_ byte: UInt8?) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Columns of whitespace from here on, without consuming them.
    private func whitespaceColumns() -> Int {
      var probe = self
      var count = 0
      while probe.isBlank(probe.byte) {
        count += probe.advanceColumn()
      }
      return count
    }

    /// Consumes one column (a space, or one column of a tab); returns 1.
    @discardableResult
    private mutating func advanceColumn() -> Int {
      guard let current = byte else { return 0 }
      if current == UInt8(ascii: "\t") {
        let width = 4 - (column - partial) % 4
        partial += 1
        column += 1
        if partial == width {
          partial = 0
          index += 1
        }
      } else {
        column += 1
        index += 1
      }
      return 1
    }

    /// Consumes `count` columns of whitespace; false if the line has fewer.
    private mutating func consumeWhitespace(_ count: Int) -> Bool {
      for _ in 0..<count {
        guard isBlank(byte) else { return false }
        advanceColumn()
      }
      return true
    }

    /// Consumes the containers, outermost first, as cmark's block parser does on a line
    /// that continues them.
    mutating func consume(_ containers: [Container]) -> Bool {
      for (depth, container) in containers.enumerated() {
        switch container {
        case .blockQuote:
          let indent = whitespaceColumns()
          guard indent <= 3, consumeWhitespace(indent), byte == UInt8(ascii: ">") else {
            return false
          }
          index += 1
          column += 1
          if isBlank(byte) { advanceColumn() }
        case .item(let startLine):
          guard let width = spans.itemWidth(containers, depth: depth, startLine: startLine) else {
            return false
          }
          if line == startLine {
            // The marker line: the marker and its padding count as columns.
            for _ in 0..<width {
              guard byte != nil else { return false }
              if isBlank(byte) {
                advanceColumn()
              } else {
                index += 1
                column += 1
              }
            }
          } else if !consumeWhitespace(width) {
            return false
          }
        }
      }
      return true
    }

    /// On an item's marker line, with its outer containers consumed: the columns of
    /// indentation, marker and padding that its other lines must be indented by.
    mutating func markerWidth() -> Int? {
      let indent = whitespaceColumns()
      guard indent <= 3, consumeWhitespace(indent), let first = byte else { return nil }
      var marker = 0
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
        marker = 1
      } else {
        while let digit = byte, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
          marker += 1
          index += 1
          column += 1
        }
        guard marker >= 1, marker <= 9, byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")")
        else { return nil }
        index -= marker
        column -= marker
        marker += 1
      }
      index += marker
      column += marker
      let spaces = whitespaceColumns()
      let restIsBlank = index + (bytes[index...].prefix { isBlank($0) }.count) >= bytes.count
      let padding = spaces >= 5 || restIsBlank ? 1 : spaces
      return indent + marker + padding
    }
  }

  /// The indentation width of the item at `depth` of `containers`, read off its marker line.
  func itemWidth(_ containers: [Container], depth: Int, startLine: Int) -> Int? {
    guard var cursor = Cursor(lines[startLine].content, line: startLine, spans: self),
      cursor.consume(Array(containers[..<depth]))
    else { return nil }
    return cursor.markerWidth()
  }
}
