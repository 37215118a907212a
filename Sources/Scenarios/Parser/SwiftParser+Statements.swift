/// Swift statements: blocks, declarations, `if`, `guard`, `for … in`, `return`, assignments.
extension SwiftParser {
  /// `{ statements }`.
  mutating func parseBlock() throws(ScenarioError) -> [Stmt] {
    try cursor.expect("{", "`{` to open a block")
    try cursor.enter()
    defer { cursor.leave() }
    var statements: [Stmt] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close the block") }
      if cursor.take(";") { continue }
      statements.append(try parseStatement())
      try endOfStatement()
    }
    return statements
  }

  /// A statement must end at `;`, a line break, `}` or the end of input.
  mutating func endOfStatement() throws(ScenarioError) {
    if cursor.take(";") { return }
    let token = cursor.current
    if token.followsNewline || token.isPunctuation("}") || token.kind == .endOfInput { return }
    throw cursor.unexpected("a line break or `;` after the statement")
  }

  mutating func parseStatement() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    if let label = cursor.current.identifier, cursor.peek().isPunctuation(":"),
      let word = cursor.peek(2).identifier, Self.labelledStatements.contains(word)
    {
      // `outer: for … { … }` (The Swift Programming Language, "Labeled Statement").
      cursor.advance()
      cursor.advance()
      return Stmt(.labeled(label, try parseStatement()), at: location)
    }
    _ = try skipModifiers()
    if cursor.current.isWord("async"), cursor.peek().isWord("let") || cursor.peek().isWord("var") {
      // `async let x = f()`: a child task runs `f()`; a read of `x` is its result (SE-0317,
      // Interpreter+SwiftStructuredConcurrency).
      guard let name = cursor.peek(2).identifier, name != "_" else {
        throw SwiftConcurrency.refusal("async let with a tuple pattern", at: location)
      }
      cursor.advance()  // async
      let declared = try parseDeclaration()
      guard case .declaration(var declaration) = declared.kind,
        let value = declaration.initialValue
      else { throw SwiftConcurrency.refusal("async let without a value", at: location) }
      declaration.initialValue = Expr(.unary("async let", value), at: value.location)
      declaration.isConstant = true
      return Stmt(.declaration(declaration), at: declared.location)
    }
    if cursor.current.isWord("for"),
      cursor.peek().isWord("await")
        || (cursor.peek().isWord("try") && cursor.peek(2).isWord("await"))
    {
      // `for await value in group { … }`: the elements of an asynchronous sequence, a task
      // group's results (Interpreter+SwiftStructuredConcurrency).
      cursor.advance()  // for
      if cursor.current.isWord("try") { cursor.advance() }
      cursor.advance()  // await
      let name = try cursor.expectIdentifier("a name after `for await`")
      guard cursor.takeWord("in") else { throw cursor.unexpected("`in` after `for await \(name)`") }
      let sequence = try parseExpression(allowTrailingClosure: false)
      let body = try parseBlock()
      return Stmt(
        .forIn(name, Expr(.unary("for await", sequence), at: sequence.location), body),
        at: location)
    }
    switch cursor.current.identifier {
    case "let", "var":
      return try parseDeclaration()
    case "if":
      return try parseIf()
    case "guard":
      cursor.advance()
      let conditions = try parseConditions()
      let variables = variableBindings
      guard cursor.takeWord("else") else {
        throw cursor.unexpected("`else` after the guard condition")
      }
      let otherwise = try parseBlock()
      guard let last = otherwise.last, last.leavesScope else {
        throw ScenarioError(.guardFallsThrough, at: location)
      }
      let guardStatement = Stmt(.guardElse(conditions, otherwise), at: location)
      if variables.isEmpty { return guardStatement }
      return Stmt(.sequence([guardStatement] + Self.redeclared(variables)), at: location)
    case "for":
      cursor.advance()
      if let loop = try parseCStyleFor(at: location) { return loop }
      if cursor.current.isPunctuation("(") { return try parseTupleFor(at: location) }
      if cursor.takeWord("case") {
        // `for case let v? in values where c { … }` is `for x in values { if case let v? = x,
        // c { … } }` (The Swift Programming Language, "For-In Statement").
        let pattern = try parsePattern(binding: false)
        guard cursor.takeWord("in") else { throw cursor.unexpected("`in` after the pattern") }
        let sequence = try parseExpression(allowTrailingClosure: false)
        let element = "case@\(location.line):\(location.column)"
        var conditions = [Condition.pattern(pattern, Expr(.name(element), at: location))]
        if cursor.takeWord("where") {
          conditions.append(.test(try parseExpression(allowTrailingClosure: false)))
        }
        let body = try parseBlock()
        return Stmt(
          .forIn(element, sequence, [Stmt(.ifElse(conditions, body, nil), at: location)]),
          at: location)
      }
      let name = try cursor.expectIdentifier("a loop variable after `for`")
      guard cursor.takeWord("in") else { throw cursor.unexpected("`in` after the loop variable") }
      let sequence = try parseExpression(allowTrailingClosure: false)
      if cursor.current.isWord("where") {
        // `for x in xs where c { … }` is `for x in xs { if c { … } }`.
        let whereLocation = cursor.current.location
        cursor.advance()
        let condition = try parseExpression(allowTrailingClosure: false)
        let body = try parseBlock()
        return Stmt(
          .forIn(name, sequence, [Stmt(.ifElse([.test(condition)], body, nil), at: whereLocation)]),
          at: location)
      }
      return Stmt(.forIn(name, sequence, try parseBlock()), at: location)
    case "return":
      cursor.advance()
      let next = cursor.current
      if next.followsNewline || next.isPunctuation("}") || next.isPunctuation(";")
        || next.kind == .endOfInput
      {
        return Stmt(.returnStatement(nil), at: location)
      }
      return Stmt(.returnStatement(try parseExpression()), at: location)
    case "switch":
      return try parseSwitch()
    case "while":
      cursor.advance()
      let conditions = try parseConditions()
      let variables = variableBindings
      return Stmt(
        .whileLoop(conditions, Self.redeclared(variables) + (try parseBlock())), at: location)
    case "break", "continue":
      let word = cursor.current.identifier
      cursor.advance()
      if let label = cursor.current.identifier, !cursor.current.followsNewline {
        // `break outer`, `continue outer`.
        cursor.advance()
        return Stmt(.labeledJump(label, isBreak: word == "break"), at: location)
      }
      return Stmt(word == "break" ? .breakStatement : .continueStatement, at: location)
    case "func":
      // A nested function is a constant closure of its scope (calls ignore its labels).
      let method = try parseFunc(isOverride: false)
      let closure = Expr(
        .closure(Closure(parameters: method.parameters, body: method.body)), at: location)
      return Stmt(
        .declaration(
          Declaration(name: method.name, isConstant: true, typeName: nil, initialValue: closure)),
        at: location)
    case "repeat":
      cursor.advance()
      let body = try parseBlock()
      guard cursor.takeWord("while") else {
        throw cursor.unexpected("`while` and a condition after the `repeat` block")
      }
      let condition = try parseExpression(allowTrailingClosure: false)
      return Stmt.repeatWhile(body, condition, at: location)
    case "defer":
      cursor.advance()
      return Stmt(.deferBlock(try parseBlock()), at: location)
    case "fallthrough":
      throw ScenarioError(Self.fallthroughRefusal, at: location)
    case "do" where cursor.peek().isPunctuation("{"):
      return try parseDoCatch()
    case "throw":
      cursor.advance()
      return Stmt(.throwStatement(try parseExpression()), at: location)
    case "do", "struct", "enum",
      "extension", "protocol", "init", "deinit", "class":
      let word = cursor.current.identifier ?? ""
      if ["struct", "enum", "class"].contains(word),
        cursor.peek().identifier.map({ !["func", "var", "let"].contains($0) }) ?? false
      {
        // A local type (The Swift Programming Language, "Nested Types"): declared in a function,
        // it joins the program's types as a nested one does (W24; [I] its name is not confined
        // to the function, which only code the compiler rejects could notice).
        switch cursor.current.identifier {
        case "struct": nestedStructs.append(try parseStruct())
        case "enum": nestedEnums.append(try parseEnum())
        default: nestedClasses.append(try parseLocalClass())
        }
        return Stmt(.sequence([]), at: location)
      }
      throw ScenarioError(
        .unsupported(
          "`\(word)` here",
          instead: "`let`, `var`, `if`, `guard`, `switch`, `for … in`, `while`, `repeat`, "
            + "`defer`, `return`, calls "
            + "and assignments in statements; `class`, `enum` and `extension` at top level"),
        at: location)
    default:
      if cursor.current.isWord("_"), cursor.peek().isPunctuation("=") {
        // `_ = child.view`: evaluated for its effect, the value discarded.
        cursor.advance()
        cursor.advance()
        return Stmt(.expression(try parseExpression()), at: location)
      }
      if let op = ["++", "--"].first(where: cursor.current.isPunctuation) {
        // Swift 2's `++i` as a statement (SE-0004, SwiftLegacySyntax reports it): `i += 1`.
        let operatorLocation = cursor.current.location
        cursor.advance()
        let target = try parseExpression()
        let combined = Expr(
          .binary(String(op.prefix(1)), target, Expr(.number(1), at: operatorLocation)),
          at: operatorLocation)
        return Stmt(.assignment(target, combined), at: location)
      }
      let target = try parseExpression()
      if cursor.take("=") {
        return Stmt(.assignment(target, try parseExpression()), at: location)
      }
      if let op = ["+=", "-=", "*=", "/=", "|=", "%=", "&=", "^=", "<<=", ">>="].first(
        where: cursor.current.isPunctuation)
      {
        // `x += y` is `x = x + y` (the target is evaluated twice: targets have no effects);
        // every compound assignment operator of the standard library's (The Swift
        // Programming Language, "Compound Assignment Operators").
        let operatorLocation = cursor.current.location
        cursor.advance()
        let value = try parseExpression()
        let combined = Expr(.binary(String(op.dropLast()), target, value), at: operatorLocation)
        return Stmt(.assignment(target, combined), at: location)
      }
      if let op = ["++", "--"].first(where: cursor.current.isPunctuation) {
        // Swift 2's `i++`, removed in Swift 3 (SE-0004): reported with its fix-it by
        // `SwiftRemovedOperators`; read as `i += 1` so the rest of the block parses.
        let operatorLocation = cursor.current.location
        cursor.advance()
        let combined = Expr(
          .binary(String(op.prefix(1)), target, Expr(.number(1), at: operatorLocation)),
          at: operatorLocation)
        return Stmt(.assignment(target, combined), at: location)
      }
      return Stmt(.expression(target), at: location)
    }
  }

  /// The statements a label may name.
  static let labelledStatements: Set<String> = ["for", "while", "repeat", "switch", "if", "do"]

  /// `let x = e`, or several names in one declaration (`let a = 1, b = 2`): one statement,
  /// a `sequence` of declarations for several names (declared in the enclosing scope).
  mutating func parseDeclaration() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    let declarations = try parseDeclarations()
    return declarations.count == 1 ? declarations[0] : Stmt(.sequence(declarations), at: location)
  }

  /// `let x = e`, `var a, b: UIView!`, `var x: Int = 0, y = ""`: each name of a
  /// pattern-initializer list is its own declaration, in order; a name written without a type
  /// or a value takes the type of the next name that has one (`var a, b: Int` declares two
  /// `Int`s), as Swift reads it (The Swift Programming Language, "Constant Declaration" and
  /// "Variable Declaration"). Observers are only for a declaration of one name.
  mutating func parseDeclarations() throws(ScenarioError) -> [Stmt] {
    let location = cursor.current.location
    let isLazy = precededByModifier("lazy")
    let isConstant = cursor.current.isWord("let")
    cursor.advance()
    if cursor.current.isPunctuation("(") {
      return [try parseTupleDeclaration(isConstant: isConstant, at: location)]
    }
    var declarations: [Stmt] = []
    repeat {
      let nameLocation = declarations.isEmpty ? location : cursor.current.location
      let name = try cursor.expectIdentifier("a name after `\(isConstant ? "let" : "var")`")
      var typeName: String?
      var typeLocation: SourceLocation?
      var tupleLabels: [String?]?
      var elementTypeName: String?
      var dictionaryValueTypeName: String?
      if cursor.take(":") {
        typeLocation = cursor.current.location
        typeName = try parseType()
        tupleLabels = lastTupleLabels
        elementTypeName = lastArrayElementType
        dictionaryValueTypeName = lastDictionaryValueType
      }
      var value: Expr?
      if cursor.take("=") {
        value = try parseExpression(allowTrailingClosure: !hasObservers(after: 0))
      }
      var observers: (PropertyObserver?, PropertyObserver?) = (nil, nil)
      if declarations.isEmpty, cursor.current.isPunctuation("{"), hasObservers(after: 0) {
        observers = try parseObservers()
      }
      var declaration = Declaration(
        name: name, isConstant: isConstant, typeName: typeName, initialValue: value)
      declaration.typeLocation = typeLocation
      declaration.tupleLabels = tupleLabels
      declaration.elementTypeName = elementTypeName
      declaration.dictionaryValueTypeName = dictionaryValueTypeName
      declaration.isLazy = isLazy && value != nil
      (declaration.willSet, declaration.didSet) = observers
      if typeName != nil {
        // `var a, b: Int`: the names before, with neither a type nor a value, are `Int`s too.
        for index in declarations.indices.reversed() {
          guard case .declaration(var earlier) = declarations[index].kind,
            earlier.typeName == nil, earlier.initialValue == nil
          else { break }
          earlier.typeName = typeName
          earlier.typeLocation = typeLocation
          earlier.tupleLabels = tupleLabels
          declarations[index] = Stmt(.declaration(earlier), at: declarations[index].location)
        }
      }
      declarations.append(Stmt(.declaration(declaration), at: nameLocation))
      if observers.0 != nil || observers.1 != nil { break }
    } while cursor.current.isPunctuation(",") && cursor.peek().identifier != nil && cursor.take(",")
    return declarations
  }

  /// True when `{ willSet` / `{ didSet` follows somewhere on this line, from `offset` on:
  /// property observers, not a trailing closure of the initial value.
  func hasObservers(after offset: Int) -> Bool {
    var index = offset
    while index < 64 {
      let token = cursor.peek(index)
      if token.kind == .endOfInput || (index > offset && token.followsNewline) { return false }
      if token.isPunctuation("{") {
        let next = cursor.peek(index + 1)
        return next.isWord("willSet") || next.isWord("didSet")
      }
      index += 1
    }
    return false
  }

  /// `{ willSet { … } didSet(old) { … } }` after a stored property.
  mutating func parseObservers() throws(ScenarioError) -> (PropertyObserver?, PropertyObserver?) {
    try cursor.expect("{", "`{` to open the property observers")
    var willSet: PropertyObserver?
    var didSet: PropertyObserver?
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close the property observers") }
      if cursor.take(";") { continue }
      let location = cursor.current.location
      let isWill = cursor.current.isWord("willSet")
      guard isWill || cursor.current.isWord("didSet") else {
        throw cursor.unexpected("`willSet` or `didSet` in the property observers")
      }
      cursor.advance()
      var parameter = isWill ? "newValue" : "oldValue"
      if cursor.take("(") {
        parameter = try cursor.expectIdentifier("a name for the \(isWill ? "new" : "old") value")
        try cursor.expect(")", "`)` after the observer's parameter")
      }
      let observer = PropertyObserver(
        parameter: parameter, body: try parseBlock(), location: location)
      if isWill { willSet = observer } else { didSet = observer }
    }
    return (willSet, didSet)
  }

  /// True when the modifiers right before the current token include `word` (`lazy var`).
  func precededByModifier(_ word: String) -> Bool {
    var offset = -1
    while cursor.position + offset >= 0, let name = cursor.peek(offset).identifier,
      Self.modifiers.contains(name)
    {
      if name == word { return true }
      offset -= 1
    }
    return false
  }

  mutating func parseIf() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()  // if
    let conditions = try parseConditions()
    let then = Self.redeclared(variableBindings) + (try parseBlock())
    var otherwise: [Stmt]?
    if cursor.takeWord("else") {
      if cursor.current.isWord("if") {
        try cursor.enter()
        defer { cursor.leave() }
        otherwise = [try parseIf()]
      } else {
        otherwise = try parseBlock()
      }
    }
    return Stmt(.ifElse(conditions, then, otherwise), at: location)
  }

  /// A tuple pattern's elements: a name (`_` binds nothing) or a nested tuple pattern.
  indirect enum TupleNames {
    case name(String)
    case nested([TupleNames])

    /// The pattern's text, which names its hidden variable (no identifier can be one).
    var text: String {
      switch self {
      case .name(let name): return name
      case .nested(let elements): return "(" + elements.map(\.text).joined(separator: ", ") + ")"
      }
    }
  }

  /// `(a, (b, _))` at the cursor: the elements of a tuple pattern, nested to any depth the
  /// nesting limit allows (The Swift Programming Language, "Tuple Pattern").
  private mutating func parseTupleNames() throws(ScenarioError) -> [TupleNames] {
    try cursor.enter()
    defer { cursor.leave() }
    cursor.advance()  // (
    var elements: [TupleNames] = []
    repeat {
      if cursor.current.isPunctuation("(") {
        elements.append(.nested(try parseTupleNames()))
      } else {
        elements.append(.name(try cursor.expectIdentifier("a name in the tuple pattern")))
      }
    } while cursor.take(",")
    try cursor.expect(")", "`)` to close the tuple pattern")
    return elements
  }

  /// Declarations binding each name of `elements` to its element of the value named
  /// `hidden`, a nested pattern through a hidden variable of its own (named by its text and
  /// position), in order.
  private func tupleBindings(
    _ elements: [TupleNames], of hidden: String, isConstant: Bool, at location: SourceLocation
  ) -> [Stmt] {
    var statements: [Stmt] = []
    for (index, element) in elements.enumerated() {
      let value = Expr(
        .subscriptIndex(
          Expr(.name(hidden), at: location), Expr(.number(Double(index)), at: location)),
        at: location)
      switch element {
      case .name("_"): continue
      case .name(let name):
        statements.append(
          Stmt(
            .declaration(
              Declaration(name: name, isConstant: isConstant, typeName: nil, initialValue: value)),
            at: location))
      case .nested(let inner):
        let innerHidden = element.text + "@" + hidden + ".\(index)"
        statements.append(
          Stmt(
            .declaration(
              Declaration(name: innerHidden, isConstant: true, typeName: nil, initialValue: value)
            ), at: location))
        statements += tupleBindings(inner, of: innerHidden, isConstant: isConstant, at: location)
      }
    }
    return statements
  }

  /// `for (index, child) in children.enumerated() { … }`, `for (i, (a, b)) in …`: the loop
  /// runs over tuples, and the body starts by binding each name to its element (`_` binds
  /// nothing). The tuple's own variable is named by the pattern text, which no identifier can
  /// be.
  private mutating func parseTupleFor(at location: SourceLocation) throws(ScenarioError) -> Stmt {
    let patternLocation = cursor.current.location
    let elements = try parseTupleNames()
    guard cursor.takeWord("in") else { throw cursor.unexpected("`in` after the loop pattern") }
    let sequence = try parseExpression(allowTrailingClosure: false)
    let pair = TupleNames.nested(elements).text
    var body = tupleBindings(elements, of: pair, isConstant: true, at: patternLocation)
    if cursor.current.isWord("where") {
      // `for (k, v) in pairs where c { … }`: the names are bound before `c` is tested.
      let whereLocation = cursor.current.location
      cursor.advance()
      let condition = try parseExpression(allowTrailingClosure: false)
      let inner = try parseBlock()
      body.append(Stmt(.ifElse([.test(condition)], inner, nil), at: whereLocation))
    } else {
      body += try parseBlock()
    }
    return Stmt(.forIn(pair, sequence, body), at: location)
  }

  /// `let (a, b) = pair`, `var (x, _): (Int, Int) = (0, 0)`, `let ((a, b), c) = nested`: the
  /// value is evaluated once (into a variable named by the pattern text, which no identifier
  /// can be), then each name is bound to its element (The Swift Programming Language, "Tuple
  /// Pattern"); `_` binds nothing. The names are declared in the enclosing scope.
  private mutating func parseTupleDeclaration(isConstant: Bool, at location: SourceLocation)
    throws(ScenarioError) -> Stmt
  {
    let patternLocation = cursor.current.location
    let elements = try parseTupleNames()
    if cursor.take(":") { _ = try parseType() }
    guard cursor.take("=") else {
      throw cursor.unexpected("`=` and a value for the tuple pattern")
    }
    let value = try parseExpression()
    let hidden = TupleNames.nested(elements).text + "@\(location.line):\(location.column)"
    let statements = [
      Stmt(
        .declaration(
          Declaration(name: hidden, isConstant: true, typeName: nil, initialValue: value)),
        at: location)
    ]
    return Stmt(
      .sequence(
        statements
          + tupleBindings(elements, of: hidden, isConstant: isConstant, at: patternLocation)),
      at: location)
  }

  /// `switch subject { case p, q where c: … default: … }`.
  mutating func parseSwitch() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()  // switch
    let subject = try parseExpression(allowTrailingClosure: false)
    try cursor.expect("{", "`{` to open the switch")
    try cursor.enter()
    defer { cursor.leave() }
    var cases: [SwitchCase] = []
    var fallsThrough: [Bool] = []
    while !cursor.take("}") {
      let caseLocation = cursor.current.location
      var patterns: [Expr] = []
      var bindingPatterns: [Pattern] = []
      var condition: Expr?
      if cursor.takeWord("default") {
        try cursor.expect(":", "`:` after `default`")
      } else if cursor.takeWord("case") {
        repeat {
          if let pattern = try parseCaseItemPattern() {
            bindingPatterns.append(pattern)
          } else {
            let value = try parseExpression(allowTrailingClosure: false)
            patterns.append(value)
            bindingPatterns.append(.value(value))
          }
        } while cursor.take(",")
        // A case of values only keeps them as `patterns`; one with a structural item keeps
        // every item as a pattern (Pattern.swift).
        if bindingPatterns.allSatisfy({ if case .value = $0 { true } else { false } }) {
          bindingPatterns = []
        } else {
          patterns = []
        }
        if cursor.takeWord("where") {
          condition = try parseExpression(allowTrailingClosure: false)
        }
        try cursor.expect(":", "`:` after the case patterns")
      } else {
        throw cursor.unexpected("`case`, `default` or `}` in the switch")
      }
      var body: [Stmt] = []
      var fallthroughLocation: SourceLocation?
      while !cursor.current.isWord("case") && !cursor.current.isWord("default")
        && !cursor.current.isPunctuation("}")
      {
        if cursor.atEnd { throw cursor.unexpected("`}` to close the switch") }
        if cursor.take(";") { continue }
        if let location = fallthroughLocation {
          throw ScenarioError(Self.fallthroughRefusal, at: location)
        }
        if cursor.current.isWord("fallthrough") {
          fallthroughLocation = cursor.current.location
          cursor.advance()
          try endOfStatement()
          continue
        }
        body.append(try parseStatement())
        try endOfStatement()
      }
      fallsThrough.append(fallthroughLocation != nil)
      cases.append(
        SwitchCase(
          patterns: patterns, bindingPatterns: bindingPatterns, condition: condition, body: body,
          location: caseLocation))
    }
    try joinFallthroughs(&cases, fallsThrough)
    return Stmt(.switchCase(subject, cases), at: location)
  }

  private mutating func parseConditions() throws(ScenarioError) -> [Condition] {
    var conditions: [Condition] = []
    variableBindings = []
    // Swift 2's `if let a = x, b = y where c` (SwiftLegacySyntax reports it): read as Swift 3's
    // `if let a = x, let b = y, c`.
    var binding: Bool?
    repeat {
      if cursor.takeWord("case") {
        // `if case .detail(let id) = route`, `guard case let .child(vc) = route else`.
        let pattern = try parsePattern(binding: false)
        try cursor.expect("=", "`=` and the value after the `case` pattern")
        conditions.append(.pattern(pattern, try parseExpression(allowTrailingClosure: false)))
        if cursor.takeWord("where") {
          conditions.append(.test(try parseExpression(allowTrailingClosure: false)))
        }
        continue
      }
      let continued =
        binding != nil && cursor.current.identifier != nil
        && (cursor.peek().isPunctuation("=") || cursor.peek().isPunctuation(":"))
      if cursor.current.isWord("let") || cursor.current.isWord("var") || continued {
        let isVariable = continued ? binding == true : cursor.current.isWord("var")
        binding = isVariable
        if !continued { cursor.advance() }
        let name = try cursor.expectIdentifier("a name to bind")
        if isVariable { variableBindings.append((name, cursor.current.location)) }
        if cursor.take(":") { _ = try parseType() }
        if cursor.take("=") {
          conditions.append(.binding(name, try parseExpression(allowTrailingClosure: false)))
        } else {
          // Swift 5.7 shorthand `if let child { … }`.
          conditions.append(.binding(name, Expr(.name(name), at: cursor.current.location)))
        }
        if cursor.takeWord("where") {
          conditions.append(.test(try parseExpression(allowTrailingClosure: false)))
        }
      } else {
        conditions.append(.test(try parseExpression(allowTrailingClosure: false)))
      }
    } while cursor.take(",")
    return conditions
  }
}

extension SwiftParser {
  /// Swift 2's C-style `for var i = 0; i < n; i++ { … }` (or in parentheses), removed in Swift 3
  /// (SE-0007; SwiftLegacySyntax reports it with its fix-it): read as C's loop so the rest of
  /// the code parses. Nil, with the cursor where it was, for a `for … in`.
  mutating func parseCStyleFor(at location: SourceLocation) throws(ScenarioError) -> Stmt? {
    let start = cursor.position
    let parenthesized = cursor.take("(")
    var depth = 0
    var isCStyle = false
    while !cursor.atEnd {
      let token = cursor.current
      if depth == 0 {
        if token.isPunctuation(";") {
          isCStyle = true
          break
        }
        if token.isWord("in") || token.isPunctuation("{") { break }
        if parenthesized, token.isPunctuation(")") { break }
      }
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      cursor.advance()
    }
    cursor.rewind(to: start)
    guard isCStyle else { return nil }
    _ = cursor.take("(")
    let initial = cursor.current.isPunctuation(";") ? nil : try parseStatement()
    try cursor.expect(";", "`;` after the loop's first clause")
    let condition =
      cursor.current.isPunctuation(";") ? nil : try parseExpression(allowTrailingClosure: false)
    try cursor.expect(";", "`;` after the loop's condition")
    let ends = cursor.current.isPunctuation(parenthesized ? ")" : "{")
    let step = ends ? nil : try parseStatement()
    if parenthesized { try cursor.expect(")", "`)` after the loop's clauses") }
    return Stmt.cFor(initial, condition, step, try parseBlock(), at: location)
  }
}
