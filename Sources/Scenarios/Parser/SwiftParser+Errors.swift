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
      // `catch A, B where c { … }`: several patterns, each with its own `where`, share the
      // body (The Swift Programming Language, "Do Statement"; SE-0276): one clause each, in
      // order, as the first that matches runs.
      var patterns: [(pattern: Pattern?, condition: Expr?)] = []
      repeat {
        var pattern: Pattern?
        if !cursor.current.isPunctuation("{") && !cursor.current.isWord("where") {
          pattern = try parsePattern(binding: false)
        }
        var condition: Expr?
        if cursor.takeWord("where") {
          condition = try parseExpression(allowTrailingClosure: false)
        }
        patterns.append((pattern, condition))
      } while patterns.last?.pattern != nil && cursor.take(",")
      let clauseBody = try parseBlock()
      for (pattern, condition) in patterns {
        clauses.append(
          CatchClause(
            pattern: pattern, condition: condition, body: clauseBody, location: clauseLocation))
      }
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
  /// nothing at run time. `async` is noted (`sawAsync`): a call of the function may suspend
  /// (Interpreter+SwiftConcurrency).
  mutating func skipEffects() throws(ScenarioError) {
    while let word = cursor.current.identifier, ["throws", "rethrows", "async"].contains(word) {
      if word == "async" { sawAsync = true }
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
}

/// The parts of Swift concurrency the model does not run are refused by name:
/// `withTaskCancellationHandler` (its handler runs when another task cancels, at a time the
/// model does not decide), `async let` with a tuple pattern. `Task { … }`, `await`, `async
/// let`, task groups, continuations, `MainActor.run` and `Task.sleep` are modelled
/// (Interpreter+SwiftConcurrency, Interpreter+SwiftStructuredConcurrency).
enum SwiftConcurrency {
  /// The standard library functions the model does not run: when the work they wait for ends
  /// is outside the scenario (a continuation resumed by a callback, child tasks).
  static let refusedFunctions: Set<String> = ["withTaskCancellationHandler"]

  static func refusal(_ word: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      .unsupported(
        "Swift concurrency (`\(word)`)",
        instead:
          "`Task { … }` and `await` of async functions, `MainActor.run`, `Task.sleep`; "
          + "`DispatchQueue.main.async { … }` for work after this run-loop turn"),
      at: location)
  }
}
