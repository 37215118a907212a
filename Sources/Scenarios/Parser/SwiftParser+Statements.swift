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
    _ = try skipModifiers()
    switch cursor.current.identifier {
    case "let", "var":
      return try parseDeclaration()
    case "if":
      return try parseIf()
    case "guard":
      cursor.advance()
      let conditions = try parseConditions()
      guard cursor.takeWord("else") else {
        throw cursor.unexpected("`else` after the guard condition")
      }
      let otherwise = try parseBlock()
      guard let last = otherwise.last, case .returnStatement = last.kind else {
        throw ScenarioError(.guardFallsThrough, at: location)
      }
      return Stmt(.guardElse(conditions, otherwise), at: location)
    case "for":
      cursor.advance()
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
    case "while", "repeat", "switch", "do", "defer", "break", "continue", "struct", "enum",
      "extension", "protocol", "init", "deinit", "throw", "try", "func", "class":
      let word = cursor.current.identifier ?? ""
      throw ScenarioError(
        .unsupported(
          "`\(word)` here",
          instead: "`let`, `var`, `if`, `guard`, `for … in`, `return`, calls and assignments"
            + " in statements; `func` and `class` at top level"),
        at: location)
    default:
      if cursor.current.isWord("_"), cursor.peek().isPunctuation("=") {
        // `_ = child.view`: evaluated for its effect, the value discarded.
        cursor.advance()
        cursor.advance()
        return Stmt(.expression(try parseExpression()), at: location)
      }
      let target = try parseExpression()
      if cursor.take("=") {
        return Stmt(.assignment(target, try parseExpression()), at: location)
      }
      if let op = ["+=", "-=", "*=", "/=", "|="].first(where: cursor.current.isPunctuation) {
        throw ScenarioError(
          .unsupported("the compound assignment `\(op)`", instead: "`x = x + y`"),
          at: cursor.current.location)
      }
      return Stmt(.expression(target), at: location)
    }
  }

  mutating func parseDeclaration() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    let isLazy = precededByModifier("lazy")
    let isConstant = cursor.current.isWord("let")
    cursor.advance()
    if cursor.current.isPunctuation("(") {
      throw ScenarioError(
        .unsupported("a tuple pattern", instead: "one name per `let`/`var`"),
        at: cursor.current.location)
    }
    let name = try cursor.expectIdentifier("a name after `\(isConstant ? "let" : "var")`")
    var typeName: String?
    var typeLocation: SourceLocation?
    if cursor.take(":") {
      typeLocation = cursor.current.location
      typeName = try parseType()
    }
    var value: Expr?
    if cursor.take("=") { value = try parseExpression() }
    if cursor.current.isPunctuation(",") {
      throw ScenarioError(
        .unsupported("several names in one declaration", instead: "one name per `let`/`var`"),
        at: cursor.current.location)
    }
    var declaration = Declaration(
      name: name, isConstant: isConstant, typeName: typeName, initialValue: value)
    declaration.typeLocation = typeLocation
    declaration.isLazy = isLazy && value != nil
    return Stmt(.declaration(declaration), at: location)
  }

  /// True when the modifiers right before the current token include `word` (`lazy var`).
  private func precededByModifier(_ word: String) -> Bool {
    var offset = -1
    while cursor.position + offset >= 0, let name = cursor.peek(offset).identifier,
      Self.modifiers.contains(name)
    {
      if name == word { return true }
      offset -= 1
    }
    return false
  }

  private mutating func parseIf() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()  // if
    let conditions = try parseConditions()
    let then = try parseBlock()
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

  private mutating func parseConditions() throws(ScenarioError) -> [Condition] {
    var conditions: [Condition] = []
    repeat {
      if cursor.current.isWord("let") || cursor.current.isWord("var") {
        cursor.advance()
        let name = try cursor.expectIdentifier("a name to bind")
        if cursor.take(":") { _ = try parseType() }
        if cursor.take("=") {
          conditions.append(.binding(name, try parseExpression(allowTrailingClosure: false)))
        } else {
          // Swift 5.7 shorthand `if let child { … }`.
          conditions.append(.binding(name, Expr(.name(name), at: cursor.current.location)))
        }
      } else {
        conditions.append(.test(try parseExpression(allowTrailingClosure: false)))
      }
    } while cursor.take(",")
    return conditions
  }
}
