/// The lines of a text, without their line endings, for questions cmark does not answer
/// (is this line a closing fence? how far is the fence indented?).
struct SourceLines: Sendable {
  /// Line 1 is `lines[0]`.
  let lines: [Substring]

  init(_ text: String) {
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

  /// The text of 1-based line `number`, or "" outside the text.
  subscript(number: Int) -> Substring {
    number >= 1 && number <= lines.count ? lines[number - 1] : ""
  }

  /// Characters before the first run of the fence character on `line`.
  func charactersBeforeFence(_ line: Int, character: Character) -> Int {
    let text = self[line]
    guard let position = text.firstIndex(of: character) else { return 0 }
    return text.distance(from: text.startIndex, to: position)
  }

  /// True when `line`, after its container prefix (spaces, tabs, `>`), is only a run of at
  /// least `length` fence characters and trailing whitespace.
  func isClosingFence(_ line: Int, character: Character, length: Int) -> Bool {
    let text = self[line].drop { $0 == " " || $0 == "\t" || $0 == ">" }
    let run = text.prefix { $0 == character }
    guard run.count >= length else { return false }
    return text.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
  }
}
