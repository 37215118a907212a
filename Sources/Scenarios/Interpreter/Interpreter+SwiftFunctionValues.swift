extension Interpreter {
  /// `child.onReturn = onReturnFromChild`, `completion: handleDone`: a method of `self`
  /// named without a call is a function value (The Swift Programming Language, "Closures":
  /// "global and nested functions are actually special cases of closures"; an instance
  /// method named through implicit `self` is bound to that instance). The value is the
  /// closure `{ self.name(label: $0, …) }`, with the method's own argument labels.
  func methodValue(
    _ name: String, of receiver: InterpretedController, at location: SourceLocation,
    _ scope: Scope, _ context: MethodContext
  ) -> Value? {
    guard let info = receiver.classInfo,
      let method = info.firstMethod(where: { $0.name == name && !$0.isProperty && !$0.isStatic })
    else { return nil }
    return forwardingClosure(to: method, named: name, on: "self", at: location, scope, context)
  }

  /// `{ receiver.name(label: $0, …) }`: a closure calling `method` on the value `receiver`
  /// names in `scope`, with the method's own argument labels, one anonymous argument each.
  private func forwardingClosure(
    to method: MethodDecl, named name: String, on receiver: String,
    at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) -> Value {
    let arguments = method.labels.enumerated().map { index, label in
      Argument(label: label, value: Expr(.name("$\(index)"), at: location))
    }
    let callee = Expr(.member(Expr(.name(receiver), at: location), name), at: location)
    let call = Expr(.call(callee, arguments), at: location)
    var closure = Closure(parameters: [], body: [Stmt(.returnStatement(call), at: location)])
    closure.anonymousArgumentCount = method.parameters.count
    return .closure(ClosureValue(closure: closure, scope: scope, context: context))
  }
}

extension Interpreter {
  /// `self.note`, `menu.close` written without a call: the method of the object's class as a
  /// function bound to that object (TSPL "Explicit Member Expression"), when the class has an
  /// instance method of that name and no property of it; nil otherwise.
  func boundMethodValue(
    _ name: String, of base: Value, at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) -> Value? {
    if language == .swift, case .classReference(let className) = base {
      return unappliedMethodValue(name, of: className, at: location, scope, context)
    }
    guard language == .swift, case .controller(let object as InterpretedController) = base,
      let info = object.classInfo,
      info.firstMethod(where: { $0.name == name && $0.isProperty }) == nil,
      object.properties[storageKey(name)] == nil,
      object.lazyProperties[storageKey(name)] == nil,
      let method = info.firstMethod(where: { $0.name == name && !$0.isProperty && !$0.isStatic })
    else { return nil }
    let bound = Scope(parent: scope)
    bound.declare("receiver@", base, isConstant: true)
    return forwardingClosure(to: method, named: name, on: "receiver@", at: location, bound, context)
  }

  /// `Pager.note` written without a call (TSPL "Explicit Member Expression": an instance
  /// method named through its type is a function of an instance giving the method bound to
  /// it): `Pager.note(pager)("x")`; nil when the class has no such instance method, or a type
  /// member of that name.
  private func unappliedMethodValue(
    _ name: String, of className: String, at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) -> Value? {
    guard let info = classes[className],
      info.firstMethod(where: { $0.name == name && ($0.isProperty || $0.isStatic) }) == nil,
      info.firstMethod(where: { $0.name == name && !$0.isProperty && !$0.isStatic }) != nil,
      !program.staticProperties.contains(where: {
        $0.typeName == className && $0.declaration.name == name
      })
    else { return nil }
    let object = Expr(.name("object@"), at: location)
    let body = Stmt(.returnStatement(Expr(.member(object, name), at: location)), at: location)
    let closure = Closure(parameters: ["object@"], body: [body])
    return .closure(ClosureValue(closure: closure, scope: scope, context: context))
  }

  /// The values a variadic parameter takes: from its first argument up to the argument of the
  /// next parameter that has one (CallBinding.bind), or to the end; none is an empty array.
  func variadicArguments(_ values: [Value], _ bound: [Int?], at index: Int) -> [Value] {
    guard index < bound.count, let first = bound[index], first < values.count else { return [] }
    let end = bound[(index + 1)...].compactMap { $0 }.first ?? values.count
    return Array(values[first..<min(max(end, first), values.count)])
  }
}
