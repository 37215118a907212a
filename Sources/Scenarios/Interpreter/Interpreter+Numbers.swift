/// Arithmetic on typed numbers, as the compilers type it.
///
/// - C (C11 6.3.1.8, the usual arithmetic conversions): an integer with an integer is an
///   integer (`7 / 2` is 3, the quotient truncated toward zero, 6.5.5); with a floating
///   operand both are floating (`7 / 2.0` is 3.5).
/// - Swift: an integer literal takes the type its context gives it (The Swift Programming
///   Language, "Literals": `x / 2` with a `CGFloat` x is a `CGFloat` division; `1 / 3` alone is
///   an `Int`, 0; `let d: Double = 1 / 3` is 0.333…). Two typed operands of different types
///   are the compiler's error, which the static check reports where it can see both types;
///   at run time they combine as in C.
extension Interpreter {
  /// The value of a number literal: an integer constant unless written with a fraction or an
  /// exponent (C11 6.4.4.1–2), or a Swift literal whose context is floating.
  func numberLiteral(_ number: Double, _ expression: Expr) -> Value {
    if expression.isFloatingLiteral || integerLiteralsAreFloating { return .number(number) }
    guard number == number.rounded(), abs(number) < 9.2e18 else { return .number(number) }
    return .integer(Int(number))
  }

  /// `expression` as the initial or assigned value of something declared `type`: converted
  /// to the type's numeric kind (C11 6.5.16.1; `NSInteger i = 3.9` is 3), and in Swift with
  /// its literals typed by the declaration (`let d: CGFloat = 1 / 2` is 0.5).
  func evaluate(
    _ expression: Expr, declaredAs type: String?, in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if let value = userDefaultsImplicitMember(expression, declaredAs: type) { return value }
    // `let box: UIView = .init(frame: .zero)`: the declared type's member (V16).
    if let typed = contextTyped(expression, as: type) {
      return try evaluate(typed, declaredAs: type, in: scope, context)
    }
    guard let kind = type.flatMap(NumericKind.init(typeName:)) else {
      let value = try evaluate(expression, in: scope, context)
      if language == .objc, let type,
        let list = try cValue(value, ofType: type, at: expression.location)
      {
        return list  // `CGRect r = {0, 0, 10, 20};` (Interpreter+CValues.swift)
      }
      if language == .swift, let type, let constant = Self.structConstant(value, ofType: type) {
        return constant  // `let insets: UIEdgeInsets = .zero` (Interpreter+SwiftTypedCalls)
      }
      return value
    }
    let value: Value
    if language == .swift, kind == .floating, Self.isLiteralOnly(expression) {
      value = try withFloatingLiterals { () throws(Interrupt) in
        try evaluate(expression, in: scope, context)
      }
    } else {
      value = try evaluate(expression, in: scope, context)
    }
    return value.converted(to: kind)
  }

  /// Runs `body` with integer literals read as floating ones.
  func withFloatingLiterals(_ body: () throws(Interrupt) -> Value) throws(Interrupt) -> Value {
    let saved = integerLiteralsAreFloating
    integerLiteralsAreFloating = true
    defer { integerLiteralsAreFloating = saved }
    return try body()
  }

  /// Swift: the two operands of `op`, where a side made of literals only takes its type from
  /// the other side (or is floating when it holds a floating literal itself); nil when
  /// neither side is literals only. Literals have no side effects, so the order in which the
  /// sides are evaluated here is not observable.
  func literalTypedOperands(
    _ op: String, _ leftExpression: Expr, _ rightExpression: Expr, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> (Value, Value)? {
    guard language == .swift, !integerLiteralsAreFloating, Self.literalTypedOperators.contains(op)
    else { return nil }
    let leftLiteral = Self.isLiteralOnly(leftExpression)
    let rightLiteral = Self.isLiteralOnly(rightExpression)
    switch (leftLiteral, rightLiteral) {
    case (true, true):
      guard
        Self.containsFloatingLiteral(leftExpression)
          || Self.containsFloatingLiteral(rightExpression)
      else { return nil }
      let left = try withFloatingLiterals { () throws(Interrupt) in
        try evaluate(leftExpression, in: scope, context)
      }
      let right = try withFloatingLiterals { () throws(Interrupt) in
        try evaluate(rightExpression, in: scope, context)
      }
      return (left, right)
    case (true, false):
      let right = try evaluate(rightExpression, in: scope, context)
      let left =
        right.numericKind == .floating
        ? try withFloatingLiterals { () throws(Interrupt) in
          try evaluate(leftExpression, in: scope, context)
        } : try evaluate(leftExpression, in: scope, context)
      return (left, right)
    case (false, true):
      let left = try evaluate(leftExpression, in: scope, context)
      let right =
        left.numericKind == .floating
        ? try withFloatingLiterals { () throws(Interrupt) in
          try evaluate(rightExpression, in: scope, context)
        } : try evaluate(rightExpression, in: scope, context)
      return (left, right)
    case (false, false):
      return nil
    }
  }

  /// Operators whose literal operands take the other operand's type.
  static let literalTypedOperators: Set<String> = [
    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=",
  ]

  /// Whether `expression` is made of number literals and arithmetic only (`1 / 3`, `-2`).
  static func isLiteralOnly(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .number: return true
    case .unary("-", let operand): return isLiteralOnly(operand)
    case .binary(let op, let left, let right):
      return ["+", "-", "*", "/", "%"].contains(op) && isLiteralOnly(left) && isLiteralOnly(right)
    case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
      return isLiteralOnly(elements[0].value)
    default: return false
    }
  }

  /// Whether a literal-only expression holds a floating literal (`1 / 3 * 2.0`).
  static func containsFloatingLiteral(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .number: return expression.isFloatingLiteral
    case .unary(_, let operand): return containsFloatingLiteral(operand)
    case .binary(_, let left, let right):
      return containsFloatingLiteral(left) || containsFloatingLiteral(right)
    case .tuple(let elements) where elements.count == 1:
      return containsFloatingLiteral(elements[0].value)
    default: return false
    }
  }

  /// `left op right` for two numbers, nil when either is not a number or `op` is not
  /// arithmetic, comparison or bitwise.
  func arithmetic(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    if case .integer(let a) = left, case .integer(let b) = right {
      return try integerArithmetic(op, a, b, at: location)
    }
    guard let a = left.numeric, let b = right.numeric else { return nil }
    switch op {
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    case "+": return .number(a + b)
    case "-": return .number(a - b)
    case "*": return .number(a * b)
    case "/":
      // Floating-point division by zero is IEEE 754's (C11 Annex F.3, which clang follows on
      // iOS; Swift's `Double`): ±infinity, or NaN for 0 / 0, which `isnan` then tests.
      return .number(a / b)
    case "%":
      guard b != 0 else {
        throw Interrupt(
          .unsupported("division by zero", instead: "a non-zero divisor"), at: location)
      }
      return .number(a.truncatingRemainder(dividingBy: b))
    case "|", "&", "^", ">>", "<<":
      // Bitwise operators take integers (C11 6.5.7, 6.5.10–12): whole numbers as integers.
      guard let x = Self.wholeNumber(a), let y = Self.wholeNumber(b) else { return nil }
      return try integerArithmetic(op, Int(x), Int(y), at: location)
    default: return nil
    }
  }

  /// Integer arithmetic: the quotient truncated toward zero and the remainder with the
  /// dividend's sign (C11 6.5.5; Swift's `/` and `%` on `Int`). Swift traps on overflow
  /// ("arithmetic overflow"); C's signed overflow is undefined, and wraps here.
  private func integerArithmetic(_ op: String, _ a: Int, _ b: Int, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    case "+": result = a.addingReportingOverflow(b)
    case "-": result = a.subtractingReportingOverflow(b)
    case "*": result = a.multipliedReportingOverflow(by: b)
    case "/", "%":
      guard b != 0 else {
        throw Interrupt(
          .unsupported("division by zero", instead: "a non-zero divisor"), at: location)
      }
      result =
        op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    case "|": return .integer(a | b)
    case "&": return .integer(a & b)
    case "^": return .integer(a ^ b)
    case ">>":
      guard b >= 0, b < 64 else { return nil }
      return .integer(a >> b)
    case "<<":
      guard b >= 0, b < 64 else { return nil }
      return .integer(a << b)
    default: return nil
    }
    if result.overflow, language == .swift {
      throw Interrupt(
        .assertionFailed(function: "`\(op)`", message: "arithmetic overflow"), at: location)
    }
    return .integer(result.partialValue)
  }
}

extension Interpreter {
  /// The numeric kind of the stored property `key`'s declared type in `info` or a class it
  /// inherits from (`@property CGFloat ratio;`, `var count: Int`), nil when it has none.
  func declaredNumericKind(of key: String, in info: ClassInfo?) -> NumericKind? {
    declaredTypeName(of: key, in: info).flatMap(NumericKind.init(typeName:))
  }

  /// The C integer type of the Objective-C property or instance variable `key`
  /// (`@property (nonatomic) int count;`), whose stores wrap (Builtins+CIntegers); nil in
  /// Swift and for other types.
  /// Whether the stored property `key` is declared `float` (`Float`): it holds
  /// single-precision values (Builtins+CIntegers).
  func declaresSinglePrecision(_ key: String, in info: ClassInfo?) -> Bool {
    declaredTypeName(of: key, in: info).map(Value.isSinglePrecisionType) ?? false
  }

  func declaredCInteger(of key: String, in info: ClassInfo?) -> CIntegerType? {
    guard language == .objc else { return nil }
    return declaredTypeName(of: key, in: info).flatMap(CIntegerType.init(typeName:))
  }

  /// The type written in the declaration of the stored property `key` of `info` or the
  /// nearest class it inherits from that declares it; nil when there is none or it has no
  /// written type.
  private func declaredTypeName(of key: String, in info: ClassInfo?) -> String? {
    var current = info
    var steps = 0
    while let each = current, steps < 64 {
      for property in each.properties {
        guard case .declaration(let declaration) = property.kind,
          storageKey(declaration.name) == key
        else { continue }
        return declaration.typeName
      }
      current = each.superclass
      steps += 1
    }
    return nil
  }
}

extension Interpreter {
  /// A modelled member's result with the numeric type UIKit declares for it: `tag`,
  /// `selectedIndex`, `count` are `NSInteger`s (an integer), `alpha`, `frame.width` are
  /// `CGFloat`s (floating). The model's behaviours compute in Doubles; the declared type
  /// (the member's, else the real surface's) says which kind the code gets.
  func typedResult(_ value: Value, of member: ModelledAPI.Member, on receiver: Value) -> Value {
    if member.result == .integer { return value.converted(to: .integer) }
    guard case .number = value, member.isProperty, let type = surfaceTypeName(of: receiver)
    else { return value }
    let declared = UIKitSurface.shared.members(swift: member.swiftName, in: type).first {
      $0.member.kind == .property
    }
    return value.converted(toNumericType: declared?.member.swiftType)
  }
}
