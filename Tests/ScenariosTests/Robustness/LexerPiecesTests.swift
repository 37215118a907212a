import LessonTestSupport
import Testing

@testable import Scenarios

/// The highlighter's view of the lexer (`Lexer.pieces`): the pieces give the source back
/// exactly, whatever it is, and where the source lexes they are the parsers' own tokens in the
/// same order, with trivia between.
@Suite struct LexerPiecesTests {
  /// The tokens of `pieces` as the parsers see them (trivia dropped), for comparison.
  private func words(_ pieces: [LexedPiece]) -> [String] {
    pieces.compactMap { piece in
      switch piece.kind {
      case .whitespace, .comment: return nil
      case .identifier(let name): return "id:" + name
      case .punctuation(let symbol): return "p:" + symbol
      case .atKeyword(let word): return "@" + word
      case .directive(let name): return "#" + name
      case .number: return "number"
      case .string: return "string"
      case .unlexable: return "?"
      }
    }
  }

  private func words(_ tokens: [Token]) -> [String] {
    tokens.compactMap { token in
      switch token.kind {
      case .identifier(let name): return "id:" + name
      case .punctuation(let symbol): return "p:" + symbol
      case .atKeyword(let word): return "@" + word
      case .directive(let name, _): return "#" + name
      case .number: return "number"
      case .string: return "string"
      case .endOfInput: return nil
      }
    }
  }

  @Test func piecesKeepTriviaAndSplitLikeTheParsers() {
    let source =
      "let s = \"a\\(b)\" // note\n/* x /* y */ */[self go:1];\n#import <UIKit/UIKit.h>\n"
    let pieces = Lexer.pieces(source)
    #expect(pieces.map(\.text).joined() == source)
    #expect(pieces.filter { $0.kind == .comment }.map(\.text) == ["// note", "/* x /* y */ */"])
    #expect(pieces.last?.kind == .whitespace)
    #expect(
      pieces.contains { $0.kind == .directive("import") && $0.text == "#import <UIKit/UIKit.h>" })
    #expect(Lexer.pieces("#selector(go)", directivesTakeTheLine: false).first?.text == "#selector")
    #expect(Lexer.pieces("#if DEBUG", directivesTakeTheLine: false).first?.text == "#if")
  }

  @Test func nonASCIIPiecesKeepTheirCharacters() {
    let source = "let 子 = \"é\" // ü\r\n/* 주석 */\u{A0}x§"
    let pieces = Lexer.pieces(source)
    #expect(pieces.map(\.text).joined() == source)
    #expect(
      pieces.map(\.text) == [
        "let", " ", "子", " ", "=", " ", "\"é\"", " ", "// ü", "\r\n", "/* 주석 */", "\u{A0}", "x",
        "§",
      ])
    #expect(pieces.last?.kind == .unlexable)
  }

  @Test func brokenSourceStillComesBackWhole() {
    let sources = [
      "let s = \"abc\nnext()", "let § = 1", "let n = 12abc", "/* never closed\nx",
      "print(\"\\q\")", "@\"open", "`default`", "'c'", "\"\\(\"\\(1)\")\"", "\u{FEFF}x",
    ]
    for source in sources {
      #expect(Lexer.pieces(source).map(\.text).joined() == source, "\(source)")
    }
    let unterminated = Lexer.pieces("let s = \"abc\nnext()")
    #expect(unterminated.first { $0.kind == .string }?.text == "\"abc")
  }

  @Test func mutatedSourcesReassembleAndMatchTheTokens() {
    var random = SeededGenerator(seed: 7)
    let bases = MutationCorpus.swift + MutationCorpus.objc
    for _ in 0..<400 {
      var chunks = MutationCorpus.chunks(random.pick(bases))
      for _ in 0..<(1 + random.below(4)) {
        chunks.insert(random.pick(MutationCorpus.fragments), at: random.below(chunks.count + 1))
      }
      let source = String(chunks.joined().prefix(random.below(2_000) + 1))
      let pieces = Lexer.pieces(source)
      #expect(pieces.map(\.text).joined() == source)
      if let tokens = try? Lexer.tokenize(source) {
        #expect(words(pieces) == words(tokens), "\(source)")
      }
    }
  }
}
