/// Operator functions the code declares (The Swift Programming Language, "Advanced Operators":
/// Operator Methods, Custom Operators): a use of the operator runs the implementation whose
/// parameter types its operands have, a specific type before a generic one (`<<` of two views
/// before `<<` of an array and a `V`), and an `inout` left operand takes the parameter's final
/// value, as `&` would give it; with none that fits, the operator is Swift's own (W25).
extension Interpreter {
  /// The declared implementations of the binary operator `op`.
  func declaredOperatorFunctions(_ op: String) -> [MethodDecl] {
    guard language == .swift else { return [] }
    return program.operatorFunctions.filter { $0.name == op && $0.parameters.count == 2 }
  }

  /// `left op right` through the declared implementation its operands fit, or nil when none
  /// does (the caller combines them as Swift's own operator).
  func callDeclaredOperator(
    _ candidates: [MethodDecl], _ left: Value, _ right: Value, leftExpression: Expr,
    at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let fitting = candidates.filter { method in
      zip(method.parameterTypes.map(\.name), [left, right]).allSatisfy {
        operand(type: $0, fits: $1)
      }
    }
    guard
      let method = fitting.min(by: {
        genericParameterCount($0) < genericParameterCount($1)
      })
    else { return nil }
    inoutResults = nil
    let result = try invoke(
      method, of: nil, on: context.receiver, arguments: [left, right], at: location)
    if method.inoutParameters.contains(0), let value = inoutResults?.first {
      try assign(value, to: leftExpression, in: scope, context)
    }
    inoutResults = nil
    return result
  }

  /// Whether a value may be passed for a parameter declared of type `type` (a generic
  /// parameter, read as `Any`, takes any value).
  private func operand(type: String, fits value: Value) -> Bool {
    if type == "Any" || type == "AnyObject" { return true }
    if type.hasPrefix("[") || type.hasPrefix("Array") {
      if case .array = value { return true }
      return false
    }
    return isValue(value, of: type)
  }

  private func genericParameterCount(_ method: MethodDecl) -> Int {
    method.parameterTypes.filter { $0.name == "Any" }.count
  }
}
