/// `mutating` methods and subscripts of the scenario's structs and enums (The Swift
/// Programming Language, "Methods": "Modifying Value Types from Within Instance Methods":
/// the method "can then mutate its properties, and any changes that it makes are written
/// back to the original structure when the method ends"; "Assigning to self Within a
/// Mutating Method"; "Subscripts"). A value is still a value: a copy taken before the call
/// keeps its old properties.
extension Interpreter {
  /// Runs the mutating `method` with `base` as its `self`, then assigns the final `self` to
  /// `target` (the variable or property the method was called on), as Swift does when the
  /// method returns. A `let` target is Swift's compile-time error, reported here at the call.
  func invokeMutating(
    _ method: MethodDecl, of owner: ClassInfo, on base: Value, writtenBackTo target: Expr,
    _ arguments: [Value], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if case .name(let variable) = target.kind, let existing = scope.lookup(variable),
      existing.isConstant
    {
      throw Interrupt(.assignToConstant(variable), at: target.location)
    }
    let box = ValueBox(base)
    let result = try invoke(
      method, of: owner, on: context.receiver, arguments: arguments, at: location,
      valueSelf: base, selfBox: box)
    if target.kind == .name("self"), let outer = context.selfBox {
      outer.value = box.value  // `self.reset()` inside another mutating method
    } else {
      try assign(box.value, to: target, in: scope, context)
    }
    return result
  }

  /// `items = …` (a stored property of `self`) or `self = …` inside a mutating method: the
  /// box's value changes. False when `variable` is neither (the caller goes on).
  func assignMutatingSelf(_ variable: String, _ value: Value, _ box: ValueBox) -> Bool {
    if variable == "self" {
      box.value = value
      return true
    }
    guard case .record(var record) = box.value,
      let index = record.fields.firstIndex(where: { $0.name == variable })
    else { return false }
    record.fields[index].value = value
    box.value = .record(record)
    return true
  }
}

/// Setters of a struct's computed properties (The Swift Programming Language, "Computed
/// Properties": a setter of a value type is `mutating`; "the changes … are written back"): the
/// setter runs with the value as a mutable `self`, and the final value is assigned back to where
/// the value came from (W25). A property wrapper's `wrappedValue` is such a property.
extension Interpreter {
  /// `box.value = 3` where `box`'s struct declares `var value: Int { get { … } set { … } }`:
  /// true when it ran the setter, false when `base` has none of that name.
  func assignValueTypeSetter(
    _ member: String, of base: Value, _ value: Value, writtenBackTo baseExpression: Expr,
    at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard case .record = base, let (setter, owner) = swiftSetter(member, in: valueTypeInfo(base))
    else { return false }
    let box = ValueBox(base)
    _ = try invoke(
      setter, of: owner, on: context.receiver, arguments: [value], at: location,
      valueSelf: base, selfBox: box)
    if baseExpression.kind == .name("self"), let outer = context.selfBox {
      outer.value = box.value
    } else {
      try assign(box.value, to: baseExpression, in: scope, context)
    }
    return true
  }
}
