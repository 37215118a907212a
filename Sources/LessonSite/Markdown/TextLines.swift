/// The lines of a text, without their line endings, for questions cmark does not answer
/// (is this line a closing fence? how far is the fence indented?) and for turning byte
/// offsets into line and character column.
package struct TextLines: Sendable, Equatable {
  /// The whole text.
  package let text: String
  /// Line 1 is `lines[0]`.
  package let lines: [Substring]

  package init(_ text: String) {
    self.text = text
    var result: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    // "\r\n" is one Character in Swift, so each line ending is a single element here.
    while index < text.endIndex {
      let character = text[index]
      if character == "\n" || character == "\r\n" || character == "\r" {
        result.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    result.append(text[start..<text.endIndex])
    lines = result
  }

  /// Number of lines (a final line ending starts an empty last line).
  package var count: Int { lines.count }

  /// The text of 1-based line `number`, or "" outside the text.
  package subscript(number: Int) -> Substring {
    number >= 1 && number <= lines.count ? lines[number - 1] : ""
  }

  /// 1-based line and character column of the byte at `offset` (0-based UTF-8 offset).
  package func position(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
    let utf8 = text.utf8
    let clamped = min(max(0, offset), utf8.count)
    let target = utf8.index(utf8.startIndex, offsetBy: clamped)
    for (number, line) in lines.enumerated() where target <= line.endIndex {
      let position = target < line.startIndex ? line.startIndex : target
      let prefix = text[line.startIndex..<(position.samePosition(in: text) ?? line.endIndex)]
      return (number + 1, prefix.count + 1)
    }
    return (lines.count, (lines.last?.count ?? 0) + 1)
  }

  /// UTF-8 offset of the first occurrence of `needle`, if any.
  package func utf8Offset(of needle: String) -> Int? {
    guard let range = text.range(of: needle) else { return nil }
    return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
  }

  /// Characters before the first run of the fence character on `line`.
  package func charactersBeforeFence(_ line: Int, character: Character) -> Int {
    let text = self[line]
    guard let position = text.firstIndex(of: character) else { return 0 }
    return text.distance(from: text.startIndex, to: position)
  }

  /// True when `line`, after its container prefix (spaces, tabs, `>`), is only a run of at
  /// least `length` fence characters and trailing whitespace.
  package func isClosingFence(_ line: Int, character: Character, length: Int) -> Bool {
    let text = self[line].drop { $0 == " " || $0 == "\t" || $0 == ">" }
    let run = text.prefix { $0 == character }
    guard run.count >= length else { return false }
    return text.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
  }
}
