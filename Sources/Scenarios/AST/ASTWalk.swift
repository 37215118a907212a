/// A walk over every expression of a statement list, nested ones included, for checks that
/// look for one kind of node (a name, a message) wherever it is.
extension Expr {
  /// The expressions directly inside this one (a closure's are its body's).
  var children: [Expr] {
    switch kind {
    case .name, .null, .boolean, .number, .implicitMember: return []
    case .string(let parts):
      return parts.compactMap { if case .interpolation(let inner) = $0 { inner } else { nil } }
    case .member(let base, _): return [base]
    case .call(let callee, let arguments): return [callee] + arguments.map(\.value)
    case .message(let receiver, let parts): return [receiver] + parts.compactMap(\.argument)
    case .subscriptIndex(let base, let index): return [base, index]
    case .closure(let closure): return Stmt.expressions(in: closure.body)
    case .array(let elements): return elements
    case .dictionary(let entries): return entries.flatMap { [$0.key, $0.value] }
    case .tuple(let elements): return elements.map(\.value)
    case .binary(_, let left, let right): return [left, right]
    case .unary(_, let operand): return [operand]
    case .conditional(let test, let yes, let no): return [test, yes, no]
    case .typeCast(let value, _, _): return [value]
    case .increment(let target, _, _): return [target]
    case .assign(let target, let value): return [target, value]
    }
  }

  /// Calls `visit` on this expression and every one inside it, outermost first, with the
  /// expression that holds it (nil for this one).
  func walk(parent: Expr? = nil, _ visit: (Expr, Expr?) -> Void) {
    visit(self, parent)
    for child in children { child.walk(parent: self, visit) }
  }
}

extension Stmt {
  /// The top-level expressions of `statements` and of the statements nested in them.
  /// The labels (`label:`) and jumps (`goto label;`) of C's `goto` in `statements` and the
  /// statements inside them, by the name they share (ObjCParser.gotoLabel), where each is.
  static func gotoLabelsAndJumps(in statements: [Stmt]) -> (
    labels: Set<String>, jumps: [(String, SourceLocation)]
  ) {
    var labels: Set<String> = []
    var jumps: [(String, SourceLocation)] = []
    func visit(_ list: [Stmt]) {
      for statement in list {
        switch statement.kind {
        case .labeled(let label, let inner):
          labels.insert(label)
          visit([inner])
        case .labeledJump(let label, _): jumps.append((label, statement.location))
        case .ifElse(_, let then, let otherwise): visit(then + (otherwise ?? []))
        case .guardElse(_, let body), .whileLoop(_, let body), .forIn(_, _, let body),
          .deferBlock(let body), .sequence(let body):
          visit(body)
        case .switchCase(_, let cases): visit(cases.flatMap(\.body))
        case .doCatch(let body, let clauses): visit(body + clauses.flatMap(\.body))
        case .declaration, .expression, .assignment, .returnStatement, .breakStatement,
          .continueStatement, .throwStatement:
          break
        }
      }
    }
    visit(statements)
    return (labels, jumps)
  }

  static func expressions(in statements: [Stmt]) -> [Expr] {
    statements.flatMap(\.expressions)
  }

  private var expressions: [Expr] {
    func conditions(_ list: [Condition]) -> [Expr] {
      list.map { condition in
        switch condition {
        case .test(let expression), .binding(_, let expression), .pattern(_, let expression):
          expression
        }
      }
    }
    switch kind {
    case .expression(let expression): return [expression]
    case .declaration(let declaration):
      return (declaration.initialValue.map { [$0] } ?? [])
        + Stmt.expressions(in: (declaration.willSet?.body ?? []) + (declaration.didSet?.body ?? []))
    case .assignment(let target, let value): return [target, value]
    case .ifElse(let list, let then, let otherwise):
      return conditions(list) + Stmt.expressions(in: then + (otherwise ?? []))
    case .guardElse(let list, let body), .whileLoop(let list, let body):
      return conditions(list) + Stmt.expressions(in: body)
    case .forIn(_, let sequence, let body): return [sequence] + Stmt.expressions(in: body)
    case .returnStatement(let value): return value.map { [$0] } ?? []
    case .switchCase(let subject, let cases):
      return [subject]
        + cases.flatMap { each in
          each.patterns + (each.condition.map { [$0] } ?? []) + Stmt.expressions(in: each.body)
        }
    case .deferBlock(let body), .sequence(let body): return Stmt.expressions(in: body)
    case .breakStatement, .continueStatement: return []
    case .throwStatement(let value): return [value]
    case .labeled(_, let inner): return Stmt.expressions(in: [inner])
    case .labeledJump: return []
    case .doCatch(let body, let clauses):
      return Stmt.expressions(in: body)
        + clauses.flatMap { clause in
          (clause.pattern?.expressions ?? []) + (clause.condition.map { [$0] } ?? [])
            + Stmt.expressions(in: clause.body)
        }
    }
  }
}
