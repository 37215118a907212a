/// A file's bytes as lines that keep their own line endings, so that an edit of some lines
/// leaves every other byte (BOM, CRLF, tabs, trailing spaces) exactly as it was.
///
/// Line numbers match cmark's: `\n`, `\r\n` and a lone `\r` each end a line.
struct ByteLines {
  /// One line: its content and its terminator (empty for a last line without one).
  struct Line: Equatable {
    var content: [UInt8]
    var terminator: [UInt8]
  }

  var lines: [Line]

  init(_ bytes: [UInt8]) {
    var lines: [Line] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        lines.append(Line(content: current, terminator: [byte]))
        current = []
      } else if byte == UInt8(ascii: "\r") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
          lines.append(Line(content: current, terminator: [byte, bytes[index + 1]]))
          index += 1
        } else {
          lines.append(Line(content: current, terminator: [byte]))
        }
        current = []
      } else {
        current.append(byte)
      }
      index += 1
    }
    if !current.isEmpty { lines.append(Line(content: current, terminator: [])) }
    self.lines = lines
  }

  var bytes: [UInt8] { lines.flatMap { $0.content + $0.terminator } }

  /// 1-based access; an empty line past the end.
  subscript(number: Int) -> Line {
    number >= 1 && number <= lines.count ? lines[number - 1] : Line(content: [], terminator: [])
  }

  /// The line ending for lines inserted after `line`: its own, or else the nearest one
  /// before it, or `\n` for a file without any.
  func lineEnding(after line: Int) -> [UInt8] {
    var number = min(line, lines.count)
    while number >= 1 {
      let own = lines[number - 1].terminator
      if !own.isEmpty { return own }
      number -= 1
    }
    return Array("\n".utf8)
  }

  /// Replaces lines `first...last` (1-based, `last` may be `first - 1` to insert before
  /// `first`) with `replacement`.
  mutating func replace(_ first: Int, through last: Int, with replacement: [Line]) {
    let lower = max(0, min(lines.count, first - 1))
    let upper = max(lower, min(lines.count, last))
    lines.replaceSubrange(lower..<upper, with: replacement)
  }
}
