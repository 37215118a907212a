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

  /// `switch (value) { case A: … break; default: … }`: C's fall-through from the matching
  /// case until `break` is the interpreter's, for Objective-C.
  private mutating func parseSwitch() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()
    try cursor.expect("(", "`(` after `switch`")
    let subject = try parseExpression()
    try cursor.expect(")", "`)` after the value")
    try cursor.expect("{", "`{` to open the `switch` body")
    try cursor.enter()
    defer { cursor.leave() }
    var cases: [SwitchCase] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close the `switch`") }
      let caseLocation = cursor.current.location
      var patterns: [Expr] = []
      if cursor.takeWord("case") {
        let low = try parseExpression()
        if cursor.take("...") {
          // `case 1 ... 3:` (GNU case ranges, which clang accepts): every value from the low
          // to the high end, both included.
          let high = try parseExpression()
          patterns = [Expr(.binary("...", low, high), at: low.location)]
        } else {
          patterns = [low]
        }
      } else if !cursor.takeWord("default") {
        throw cursor.unexpected("`case` or `default` in the `switch` body")
      }
      try cursor.expect(":", "`:` after the case")
      var body: [Stmt] = []
      while !cursor.current.isWord("case"), !cursor.current.isWord("default"),
        !cursor.current.isPunctuation("}"), !cursor.atEnd
      {
        if cursor.take(";") { continue }
        body.append(try parseStatement())
        body += takePending()
      }
      cases.append(
        SwitchCase(patterns: patterns, condition: nil, body: body, location: caseLocation))
    }
    return Stmt(.switchCase(subject, cases), at: location)
  }

  /// A block, or one statement (`if (x) [a b];`).
  private mutating func parseBody() throws(ScenarioError) -> [Stmt] {
    if cursor.current.isPunctuation("{") { return try parseBlock() }
    // `for (k = 10; k > 0; k -= 4);`: the null statement (C11 6.8.3), a body doing nothing.
    if cursor.take(";") { return [] }
    try cursor.enter()
    defer { cursor.leave() }
    return [try parseStatement()]
  }

  mutating func parseStatement() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    switch cursor.current.identifier {
    case _ where cursor.current.isPunctuation("{"):
      // `{ … }`: a scope of its own (`case 1: { … } break;`).
      return Stmt.block(try parseBlock(), at: location)
    case "if":
      cursor.advance()
      try cursor.expect("(", "`(` after `if`")
      var condition = Condition.test(try parseExpression())
      // `if (self = [super init])`, `if ((self = [super init]))`: the initializer idiom, a
      // test that binds `self`.
      if case .test(let test) = condition, case .assign(let target, let value) = test.kind,
        target.kind == .name("self")
      {
        condition = .binding("self", value)
      }
      try cursor.expect(")", "`)` after the condition")
      let then = try parseBody()
      var otherwise: [Stmt]?
      if cursor.takeWord("else") { otherwise = try parseBody() }
      return Stmt(.ifElse([condition], then, otherwise), at: location)
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
    case "do":
      cursor.advance()
      let body = try parseBody()
      guard cursor.takeWord("while") else {
        throw cursor.unexpected("`while (…);` after the `do` block")
      }
      try cursor.expect("(", "`(` after `while`")
      let condition = try parseExpression()
      try cursor.expect(")", "`)` after the condition")
      try expectSemicolon()
      return Stmt.repeatWhile(body, condition, at: location)
    case "switch":
      return try parseSwitch()
    case _ where cursor.current.kind == .atKeyword("autoreleasepool"):
      // `@autoreleasepool { … }`: a scope; releasing is the runtime's, not traced.
      cursor.advance()
      return Stmt.block(try parseBlock(), at: location)
    case _ where cursor.current.kind == .atKeyword("synchronized"):
      // `@synchronized (token) { … }`: the token is evaluated, then the block runs (one thread
      // here, so the lock is always free).
      cursor.advance()
      try cursor.expect("(", "`(` after `@synchronized`")
      let token = try parseExpression()
      try cursor.expect(")", "`)` after the lock token")
      let body = try parseBlock()
      return Stmt.block(
        [Stmt(.expression(token), at: token.location), Stmt.block(body, at: location)], at: location
      )
    case _ where cursor.current.kind == .atKeyword("try"):
      return try parseTry()
    case _ where cursor.current.kind == .atKeyword("throw"):
      return try parseThrow()
    case "goto":
      // `goto retry;` (C11 6.8.6.1): a jump to the label of that name in the function, as far
      // out as it is (Interpreter+Goto.swift).
      cursor.advance()
      let label = try cursor.expectIdentifier("a label after `goto`")
      try expectSemicolon()
      return Stmt(.labeledJump(Self.gotoLabel(label), isBreak: true), at: location)
    case let word?
    where cursor.peek().isPunctuation(":") && word != "case" && word != "default":
      // `retry:` (C11 6.8.1): a label, where a `goto` of its name goes on; the statement after
      // it is read as the next one.
      cursor.advance()
      cursor.advance()
      return Stmt(
        .labeled(Self.gotoLabel(word), Stmt(.sequence([]), at: location)), at: location)
    case "typedef":
      // `typedef NS_ENUM(NSInteger, Step) { StepOne, StepTwo };` inside a function (C11 6.7.8,
      // a typedef with block scope): the type name is known from here on and the constants
      // are the block's constants.
      let (typeName, constants) = try parseTypedef()
      typeNames.insert(typeName)
      if !fileStructs.contains(where: { $0.name == typeName }),
        !fileTypedefs.contains(where: { $0.name == typeName })
      {
        fileTypedefs.append(EnumDecl(name: typeName, cases: [], location: location))
      }
      return Stmt(.sequence(constants), at: location)
    default:
      break
    }
    if let declaration = try parseDeclarationIfAny() {
      try expectSemicolon()
      return declaration
    }
    // `x = y;`, `x += y;` (as `x = x + y;`), `i++;` (as `i = i + 1;`).
    let target = try parseExpression()
    if cursor.current.isPunctuation(",") {
      // `old = _rear, _rear = new, view = _contentView.rearView;`: expressions joined by the
      // comma operator (C11 6.5.17), each one evaluated in turn as its own statement would be.
      var steps = [
        Self.asIncrementStatement(target, at: location)
          ?? Self.assignmentStatement(target, at: location)
          ?? Stmt(.expression(target), at: location)
      ]
      while cursor.take(",") { steps.append(try parseStep()) }
      try expectSemicolon()
      return Stmt(.sequence(steps), at: location)
    }
    if !cursor.current.isPunctuation(";"), cursor.current.followsNewline,
      let (name, isFunctionLike) = statementMacro(target)
    {
      // `SPSelfWeakly` or `WeakSelf(self)` alone on its line, the next statement after it: a
      // macro of a header the excerpt does not include (it expands to a declaration with its
      // own `;`, `__weak typeof(self) weakSelf = self;`); clang would not know it either.
      throw Self.undeclaredMacroError(name, at: location, functionLike: isFunctionLike)
    }
    try expectSemicolon()
    return Self.asIncrementStatement(target, at: location)
      ?? Self.assignmentStatement(target, at: location)
      ?? Stmt(.expression(target), at: location)
  }

  /// The macro name of a statement that can only be a macro's use when no `;` follows it: a
  /// name, or a call of one, spelled as macros are (`SPSelfWeakly`, `WeakSelf(self)`,
  /// `kWeakSelf(self)`: a capital, or `k` and a capital), which no type the snippet declares
  /// has; nil otherwise (a missing `;` after a variable stays a syntax error).
  private func statementMacro(_ expression: Expr) -> (String, Bool)? {
    let name: String
    let isFunctionLike: Bool
    switch expression.kind {
    case .name(let word):
      (name, isFunctionLike) = (word, false)
    case .call(let callee, _):
      guard case .name(let word) = callee.kind else { return nil }
      (name, isFunctionLike) = (word, true)
    default:
      return nil
    }
    let spelledAsMacro =
      name.first?.isUppercase == true
      || name.hasPrefix("k") && name.dropFirst().first?.isUppercase == true
    guard spelledAsMacro, !typeNames.contains(name), !Self.valueTypes.contains(name) else {
      return nil
    }
    return (name, isFunctionLike)
  }

  /// `@try { … } @catch (NSException *e) { … } @finally { … }` (Exception Programming Topics,
  /// "Handling Exceptions"): an exception raised in the `@try` block, or in anything it calls,
  /// goes to the first `@catch` whose class it is an instance of (`id` and `...` take any);
  /// `@finally` runs however the statement is left. Read as `{ defer { finally } do { body }
  /// catch … }`: a `defer` runs on the way out by the end, `return`, `break` or a raise, after
  /// the handler, which is `@finally`'s order (FIDELITY-SURFACE.md C16).
  private mutating func parseTry() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()
    let body = try parseBlock()
    var clauses: [CatchClause] = []
    while cursor.current.kind == .atKeyword("catch") {
      let clauseLocation = cursor.current.location
      cursor.advance()
      try cursor.expect("(", "`(` after `@catch`")
      var words: [String] = []
      var depth = 0
      while !(depth == 0 && cursor.current.isPunctuation(")")) {
        if cursor.atEnd { throw cursor.unexpected("`)` to close the `@catch` parameter") }
        if cursor.current.isPunctuation("(") { depth += 1 }
        if cursor.current.isPunctuation(")") { depth -= 1 }
        if let word = cursor.current.identifier, !Self.qualifiers.contains(word) {
          words.append(word)
        }
        cursor.advance()
      }
      cursor.advance()
      let name =
        words.count >= 2
        ? words[words.count - 1] : "exception@\(clauseLocation.line):\(clauseLocation.column)"
      catchVariables.append(name)
      defer { catchVariables.removeLast() }
      let handler = try parseBlock()
      var pattern = Pattern.binding(name)
      if let type = words.first, type != "id" { pattern = .typeCast(type, .binding(name)) }
      clauses.append(
        CatchClause(pattern: pattern, condition: nil, body: handler, location: clauseLocation))
    }
    var finally: [Stmt]?
    if cursor.current.kind == .atKeyword("finally") {
      cursor.advance()
      finally = try parseBlock()
    }
    guard !clauses.isEmpty || finally != nil else {
      throw cursor.unexpected("`@catch` or `@finally` after the `@try` block")
    }
    var statements: [Stmt] = []
    if let finally { statements.append(Stmt(.deferBlock(finally), at: location)) }
    statements.append(
      clauses.isEmpty
        ? Stmt.block(body, at: location) : Stmt(.doCatch(body, clauses), at: location))
    return Stmt.block(statements, at: location)
  }

  /// `@throw exception;`, or `@throw;` in a `@catch` block (the exception it caught, again).
  private mutating func parseThrow() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()
    if cursor.take(";") {
      guard let caught = catchVariables.last else {
        throw ScenarioError(.rethrowOutsideCatch, at: location)
      }
      return Stmt(.throwStatement(Expr(.name(caught), at: location)), at: location)
    }
    let value = try parseExpression()
    try expectSemicolon()
    return Stmt(.throwStatement(value), at: location)
  }

  private mutating func expectSemicolon() throws(ScenarioError) {
    guard cursor.take(";") else { throw cursor.unexpected("`;` after the statement") }
  }

  /// `for (UIViewController *child in self.childViewControllers) …`.
  private mutating func parseFor() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()
    try cursor.expect("(", "`(` after `for`")
    if isCFor() { return try parseCFor(at: location) }
    while let word = cursor.current.identifier, Self.qualifiers.contains(word) { cursor.advance() }
    var name = try cursor.expectIdentifier("a loop variable")
    if cursor.current.isWord("in") {
      // `for (vc in list)`: a variable declared before the loop, which each pass assigns; the
      // loop leaves it at the object a `break` left it on, or nil when it runs out (clang's
      // fast enumeration stores nil at the end; Stmt.outerLoopVariable).
      name = Stmt.outerLoopVariable + name
    }
    // `id<PanelDelegate> panel`, `NSArray<NSString *> *row`: protocol qualifiers and type
    // arguments belong to the loop variable's type.
    if cursor.current.isPunctuation("<") {
      var depth = 0
      repeat {
        if cursor.current.isPunctuation("<") { depth += 1 }
        if cursor.current.isPunctuation(">") { depth -= 1 }
        if cursor.current.kind == .endOfInput { break }
        cursor.advance()
      } while depth > 0
    }
    if cursor.current.isPunctuation("("), cursor.peek().isPunctuation("^"),
      let blockName = cursor.peek(2).identifier
    {
      // `for (void (^finish)(void) in blocks)`: a loop variable of a block type, named
      // inside its declarator (C11 6.7.6).
      cursor.advance()
      cursor.advance()
      cursor.advance()
      try cursor.expect(")", "`)` after the block's name")
      try parseParenthesizedType()
      name = blockName
    }
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

  /// True when the `for (` just read has a `;` before its closing `)`: C's three clauses.
  private func isCFor() -> Bool {
    var offset = 0
    var depth = 0
    while true {
      let token = cursor.peek(offset)
      if token.kind == .endOfInput { return false }
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        if depth == 0 { return false }
        depth -= 1
      } else if depth == 0, token.isPunctuation(";") {
        return true
      }
      offset += 1
    }
  }

  /// `for (int i = 0; i < n; i++) body`, any clause may be empty.
  private mutating func parseCFor(at location: SourceLocation) throws(ScenarioError) -> Stmt {
    var initial: Stmt?
    if !cursor.take(";") {
      if let declaration = try parseDeclarationIfAny() {
        // `int i = 0, j = 0;`: a declaration (its other names are pending), with its `;`.
        try expectSemicolon()
        initial = declaration
      } else {
        // `i = 0, j = 10;`: expressions joined by C's comma operator (C11 6.5.17), evaluated
        // left to right.
        initial = try parseCommaSteps(at: location)
        try expectSemicolon()
      }
      if !pending.isEmpty {
        // `for (NSUInteger i = 0, n = list.count; i < n; i++)`: every declarator is a
        // variable of the loop's scope (C11 6.8.5p5), seen by its condition and step.
        initial = Stmt(.sequence([initial!] + takePending()), at: location)
      }
    }
    var condition: Expr?
    if !cursor.take(";") {
      condition = try parseExpression()
      try expectSemicolon()
    }
    var step: Stmt?
    if !cursor.current.isPunctuation(")") { step = try parseCommaSteps(at: location) }
    try cursor.expect(")", "`)` after the loop's clauses")
    return Stmt.cFor(initial, condition, step, try parseBody(), at: location)
  }

  /// `i++, j--`: steps joined by the comma operator, run left to right in the enclosing
  /// scope (C11 6.5.17); one step alone is itself.
  private mutating func parseCommaSteps(at location: SourceLocation) throws(ScenarioError) -> Stmt {
    var steps = [try parseStep()]
    while cursor.take(",") { steps.append(try parseStep()) }
    return steps.count == 1 ? steps[0] : Stmt(.sequence(steps), at: location)
  }

  /// The step of a C `for`: `i++`, `++i`, `i--`, `i += 2`, `i = i + 1` (no `;`).
  private mutating func parseStep() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    if let op = ["++", "--"].first(where: cursor.current.isPunctuation) {
      cursor.advance()
      let target = try parseExpression()
      let one = Expr(.number(1), at: location)
      return Stmt(
        .assignment(target, Expr(.binary(String(op.prefix(1)), target, one), at: location)),
        at: location)
    }
    let target = try parseExpression()
    return Self.asIncrementStatement(target, at: location)
      ?? Self.assignmentStatement(target, at: location)
      ?? Stmt(.expression(target), at: location)
  }

  /// `Type *name = value`, `BOOL flag = YES`, `__weak typeof(self) weakSelf = self`; nil
  /// (nothing consumed) when the statement is not a declaration.
  private mutating func parseDeclarationIfAny() throws(ScenarioError) -> Stmt? {
    if cursor.current.isWord("extern"), cursor.peek().identifier != nil {
      return try parseExternDeclaration()
    }
    let start = cursor.position
    let location = cursor.current.location
    var sawQualifier = false
    var isStatic = false
    while let word = cursor.current.identifier, Self.qualifiers.contains(word) {
      if word == "static" { isStatic = true }
      cursor.advance()
      sawQualifier = true
    }
    var typeName: String
    let typeLocation = cursor.current.location
    if let structName = try parseStructSpecifier() {
      typeName = structName
      sawQualifier = true  // a struct type, whatever its spelling
      if cursor.current.isPunctuation(";") {
        // `struct Span { int lo, hi; };`: the struct type declared, no variable (C11 6.7.2.3).
        return Stmt(.sequence([]), at: location)
      }
    } else if cursor.current.isWord("enum"), let tag = cursor.peek().identifier,
      !cursor.peek(2).isPunctuation("{"), !cursor.peek(2).isPunctuation(":")
    {
      // `enum TabStyle style = TabStyleBar;`: a variable of the enumerated type the tag names
      // (C11 6.7.2.2), an integer.
      cursor.advance()
      cursor.advance()
      typeName = typeNames.contains(tag) ? tag : "int"
      sawQualifier = true
    } else if cursor.current.isWord("typeof") || cursor.current.isWord("__typeof")
      || cursor.current.isWord("__typeof__")
    {
      cursor.advance()
      try parseParenthesizedType()
      typeName = "typeof"
    } else if cursor.current.isWord("__auto_type"), cursor.peek().identifier != nil {
      // `__auto_type count = list.count;` (clang's GNU extension): the initializer's type.
      cursor.advance()
      typeName = "typeof"
    } else if let word = cursor.current.identifier {
      typeName = word
      cursor.advance()
      // `unsigned long count`, `unsigned long long n`, `long double d`: C types of several
      // words (C11 6.7.2), each word a type specifier of its own.
      while let last = typeName.split(separator: " ").last,
        Self.valueTypes.contains(String(last)), let next = cursor.current.identifier,
        Self.valueTypes.contains(next),
        cursor.peek().identifier != nil || cursor.peek().isPunctuation("*")
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
    if let (declarator, end) = scanDeclarator(from: 0, named: true), declarator.isCallable,
      let name = declarator.name,
      cursor.peek(end).isPunctuation("=") || cursor.peek(end).isPunctuation(";")
    {
      // `void (^completion)(BOOL) = ^(BOOL finished) { … };`: a block variable; `void
      // (*func)(id, SEL) = (void *)imp;` a function pointer (C11 6.7.6.3), called the same way;
      // `UIViewController *(^make)(NSString *)` a block returning a pointer, `void
      // (^(^outer)(int))(void)` a block returning a block: the declarator names the variable
      // wherever its derivations put it (C11 6.7.6).
      for _ in 0..<end { cursor.advance() }
      var value: Expr?
      if cursor.take("=") { value = try parseExpression() }
      return Stmt(
        .declaration(
          Declaration(name: name, isConstant: false, typeName: nil, initialValue: value)),
        at: location)
    }
    // `char const * const key`: qualifiers may stand on either side of each `*`.
    var pointer = false
    while true {
      if cursor.take("*") {
        pointer = true
      } else if let word = cursor.current.identifier, Self.qualifiers.contains(word),
        cursor.peek().identifier != nil || cursor.peek().isPunctuation("*")
      {
        cursor.advance()
      } else {
        break
      }
    }
    // `dispatch_group_t group = …`: a C library typedef, by its `_t` (POSIX reserves the
    // suffix for type names, and two names side by side can only be a declaration).
    guard let name = cursor.current.identifier,
      pointer || sawQualifier || typeName == "typeof"
        || Self.valueTypes.contains(String(typeName.prefix { $0 != " " }))
        || typeName.first?.isUppercase == true || typeName.hasSuffix("_t")
        || typeNames.contains(typeName)
    else {
      cursor.rewind(to: start)
      return nil
    }
    // `Foo bar` where Foo is not a type would be a syntax error anyway; `a * b;` is not.
    let afterName = cursor.peek()
    let isBitField: Bool
    if case .number = cursor.peek(2).kind, afterName.isPunctuation(":") {
      isBitField = true
    } else {
      isBitField = false
    }
    guard
      afterName.isPunctuation("=") || afterName.isPunctuation(";")
        || afterName.isPunctuation(",") || afterName.isPunctuation("[") || isBitField
    else {
      cursor.rewind(to: start)
      return nil
    }
    // `const char *name = "…"`, `int *p`: a pointer to a C scalar is not the scalar (a C string
    // is held as the string it points to).
    let isScalarPointer = pointer && Self.valueTypes.contains(String(typeName.prefix { $0 != " " }))
    let declared = typeName == "typeof" || isScalarPointer ? nil : typeName
    // `UIViewController *a = x, *b;`: each declarator is a declaration of its own.
    var declarations: [Stmt] = []
    var declaratorName = name
    var declaratorLocation = location
    while true {
      cursor.advance()  // the name
      var type = declared
      var arrayElementType: String?
      var arrayCount: Int?
      if cursor.current.isPunctuation("["), case .number(let count, _) = cursor.peek().kind,
        cursor.peek(2).isPunctuation("]")
      {
        arrayCount = Int(count)
      }
      if cursor.current.isPunctuation("[") {
        // `int widths[3]`, `CGFloat stops[] = {…}`: a C array (C11 6.7.6.2), held as an
        // array whose elements have the declared type; `int grid[2][2]` is an array of arrays,
        // its initializer's braces nesting the same way.
        try skipBrackets()
        while cursor.current.isPunctuation("[") { try skipBrackets() }
        arrayElementType = declared ?? "id"
        type = nil
      }
      if cursor.current.isPunctuation(":"), case .number = cursor.peek().kind {
        // `unsigned int isAnimating : 1;`: a bit-field's width (C11 6.7.2.1), a storage
        // detail; the member holds its value, and the width counts for `sizeof` of the struct.
        cursor.advance()
        if case .number(let width, _) = cursor.current.kind {
          bitFieldWidths[declaratorName] = Int(width)
        }
        cursor.advance()
      } else {
        bitFieldWidths[declaratorName] = nil
      }
      var value: Expr?
      if cursor.take("=") {
        if cursor.current.isPunctuation("..."),
          cursor.peek().isPunctuation(";") || cursor.peek().isPunctuation(",")
        {
          // `UIViewController *vc = ...;`: an article's elision of the initial value, read as
          // the declared type's stand-in (a new object of the class, a scalar's zero).
          cursor.advance()
          value = Self.elidedValue(ofType: declared, pointer: pointer, at: declaratorLocation)
        } else {
          value = try parseExpression()
        }
      }
      var declaration = Declaration(
        name: declaratorName, isConstant: false, typeName: type, initialValue: value)
      declaration.cArrayElementType = arrayElementType
      declaration.cArrayCount = arrayCount
      // `sizeof` (C11 6.5.3.4): an array's size is its length times its element's, the length
      // written or the initializer's (without designators, which may leave it open).
      let size = cSize(of: typeName, pointer: pointer)
      declaredTypeNames[declaratorName] = pointer ? nil : typeName
      if arrayElementType != nil {
        if arrayCount == nil, case .tuple(let elements)? = value?.kind,
          !elements.contains(where: { $0.label == Self.arrayDesignator })
        {
          arrayCount = elements.count
        }
        declaredSizes[declaratorName] = (
          arrayCount.flatMap { count in size.map { $0 * count } }, size
        )
      } else {
        declaredSizes[declaratorName] = (size, nil)
      }
      declaration.typeLocation = typeLocation
      declaration.hasStaticStorage = isStatic
      if pointer, isStructType(typeName) {
        structPointers.insert(declaratorName)  // `CGRect *p`: `p->size` is `(*p).size`
      } else {
        structPointers.remove(declaratorName)
      }
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

  /// The value an elided initializer (`= ...;`) stands for: `[[T alloc] init]` for an object
  /// of a class `T`, nil (the declared type's zero) otherwise.
  static func elidedValue(ofType type: String?, pointer: Bool, at location: SourceLocation)
    -> Expr?
  {
    guard pointer, let type, type.first?.isUppercase == true, !valueTypes.contains(type) else {
      return nil
    }
    let allocated = Expr(
      .message(
        Expr(.name(type), at: location), [MessagePart(piece: "alloc", location: location)]),
      at: location)
    return Expr(.message(allocated, [MessagePart(piece: "init", location: location)]), at: location)
  }

  /// Every `goto` in `body` (a function's, a method's, or the block's statements) names a label
  /// of that body: clang rejects "use of undeclared label" (C11 6.8.6.1).
  static func checkGotoLabels(_ body: [Stmt]) throws(ScenarioError) {
    let (labels, jumps) = Stmt.gotoLabelsAndJumps(in: body)
    for (label, location) in jumps where label.hasPrefix("goto ") && !labels.contains(label) {
      throw ScenarioError(.undeclaredLabel(String(label.dropFirst(5))), at: location)
    }
  }

  /// The label name a C `goto` and its label share in the tree (`Stmt.labeled`,
  /// `Stmt.labeledJump`); a Swift label cannot contain a space, so the two never meet.
  static func gotoLabel(_ name: String) -> String { "goto " + name }

  /// `i++;`, `--i;` as a whole statement: `i = i + 1;`, the value unused.
  static func asIncrementStatement(_ expression: Expr, at location: SourceLocation) -> Stmt? {
    guard case .increment(let target, let op, _) = expression.kind else { return nil }
    let one = Expr(.number(1), at: expression.location)
    return Stmt(
      .assignment(target, Expr(.binary(op, target, one), at: expression.location)), at: location)
  }

  /// `extern NSTimeInterval const kDuration;`: a declaration whose definition is elsewhere
  /// (C11 6.9.2): it defines nothing here, and the name is remembered so that a use the snippet
  /// never defines is named as a missing piece of the project. `extern T x = v;` defines `x`.
  private mutating func parseExternDeclaration() throws(ScenarioError) -> Stmt? {
    let location = cursor.current.location
    cursor.advance()  // extern
    guard let first = try parseDeclarationIfAny() else {
      throw cursor.unexpected("a declaration after `extern` (`extern NSString *const kName;`)")
    }
    var defined: [Stmt] = []
    for statement in [first] + takePending() {
      guard case .declaration(let declaration) = statement.kind else { continue }
      if declaration.initialValue != nil {
        defined.append(statement)
      } else {
        externDeclarations[declaration.name] = TypeReference(
          name: declaration.typeName ?? "id", location: statement.location)
      }
    }
    if defined.count == 1 { return defined[0] }
    return Stmt(.sequence(defined), at: location)
  }

  /// Skips `[ … ]` (an array declarator's size).
  private mutating func skipBrackets() throws(ScenarioError) {
    var depth = 0
    repeat {
      if cursor.atEnd { throw cursor.unexpected("`]` to close the array's size") }
      if cursor.current.isPunctuation("[") { depth += 1 }
      if cursor.current.isPunctuation("]") { depth -= 1 }
      cursor.advance()
    } while depth > 0
  }
}
