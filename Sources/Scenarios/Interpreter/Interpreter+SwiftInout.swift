/// Swift's in-out parameters (The Swift Programming Language, "In-Out Parameters"):
/// `bump(&count)` passes `count`'s value in; the function changes its parameter as a
/// variable; when it returns, the parameter's value is copied back to `count` ("copy-in
/// copy-out"). Swift requires `&` for exactly the `inout` parameters, in order, so the n-th
/// `&` argument receives the n-th `inout` parameter's value (FIDELITY-SURFACE W16).
extension Interpreter {
  /// A call with `&` arguments: the call, then each `&variable` assigned its parameter's
  /// final value.
  func evaluateInoutCall(
    _ callee: Expr, _ arguments: [Argument], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    inoutResults = nil
    let result = try evaluateCall(callee, arguments, at: location, scope, context)
    let results = inoutResults ?? []
    inoutResults = nil
    let targets = arguments.compactMap { argument -> Expr? in
      guard case .unary("&", let target) = argument.value.kind else { return nil }
      return target
    }
    for (target, value) in zip(targets, results) {
      try assign(value, to: target, in: scope, context)
    }
    return result
  }
}

extension Argument {
  /// `&count`: an in-out argument.
  var isInout: Bool {
    if case .unary("&", _) = value.kind { return true }
    return false
  }
}
