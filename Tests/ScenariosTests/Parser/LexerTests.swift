import Testing

@testable import Scenarios

@Suite struct LexerTests {
  private func kinds(_ source: String) throws -> [Token.Kind] {
    try Lexer.tokenize(source).map(\.kind)
  }

  @Test func locationsCountCharactersFromOne() throws {
    let tokens = try Lexer.tokenize("let 子 = x\n  [a b];")
    #expect(
      tokens.map(\.location) == [
        SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 5),
        SourceLocation(line: 1, column: 7), SourceLocation(line: 1, column: 9),
        SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 4),
        SourceLocation(line: 2, column: 6), SourceLocation(line: 2, column: 7),
        SourceLocation(line: 2, column: 8), SourceLocation(line: 2, column: 9),
      ])
  }

  @Test func crlfIsOneLineBreak() throws {
    let tokens = try Lexer.tokenize("a\r\nb")
    #expect(tokens[1].location == SourceLocation(line: 2, column: 1))
    #expect(tokens[1].followsNewline)
  }

  @Test func stringsOfBothLanguages() throws {
    #expect(
      try kinds("@\"hi\" \"a\\n\"") == [
        .string([.text("hi")], objc: true), .string([.text("a\n")], objc: false), .endOfInput,
      ])
  }

  @Test func interpolationKeepsItsTokens() throws {
    let tokens = try Lexer.tokenize("\"x=\\(a.b)!\"")
    guard case .string(let segments, false) = tokens[0].kind else {
      Issue.record("not a string")
      return
    }
    #expect(segments.count == 3)
    #expect(segments[0] == .text("x="))
    if case .interpolation(let inner, let at) = segments[1] {
      #expect(
        inner.map(\.kind) == [
          .identifier("a"), .punctuation("."), .identifier("b"), .endOfInput,
        ])
      #expect(at == SourceLocation(line: 1, column: 4))
    } else {
      Issue.record("no interpolation")
    }
    #expect(segments[2] == .text("!"))
  }

  @Test func commentsAreTrivia() throws {
    #expect(
      try kinds("a // b\n/* c /* nested */ d */ e") == [
        .identifier("a"), .identifier("e"), .endOfInput,
      ])
  }

  @Test func numbersAndPunctuation() throws {
    #expect(
      try kinds("0.25 1e3 0x10 0.5f ..< -> ==") == [
        .number(0.25, text: "0.25"), .number(1000, text: "1e3"), .number(16, text: "0x10"),
        .number(0.5, text: "0.5"), .punctuation("..<"), .punctuation("->"), .punctuation("=="),
        .endOfInput,
      ])
  }

  @Test func atKeywordsAndDirectives() throws {
    #expect(
      try kinds("#import <UIKit/UIKit.h>\n@implementation X @end") == [
        .directive("import", rest: "<UIKit/UIKit.h>"), .atKeyword("implementation"),
        .identifier("X"), .atKeyword("end"), .endOfInput,
      ])
  }

  // The lexer compares ASCII by its bytes (`LexerInput`); any other character goes by its
  // `Character` properties, as it always did. These pin the non-ASCII behaviour.

  @Test func nonASCIIIdentifiersStringsAndComments() throws {
    #expect(
      try kinds("café e\u{301}x x\u{663} 子 = \"한국어 👍🏽\" // 주석\n/* ü */ @\"é\"") == [
        .identifier("café"), .identifier("e\u{301}x"), .identifier("x\u{663}"),
        .identifier("子"), .punctuation("="), .string([.text("한국어 👍🏽")], objc: false),
        .string([.text("é")], objc: true), .endOfInput,
      ])
    // U+212A KELVIN SIGN is a letter of its own: kept, never read as `K`.
    let kelvin = try Lexer.tokenize("\u{212A}1")[0].identifier
    #expect(kelvin?.unicodeScalars.map(\.value) == [0x212A, 0x31])
  }

  @Test func nonASCIIPunctuationAndSpaces() throws {
    // U+037E GREEK QUESTION MARK is canonically `;`; U+00A0 and U+2028 are spaces, not line
    // breaks; U+FEFF is skipped.
    let tokens = try Lexer.tokenize("a\u{37E}\u{A0}b\u{2028}\u{FEFF}c \"👍🏽\"\r\nd")
    #expect(
      tokens.map(\.kind) == [
        .identifier("a"), .punctuation(";"), .identifier("b"), .identifier("c"),
        .string([.text("👍🏽")], objc: false), .identifier("d"), .endOfInput,
      ])
    #expect(
      tokens.map(\.location.description) == ["1:1", "1:2", "1:4", "1:7", "1:9", "2:1", "2:2"])
  }

  @Test(arguments: [
    ("0x\u{FF11}", "scenario.syntax", "malformed hexadecimal number `0x１`", 1, 1),
    (
      "1\u{301}", "scenario.invalid-character",
      "invalid character `1\u{301}` (U+0031 U+0301) in code",
      1, 1
    ),
    ("\"é\\ü\"", "scenario.syntax", "unknown escape sequence `\\ü` in a string", 1, 3),
    ("2é", "scenario.syntax", "a number cannot be followed by `é`", 1, 2),
    (
      "x \u{663}", "scenario.invalid-character", "invalid character `\u{663}` (U+0663) in code", 1,
      3
    ),
  ])
  func nonASCIIProblems(source: String, id: String, message: String, line: Int, column: Int) {
    do {
      _ = try Lexer.tokenize(source)
      Issue.record("no problem in \(source.debugDescription)")
    } catch {
      #expect(error.diagnostic.id.rawValue == id)
      #expect(error.diagnostic.message == message)
      #expect(error.diagnostic.line == line)
      #expect(error.diagnostic.column == column)
    }
  }

  @Test(arguments: [
    ("let s = \"abc", "scenario.unterminated-string", 1, 9),
    ("a\n/* open", "scenario.unterminated-comment", 2, 1),
    ("a ` b", "scenario.invalid-character", 1, 3),
    ("x = \"\\q\"", "scenario.syntax", 1, 6),
    ("print(\"\\(a\")", "scenario.unterminated-string", 1, 11),
  ])
  func lexicalProblems(source: String, id: String, line: Int, column: Int) {
    #expect(throws: ScenarioError.self) { try Lexer.tokenize(source) }
    do {
      _ = try Lexer.tokenize(source)
    } catch {
      #expect(error.diagnostic.id.rawValue == id)
      #expect(error.diagnostic.line == line)
      #expect(error.diagnostic.column == column)
    }
  }
}
