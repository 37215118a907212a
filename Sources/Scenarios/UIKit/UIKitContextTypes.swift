import Containment

/// Swift's implicit member expressions take their type from the context (The Swift
/// Programming Language, "Implicit Member Expression": "a type inference determines the
/// implied type"): `self.view = .init(frame: .zero)` makes a `UIView`, `box.frame =
/// .init(x: 0, y: 0, width: 10, height: 10)` a `CGRect`, a parameter `container: UIView? =
/// .none` is nil (`Optional.none`). Where the scenario says the type (a declaration's type, a
/// parameter's type, the property an assignment sets), the implicit member is read as a member
/// of that type, so its value is the real one the declared type makes (V16); elsewhere it stays
/// what it was (an inert name, or an enum case found by its use).
extension Interpreter {
  /// `expression` written against `declaredType` when it is an implicit `.init(…)`, `.none` or
  /// `.some(x)` whose meaning that type decides: `T(…)`, nil (`.none` of an optional or of a
  /// class type, which has no case of that name), `x`. Nil when it is no such
  /// expression or the type is not one the scenario can make by name.
  func contextTyped(_ expression: Expr, as declaredType: String?) -> Expr? {
    guard language == .swift, var type = declaredType?.filter({ $0 != " " }), !type.isEmpty
    else { return nil }
    let isOptional = type.hasSuffix("?") || type.hasSuffix("!")
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    switch expression.kind {
    case .implicitMember("none") where isOptional || isClassType(type):
      // A class has no case `none`: against a class type (the parser keeps `UIView` of
      // `UIView?`) it is `Optional.none`, nil.
      return Expr(.null, at: expression.location)
    case .call(let callee, let arguments):
      guard case .implicitMember(let name) = callee.kind else { return nil }
      if name == "some", isOptional, arguments.count == 1, arguments[0].label == nil {
        return arguments[0].value
      }
      guard name == "init", isNamedType(type) else { return nil }
      return Expr(.call(Expr(.name(type), at: callee.location), arguments), at: expression.location)
    default: return nil
    }
  }

  /// A type the code can name in a call (`UIView`, `CGRect`, the scenario's `Card`): a class,
  /// struct or enum the scenario declares, a class of the real surface, or a geometry value.
  private func isNamedType(_ type: String) -> Bool {
    guard let first = type.first, first.isUppercase,
      type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return false }
    if classes[type] != nil || program.structs.contains(where: { $0.name == type })
      || program.classes.contains(where: { $0.name == type })
    {
      return true
    }
    if UIKitDeclarations.isValueType(type) { return true }
    return UIKitSurface.shared.type(swift: type)?.kind == .class
  }

  /// A class the scenario declares or a class of the real surface.
  private func isClassType(_ type: String) -> Bool {
    program.classes.contains(where: { $0.name == type })
      || UIKitSurface.shared.type(swift: type)?.kind == .class
  }

  /// The type the target of `target = value` is declared with, where the scenario or the
  /// surface says it: a property of the scenario's class (its declaration's type), a real
  /// property of a real object (`frame` is a `CGRect`, a controller's `view` a `UIView`), a
  /// variable's current value's geometry type. Nil when unknown.
  func declaredType(
    ofTarget target: Expr, base: Value?, in scope: Scope, _ context: MethodContext
  ) -> String? {
    switch target.kind {
    case .member(_, let name):
      guard let base else { return nil }
      if let type = ownPropertyType(name, of: base) { return type }
      guard let owner = surfaceTypeName(of: base),
        let match = UIKitSurface.shared.members(swift: name, in: owner).first(where: {
          $0.member.kind == .property && !$0.member.isClassMember
        })
      else { return nil }
      return match.member.swiftType
    case .name(let name):
      if let variable = scope.lookup(name) { return Self.geometryTypeName(of: variable.value) }
      if let valueSelf = context.valueSelf, let type = ownPropertyType(name, of: valueSelf) {
        return type
      }
      return ownPropertyType(name, of: .controller(context.receiver))
    default: return nil
    }
  }

  /// The declared type of the stored property `name` of the scenario's object `value`.
  private func ownPropertyType(_ name: String, of value: Value) -> String? {
    let info: ClassInfo?
    switch value {
    case .controller(let object as InterpretedController): info = object.classInfo
    case .view(let view as InterpretedView): info = view.classInfo
    default: info = nil
    }
    for each in info?.chain ?? [] {
      for case .declaration(let declaration) in each.properties.map(\.kind)
      where declaration.name == name {
        return declaration.typeName
      }
    }
    return nil
  }

  /// `CGRect`, `CGPoint`, `CGSize` for a geometry value; nil otherwise.
  private static func geometryTypeName(of value: Value) -> String? {
    switch value {
    case .rect: "CGRect"
    case .surface(.point): "CGPoint"
    case .surface(.size): "CGSize"
    case .record(let record) where UIKitDeclarations.isValueType(record.type): record.type
    default: nil
    }
  }
}
