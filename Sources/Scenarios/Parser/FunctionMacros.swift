/// Function-like macros (`#define SQUARE(x) ((x) * (x))`, `#define LOG(fmt, ...)
/// NSLog(fmt, __VA_ARGS__)`), expanded as C does (C11 6.10.3): each use `NAME(a, b)` becomes
/// the body with each parameter replaced by its argument's tokens (arguments split at
/// top-level commas; `...` takes the rest as `__VA_ARGS__`), then scanned again, except for
/// the macro being expanded. A name not followed by `(` is left alone. `a ## b` pastes the two
/// tokens into one (`kColor ## Name` is `kColorName`, C11 6.10.3.3), and `, ## __VA_ARGS__`
/// drops the comma when no variable argument is given (the GNU extension clang has:
/// `LOG(@"x")` of `#define LOG(fmt, ...) NSLog(fmt, ## __VA_ARGS__)` is `NSLog(@"x")`).
///
/// A snippet's macros are known wherever they are used, also above their `#define`: an
/// excerpt often puts the header's definitions after the code (clang sees the header first).
struct FunctionMacros {
  struct Macro: Sendable {
    var parameters: [String]
    var isVariadic: Bool
    var body: [Token]
  }

  private(set) var macros: [String: Macro] = [:]

  /// Foundation's function-like macros as app code uses them; a snippet's own `#define` of
  /// the name replaces them.
  /// - `MIN`, `MAX` and `ABS` (NSObjCRuntime.h);
  /// - `NSAssert1` … `NSAssert5` and `NSCAssert1` … `NSCAssert5` (NSException.h), which pass
  ///   their arguments on to `NSAssert` / `NSCAssert` as the header defines them;
  /// - `NSLocalizedString` and its `FromTable`, `FromTableInBundle`, `WithDefaultValue` forms
  ///   (NSBundle.h), which ask the main bundle's strings table for the key: [I] a scenario has
  ///   no strings table, so each is the key (the default value for `WithDefaultValue`), as
  ///   `localizedStringForKey:value:table:` answers when the key is not found; the comment is
  ///   not evaluated (the header drops it).
  static let system: [String: String] = {
    var macros = [
      "MIN": "MIN(a, b) (((a) < (b)) ? (a) : (b))",
      "MAX": "MAX(a, b) (((a) > (b)) ? (a) : (b))",
      "ABS": "ABS(a) (((a) < 0) ? -(a) : (a))",
      "NSLocalizedString": "NSLocalizedString(key, comment) (key)",
      "NSLocalizedStringFromTable": "NSLocalizedStringFromTable(key, tbl, comment) (key)",
      "NSLocalizedStringFromTableInBundle":
        "NSLocalizedStringFromTableInBundle(key, tbl, bundle, comment) (key)",
      "NSLocalizedStringWithDefaultValue":
        "NSLocalizedStringWithDefaultValue(key, tbl, bundle, val, comment) (val)",
    ]
    for count in 1...5 {
      let arguments = (1...count).map { "arg\($0)" }.joined(separator: ", ")
      let passed = (1...count).map { "(arg\($0))" }.joined(separator: ", ")
      for assert in ["NSAssert", "NSCAssert"] {
        macros["\(assert)\(count)"] =
          "\(assert)\(count)(condition, desc, \(arguments)) \(assert)((condition), (desc), \(passed))"
      }
    }
    return macros
  }()

  /// `system`, defined once a process: every Objective-C snippet starts from them, and
  /// defining them (tokenising each body) at every `ObjCPreprocessor.apply` was most of a cold
  /// check's preprocessing (steps' callgrind, round 38: 109 M instructions of a 100-lesson
  /// corpus).
  private static let systemMacros: [String: Macro] = {
    var made = FunctionMacros(empty: ())
    for definition in system.values {
      _ = try? made.define(definition, at: .start)
    }
    return made.macros
  }()

  init() {
    macros = Self.systemMacros
  }

  private init(empty: Void) {}

  /// Records `NAME(params) body` (the text after `#define`); false when `rest` is not a
  /// function-like macro.
  mutating func define(_ rest: String, at location: SourceLocation) throws(ScenarioError) -> Bool {
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    var after = rest.dropFirst(name.count)
    guard !name.isEmpty, after.first == "(", let close = after.firstIndex(of: ")") else {
      return false
    }
    let list = after[after.index(after: after.startIndex)..<close]
    after = after[after.index(after: close)...]
    var parameters = list.split(separator: ",").map { String($0).trimmingSpaces() }
    var isVariadic = false
    if parameters.last == "..." {
      isVariadic = true
      parameters.removeLast()
    }
    var body = ""
    var previous: Character?
    for character in after {
      if previous == "/", character == "/" || character == "*" {
        body.removeLast()
        break
      }
      body.append(character)
      previous = character
    }
    // `##` is no token of the scenario languages: a marker the expansion pastes at.
    body = body.replacing("##", with: " \(Self.pasteMarker) ")
    body = Self.markingStringizing(body, parameters + (isVariadic ? ["__VA_ARGS__"] : []))
    do throws(ScenarioError) {
      let lexed = try Lexer.tokenize(body).filter { $0.kind != .endOfInput }
      macros[name] = Macro(parameters: parameters, isVariadic: isVariadic, body: lexed)
    } catch {
      throw ScenarioError(
        .syntax("in the `#define` of `\(name)`: \(error.diagnostic.message)"), at: location)
    }
    return true
  }

  /// What `##` in a macro's body is lexed as: no scenario's name.
  static let pasteMarker = "__scenario_token_paste__"

  /// What `#` before a parameter is lexed as (C11 6.10.3.2, the stringizing operator).
  static let stringizeMarker = "__scenario_stringize__"

  /// `body` with each `#param` (a `#` before one of the macro's parameters) as the stringize
  /// marker and the parameter; any other `#` is left as written.
  private static func markingStringizing(_ body: String, _ parameters: [String]) -> String {
    var result = ""
    var rest = Substring(body)
    var inString = false
    while let character = rest.first {
      rest = rest.dropFirst()
      if character == "\"", result.last != "\\" { inString.toggle() }
      guard character == "#", !inString else {
        result.append(character)
        continue
      }
      let afterSpaces = rest.drop { $0 == " " || $0 == "\t" }
      let word = afterSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if parameters.contains(String(word)) {
        result += " \(stringizeMarker) "
        rest = afterSpaces
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The string literal `#param` makes of an argument: its tokens' spelling, one space where
  /// the use had white space between two tokens (C11 6.10.3.2p2).
  private static func stringized(_ argument: [Token], at location: SourceLocation) -> Token {
    var text = ""
    for (offset, token) in argument.enumerated() {
      if offset > 0, token.followsSpace || token.followsNewline { text += " " }
      text += spelling(of: token)
    }
    return Token(
      kind: .string([.text(text)], objc: false), location: location, followsNewline: false)
  }

  /// How a token is written in the source, for `#param`.
  private static func spelling(of token: Token) -> String {
    switch token.kind {
    case .identifier(let name): return name
    case .number(_, let text): return text
    case .punctuation(let symbol): return symbol
    case .atKeyword(let word): return "@" + word
    case .directive(let name, let rest): return "#" + name + (rest.isEmpty ? "" : " " + rest)
    case .string(let segments, let objc):
      let inner = segments.map { segment -> String in
        if case .text(let text) = segment {
          return text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        }
        return ""
      }.joined()
      return (objc ? "@" : "") + "\"" + inner + "\""
    case .endOfInput: return ""
    }
  }

  /// The one token `left ## right` makes of two names or numbers (`kInset ## Top`); nil for
  /// other tokens, which stay side by side.
  private static func paste(_ left: Token, _ right: Token) -> Token? {
    func spelling(_ token: Token) -> String? {
      switch token.kind {
      case .identifier(let name): return name
      case .number(_, let text): return text
      default: return nil
      }
    }
    guard let first = spelling(left), let second = spelling(right) else { return nil }
    var joined = left
    let text = first + second
    if let value = Double(text), text.first?.isNumber == true {
      joined.kind = .number(value, text: text)
    } else {
      joined.kind = .identifier(text)
    }
    return joined
  }

  /// `tokens` with every use of a macro replaced.
  func expand(
    _ tokens: [Token], objectLike: ObjectLikeMacros = ObjectLikeMacros(),
    expanding: Set<String> = []
  ) throws(ScenarioError) -> [Token] {
    guard expanding.count < ScenarioLimits.nesting else {
      throw ScenarioError(
        .nestingTooDeep(limit: ScenarioLimits.nesting), at: tokens.first?.location ?? .start)
    }
    var result: [Token] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard let name = token.identifier, let macro = macros[name], !expanding.contains(name),
        index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
      else {
        result.append(token)
        index += 1
        continue
      }
      // The arguments, split at commas outside parentheses, brackets and braces.
      var arguments: [[Token]] = [[]]
      var depth = 0
      var position = index + 2
      while position < tokens.count {
        let piece = tokens[position]
        if piece.isPunctuation(")") && depth == 0 { break }
        if piece.isPunctuation("(") || piece.isPunctuation("[") || piece.isPunctuation("{") {
          depth += 1
        }
        if piece.isPunctuation(")") || piece.isPunctuation("]") || piece.isPunctuation("}") {
          depth -= 1
        }
        if piece.isPunctuation(","), depth == 0 {
          arguments.append([])
        } else {
          arguments[arguments.count - 1].append(piece)
        }
        position += 1
      }
      guard position < tokens.count else {
        throw ScenarioError(
          .unexpectedToken(found: "end of input", expected: "`)` to close `\(name)(`"),
          at: token.location)
      }
      if arguments == [[]] { arguments = [] }
      var bindings: [String: [Token]] = [:]
      for (offset, parameter) in macro.parameters.enumerated() {
        bindings[parameter] = offset < arguments.count ? arguments[offset] : []
      }
      if macro.isVariadic {
        let rest = arguments.dropFirst(macro.parameters.count)
        var joined: [Token] = []
        for (offset, argument) in rest.enumerated() {
          if offset > 0, let comma = try? Lexer.tokenize(",").first { joined.append(comma) }
          joined += argument
        }
        bindings["__VA_ARGS__"] = joined
      }
      var replaced: [Token] = []
      // Positions in `replaced` of the body's own names, which may be object-like macros
      // (replaced after pasting: `##`'s operands are not replaced first, C11 6.10.3.3).
      var fromBody: Set<Int> = []
      var pastes = false
      var stringizes = false
      for piece in macro.body {
        if piece.identifier == Self.pasteMarker {
          pastes = true
          continue
        }
        if piece.identifier == Self.stringizeMarker {
          stringizes = true
          continue
        }
        var pieces: [Token]
        if stringizes, let parameter = piece.identifier, let argument = bindings[parameter] {
          stringizes = false
          var string = Self.stringized(argument, at: token.location)
          if replaced.last?.isPunctuation("@") == true, case .string(let text, _) = string.kind {
            // `@#p`: `@` before the string literal makes it an `NSString` literal.
            replaced.removeLast()
            string.kind = .string(text, objc: true)
          }
          pieces = [string]
        } else if let parameter = piece.identifier, let argument = bindings[parameter] {
          pieces = argument
        } else if piece.identifier == "__LINE__" {
          // The line of the macro's use (C11 6.10.8.1).
          var line = piece
          line.location = token.location
          line.kind = .number(Double(token.location.line), text: String(token.location.line))
          pieces = [line]
        } else {
          var placed = piece
          placed.location = token.location
          pieces = [placed]
          fromBody.insert(replaced.count)
        }
        if pastes {
          pastes = false
          if pieces.isEmpty, piece.identifier == "__VA_ARGS__",
            replaced.last?.isPunctuation(",") == true
          {
            replaced.removeLast()
            continue
          }
          if let last = replaced.last, let first = pieces.first,
            let joined = Self.paste(last, first)
          {
            // The pasted name may itself be a macro's (`kPadding ## Top` is `kPaddingTop`).
            replaced[replaced.count - 1] = joined
            fromBody.insert(replaced.count - 1)
            pieces.removeFirst()
          }
        }
        replaced += pieces
      }
      var rescanned: [Token] = []
      for (position, piece) in replaced.enumerated() {
        if fromBody.contains(position) {
          try objectLike.expand(piece, into: &rescanned, expanding: expanding)
        } else {
          rescanned.append(piece)
        }
      }
      result += try expand(rescanned, objectLike: objectLike, expanding: expanding.union([name]))
      index = position + 1
    }
    return result
  }
}
