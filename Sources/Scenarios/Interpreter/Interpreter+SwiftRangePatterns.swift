/// A range as a pattern (`case 1...3:`, `case 0.5..<1:`, `case ..<10:`, `case 100...:`): it
/// matches a number it contains, by comparing with its bounds, as the standard library's `~=`
/// for ranges does (`RangeExpression.contains`; The Swift Programming Language, "Expression
/// Pattern"). A one-sided range has no bound on its open side, and a range of fractions is no
/// list of its elements (FIDELITY-SURFACE W12).
extension Interpreter {
  /// Whether the range `pattern` contains `subject`; nil when `pattern` is no range, or a bound
  /// or the subject is no number (the caller compares as before).
  func rangePatternContains(
    _ pattern: Expr, _ subject: Value, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool? {
    if language == .swift, case .tuple(let items) = pattern.kind, case .tuple(let values) = subject
    {
      return try tuplePatternContains(items, values, scope, context)
    }
    guard language == .swift, case .binary(let op, let lower, let upper) = pattern.kind,
      op == "..." || op == "..<", let value = subject.numeric
    else { return nil }
    func bound(_ expression: Expr) throws(Interrupt) -> Double?? {
      if case .name(let name) = expression.kind,
        name == SwiftParser.rangeStart || name == SwiftParser.rangeEnd
      {
        return .some(nil)  // the open side
      }
      guard let number = try evaluate(expression, in: scope, context).numeric else { return nil }
      return .some(number)
    }
    guard let low = try bound(lower), let high = try bound(upper) else { return nil }
    if let low, value < low { return false }
    if let high { return op == "..." ? value <= high : value < high }
    return true
  }

  /// `case (1, 3...):` against a tuple (TSPL "Tuple Pattern"): each element matched by its own
  /// pattern, `_` anything, a range by its bounds, another value by equality; nil when no
  /// element is a range (the caller compares the tuples as before).
  private func tuplePatternContains(
    _ items: [Argument], _ values: [TupleElement], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool? {
    guard items.count == values.count,
      items.contains(where: {
        if case .binary("...", _, _) = $0.value.kind {
          true
        } else if case .binary("..<", _, _) = $0.value.kind {
          true
        } else {
          false
        }
      })
    else { return nil }
    for (item, element) in zip(items, values) {
      if case .name("_") = item.value.kind { continue }
      if let contains = try rangePatternContains(item.value, element.value, scope, context) {
        if !contains { return false }
        continue
      }
      if !equal(try evaluate(item.value, in: scope, context), element.value) { return false }
    }
    return true
  }
}
