/// The walk over statements and expressions that records each undeclared type's uses: the
/// members created, called, read and sent on it (class and instance), and what each use tells
/// of the member's result (`UndeclaredTypes+ResultUses`).
extension UndeclaredTypes {
  mutating func walk(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .expression(let expression): walk(expression)
      case .declaration(let declaration):
        // `let titleView = PageTitleView(…)` in a closure (a lazy property's): what the code
        // asks of `titleView` next is the stand-in's; a later `made` of another closure is
        // of its own type (names are typed in the walk's order, as they come into scope).
        variableTypes[declaration.name] = nil
        noteDeclaredType(statement)
        // `UIViewController *child`: the class without the pointer.
        var typed = declaration
        typed.typeName = declaration.typeName.map { String($0.filter { $0 != "*" && $0 != " " }) }
        types.declare(typed)
        if let value = declaration.initialValue {
          if let element = arrayElementType(value) { elementTypes[declaration.name] = element }
          noteResultVariable(declaration.name, value)
          noteValueUse(value, expected: declaration.typeName)
          noteResultUse(value, expected: declaration.typeName)
          noteLiteralElements(value, expected: declaration.typeName)
          walk(value)
        }
      case .assignment(let target, let value):
        if let name = Self.assignedName(target), let element = arrayElementType(value) {
          elementTypes[name] = element
        }
        if let type = createdType(value), let name = Self.assignedName(target) {
          variableTypes[name] = type
          // `_tabBar = [[JKTabBar alloc] init]` sets the property `tabBar`'s storage
          // (FIDELITY-SURFACE C2): `self.tabBar` is that object too.
          if language == .objc, name.hasPrefix("_"), name.count > 1 {
            variableTypes[String(name.dropFirst()), default: type] = type
          }
        }
        noteProtocolUse(target, value)
        noteValueUse(value, expected: expectedType(of: target))
        noteResultUse(value, expected: expectedType(of: target))
        walk(target)
        walk(value)
      case .ifElse(let conditions, _, _), .guardElse(let conditions, _),
        .whileLoop(let conditions, _):
        for condition in conditions {
          switch condition {
          case .binding(let name, let expression):
            // `if let nc = segue.destination as? BaseNavigationController`, `guard let menu =
            // makeMenu()`: the binding is a value of the stand-in, and so is what it is asked.
            if let type = typeOfReceiver(expression) { variableTypes[name] = type }
            walk(expression)
          case .test(let expression):
            noteCondition(expression)
            walk(expression)
          case .pattern(_, let expression):
            walk(expression)
          }
        }
      case .forIn(let variable, let sequence, _):
        if let type = elementType(of: sequence) { variableTypes[variable] = type }
        walk(sequence)
      case .returnStatement(let value):
        if let value {
          noteResultUse(value, expected: currentResultType)
          walk(value)
        }
      case .switchCase(let subject, _): walk(subject)
      case .throwStatement(let value): walk(value)
      default: break
      }
      for body in Self.bodies(of: statement) { walk(body) }
    }
  }

  static func assignedName(_ target: Expr) -> String? {
    switch target.kind {
    case .name(let name): return name
    case .member(let base, let name) where base.kind == .name("self"): return name
    default: return nil
    }
  }

  /// The undeclared type of a receiver expression: a variable or property of that type, or
  /// the result of creating one.

  mutating func walk(_ expression: Expr) {
    switch expression.kind {
    case .call(let callee, let arguments):
      // `menus.append(menu)`: an array of the stand-in.
      if case .member(let base, "append") = callee.kind, arguments.count == 1,
        let name = Self.assignedName(base), let type = typeOfReceiver(arguments[0].value)
      {
        elementTypes[name] = type
      }
      noteCall(callee, arguments.map(\.label), at: expression.location)
      noteArgumentUses(callee, arguments)
      // `CGRectMake(0, 0, [Helper width], h)`: C's geometry functions take numbers.
      for (index, argument) in arguments.enumerated() {
        noteResultUse(
          argument.value, expected: MissingPieceAppConstants.argumentType(callee, index))
      }
      noteOwnMethodArguments(callee, arguments.map(\.label), arguments.map(\.value))
      switch callee.kind {
      case .member(let base, let name):
        noteReceiverUse(of: base, member: name)
        walk(base)
      case .name: break
      // `lazy var a: A = { A(superVC: self) }()`: the closure called at once.
      default: walk(callee)
      }
      for argument in arguments { walk(argument.value) }
    case .message(let receiver, let parts):
      // `make.top.leading.equalTo(@0)`: `leading`, asked `equalTo`, is the builder again.
      noteChained(receiver)
      noteMessage(receiver, parts, at: expression.location)
      noteArgumentUses(receiver, parts)
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      noteReceiverUse(
        of: receiver,
        member: parts.contains { $0.argument != nil }
          ? pieces.map { $0 + ":" }.joined() : pieces.joined())
      if receiver.kind == .name("self") {
        noteOwnMethodArguments(nil, pieces.map { Optional($0) }, parts.compactMap(\.argument))
      }
      walk(receiver)
      for part in parts { if let argument = part.argument { walk(argument) } }
    case .member(let base, let name):
      noteReceiverUse(of: base, member: name)
      if case .name(let type) = base.kind, isUndeclared(type) {
        note(type, Member(kind: .classProperty, name: name, labels: []), at: base.location)
      } else if let type = typeOfReceiver(base) {
        note(type, Member(kind: .property, name: name, labels: []), at: expression.location)
      }
      noteChained(base)
      walk(base)
    case .typeCast(let value, let type, _):
      let plain = String(type.filter { $0 != "?" && $0 != "!" })
      if isUndeclared(plain) { note(plain, nil, at: expression.location) }
      walk(value)
    case .increment(let target, _, _): walk(target)
    case .assign(let target, let value):
      walk(target)
      walk(value)
    case .subscriptIndex(let base, let index):
      walk(base)
      walk(index)
    case .closure(let closure):
      // `{ (menu: MenuController) in menu.open() }`: a parameter typed as the stand-in.
      for (name, type) in zip(closure.parameters, closure.parameterTypes) {
        let plain = Self.plainTypeName(type.name)
        if isUndeclared(plain) {
          variableTypes[name] = plain
          // An Objective-C block's (`^(MASConstraintMaker *make)`): a builder.
          if language == .objc { builderParameters.insert(name) }
        }
      }
      walk(closure.body)
    case .array(let elements): for element in elements { walk(element) }
    case .dictionary(let entries):
      for entry in entries {
        walk(entry.key)
        walk(entry.value)
      }
    case .tuple(let elements):
      for element in elements { walk(element.value) }
    case .binary(let op, let left, let right):
      noteOperands(op, left, right)
      walk(left)
      walk(right)
    case .unary(let op, let operand):
      if op == "!" { noteCondition(operand) }
      walk(operand)
    case .conditional(let test, let then, let otherwise):
      noteCondition(test)
      walk(test)
      walk(then)
      walk(otherwise)
    case .string(let parts):
      for case .interpolation(let inner) in parts {
        noteResultUse(inner, expected: "String", onlyIfUntyped: true)
        walk(inner)
      }
    default: break
    }
  }

  mutating func noteCall(
    _ callee: Expr, _ labels: [String?], at location: SourceLocation
  ) {
    switch callee.kind {
    // `addAsChildViewController(vc, inView: v)` alone as a statement: a method of `self` (its
    // object would be thrown away), named by the static check as such, not a lower-case class.
    case .name(let name)
    where isUndeclared(name)
      && !(name.first?.isLowercase == true
        && statementUses.contains(MissingPieceCategories.key(callee.location))):
      let key = MethodKey.make(
        name: "init", labels: labels, argumentCount: labels.count, .swift)
      note(name, Member(kind: .initializer, name: key, labels: labels), at: callee.location)
    case .member(let base, let name):
      let key = MethodKey.make(name: name, labels: labels, argumentCount: labels.count, .swift)
      if case .name(let type) = base.kind, isUndeclared(type) {
        let kind: Member.Kind = name == "init" ? .initializer : .classMember
        note(type, Member(kind: kind, name: key, labels: labels), at: base.location)
      } else if let type = typeOfReceiver(base) {
        noteChained(base)
        note(type, Member(kind: .instanceMember, name: key, labels: labels), at: location)
        if !statementUses.contains(MissingPieceCategories.key(callee.location)) {
          methodResults[type + "." + key, default: "Any"] = methodResults[type + "." + key] ?? "Any"
        }
      }
    default: break
    }
  }

  mutating func noteMessage(
    _ receiver: Expr, _ parts: [MessagePart], at location: SourceLocation
  ) {
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }
    let hasArguments = parts.contains { $0.argument != nil }
    let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
    let argumentTypes = parts.compactMap(\.argument).map { argument -> String? in
      guard case .name(let constant) = argument.kind,
        let match = UIKitSurface.shared.global(objc: constant)
      else { return nil }
      return match.owner.objcName
    }
    let member = { (kind: Member.Kind) in
      Member(
        kind: kind, name: selector, labels: pieces.map { Optional($0) },
        argumentTypes: argumentTypes)
    }
    switch receiver.kind {
    case .name(let name) where isUndeclared(name):
      if ["alloc", "new", "class"].contains(selector) {
        note(name, nil, at: receiver.location)
      } else {
        note(name, member(.classMember), at: receiver.location)
      }
    case .message(let inner, let innerParts)
    where innerParts.first?.piece == "alloc" && innerParts.count == 1:
      if case .name(let name) = inner.kind, isUndeclared(name), selector != "init" {
        note(name, member(.initializer), at: inner.location)
      }
    default:
      if let type = typeOfReceiver(receiver) {
        note(type, member(.instanceMember), at: location)
        let first = parts.first.map { MissingPieceCategories.key($0.location) } ?? ""
        if !statementUses.contains(first), methodResults[type + "." + selector] == nil {
          methodResults[type + "." + selector] = "Any"
        }
      }
    }
  }

  /// `let controller = ExampleViewController.create()`, `HUD *hud = [HUD showOn:view]`: what a
  /// class method of a stand-in returns is one of its objects (the stand-in's class methods
  /// make one), so what the code asks of it is the stand-in's too.
  func factoryType(_ value: Expr) -> String? {
    switch value.kind {
    case .call(let callee, _):
      guard case .member(let base, let method) = callee.kind, method != "init",
        case .name(let type) = base.kind, isUndeclared(type)
      else { return nil }
      return type
    case .message(let receiver, let parts):
      guard case .name(let type) = receiver.kind, isUndeclared(type),
        !["alloc", "new", "class"].contains(parts.first?.piece ?? "")
      else { return nil }
      return type
    default:
      return nil
    }
  }

  /// `let theme = Theme.current`: a type property of a stand-in is one of its values.
  func staticValueType(_ value: Expr) -> String? {
    guard case .member(let base, _) = value.kind, case .name(let type) = base.kind,
      isUndeclared(type), typeOfReceiver(value) == type
    else { return nil }
    return type
  }
}
