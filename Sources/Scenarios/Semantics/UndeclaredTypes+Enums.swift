/// Two Swift shapes of a left-out type that its uses tell apart from a controller class:
///
/// - An enumeration: a value written as a leading-dot case where the undeclared type is
///   expected (`var mode: Mode = .list`, `mode = .grid`, `mode == .list`, `case .grid:` in a
///   `switch mode`, `show(.plain)` for `func show(_ style: Style)`). Read as a controller class
///   (the implicit stand-in of DESIGN.md section 4) the case would be looked up in UIKit,
///   which has no such member, or worse has one of that name. The stand-in is an `enum` with
///   the cases in the order the code first uses them (`Mode(rawValue:)` or `.rawValue` gives
///   it `Int` raw values), and empty declarations of what the code reads from a case.
/// - The class an `extension X { … }` extends: the project's class, which the excerpt leaves
///   out. What the extension's methods ask of `self` decides its superclass
///   (`viewControllers` and `selectedIndex` make it a `UITabBarController`), as for any other
///   undeclared class (UndeclaredTypes.finding).
extension UndeclaredTypes {
  /// `Mode` → `["list", "grid"]`, in the order first used.
  mutating func noteImplicitCases() {
    guard language == .swift else { return }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
    // Parameters of an undeclared type, by method name and position: `show(.plain)`.
    var parameters: [String: [Int: String]] = [:]
    for method in methods {
      for (index, type) in method.parameterTypes.enumerated() {
        let plain = Self.plainTypeName(type.name)
        if isUndeclared(plain) { parameters[method.name, default: [:]][index] = plain }
      }
    }
    for method in methods {
      for (index, type) in method.parameterTypes.enumerated() {
        let plain = Self.plainTypeName(type.name)
        guard isUndeclared(plain), index < method.parameters.count else { continue }
        variableTypes[method.parameters[index]] = plain
        // `func show(_ style: Style)`: the parameter's type is one the excerpt leaves out.
        note(plain, nil, at: method.location)
      }
    }
    let properties =
      program.properties + (program.classes + program.extensions).flatMap(\.properties)
    let bodies = [properties, program.statements] + methods.map(\.body)
    for body in bodies { noteCases(in: body, parameters) }
  }

  /// `Mode?`, `Mode!`, `inout Mode` → `Mode`.
  static func plainTypeName(_ written: String) -> String {
    String(written.filter { $0 != "?" && $0 != "!" && $0 != " " })
  }

  private mutating func addCase(_ name: String, to type: String) {
    guard name != "init" else { return }
    if !(implicitCases[type] ?? []).contains(name) { implicitCases[type, default: []].append(name) }
  }

  private mutating func noteCases(in statements: [Stmt], _ parameters: [String: [Int: String]]) {
    for statement in statements {
      switch statement.kind {
      case .declaration(let declaration):
        if let written = declaration.typeName,
          case .implicitMember(let name)? =
            declaration.initialValue?.kind
        {
          let type = Self.plainTypeName(written)
          if isUndeclared(type) { addCase(name, to: type) }
        }
        // `let items: [ItemType] = [.text1, .text2]`: an array of the type's cases.
        if let written = declaration.elementTypeName,
          case .array(let elements)? =
            declaration.initialValue?.kind
        {
          let element = Self.plainTypeName(written)
          if isUndeclared(element) {
            for case .implicitMember(let name) in elements.map(\.kind) {
              addCase(name, to: element)
            }
          }
        }
      case .assignment(let target, let value):
        if case .implicitMember(let name) = value.kind, let type = typeOfReceiver(target) {
          addCase(name, to: type)
        }
      case .switchCase(let subject, let cases):
        if let type = typeOfReceiver(subject) {
          for each in cases {
            for pattern in each.patterns {
              if case .implicitMember(let name) = pattern.kind { addCase(name, to: type) }
            }
          }
        }
      default: break
      }
      for expression in Stmt.expressions(in: [statement]) {
        expression.walk { node, _ in
          switch node.kind {
          case .binary(let op, let left, let right) where op == "==" || op == "!=":
            for (side, other) in [(left, right), (right, left)] {
              if case .implicitMember(let name) = other.kind, let type = typeOfReceiver(side) {
                addCase(name, to: type)
              }
            }
          case .call(let callee, let arguments):
            let method: String?
            switch callee.kind {
            case .name(let name): method = name
            case .member(let base, let name) where base.kind == .name("self"): method = name
            default: method = nil
            }
            guard let method, let typed = parameters[method] else { break }
            for (index, argument) in arguments.enumerated() {
              if let type = typed[index], case .implicitMember(let name) = argument.value.kind {
                addCase(name, to: type)
              }
            }
          case .closure(let closure):
            noteCases(in: closure.body, parameters)
          default: break
          }
        }
      }
      switch statement.kind {
      case .ifElse(_, let then, let otherwise):
        noteCases(in: then + (otherwise ?? []), parameters)
      case .guardElse(_, let body), .forIn(_, _, let body), .whileLoop(_, let body),
        .deferBlock(let body), .sequence(let body):
        noteCases(in: body, parameters)
      case .switchCase(_, let cases): noteCases(in: cases.flatMap(\.body), parameters)
      case .labeled(_, let inner): noteCases(in: [inner], parameters)
      case .doCatch(let body, let clauses):
        noteCases(in: body + clauses.flatMap(\.body), parameters)
      default: break
      }
    }
  }

  /// The enumeration stand-in for a type used with leading-dot cases, or nil.
  func enumFinding(
    for name: String, _ location: SourceLocation, _ members: [Member]
  ) -> Finding? {
    guard language == .swift, var cases = implicitCases[name], !cases.isEmpty else { return nil }
    // `Mode.list`: a case named through the type.
    for member in members where member.kind == .classProperty && !cases.contains(member.name) {
      cases.append(member.name)
    }
    let rawValued = members.contains { member in
      member.name == "init(rawValue:)" || member.name == "rawValue"
    }
    var lines = ["enum \(name)\(rawValued ? ": Int" : "") {"]
    lines.append("  case " + cases.joined(separator: ", "))
    var missing: [Member] = []
    for member in members where member.name != "rawValue" && member.name != "init(rawValue:)" {
      let base = String(member.name.prefix { $0 != "(" })
      switch member.kind {
      case .property:
        lines.append("  var \(base): Any? { nil }")
        missing.append(member)
      case .instanceMember:
        let parameters = member.labels.enumerated().map { index, label in
          "\(label ?? "_") a\(index): Any"
        }.joined(separator: ", ")
        lines.append("  func \(base)(\(parameters)) {}")
        missing.append(member)
      default: break
      }
    }
    lines.append("}")
    return Finding(
      name: name, location: location, superclass: "enum", missing: missing, reason: nil,
      standIn: lines.joined(separator: "\n"), enumCases: cases)
  }

  /// `extension MainTabBarController { … }` of a class nobody declares: its name, and what its
  /// methods ask of `self` (bare names and `self.` members UIKit's classes have).
  mutating func noteUndeclaredExtensions() {
    guard language == .swift else { return }
    for declaration in program.extensions where isUndeclared(declaration.name) {
      let name = declaration.name
      note(name, nil, at: declaration.location)
      extensionTypes.insert(name)
      for method in declaration.methods {
        let locals = Set(method.parameters)
        for expression in Stmt.expressions(in: method.body) {
          expression.walk { node, _ in
            var member: Member?
            switch node.kind {
            case .name(let property)
            where !locals.contains(property) && !declaredValues.contains(property):
              member = Member(kind: .property, name: property, labels: [])
            case .member(let base, let property) where base.kind == .name("self"):
              member = Member(kind: .property, name: property, labels: [])
            case .call(let callee, let arguments):
              let labels = arguments.map(\.label)
              var called: String?
              if case .name(let function) = callee.kind { called = function }
              if case .member(let base, let function) = callee.kind, base.kind == .name("self") {
                called = function
              }
              if let called {
                let key = MethodKey.make(
                  name: called, labels: labels, argumentCount: labels.count, .swift)
                member = Member(kind: .instanceMember, name: key, labels: labels)
              }
            default: break
            }
            // Only what some UIKit class has: a name of the snippet's own, or a global, is not
            // evidence of the superclass.
            if let member, member.name.first?.isLowercase == true,
              Self.candidates.contains(where: { has(member, on: $0) })
            {
              note(name, member, at: declaration.location)
            }
          }
        }
        for statement in method.body {
          if case .assignment(let target, _) = statement.kind,
            case .name(let property) = target.kind, !locals.contains(property)
          {
            let member = Member(kind: .property, name: property, labels: [])
            if Self.candidates.contains(where: { has(member, on: $0) }) {
              note(name, member, at: declaration.location)
            }
          }
        }
      }
    }
  }
}
