extension Expr {
  /// `f(…)`, `completion(YES)`, `self.onShow()`: a C call of a function or a block; also of
  /// the block a message returns (`[self animationForSide:side]()`), a call returns
  /// (`makeStep()()`) or an array holds (`steps[0]()`): any postfix expression may be called
  /// (C11 6.5.2.2), or the parenthesized cast of one (`((void (^)(void))block)()`).
  fileprivate var isCallableInObjC: Bool {
    switch kind {
    case .name, .member, .message, .call, .subscriptIndex, .typeCast: return true
    // `^{ … }()`: a block literal is a primary expression, called like any other block
    // (C11 6.5.2.2); a macro's `block()` with a literal argument expands to it
    // (`dispatch_main_async_safe(^{ … })`).
    case .closure: return true
    default: return false
    }
  }
}

/// Objective-C expressions: C operators, casts (ignored), message sends `[r sel:arg]`,
/// dot syntax, subscripts, function calls (`CGRectMake`, `NSLog`), blocks `^(BOOL f){ … }`
/// and `@` literals.
extension ObjCParser {
  /// C's binary operator levels, loosest first (C11 6.5.5–6.5.14). `^` after an operand is
  /// the exclusive or; before one it starts a block.
  private static let levels: [[String]] = [
    ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"],
    ["+", "-"], ["*", "/", "%"],
  ]

  /// C's compound assignment operators (C11 6.5.16.2): `a op= b` is `a = a op b`.
  static let compoundAssignments: [String: String] = [
    "+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "|=": "|", "&=": "&", "^=": "^",
    "<<=": "<<", ">>=": ">>",
  ]

  /// An assignment expression (C11 6.5.16): `a = b` and `a op= b` are expressions whose value
  /// is the value assigned, so `if ((self = [super init]))`, `a = b = 0` and
  /// `while ((next = [e nextObject]))` are code as written; right-associative. A statement
  /// that is one assignment keeps its `Stmt.assignment` (`assignmentStatement`).
  mutating func parseExpression() throws(ScenarioError) -> Expr {
    try cursor.enter()
    defer { cursor.leave() }
    let target = try parseConditional()
    let token = cursor.current
    if token.isPunctuation("=") {
      cursor.advance()
      return Expr(.assign(target, try parseExpression()), at: target.location)
    }
    if case .punctuation(let symbol) = token.kind, let op = Self.compoundAssignments[symbol] {
      cursor.advance()
      let value = try parseExpression()
      return Expr(
        .assign(target, Expr(.binary(op, target, value), at: token.location)),
        at: target.location)
    }
    return target
  }

  /// `target = value` as a statement (or a `for` step): the assignment statement, whose
  /// l-value base the interpreter evaluates before the value; nil for any other expression.
  static func assignmentStatement(_ expression: Expr, at location: SourceLocation) -> Stmt? {
    guard case .assign(let target, let value) = expression.kind else { return nil }
    return Stmt(.assignment(target, value), at: location)
  }

  /// The conditional expression (C11 6.5.15), GNU's `a ?: b` included.
  private mutating func parseConditional() throws(ScenarioError) -> Expr {
    let condition = try parseBinary(0)
    guard cursor.take("?") else { return condition }
    // `a ?: b` (the GNU extension clang has): `a` unless it is nil, 0 or NO, evaluated once.
    if cursor.take(":") {
      return Expr(.binary("?:", condition, try parseExpression()), at: condition.location)
    }
    let yes = try parseExpression()
    try cursor.expect(":", "`:` in the conditional expression")
    let no = try parseExpression()
    return Expr(.conditional(condition, yes, no), at: condition.location)
  }

  private mutating func parseBinary(_ level: Int) throws(ScenarioError) -> Expr {
    guard level < Self.levels.count else { return try parseUnary() }
    var left = try parseBinary(level + 1)
    var entered = 0
    defer { for _ in 0..<entered { cursor.leave() } }
    while let op = binaryOperator(), Self.levels[level].contains(op) {
      try cursor.enter()
      entered += 1
      cursor.advance()
      if op == "<<" || op == ">>" { cursor.advance() }
      let right = try parseBinary(level + 1)
      left = Expr(.binary(op, left, right), at: left.location)
    }
    return left
  }

  /// The binary operator at the cursor: `<<` is two `<` tokens with nothing between them
  /// (`1 << 2` in `NS_OPTIONS`), since the lexer keeps `<` single for generic arguments;
  /// `>>` likewise.
  private func binaryOperator() -> String? {
    guard case .punctuation(let op) = cursor.current.kind else { return nil }
    if op == "<" || op == ">", cursor.peek().isPunctuation(op), !cursor.peek().followsSpace {
      return op + op
    }
    return op
  }

  private mutating func parseUnary() throws(ScenarioError) -> Expr {
    let token = cursor.current
    if token.isPunctuation("++") || token.isPunctuation("--") {
      // `++i` in an expression: the new value (C11 6.5.3.1).
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      let target = try parseUnary()
      return Expr(
        .increment(target, token.isPunctuation("++") ? "+" : "-", isPrefix: true),
        at: token.location)
    }
    if token.isPunctuation("!") || token.isPunctuation("-") || token.isPunctuation("~")
      || token.isPunctuation("+")
    {
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      let operand = try parseUnary()
      if token.isPunctuation("+") { return operand }
      if token.isPunctuation("-"), case .number(let value) = operand.kind {
        var negated = Expr(.number(-value), at: token.location)
        negated.isFloatingLiteral = operand.isFloatingLiteral
        return negated
      }
      // `~mask`: the bitwise complement (C11 6.5.3.3).
      let op = token.isPunctuation("!") ? "!" : token.isPunctuation("~") ? "~" : "-"
      return Expr(.unary(op, operand), at: token.location)
    }
    // `&KEY`: the address of a variable, as `objc_setAssociatedObject(self, &KEY, …)` passes
    // its key; the interpreter gives the variable's identity.
    if token.isPunctuation("&"), cursor.peek().identifier != nil {
      cursor.advance()
      let name = try cursor.expectIdentifier("a variable")
      return Expr(.unary("&", Expr(.name(name), at: token.location)), at: token.location)
    }
    if token.isPunctuation("*"), cursor.peek().identifier != nil {
      // `*stop = YES`, `if (*stop)`: the object a pointer points to (C11 6.5.3.2).
      cursor.advance()
      let name = try cursor.expectIdentifier("a pointer")
      return Expr(.unary("*", Expr(.name(name), at: token.location)), at: token.location)
    }
    if token.isPunctuation("&") || token.isPunctuation("*") {
      throw ScenarioError(
        .unsupported("pointer operators (`&`, `*`)", instead: "objects and values"),
        at: token.location)
    }
    if token.isPunctuation("("), let (type, end) = certainCast() {
      // `(__bridge void * _Nullable)(vc)`, `(void (*)(id, SEL))objc_msgSend`,
      // `(NSString *(*)(id, SEL))imp`: a type name by the declarator grammar (C11 6.7.7).
      try cursor.enter()
      defer { cursor.leave() }
      for _ in 0..<end { cursor.advance() }
      let operand = try parseUnary()
      let declarator = type.declarator
      // A block or function pointer, a pointer to a C value (`void *`) or to a type the code
      // and the SDK leave undeclared (`CFStringRef`): the same value (ARC's bridged casts
      // change ownership, not the object; a function pointer cast changes how it is called).
      if declarator.isCallable || declarator.derivations != [.pointer]
        || Self.valueTypes.contains(type.words.first ?? "")
      {
        return operand
      }
      return castExpression(operand, words: type.words, at: token.location)
    }
    if token.isPunctuation("("), isCast() {
      try cursor.enter()
      defer { cursor.leave() }
      cursor.advance()
      var words: [String] = []
      var depth = 0
      // `(void (^)(BOOL))handler`: a block type's own parentheses are part of the type.
      while depth > 0 || !cursor.take(")") {
        if cursor.current.isPunctuation("(") { depth += 1 }
        if cursor.current.isPunctuation(")") { depth -= 1 }
        if depth == 0, let word = cursor.current.identifier { words.append(word) }
        cursor.advance()
      }
      if words.isEmpty { words = ["id"] }  // a block type's value is an object
      let operand = try parseUnary()
      return castExpression(operand, words: words, at: token.location)
    }
    return try parsePostfix()
  }

  /// `(Type)operand` once the type's words are read: a compound literal, a conversion to a
  /// floating or integer type, a static type for a class the model knows, or the operand.
  private func castExpression(
    _ operand: Expr, words: [String], at location: SourceLocation
  ) -> Expr {
    if case .tuple = operand.kind,
      let name = words.last(where: { !Self.qualifiers.contains($0) })
    {
      // `(CGRect){{0, 0}, {10, 20}}`: a compound literal (C11 6.5.2.5), the list as a value
      // of the type.
      return Expr(.typeCast(operand, name, .upcast), at: location)
    }
    // A cast to a UIKit class the model knows gives the value that static type
    // (`[(UINavigationController *)vc viewControllers]`, C11 6.5.4); a cast to an integer
    // type drops the fraction (C11 6.3.1.4); other casts change nothing at run time.
    let type = words.filter { !Self.qualifiers.contains($0) }
    if let name = type.last, type.count <= 2,
      NumericKind(typeName: name) == .floating
    {
      return Expr(.unary("(double)", operand), at: location)  // C11 6.3.1.4
    }
    if let name = type.last, Self.integerTypes.contains(name) {
      // `(int)x`, `(unsigned int)x`, `(uint8_t)x`: the value reduced to the type's width
      // (C11 6.3.1.3); `(long)x`, `(NSInteger)x` only drop the fraction. Before the known
      // types below, which count `int` as a scalar type: `(CGFloat)(int)3.7` is 3.0.
      let written = type.joined(separator: " ")
      let wraps = CIntegerType(typeName: written).map { $0.bits < 64 || !$0.isSigned } ?? false
      return Expr(.unary(wraps ? "(cast \(written))" : "(int)", operand), at: location)
    }
    if type.count == 1, let name = type.first, KnownTypes.kind(of: name, declared: []) != nil {
      return Expr(.typeCast(operand, name, .upcast), at: location)
    }
    return operand
  }

  /// The Objective-C runtime's types (objc.h) a cast names: a class, a selector, a method.
  static let runtimeTypes: Set<String> = ["Class", "SEL", "IMP", "Method", "Protocol"]

  /// C integer types: a cast to one of them truncates toward zero.
  static let integerTypes: Set<String> = [
    "int", "long", "short", "char", "unsigned", "signed", "NSInteger", "NSUInteger",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
    "size_t", "ssize_t", "intptr_t", "uintptr_t", "ptrdiff_t",
  ]

  /// `(UIViewController *)x`, `(CGFloat)1`, `(id)x`, `(unsigned long)n`: a parenthesized
  /// type before a value.
  private func isCast() -> Bool {
    guard var name = cursor.peek().identifier else { return false }
    var offset = 2
    if Self.valueTypes.contains(name) || Self.qualifiers.contains(name) {
      while let word = cursor.peek(offset).identifier,
        Self.valueTypes.contains(word) || Self.qualifiers.contains(word)
      {
        offset += 1
      }
    }
    // `(__bridge id)x`, `(const CGFloat)x`: the type is the word after the qualifiers.
    if Self.qualifiers.contains(name), let type = cursor.peek(offset - 1).identifier,
      !Self.qualifiers.contains(type)
    {
      name = type
    } else if Self.qualifiers.contains(name), let type = cursor.peek(offset).identifier {
      name = type
      offset += 1
    }
    if cursor.peek(offset).isPunctuation("<") {
      // `(id<UIGestureRecognizerDelegate>)x`, `(UIView<Panel> *)v`: protocol qualifiers.
      while !cursor.peek(offset).isPunctuation(">") {
        guard
          cursor.peek(offset).identifier != nil || cursor.peek(offset).isPunctuation("<")
            || cursor.peek(offset).isPunctuation(",")
        else { return false }
        offset += 1
      }
      offset += 1
      if name == "id", cursor.peek(offset).isPunctuation(")") { return true }
    }
    var pointer = false
    while cursor.peek(offset).isPunctuation("*") {
      pointer = true
      offset += 1
    }
    if cursor.peek(offset).isPunctuation("("), cursor.peek(offset + 1).isPunctuation("^"),
      let afterName = skipParentheses(from: offset),
      let afterParameters = skipParentheses(from: afterName),
      cursor.peek(afterParameters).isPunctuation(")")
    {
      return true  // `(void (^)(BOOL))completion`: a cast to a block type (C11 6.7.7)
    }
    guard cursor.peek(offset).isPunctuation(")") else { return false }
    if pointer { return true }
    if cursor.peek(offset + 1).isPunctuation("{") { return true }  // `(Insets){…}`
    let next = cursor.peek(offset + 1)
    if next.isPunctuation("["), cursor.peek(offset + 2).identifier != nil,
      cursor.peek(offset + 3).identifier != nil
    {
      // `(CBPopupViewAligment)[value integerValue]`: `[value integerValue]` can only be a
      // message, so the parenthesized name before it is a type (a subscript's index is one
      // expression, never two names side by side), declared or not.
      return true
    }
    // The runtime's object types (objc.h): `(Class)x`, `(SEL)x` are casts as `(id)x` is.
    let isTypeWord = Self.valueTypes.contains(name) || Self.runtimeTypes.contains(name)
    guard
      isTypeWord || name.hasPrefix("UI") || name.hasPrefix("NS") || typeNames.contains(name)
    else {
      return false
    }
    switch next.kind {
    case .identifier:
      // `options:(UIViewAnimationOptionCurveEaseIn) animations:^{ … }`: a parenthesized
      // constant before the message's next piece, not a cast of it.
      return !cursor.peek(offset + 2).isPunctuation(":") || isTypeWord
        || typeNames.contains(name)
    case .number, .string: return true
    // `(CGRect){…}`: a compound literal (C11 6.5.2.5).
    case .punctuation(let symbol):
      if ["(", "[", "@", "^", "{"].contains(symbol) { return true }
      // `(long)-3`, `(int)!flag`, `(NSInteger)++i`: after a name that can only be a type, a
      // unary operator starts the cast's operand (C11 6.5.4); after another name `(width)-3`
      // is a subtraction.
      return ["-", "+", "!", "~", "&", "*", "++", "--"].contains(symbol)
        && (Self.valueTypes.contains(name) || typeNames.contains(name))
    default: return false
    }
  }

  private mutating func parsePostfix() throws(ScenarioError) -> Expr {
    var expression = try parsePrimary()
    var entered = 0
    defer { for _ in 0..<entered { cursor.leave() } }
    while true {
      let token = cursor.current
      if token.isPunctuation("."), let name = cursor.peek().identifier {
        let nameLocation = cursor.peek().location
        cursor.advance()
        cursor.advance()
        let assigned = ["=", "+=", "-=", "*=", "/=", "|=", "&="].contains {
          cursor.current.isPunctuation($0)
        }
        if case .name(let type) = expression.kind,
          (name == "new" || name == "alloc") && type.first?.isUppercase == true
            || typeNames.contains(type) && !assigned
        {
          // `TheChildVC.new`, `Theme.current`: dot syntax on a class sends the class method of
          // that name (clang accepts it for any method without arguments): `+new`, or a class
          // method of a class the file declares.
          expression = Expr(
            .message(expression, [MessagePart(piece: name, argument: nil, location: nameLocation)]),
            at: expression.location)
        } else {
          expression = Expr(.member(expression, name), at: nameLocation)
        }
      } else if token.isPunctuation("->"), expression.kind == .name("self"),
        let name = cursor.peek().identifier
      {
        // `self->menuView`: the instance variable itself (C11 6.5.2.3, `->` through the
        // object pointer), which a bare `menuView` in a method names too.
        let nameLocation = cursor.peek().location
        cursor.advance()
        cursor.advance()
        expression = Expr(.name(name), at: nameLocation)
      } else if token.isPunctuation("->"), let name = cursor.peek().identifier {
        // `other->_count`: the instance variable of another object (C11 6.5.2.3, `p->m` is
        // `(*p).m`), which shares its storage with the property of the same name; through a
        // pointer to a struct (`CGRect *p`), the member of the struct it points at.
        let nameLocation = cursor.peek().location
        cursor.advance()
        cursor.advance()
        if case .name(let pointer) = expression.kind, structPointers.contains(pointer) {
          expression = Expr(.unary("*", expression), at: expression.location)
        }
        expression = Expr(.member(expression, name), at: nameLocation)
      } else if token.isPunctuation("[") {
        cursor.advance()
        let index = try parseExpression()
        try cursor.expect("]", "`]` after the subscript")
        expression = Expr(.subscriptIndex(expression, index), at: token.location)
      } else if token.isPunctuation("("), expression.kind == .name("va_arg") {
        expression = try parseVariadicArgument(expression)
      } else if token.isPunctuation("("), case .unary("*", let pointer) = expression.kind,
        pointer.isCallableInObjC
      {
        // `(*handler)(self, 2)`: the function a function pointer points to is called as the
        // pointer itself (C11 6.5.3.2p4: `*` of a function pointer is the function designator,
        // which converts back to the pointer, 6.3.2.1p4).
        expression = Expr(.call(pointer, try parseCallArguments()), at: expression.location)
      } else if token.isPunctuation("("), expression.isCallableInObjC {
        var macroSpelled = false
        if case .name(let name) = expression.kind { macroSpelled = Self.looksLikeMacro(name) }
        let arguments = try parseCallArguments(allowingEmpty: macroSpelled)
        if expression.kind == .name("va_start"), arguments.count == 2 {
          // `va_start(args, first)`: `args` points at the method's unnamed arguments
          // (ObjCParser+VariadicMethods).
          let rest = Expr(.name(Self.variadicRest), at: expression.location)
          let start = Expr(
            .call(expression, [Argument(label: nil, value: rest)]), at: expression.location)
          expression = Expr(.assign(arguments[0].value, start), at: expression.location)
        } else if case .member(let base, let name) = expression.kind {
          // `card.callback(self)`, `chain.width(10).name(@"n")`: Objective-C has no method call
          // with parentheses, so `x.m(…)` is `(x.m)(…)`: dot syntax sends the getter `[x m]`,
          // and the block or function pointer it returns is called (C11 6.5.2.2).
          let getter = Expr(
            .message(base, [MessagePart(piece: name, location: expression.location)]),
            at: expression.location)
          expression = Expr(.call(getter, arguments), at: expression.location)
        } else {
          expression = Expr(.call(expression, arguments), at: expression.location)
        }
      } else if token.isPunctuation("++") || token.isPunctuation("--") {
        // `a[i++]`, `n = count++`: the old value, the variable incremented (C11 6.5.2.4); a
        // statement `i++;` is made `i = i + 1;` by the statement (`asIncrementStatement`).
        cursor.advance()
        expression = Expr(
          .increment(expression, token.isPunctuation("++") ? "+" : "-", isPrefix: false),
          at: token.location)
      } else if token.isPunctuation("->") {
        throw ScenarioError(
          .unsupported("`->`", instead: "properties (`a.b`) and assignments"),
          at: token.location)
      } else {
        return expression
      }
      try cursor.enter()
      entered += 1
    }
  }

  /// `(a, b)` of a C function call; arguments are unlabelled. `allowingEmpty`: the callee is
  /// spelled as a macro (`NSLOCALSTR(@"Home", )`), whose arguments may be empty (C11 6.10.3p4;
  /// a function's may not): an empty one is kept as `nil`, so the call has its arity.
  private mutating func parseCallArguments(allowingEmpty: Bool = false) throws(ScenarioError)
    -> [Argument]
  {
    let open = cursor.current.location
    try cursor.expect("(")
    var arguments: [Argument] = []
    if cursor.take(")") { return arguments }
    repeat {
      if allowingEmpty, cursor.current.isPunctuation(",") || cursor.current.isPunctuation(")") {
        arguments.append(Argument(label: nil, value: Expr(.null, at: cursor.current.location)))
        continue
      }
      arguments.append(Argument(label: nil, value: try parseExpression()))
    } while cursor.take(",")
    try cursor.expectClosingParenthesis(of: open, "`,` or `)` in the argument list")
    return arguments
  }

  private mutating func parsePrimary() throws(ScenarioError) -> Expr {
    let token = cursor.current
    let location = token.location
    switch token.kind {
    case .identifier("sizeof")
    where cursor.peek().isPunctuation("(") || cursor.peek().isPunctuation("*")
      || cursor.peek().identifier != nil:
      return try parseSizeof()
    case .identifier(let name):
      cursor.advance()
      switch name {
      case "nil", "NULL", "Nil": return Expr(.null, at: location)
      case "YES", "TRUE", "true": return Expr(.boolean(true), at: location)
      case "NO", "FALSE", "false": return Expr(.boolean(false), at: location)
      case "if", "for", "return", "else", "while":
        cursor.rewind(to: cursor.position - 1)
        throw cursor.unexpected("an expression (`\(name)` cannot start one)")
      default: return Expr(.name(name), at: location)
      }
    case .number(var value, let text):
      cursor.advance()
      // `010`: a C octal constant (C11 6.4.4.1), a leading zero and digits only.
      if text.count > 1, text.hasPrefix("0"), text.allSatisfy(\.isNumber),
        let octal = Int(text, radix: 8)
      {
        value = Double(octal)
      }
      // `40.f`, `40.F`: C's float literal with nothing after the point (`40.0f`, `1.5F` are
      // read whole by the lexer). Only with nothing between, so `x.f` stays a member.
      var floating = Token.isFloatingLiteral(text)
      if cursor.current.isPunctuation("."), !cursor.current.followsSpace,
        let suffix = cursor.peek().identifier, suffix == "f" || suffix == "F",
        !cursor.peek().followsSpace
      {
        cursor.advance()
        cursor.advance()
        floating = true
      } else if cursor.current.isPunctuation("."), !cursor.current.followsSpace,
        cursor.peek().identifier == nil || cursor.peek().followsSpace,
        !cursor.peek().isPunctuation(".")
      {
        // `101.)`, `2. * x`, `animateWithDuration:1. delay:0`: a floating constant whose
        // fraction is empty (C11 6.4.4.2, "digit-sequence ."); a member never follows a number.
        cursor.advance()
        floating = true
      }
      var literal = Expr(.number(value), at: location)
      literal.isFloatingLiteral = floating
      return literal
    case .string:
      var text = ""
      while case .string(let segments, _) = cursor.current.kind {
        for segment in segments {
          switch segment {
          case .text(let piece): text += piece
          case .interpolation(_, let at):
            throw ScenarioError(
              .otherLanguageSpelling("`\\(…)` interpolation is Swift; use `NSLog(@\"%@\", x)`"),
              at: at)
          }
        }
        cursor.advance()
      }
      return Expr(.string([.text(text)]), at: location)
    case .punctuation("("):
      cursor.advance()
      if cursor.current.isPunctuation("{") { return try parseStatementExpression(at: location) }
      var inner = try parseExpression()
      // `(i++, i + 1)`: the comma operator (C11 6.5.17), left to right, the last operand the
      // value.
      var entered = 0
      defer { for _ in 0..<entered { cursor.leave() } }
      while cursor.current.isPunctuation(",") {
        try cursor.enter()
        entered += 1
        cursor.advance()
        inner = Expr(.binary(",", inner, try parseExpression()), at: inner.location)
      }
      try cursor.expect(")", "`)`")
      return inner
    case .punctuation("["):
      return try parseMessage()
    case .punctuation("^"):
      return try parseBlockLiteral()
    case .punctuation("@"):
      return try parseAtLiteral()
    case .atKeyword("selector"):
      cursor.advance()
      return try cursor.parseSelectorLiteral(at: location)
    case .atKeyword("protocol") where cursor.peek().isPunctuation("("):
      // `@protocol(Pane)`: the protocol object (The Objective-C Programming Language,
      // "Protocol Objects"), as `NSProtocolFromString(@"Pane")` gives it.
      cursor.advance()
      cursor.advance()
      let nameLocation = cursor.current.location
      let name = try cursor.expectIdentifier("a protocol name")
      try cursor.expect(")", "`)` after the protocol name")
      return Expr(
        .call(
          Expr(.name("NSProtocolFromString"), at: location),
          [Argument(label: nil, value: Expr(.string([.text(name)]), at: nameLocation))]),
        at: location)
    case .atKeyword("encode") where cursor.peek().isPunctuation("("):
      return try parseEncode()
    case .atKeyword("available"):
      // `if (@available(iOS 11.0, *))`: the model follows the newest iOS, where it holds.
      cursor.advance()
      try parseParenthesizedType()
      return Expr(.boolean(true), at: location)
    case .atKeyword("YES"), .atKeyword("true"):
      cursor.advance()
      return Expr(.boolean(true), at: location)
    case .atKeyword("NO"), .atKeyword("false"):
      cursor.advance()
      return Expr(.boolean(false), at: location)
    case .atKeyword(let word):
      throw ScenarioError(
        .unsupported("`@\(word)` in an expression", instead: "`@\"…\"`, `@[…]`, `@(…)`, `@YES`"),
        at: location)
    case .punctuation("."):
      // `.25`: C's float literal without a leading zero.
      if case .number(_, let digits) = cursor.peek().kind, !cursor.peek().followsSpace,
        digits.first?.isNumber == true, !digits.hasPrefix("0x"),
        let value = Double("0." + digits)
      {
        cursor.advance()
        cursor.advance()
        var literal = Expr(.number(value), at: location)
        literal.isFloatingLiteral = true
        return literal
      }
      throw ScenarioError(
        .otherLanguageSpelling(
          "`.name` is Swift; Objective-C writes the full constant, "
            + "e.g. `UIViewAnimationOptionCurveEaseIn`"
        ),
        at: location)
    case .punctuation("{"):
      return try parseInitializerList()
    case .punctuation("..."):
      // An article's elision (`[self show:...];`): code the excerpt leaves out, which the
      // model cannot run in its place.
      throw ScenarioError(.elidedCode("here in an expression"), at: location)
    default:
      throw cursor.unexpected("an expression")
    }
  }

  /// `@[a, b]`, `@{key: value, …}`, `@(x)`, `@YES`, `@42` (clang's Objective-C literals).
  private mutating func parseAtLiteral() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    cursor.advance()
    if cursor.take("{") {
      // `@{@"a": @1}`: an NSDictionary, keys and values evaluated in the order written.
      var entries: [DictionaryEntry] = []
      while !cursor.take("}") {
        let key = try parseExpression()
        try cursor.expect(":", "`:` and a value after the dictionary key")
        entries.append(DictionaryEntry(key: key, value: try parseExpression()))
        if !cursor.take(",") {
          try cursor.expect("}", "`,` or `}` in the dictionary literal")
          break
        }
      }
      return Expr(.dictionary(entries), at: location)
    }
    if cursor.take("[") {
      var elements: [Expr] = []
      while !cursor.take("]") {
        elements.append(try parseExpression())
        if !cursor.take(",") {
          try cursor.expect("]", "`,` or `]` in the array literal")
          break
        }
      }
      return Expr(.array(elements), at: location)
    }
    if cursor.take("(") {
      let inner = try parseExpression()
      try cursor.expect(")", "`)` to close `@(`")
      return inner
    }
    if cursor.current.isPunctuation("-") || cursor.current.identifier != nil {
      return try parsePrimaryOrNegative()
    }
    if case .number = cursor.current.kind { return try parsePrimary() }
    throw cursor.unexpected("`[`, `(`, a number or `YES`/`NO` after `@`")
  }

  private mutating func parsePrimaryOrNegative() throws(ScenarioError) -> Expr {
    if cursor.current.isPunctuation("-") { return try parseUnary() }
    return try parsePrimary()
  }

  /// `[receiver name]` or `[receiver piece:arg piece:arg]`.
  private mutating func parseMessage() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    cursor.advance()  // [
    try cursor.enter()
    defer { cursor.leave() }
    // `[(UINavigationController *)x pushViewController:…]`: a cast receiver (C11 6.5.4; the
    // cast applies to the postfix expression after it).
    let receiver =
      cursor.current.isPunctuation("(") && (certainCast() != nil || isCast())
      ? try parseUnary() : try parsePostfix()
    guard let first = cursor.current.identifier else {
      if cursor.current.isPunctuation(",") {
        throw ScenarioError(
          .otherLanguageSpelling(
            "`[a, b]` is not an Objective-C array; write `@[a, b]`, or `[receiver message]`"),
          at: cursor.current.location)
      }
      throw cursor.unexpected("a message name after the receiver, as in `[receiver message]`")
    }
    var parts: [MessagePart] = []
    let firstLocation = cursor.current.location
    cursor.advance()
    if cursor.take(":") {
      parts.append(
        MessagePart(piece: first, argument: try parseExpression(), location: firstLocation))
      while let piece = cursor.current.identifier, cursor.peek().isPunctuation(":") {
        let pieceLocation = cursor.current.location
        cursor.advance()
        cursor.advance()
        parts.append(
          MessagePart(piece: piece, argument: try parseExpression(), location: pieceLocation))
      }
      // `format:@"%@ …", a, b`: a format's arguments follow it (NSException's
      // `raise:format:`), as parts without a piece of their own.
      if let last = parts.last, variadicPieces.contains(last.piece), !Self.isVariadic(last.piece) {
        // `[stack pushAll:a, b, nil]` of the code's own variadic method: the arguments after
        // the last piece are one value, for its hidden parameter (ObjCParser+VariadicMethods).
        var rest: [Argument] = []
        while cursor.take(",") { rest.append(Argument(label: nil, value: try parseExpression())) }
        let restLocation = rest.first?.value.location ?? last.location
        parts.append(
          MessagePart(
            piece: "", argument: Expr(.tuple(rest), at: restLocation), location: restLocation))
      }
      let takesFormatArguments = parts.last.map { Self.isVariadic($0.piece) } ?? false
      while takesFormatArguments, cursor.current.isPunctuation(",") {
        cursor.advance()
        let argumentLocation = cursor.current.location
        parts.append(
          MessagePart(piece: "", argument: try parseExpression(), location: argumentLocation))
      }
      // `[UINavigationBar appearanceWhenContainedIn:[self class], nil]`: after the last
      // piece, commas can only separate a variadic method's arguments (the comma operator
      // needs parentheses in a message argument); they follow it as parts without a piece.
      while cursor.current.isPunctuation(",") {
        cursor.advance()
        let argumentLocation = cursor.current.location
        parts.append(
          MessagePart(piece: "", argument: try parseExpression(), location: argumentLocation))
      }
    } else {
      parts.append(MessagePart(piece: first, argument: nil, location: firstLocation))
    }
    try cursor.expect("]", "`]` to close the message")
    return Expr(.message(receiver, parts), at: location)
  }

  /// True for the last piece of a variadic Foundation method, whose comma-separated
  /// arguments follow it (`stringWithFormat:@"%d", n`, `raise:format:`, `arrayWithObjects:a,
  /// b, nil`, `initWithFormat:`, `appendFormat:`): the headers declare them with `, ...`.
  static func isVariadic(_ piece: String) -> Bool {
    piece == "format" || piece.hasSuffix("Format") || piece.hasSuffix("WithObjects")
      || piece.hasSuffix("WithObjectsAndKeys")
  }

  /// `^{ … }`, `^(BOOL finished){ … }`, `^void(BOOL finished){ … }`.
  private mutating func parseBlockLiteral() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    cursor.advance()  // ^
    if cursor.current.identifier != nil {
      // The return type (`^UIViewController *{ … }`, `^NSArray<NSString *> *(NSString *s)`,
      // `^BOOL (id obj)`): specifiers, type arguments, `*`s and qualifiers, up to the
      // parameters or the body.
      while cursor.current.identifier != nil {
        cursor.advance()
        if cursor.current.isPunctuation("<"), let after = skipAngles(from: 0) {
          for _ in 0..<after { cursor.advance() }
        }
        while cursor.take("*") {}
      }
    }
    var parameters: [String] = []
    var types: [TypeReference] = []
    if cursor.current.isPunctuation("("), let (list, end) = scanParameterList(from: 0) {
      // `(NSString *title, Class cls)`, `(void (^done)(BOOL))`: each parameter's name from its
      // declarator (C11 6.7.6); the first type word is its type, `id` for a block or a
      // function pointer (a value that is called).
      for (index, parameter) in list.enumerated() {
        let location = parameter.wordLocation ?? cursor.current.location
        parameters.append(
          parameter.declarator.name ?? "parameter@\(location.line):\(location.column):\(index)")
        let type = parameter.declarator.isCallable ? "id" : parameter.words.first ?? "id"
        types.append(TypeReference(name: type, location: location))
      }
      for _ in 0..<end { cursor.advance() }
    }
    guard cursor.current.isPunctuation("{") else {
      throw cursor.unexpected("`{` to open the block")
    }
    let body = try parseBlock()
    return Expr(
      .closure(Closure(parameters: parameters, body: body, parameterTypes: types)), at: location)
  }

  /// `({ UILabel *label = …; label.text = @"A"; label; })`: a GNU statement expression, whose
  /// value is its last statement's (GCC manual, "Statements and Declarations in
  /// Expressions"; clang accepts it). Run as a block called at once whose last expression
  /// statement is returned: its declarations are its own, and it sees and changes the
  /// enclosing variables.
  private mutating func parseStatementExpression(at location: SourceLocation)
    throws(ScenarioError) -> Expr
  {
    var body = try parseBlock()
    try cursor.expect(")", "`)` to close the statement expression `({ … })`")
    if let last = body.last, case .expression(let value) = last.kind {
      body[body.count - 1] = Stmt(.returnStatement(value), at: last.location)
    }
    let block = Expr(.closure(Closure(parameters: [], body: body)), at: location)
    return Expr(.call(block, []), at: location)
  }

  /// `{0, 0, 10, 20}`, `{{1, 2}, {3, 4}}`, `{.x = 5, .y = 6}`: a C initializer list (C11
  /// 6.7.9), as a tuple whose labels are the designators; the declared type (or a compound
  /// literal's) makes it a struct, an array or a scalar value (Interpreter+CValues.swift).
  private mutating func parseInitializerList() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    try cursor.enter()
    defer { cursor.leave() }
    cursor.advance()  // {
    var elements: [Argument] = []
    while !cursor.take("}") {
      if cursor.current.isPunctuation("["), isArrayDesignator() {
        // `[2] = 30`: the element at index 2 (C11 6.7.9 §6), kept as the pair (index, value)
        // under the label `[]` for the array's conversion (Interpreter+CValues).
        let designatorLocation = cursor.current.location
        cursor.advance()
        let index = try parseExpression()
        try cursor.expect("]", "`]` after the designator's index")
        try cursor.expect("=", "`=` after the designator")
        let value = try parseExpression()
        elements.append(
          Argument(
            label: Self.arrayDesignator,
            value: Expr(
              .tuple([Argument(label: nil, value: index), Argument(label: nil, value: value)]),
              at: designatorLocation)))
        if !cursor.take(",") {
          try cursor.expect("}", "`,` or `}` in the initializer list")
          break
        }
        continue
      }
      // `.size.width = 3`: a designator of a member of a member (C11 6.7.9 §7, §17).
      var path: [String] = []
      while cursor.current.isPunctuation("."), let name = cursor.peek().identifier {
        cursor.advance()
        cursor.advance()
        path.append(name)
      }
      if !path.isEmpty { try cursor.expect("=", "`=` after the designator") }
      let value = try parseExpression()
      Self.designate(value, at: path[...], in: &elements)
      if !cursor.take(",") {
        try cursor.expect("}", "`,` or `}` in the initializer list")
        break
      }
    }
    return Expr(.tuple(elements), at: location)
  }

  /// The label of an array designator's (index, value) pair in an initializer list.
  static let arrayDesignator = "[]"

  /// True at `[index] =` in an initializer list (a designator), not `[receiver message]`.
  private func isArrayDesignator() -> Bool {
    var offset = 0
    var depth = 0
    repeat {
      let token = cursor.peek(offset)
      if token.kind == .endOfInput { return false }
      if token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation("]") { depth -= 1 }
      offset += 1
    } while depth > 0
    return cursor.peek(offset).isPunctuation("=")
  }

  /// Adds `value` to an initializer list at the designator `path`: `.origin.x = 1` then
  /// `.origin.y = 2` initialize the one member `origin` as `{.x = 1, .y = 2}`, a later
  /// initializer of the same member overriding an earlier one (C11 6.7.9 §19).
  private static func designate(
    _ value: Expr, at path: ArraySlice<String>, in elements: inout [Argument]
  ) {
    guard let first = path.first else {
      elements.append(Argument(label: nil, value: value))
      return
    }
    let rest = path.dropFirst()
    guard !rest.isEmpty else {
      elements.append(Argument(label: first, value: value))
      return
    }
    if let index = elements.lastIndex(where: { $0.label == first }),
      case .tuple(var inner) = elements[index].value.kind
    {
      designate(value, at: rest, in: &inner)
      elements[index] = Argument(label: first, value: Expr(.tuple(inner), at: value.location))
      return
    }
    var inner: [Argument] = []
    designate(value, at: rest, in: &inner)
    elements.append(Argument(label: first, value: Expr(.tuple(inner), at: value.location)))
  }
}

/// `sizeof` (C11 6.5.3.4) with the sizes of the iOS ABI (LP64, arm64: `int` 4 bytes, `long`
/// and pointers 8, `BOOL` 1), worked out as the compiler does, from the types: `sizeof(int)`,
/// `sizeof(CGRect)`, and the array-length idiom `sizeof(titles) / sizeof(titles[0])`.
extension ObjCParser {
  /// The size of a value of the type `name` (a pointer's when `pointer`), or nil when the
  /// model does not know it.
  static func cSize(of name: String, pointer: Bool) -> Int? {
    if pointer { return 8 }
    switch name {
    case "char", "signed char", "unsigned char", "BOOL", "bool", "int8_t", "uint8_t", "UInt8",
      "SInt8":
      return 1
    case "short", "unsigned short", "int16_t", "uint16_t", "UInt16", "SInt16", "unichar":
      return 2
    case "int", "unsigned", "unsigned int", "signed", "signed int", "float", "int32_t",
      "uint32_t", "UInt32", "SInt32", "Float32":
      return 4
    case "long", "unsigned long", "long long", "unsigned long long", "double", "CGFloat",
      "NSInteger", "NSUInteger", "NSTimeInterval", "CFTimeInterval", "int64_t", "uint64_t",
      "size_t", "ssize_t", "intptr_t", "uintptr_t", "ptrdiff_t", "id", "instancetype", "SEL",
      "Class", "Float64", "UInt64", "SInt64", "dispatch_time_t":
      return 8
    case "CGPoint", "CGSize", "CGVector", "NSRange", "UIOffset": return 16
    case "CGRect", "UIEdgeInsets", "NSDirectionalEdgeInsets": return 32
    case "CGAffineTransform": return 48
    default: return nil
    }
  }

  /// `sizeof(type)` or `sizeof(expression)` at the cursor (on `sizeof`): the size as an
  /// integer constant; a diagnostic when the model cannot work it out.
  mutating func parseSizeof() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    cursor.advance()  // sizeof
    if !cursor.current.isPunctuation("(") {
      // `sizeof titles / sizeof titles[0]`, `sizeof *p`: `sizeof` of a unary expression
      // without parentheses (C11 6.5.3.4p1; only a type name needs them).
      let operand = try parseSizeofOperand()
      return try sizeofExpression(operand, at: location)
    }
    try cursor.expect("(", "`(` after `sizeof`")
    // A type: words, then `*`s, then `)`.
    var offset = 0
    var words: [String] = []
    while let word = cursor.peek(offset).identifier, !word.isEmpty {
      words.append(word)
      offset += 1
    }
    var pointer = false
    while cursor.peek(offset).isPunctuation("*") {
      pointer = true
      offset += 1
    }
    let typeWords = words.filter { !Self.qualifiers.contains($0) }
    guard cursor.peek(offset).isPunctuation(")"), !typeWords.isEmpty,
      pointer || typeWords.count > 1 || declaredSizes[typeWords[0]] == nil
        || structLayouts[typeWords[0]] != nil
    else {
      let operand = try parseExpression()
      try cursor.expect(")", "`)` after `sizeof`'s operand")
      return try sizeofExpression(operand, at: location)
    }
    for _ in 0...offset { cursor.advance() }
    return try sizeofConstant(
      cSize(of: typeWords.joined(separator: " "), pointer: pointer), at: location)
  }

  /// The operand of `sizeof` written without parentheses: a name and its subscripts
  /// (`sizeof titles[0]`), or `*` and a name.
  private mutating func parseSizeofOperand() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    if cursor.take("*") {
      let name = try cursor.expectIdentifier("a pointer")
      return Expr(.unary("*", Expr(.name(name), at: location)), at: location)
    }
    let name = try cursor.expectIdentifier("`(` or an expression after `sizeof`")
    var operand = Expr(.name(name), at: location)
    while cursor.current.isPunctuation("[") {
      cursor.advance()
      let index = try parseExpression()
      try cursor.expect("]", "`]` after the subscript")
      operand = Expr(.subscriptIndex(operand, index), at: location)
    }
    return operand
  }

  /// The size of `operand`'s type, as the declarations the parser has read give it.
  private func sizeofExpression(_ operand: Expr, at location: SourceLocation)
    throws(ScenarioError) -> Expr
  {
    var size: Int?
    switch operand.kind {
    case .name(let name):
      size = declaredSizes[name]?.whole
      if size == nil, let type = declaredTypeNames[name] {
        // `sizeof(info)` of `struct task_basic_info info;`: a type whose layout the model does
        // not have (an SDK struct other than the geometry ones), named.
        throw ScenarioError(
          .unsupported(
            "`sizeof(\(name))` of a `\(type)`",
            instead: "`sizeof` of a C type, or of an array the code declares"),
          at: location)
      }
    case .subscriptIndex(let base, _), .unary("*", let base):
      // `sizeof(values[0])`, `sizeof(*values)`: an element of a declared array.
      if case .name(let name) = base.kind { size = declaredSizes[name]?.element }
    default: break
    }
    return try sizeofConstant(size, at: location)
  }

  private func sizeofConstant(_ size: Int?, at location: SourceLocation) throws(ScenarioError)
    -> Expr
  {
    guard let size else {
      throw ScenarioError(
        .unsupported(
          "this `sizeof`", instead: "`sizeof` of a C type, or of an array the code declares"),
        at: location)
    }
    return Expr(.number(Double(size)), at: location)
  }
}
