import LessonTestSupport
import Testing

@testable import LessonSite

/// `TextLines` keeps two offsets a line and cuts lines out of the text when asked; the lines
/// are cmark's: `\n`, `\r\n` and a lone `\r` each end one.
struct TextLinesTests {
  @Test func linesEndAtEveryKindOfLineEnding() {
    let lines = TextLines("a\r\nbé\rc\n\n视图")
    #expect(lines.count == 5)
    #expect(lines.lines == ["a", "bé", "c", "", "视图"])
    #expect(lines[0] == "" && lines[6] == "")
    #expect(TextLines("").lines == [""])
    #expect(TextLines("x\n").lines == ["x", ""])
  }

  @Test func offsetsBecomeLineAndCharacterColumn() {
    let lines = TextLines("ab\r\n视图x\n")
    #expect(lines.position(ofUTF8Offset: 0) == (1, 1))
    #expect(lines.position(ofUTF8Offset: 4) == (2, 1))
    // After 视 (three bytes): the second character.
    #expect(lines.position(ofUTF8Offset: 7) == (2, 2))
    #expect(lines.position(ofUTF8Offset: 10) == (2, 3))
    #expect(lines.position(ofUTF8Offset: 99) == (3, 1))
  }

  /// The split reads eight bytes at a time; a line ending anywhere in or across those eight
  /// (a `\r\n` split between two words included) ends its line as a byte-by-byte split says.
  @Test func lineEndingsAtEveryOffsetOfAWord() {
    let alphabet: [UInt8] = Array("ab\n\r视\u{85}\u{2028}".utf8) + [0x0A ^ 0x80, 0x8D, 0x0B]
    var random = SeededGenerator(seed: 7)
    for length in 0..<40 {
      for _ in 0..<25 {
        let bytes = (0..<length).map { _ in random.pick(alphabet) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(TextLines(text).lines == Self.bytewiseLines(text), "\(bytes)")
      }
    }
  }

  /// Lines split one byte at a time, as cmark does.
  static func bytewiseLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index < utf8.endIndex {
      let byte = utf8[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index = utf8.index(after: index)
        continue
      }
      lines.append(text[start..<index])
      index = utf8.index(after: index)
      if byte == UInt8(ascii: "\r"), index < utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
        index = utf8.index(after: index)
      }
      start = index
    }
    lines.append(text[start...])
    return lines
  }

  /// The mask's lowest set bit is the first `\n` or `\r` of the eight bytes, wherever the
  /// second one is.
  @Test func eightByteMaskFindsTheFirstLineEnding() {
    let others: [UInt8] = [0x00, 0x01, 0x09, 0x0B, 0x0C, 0x0E, 0x61, 0x8A, 0x8D, 0xFF]
    for first in 0..<9 {
      for second in first..<9 {
        for ending in [UInt8(0x0A), 0x0D] {
          for other in others {
            var bytes = [UInt8](repeating: other, count: 8)
            if first < 8 { bytes[first] = ending }
            if second < 8 { bytes[second] = 0x0A }
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.1) << (8 * $1.0) }
            let mask = TextLines.lineEndingMask(word)
            let expected = bytes.firstIndex { $0 == 0x0A || $0 == 0x0D }
            #expect(
              (mask == 0 ? nil : mask.trailingZeroBitCount >> 3) == expected, "\(bytes)")
          }
        }
      }
    }
  }
}
