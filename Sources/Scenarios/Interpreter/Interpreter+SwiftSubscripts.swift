/// The code's own subscripts (The Swift Programming Language, "Subscripts"; SE-0148 generic
/// subscripts): `pages[1]` on an object of a class that declares `subscript(index: Int) ->
/// UIViewController` runs the getter with the index; `pages[1] = next` runs its `set` with the
/// index and the new value (FIDELITY-SURFACE W15). The whole declaration (W29): a subscript of
/// a class, struct, enum or an extension of one (`extension Array { subscript(safe i: Int) }`),
/// several parameters, argument labels where written (`stack[exist: 1]`), default values, and
/// type subscripts (`static subscript`, `Theme["dark"]`). The use picks the subscript whose
/// labels fit, as a call does (CallBinding); a struct's setter is `mutating`: the changed value
/// is written back to where it came from. A subscript without a setter is read-only, as the
/// compiler says.
extension Interpreter {
  /// The arguments a subscript use passes: `stack[exist: 1]` one labelled, `grid[1, 2]` two,
  /// `pages[1]` one.
  static func subscriptArguments(_ index: Expr) -> [Argument] {
    if index.isSubscriptArgumentList, case .tuple(let elements) = index.kind { return elements }
    return [Argument(label: nil, value: index)]
  }

  /// The code's own subscript for `base[…]`: the declaring type, the method, how its
  /// arguments bind and what `self` is; nil when `base` has none that fits.
  private func ownSubscript(
    of base: Value, _ arguments: [Argument], setter: Bool
  ) -> (method: MethodDecl, owner: ClassInfo, bound: [Int?], object: InterpretedController?)? {
    guard language == .swift else { return nil }
    let name = setter ? SwiftParser.setterName("subscript") : "subscript"
    var labels = arguments.map(\.label)
    if setter { labels.append(nil) }
    let use = MemberResolver.Use.swiftCall(
      name, labels: labels, trailing: labels.map { _ in false })
    switch base {
    case .controller(let object as InterpretedController):
      guard let info = object.classInfo,
        let (method, owner, bound) = info.method(calledAs: use, language),
        !method.isStatic
      else { return nil }
      return (method, owner, bound, object)
    case .classReference(let typeName):
      guard let info = classes[typeName] ?? structTypes[typeName],
        let (method, owner, bound) = info.classMethod(calledAs: use, language)
      else { return nil }
      return (method, owner, bound, nil)
    default:
      guard let info = valueTypeInfo(base),
        let (method, owner, bound) = info.method(calledAs: use, language), !method.isStatic
      else { return nil }
      return (method, owner, bound, nil)
    }
  }

  /// The getter's result for `base[…]`; nil when `base` has no subscript of its own that fits
  /// (the built-in element access goes on).
  func objectSubscript(
    of base: Value, _ index: Expr, at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let arguments = Self.subscriptArguments(index)
    guard let found = ownSubscript(of: base, arguments, setter: false) else { return nil }
    var values: [Value] = []
    for argument in arguments { values.append(try evaluate(argument.value, in: scope, context)) }
    let receiver = found.object ?? context.receiver
    let bound = try bind(values, found.bound, found.method, receiver, found.owner)
    if found.object != nil {
      return try invoke(found.method, of: found.owner, on: receiver, arguments: bound, at: location)
    }
    return try invoke(
      found.method, of: found.owner, on: receiver, arguments: bound, at: location,
      valueSelf: base)
  }

  /// `base[…] = value` through the code's own `set`; false when `base` has no subscript of
  /// its own for these arguments. A struct's or enum's setter changes the value, which is
  /// assigned back to `baseExpression`.
  func assignObjectSubscript(
    _ value: Value, _ base: Value, _ index: Expr, writtenBackTo baseExpression: Expr,
    at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    let arguments = Self.subscriptArguments(index)
    guard let found = ownSubscript(of: base, arguments, setter: true) else {
      if ownSubscript(of: base, arguments, setter: false) != nil {
        throw Interrupt(.readOnly("subscript"), at: location)
      }
      return false
    }
    var values: [Value] = []
    for argument in arguments { values.append(try evaluate(argument.value, in: scope, context)) }
    values.append(value)
    let receiver = found.object ?? context.receiver
    let bound = try bind(values, found.bound, found.method, receiver, found.owner)
    if found.object != nil {
      _ = try invoke(found.method, of: found.owner, on: receiver, arguments: bound, at: location)
    } else if found.method.isMutating {
      _ = try invokeMutating(
        found.method, of: found.owner, on: base, writtenBackTo: baseExpression, bound,
        at: location, scope, context)
    } else {
      _ = try invoke(
        found.method, of: found.owner, on: receiver, arguments: bound, at: location,
        valueSelf: base)
    }
    return true
  }
}
