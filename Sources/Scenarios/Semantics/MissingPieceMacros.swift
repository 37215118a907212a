/// Macros of the project's headers that an Objective-C snippet uses with a lower-case
/// spelling the constant checks do not take for a macro: a function-like macro
/// written as a statement (`gfWeakSelf(weakSelf);`, `logEvent(@"open");`) and a name tested
/// as a condition (`if (kiOS7Later)`).
///
/// The preprocessor replaces them before the compiler sees the file (C11 6.10.3), so no
/// declaration in the snippet explains them and "cannot find `gfWeakSelf` in scope" would
/// blame the code. Each is `scenario.undeclared`, named as the header's macro, with a fix-it
/// that defines a stand-in in the hidden prelude:
/// - a weak- or strong-self macro (`WeakSelf(name)`, the usual `__weak typeof(self) name =
///   self;`) declares the variable it names, as the project's does, so its uses run;
/// - any other statement macro does nothing (`((void)0)`), what it does being the project's;
/// - a condition is an iOS version test (`kiOS7Later`, true on every iOS the model runs) or
///   else 0, which the hint says is a guess.
struct MissingPieceMacros {
  /// A statement macro: its name, where it is first used, and how many arguments it takes.
  struct StatementMacro {
    var name: String
    var location: SourceLocation
    var arity: Int
    /// The variable a weak- or strong-self macro declares, nil for any other macro.
    var declaredVariable: String?
  }

  private(set) var statementMacros: [StatementMacro] = []
  /// `screenW`, `screenHeight`: the screen's size, by which dimension, and where each is first
  /// used.
  private(set) var screenSizes: [(name: String, dimension: String, location: SourceLocation)] =
    []
  /// Names tested as conditions, with where each is first used.
  private(set) var conditions: [(name: String, location: SourceLocation)] = []
  /// `line:column` of every use a stand-in here explains (the macro, its arguments, the
  /// variable a weak-self macro declares), whose other reports it replaces.
  private(set) var covered: Set<String> = []

  private let declared: Set<String>
  private let language: ScenarioLanguage

  init(_ program: Program, _ language: ScenarioLanguage) {
    self.language = language
    let names = DeclaredNames(program, language).names
    declared = names.union(program.enums.flatMap(\.cases)).union(program.externDeclarations.keys)
      .union(program.classes.map(\.name)).union(program.interfaceSuperclasses.keys)
      .union(program.functions.map(\.name))
      .union(UndeclaredTypes.createdClassNames(program, calls: false))
    guard language == .objc else { return }
    let methods = program.methods + (program.classes + program.extensions).flatMap(\.methods)
    let bodies =
      [program.statements, program.properties] + methods.map(\.body)
      + program.functions.map(\.body)
    for body in bodies { visit(body) }
    // `CGRectMake(0, 0, screenW, 44)`: the usual `#define screenW [UIScreen mainScreen]…`.
    for expression in bodies.flatMap({ Stmt.expressions(in: $0) }) {
      expression.walk { node, _ in
        guard case .name(let name) = node.kind, name.first?.isLowercase == true,
          !screenSizes.contains(where: { $0.name == name }),
          let dimension = Self.screenDimension(name), isMissing(name)
        else { return }
        screenSizes.append((name, dimension, node.location))
      }
    }
    let variables = Set(statementMacros.compactMap(\.declaredVariable))
    guard !variables.isEmpty || !conditions.isEmpty || !screenSizes.isEmpty else { return }
    let conditionNames = Set(conditions.map(\.name)).union(screenSizes.map(\.name))
    for expression in bodies.flatMap({ Stmt.expressions(in: $0) }) {
      expression.walk { node, _ in
        if case .name(let name) = node.kind,
          variables.contains(name) || conditionNames.contains(name)
        {
          covered.insert(MissingPieceHeader.key(node.location))
        }
      }
    }
  }

  private mutating func visit(_ statements: [Stmt]) {
    for statement in statements {
      if case .expression(let expression) = statement.kind { noteStatement(expression) }
      switch statement.kind {
      case .ifElse(let conditions, _, _), .whileLoop(let conditions, _):
        for case .test(let test) in conditions { noteCondition(test) }
      default: break
      }
      for expression in Stmt.expressions(in: [statement]) {
        expression.walk { node, _ in
          switch node.kind {
          case .closure(let closure): visit(closure.body)
          case .conditional(let test, _, _): noteCondition(test)
          default: break
          }
        }
      }
      for body in UndeclaredTypes.bodies(of: statement) { visit(body) }
    }
  }

  /// `gfWeakSelf(weakSelf);`: a call of a name nothing declares, alone as a statement.
  private mutating func noteStatement(_ expression: Expr) {
    guard case .call(let callee, let arguments) = expression.kind,
      case .name(let name) = callee.kind, name.first?.isLowercase == true, isMissing(name)
    else { return }
    covered.insert(MissingPieceHeader.key(callee.location))
    for argument in arguments {
      argument.value.walk { node, _ in
        if case .name = node.kind { covered.insert(MissingPieceHeader.key(node.location)) }
      }
    }
    guard !statementMacros.contains(where: { $0.name == name }) else { return }
    var variable: String?
    let lowered = name.lowercased()
    if ["weakself", "strongself", "weakify", "strongify"].contains(where: { lowered.contains($0) }),
      arguments.count == 1, case .name(let declaredName) = arguments[0].value.kind
    {
      variable = declaredName
    }
    statementMacros.append(
      StatementMacro(
        name: name, location: callee.location, arity: arguments.count,
        declaredVariable: variable))
  }

  /// `if (kiOS7Later)`, `!kIsPad`, `a && kiOS8`: a lower-case name tested as a condition.
  private mutating func noteCondition(_ test: Expr) {
    switch test.kind {
    case .name(let name):
      guard name.first?.isLowercase == true, isMissing(name),
        !conditions.contains(where: { $0.name == name })
      else { return }
      conditions.append((name, test.location))
    case .unary(let op, let operand) where op == "!": noteCondition(operand)
    case .binary(let op, let left, let right) where op == "&&" || op == "||":
      noteCondition(left)
      noteCondition(right)
    default: break
    }
  }

  /// A name no declaration, builtin or framework explains.
  private func isMissing(_ name: String) -> Bool {
    guard !declared.contains(name), name != "self", name != "super" else { return false }
    if StaticChecker.isBuiltinFunction(name, language) { return false }
    if Builtins.constant(name, language) != nil { return false }
    if Builtins.objcFunctions.contains(name) || Builtins.rectFunctions.contains(name) {
      return false
    }
    if Builtins.globalNames(language).contains(name) { return false }
    if UIKitClasses.isInert(name) || UIKitClasses.isInertGlobal(name) { return false }
    let surface = UIKitSurface.shared
    return surface.type(named: name) == nil && surface.global(objc: name) == nil
  }

  /// `width` for `screenW`, `screenWidth`, `kscreenWidth`; `height` for `screenH`…; nil for
  /// any other name.
  static func screenDimension(_ name: String) -> String? {
    let lowered = name.lowercased()
    guard lowered.contains("screen") else { return nil }
    if lowered.hasSuffix("w") || lowered.hasSuffix("width") { return "width" }
    if lowered.hasSuffix("h") || lowered.hasSuffix("height") { return "height" }
    return nil
  }

  /// `kiOS7Later`, `iOS8OrLater`, `kSystemVersioniOS11Above`: an iOS version test.
  static func isVersionTest(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard lowered.contains("ios"), lowered.contains(where: \.isNumber) else { return false }
    return ["later", "above", "orgreater", "ornewer", "plus"].contains { lowered.hasSuffix($0) }
  }

  /// The errors, one per macro, each with its stand-in.
  var diagnostics: [ScenarioDiagnostic] {
    var result: [ScenarioDiagnostic] = []
    for macro in statementMacros {
      let parameters = (0..<macro.arity).map { "a\($0)" }.joined(separator: ", ")
      let definition: String
      let does: String
      if macro.declaredVariable != nil {
        definition = "#define \(macro.name)(object) __weak typeof(self) object = self;"
        does =
          "declare it as the header does, or let `lessons fix` declare it in the block's "
          + "hidden prelude as the usual weak-self macro (a variable of that name for `self`)"
      } else {
        definition = "#define \(macro.name)(\(parameters)) ((void)0)"
        does =
          "declare it as the header does, or let `lessons fix` declare it empty in the "
          + "block's hidden prelude (what it does is the project's)"
      }
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message: "`\(macro.name)` is a macro of the project's headers, not in this snippet",
        line: macro.location.line, column: macro.location.column,
        hint: "the code writes it as a statement; " + does)
      diagnostic.fixIts = [.prelude(definition)]
      result.append(diagnostic)
    }
    for (name, dimension, location) in screenSizes {
      let definition = "[UIScreen mainScreen].bounds.size.\(dimension)"
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message: "`\(name)` is a macro of the project's headers, not in this snippet",
        line: location.line, column: location.column,
        hint:
          "the code uses it as the screen's \(dimension); declare it as the header does, or let "
          + "`lessons fix` declare it in the block's hidden prelude as `\(definition)`")
      diagnostic.fixIts = [.prelude("#define \(name) \(definition)")]
      result.append(diagnostic)
    }
    for (name, location) in conditions {
      let isVersion = Self.isVersionTest(name)
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message: "`\(name)` is a macro of the project's headers, not in this snippet",
        line: location.line, column: location.column,
        hint:
          "the code tests it as a condition; declare it as the header does, or let `lessons fix` "
          + "declare it in the block's hidden prelude as "
          + (isVersion
            ? "1 (an iOS version test, true on the iOS the model runs)"
            : "0 (its real value is the project's)"))
      diagnostic.fixIts = [.prelude("#define \(name) \(isVersion ? 1 : 0)")]
      result.append(diagnostic)
    }
    return result
  }
}
