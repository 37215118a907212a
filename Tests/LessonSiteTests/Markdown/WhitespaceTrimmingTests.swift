import Foundation
import Testing

@testable import LessonSite

/// `trimmingWhitespace()` must trim exactly what Foundation's `.whitespaces` does, which
/// front matter used before.
struct WhitespaceTrimmingTests {
  @Test(arguments: [
    "", " ", "\t", "  title: x  ", "\u{3000}제목\u{3000}", "\u{00A0}a\u{00A0}", "\u{2003}b\u{200B}",
    "\n x \n", "\r\n", "---", " --- ", "a b", "\u{FEFF}c", "\t\u{3000} \u{1680}d e\u{205F}",
    "é\u{0301} ", " 👩‍👩‍👧 ", "\u{2028}x\u{85}", "\u{180E}y\u{FEFF}", "\u{200A}\u{200C}z\u{202F}",
  ])
  func trimsWhatFoundationsWhitespacesTrims(_ text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    let line = Substring("x" + text + "y").dropFirst().dropLast()
    #expect(line.trimmingWhitespace() == line.trimmingCharacters(in: .whitespaces))
  }
}
