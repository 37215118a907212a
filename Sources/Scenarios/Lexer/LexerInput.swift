/// Scenario source as the lexer reads it: one entry per `Character`, each with a one-byte
/// code, so that classifying the ASCII characters that make up nearly all scenario code is
/// a comparison rather than a Unicode property look-up.
///
/// A character that is one ASCII scalar has its ASCII value as its code; `"\r\n"` has
/// `crlf`; every other character has `other` and is classified by its `Character`
/// properties, exactly as before the fast path. The ASCII answers below are those of
/// `Character` (`isLetter` is `A`–`Z`, `a`–`z`; `isNumber` is `0`–`9`; `isWhitespace` is
/// tab through carriage return and space).
///
/// No non-ASCII character equals (`==`) an ASCII one the lexer compares with: the only
/// non-ASCII characters equal to ASCII ones are U+037E (`;`), U+1FEF (`` ` ``) and U+212A
/// (`K`), by canonical equivalence, and the lexer meets `;` only as punctuation at the start
/// of a token, which it matches by `Character` for `other` codes (`Lexer.next`).
struct LexerInput {
  /// Per character: its ASCII value, `crlf` or `other`.
  let codes: [UInt8]
  /// The characters, when some are not one ASCII byte; nil when the codes are the source's
  /// UTF-8 bytes (all ASCII, no carriage return), one per character.
  private let characters: [Character]?

  /// The code of a character that is not one ASCII scalar nor `"\r\n"`.
  static let other: UInt8 = 0x80
  /// The code of `"\r\n"`, one character and one line break.
  static let crlf: UInt8 = 0x81

  init(_ source: String) {
    // A carriage return may join the next byte into one character (`"\r\n"`): such sources,
    // and any with non-ASCII text, take the `Character` path (the grapheme breaking of
    // `Array(source)`, as before).
    let bytes = Array(source.utf8)
    if !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
      codes = bytes
      characters = nil
      return
    }
    let characters = Array(source)
    codes = characters.map { character in
      if character.utf8.count == 1, let byte = character.utf8.first { return byte }
      return character == "\r\n" ? Self.crlf : Self.other
    }
    self.characters = characters
  }

  var count: Int { codes.count }

  /// The code at `position`, or nil past the end.
  func code(at position: Int) -> UInt8? {
    position < codes.count ? codes[position] : nil
  }

  /// The character at `position` (in bounds).
  func character(at position: Int) -> Character {
    if let characters { return characters[position] }
    return Character(Unicode.Scalar(codes[position]))
  }

  /// The source text of the characters in `range`.
  func text(_ range: Range<Int>) -> String {
    if let characters { return String(characters[range]) }
    return String(decoding: codes[range], as: UTF8.self)
  }

  // MARK: Character properties by position (false past the end)

  /// `Character.isLineBreak`: `\n`, `\r` or `\r\n`.
  func isLineBreak(_ position: Int) -> Bool {
    guard let code = code(at: position) else { return false }
    return code == 0x0A || code == 0x0D || code == Self.crlf
  }

  /// `Character.isLetter`.
  func isLetter(_ position: Int) -> Bool {
    guard let code = code(at: position) else { return false }
    if code < 0x80 { return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7A }
    return code == Self.other && character(at: position).isLetter
  }

  /// `Character.isNumber`.
  func isNumber(_ position: Int) -> Bool {
    guard let code = code(at: position) else { return false }
    if code < 0x80 { return Self.isDigit(code) }
    return code == Self.other && character(at: position).isNumber
  }

  /// `Character.isHexDigit` (which counts the fullwidth digits and letters too).
  func isHexDigit(_ position: Int) -> Bool {
    guard let code = code(at: position) else { return false }
    if code < 0x80 {
      return Self.isDigit(code) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66)
    }
    return code == Self.other && character(at: position).isHexDigit
  }

  /// `Character.isWhitespace` or the byte-order mark U+FEFF, which the lexer skips as space.
  /// Line breaks are whitespace too.
  func isSpace(_ position: Int) -> Bool {
    guard let code = code(at: position) else { return false }
    if code < 0x80 { return code == 0x20 || (code >= 0x09 && code <= 0x0D) }
    if code == Self.crlf { return true }
    let character = character(at: position)
    return character.isWhitespace || character == "\u{FEFF}"
  }

  /// `0`–`9`.
  static func isDigit(_ code: UInt8) -> Bool { code >= 0x30 && code <= 0x39 }
}
