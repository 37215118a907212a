/// One lexical unit of scenario source, shared by the Swift and Objective-C parsers.
struct Token: Sendable, Equatable {
  /// What the token is. Keywords are identifiers: each parser decides which words it reserves.
  enum Kind: Sendable, Equatable {
    case identifier(String)
    case number(Double, text: String)
    /// `"…"` (Swift, interpolation allowed) or `@"…"` (Objective-C, `objc` true).
    case string([StringSegment], objc: Bool)
    /// Punctuation and operators, longest match: `(`, `->`, `==`, `..<`, `@`, `^` …
    case punctuation(String)
    /// `@interface`, `@implementation`, `@end`, `@property` … (Objective-C).
    case atKeyword(String)
    /// `#import …`, `#pragma …`: the directive's name and the rest of its line.
    case directive(String, rest: String)
    case endOfInput
  }

  var kind: Kind
  var location: SourceLocation
  /// A line break (or the start of input) comes between the previous token and this one.
  /// Swift statements end at line breaks, and a `(` or `{` on a new line starts something new.
  var followsNewline: Bool
  /// Whitespace or a comment comes right before this token: tells Swift's postfix `?`/`!`
  /// (`a?.b`) from the ternary operator (`a ? b : c`).
  var followsSpace: Bool = true

  /// The identifier's text, or nil.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// True for the punctuation `text`.
  func isPunctuation(_ text: String) -> Bool {
    if case .punctuation(let value) = kind { return value == text }
    return false
  }

  /// True for the identifier `word`.
  func isWord(_ word: String) -> Bool { identifier == word }

  /// How the token reads in a message ("`foo`", "end of input").
  var display: String {
    switch kind {
    case .identifier(let name): return "`\(name)`"
    case .number(_, let text): return "`\(text)`"
    case .string(_, let objc): return objc ? "a string `@\"…\"`" : "a string `\"…\"`"
    case .punctuation(let text): return "`\(text)`"
    case .atKeyword(let word): return "`@\(word)`"
    case .directive(let name, _): return "`#\(name)`"
    case .endOfInput: return "end of input"
    }
  }
}

/// A piece of a string literal: literal text, or an interpolated expression `\(…)` as tokens.
enum StringSegment: Sendable, Equatable {
  case text(String)
  case interpolation([Token], SourceLocation)
}

extension Token {
  /// Whether a number token's text is a floating constant: a fraction or an exponent
  /// (`0.5`, `1e3`, `2.`), not hexadecimal digits (`0xE0`) nor a character (`'e'`).
  static func isFloatingLiteral(_ text: String) -> Bool {
    if text.hasPrefix("0x") || text.hasPrefix("0X") || text.hasPrefix("'") { return false }
    return text.contains(".") || text.contains("e") || text.contains("E")
  }
}
