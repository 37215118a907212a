/// Checks the types declarations write before anything runs: a type that does not exist
/// is `scenario.unknown-type` with "did you mean"; an initial value that creates an object
/// of another kind (a controller where a string or a view is declared) is
/// `scenario.type-mismatch`. Values the check cannot type statically pass; the
/// interpreter checks them when the code runs.
struct DeclaredTypeCheck {
  let language: ScenarioLanguage
  let declaredClasses: Set<String>
  /// Declared classes that are `UIView` subclasses (`Program.isViewClass`).
  let declaredViews: Set<String>
  let declaredEnums: Set<String>
  /// The functions, methods and values the scenario declares: `MadeUp(1)` calls one (a
  /// function or a closure constant), and makes nothing.
  let declaredFunctions: Set<String>
  private(set) var diagnostics: [ScenarioDiagnostic] = []

  init(_ program: Program, _ language: ScenarioLanguage) {
    self.language = language
    declaredViews = Set(
      (program.classes.map(\.name) + program.interfaceSuperclasses.keys).filter(program.isViewClass)
    )
    declaredClasses = Set(program.classes.map(\.name)).subtracting(declaredViews)
    declaredFunctions = Set(program.methods.map(\.name)).union(
      DeclaredNames(program, language).names
    )
    .subtracting(declaredClasses).subtracting(declaredViews)
    // Protocols (whose values are the scenario's own objects) and structs are checked like
    // enums, by name only.
    declaredEnums = Set(
      program.enums.map(\.name) + program.protocols + program.structs.map(\.name)
        + program.typeAliases)
  }

  /// The problems of a method's parameter types.
  mutating func check(parameters method: MethodDecl) {
    for type in method.parameterTypes where !declaredEnums.contains(type.name) {
      reportIfUnknown(type.name, at: type.location)
    }
  }

  private mutating func reportIfUnknown(_ typeName: String, at location: SourceLocation) {
    guard kind(of: typeName) == nil else { return }
    let candidates = KnownTypes.allNames + Array(declaredClasses) + Array(declaredViews)
    diagnostics.append(
      ScenarioProblem.unknownType(
        typeName, suggestion: Suggestion.closest(to: typeName, in: candidates)
      ).at(location))
  }

  /// The problems of every declaration in `statements`, nested blocks included.
  mutating func check(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .declaration(let declaration):
        check(declaration)
        if let value = declaration.initialValue { checkClosures(in: value) }
        for observer in [declaration.willSet, declaration.didSet].compactMap({ $0 }) {
          check(observer.body)
        }
      case .expression(let expression): checkClosures(in: expression)
      case .assignment(_, let value): checkClosures(in: value)
      case .ifElse(_, let then, let otherwise):
        check(then)
        check(otherwise ?? [])
      case .guardElse(_, let otherwise): check(otherwise)
      case .forIn(_, _, let body), .whileLoop(_, let body), .deferBlock(let body),
        .sequence(let body):
        check(body)
      case .switchCase(_, let cases): for each in cases { check(each.body) }
      case .doCatch(let body, let clauses):
        check(body)
        for clause in clauses { check(clause.body) }
      case .throwStatement(let value): checkClosures(in: value)
      case .labeled(_, let inner): check([inner])
      case .returnStatement, .breakStatement, .continueStatement, .labeledJump: break
      }
    }
  }

  /// Closures declare variables too (`lazy var x = { let y: T = … }()`).
  private mutating func checkClosures(in expression: Expr) {
    switch expression.kind {
    case .closure(let closure):
      for type in closure.parameterTypes where !declaredEnums.contains(type.name) {
        reportIfUnknown(type.name, at: type.location)
      }
      check(closure.body)
    case .call(let callee, let arguments):
      checkClosures(in: callee)
      for argument in arguments { checkClosures(in: argument.value) }
    case .message(_, let parts):
      for part in parts { if let argument = part.argument { checkClosures(in: argument) } }
    default: break
    }
  }

  private mutating func check(_ declaration: Declaration) {
    guard let typeName = declaration.typeName, !declaredEnums.contains(typeName) else { return }
    let location = declaration.typeLocation ?? .start
    guard let declaredKind = kind(of: typeName) else {
      let candidates = KnownTypes.allNames + Array(declaredClasses) + Array(declaredViews)
      diagnostics.append(
        ScenarioProblem.unknownType(
          typeName, suggestion: Suggestion.closest(to: typeName, in: candidates)
        ).at(location))
      return
    }
    guard declaredKind != .other, let value = declaration.initialValue,
      let (found, foundKind) = createdKind(value), foundKind != declaredKind
    else { return }
    let written = language == .objc && declaredKind != .scalar ? typeName + " *" : typeName
    diagnostics.append(
      ScenarioProblem.declaredTypeMismatch(
        name: declaration.name, declared: written, found: "\(foundKind.rawValue) (`\(found)`)"
      ).at(value.location))
  }

  /// What a value certainly is: an object created right there (`X()`, `[X new]`,
  /// `[[X alloc] init…]`) or a literal; nil when only running the code can tell.
  private func createdKind(_ value: Expr) -> (String, KnownTypes.Kind)? {
    switch value.kind {
    case .string: return ("String", .string)
    case .number: return ("a number", .scalar)
    case .boolean: return ("a Bool", .scalar)
    case .call(let callee, _):
      guard case .name(let name) = callee.kind else { return nil }
      return classKind(name)
    case .message(let receiver, let parts):
      if case .name(let name) = receiver.kind, parts.map(\.piece) == ["new"] {
        return classKind(name)
      }
      if case .message(let inner, let allocParts) = receiver.kind,
        allocParts.map(\.piece) == ["alloc"], case .name(let name) = inner.kind,
        parts.first?.piece.hasPrefix("init") == true
      {
        return classKind(name)
      }
      return nil
    default: return nil
    }
  }

  /// The kind of a type name, the scenario's view classes included.
  private func kind(of name: String) -> KnownTypes.Kind? {
    declaredViews.contains(name) ? .view : KnownTypes.kind(of: name, declared: declaredClasses)
  }

  private func classKind(_ name: String) -> (String, KnownTypes.Kind)? {
    guard name.first?.isUppercase == true, !["CGRect", "CGRectMake"].contains(name),
      !declaredFunctions.contains(name),
      let kind = kind(of: name), kind != .other
    else { return nil }
    return (name, kind)
  }
}
