/// Splits scenario source into tokens with their locations, for either language.
///
/// The lexer never traps: any character it does not understand becomes a diagnostic at its
/// line and column (columns count `Character`s). Both languages share one token set; the
/// differences (`@"…"`, `#import`, Swift's `\(…)`) are lexed whichever language is parsed,
/// and each parser rejects what its language does not have.
package struct Lexer {
  let characters: [Character]
  /// The next character to read (`Lexer+Pieces` reads pieces by their character range).
  private(set) var index = 0
  private var line = 1
  private var column = 1
  private var sawNewline = true
  private var sawSpace = true
  private var interpolationDepth = 0
  /// False in the highlighter's mode: a `#name` directive is the name alone, not the rest of
  /// its line (Swift's `#available(…)` and `#if` are expressions to colour, not lines).
  var directivesTakeTheLine = true
  /// `"\("\("…")")"` nests the lexer itself; deeper than this is a diagnostic.
  static let interpolationLimit = ScenarioLimits.interpolationNesting

  /// Longest-first, so `..<` wins over `..` and `->` over `-`.
  private static let punctuation: [String] = [
    "===", "!==", "...", "..<", "->", "??", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=",
    "/=", "|=",
    "++", "--", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "=", "<", ">", "+", "-",
    "*", "/", "%", "!", "?", "|", "&", "^", "~", "@", "\\",
  ]

  init(_ source: String) {
    characters = Array(source)
  }

  /// All tokens, ending with `.endOfInput`; or the first lexical problem.
  static func tokenize(_ source: String) throws(ScenarioError) -> [Token] {
    var lexer = Lexer(source)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .endOfInput { return tokens }
    }
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column) }

  func peek(_ offset: Int = 0) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position] : nil
  }

  mutating func advance() {
    guard index < characters.count else { return }
    if characters[index].isLineBreak {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// The next token; `.endOfInput` at the end, forever.
  mutating func next() throws(ScenarioError) -> Token {
    try skipTrivia()
    let start = location
    let newline = sawNewline
    let space = sawSpace || newline
    sawNewline = false
    sawSpace = false
    guard let character = peek() else {
      return Token(kind: .endOfInput, location: start, followsNewline: true)
    }
    let kind: Token.Kind
    if character.isLetter || character == "_" || character == "$" {
      kind = .identifier(readWord())
    } else if character.isASCII, character.isNumber {
      kind = try readNumber(start)
    } else if character == "\"" {
      kind = .string(try readString(start), objc: false)
    } else if character == "@", peek(1) == "\"" {
      advance()
      kind = .string(try readString(start), objc: true)
    } else if character == "@", let next = peek(1), next.isLetter {
      advance()
      kind = .atKeyword(readWord())
    } else if character == "#", let next = peek(1), next.isLetter {
      advance()
      let name = readWord()
      var rest = ""
      // `#selector(…)` is an expression, not a line directive (FIDELITY-SURFACE.md E1).
      while directivesTakeTheLine, name != "selector", let current = peek(), !current.isLineBreak {
        rest.append(current)
        advance()
      }
      kind = .directive(name, rest: rest.trimmingSpaces())
    } else if let symbol = Self.punctuation.first(where: matches) {
      for _ in 0..<symbol.count { advance() }
      kind = .punctuation(symbol)
    } else {
      throw ScenarioError(.invalidCharacter(character), at: start)
    }
    return Token(kind: kind, location: start, followsNewline: newline, followsSpace: space)
  }

  private func matches(_ symbol: String) -> Bool {
    var offset = 0
    for character in symbol {
      guard peek(offset) == character else { return false }
      offset += 1
    }
    return true
  }

  private mutating func skipTrivia() throws(ScenarioError) {
    while let character = peek() {
      if character.isLineBreak {
        sawNewline = true
        advance()
      } else if character.isWhitespace || character == "\u{FEFF}" {
        sawSpace = true
        advance()
      } else if character == "/", peek(1) == "/" {
        sawSpace = true
        while let current = peek(), !current.isLineBreak { advance() }
      } else if character == "/", peek(1) == "*" {
        sawSpace = true
        try skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Block comments nest, as in Swift; Objective-C code never nests them, so this is harmless.
  mutating func skipBlockComment() throws(ScenarioError) {
    let start = location
    advance()
    advance()
    var depth = 1
    while depth > 0 {
      guard let character = peek() else { throw ScenarioError(.unterminatedComment, at: start) }
      if character == "*", peek(1) == "/" {
        depth -= 1
        advance()
      } else if character == "/", peek(1) == "*" {
        depth += 1
        advance()
      } else if character.isLineBreak {
        sawNewline = true
      }
      advance()
    }
  }

  private mutating func readWord() -> String {
    var word = ""
    while let character = peek(),
      character.isLetter || character.isNumber || character == "_" || character == "$"
    {
      word.append(character)
      advance()
    }
    return word
  }

  private mutating func readNumber(_ start: SourceLocation) throws(ScenarioError) -> Token.Kind {
    var text = ""
    if peek() == "0", let marker = peek(1), marker == "x" || marker == "X" {
      advance()
      advance()
      while let character = peek(), character.isHexDigit || character == "_" {
        if character != "_" { text.append(character) }
        advance()
      }
      guard !text.isEmpty, text.count <= 16, let value = UInt64(text, radix: 16) else {
        throw ScenarioError(.syntax("malformed hexadecimal number `0x\(text)`"), at: start)
      }
      return .number(Double(value), text: "0x" + text)
    }
    while let character = peek(), character.isASCII,
      character.isNumber || character == "_"
        || (character == "." && peek(1)?.isASCII == true && peek(1)?.isNumber == true)
        || ((character == "e" || character == "E") && !text.isEmpty && !text.contains("e"))
    {
      if character == "e" || character == "E" {
        text.append("e")
        advance()
        if let sign = peek(), sign == "-" || sign == "+" {
          text.append(sign)
          advance()
        }
        continue
      }
      if character != "_" { text.append(character) }
      advance()
    }
    // Objective-C float suffixes: 0.5f, 1.0F.
    if let suffix = peek(), suffix == "f" || suffix == "F" {
      advance()
    }
    guard let value = Double(text), value.isFinite else {
      throw ScenarioError(.syntax("malformed number `\(text)`"), at: start)
    }
    if let next = peek(), next.isLetter || next == "_" {
      throw ScenarioError(.syntax("a number cannot be followed by `\(next)`"), at: location)
    }
    return .number(value, text: text)
  }

  private mutating func readString(_ start: SourceLocation) throws(ScenarioError)
    -> [StringSegment]
  {
    advance()  // opening quote
    if peek() == "\"", peek(1) == "\"" {
      throw ScenarioError(
        .unsupported("a multi-line string `\"\"\"`", instead: "one-line strings `\"…\"`"),
        at: start)
    }
    var segments: [StringSegment] = []
    var text = ""
    while true {
      guard let character = peek(), !character.isLineBreak else {
        throw ScenarioError(.unterminatedString, at: start)
      }
      if character == "\"" {
        advance()
        break
      }
      if character == "\\" {
        let escapeStart = location
        advance()
        guard let escaped = peek(), !escaped.isLineBreak else {
          throw ScenarioError(.unterminatedString, at: start)
        }
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "\\", "\"", "'": text.append(escaped)
        case "(":
          advance()
          guard interpolationDepth < Self.interpolationLimit else {
            throw ScenarioError(.nestingTooDeep(limit: Self.interpolationLimit), at: escapeStart)
          }
          interpolationDepth += 1
          defer { interpolationDepth -= 1 }
          if !text.isEmpty { segments.append(.text(text)) }
          text = ""
          segments.append(.interpolation(try readInterpolation(escapeStart), escapeStart))
          continue
        default:
          throw ScenarioError(
            .syntax("unknown escape sequence `\\\(escaped)` in a string"), at: escapeStart)
        }
        advance()
        continue
      }
      text.append(character)
      advance()
    }
    if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
    return segments
  }

  /// Tokens of `\( … )` up to the matching `)`, which is consumed.
  private mutating func readInterpolation(_ start: SourceLocation) throws(ScenarioError)
    -> [Token]
  {
    var tokens: [Token] = []
    var depth = 0
    while true {
      let token = try next()
      switch token.kind {
      case .endOfInput:
        throw ScenarioError(.unterminatedString, at: start)
      case .punctuation("("):
        depth += 1
      case .punctuation(")"):
        if depth == 0 {
          tokens.append(Token(kind: .endOfInput, location: token.location, followsNewline: false))
          return tokens
        }
        depth -= 1
      default:
        break
      }
      if token.followsNewline && token.location.line != start.line {
        throw ScenarioError(.unterminatedString, at: start)
      }
      tokens.append(token)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
    return String(slice)
  }
}

extension Character {
  /// A line break for line numbering: `\n`, `\r\n` or a lone `\r`, the ones editors and
  /// Markdown count. Other Unicode separators (U+2028, form feed …) are plain whitespace, so
  /// scenario lines stay the file's lines.
  var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
