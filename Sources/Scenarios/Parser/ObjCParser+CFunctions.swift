/// C functions as Objective-C files write them around their classes (C11 6.9.1, 6.7.4):
/// `static void CFICommonInit(CFISegmentedViewController *self) { … }`, `static inline CGFloat
/// half(CGFloat x) { … }`, `NS_INLINE`, `CG_INLINE`, `FOUNDATION_STATIC_INLINE` (Foundation's and
/// Core Graphics' spellings of `static inline`), at file scope or between the methods of an
/// `@implementation`. A prototype (`static void embed(UIViewController *, UIViewController *);`)
/// declares what the definition further on defines; the definition alone is enough, as a
/// `static` function defined after its first use still is in practice (clang warns on the
/// implicit declaration only when there is no prototype at all, and the call is the same).
extension ObjCParser {
  /// Words that may stand before a function's return type and change nothing the call does.
  static let functionSpecifiers: Set<String> = [
    "static", "inline", "__inline", "__inline__", "extern", "NS_INLINE", "CG_INLINE",
    "CF_INLINE", "FOUNDATION_STATIC_INLINE", "UIKIT_STATIC_INLINE", "FOUNDATION_EXPORT",
    "FOUNDATION_EXTERN", "UIKIT_EXTERN", "CG_EXTERN", "OBJC_EXPORT", "__unused",
    "__attribute_used__", "NS_RETURNS_RETAINED", "NS_RETURNS_NOT_RETAINED",
  ]

  /// Words that start a statement, never a function's declaration.
  private static let statementWords: Set<String> = [
    "return", "if", "else", "for", "while", "do", "switch", "case", "default", "break",
    "continue", "goto", "typedef", "sizeof", "typeof", "__typeof", "__typeof__",
  ]

  /// True when the tokens at the cursor declare a C function: specifiers and a return type,
  /// `*`s, the function's name, its parameters in parentheses, then `{` (a definition) or `;`
  /// (a prototype). Nothing is consumed.
  func isCFunctionDeclaration() -> Bool {
    var offset = 0
    var words = 0
    while true {
      let token = cursor.peek(offset)
      if let word = token.identifier {
        if Self.statementWords.contains(word) { return false }
        if word == "__attribute__" {
          guard let after = skipParentheses(from: offset + 1) else { return false }
          offset = after
          continue
        }
        words += 1
        offset += 1
      } else if token.isPunctuation("*") {
        offset += 1
      } else if token.isPunctuation("<"), words > 0 {
        // `NSArray<UIViewController *> *children(void)`: generic arguments of the return type.
        var depth = 0
        repeat {
          let inner = cursor.peek(offset)
          if inner.kind == .endOfInput { return false }
          if inner.isPunctuation("<") { depth += 1 }
          if inner.isPunctuation(">") { depth -= 1 }
          offset += 1
        } while depth > 0
      } else {
        break
      }
    }
    if cursor.peek(offset).isPunctuation("("), isFunctionReturningCallable() { return true }
    // `CATSwizzeMethod(Class aClass, SEL originalSelector, SEL swizzledSelector);`: C89's
    // implicit `int` (C90 6.5.2; clang still accepts it in Objective-C with a warning), told
    // from a call by its parameters, a type and a name side by side.
    if words == 1, cursor.peek(offset).isPunctuation("("), hasNamedParameters(from: offset) {
      return true
    }
    // At least a type and the name, the name right before `(`.
    guard words >= 2, cursor.peek(offset).isPunctuation("("),
      cursor.peek(offset - 1).identifier != nil,
      var after = skipParentheses(from: offset)
    else { return false }
    while let word = cursor.peek(after).identifier,
      Self.isAvailabilityMacro(word) || Self.functionSpecifiers.contains(word)
    {
      after += 1
      if cursor.peek(after).isPunctuation("(") {
        guard let next = skipParentheses(from: after) else { return false }
        after = next
      }
    }
    return cursor.peek(after).isPunctuation("{") || cursor.peek(after).isPunctuation(";")
  }

  /// `static void (^makePrinter(NSString *prefix))(NSString *) { … }`: a function returning a
  /// block or a function pointer, its name and parameters inside the declarator (C11 6.7.6.3).
  private func isFunctionReturningCallable() -> Bool {
    guard let (type, end) = scanTypeName(from: 0, named: true), type.declarator.name != nil,
      type.declarator.derivations.count > 1, case .function = type.declarator.derivations[0],
      !type.words.contains(where: Self.statementWords.contains)
    else { return false }
    return cursor.peek(end).isPunctuation("{") || cursor.peek(end).isPunctuation(";")
  }

  /// True when the parenthesized group at `offset` is a parameter list no call could be: a
  /// type name and a parameter name side by side (`Class aClass`, `SEL *selectors`) at its top
  /// level, and `;` or `{` after it.
  private func hasNamedParameters(from offset: Int) -> Bool {
    guard let end = skipParentheses(from: offset),
      cursor.peek(end).isPunctuation(";") || cursor.peek(end).isPunctuation("{")
    else { return false }
    var position = offset + 1
    while position < end - 1 {
      let token = cursor.peek(position)
      if let word = token.identifier {
        var next = position + 1
        while cursor.peek(next).isPunctuation("*") { next += 1 }
        // Two names side by side are a declaration in any case; `a * b` only when `a` reads
        // as a type (capitalised, or one of C's), else it is a product.
        if cursor.peek(next).identifier != nil,
          next == position + 1 || word.first?.isUppercase == true
            || Self.cSize(of: word, pointer: false) != nil
        {
          return true
        }
      } else if !token.isPunctuation(",") && !token.isPunctuation("*") {
        return false
      }
      position += 1
    }
    return false
  }

  /// True when `word`, alone between a C function's parentheses, is a parameter's name rather
  /// than an unnamed parameter's type: lower-case and none of C's or Objective-C's type names.
  func isUntypedParameterName(_ word: String) -> Bool {
    guard let first = word.first, first.isLowercase || first == "_" else { return false }
    if Self.cSize(of: word, pointer: false) != nil || typeNames.contains(word) { return false }
    return !["void", "id", "instancetype", "bool", "unsigned", "signed", "long", "short"]
      .contains(word) && !Self.qualifiers.contains(word) && !word.hasSuffix("_t")
  }

  /// The offset just after the parenthesized group opening at `offset`, nil when it does not
  /// close before the end.
  func skipParentheses(from offset: Int) -> Int? {
    guard cursor.peek(offset).isPunctuation("(") else { return nil }
    var depth = 0
    var position = offset
    repeat {
      let token = cursor.peek(position)
      if token.kind == .endOfInput { return nil }
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") { depth -= 1 }
      position += 1
    } while depth > 0
    return position
  }

  /// The C function declared at the cursor (`isCFunctionDeclaration()`); nil for a prototype,
  /// which defines nothing.
  mutating func parseCFunction() throws(ScenarioError) -> MethodDecl? {
    let location = cursor.current.location
    var returnWords: [String] = []
    var returnsPointer = false
    // `void (^makePrinter(NSString *prefix))(NSString *)`: the name inside the declarator.
    var nestedName: String?
    if let (type, _) = scanTypeName(from: 0, named: true), type.declarator.derivations.count > 1,
      case .function = type.declarator.derivations[0]
    {
      nestedName = type.declarator.name
    }
    while !(cursor.current.identifier != nil && cursor.peek().isPunctuation("(")
      && (nestedName == nil || cursor.current.identifier == nestedName))
    {
      if cursor.atEnd { throw cursor.unexpected("the function's name and `(`") }
      if cursor.current.isWord("__attribute__") {
        cursor.advance()
        try parseParenthesizedType()
        continue
      }
      if cursor.current.isPunctuation("<") {
        try skipGenericArguments()
        continue
      }
      if let word = cursor.current.identifier, !Self.functionSpecifiers.contains(word),
        !Self.qualifiers.contains(word)
      {
        returnWords.append(word)
      }
      if cursor.current.isPunctuation("*") || cursor.current.isPunctuation("^") {
        returnsPointer = true
      }
      cursor.advance()
    }
    let name = try cursor.expectIdentifier("the function's name")
    let parameters = try parseCParameters()
    // `(^makePrinter(NSString *prefix))(NSString *)`: the rest of a declarator around the
    // function's (the block type it returns).
    while cursor.take(")") {
      if cursor.current.isPunctuation("(") { try parseParenthesizedType() }
    }
    while let word = cursor.current.identifier,
      Self.isAvailabilityMacro(word) || Self.functionSpecifiers.contains(word)
    {
      try skipAvailabilityMacro()
    }
    if cursor.take(";") { return nil }
    let body = try parseBlock()
    var function = MethodDecl(
      name: name, labels: [], parameters: parameters.map(\.name), body: body, isOverride: false,
      location: location)
    function.parameterTypes = parameters.compactMap(\.reference)
    function.cParameterTypeNames = parameters.map(\.scalarType)
    let returnType = returnWords.joined(separator: " ")
    if !returnsPointer, NumericKind(typeName: returnType) != nil {
      function.cResultTypeName = returnType
    }
    return function
  }

  /// One parameter of a C function: its name (made up for an unnamed one of a prototype), the
  /// class it names for the static type check, and its scalar type for the conversions.
  private struct CParameter {
    var name: String
    var reference: TypeReference?
    var scalarType: String?
  }

  /// `(UIViewController *parent, CGFloat x)`, `(void)`, `()`, `(id, SEL)` (a prototype's
  /// unnamed parameters), `(void (^completion)(BOOL))`.
  private mutating func parseCParameters() throws(ScenarioError) -> [CParameter] {
    try cursor.expect("(", "`(` and the function's parameters")
    var parameters: [CParameter] = []
    if cursor.take(")") { return [] }
    if cursor.current.isWord("void"), cursor.peek().isPunctuation(")") {
      cursor.advance()
      cursor.advance()
      return []
    }
    repeat {
      if cursor.take("...") { continue }  // variadic: the extra arguments are not named
      var words: [(String, SourceLocation)] = []
      var pointer = false
      var blockName: String?
      if let (parameter, _) = scanTypeName(from: 0, named: true), parameter.declarator.isCallable {
        // `void (^completion)(BOOL)`, `void (*report)(int)`, `NSInteger (*op)(NSInteger,
        // NSInteger)`: a block or a function pointer, named inside its declarator (C11 6.7.6).
        blockName = parameter.declarator.name
      }
      var depth = 0
      while depth > 0 || !(cursor.current.isPunctuation(",") || cursor.current.isPunctuation(")")) {
        if cursor.atEnd { throw cursor.unexpected("`)` to close the function's parameters") }
        let token = cursor.current
        if token.isPunctuation("(") || token.isPunctuation("<") { depth += 1 }
        if token.isPunctuation(")") || token.isPunctuation(">") { depth -= 1 }
        if depth == 0, token.isPunctuation("*") { pointer = true }
        if depth == 0, let word = token.identifier, !Self.qualifiers.contains(word) {
          words.append((word, token.location))
        }
        cursor.advance()
      }
      let index = parameters.count
      if let blockName {
        parameters.append(CParameter(name: blockName))
        continue
      }
      let named = words.count >= 2
      // `static inline CGRect UIRectAdapter(x, y, width, height) { … }`: C90's identifier list
      // (6.7.5.3, 6.9.1), each parameter named alone and an `int` unless declared; a single
      // word that is no type (lower-case, not C's, not a typedef of the file) is such a name.
      if words.count == 1, !pointer, let word = words.first?.0, isUntypedParameterName(word) {
        parameters.append(CParameter(name: word, scalarType: "int"))
        continue
      }
      let name = named ? words[words.count - 1].0 : "parameter@\(index)"
      let typeWords = named ? Array(words.dropLast()) : words
      var parameter = CParameter(name: name)
      if let first = typeWords.first {
        let typeName = typeWords.map(\.0).joined(separator: " ")
        if pointer {
          if !Self.valueTypes.contains(first.0) {
            parameter.reference = TypeReference(name: first.0, location: first.1)
          }
        } else if NumericKind(typeName: typeName) != nil {
          parameter.scalarType = typeName
        }
      }
      parameters.append(parameter)
    } while cursor.take(",")
    try cursor.expect(")", "`)` after the function's parameters")
    return parameters
  }

  /// Skips `<…>` generic arguments (nested ones too).
  private mutating func skipGenericArguments() throws(ScenarioError) {
    var depth = 0
    repeat {
      if cursor.atEnd { throw cursor.unexpected("`>`") }
      if cursor.current.isPunctuation("<") { depth += 1 }
      if cursor.current.isPunctuation(">") { depth -= 1 }
      cursor.advance()
    } while depth > 0
  }
}
