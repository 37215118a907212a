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
}
