/// A class's own subscript (The Swift Programming Language, "Subscripts"): `pages[1]` on an
/// object of a class that declares `subscript(index: Int) -> UIViewController` runs the
/// getter with the index; `pages[1] = next` runs its `set` with the index and the new value
/// (FIDELITY-SURFACE W15). A subscript without a setter is read-only, as the compiler says.
extension Interpreter {
  /// The getter's result for `base[index]`; nil when `base` is no object whose class declares
  /// a subscript.
  func objectSubscript(
    of base: Value, _ index: Expr, at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift, case .controller(let object as InterpretedController) = base,
      let (getter, owner) = object.classInfo?.method(Self.subscriptKey(setter: false))
    else { return nil }
    let argument = try evaluate(index, in: scope, context)
    return try invoke(getter, of: owner, on: object, arguments: [argument], at: location)
  }

  /// `base[index] = value` through the class's `set`; false when `base` is no object whose
  /// class declares a subscript.
  func assignObjectSubscript(
    _ value: Value, _ base: Value, _ index: Expr, at location: SourceLocation,
    _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard language == .swift, case .controller(let object as InterpretedController) = base,
      let info = object.classInfo, info.method(Self.subscriptKey(setter: false)) != nil
    else { return false }
    guard let (setter, owner) = info.method(Self.subscriptKey(setter: true)) else {
      throw Interrupt(.readOnly("subscript"), at: location)
    }
    let argument = try evaluate(index, in: scope, context)
    _ = try invoke(setter, of: owner, on: object, arguments: [argument, value], at: location)
    return true
  }

  /// `subscript(_:)`, `set subscript(_:_:)`: the keys the parser gives a one-index subscript.
  static func subscriptKey(setter: Bool) -> String {
    setter
      ? MethodKey.make(
        name: SwiftParser.setterName("subscript"), labels: [nil, nil], argumentCount: 2, .swift)
      : MethodKey.make(name: "subscript", labels: [nil], argumentCount: 1, .swift)
  }
}
