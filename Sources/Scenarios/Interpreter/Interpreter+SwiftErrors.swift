/// Swift error handling (The Swift Programming Language, "Error Handling"): `throw` unwinds
/// every scope up to the nearest `catch` whose pattern matches, running their `defer` bodies;
/// `try?` turns an error into nil; `try!` stops the program on one. `try` itself only marks
/// the call for the compiler, so it changes nothing at run time.
///
/// The error travels as `Interrupt.thrown`, so it passes through method, closure and
/// initializer calls the way every other interruption does; the value is kept in
/// `thrownError` (an `Interrupt` must be `Sendable`, values are not).
extension Interpreter {
  /// `throw value`: evaluates the error and starts unwinding.
  func throwError(
    _ expression: Expr, in scope: Scope, _ context: MethodContext, at location: SourceLocation
  ) throws(Interrupt) {
    thrownError = try evaluate(expression, in: scope, context)
    throw .thrown(location)
  }

  /// `do { body } catch … { … }`: runs the body in its own scope; a thrown error goes to the
  /// first clause whose pattern matches it (and whose `where` clause holds), with the
  /// pattern's names bound, or `error` for a bare `catch`. No match: the error goes on.
  func executeDoCatch(
    _ body: [Stmt], _ clauses: [CatchClause], in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Completion {
    do throws(Interrupt) {
      return try execute(body, in: Scope(parent: scope), context)
    } catch {
      guard case .thrown = error else { throw error }
      let value = thrownError
      for clause in clauses {
        let inner = Scope(parent: scope)
        if let pattern = clause.pattern {
          guard try matches(pattern, value, binding: inner, context) else { continue }
        } else {
          inner.declare("error", value, isConstant: true)
        }
        if let condition = clause.condition {
          let holds = try evaluate(condition, in: inner, context)
          guard try truth(holds, "the `where` clause", at: condition.location) else { continue }
        }
        return try execute(clause.body, in: inner, context)
      }
      thrownError = value
      throw error
    }
  }

  /// `try? call`: the value, or nil when the call throws (The Swift Programming Language,
  /// "Converting Errors to Optional Values"). `try! call`: the value; an error stops the
  /// program ("Disabling Error Propagation").
  func evaluateTry(
    _ expression: Expr, _ operand: Expr, in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    do throws(Interrupt) {
      return try evaluate(operand, in: scope, context)
    } catch {
      guard case .thrown = error else { throw error }
      guard case .unary("try!", _) = expression.kind else { return .null }
      throw Interrupt(
        .assertionFailed(
          function: "`try!`",
          message: "the call threw `\(describe(thrownError))`, and `try!` does not handle errors"),
        at: expression.location)
    }
  }

  /// An error no `catch` handled, as the problem that ends the run: Swift reports it at the
  /// `throw` ("Fatal error: Error raised at top level"); every other interruption is itself.
  func uncaughtAsFailure(_ interrupt: Interrupt) -> Interrupt {
    guard case .thrown(let location) = interrupt else { return interrupt }
    return Interrupt(
      .assertionFailed(
        function: "`throw`",
        message: "`\(describe(thrownError))` was thrown and no `catch` handled it"),
      at: location)
  }

  /// Runs the `defer` bodies collected in a block, last first.
  func runDeferred(_ deferred: [[Stmt]], in scope: Scope, _ context: MethodContext)
    throws(Interrupt)
  {
    for body in deferred.reversed() {
      _ = try execute(body, in: Scope(parent: scope), context)
    }
  }
}
