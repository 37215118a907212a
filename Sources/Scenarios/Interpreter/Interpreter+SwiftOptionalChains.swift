/// Optional chaining stops the whole chain (TSPL "Optional Chaining": "the entire chain fails
/// gracefully if any link in the chain is nil"): in `self.tabBarController?.tabBar.items![2]`
/// with no tab bar controller, nothing after the `?` is evaluated, the `!` included, and the
/// expression is nil; a `!` traps only when the value it unwraps was reached and is nil
/// (census uikit's fresh tab bar subclass, whose own `tabBarController` is nil).
extension Interpreter {
  /// Whether a `?` link of `expression`'s own chain (its bases through members, calls and
  /// subscripts) met nil during its evaluation (`nilOptionalLinks` from `mark` on).
  func chainStopped(_ expression: Expr, since mark: Int) -> Bool {
    let stopped = nilOptionalLinks[mark...]
    var current = expression
    for _ in 0..<64 {
      let base: Expr
      switch current.kind {
      case .member(let next, _), .subscriptIndex(let next, _): base = next
      case .call(let callee, _):
        guard case .member(let next, _) = callee.kind else { return false }
        if callee.isOptionalChained, stopped.contains(callee.location) { return true }
        base = next
      default: return false
      }
      if base.isOptionalChained, stopped.contains(base.location) { return true }
      current = base
    }
    return false
  }
}
