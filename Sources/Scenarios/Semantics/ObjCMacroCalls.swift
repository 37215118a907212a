/// A function-like macro of the project's headers used as a value in Objective-C:
/// `UIColor *color = kColor(209, 27, 33, 1);`, `view.backgroundColor = RGBA(255, 255, 255, 1)`,
/// `CGRectMake(0, kAdapt(20), w, h)`, `label.textColor = UIColorFromRGB(0x333333)`.
///
/// In Objective-C `NAME(…)` is a C function call or a macro, never the making of a class (a
/// class is made with `alloc` or `new`), and a scenario defines no C function it does not
/// show: a call of a name nothing declares is the header's macro (C11 6.10.3), replaced before
/// the compiler sees the file. Read as an unknown name it would be "cannot find `kColor` in
/// scope", read as a class's initializer "wrong argument labels", read by its `UI` prefix an
/// unmodelled UIKit class: each blames the code. Each is named once here, as
/// `scenario.undeclared`, with a fix-it that defines a stand-in in the hidden prelude giving
/// the type the use needs: a number where it is computed with or passed as one (the macro's
/// first argument where it has one, `kAdapt(20)` is 20: such a macro scales the code's own
/// number by the project's factor, taken as 1; else 0), the property's type where it is
/// assigned to one, the variable's where it initialises one, UIKit's parameter type where it
/// is an argument; the type's neutral value (`[UIColor clearColor]`, `@""`), or nil for an
/// object of a type its use does not tell. What the macro really computes is the project's.
///
/// A capitalised name with lower-case letters (`LocalStr(@"x")`, `IGRectMake(…)`) is left to
/// the undeclared-type stand-ins (UndeclaredTypes+ValueUses), and a macro written as a
/// statement to MissingPieceMacros.
struct ObjCMacroCalls {
  struct Macro {
    var name: String
    var location: SourceLocation
    var arity: Int
    var types: [String]
  }

  /// The diagnostics of the macros no other finding names at the same place: a macro the
  /// app-constant stand-ins already report (`kColor(…)`, MissingPieceAppConstants) is theirs.
  func diagnostics(besides others: [ScenarioDiagnostic]) -> [ScenarioDiagnostic] {
    let taken = Set(others.map { "\($0.line):\($0.column)" })
    return diagnostics.filter { !taken.contains("\($0.line):\($0.column)") }
  }

  private(set) var macros: [Macro] = []
  /// `line:column` of every use (the call and its callee), whose other reports this replaces.
  private(set) var covered: Set<String> = []

  private let declared: Set<String>

  init(_ program: Program, _ language: ScenarioLanguage) {
    declared = Self.declaredNames(program, language)
    guard language == .objc else { return }
    for body in Self.codeBodies(program) { visit(body) }
  }

  /// What the snippet declares, which no header's macro or constant can be: its variables,
  /// parameters and properties, enumeration cases, externs, classes, C functions and type
  /// properties. Shared with the app-constant stand-ins (MissingPieceAppConstants).
  static func declaredNames(_ program: Program, _ language: ScenarioLanguage) -> Set<String> {
    DeclaredNames(program, language).names
      .union(program.enums.flatMap(\.cases)).union(program.externDeclarations.keys)
      .union(program.classes.map(\.name)).union(program.interfaceSuperclasses.keys)
      .union(program.functions.map(\.name))
      .union(program.staticProperties.map(\.declaration.name))
  }

  /// Every body of code a header's name can be used in: top-level statements and properties,
  /// each method's and C function's body, each class's and extension's properties.
  static func codeBodies(_ program: Program) -> [[Stmt]] {
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.functions
    return [program.statements, program.properties] + methods.map(\.body)
      + (program.classes + program.extensions).map(\.properties)
  }

  private mutating func visit(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .assignment(let target, let value):
        note(value, MissingPieceAppConstants.propertyType(of: target, .objc))
      case .declaration(let declaration):
        if let value = declaration.initialValue { note(value, declaration.typeName) }
      default: break
      }
      for expression in Stmt.expressions(in: [statement]) {
        // `kColor(…);` alone is a statement macro (MissingPieceMacros); its arguments are not.
        var statementCall: Expr?
        if case .expression(let top) = statement.kind, case .call = top.kind {
          statementCall = top
        }
        expression.walk { node, parent in
          if case .closure(let closure) = node.kind { visit(closure.body) }
          guard node != statementCall else { return }
          guard let parent else { return note(node, nil) }
          switch parent.kind {
          case .binary(let op, _, _):
            let arithmetic = ["*", "/", "%", "+", "-", "<", ">", "<=", ">=", "==", "!="]
            note(node, arithmetic.contains(op) ? "CGFloat" : nil)
          case .call(let callee, let arguments) where callee != node:
            let index = arguments.firstIndex { $0.value == node }
            note(node, MissingPieceAppConstants.argumentType(callee, index))
          case .message(_, let parts):
            let index = parts.compactMap(\.argument).firstIndex(of: node)
            let selector = parts.map { $0.piece + ":" }.joined()
            note(node, index.flatMap { MissingPieceAppConstants.parameterType(selector, $0) })
          case .assign(let target, let value) where value == node:
            note(node, MissingPieceAppConstants.propertyType(of: target, .objc))
          default:
            note(node, nil)
          }
        }
      }
    }
  }

  /// Records `node` when it calls a name that only a header's macro can be.
  /// `type` is worked out only for a call that is a macro's: most nodes are not.
  private mutating func note(_ node: Expr, _ typeOfUse: @autoclosure () -> String?) {
    guard case .call(let callee, let arguments) = node.kind, case .name(let name) = callee.kind,
      Self.isMacroSpelling(name), isMissing(name)
    else { return }
    let type = typeOfUse()
    covered.insert(MissingPieceHeader.key(node.location))
    covered.insert(MissingPieceHeader.key(callee.location))
    if let index = macros.firstIndex(where: { $0.name == name }) {
      if let type { macros[index].types.append(type) }
      return
    }
    macros.append(
      Macro(
        name: name, location: callee.location, arity: arguments.count,
        types: type.map { [$0] } ?? []))
  }

  /// `kColor`, `kAdapt` (`k` then a capital), `RGBA`, `HEX_COLOR` (capitals), `rgb`,
  /// `getColor` (lower case), `UIColorFromRGB`, `NSLocalizedStr` (a framework's prefix on a
  /// name the framework does not have). Other capitalised names are the undeclared types'.
  static func isMacroSpelling(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    if first.isLowercase || first == "_" { return true }
    if ObjCParser.looksLikeMacro(name) { return true }
    return ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) }
  }

  /// A name no declaration, builtin or framework explains.
  private func isMissing(_ name: String) -> Bool {
    guard !declared.contains(name), name != "self", name != "super" else { return false }
    if StaticChecker.isBuiltinFunction(name, .objc) { return false }
    if Builtins.constant(name, .objc) != nil { return false }
    if Builtins.globalNames(.objc).contains(name) { return false }
    if UIKitClasses.isInert(name) || UIKitClasses.isInertGlobal(name) { return false }
    let surface = UIKitSurface.shared
    return surface.type(named: name) == nil && surface.global(objc: name) == nil
  }

  /// The stand-in's body for a macro whose uses need `type` (nil: not told) and which takes
  /// `arity` arguments.
  static func standIn(_ type: String?, arity: Int) -> String {
    guard let type else { return "nil" }
    if MissingPieceAppConstants.isNumber(type) { return arity > 0 ? "(a0)" : "0" }
    return neutralValues[type] ?? "nil"
  }

  /// How a hint names the stand-in `(a0)`.
  static let firstArgument = "its first argument (the project's factor taken as 1)"

  /// Each value type's and common object type's neutral value.
  static let neutralValues: [String: String] = [
    "UIColor": "[UIColor clearColor]", "NSString": "@\"\"",
    "UIFont": "[UIFont systemFontOfSize:17]", "BOOL": "NO", "CGRect": "CGRectZero",
    "CGSize": "CGSizeZero", "CGPoint": "CGPointZero", "UIEdgeInsets": "UIEdgeInsetsZero",
  ]

  /// The errors, one per macro, each with its stand-in.
  var diagnostics: [ScenarioDiagnostic] {
    macros.map { macro in
      let type = macro.types.isEmpty ? nil : MissingPieceAppConstants.settle(macro.types)
      let parameters = (0..<macro.arity).map { "a\($0)" }.joined(separator: ", ")
      let body = Self.standIn(type, arity: macro.arity)
      let use = type.map { "as \(MissingPieceAppConstants.spelled($0))" } ?? "as a value"
      let value =
        body == "(a0)" ? Self.firstArgument : "`\(body)` (what it computes is the project's)"
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message: "`\(macro.name)` is a macro of the project's headers, not in this snippet",
        line: macro.location.line, column: macro.location.column,
        hint:
          "the code uses it \(use); define it as the header does, or let `lessons fix` define "
          + "it in the block's hidden prelude as \(value)")
      diagnostic.fixIts = [.prelude("#define \(macro.name)(\(parameters)) \(body)")]
      return diagnostic
    }
  }
}
