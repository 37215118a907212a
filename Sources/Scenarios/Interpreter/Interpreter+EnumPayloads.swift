/// Enum cases with associated values and the patterns that take them apart (The Swift
/// Programming Language, "Enumerations: Associated Values" and "Patterns"): `Route.detail(id:
/// 7)` makes a value carrying 7; `case .detail(let id):`, `if case let .child(vc) = route`
/// match it and bind what it carries.
extension Interpreter {
  /// `Route.detail(id: 7)` / `.detail(id: 7)` when `detail` is a case with associated values
  /// of an enum the snippet declares; nil for any other call. The values are evaluated left
  /// to right and keep the labels the case declares.
  func enumPayloadCase(
    _ callee: Expr, _ arguments: [Argument], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let declaration: EnumDecl
    let caseName: String
    switch callee.kind {
    case .implicitMember(let name):
      guard let found = program.enums.first(where: { $0.payloadLabels[name] != nil }) else {
        return nil
      }
      (declaration, caseName) = (found, name)
    case .member(let base, let name):
      let typeName: String
      switch base.kind {
      case .name(let type), .member(_, let type): typeName = type
      default: return nil
      }
      guard
        let found = program.enums.first(where: {
          $0.name == typeName && $0.payloadLabels[name] != nil
        })
      else { return nil }
      (declaration, caseName) = (found, name)
    default:
      return nil
    }
    let labels = declaration.payloadLabels[caseName] ?? []
    var payload: [TupleElement] = []
    for (index, argument) in arguments.enumerated() {
      let value = try evaluate(argument.value, in: scope, context)
      let label = index < labels.count ? labels[index] : argument.label
      payload.append(TupleElement(label: label, value: value))
    }
    return .enumValue(declaration.name, caseName, payload)
  }

  /// True when `value` matches `pattern`; the names it binds are declared in `scope`.
  func matches(
    _ pattern: Pattern, _ value: Value, binding scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .binding(let name):
      scope.declare(name, value, isConstant: true)
      self.name(value, name)
      return true
    case .value(let expression):
      if let declared = try declaredPatternMatch(expression, value, scope, context) {
        return declared
      }
      if let contains = try rangePatternContains(expression, value, scope, context) {
        return contains
      }
      let expected = try evaluate(expression, in: scope, context)
      if case .array(let items) = expected, expression.isRange {
        return items.contains { equal($0, value) }
      }
      return equal(expected, value)
    case .enumCase(let name, let elements):
      if (name == "some" && elements.count == 1) || (name == "none" && elements.isEmpty),
        !ownCase(name, of: value)
      {
        // Optional's own cases around any value, an enum case included: `.some(.left)`
        // (TSPL "Optional Pattern"; FIDELITY-SURFACE W9).
        if name == "none" { return isNull(value) }
        if isNull(value) { return false }
        return try matches(elements[0].pattern, value, binding: scope, context)
      }
      switch value {
      case .enumValue(_, let actual, let payload):
        guard actual == name else { return false }
        if elements.isEmpty { return true }  // `case .detail:` matches whatever it carries
        if elements.count == 1, payload.count > 1 {
          // `case .detail(let pair)`: the values as one tuple.
          return try matches(elements[0].pattern, .tuple(payload), binding: scope, context)
        }
        guard elements.count == payload.count else { return false }
        for (element, item) in zip(elements, payload)
        where try !matches(element.pattern, item.value, binding: scope, context) {
          return false
        }
        return true
      case .enumCase(_, let actual):
        return elements.isEmpty && actual == name
      default:
        // Optional's own cases: `Optional` is `enum Optional<Wrapped> { case none; case
        // some(Wrapped) }`, so `.none` matches nil and `.some(let vc)` any other value, bound
        // unwrapped (The Swift Programming Language, "Optional Pattern"; FIDELITY-SURFACE W9).
        if name == "none", elements.isEmpty, case .null = value { return true }
        if name == "some", elements.count == 1 {
          if case .null = value { return false }
          return try matches(elements[0].pattern, value, binding: scope, context)
        }
        guard elements.isEmpty else { return false }
        let expected = try evaluate(Expr(.implicitMember(name), at: .start), in: scope, context)
        return equal(expected, value)
      }
    case .typeCast(let type, let inner):
      guard isValue(value, of: type) else { return false }
      guard let inner else { return true }
      return try matches(inner, value, binding: scope, context)
    case .optional(let inner):
      if case .null = value { return false }
      return try matches(inner, value, binding: scope, context)
    case .tuple(let elements):
      guard case .tuple(let items) = value, items.count == elements.count else { return false }
      for (element, item) in zip(elements, items)
      where try !matches(element.pattern, item.value, binding: scope, context) {
        return false
      }
      return true
    }
  }

  /// True when `value` is a case of an enum the code declares that has a case named `name`.
  private func ownCase(_ name: String, of value: Value) -> Bool {
    switch value {
    case .enumCase(let type, _), .enumValue(let type, _, _):
      return program.enums.contains { $0.name == type && $0.cases.contains(name) }
    default:
      return false
    }
  }
}
