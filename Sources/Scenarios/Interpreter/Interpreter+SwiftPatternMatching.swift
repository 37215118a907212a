/// Swift's expression patterns (The Swift Programming Language, "Patterns": Expression Pattern):
/// a value in a `case` matches when `pattern ~= value` holds, the standard library's `~=` being
/// equality for `Equatable` values and containment for ranges, and an `~=` the code declares
/// (`func ~= (pattern: Even, value: Int) -> Bool`) taking precedence for the operand types it
/// declares, as overload resolution prefers it (W28).
extension Interpreter {
  /// The code's own `~=` applied to a `case` value and the subject, or nil when the code
  /// declares none that fits them (the pattern is then evaluated where the caller does).
  func declaredPatternMatch(
    _ pattern: Expr, _ subject: Value, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool? {
    let declared = declaredOperatorFunctions("~=")
    guard !declared.isEmpty else { return nil }
    let value = try evaluate(pattern, in: scope, context)
    guard
      let result = try callDeclaredOperator(
        declared, value, subject, leftExpression: pattern, at: pattern.location, scope, context)
    else { return nil }
    return try truth(result, "`~=`", at: pattern.location)
  }

  /// `pattern ~= value` written as an expression: the code's own `~=`, else a range's
  /// containment, else equality.
  func patternMatchOperator(
    _ pattern: Expr, _ valueExpression: Expr, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    let subject = try evaluate(valueExpression, in: scope, context)
    if let matched = try declaredPatternMatch(pattern, subject, scope, context) {
      return .bool(matched)
    }
    if let contains = try rangePatternContains(pattern, subject, scope, context) {
      return .bool(contains)
    }
    let value = try evaluate(pattern, in: scope, context)
    if case .array(let items) = value, pattern.isRange {
      return .bool(items.contains { equal($0, subject) })
    }
    return .bool(equal(value, subject))
  }
}
