/// C declarators and type names (C11 6.7.6, 6.7.7), read ahead of the cursor without
/// consuming it: the one grammar behind a declaration's name and a cast's type, wherever app
/// code writes a type. A declarator wraps its name in derivations read inside out, so
/// `void (^(^outer)(int))(void)` declares `outer` as a block taking an `int` that returns a
/// block, `NSString *(*fn)(id, SEL)` a pointer to a function returning a pointer, and
/// `(__bridge void * _Nullable)` is the type name of a pointer to `void`, with Apple's
/// nullability and ARC qualifiers anywhere a qualifier may stand (clang's "Nullability
/// Attributes" and "Automatic Reference Counting", section 3.2.4 bridged casts).
struct CDeclarator {
  /// What the declared name is, from the name outward (C11 6.7.6p3).
  enum Derivation: Equatable {
    /// `*`: a pointer to what follows.
    case pointer
    /// `^`: a block returning what follows (clang's blocks extension).
    case block
    /// `(…)`: a function taking these parameters and returning what follows.
    case function([CTypeName])
    /// `[…]`: an array of what follows.
    case array
  }

  /// The declared name; nil in a type name (a cast, a prototype's unnamed parameter).
  var name: String?
  var nameLocation: SourceLocation?
  var derivations: [Derivation] = []

  /// A block, a pointer to a function, or a function: a value that is called.
  var isCallable: Bool {
    switch derivations.first {
    case .block?, .function?: return true
    case .pointer?:
      if derivations.count > 1, case .function = derivations[1] { return true }
      return false
    default: return false
    }
  }

  /// The parameters the callable value takes (`(int)` of `(^outer)(int)`).
  var callParameters: [CTypeName] {
    for derivation in derivations {
      if case .function(let parameters) = derivation { return parameters }
    }
    return []
  }

  /// A pointer to an object or a C value (not to a function).
  var isPointer: Bool { derivations.first == .pointer && !isCallable }
}

/// A type name or a parameter declaration: the specifier words (qualifiers left out, in the
/// order written, `unsigned long` as two) and a declarator.
struct CTypeName: Equatable {
  var words: [String]
  var wordLocation: SourceLocation?
  /// The first specifier written: `__bridge`, `__bridge_transfer`, `__bridge_retained` mark an
  /// ARC bridged cast, which only a type follows.
  var firstWord: String?
  var declarator: CDeclarator

  static func == (lhs: CTypeName, rhs: CTypeName) -> Bool {
    lhs.words == rhs.words && lhs.declarator.name == rhs.declarator.name
      && lhs.declarator.derivations == rhs.declarator.derivations
  }

  /// The type as one name: `UIViewController`, `unsigned long`, `void`.
  var base: String { words.joined(separator: " ") }
}

extension ObjCParser {
  /// Words that qualify a type or a pointer and name nothing (C11 6.7.3, clang's nullability
  /// and ARC ownership qualifiers), besides `qualifiers`.
  static let pointerQualifiers: Set<String> = [
    "_Null_unspecified", "__null_unspecified", "null_unspecified", "restrict", "__restrict",
    "_Nonnull", "_Nullable", "__nullable", "__nonnull", "const", "volatile", "__weak",
    "__strong", "__unsafe_unretained", "__autoreleasing", "__kindof", "_Atomic",
  ]

  /// The ARC bridged-cast keywords: `(__bridge T)x` only ever starts a cast.
  static let bridgeWords: Set<String> = ["__bridge", "__bridge_transfer", "__bridge_retained"]

  private static func isQualifierWord(_ word: String) -> Bool {
    qualifiers.contains(word) || pointerQualifiers.contains(word)
  }

  /// The type name (or parameter declaration) starting at `offset` from the cursor, and the
  /// offset just after it; nil when the tokens there are not one. `named`: a declarator's
  /// name may stand in it.
  func scanTypeName(from offset: Int, named: Bool) -> (CTypeName, Int)? {
    var position = offset
    var words: [String] = []
    var location: SourceLocation?
    var first: String?
    while true {
      let token = cursor.peek(position)
      guard let word = token.identifier else {
        if token.isPunctuation("<"), !words.isEmpty {
          // `NSArray<NSString *>`, `id<UITableViewDelegate>`: type arguments and protocol
          // qualifiers belong to the type.
          guard let after = skipAngles(from: position) else { return nil }
          position = after
          continue
        }
        break
      }
      if first == nil { first = word }
      if Self.isQualifierWord(word) || Self.functionSpecifiers.contains(word) {
        position += 1
        continue
      }
      if Self.isAvailabilityMacro(word) || word == "typeof" || word == "__typeof"
        || word == "__typeof__"
      {
        // `__attribute__((unused))`, `API_AVAILABLE(ios(11))`, `typeof(self)`.
        position += 1
        if cursor.peek(position).isPunctuation("(") {
          guard let after = skipParentheses(from: position) else { return nil }
          position = after
        }
        if word.hasPrefix("typeof") || word.hasPrefix("__typeof") { words.append("typeof") }
        continue
      }
      if word == "struct" || word == "enum" || word == "union" {
        guard let tag = cursor.peek(position + 1).identifier else { return nil }
        words.append(tag)
        location = location ?? cursor.peek(position + 1).location
        position += 2
        continue
      }
      // After a type word, another word is a type word only as the next of several words
      // (`unsigned long long`); otherwise it is the declarator's name.
      if let last = words.last {
        guard Self.valueTypes.contains(last), Self.valueTypes.contains(word) else { break }
      }
      words.append(word)
      location = location ?? token.location
      position += 1
    }
    guard !words.isEmpty,
      let (declarator, end) = scanDeclarator(from: position, named: named)
    else { return nil }
    return (
      CTypeName(words: words, wordLocation: location, firstWord: first, declarator: declarator),
      end
    )
  }

  /// A declarator (`*name`, `(^name)(BOOL)`, `(*)(id, SEL)`, `[3]`, or nothing) at `offset`.
  func scanDeclarator(from offset: Int, named: Bool) -> (CDeclarator, Int)? {
    var position = offset
    var prefix: [CDeclarator.Derivation] = []
    while true {
      let token = cursor.peek(position)
      if token.isPunctuation("*") {
        prefix.append(.pointer)
      } else if token.isPunctuation("^") {
        prefix.append(.block)
      } else if let word = token.identifier, Self.isQualifierWord(word) {
        // `* _Nullable`, `* const`, `^ _Nonnull`: qualifiers of the pointer.
      } else if let word = token.identifier, Self.isAvailabilityMacro(word) {
        if cursor.peek(position + 1).isPunctuation("(") {
          guard let after = skipParentheses(from: position + 1) else { return nil }
          position = after - 1
        }
      } else {
        break
      }
      position += 1
    }
    var declarator = CDeclarator()
    var inner: [CDeclarator.Derivation] = []
    let token = cursor.peek(position)
    if token.isPunctuation("("),
      cursor.peek(position + 1).isPunctuation("*") || cursor.peek(position + 1).isPunctuation("^")
    {
      // `(^name)`, `(*)`: a declarator in parentheses, whose derivations come first.
      guard let (nested, end) = scanDeclarator(from: position + 1, named: named),
        cursor.peek(end).isPunctuation(")")
      else { return nil }
      declarator.name = nested.name
      declarator.nameLocation = nested.nameLocation
      inner = nested.derivations
      position = end + 1
    } else if named, let word = token.identifier, !Self.isQualifierWord(word) {
      declarator.name = word
      declarator.nameLocation = token.location
      position += 1
    }
    var suffixes: [CDeclarator.Derivation] = []
    while true {
      let token = cursor.peek(position)
      if token.isPunctuation("(") {
        guard let (parameters, end) = scanParameterList(from: position) else { return nil }
        suffixes.append(.function(parameters))
        position = end
      } else if token.isPunctuation("[") {
        guard let end = skipBrackets(from: position) else { return nil }
        suffixes.append(.array)
        position = end
      } else {
        break
      }
    }
    declarator.derivations = inner + suffixes + prefix.reversed()
    return (declarator, position)
  }

  /// `(int, NSString *name)`, `(void)`, `()`, `(id, ...)`: the parameters of a function or
  /// block declarator, and the offset after the `)`.
  func scanParameterList(from offset: Int) -> ([CTypeName], Int)? {
    guard cursor.peek(offset).isPunctuation("(") else { return nil }
    var position = offset + 1
    if cursor.peek(position).isPunctuation(")") { return ([], position + 1) }
    if cursor.peek(position).isWord("void"), cursor.peek(position + 1).isPunctuation(")") {
      return ([], position + 2)
    }
    var parameters: [CTypeName] = []
    while true {
      if cursor.peek(position).isPunctuation("...") {
        position += 1
      } else {
        guard let (parameter, end) = scanTypeName(from: position, named: true) else { return nil }
        parameters.append(parameter)
        position = end
      }
      if cursor.peek(position).isPunctuation(",") {
        position += 1
        continue
      }
      guard cursor.peek(position).isPunctuation(")") else { return nil }
      return (parameters, position + 1)
    }
  }

  /// The offset after the `<…>` opening at `offset` (nested ones included).
  func skipAngles(from offset: Int) -> Int? {
    var depth = 0
    var position = offset
    repeat {
      let token = cursor.peek(position)
      if token.kind == .endOfInput || token.isPunctuation(";") || token.isPunctuation("{") {
        return nil
      }
      if token.isPunctuation("<") { depth += 1 }
      if token.isPunctuation(">") { depth -= 1 }
      position += 1
    } while depth > 0
    return position
  }

  /// The offset after the `[…]` opening at `offset`.
  private func skipBrackets(from offset: Int) -> Int? {
    var depth = 0
    var position = offset
    repeat {
      let token = cursor.peek(position)
      if token.kind == .endOfInput || token.isPunctuation(";") { return nil }
      if token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation("]") { depth -= 1 }
      position += 1
    } while depth > 0
    return position
  }

  /// True when `type` can only be a type name: it starts with a bridged-cast keyword, or its
  /// first word is a type the code or the SDK declares and its declarator says what a value
  /// of it is (a pointer, a block, a function pointer).
  func isCertainlyTypeName(_ type: CTypeName) -> Bool {
    if let first = type.firstWord, Self.bridgeWords.contains(first) { return true }
    guard type.declarator.name == nil, !type.declarator.derivations.isEmpty,
      let word = type.words.first
    else { return false }
    return Self.valueTypes.contains(word) || Self.runtimeTypes.contains(word)
      || typeNames.contains(word) || word == "typeof"
      || ["UI", "NS", "CG", "CF", "CA"].contains { word.hasPrefix($0) }
        && word.dropFirst(2).first?.isUppercase == true
  }

  /// `(type)` at the cursor when it is a cast's type by the declarator grammar (a bridged
  /// cast, a pointer with qualifiers after its `*`, a function pointer or block type), with
  /// the offset after its `)`.
  func certainCast() -> (CTypeName, Int)? {
    guard cursor.current.isPunctuation("("),
      let (type, end) = scanTypeName(from: 1, named: false),
      cursor.peek(end).isPunctuation(")"), isCertainlyTypeName(type)
    else { return nil }
    return (type, end + 1)
  }
}
