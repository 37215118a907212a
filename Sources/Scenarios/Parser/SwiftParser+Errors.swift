/// Swift error handling and effects (The Swift Programming Language, "Error Handling",
/// "Do Statement", "Try Operator"), `if var` / `guard var`, and the precise refusal of Swift
/// concurrency.
extension SwiftParser {
  /// `do { … } catch pattern where c { … } catch { … }`; a `do` without `catch` is a scope.
  mutating func parseDoCatch() throws(ScenarioError) -> Stmt {
    let location = cursor.current.location
    cursor.advance()  // do
    let body = try parseBlock()
    var clauses: [CatchClause] = []
    while cursor.current.isWord("catch") {
      let clauseLocation = cursor.current.location
      cursor.advance()
      var pattern: Pattern?
      if !cursor.current.isPunctuation("{") && !cursor.current.isWord("where") {
        pattern = try parsePattern(binding: false)
        if cursor.current.isPunctuation(",") {
          throw ScenarioError(
            .unsupported(
              "several patterns in one `catch`", instead: "one `catch` clause per pattern"),
            at: cursor.current.location)
        }
      }
      var condition: Expr?
      if cursor.takeWord("where") {
        condition = try parseExpression(allowTrailingClosure: false)
      }
      clauses.append(
        CatchClause(
          pattern: pattern, condition: condition, body: try parseBlock(), location: clauseLocation)
      )
    }
    if clauses.isEmpty { return Stmt.block(body, at: location) }
    return Stmt(.doCatch(body, clauses), at: location)
  }

  /// `try expr`, `try? expr`, `try! expr`: `try` covers everything to its right in the binary
  /// expression (`try? a ?? b` is `try? (a ?? b)`); plain `try` only marks the call for the
  /// compiler, so it is its operand.
  mutating func parseTry(_ trailing: Bool) throws(ScenarioError) -> Expr {
    let location = cursor.current.location
    cursor.advance()  // try
    var marker = ""
    if !cursor.current.followsSpace,
      cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!")
    {
      marker = cursor.current.isPunctuation("?") ? "?" : "!"
      cursor.advance()
    }
    try cursor.enter()
    defer { cursor.leave() }
    let operand = try parseExpression(allowTrailingClosure: trailing)
    if marker.isEmpty { return operand }
    return Expr(.unary("try" + marker, operand), at: location)
  }

  /// `throws`, `rethrows`, `throws(LoadError)` after a parameter list: checked by the compiler,
  /// nothing at run time. `async` is refused (SwiftConcurrency).
  mutating func skipEffects() throws(ScenarioError) {
    while let word = cursor.current.identifier, ["throws", "rethrows", "async"].contains(word) {
      if word == "async" { throw SwiftConcurrency.refusal(word, at: cursor.current.location) }
      cursor.advance()
      if word == "throws", cursor.current.isPunctuation("("), !cursor.current.followsSpace {
        try skipBalanced("(", ")")
      }
    }
  }

  /// `var name = name` for each name an `if var` / `guard var` / `while var` bound: the body
  /// (or, after `guard`, the rest of the scope) sees a variable it may change, starting from
  /// the bound value (The Swift Programming Language, "Optional Binding").
  static func redeclared(_ bindings: [(name: String, location: SourceLocation)]) -> [Stmt] {
    bindings.map { binding in
      Stmt(
        .declaration(
          Declaration(
            name: binding.name, isConstant: false, typeName: nil,
            initialValue: Expr(.name(binding.name), at: binding.location))),
        at: binding.location)
    }
  }

  /// `Task {`, `Task(priority: …) {`, `Task.detached`, `Task.sleep`: Swift concurrency.
  static func startsTask(_ next: Token) -> Bool {
    !next.followsSpace && (next.isPunctuation("(") || next.isPunctuation("."))
      || next.isPunctuation("{")
  }
}

/// Swift concurrency (`async` functions, `await`, `Task { … }`) is refused by name: when a task
/// or the rest of an `async` function runs, relative to UIKit's callbacks and the run loop's
/// turns, depends on the executor and the suspension points, which the model does not have.
/// Running it as plain calls would print a trace real iOS does not give; the refusal names the
/// run-loop API that has a modelled order instead.
enum SwiftConcurrency {
  static func refusal(_ word: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      .unsupported(
        "Swift concurrency (`\(word)`)",
        instead:
          "`DispatchQueue.main.async { … }` for work after this run-loop turn, "
          + "`asyncAfter(deadline:)` for later, and completion handlers for results"),
      at: location)
  }
}
