/// `UserDefaults.standard` in Swift: the same store as Objective-C's `+standardUserDefaults`
/// (Interpreter+FoundationValues), reached through the Swift names of Foundation's overlay
/// (Apple docs, "UserDefaults"): `set(_:forKey:)` (the overload the value's type picks: `Bool`,
/// `Int`, `Double`, or any other object; `nil` removes the key), `integer(forKey:)`,
/// `bool(forKey:)`, `double(forKey:)`, `float(forKey:)`, `string(forKey:)`, `array(forKey:)`,
/// `object(forKey:)`, `removeObject(forKey:)`, `synchronize()`, and NSObject's key-value coding
/// on it, `value(forKey:)` / `setValue(_:forKey:)` (W25).
extension Interpreter {
  /// `UserDefaults.standard`, or nil for any other member.
  func swiftUserDefaultsMember(_ member: String, of base: Value) -> Value? {
    guard language == .swift, member == "standard", case .classReference(let name) = base,
      name == "UserDefaults" || name == "NSUserDefaults"
    else { return nil }
    return Self.standardUserDefaults
  }

  /// `let storage: UserDefaults = .standard`: the implicit member of a declaration of type
  /// `UserDefaults`, or nil for anything else.
  func userDefaultsImplicitMember(_ expression: Expr, declaredAs type: String?) -> Value? {
    guard language == .swift, type == "UserDefaults", expression.kind == .implicitMember("standard")
    else { return nil }
    return Self.standardUserDefaults
  }

  /// The result of a Swift call on the user defaults store, nil when `receiver` is not it or
  /// the method is not one of the store's.
  func swiftUserDefaultsCall(
    _ use: MemberResolver.Use, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift, case .record(let record) = receiver,
      record.type == "NSUserDefaults", case .swiftCall(let name, let labels, _) = use
    else { return nil }
    let values = arguments.map(\.value)
    let pieces: [String]
    switch (name, labels) {
    case ("set", [nil, "forKey"]):
      switch values.first {
      case .bool?: pieces = ["setBool", "forKey"]
      case .integer?: pieces = ["setInteger", "forKey"]
      case .number?: pieces = ["setDouble", "forKey"]
      default: pieces = ["setObject", "forKey"]
      }
    case ("setValue", [nil, "forKey"]): pieces = ["setObject", "forKey"]
    case ("value", ["forKey"]), ("object", ["forKey"]): pieces = ["objectForKey"]
    case ("integer", ["forKey"]): pieces = ["integerForKey"]
    case ("bool", ["forKey"]): pieces = ["boolForKey"]
    case ("double", ["forKey"]): pieces = ["doubleForKey"]
    case ("float", ["forKey"]): pieces = ["floatForKey"]
    case ("string", ["forKey"]): pieces = ["stringForKey"]
    case ("array", ["forKey"]): pieces = ["arrayForKey"]
    case ("removeObject", ["forKey"]): pieces = ["removeObjectForKey"]
    case ("synchronize", []): pieces = ["synchronize"]
    default: return nil
    }
    return try foundationValueResult(receiver, pieces, values, at: location)
  }
}
