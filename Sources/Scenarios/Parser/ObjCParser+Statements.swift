/// Objective-C statements: blocks, declarations, `if`, `for (… in …)`, `return`, assignments.
extension ObjCParser {
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
      statements += takePending()
    }
    return statements
  }

  /// The other declarations of the last `Type *a, *b;`.
  mutating func takePending() -> [Stmt] {
    defer { pending = [] }
    return pending
  }

  /// A block, or one statement (`if (x) [a b];`).
  private mutating func parseBody() throws(ScenarioError) -> [Stmt] {
    if cursor.current.isPunctuation("{") { return try parseBlock() }
    try cursor.enter()
    defer { cursor.leave() }
    return [try parseStatement()]
  }

  mutating func parseStatement() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    switch cursor.current.identifier {
    case "if":
      cursor.advance()
      try cursor.expect("(", "`(` after `if`")
      let condition = try parseExpression()
      try cursor.expect(")", "`)` after the condition")
      let then = try parseBody()
      var otherwise: [Stmt]?
      if cursor.takeWord("else") { otherwise = try parseBody() }
      return Stmt(.ifElse([.test(condition)], then, otherwise), at: location)
    case "for":
      return try parseFor()
    case "break", "continue":
      let isBreak = cursor.current.isWord("break")
      cursor.advance()
      try expectSemicolon()
      return Stmt(isBreak ? .breakStatement : .continueStatement, at: location)
    case "while":
      cursor.advance()
      try cursor.expect("(", "`(` after `while`")
      let condition = try parseExpression()
      try cursor.expect(")", "`)` after the condition")
      return Stmt(.whileLoop([.test(condition)], try parseBody()), at: location)
    case "return":
      cursor.advance()
      if cursor.take(";") { return Stmt(.returnStatement(nil), at: location) }
      let value = try parseExpression()
      try expectSemicolon()
      return Stmt(.returnStatement(value), at: location)
    case "do", "switch", "goto", "@try", "typedef", "struct":
      throw ScenarioError(
        .unsupported(
          "`\(cursor.current.identifier ?? "")`",
          instead:
            "declarations, `if`/`else`, `for (… in …)`, `while`, `break`, `continue`, `return`, "
            + "messages and assignments"),
        at: location)
    default:
      break
    }
    if let declaration = try parseDeclarationIfAny() {
      try expectSemicolon()
      return declaration
    }
    let target = try parseExpression()
    if cursor.take("=") {
      let value = try parseExpression()
      try expectSemicolon()
      return Stmt(.assignment(target, value), at: location)
    }
    if let op = ["+=", "-=", "*=", "/=", "|=", "++", "--"].first(
      where: cursor.current.isPunctuation)
    {
      // `x += y;` is `x = x + y;`, `i++;` is `i = i + 1;` (as statements only).
      let operatorLocation = cursor.current.location
      cursor.advance()
      let value =
        op == "++" || op == "--" ? Expr(.number(1), at: operatorLocation) : try parseExpression()
      let combined = Expr(
        .binary(String(op.prefix(1)), target, value), at: operatorLocation)
      try expectSemicolon()
      return Stmt(.assignment(target, combined), at: location)
    }
    try expectSemicolon()
    return Stmt(.expression(target), at: location)
  }

  private mutating func expectSemicolon() throws(ScenarioError) {
    guard cursor.take(";") else { throw cursor.unexpected("`;` after the statement") }
  }

  /// `for (UIViewController *child in self.childViewControllers) …`.
  private mutating func parseFor() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()
    try cursor.expect("(", "`(` after `for`")
    while let word = cursor.current.identifier, Self.qualifiers.contains(word) { cursor.advance() }
    var name = try cursor.expectIdentifier("a loop variable")
    while cursor.take("*") {}
    if let second = cursor.current.identifier, second != "in" {
      name = second
      cursor.advance()
    }
    guard cursor.takeWord("in") else {
      throw ScenarioError(
        .unsupported("C-style `for (…; …; …)` loops", instead: "`for (Type *x in collection)`"),
        at: cursor.current.location)
    }
    let sequence = try parseExpression()
    try cursor.expect(")", "`)` after the collection")
    return Stmt(.forIn(name, sequence, try parseBody()), at: location)
  }

  /// `Type *name = value`, `BOOL flag = YES`, `__weak typeof(self) weakSelf = self`; nil
  /// (nothing consumed) when the statement is not a declaration.
  private mutating func parseDeclarationIfAny() throws(ScenarioError) -> Stmt? {
    let start = cursor.position
    let location = cursor.current.location
    var sawQualifier = false
    while let word = cursor.current.identifier, Self.qualifiers.contains(word) {
      cursor.advance()
      sawQualifier = true
    }
    var typeName: String
    let typeLocation = cursor.current.location
    if cursor.current.isWord("typeof") || cursor.current.isWord("__typeof")
      || cursor.current.isWord("__typeof__")
    {
      cursor.advance()
      try parseParenthesizedType()
      typeName = "typeof"
    } else if let word = cursor.current.identifier {
      typeName = word
      cursor.advance()
      // `unsigned long count`, `long long n`: C types of several words.
      while Self.valueTypes.contains(typeName), let next = cursor.current.identifier,
        Self.valueTypes.contains(next), cursor.peek().identifier != nil
      {
        typeName += " " + next
        cursor.advance()
      }
    } else {
      cursor.rewind(to: start)
      return nil
    }
    if cursor.current.isPunctuation("<") {
      // NSArray<UIViewController *> *children
      var depth = 0
      repeat {
        if cursor.current.isPunctuation("<") { depth += 1 }
        if cursor.current.isPunctuation(">") { depth -= 1 }
        if cursor.atEnd { throw cursor.unexpected("`>`") }
        cursor.advance()
      } while depth > 0
    }
    if cursor.current.isPunctuation("("), cursor.peek().isPunctuation("^"),
      let name = cursor.peek(2).identifier, cursor.peek(3).isPunctuation(")")
    {
      // `void (^completion)(BOOL) = ^(BOOL finished) { … };`: a block variable.
      cursor.advance()
      cursor.advance()
      cursor.advance()
      cursor.advance()
      if cursor.current.isPunctuation("(") { try parseParenthesizedType() }
      var value: Expr?
      if cursor.take("=") { value = try parseExpression() }
      return Stmt(
        .declaration(
          Declaration(name: name, isConstant: false, typeName: nil, initialValue: value)),
        at: location)
    }
    var pointer = false
    while cursor.take("*") { pointer = true }
    while let word = cursor.current.identifier, Self.qualifiers.contains(word) { cursor.advance() }
    guard let name = cursor.current.identifier,
      pointer || sawQualifier || Self.valueTypes.contains(typeName)
        || typeName.first?.isUppercase == true
    else {
      cursor.rewind(to: start)
      return nil
    }
    // `Foo bar` where Foo is not a type would be a syntax error anyway; `a * b;` is not.
    let afterName = cursor.peek()
    guard
      afterName.isPunctuation("=") || afterName.isPunctuation(";")
        || afterName.isPunctuation(",")
    else {
      cursor.rewind(to: start)
      return nil
    }
    let declared = typeName == "typeof" ? nil : typeName
    // `UIViewController *a = x, *b;`: each declarator is a declaration of its own.
    var declarations: [Stmt] = []
    var declaratorName = name
    var declaratorLocation = location
    while true {
      cursor.advance()  // the name
      var value: Expr?
      if cursor.take("=") { value = try parseExpression() }
      var declaration = Declaration(
        name: declaratorName, isConstant: false, typeName: declared, initialValue: value)
      declaration.typeLocation = typeLocation
      declarations.append(Stmt(.declaration(declaration), at: declaratorLocation))
      guard cursor.take(",") else { break }
      while cursor.take("*") {}
      declaratorLocation = cursor.current.location
      guard let next = cursor.current.identifier else {
        throw cursor.unexpected("a name after `,` in the declaration")
      }
      declaratorName = next
    }
    pending = Array(declarations.dropFirst())
    return declarations[0]
  }
}
