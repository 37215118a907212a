/// Swift converts no number to another type implicitly, except `CGFloat` and `Double` into
/// each other (SE-0307): `width / count` with `width: CGFloat` and `count: Int` is the
/// compile-time error "binary operator '/' cannot be applied to operands of type 'CGFloat'
/// and 'Int'" (The Swift Programming Language, "The Basics": "Integer and Floating-Point
/// Conversion": "Conversions between integer and floating-point numeric types must be made
/// explicit"). A literal operand takes the other operand's type, so `width / 2` is fine.
///
/// Only names whose type the body states (a declaration's annotation or initial value, a
/// parameter's type, a property's) are typed; anything else is unknown and never reported.
enum NumericOperandCheck {
  static func check(_ program: Program, _ language: ScenarioLanguage) -> [ScenarioDiagnostic] {
    guard language == .swift else { return [] }
    var properties: [String: String] = [:]
    let declarations =
      (program.properties + program.classes.flatMap(\.properties)
      + program.extensions.flatMap(\.properties)).compactMap { statement -> Declaration? in
        if case .declaration(let declaration) = statement.kind { return declaration }
        return nil
      }
    for declaration in declarations {
      if let type = Walker.declaredType(declaration, [:]) { properties[declaration.name] = type }
    }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    var diagnostics: [ScenarioDiagnostic] = []
    var bodies: [([Stmt], MethodDecl?)] = [(program.statements, nil)]
    bodies += methods.map { ($0.body, $0) }
    for (body, method) in bodies {
      var walker = Walker(types: properties)
      let bound = LocalBindings.names(in: body, parameters: method?.parameters ?? [])
      for name in bound { walker.types[name] = nil }
      if let method, method.parameterTypes.count == method.parameters.count {
        for (name, type) in zip(method.parameters, method.parameterTypes) {
          if let numeric = Walker.numericType(type.name) { walker.types[name] = numeric }
        }
      }
      // A name declared twice, or also bound by a loop, closure or pattern, may have another
      // type where it is used: left untyped.
      walker.ambiguous = Walker.namesDeclaredTwice(in: body).union(bound)
      walker.walk(body)
      diagnostics += walker.diagnostics
    }
    return diagnostics
  }

  fileprivate struct Walker {
    var types: [String: String]
    var ambiguous: Set<String> = []
    var diagnostics: [ScenarioDiagnostic] = []

    static let floating: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]
    static let integers: Set<String> = ["Int", "UInt", "Int64", "Int32", "NSInteger"]

    static func numericType(_ written: String) -> String? {
      var name = written
      while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
      if name == "TimeInterval" { return "Double" }
      if name == "NSInteger" { return "Int" }
      return floating.contains(name) || integers.contains(name) ? name : nil
    }

    static func declaredType(_ declaration: Declaration, _ types: [String: String]) -> String? {
      if let written = declaration.typeName { return numericType(written) }
      guard let value = declaration.initialValue else { return nil }
      if case .number = value.kind { return value.isFloatingLiteral ? "Double" : "Int" }
      return type(of: value, types)
    }

    /// The numeric type of `expression` when the code states it; nil for a literal (it takes
    /// the other operand's type) and for anything unknown.
    static func type(of expression: Expr, _ types: [String: String]) -> String? {
      switch expression.kind {
      case .name(let name): return types[name]
      case .member(let base, "count") where base.kind != .name("self"): return "Int"
      case .call(let callee, let arguments) where arguments.count == 1:
        if case .name(let name) = callee.kind { return numericType(name) }  // `CGFloat(n)`
        return nil
      case .binary(let op, let left, let right) where ["+", "-", "*", "/", "%"].contains(op):
        return type(of: left, types) ?? type(of: right, types)
      default: return nil
      }
    }

    static func mismatched(_ a: String, _ b: String) -> Bool {
      guard a != b else { return false }
      let bridged: Set<String> = ["CGFloat", "Double"]  // SE-0307
      return !(bridged.contains(a) && bridged.contains(b))
    }

    static func namesDeclaredTwice(in statements: [Stmt]) -> Set<String> {
      var seen: Set<String> = []
      var twice: Set<String> = []
      func visit(_ statements: [Stmt]) {
        for statement in statements {
          switch statement.kind {
          case .declaration(let declaration):
            if !seen.insert(declaration.name).inserted { twice.insert(declaration.name) }
          case .ifElse(_, let then, let otherwise): visit(then + (otherwise ?? []))
          case .forIn(_, _, let body), .whileLoop(_, let body), .guardElse(_, let body),
            .deferBlock(let body), .sequence(let body):
            visit(body)
          case .switchCase(_, let cases): for each in cases { visit(each.body) }
          case .doCatch(let body, let clauses):
            visit(body)
            for clause in clauses { visit(clause.body) }
          case .labeled(_, let inner): visit([inner])
          default: break
          }
        }
      }
      visit(statements)
      return twice
    }

    mutating func walk(_ statements: [Stmt]) {
      for statement in statements {
        if case .declaration(let declaration) = statement.kind {
          if let value = declaration.initialValue { check(value) }
          if !ambiguous.contains(declaration.name) {
            types[declaration.name] = Self.declaredType(declaration, types)
          }
          continue
        }
        for expression in Stmt.expressions(in: [statement]) { check(expression) }
      }
    }

    private mutating func check(_ expression: Expr) {
      expression.walk { node, _ in
        guard case .binary(let op, let left, let right) = node.kind,
          ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="].contains(op),
          let a = Self.type(of: left, types), let b = Self.type(of: right, types),
          Self.mismatched(a, b)
        else { return }
        let problem = ScenarioProblem.typeMismatch(
          context: "binary operator `\(op)`",
          expected: "two operands of one numeric type (Swift converts neither; write `\(b)(…)` "
            + "or `\(a)(…)` around one)",
          found: "`\(a)` and `\(b)`")
        diagnostics.append(problem.at(node.location))
      }
    }
  }
}
