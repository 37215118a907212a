/// `Optional.map(_:)` and `Optional.flatMap(_:)` (The Swift Programming Language, "Optional
/// Chaining"; the standard library's `Optional`): `child.map { addChild($0) }` calls the
/// closure with the wrapped value, or gives nil without calling it when the optional is nil.
/// The model's values carry no static type, so a value is read as an optional here when it is
/// nil or when its own type has no `map` (a controller, a view, a number): arrays, strings,
/// dictionaries and sets keep their own `map` (FIDELITY-SURFACE W14). `flatMap`'s closure
/// gives an optional itself, which is the result as it is.
extension Interpreter {
  /// The result of `base.map { … }` / `base.flatMap { … }` as `Optional`'s; nil when `base`
  /// is a collection, whose own method runs instead.
  func optionalMap(
    _ name: String, of base: Value, _ arguments: [Argument], _ scope: Scope,
    _ context: MethodContext, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift, name == "map" || name == "flatMap", arguments.count == 1,
      arguments[0].label == nil
    else { return nil }
    switch base {
    case .array, .string, .dictionary, .tuple, .classReference, .ignored, .surface: return nil
    case .null: return .null  // the closure is not called
    default: break
    }
    // A type of the snippet's own with a `map` (`struct Box { func map … }`) keeps it.
    if valueTypeInfo(base)?.firstMethod(where: { $0.name == name }) != nil { return nil }
    if case .controller(let object as InterpretedController) = base,
      object.classInfo?.firstMethod(where: { $0.name == name }) != nil
    {
      return nil
    }
    let function = try evaluate(arguments[0].value, in: scope, context)
    guard case .closure(let closure) = function else { return nil }
    return try call(closure, [base], at: location)
  }
}
