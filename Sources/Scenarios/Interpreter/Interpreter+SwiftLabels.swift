/// Swift labelled statements (The Swift Programming Language, "Labeled Statement"):
/// `break outer` leaves the statement labelled `outer` (a loop, `if`, `switch` or `do`);
/// `continue outer` goes on with the labelled loop's next iteration. The jump travels out as
/// `Completion.jumped` through the statements between; the loop that carries the label
/// continues on its own `continue`, and the labelled statement ends on its own `break`.
extension Interpreter {
  func executeLabeled(_ label: String, _ statement: Stmt, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Completion
  {
    if Self.startsLoop(statement) { loopLabel = label }
    defer { loopLabel = nil }
    let completion = try execute(statement, in: scope, context)
    if case .jumped(label, isBreak: true) = completion { return .normal }
    return completion
  }

  /// The label of the loop starting now, if the statement that starts it is labelled; a loop
  /// takes it before anything else runs, so no loop nested inside sees it.
  func takeLoopLabel() -> String? {
    defer { loopLabel = nil }
    return loopLabel
  }

  /// A loop, or the scope a `repeat … while` is read as (its flag, then the loop).
  private static func startsLoop(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .forIn, .whileLoop: return true
    case .ifElse(_, let body, nil):
      guard body.count == 2, case .declaration = body[0].kind, case .whileLoop = body[1].kind
      else { return false }
      return true
    default: return false
    }
  }
}
