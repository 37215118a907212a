/// C statement forms of Objective-C beyond Swift's: GNU case ranges in a `switch`, and fast
/// enumeration into a variable declared before the loop.
extension Interpreter {
  /// Whether `clause`, a `case low ... high:`, holds `subject` (GCC "Case Ranges", which clang
  /// accepts: every value from the low end to the high end, both included); nil for any other
  /// clause.
  func caseRangeContains(
    _ subject: Value, _ clause: SwitchCase, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool? {
    guard language == .objc, clause.patterns.count == 1,
      case .binary("...", let low, let high) = clause.patterns[0].kind
    else { return nil }
    let value = nilAsZero(subject) ?? subject
    guard let number = value.numeric,
      let lowest = try evaluate(low, in: scope, context).numeric,
      let highest = try evaluate(high, in: scope, context).numeric
    else { return false }
    return lowest <= number && number <= highest
  }

  /// The variable declared before the loop that `for (vc in list)` assigns, or nil when the loop
  /// declares its own (`Stmt.outerLoopVariable`).
  func outerLoopVariable(_ variable: String) -> String? {
    guard language == .objc, variable.hasPrefix(Stmt.outerLoopVariable) else { return nil }
    return String(variable.dropFirst(Stmt.outerLoopVariable.count))
  }
}

extension Stmt {
  /// Marks the loop variable of `for (vc in list)`, which names a variable declared before the
  /// loop (The Objective-C Programming Language, "Fast Enumeration": each pass assigns it, and
  /// clang stores nil in it when the collection runs out, so after a `break` it keeps the
  /// object and after the last pass it is nil).
  static let outerLoopVariable = "="
}
