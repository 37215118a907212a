/// One piece of scenario source for the site's highlighter: a token as the parsers see it,
/// or the trivia they skip (whitespace, comments), or text the lexer rejects. Concatenating
/// the pieces' texts gives the source back, character for character.
package struct LexedPiece: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    case identifier(String)
    case number
    /// `"…"` or `@"…"`, interpolations included; an unterminated one runs to the line's end.
    case string
    case punctuation(String)
    /// `@interface`, `@property`, `@selector`, `@objc` …: the word after `@`.
    case atKeyword(String)
    /// `#import` (with the rest of its line when `directivesTakeTheLine`), `#selector`.
    case directive(String)
    case comment
    /// Spaces, tabs and line breaks.
    case whitespace
    /// A character the lexer rejects (`§`, a stray backtick), or what it read before
    /// rejecting the rest (`12abc`).
    case unlexable
  }

  package var kind: Kind
  package var text: String
}

extension Lexer {
  /// The pieces of `source`, with the same token boundaries the parsers get, plus its
  /// trivia; never fails. `directivesTakeTheLine` as for parsing (Objective-C's `#import …`
  /// is one piece); false makes a directive its name alone (Swift's `#selector`, `#if`).
  package static func pieces(_ source: String, directivesTakeTheLine: Bool = true)
    -> [LexedPiece]
  {
    var lexer = Lexer(source)
    lexer.directivesTakeTheLine = directivesTakeTheLine
    var pieces: [LexedPiece] = []
    func text(from start: Int) -> String { lexer.input.text(start..<lexer.index) }
    while lexer.index < lexer.input.count {
      let start = lexer.index
      if let trivia = lexer.readTrivia() {
        pieces.append(LexedPiece(kind: trivia, text: text(from: start)))
        continue
      }
      let kind: LexedPiece.Kind
      do {
        switch try lexer.next().kind {
        case .identifier(let name): kind = .identifier(name)
        case .number: kind = .number
        case .string: kind = .string
        case .punctuation(let symbol): kind = .punctuation(symbol)
        case .atKeyword(let word): kind = .atKeyword(word)
        case .directive(let name, _): kind = .directive(name)
        case .endOfInput:
          // Only trivia was left, which `readTrivia` reads first; kept whole all the same.
          if lexer.index > start {
            pieces.append(LexedPiece(kind: .whitespace, text: text(from: start)))
          }
          return pieces
        }
      } catch {
        // What was read before the error is kept as one piece (an unterminated string up
        // to its line's end); otherwise the one character skipped.
        let opening = lexer.input.codes[start]
        let opensString = opening == UInt8(ascii: "\"") || opening == UInt8(ascii: "@")
        if lexer.index == start { lexer.advance() }
        kind = opensString && lexer.index - start > 1 ? .string : .unlexable
      }
      pieces.append(LexedPiece(kind: kind, text: text(from: start)))
    }
    return pieces
  }

  /// Reads one run of whitespace or one comment; nil (reading nothing) before a token.
  private mutating func readTrivia() -> LexedPiece.Kind? {
    guard index < input.count else { return nil }
    if input.isSpace(index) {
      while input.isSpace(index) { advance() }
      return .whitespace
    }
    if sees("/"), sees("/", 1) {
      while index < input.count, !input.isLineBreak(index) { advance() }
      return .comment
    }
    if sees("/"), sees("*", 1) {
      // An unterminated comment runs to the end of the source.
      do {
        try skipBlockComment()
      } catch {
        while index < input.count { advance() }
      }
      return .comment
    }
    return nil
  }
}
