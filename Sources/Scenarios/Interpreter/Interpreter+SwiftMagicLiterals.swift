/// Swift's literal expressions that name a place in the code (The Swift Programming Language,
/// "Literal Expression"): `#function`, `#line`, `#column` are the enclosing function's name or
/// the literal's position; "when used as the default value of a function or method parameter,
/// the special literal's value is determined when the default value expression is evaluated at
/// the call site", so `func log(_ text: String, function: String = #function, line: Int =
/// #line)` logs its caller (W28).
extension Interpreter {
  /// A parameter's default value that is one of these literals, as the call site gives it: the
  /// calling method's name and the line being run; nil for any other default ([I] `#column`
  /// is the declaration's: the model keeps no column for the call being run).
  func callSiteMagicLiteral(_ initial: Expr) -> Value? {
    guard language == .swift, case .name(let name) = initial.kind else { return nil }
    switch name {
    case "#function": return .string(runningMethodKeys.last ?? "")
    case "#line": return simulation.currentSourceLine.map { .integer($0) }
    default: return nil
    }
  }
}
