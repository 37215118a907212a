/// The first pass over the program: the types the code declares and writes, the undeclared
/// superclasses and what their subclasses ask of `self`, then the walk
/// (`UndeclaredTypes+Walk`) over every body.
extension UndeclaredTypes {
  mutating func collect() {
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    let properties =
      program.properties + (program.classes + program.extensions).flatMap(\.properties)
    // Declared types first, so uses before the declaration in source order are known.
    for statement in properties { noteDeclaredType(statement) }
    // `private var sourceView: HomeView { view as! HomeView }`: a computed property of a
    // stand-in type (the custom root view) holds one.
    for method in methods where method.isProperty {
      if let written = method.propertyType ?? method.resultType,
        case let type = Self.plainTypeName(written),
        isUndeclared(type), variableTypes[method.name] == nil
      {
        variableTypes[method.name] = type
      }
    }
    for method in methods { for statement in method.body { noteDeclaredTypes(statement) } }
    for statement in program.statements { noteDeclaredTypes(statement) }
    noteUndeclaredExtensions()
    noteUndeclaredSuperclasses()
    walk(properties)
    walk(program.statements)
    for property in program.staticProperties {
      if let value = property.declaration.initialValue { walk(value) }
    }
    // Each method with the class it is written in (nil at file scope), for what `self` is.
    let owned: [(MethodDecl, String?)] =
      program.methods.map { ($0, nil) }
      + (program.classes + program.extensions).flatMap { owner in
        owner.methods.map { ($0, owner.name) }
      }
      + (program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)).map {
        ($0, nil)
      }
    for (method, owner) in owned {
      // `storyboard: UIStoryboard = .init(name: Identifier.Storyboard.main, …)`: a default
      // value is code the call runs too.
      for value in method.defaults.compactMap({ $0 }) { walk(value) }
      currentResultType =
        method.isProperty ? (method.propertyType ?? method.resultType) : method.resultType
      currentClass = owner
      walk(method.body)
      currentResultType = nil
      currentClass = nil
    }
    // After the walk, which types the variables: `mode = .grid` needs `mode`'s type.
    noteImplicitCases()
  }

  /// `class DrawerController: KYDrawerController`: a superclass the snippet does not declare
  /// (a library's or the project's) is named like any undeclared class, and what the class's
  /// methods ask of `self` that the class does not declare (`mainViewController = …`,
  /// `setDrawerState(.closed, animated: false)`, `presentLoginController()`) is that
  /// superclass's: its uses decide the stand-in's own superclass, and the rest it declares.
  mutating func noteUndeclaredSuperclasses() {
    for declaration in program.classes {
      guard
        let superclass = declaration.superclass
          ?? program.interfaceSuperclasses[declaration.name],
        !declared.contains(superclass), !isKnown(superclass),
        superclass.first?.isUppercase == true
      else { continue }
      note(superclass, nil, at: declaration.location)
      var uses: [Member] = []
      for method in declaration.methods {
        for expression in Stmt.expressions(in: method.body) {
          expression.walk { node, parent in
            // `self.setDrawerState(…)`: the call's member, not a property read.
            if case .call(let callee, _) = parent?.kind, callee == node { return }
            if let member = self.selfMember(node) { uses.append(member) }
          }
        }
        for statement in method.body { collectAssignedSelfNames(statement, into: &uses) }
      }
      for member in uses { note(superclass, member, at: declaration.location) }
    }
  }

  /// A member `node` sends to `self`, explicitly or (Swift) implicitly, that the snippet does
  /// not declare.
  func selfMember(_ node: Expr) -> Member? {
    switch node.kind {
    case .member(let base, let name) where base.kind == .name("self"):
      guard !ownMembers.contains(name), !declaredValues.contains(name) else { return nil }
      return Member(kind: .property, name: name, labels: [])
    case .call(let callee, let arguments):
      let name: String
      switch callee.kind {
      case .member(let base, let member) where base.kind == .name("self"): name = member
      case .name(let bare) where language == .swift && bare.first?.isLowercase == true:
        name = bare
      default: return nil
      }
      guard !ownMembers.contains(name), !declaredValues.contains(name),
        !Builtins.globalNames(language).contains(name),
        !StaticChecker.isBuiltinFunction(name, language),
        Builtins.constant(name, language) == nil
      else { return nil }
      let labels = arguments.map(\.label)
      let key = MethodKey.make(name: name, labels: labels, argumentCount: labels.count, .swift)
      return Member(kind: .instanceMember, name: key, labels: labels)
    case .message(let receiver, let parts) where receiver.kind == .name("self"):
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      guard let first = pieces.first, !ownMembers.contains(first) else { return nil }
      let selector =
        parts.contains { $0.argument != nil } ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      return Member(kind: .instanceMember, name: selector, labels: pieces.map { Optional($0) })
    default:
      return nil
    }
  }

  /// `mainViewController = …` in a Swift method: an assignment to a name nothing declares is
  /// one to a property of `self`.
  func collectAssignedSelfNames(_ statement: Stmt, into uses: inout [Member]) {
    if language == .swift, case .assignment(let target, _) = statement.kind,
      case .name(let name) = target.kind, !ownMembers.contains(name),
      !declaredValues.contains(name), name.first?.isLowercase == true
    {
      uses.append(Member(kind: .property, name: name, labels: []))
    }
    for body in Self.bodies(of: statement) {
      for inner in body { collectAssignedSelfNames(inner, into: &uses) }
    }
  }

  mutating func noteDeclaredTypes(_ statement: Stmt) {
    noteDeclaredType(statement)
    for body in Self.bodies(of: statement) {
      for inner in body { noteDeclaredTypes(inner) }
    }
  }

  mutating func noteDeclaredType(_ statement: Stmt) {
    guard case .declaration(let declaration) = statement.kind else { return }
    // `var tabs: [TabController]`: Swift's parser keeps the element type apart.
    if let written = declaration.elementTypeName, case let element = Self.plainTypeName(written),
      isUndeclared(element)
    {
      elementTypes[declaration.name] = element
      note(element, nil, at: declaration.typeLocation ?? statement.location)
    } else if let written = declaration.typeName, case let plain = Self.plainTypeName(written),
      plain.hasPrefix("["), plain.hasSuffix("]"), !plain.contains(":"),
      case let element = String(plain.dropFirst().dropLast()), isUndeclared(element)
    {
      elementTypes[declaration.name] = element
      note(element, nil, at: declaration.typeLocation ?? statement.location)
    } else if let written = declaration.typeName, case let type = Self.plainTypeName(written),
      isUndeclared(type)
    {
      variableTypes[declaration.name] = type
      note(type, nil, at: declaration.typeLocation ?? statement.location)
    } else if let value = declaration.initialValue,
      let type = createdType(value) ?? staticValueType(value) ?? factoryType(value)
    {
      variableTypes[declaration.name] = type
    }
  }

  /// `NSClassFromString(@"DetailViewController")`, `@[@"OneViewController", …]` looked up by
  /// name: an Objective-C file that makes classes from their names names the project's
  /// controller classes only in strings. Each such string that is a controller's class name
  /// (`…Controller`, `…VC`) nothing declares is noted as the implicit stand-in it runs as (an
  /// empty `UIViewController` subclass, Builtins+CRuntime), never silently.
  mutating func noteClassesNamedInStrings() {
    guard language == .objc else { return }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.functions
    let expressions = ([program.statements, program.properties] + methods.map(\.body))
      .flatMap { Stmt.expressions(in: $0) }
    var usesLookup = false
    var named: [(String, SourceLocation)] = []
    for expression in expressions {
      expression.walk { node, _ in
        if case .call(let callee, _) = node.kind, case .name("NSClassFromString") = callee.kind {
          usesLookup = true
        }
        if case .string(let parts) = node.kind, parts.count == 1, case .text(let text) = parts[0],
          text.hasSuffix("Controller") || text.hasSuffix("VC"),
          text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        {
          named.append((text, node.location))
        }
      }
    }
    guard usesLookup else { return }
    for (name, location) in named where isUndeclared(name) && uses[name] == nil {
      createdNames.insert(name)
      note(name, nil, at: location)
    }
  }

  /// The statement lists nested in `statement` (branches, loop and `defer` bodies, cases,
  /// `catch` clauses), for every walk of the missing-piece checks.
  static func bodies(of statement: Stmt) -> [[Stmt]] {
    switch statement.kind {
    case .ifElse(_, let then, let otherwise): return [then, otherwise ?? []]
    case .guardElse(_, let body), .forIn(_, _, let body), .whileLoop(_, let body),
      .deferBlock(let body), .sequence(let body):
      return [body]
    case .switchCase(_, let cases): return cases.map(\.body)
    case .doCatch(let body, let clauses): return [body] + clauses.map(\.body)
    case .labeled(_, let inner): return [[inner]]
    default: return []
    }
  }

  /// The undeclared type an expression creates (`X(…)`, `[[X alloc] init…]`, `[X new]`).
  func createdType(_ expression: Expr) -> String? {
    switch expression.kind {
    case .call(let callee, _):
      if case .name(let name) = callee.kind, isUndeclared(name) { return name }
    case .message(let receiver, let parts):
      if case .name(let name) = receiver.kind, isUndeclared(name) {
        return parts.first?.piece == "new" ? name : nil
      }
      if case .message(let inner, let innerParts) = receiver.kind,
        innerParts.first?.piece == "alloc", case .name(let name) = inner.kind,
        isUndeclared(name)
      {
        return name
      }
    case .typeCast(_, let type, _):
      let plain = String(type.filter { $0 != "?" && $0 != "!" })
      if isUndeclared(plain) { return plain }
    default: break
    }
    return nil
  }
}
