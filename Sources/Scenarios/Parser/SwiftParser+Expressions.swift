/// Swift expressions: precedence climbing over the binary operators the subset has, then
/// prefix operators, postfix chains (`.member`, calls, subscripts, trailing closures) and
/// primaries.
extension SwiftParser {
  /// Binary operators from loosest to tightest, as Swift's precedence groups order them.
  private static let levels: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "===", "!==", "<", ">", "<=", ">=", "~="], ["??"],
    ["..<", "..."],
    ["+", "-", "|", "^"],
    ["*", "/", "%", "&"],
    // BitwiseShiftPrecedence, above multiplication.
    ["<<", ">>"],
  ]

  mutating func parseExpression(allowTrailingClosure: Bool = true) throws(ScenarioError) -> Expr {
    try cursor.enter()
    defer { cursor.leave() }
    let condition = try parseBinary(0, allowTrailingClosure)
    // Ternary: `?` with space before it (without, it is optional chaining, handled as postfix).
    guard cursor.current.isPunctuation("?") else { return condition }
    cursor.advance()
    let yes = try parseExpression(allowTrailingClosure: allowTrailingClosure)
    try cursor.expect(":", "`:` in the conditional expression")
    let no = try parseExpression(allowTrailingClosure: allowTrailingClosure)
    return Expr(.conditional(condition, yes, no), at: condition.location)
  }

  /// Precedence climbing: an operand, then every operator at `minimum` or tighter, each with a
  /// right-hand side of the next tighter level, so all are left-associative. One frame per
  /// operator rather than one per level for every operand keeps deep nesting off the stack.
  private mutating func parseBinary(_ minimum: Int, _ trailing: Bool) throws(ScenarioError) -> Expr
  {
    var left = try parseUnary(trailing)
    var entered = 0
    defer { for _ in 0..<entered { cursor.leave() } }
    while let (op, tokens) = binaryOperatorRun(), let level = self.level(of: op), level >= minimum {
      try cursor.enter()
      entered += 1
      for _ in 0..<tokens { cursor.advance() }
      if op == "...",
        cursor.current.isPunctuation("]") || cursor.current.isPunctuation(")")
          || cursor.current.isPunctuation(",") || cursor.current.isPunctuation(":")
      {
        // `pages[1...]`: a range up to the collection's end (PartialRangeFrom), which only a
        // subscript resolves (Interpreter+SwiftCollections).
        left = Expr(
          .binary(op, left, Expr(.name(Self.rangeEnd), at: left.location)), at: left.location)
        continue
      }
      let right = try parseBinary(level + 1, trailing)
      left = Expr(.binary(op, left, right), at: left.location)
    }
    return left
  }

  /// The binary operator at the cursor with the number of tokens it spans: a custom operator
  /// the code declares (SwiftParser+Operators), or one of the subset's.
  private func binaryOperatorRun() -> (String, Int)? {
    if let run = operatorRun(), customOperators[run.text] != nil { return (run.text, run.tokens) }
    // `~=`, the pattern-match operator (ComparisonPrecedence), lexed as `~` and `=`.
    if let run = operatorRun(), run.text == "~=" { return (run.text, run.tokens) }
    guard let op = binaryOperator() else { return nil }
    return (op, op == "<<" || op == ">>" ? 2 : 1)
  }

  /// The index in `levels` of `op`'s precedence; a custom operator takes its standard group's,
  /// or else the loosest level.
  private func level(of op: String) -> Int? {
    if let index = Self.levels.firstIndex(where: { $0.contains(op) }) { return index }
    guard let group = customOperators[op] else { return nil }
    if let group, let standard = Self.standardGroupLevels[group] {
      return Self.levels.firstIndex { $0.contains(standard) }
    }
    return 0
  }

  /// The binary operator at the cursor: `<<` is two `<` tokens with nothing between them,
  /// since the lexer keeps `<` single for generic arguments; `>>` likewise.
  private func binaryOperator() -> String? {
    guard case .punctuation(let op) = cursor.current.kind else { return nil }
    if op == "<" || op == ">", cursor.peek().isPunctuation(op), !cursor.peek().followsSpace {
      return op + op
    }
    return op
  }

  /// Operators that name a function of two arguments (`reduce(0, +)`, `sorted(by: >)`).
  static let operatorFunctions: Set<String> = [
    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||",
  ]

  private mutating func parseUnary(_ trailing: Bool) throws(ScenarioError) -> Expr {
    let token = cursor.current
    if case .punctuation(let op) = token.kind, Self.operatorFunctions.contains(op),
      cursor.peek().isPunctuation(")") || cursor.peek().isPunctuation(",")
    {
      // An operator as a function value (The Swift Programming Language, "Operator
      // Methods"): `{ lhs, rhs in lhs op rhs }`, with names code cannot write.
      cursor.advance()
      let lhs = Expr(.name("lhs@"), at: token.location)
      let rhs = Expr(.name("rhs@"), at: token.location)
      let body = Stmt(
        .returnStatement(Expr(.binary(op, lhs, rhs), at: token.location)), at: token.location)
      let closure = Closure(parameters: ["lhs@", "rhs@"], body: [body])
      return Expr(.closure(closure), at: token.location)
    }
    if token.isPunctuation("...") || token.isPunctuation("..<") {
      // `pages[..<2]`, `pages[...1]`: a range from the collection's start.
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      let upper = try parseUnary(trailing)
      return Expr(
        .binary(
          token.isPunctuation("...") ? "..." : "..<",
          Expr(.name(Self.rangeStart), at: token.location), upper),
        at: token.location)
    }
    if token.isPunctuation("~") {
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      return Expr(.unary("~", try parseUnary(trailing)), at: token.location)
    }
    if token.isPunctuation("!") || token.isPunctuation("-") {
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      let operand = try parseUnary(trailing)
      if case .punctuation("-") = token.kind, case .number(let value) = operand.kind {
        var negated = Expr(.number(-value), at: token.location)
        negated.isFloatingLiteral = operand.isFloatingLiteral
        return negated
      }
      return Expr(.unary(token.isPunctuation("!") ? "!" : "-", operand), at: token.location)
    }
    if token.isPunctuation("&") {
      // `bump(&count)`: an in-out argument, copied in and, when the call returns, copied back
      // to the variable (Interpreter+SwiftInout).
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      return Expr(.unary("&", try parsePostfix(trailing)), at: token.location)
    }
    if token.isWord("try") {
      return try parseTry(trailing)
    }
    if token.isWord("if") || token.isWord("switch") {
      return try parseStatementExpression()
    }
    if let word = token.identifier, SwiftConcurrency.refusedFunctions.contains(word),
      cursor.peek().isPunctuation("(") || cursor.peek().isPunctuation("{")
    {
      throw SwiftConcurrency.refusal(word, at: token.location)
    }
    if token.isWord("await"), !cursor.peek().followsNewline,
      !cursor.peek().isPunctuation(")"), !cursor.peek().isPunctuation(",")
    {
      // `await f()`, `try await f()`: marks a potential suspension point (SE-0296); what
      // suspends is the call of an async function inside (Interpreter+SwiftConcurrency).
      cursor.advance()
      try cursor.enter()
      defer { cursor.leave() }
      return Expr(.unary("await", try parseUnary(trailing)), at: token.location)
    }
    return try parsePostfix(trailing)
  }

  private mutating func parsePostfix(_ trailing: Bool) throws(ScenarioError) -> Expr {
    var expression = try parsePrimary()
    var entered = 0
    defer { for _ in 0..<entered { cursor.leave() } }
    while true {
      let token = cursor.current
      if token.isPunctuation("."), let name = cursor.peek().identifier {
        // Located at the name, where a diagnostic about the member points.
        let nameLocation = cursor.peek().location
        cursor.advance()
        cursor.advance()
        if name == "dynamicType" {
          // Swift 2's `x.dynamicType` (SE-0096; SwiftLegacySyntax reports it): `type(of: x)`.
          expression = Expr(
            .call(
              Expr(.name("type"), at: nameLocation), [Argument(label: "of", value: expression)]),
            at: nameLocation)
          continue
        }
        if name == "init", expression.isTypeName,
          !cursor.current.isPunctuation("(") || cursor.current.followsNewline
        {
          // `map(String.init)`: an initializer as a function (SwiftParser+FunctionReferences).
          expression = Self.initializerReference(expression, at: nameLocation)
          continue
        }
        expression = Expr(.member(expression, name), at: nameLocation)
        // `enumerated()` gives `(offset:element:)` tuples: their labels are members then.
        if name == "enumerated" { tupleLabels.formUnion(["offset", "element"]) }
      } else if token.isPunctuation("."), !cursor.peek().followsSpace,
        case .number(_, let text) = cursor.peek().kind,
        text.allSatisfy({ $0.isNumber || $0 == "." }), !text.hasSuffix(".")
      {
        // `pair.0`, `pair.0.1` (the lexer reads `0.1` as one number): tuple elements by
        // position (The Swift Programming Language, "Tuple Type").
        let nameLocation = cursor.peek().location
        cursor.advance()
        cursor.advance()
        for index in text.split(separator: ".") {
          expression = Expr(.member(expression, String(index)), at: nameLocation)
        }
      } else if token.isPunctuation("("), !token.followsNewline, expression.isArrayType,
        cursor.peek().isPunctuation(")")
      {
        // `[UIViewController]()`, `[String]()`: an empty array of that type.
        cursor.advance()
        cursor.advance()
        expression = Expr(.array([]), at: expression.location)
      } else if token.isPunctuation("("), !token.followsNewline, expression.isDictionaryType,
        cursor.peek().isPunctuation(")")
      {
        // `[String: Int]()`, `Dictionary<String, Int>()`: an empty dictionary.
        cursor.advance()
        cursor.advance()
        expression = Expr(.dictionary([]), at: expression.location)
      } else if let reference = parseFunctionReference(expression) {
        expression = reference
      } else if token.isPunctuation("("), !token.followsNewline {
        var arguments = try parseArguments()
        if case .member(let type, "init") = expression.kind, type.isTypeName {
          // `Child.init(nibName: nil, bundle: nil)` is `Child(nibName: nil, bundle: nil)`
          // (The Swift Programming Language, "Initializer Expression").
          expression = type
        }
        if case .member(_, let name) = expression.kind {
          arguments = Self.functionReferencesAsClosures(arguments, of: name)
        }
        if case .name("Selector") = expression.kind, arguments.count == 1,
          arguments[0].label == nil, case .string(let parts) = arguments[0].value.kind,
          parts.allSatisfy({ if case .text = $0 { return true } else { return false } })
        {
          // `Selector("buttonPushed:")` (Swift 2's, still compiled): the selector the string
          // names, as the string written where a selector is expected is.
          expression = arguments[0].value
          continue
        }
        expression = Expr(.call(expression, arguments), at: expression.location)
      } else if token.isPunctuation("["), !token.followsNewline, cursor.peek().isWord("keyPath"),
        cursor.peek(2).isPunctuation(":")
      {
        // `view[keyPath: path]` (SE-0161): the key path, a function of its root here (W1), applied
        // to the value.
        cursor.advance()
        cursor.advance()
        cursor.advance()
        let path = try parseExpression()
        try cursor.expect("]", "`]` after the key path")
        expression = Expr(
          .call(path, [Argument(label: nil, value: expression)]), at: token.location)
      } else if token.isPunctuation("["), !token.followsNewline {
        // `pages[1]`; `stack[exist: 1]`, `grid[row, column]`, `counts[key, default: 0]`: the
        // arguments of a subscript are an argument list (TSPL "Subscript Expression"); more
        // than one, or a labelled one, are kept as a tuple, which the code's own subscripts
        // bind by label (Interpreter+SwiftSubscripts) and a dictionary's `default:` reads
        // (Interpreter+SwiftDictionaryDefaults).
        cursor.advance()
        let arguments = try parseLabelledList()
        var index = arguments[0].value
        if arguments.count > 1 || arguments[0].label != nil {
          index = Expr(.tuple(arguments), at: arguments[0].value.location)
          index.isSubscriptArgumentList = true
        }
        try cursor.expect("]", "`]` after the subscript")
        expression = Expr(.subscriptIndex(expression, index), at: token.location)
      } else if token.isPunctuation("{"), trailing,
        !token.followsNewline || expression.takesTrailingClosureOnNextLine
      {
        expression = try parseTrailingClosures(after: expression)
      } else if token.isPunctuation("??"), !token.followsSpace,
        cursor.peek().isPunctuation("."), !cursor.peek().followsSpace
      {
        // `delegate?.window??.rootViewController`: two optional chainings through a double
        // optional (TSPL "Optional Chaining": Linking Multiple Levels of Chaining), not `??`.
        cursor.advance()
        expression.isOptionalChained = true
        continue
      } else if token.isPunctuation("?") || token.isPunctuation("!"), !token.followsSpace {
        // Optional chaining: members of nil are nil at run time; a call of a nil closure
        // marked `?` does nothing. A force unwrap of nil stops the program (The Swift
        // Programming Language, "Forced Unwrapping"): `Expr.isForceUnwrapped`.
        cursor.advance()
        if token.isPunctuation("?") {
          expression.isOptionalChained = true
        } else {
          expression.isForceUnwrapped = true
        }
        continue
      } else if token.isWord("as") || token.isWord("is") {
        // A line beginning `as! T` / `is T` continues the expression above it: no statement
        // begins with `as` or `is` (TSPL "Type-Casting Operators" are infix, and the grammar's
        // statements start no other way), so the cast applies to the previous line's value.
        cursor.advance()
        var cast = token.isWord("is") ? Expr.Cast.check : .upcast
        if cast == .upcast, !cursor.current.followsSpace,
          cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!")
        {
          cast = cursor.current.isPunctuation("?") ? .conditional : .forced
          cursor.advance()
        }
        _ = try parseType()
        // `x as? A & B` is `(x as? A) as? B`, `x is A & B` is `(x as? A) is B`: a value
        // of every type of the composition.
        let types = lastComposition
        for (index, type) in types.enumerated() {
          let step = index == types.count - 1 ? cast : (cast == .check ? .conditional : cast)
          expression = Expr(.typeCast(expression, type, step), at: token.location)
        }
      } else {
        return expression
      }
      try cursor.enter()
      entered += 1
    }
  }

  /// `f(x) { … } completion: { … }`: the closures become trailing arguments of the call.
  private mutating func parseTrailingClosures(after callee: Expr) throws(ScenarioError) -> Expr {
    var base = callee
    var arguments: [Argument] = []
    if case .call(let inner, let existing) = callee.kind {
      base = inner
      arguments = existing
    }
    arguments.append(Argument(label: nil, value: try parseClosure(), isTrailing: true))
    while let label = cursor.current.identifier, cursor.peek().isPunctuation(":"),
      cursor.peek(2).isPunctuation("{")
    {
      cursor.advance()
      cursor.advance()
      arguments.append(Argument(label: label, value: try parseClosure(), isTrailing: true))
    }
    return Expr(.call(base, arguments), at: callee.location)
  }

  /// `( label: value, value, … )`.
  mutating func parseArguments() throws(ScenarioError) -> [Argument] {
    let open = cursor.current.location
    try cursor.expect("(")
    var arguments: [Argument] = []
    if cursor.take(")") { return arguments }
    repeat {
      var label: String?
      if let word = cursor.current.identifier, cursor.peek().isPunctuation(":") {
        label = word
        cursor.advance()
        cursor.advance()
      }
      arguments.append(Argument(label: label, value: try parseExpression()))
    } while cursor.take(",")
    try cursor.expectClosingParenthesis(of: open, "`,` or `)` in the argument list")
    return arguments
  }

  private mutating func parsePrimary() throws(ScenarioError) -> Expr {
    let token = cursor.current
    let location = token.location
    switch token.kind {
    case .identifier(let name):
      switch name {
      case "nil":
        cursor.advance()
        return Expr(.null, at: location)
      case "true":
        cursor.advance()
        return Expr(.boolean(true), at: location)
      case "false":
        cursor.advance()
        return Expr(.boolean(false), at: location)
      default:
        if Self.reserved.contains(name) {
          throw cursor.unexpected("an expression (`\(name)` cannot start one)")
        }
        cursor.advance()
        if name.hasPrefix("$"), let index = Int(name.dropFirst()), index < 64,
          let count = anonymousArgumentCounts.last
        {
          anonymousArgumentCounts[anonymousArgumentCounts.count - 1] = max(count, index + 1)
        }
        if name.first?.isUppercase == true, genericArgumentClause() {
          // `Box<Int>(value: 1)`, `Dictionary<String, Int>()`: the generic arguments of a
          // type in an expression are skipped; the interpreter's values carry their own types.
          if ["Dictionary", "Array"].contains(name), cursor.current.isPunctuation("("),
            cursor.peek().isPunctuation(")")
          {
            cursor.advance()
            cursor.advance()
            return Expr(name == "Array" ? .array([]) : .dictionary([]), at: location)
          }
        }
        return Expr(.name(name), at: location)
      }
    case .number(let value, let text):
      if text.hasPrefix("'") {
        // The Swift compiler: "single-quoted string literal found, use '\"'".
        throw ScenarioError(
          .otherLanguageSpelling(
            "single-quoted string literal found, use `\"`: `'c'` is C's; Swift writes \"c\""),
          at: location)
      }
      cursor.advance()
      var literal = Expr(.number(value), at: location)
      literal.isFloatingLiteral = Token.isFloatingLiteral(text)
      return literal
    case .string(let segments, let objc):
      if objc {
        throw ScenarioError(
          .otherLanguageSpelling("`@\"…\"` is Objective-C; Swift strings are written `\"…\"`"),
          at: location)
      }
      cursor.advance()
      return Expr(.string(try stringParts(segments)), at: location)
    case .punctuation("("):
      return try parseParenthesized(at: location)
    case .punctuation("["):
      return try parseCollectionLiteral(at: location)
    case .punctuation("."):
      cursor.advance()
      let name = try cursor.expectIdentifier("a member name after `.`")
      return Expr(.implicitMember(name), at: location)
    case .punctuation("{"):
      return try parseClosure()
    case .punctuation("\\"):
      return try parseKeyPath(at: location)
    case .punctuation("^"):
      throw ScenarioError(
        .otherLanguageSpelling(
          "`^` starts an Objective-C block; Swift closures are written `{ … }`"),
        at: location)
    case .directive("selector", _):
      cursor.advance()
      return try cursor.parseSelectorLiteral(at: location, swift: true)
    case .directive(let literal, _) where literal == "imageLiteral" || literal == "colorLiteral":
      // Xcode's object literals (The Swift Programming Language, "Literal Expression"):
      // `#imageLiteral(resourceName: "x")` is `UIImage(named: "x")` and
      // `#colorLiteral(red:green:blue:alpha:)` is `UIColor(red:green:blue:alpha:)`.
      cursor.advance()
      guard cursor.current.isPunctuation("(") else {
        throw cursor.unexpected("`(` after `#\(literal)`")
      }
      var arguments = try parseArguments()
      let type = literal == "imageLiteral" ? "UIImage" : "UIColor"
      if literal == "imageLiteral" {
        arguments = arguments.map { argument in
          var renamed = argument
          if argument.label == "resourceName" { renamed.label = "named" }
          return renamed
        }
      }
      return Expr(.call(Expr(.name(type), at: location), arguments), at: location)
    case .directive(let check, _) where check == "available" || check == "unavailable":
      // `if #available(iOS 13.0, *)`: the model follows the newest iOS (FIDELITY.md), where
      // every availability condition holds (The Swift Programming Language, "Checking API
      // Availability"); `#unavailable` is its negation.
      cursor.advance()
      guard cursor.current.isPunctuation("(") else {
        throw cursor.unexpected("`(` after `#\(check)`")
      }
      var depth = 0
      repeat {
        if cursor.atEnd { throw cursor.unexpected("`)` to close `#\(check)(`") }
        if cursor.current.isPunctuation("(") { depth += 1 }
        if cursor.current.isPunctuation(")") { depth -= 1 }
        cursor.advance()
      } while depth > 0
      return Expr(.boolean(check == "available"), at: location)
    case .directive(let literal, _) where literal == "line" || literal == "column":
      // `#line`, `#column`: where the literal is written, or, as a parameter's default value,
      // where the call is (The Swift Programming Language, "Literal Expression"; W28).
      cursor.advance()
      return Expr(.name("#" + literal), at: location)
    case .directive("function", _):
      // `#function`: the running method's name (Interpreter.methodName).
      cursor.advance()
      return Expr(.name("#function"), at: location)
    case .directive(let literal, _) where ["file", "fileID", "filePath"].contains(literal):
      // `#file`, `#fileID`, `#filePath`: the source file's path (TSPL "Literal Expression"). [I]
      // A scenario is one file of the module `App` (W28): `App/Scenario.swift`, and
      // `/App/Scenario.swift` as a path; as a default value, the caller's file is this one too.
      cursor.advance()
      let path = literal == "fileID" ? "App/Scenario.swift" : "/App/Scenario.swift"
      return Expr(.string([.text(path)]), at: location)
    case .punctuation("["), .atKeyword, .directive:
      throw ScenarioError(
        .unsupported(
          "\(token.display) in Swift", instead: "the Swift subset (README, \"Writing a lesson\")"),
        at: location)
    default:
      throw cursor.unexpected("an expression")
    }
  }

  /// `a, label: b`: one or more expressions separated by `,`, each with an optional `label:`
  /// (a tuple's elements, a subscript's arguments); the closing bracket is the caller's.
  private mutating func parseLabelledList() throws(ScenarioError) -> [Argument] {
    var elements: [Argument] = []
    repeat {
      var label: String?
      if let word = cursor.current.identifier, cursor.peek().isPunctuation(":") {
        label = word
        cursor.advance()
        cursor.advance()
      }
      elements.append(Argument(label: label, value: try parseExpression()))
    } while cursor.take(",")
    return elements
  }

  /// `(value)`, or a tuple `(a, b)` / `(x: 1, y: 2)` (The Swift Programming Language,
  /// "Tuple Expression": a parenthesized single unlabelled value is that value).
  private mutating func parseParenthesized(at location: SourceLocation) throws(ScenarioError)
    -> Expr
  {
    let open = cursor.current.location
    cursor.advance()  // (
    if cursor.take(")") { return Expr(.tuple([]), at: location) }  // `()`, Void's one value
    let elements = try parseLabelledList()
    try cursor.expectClosingParenthesis(of: open, "`,` or `)` in the tuple")
    if elements.count == 1, elements[0].label == nil { return elements[0].value }
    tupleLabels.formUnion(elements.compactMap(\.label))
    return Expr(.tuple(elements), at: location)
  }

  /// `[a, b]`, `[]`, `[k: v, …]`, `[:]` (The Swift Programming Language, "Literal
  /// Expression": a dictionary literal is `[key: value, …]`, the empty one `[:]`).
  private mutating func parseCollectionLiteral(at location: SourceLocation)
    throws(ScenarioError) -> Expr
  {
    cursor.advance()  // [
    if cursor.current.isPunctuation(":"), cursor.peek().isPunctuation("]") {
      cursor.advance()
      cursor.advance()
      return Expr(.dictionary([]), at: location)
    }
    var elements: [Expr] = []
    var entries: [DictionaryEntry] = []
    while !cursor.take("]") {
      let element = try parseExpression()
      if cursor.take(":") {
        guard elements.isEmpty else {
          throw cursor.unexpected("`,` or `]` in the array literal")
        }
        entries.append(DictionaryEntry(key: element, value: try parseExpression()))
      } else {
        guard entries.isEmpty else { throw cursor.unexpected("`:` and a value for the key") }
        elements.append(element)
      }
      if !cursor.take(",") {
        try cursor.expect(
          "]", "`,` or `]` in the \(entries.isEmpty ? "array" : "dictionary") literal")
        break
      }
    }
    if !entries.isEmpty { return Expr(.dictionary(entries), at: location) }
    return Expr(.array(elements), at: location)
  }

  /// `\.view`, `\UIViewController.title`, `\.view.isHidden`: a key path, accepted where
  /// Swift accepts one as a function (SE-0249: `children.map(\.view)`), as the closure
  /// `{ $0.view }`.
  private mutating func parseKeyPath(at location: SourceLocation) throws(ScenarioError) -> Expr {
    cursor.advance()  // \
    if cursor.current.identifier != nil, !cursor.current.followsSpace {
      cursor.advance()  // the root type, `\UIViewController.title`
    }
    var path = Expr(.name("$0"), at: location)
    guard cursor.current.isPunctuation(".") else {
      throw cursor.unexpected("`.` and a property name in the key path")
    }
    var names: [String] = []
    while cursor.current.isPunctuation("."), !cursor.current.followsSpace {
      cursor.advance()
      let nameLocation = cursor.current.location
      let name = try cursor.expectIdentifier("a property name in the key path")
      path = Expr(.member(path, name), at: nameLocation)
      names.append(name)
    }
    var closure = Closure(parameters: [], body: [Stmt(.expression(path), at: location)])
    closure.keyPath = names
    return Expr(.closure(closure), at: location)
  }

  /// String segments to parts, parsing each interpolation's tokens as an expression.
  /// `{ "\($0)\($1)" }`: an anonymous argument written in an interpolation is the enclosing
  /// closure's (TSPL "Shorthand Argument Names"), so it counts toward the closure's arguments.
  private mutating func stringParts(_ segments: [StringSegment]) throws(ScenarioError)
    -> [StringPart]
  {
    var parts: [StringPart] = []
    for segment in segments {
      switch segment {
      case .text(let text):
        parts.append(.text(text))
      case .interpolation(let tokens, let location):
        var inner = SwiftParser(tokens: tokens)
        guard !inner.cursor.atEnd else {
          throw ScenarioError(.syntax("empty interpolation `\\()`"), at: location)
        }
        if let count = anonymousArgumentCounts.last { inner.anonymousArgumentCounts = [count] }
        let expression = try inner.parseExpression()
        guard inner.cursor.atEnd else {
          throw inner.cursor.unexpected("`)` to end the interpolation")
        }
        if let count = inner.anonymousArgumentCounts.first, !anonymousArgumentCounts.isEmpty {
          let last = anonymousArgumentCounts.count - 1
          anonymousArgumentCounts[last] = max(anonymousArgumentCounts[last], count)
        }
        parts.append(.interpolation(expression))
      }
    }
    return parts
  }

  /// `{ [weak self] (a, b) in … }`, `{ finished in … }`, `{ _ in … }`, `{ … }`.
  mutating func parseClosure() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    try cursor.expect("{")
    try cursor.enter()
    defer { cursor.leave() }
    // `{ @MainActor in … }`, `{ @MainActor [weak self] in … }`, `{ @Sendable in … }`: the
    // attributes come before the capture list (The Swift Programming Language, "Closure
    // Expression"); `@MainActor` isolates the closure to the main actor (SE-0316).
    var isMainActor = skipClosureAttributes()
    if cursor.current.isPunctuation("[") {
      let start = cursor.position
      if !skipCaptureList() { cursor.rewind(to: start) }
    }
    isMainActor = skipClosureAttributes() || isMainActor
    let afterCaptures = cursor.position
    var parameters: [String] = []
    var types: [TypeReference] = []
    if let (names, written) = closureSignature() {
      parameters = names
      types = written
    } else {
      cursor.rewind(to: afterCaptures)
    }
    var body: [Stmt] = []
    anonymousArgumentCounts.append(0)
    defer { anonymousArgumentCounts.removeLast() }
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close the closure") }
      if cursor.take(";") { continue }
      body.append(try parseStatement())
      try endOfStatement()
    }
    var closure = Closure(parameters: parameters, body: body, parameterTypes: types)
    closure.anonymousArgumentCount = anonymousArgumentCounts.last ?? 0
    closure.isMainActor = isMainActor
    return Expr(.closure(closure), at: location)
  }

  /// Skips `@MainActor` and `@Sendable` at the start of a closure; true if `@MainActor` was
  /// among them.
  private mutating func skipClosureAttributes() -> Bool {
    var isMainActor = false
    while case .atKeyword(let name) = cursor.current.kind, ["MainActor", "Sendable"].contains(name)
    {
      if name == "MainActor" { isMainActor = true }
      cursor.advance()
    }
    return isMainActor
  }

  /// `[weak self]`, `[unowned self, x]`: accepted and ignored (scenarios have no memory model).
  private mutating func skipCaptureList() -> Bool {
    cursor.advance()
    while !cursor.take("]") {
      guard cursor.current.identifier != nil else { return false }
      cursor.advance()
      if cursor.current.identifier != nil { cursor.advance() }  // weak self
      if cursor.take("=") {
        guard cursor.current.identifier != nil else { return false }
        cursor.advance()
      }
      if !cursor.take(",") && !cursor.current.isPunctuation("]") { return false }
    }
    return true
  }

  /// Parameter names of `a, b in` / `(a: Bool, b) -> Void in`, or nil if none is written.
  private mutating func closureSignature() -> ([String], [TypeReference])? {
    var names: [String] = []
    var types: [TypeReference] = []
    if cursor.take("(") {
      while !cursor.take(")") {
        guard var name = cursor.current.identifier else { return nil }
        cursor.advance()
        if let inner = cursor.current.identifier, cursor.peek().isPunctuation(":") {
          // `(_ finished: Bool) in`: a closure's parameters may be written with an argument
          // label, which a closure ignores (The Swift Programming Language, "Closure
          // Expression Syntax").
          name = inner
          cursor.advance()
        }
        names.append(name)
        if cursor.take(":") {
          let location = cursor.current.location
          guard let type = try? parseType() else { return nil }
          types.append(TypeReference(name: type, location: location))
        }
        if !cursor.take(",") && !cursor.current.isPunctuation(")") { return nil }
      }
    } else {
      while let name = cursor.current.identifier, name != "in" {
        names.append(name)
        cursor.advance()
        if !cursor.take(",") { break }
      }
    }
    guard (try? skipEffects()) != nil else { return nil }
    if cursor.take("->") {
      guard (try? parseType()) != nil else { return nil }
    }
    guard cursor.takeWord("in") else { return nil }
    return (names, types)
  }
}

extension SwiftParser {
  /// After a type name, `<Int>`, `<String, [Int]>` right against it and followed by `(` or
  /// `.`: a generic argument clause (The Swift Programming Language, "Generic Argument
  /// Clause"), skipped; false (nothing consumed) when the `<` is the less-than operator.
  mutating func genericArgumentClause() -> Bool {
    guard cursor.current.isPunctuation("<"), !cursor.current.followsSpace else { return false }
    let start = cursor.position
    var depth = 0
    repeat {
      let token = cursor.current
      switch token.kind {
      case .punctuation("<"): depth += 1
      case .punctuation(">"): depth -= 1
      case .identifier, .punctuation(","): break
      case .punctuation(let mark) where [".", "[", "]", ":", "?", "!"].contains(mark): break
      default:
        cursor.rewind(to: start)
        return false
      }
      cursor.advance()
    } while depth > 0 && !cursor.atEnd
    guard depth == 0, cursor.current.isPunctuation("(") || cursor.current.isPunctuation("."),
      !cursor.current.followsSpace
    else {
      cursor.rewind(to: start)
      return false
    }
    return true
  }
}

extension Expr {
  /// `[String: Int]`: a dictionary literal that can only be a type, as before `()`.
  fileprivate var isDictionaryType: Bool {
    guard case .dictionary(let entries) = kind, entries.count == 1 else { return false }
    return entries[0].key.isTypeName && entries[0].value.isTypeName
  }

  /// `[UIViewController]`, `[[String]]`, `[UIKit.UIView]`: an array literal that can only be
  /// a type (one element, itself a type name), as before `()` in `[UIViewController]()`.
  fileprivate var isArrayType: Bool {
    guard case .array(let elements) = kind, elements.count == 1 else { return false }
    return elements[0].isTypeName
  }

  fileprivate var isTypeName: Bool {
    switch kind {
    case .name(let name): return name.first?.isUppercase == true
    case .member(let base, let name): return name.first?.isUppercase == true && base.isTypeName
    case .array: return isArrayType
    case .dictionary: return isDictionaryType
    case .tuple(let elements): return elements.allSatisfy(\.value.isTypeName)  // `(Int, Int)`
    default: return false
    }
  }
}

extension SwiftParser {
  /// `Array` methods whose unlabelled argument is a function.
  private static let functionTakingMethods: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "allSatisfy",
  ]

  /// `[a, b].forEach(view.addSubview)`, `pages.forEach(addChild)`, `filter(isShown)`: a
  /// function named where an `Array` method takes one is the closure `{ f($0) }`, which
  /// calls it the same way (a method of `self`, of another object, or a closure variable).
  static func functionReferencesAsClosures(_ arguments: [Argument], of method: String)
    -> [Argument]
  {
    arguments.map { argument in
      let takesFunction =
        argument.label == "where"
        || (argument.label == nil && functionTakingMethods.contains(method))
      guard takesFunction, argument.value.isFunctionReference else { return argument }
      let location = argument.value.location
      let call = Expr(
        .call(argument.value, [Argument(label: nil, value: Expr(.name("$0"), at: location))]),
        at: location)
      var wrapped = argument
      wrapped.value = Expr(
        .closure(Closure(parameters: [], body: [Stmt(.expression(call), at: location)])),
        at: location)
      return wrapped
    }
  }
}

extension Expr {
  /// `addChild`, `view.addSubview`, `self.show`: a lower-case name, or a member of one, that
  /// can only be a function where a function is expected.
  fileprivate var isFunctionReference: Bool {
    switch kind {
    case .name(let name):
      return name.first?.isLowercase == true && !name.hasPrefix("$")
    case .member(let base, let name):
      guard name.first?.isLowercase == true else { return false }
      if case .name(let root) = base.kind { return root.first?.isLowercase == true }
      return base.isFunctionReference || base.kind == .name("self")
    default: return false
    }
  }
}

extension Expr {
  /// Braces that open the next line form a trailing closure of a call, a function or a
  /// member reference, as the compiler parses them (Allman style); after a literal or an
  /// operator's result they stay a statement of their own.
  fileprivate var takesTrailingClosureOnNextLine: Bool {
    switch kind {
    case .call, .name, .member: true
    default: false
    }
  }
}
