/// Splits scenario source into tokens with their locations, for either language.
///
/// The lexer never traps: any character it does not understand becomes a diagnostic at its
/// line and column (columns count `Character`s). Both languages share one token set; the
/// differences (`@"…"`, `#import`, Swift's `\(…)`) are lexed whichever language is parsed,
/// and each parser rejects what its language does not have.
///
/// It reads characters by their one-byte codes (`LexerInput`): ASCII is compared directly,
/// and only other characters ask for their Unicode properties.
package struct Lexer {
  let input: LexerInput
  /// The next character to read (`Lexer+Pieces` reads pieces by their character range).
  private(set) var index = 0
  private var line = 1
  private var column = 1
  private var sawNewline = true
  private var sawSpace = true
  var interpolationDepth = 0
  /// False in the highlighter's mode: a `#name` directive is the name alone, not the rest of
  /// its line (Swift's `#available(…)` and `#if` are expressions to colour, not lines).
  var directivesTakeTheLine = true
  /// Swift's `/* /* */ */` nests; C's does not (Objective-C scenarios set it false).
  var blockCommentsNest = true
  /// `"\("\("…")")"` nests the lexer itself; deeper than this is a diagnostic.
  static let interpolationLimit = ScenarioLimits.interpolationNesting

  /// Longest-first, so `..<` wins over `..` and `->` over `-`.
  private static let punctuation: [String] = [
    "===", "!==", "...", "..<", "<<=", ">>=", "->", "??", "==", "!=", "<=", ">=", "&&", "||", "+=",
    "-=", "*=", "/=", "|=", "%=", "&=", "^=",
    "++", "--", "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "=", "<", ">", "+", "-",
    "*", "/", "%", "!", "?", "|", "&", "^", "~", "@", "\\",
  ]

  /// `punctuation` by first ASCII code, each symbol as its codes, longest first as there.
  private static let punctuationByFirstCode: [[(symbol: String, codes: [UInt8])]] = {
    var table = [[(symbol: String, codes: [UInt8])]](repeating: [], count: 128)
    for symbol in punctuation {
      let codes = Array(symbol.utf8)
      table[Int(codes[0])].append((symbol, codes))
    }
    return table
  }()

  init(_ source: String) {
    input = LexerInput(source)
  }

  /// All tokens, ending with `.endOfInput`; or the first lexical problem.
  static func tokenize(_ source: String) throws(ScenarioError) -> [Token] {
    try tokenize(source, blockCommentsNest: true)
  }

  /// The tokens of scenario source in `language`: Swift's block comments nest, C's end at the
  /// first `*/` (C11 6.4.9: `/*` inside a comment is nothing, so `/* … //*/` is closed).
  static func tokenize(_ source: String, language: ScenarioLanguage) throws(ScenarioError)
    -> [Token]
  {
    try tokenize(source, blockCommentsNest: language == .swift)
  }

  private static func tokenize(_ source: String, blockCommentsNest: Bool) throws(ScenarioError)
    -> [Token]
  {
    var lexer = Lexer(source)
    lexer.blockCommentsNest = blockCommentsNest
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .endOfInput { return tokens }
    }
  }

  var location: SourceLocation { SourceLocation(line: line, column: column) }

  /// The code of the character `offset` ahead (`LexerInput`), or nil past the end.
  func code(_ offset: Int = 0) -> UInt8? { input.code(at: index + offset) }

  /// True when the character `offset` ahead is the ASCII character `ascii`.
  func sees(_ ascii: Unicode.Scalar, _ offset: Int = 0) -> Bool {
    code(offset) == UInt8(ascii: ascii)
  }

  /// The character `offset` ahead, or nil past the end.
  func peek(_ offset: Int = 0) -> Character? {
    index + offset < input.count ? input.character(at: index + offset) : nil
  }

  mutating func advance() {
    guard index < input.count else { return }
    if input.isLineBreak(index) {
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
    guard let character = code() else {
      return Token(kind: .endOfInput, location: start, followsNewline: true)
    }
    let kind: Token.Kind
    if input.isLetter(index) || character == UInt8(ascii: "_") || character == UInt8(ascii: "$") {
      kind = .identifier(readWord())
    } else if character == UInt8(ascii: "`"), let word = escapedIdentifier() {
      // Swift's `` `default` ``: a keyword used as a name (The Swift Programming Language,
      // "Lexical Structure": Identifiers).
      kind = .identifier(word)
    } else if LexerInput.isDigit(character) {
      kind = try readNumber(start)
    } else if character == UInt8(ascii: "\"") {
      kind = .string(try readString(start), objc: false)
    } else if character == UInt8(ascii: "'"), let literal = characterLiteral() {
      // C's character constant `'c'`, `'\n'`: an int, the character's code (C11 6.4.4.4).
      // Swift has no such literal; its parser reports one (`SwiftParser`).
      kind = literal
    } else if character == UInt8(ascii: "@"), sees("\"", 1) {
      advance()
      kind = .string(try readString(start), objc: true)
    } else if character == UInt8(ascii: "@"), input.isLetter(index + 1) {
      advance()
      kind = .atKeyword(readWord())
    } else if character == UInt8(ascii: "#"), let gap = directiveGap(atLineStart: newline) {
      // `#pragma`, and `# pragma mark` at the start of a line: C allows spaces between `#`
      // and the directive's name (C11 6.10).
      for _ in 0...gap { advance() }
      let name = readWord()
      var restStart = index
      var rest = ""
      // `#selector(…)` and `#function` are expressions, not line directives
      // (FIDELITY-SURFACE.md E1). A backslash right before the line break continues the
      // directive on the next line (`#define SHRINK(r, w) \`): translation phase 2 deletes
      // the pair before directives are read (C11 5.1.1.2).
      // In Swift (the language whose block comments nest) only the compiler-control statements
      // take their line: `#line`, `#file`, a Swift 1.2 `#name` parameter are expressions.
      let isSwiftLiteral = blockCommentsNest && !Self.swiftLineDirectives.contains(name)
      while directivesTakeTheLine, !Self.expressionDirectives.contains(name), !isSwiftLiteral,
        index < input.count
      {
        if input.isLineBreak(index) {
          var end = index
          while end > restStart, input.isSpace(end - 1), !input.isLineBreak(end - 1) { end -= 1 }
          guard end > restStart, input.code(at: end - 1) == UInt8(ascii: "\\") else { break }
          rest += input.text(restStart..<(end - 1)) + " "
          advance()
          restStart = index
          continue
        }
        advance()
      }
      rest += input.text(restStart..<index)
      kind = .directive(name, rest: rest.trimmingSpaces())
    } else if let symbol = punctuation(startingWith: character) {
      // Every symbol is ASCII: its bytes are its characters.
      for _ in 0..<symbol.utf8.count { advance() }
      kind = .punctuation(symbol)
    } else {
      throw ScenarioError(.invalidCharacter(input.character(at: index)), at: start)
    }
    return Token(kind: kind, location: start, followsNewline: newline, followsSpace: space)
  }

  /// How many spaces or tabs stand between the `#` at the cursor and a directive's name
  /// (0 for `#if`), or nil when no name follows; only a directive starting a line may have
  /// them.
  private func directiveGap(atLineStart: Bool) -> Int? {
    var gap = 0
    while atLineStart, sees(" ", gap + 1) || sees("\t", gap + 1) { gap += 1 }
    return input.isLetter(index + gap + 1) ? gap : nil
  }

  /// `#name`s that are Swift expressions, not line directives: `#selector(…)`, `#function`,
  /// and the object literals `#imageLiteral(…)`, `#colorLiteral(…)` (FIDELITY-SURFACE.md E1).
  static let expressionDirectives: Set<String> = [
    "selector", "function", "imageLiteral", "colorLiteral", "available", "unavailable",
  ]

  /// The `#` words that take the rest of their line in Swift: its compiler-control statements
  /// (The Swift Programming Language, "Compiler Control Statements") and the C preprocessor's
  /// directives a Swift block may hold by mistake (`#import`, reported as Objective-C); every
  /// other one (`#line`, `#file`, a Swift 1.2 `#name` parameter) is an expression's token.
  static let swiftLineDirectives: Set<String> = [
    "if", "elseif", "else", "endif", "sourceLocation", "warning", "error", "import", "include",
    "define", "undef", "ifdef", "ifndef", "pragma",
  ]

  /// The longest punctuation symbol at the current character, whose code is `first`.
  private func punctuation(startingWith first: UInt8) -> String? {
    guard first < 0x80 else {
      // U+037E GREEK QUESTION MARK equals `;` (`LexerInput`): compared as characters, as ever.
      return first == LexerInput.other ? Self.punctuation.first(where: matches) : nil
    }
    // No symbol continues with `;`, so the characters after the first compare by code.
    candidates: for (symbol, codes) in Self.punctuationByFirstCode[Int(first)] {
      for offset in 1..<codes.count where code(offset) != codes[offset] { continue candidates }
      return symbol
    }
    return nil
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
    while index < input.count {
      if input.isLineBreak(index) {
        sawNewline = true
        advance()
      } else if input.isSpace(index) {
        sawSpace = true
        advance()
      } else if sees("/"), sees("/", 1) {
        sawSpace = true
        while index < input.count, !input.isLineBreak(index) { advance() }
      } else if sees("/"), sees("*", 1) {
        sawSpace = true
        try skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Block comments nest in Swift (The Swift Programming Language, "Comments"); in C and
  /// Objective-C a comment ends at the first `*/` (C11 6.4.9), so `/* a … //*/` is one comment.
  mutating func skipBlockComment() throws(ScenarioError) {
    let start = location
    advance()
    advance()
    var depth = 1
    while depth > 0 {
      guard index < input.count else { throw ScenarioError(.unterminatedComment, at: start) }
      if sees("*"), sees("/", 1) {
        depth -= 1
        advance()
      } else if blockCommentsNest, sees("/"), sees("*", 1) {
        depth += 1
        advance()
      } else if input.isLineBreak(index) {
        sawNewline = true
      }
      advance()
    }
  }

  /// The name between backticks at the cursor (`` `default` ``), consuming them; nil (nothing
  /// consumed) when no word and closing backtick follow.
  private mutating func escapedIdentifier() -> String? {
    var end = index + 1
    while input.isLetter(end) || input.isNumber(end) || input.code(at: end) == UInt8(ascii: "_") {
      end += 1
    }
    guard end > index + 1, input.code(at: end) == UInt8(ascii: "`") else { return nil }
    advance()  // `
    let word = readWord()
    advance()  // `
    return word
  }

  private mutating func readWord() -> String {
    let start = index
    while input.isLetter(index) || input.isNumber(index) || sees("_") || sees("$") {
      advance()
    }
    return input.text(start..<index)
  }

  private mutating func readNumber(_ start: SourceLocation) throws(ScenarioError) -> Token.Kind {
    var text = ""
    if sees("0"), sees("x", 1) || sees("X", 1) {
      advance()
      advance()
      while input.isHexDigit(index) || sees("_") {
        if !sees("_") { text.append(input.character(at: index)) }
        advance()
      }
      guard !text.isEmpty, text.count <= 16, let value = UInt64(text, radix: 16) else {
        throw ScenarioError(.syntax("malformed hexadecimal number `0x\(text)`"), at: start)
      }
      skipIntegerSuffix()
      return .number(Double(value), text: "0x" + text)
    }
    // `0b1010` (both languages), Swift's `0o17`.
    let prefixes: [(letter: Unicode.Scalar, radix: Int)] = [("b", 2), ("o", 8)]
    for (letter, radix) in prefixes where sees("0") && sees(letter, 1) {
      advance()
      advance()
      while input.isNumber(index) || sees("_") {
        if !sees("_") { text.append(input.character(at: index)) }
        advance()
      }
      guard !text.isEmpty, text.count <= 64, let value = UInt64(text, radix: radix) else {
        throw ScenarioError(.syntax("malformed number `0\(letter)\(text)`"), at: start)
      }
      skipIntegerSuffix()
      return .number(Double(value), text: "0" + String(letter) + text)
    }
    while let character = code(), character < 0x80,
      LexerInput.isDigit(character) || character == UInt8(ascii: "_")
        || (character == UInt8(ascii: ".") && code(1).map(LexerInput.isDigit) == true)
        || ((character == UInt8(ascii: "e") || character == UInt8(ascii: "E")) && !text.isEmpty
          && !text.contains("e"))
    {
      if character == UInt8(ascii: "e") || character == UInt8(ascii: "E") {
        text.append("e")
        advance()
        if sees("-") || sees("+") {
          text.append(input.character(at: index))
          advance()
        }
        continue
      }
      if character != UInt8(ascii: "_") { text.append(Character(Unicode.Scalar(character))) }
      advance()
    }
    // Objective-C float suffixes: 0.5f, 1.0F; integer suffixes: 10u, 20L, 30UL (C11 6.4.4.1).
    // A constant with `f` is a `float` (C11 6.4.4.2p4): its value is the nearest `float`.
    var isFloat = false
    if sees("f") || sees("F") {
      advance()
      isFloat = true
    } else {
      skipIntegerSuffix()
    }
    guard var value = Double(text), value.isFinite else {
      throw ScenarioError(.syntax("malformed number `\(text)`"), at: start)
    }
    if isFloat { value = Double(Float(value)) }
    if input.isLetter(index) || sees("_") {
      throw ScenarioError(
        .syntax("a number cannot be followed by `\(input.character(at: index))`"), at: location)
    }
    return .number(value, text: text)
  }

  /// C's integer suffixes `u`, `l`, `ll` in any case and order (C11 6.4.4.1): the type of the
  /// constant, not its value.
  private mutating func skipIntegerSuffix() {
    var count = 0
    while count < 3, sees("u") || sees("U") || sees("l") || sees("L") {
      advance()
      count += 1
    }
  }

  /// `'c'`, `'\n'`, `'\''`, `'\\'`, `'\0'`: C's character constant, read whole, as a number
  /// whose text keeps the quotes; nil (nothing read) when the quote starts anything else.
  private mutating func characterLiteral() -> Token.Kind? {
    let escapes: [Character: Double] = [
      "n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, "\"": 34, "a": 7, "b": 8, "f": 12,
      "v": 11,
    ]
    guard let first = peek(1) else { return nil }
    var value: Double
    var length: Int
    if first == "\\" {
      guard let escaped = peek(2), let code = escapes[escaped] else { return nil }
      value = code
      length = 4
    } else {
      guard first != "'", let scalar = first.unicodeScalars.first, first.unicodeScalars.count == 1,
        scalar.value < 0x80
      else { return nil }
      value = Double(scalar.value)
      length = 3
    }
    guard peek(length - 1) == "'" else { return nil }
    var text = ""
    for _ in 0..<length {
      text.append(input.character(at: index))
      advance()
    }
    return .number(value, text: text)
  }

  private mutating func readString(_ start: SourceLocation) throws(ScenarioError)
    -> [StringSegment]
  {
    advance()  // opening quote
    if sees("\""), sees("\"", 1) { return try readMultilineString(start) }
    var segments: [StringSegment] = []
    var text = ""
    // Plain characters are taken a run at a time, up to the next quote or backslash.
    var runStart = index
    while true {
      guard let character = code(), !input.isLineBreak(index) else {
        throw ScenarioError(.unterminatedString, at: start)
      }
      guard character == UInt8(ascii: "\"") || character == UInt8(ascii: "\\") else {
        advance()
        continue
      }
      text += input.text(runStart..<index)
      if character == UInt8(ascii: "\"") {
        advance()
        break
      }
      let escapeStart = location
      advance()
      guard let escaped = code(), !input.isLineBreak(index) else {
        throw ScenarioError(.unterminatedString, at: start)
      }
      switch escaped {
      case UInt8(ascii: "n"): text.append("\n")
      case UInt8(ascii: "t"): text.append("\t")
      case UInt8(ascii: "r"): text.append("\r")
      case UInt8(ascii: "0"): text.append("\0")
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
        text.append(Character(Unicode.Scalar(escaped)))
      case UInt8(ascii: "("):
        advance()
        try appendInterpolation(to: &segments, after: &text, at: escapeStart)
        runStart = index
        continue
      case UInt8(ascii: "u"), UInt8(ascii: "U"):
        text.unicodeScalars.append(try universalCharacter(at: escapeStart))
        runStart = index
        continue
      default:
        throw ScenarioError(
          .syntax("unknown escape sequence `\\\(input.character(at: index))` in a string"),
          at: escapeStart)
      }
      advance()
      runStart = index
    }
    if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
    return segments
  }

  /// The character a universal character name stands for, read from the cursor on its `u` or
  /// `U` to past its last digit: C's `\uXXXX` and `\UXXXXXXXX` (C11 6.4.3: exactly four or
  /// eight hex digits; not a surrogate, and below U+00A0 only `$`, `@` and `` ` ``, as clang
  /// reports "character … cannot be specified by a universal character name"), and Swift's
  /// `\u{…}` (TSPL "Special Characters in String Literals": one to eight hex digits, a
  /// Unicode scalar).
  private mutating func universalCharacter(at escapeStart: SourceLocation) throws(ScenarioError)
    -> Unicode.Scalar
  {
    let long = sees("U")
    advance()  // u or U
    let braced = !long && sees("{")
    if braced { advance() }
    var digits = ""
    let limit = long || braced ? 8 : 4
    while digits.count < limit, let character = code(),
      let digit = Character(Unicode.Scalar(character)).hexDigitValue
    {
      digits.append(String(digit, radix: 16))
      advance()
    }
    if braced {
      guard !digits.isEmpty, sees("}") else {
        throw ScenarioError(
          .syntax("`\\u{…}` needs one to eight hex digits and `}`"), at: escapeStart)
      }
      advance()
    } else if digits.count < limit {
      throw ScenarioError(
        .syntax(
          "a universal character name `\\\(long ? "U" : "u")` needs exactly \(long ? "eight" : "four") hex digits"),
        at: escapeStart)
    }
    let value = UInt32(digits, radix: 16) ?? 0
    guard let scalar = Unicode.Scalar(value) else {
      throw ScenarioError(
        .syntax("`\\u\(digits)` is not a Unicode scalar (a surrogate or above U+10FFFF)"),
        at: escapeStart)
    }
    if !braced, value < 0xA0, ![0x24, 0x40, 0x60].contains(value) {
      throw ScenarioError(
        .syntax(
          "character U+\(digits.uppercased()) cannot be specified by a universal character name (C11 6.4.3)"),
        at: escapeStart)
    }
    return scalar
  }

  /// Tokens of `\( … )` up to the matching `)`, which is consumed.
  /// After `\(` of a string literal, one-line or multi-line: the text read so far becomes a
  /// segment, then the interpolation, nested no deeper than `interpolationLimit`.
  mutating func appendInterpolation(
    to segments: inout [StringSegment], after text: inout String, at escapeStart: SourceLocation
  ) throws(ScenarioError) {
    guard interpolationDepth < Self.interpolationLimit else {
      throw ScenarioError(.nestingTooDeep(limit: Self.interpolationLimit), at: escapeStart)
    }
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    if !text.isEmpty { segments.append(.text(text)) }
    text = ""
    segments.append(.interpolation(try readInterpolation(escapeStart), escapeStart))
  }

  mutating func readInterpolation(_ start: SourceLocation) throws(ScenarioError)
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
