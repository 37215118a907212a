/// A Swift variable is not in scope within its own initial value (TSPL "Declarations":
/// "a variable … can't be used in its own initial value"), so a closure that initializes it and
/// names it reaches the declaration outside: `let completion = { (_: Bool) in …; completion() }`
/// inside a method whose parameter is `completion` calls the parameter (census languages-01:
/// a drawer's `transition(…, completion:)`), never itself endlessly.
extension Interpreter {
  /// The scope `initial` is evaluated in: `scope` itself, or, for a closure written as the
  /// initial value of a name already bound outside, a scope that keeps the outer binding for
  /// the closure (its value now; [I] a later change to an outer `var` is not seen).
  func closureInitialScope(_ declaration: Declaration, _ initial: Expr, _ scope: Scope) -> Scope {
    guard language == .swift, case .closure = initial.kind,
      let outer = scope.lookup(declaration.name)
    else { return scope }
    let capture = Scope(parent: scope)
    capture.declare(declaration.name, outer.value, isConstant: true)
    return capture
  }
}
