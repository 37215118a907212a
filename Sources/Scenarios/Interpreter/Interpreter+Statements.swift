import Containment

/// Statements: declarations, assignments, `if`, `guard`, `for … in`, `return`.
extension Interpreter {
  func execute(_ statements: [Stmt], in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Completion
  {
    for statement in statements {
      try checkStopped()
      try countStep(at: statement.location)
      simulation.currentSourceLine = statement.location.line
      if case .returned(let value) = try execute(statement, in: scope, context) {
        return .returned(value)
      }
    }
    try checkStopped()
    return .normal
  }

  private func execute(_ statement: Stmt, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Completion
  {
    switch statement.kind {
    case .expression(let expression):
      _ = try evaluate(expression, in: scope, context)
    case .declaration(let declaration):
      var value = Value.null
      if let initial = declaration.initialValue {
        value = try evaluate(initial, in: scope, context)
        if case .void = value {
          throw Interrupt(
            .typeMismatch(
              context: "`\(declaration.name)`'s initial value", expected: "a value",
              found: value.kindDescription), at: initial.location)
        }
      }
      scope.declare(declaration.name, value, isConstant: declaration.isConstant)
      name(value, declaration.name)
    case .assignment(let target, let valueExpression):
      let value = try evaluate(valueExpression, in: scope, context)
      try assign(value, to: target, in: scope, context)
    case .ifElse(let conditions, let then, let otherwise):
      let inner = Scope(parent: scope)
      if try test(conditions, binding: inner, context) {
        return try execute(then, in: inner, context)
      } else if let otherwise {
        return try execute(otherwise, in: Scope(parent: scope), context)
      }
    case .guardElse(let conditions, let otherwise):
      if try !test(conditions, binding: scope, context) {
        return try execute(otherwise, in: Scope(parent: scope), context)
      }
    case .forIn(let variable, let sequenceExpression, let body):
      let sequence = try evaluate(sequenceExpression, in: scope, context)
      guard case .array(let items) = sequence else {
        throw Interrupt(
          .typeMismatch(
            context: "`for … in`", expected: "an array (`children`, `subviews`, a range)",
            found: sequence.kindDescription), at: sequenceExpression.location)
      }
      for item in items {
        let inner = Scope(parent: scope)
        inner.declare(variable, item, isConstant: true)
        if case .returned(let value) = try execute(body, in: inner, context) {
          return .returned(value)
        }
      }
    case .returnStatement(let expression):
      return .returned(
        try expression.map { e throws(Interrupt) in try evaluate(e, in: scope, context) } ?? .void)
    }
    return .normal
  }

  /// All clauses true; optional bindings are declared in `scope`.
  private func test(_ conditions: [Condition], binding scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Bool
  {
    for condition in conditions {
      switch condition {
      case .test(let expression):
        let value = try evaluate(expression, in: scope, context)
        if try !truth(value, "a condition", at: expression.location) { return false }
      case .binding(let name, let expression):
        let value = try evaluate(expression, in: scope, context)
        if case .null = value { return false }
        scope.declare(name, value, isConstant: true)
        self.name(value, name)
      }
    }
    return true
  }

  /// A condition's truth: Swift wants a Bool; Objective-C also takes objects and numbers
  /// (nil and 0 are false).
  func truth(_ value: Value, _ what: String, at location: SourceLocation) throws(Interrupt) -> Bool
  {
    switch value {
    case .bool(let flag): return flag
    case .null where language == .objc: return false
    case .number(let number) where language == .objc: return number != 0
    case .controller, .view, .string, .array, .rect, .closure:
      if language == .objc { return true }
    default: break
    }
    throw Interrupt(
      .typeMismatch(context: what, expected: "a Bool", found: value.kindDescription), at: location)
  }

  /// `x = v`, `self.x = v`, `a.view.frame = v`; in Objective-C an undeclared name becomes an
  /// instance variable of `self` (DESIGN.md section 4).
  func assign(_ value: Value, to target: Expr, in scope: Scope, _ context: MethodContext)
    throws(Interrupt)
  {
    switch target.kind {
    case .name(let variable):
      if let existing = scope.lookup(variable) {
        if existing.isConstant { throw Interrupt(.assignToConstant(variable), at: target.location) }
        _ = scope.assign(variable, value)
        name(value, variable)
        return
      }
      let receiver = context.receiver
      if receiver.properties[variable] != nil || language == .objc {
        try setProperty(variable, of: receiver, value, at: target.location)
        return
      }
      if ModelledAPI.members(of: .controller).contains(where: {
        $0.isProperty && MemberResolver.name(of: $0, language) == variable
      }) {
        try setMember(variable, of: .controller(receiver), value, at: target.location)
        return
      }
      throw Interrupt(
        .unknownIdentifier(variable, suggestion: suggestion(for: variable, scope, context)),
        at: target.location)
    case .member(let baseExpression, let member):
      if try assignSurfaceField(value, baseExpression, member, scope, context) { return }
      var base: Value
      if case .name("super") = baseExpression.kind {
        base = .controller(context.receiver)
      } else {
        base = try evaluate(baseExpression, in: scope, context)
      }
      if case .controller(let controller as InterpretedController) = base,
        controller.properties[member] != nil
          || (language == .objc && !isModelledControllerProperty(member))
      {
        try setProperty(member, of: controller, value, at: target.location)
        return
      }
      try setMember(member, of: base, value, at: target.location)
    default:
      throw Interrupt(
        .unsupported(
          "assigning to this expression", instead: "variables, properties (`a.view.frame = …`)"),
        at: target.location)
    }
  }

  private func isModelledControllerProperty(_ name: String) -> Bool {
    ModelledAPI.members(of: .controller).contains { MemberResolver.name(of: $0, language) == name }
  }

  /// Sets a stored property or instance variable of a scenario object.
  private func setProperty(
    _ property: String, of controller: InterpretedController, _ value: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    if controller.constantProperties.contains(property) {
      throw Interrupt(.assignToConstant(property), at: location)
    }
    controller.properties[property] = value
    name(value, property)
  }

  /// Names the code can see here, for "did you mean".
  func suggestion(for name: String, _ scope: Scope, _ context: MethodContext) -> String? {
    var names = scope.allNames + Array(context.receiver.properties.keys)
    names += context.receiver.classInfo?.memberNames ?? []
    names += ModelledAPI.members(of: .controller).map { MemberResolver.name(of: $0, language) }
    names += Builtins.globalNames(language)
    return Suggestion.closest(to: name, in: names)
  }
}
