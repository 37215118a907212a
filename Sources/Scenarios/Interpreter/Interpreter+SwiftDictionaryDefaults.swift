/// `counts[key, default: 0]`: Swift's dictionary subscript with a default value (SE-0165;
/// `Dictionary.subscript(_:default:)`). A read gives the key's value, or the default when the
/// key is missing (the default is evaluated only then: it is an `@autoclosure`); an assignment,
/// `+=` included, stores under the key, so `counts[k, default: 0] += 1` counts from zero
/// (FIDELITY-SURFACE W13). The parser writes the subscript's two arguments as a tuple whose
/// second element is labelled `default`.
extension Interpreter {
  /// The key and default of `index` when it is `[key, default: value]`.
  static func defaultedKey(_ index: Expr) -> (key: Expr, fallback: Expr)? {
    guard case .tuple(let elements) = index.kind, elements.count == 2,
      elements[0].label == nil, elements[1].label == "default"
    else { return nil }
    return (elements[0].value, elements[1].value)
  }

  /// `dictionary[key, default: value]` read; nil when `index` is not such a subscript.
  func defaultedSubscript(
    of base: Value, _ index: Expr, at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift, let (keyExpression, fallback) = Self.defaultedKey(index) else {
      return nil
    }
    guard case .dictionary(let dictionary) = base else {
      throw Interrupt(
        .typeMismatch(
          context: "`[key, default: value]`", expected: "a dictionary",
          found: base.kindDescription), at: location)
    }
    let key = try evaluate(keyExpression, in: scope, context)
    if self.index(of: key, in: dictionary) != nil { return value(for: key, in: dictionary) }
    return try evaluate(fallback, in: scope, context)
  }

  /// `dictionary[key, default: value] = x`: stores `x` under the key (the default is not
  /// evaluated); false when `index` is not such a subscript.
  func assignDefaultedSubscript(
    _ value: Value, _ baseExpression: Expr, _ index: Expr, at location: SourceLocation,
    _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard language == .swift, let (keyExpression, _) = Self.defaultedKey(index) else {
      return false
    }
    let base = try evaluate(baseExpression, in: scope, context)
    guard case .dictionary(var dictionary) = base else {
      throw Interrupt(
        .typeMismatch(
          context: "`[key, default: value]`", expected: "a dictionary",
          found: base.kindDescription), at: location)
    }
    let key = try evaluate(keyExpression, in: scope, context)
    set(key, value, in: &dictionary)
    try assign(.dictionary(dictionary), to: baseExpression, in: scope, context)
    return true
  }
}
