/// Swift 5.9's `if` and `switch` expressions (SE-0380) and `fallthrough`.
extension SwiftParser {
  /// `let title = if c { "a" } else { "b" }`, `let t = switch tab { case .home: "Home" … }`:
  /// the statement whose every branch ends in one expression, that expression being the
  /// value. Read as a closure called at once whose branches `return` their last expression:
  /// the branches run exactly as the statement's would, and a branch that throws or stops the
  /// program (`fatalError`) keeps doing so.
  mutating func parseStatementExpression() throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    try cursor.enter()
    defer { cursor.leave() }
    let statement = cursor.current.isWord("if") ? try parseIf() : try parseSwitch()
    let closure = Closure(parameters: [], body: [try Self.returningBranches(statement)])
    return Expr(.call(Expr(.closure(closure), at: location), []), at: location)
  }

  /// The statement with each branch's final expression returned. An `if` expression needs an
  /// `else` (SE-0380): without one it has no value.
  private static func returningBranches(_ statement: Stmt) throws(ScenarioError) -> Stmt {
    var result = statement
    switch statement.kind {
    case .ifElse(let conditions, let then, let otherwise):
      guard let otherwise else {
        throw ScenarioError(
          .syntax("an `if` expression needs an `else` branch, so that it always has a value"),
          at: statement.location)
      }
      let returningOtherwise: [Stmt]
      if otherwise.count == 1, case .ifElse = otherwise[0].kind {
        returningOtherwise = [try returningBranches(otherwise[0])]
      } else {
        returningOtherwise = try returningLast(otherwise, of: statement)
      }
      result.kind = .ifElse(
        conditions, try returningLast(then, of: statement), returningOtherwise)
    case .switchCase(let subject, var cases):
      for index in cases.indices {
        cases[index].body = try returningLast(cases[index].body, of: statement)
      }
      result.kind = .switchCase(subject, cases)
    default:
      break
    }
    return result
  }

  /// A branch's statements with its last expression returned; a branch that ends by leaving
  /// (`throw`, `fatalError(…)`) is kept as it is.
  private static func returningLast(_ branch: [Stmt], of statement: Stmt) throws(ScenarioError)
    -> [Stmt]
  {
    guard let last = branch.last else {
      throw ScenarioError(
        .syntax("each branch of an `if` or `switch` expression must end in its value"),
        at: statement.location)
    }
    if last.leavesScope { return branch }
    guard case .expression(let value) = last.kind else {
      throw ScenarioError(
        .syntax("each branch of an `if` or `switch` expression must end in its value"),
        at: last.location)
    }
    return branch.dropLast() + [Stmt(.returnStatement(value), at: last.location)]
  }

  /// `fallthrough` anywhere but at the end of a `case`.
  static let fallthroughRefusal = ScenarioProblem.unsupported(
    "`fallthrough` inside a nested statement",
    instead: "`fallthrough` as the last statement of a `case`")

  /// A case that ends in `fallthrough` goes on with the next case's body without testing its
  /// patterns (The Swift Programming Language, "Fallthrough Statement"): its body is followed
  /// by the next one's (itself joined first, for a chain). The compiler refuses a fallthrough
  /// into a case that binds names, or out of the last case.
  mutating func joinFallthroughs(_ cases: inout [SwitchCase], _ fallsThrough: [Bool])
    throws(ScenarioError)
  {
    for index in cases.indices.reversed() where fallsThrough[index] {
      guard index + 1 < cases.count else {
        throw ScenarioError(
          .syntax("`fallthrough` in the last case of a `switch` has no case to go on to"),
          at: cases[index].location)
      }
      let next = cases[index + 1]
      if next.bindingPatterns.contains(where: { !$0.boundNames.isEmpty }) {
        throw ScenarioError(
          .syntax("`fallthrough` cannot go on to a case that binds names"),
          at: next.location)
      }
      cases[index].body += next.body
    }
  }
}

extension SwiftParser {
  /// `func make<T: UIViewController>(_ type: T.Type) -> T { T() }`: inside the body the
  /// generic parameter is the type the caller passed (The Swift Programming Language,
  /// "Metatype Type"), so `T()` and `T.self` are read as that argument: the body starts by
  /// binding `T` to it.
  static func bindingGenericParameters(
    _ metatypes: [(generic: String, parameter: String, location: SourceLocation)]
  ) -> [Stmt] {
    metatypes.map { metatype in
      Stmt(
        .declaration(
          Declaration(
            name: metatype.generic, isConstant: true, typeName: nil,
            initialValue: Expr(.name(metatype.parameter), at: metatype.location))),
        at: metatype.location)
    }
  }
}
