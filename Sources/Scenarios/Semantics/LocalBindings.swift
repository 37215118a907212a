/// The names a function body binds for itself: its parameters, loop variables, closure
/// parameters, optional and pattern bindings, and the names `catch` clauses bind.
///
/// The Swift Programming Language ("Methods", "The self Property"): "If you don't explicitly
/// write `self`, Swift assumes that you are referring to a property or method of the current
/// instance whenever you use a known property or method name within a method", and "the
/// parameter name takes precedence" when one has the same name. So in
/// `for view in controllers { view.removeFromParent() }` inside a controller, `view` is the
/// loop variable, never the controller's own `view`: the static type check must not give such a
/// name the type of the member it hides.
enum LocalBindings {
  /// The names bound anywhere in `statements` (nested blocks and closures included), with
  /// `parameters`. A `for (a, b)` pair's synthetic name is left out: its names are declared by
  /// the statements the parser wrote for them.
  static func names(in statements: [Stmt], parameters: [String] = []) -> Set<String> {
    var names = Set(parameters)
    collect(statements, into: &names)
    // Every expression, nested closures' included (their statements are collected above
    // without walking their expressions again).
    for expression in Stmt.expressions(in: statements) {
      expression.walk { node, _ in
        guard case .closure(let closure) = node.kind else { return }
        names.formUnion(closure.parameters)
        collect(closure.body, into: &names)
      }
    }
    return names
  }

  /// The names the statements bind, nested blocks included; closures are the caller's.

  private static func collect(_ statements: [Stmt], into names: inout Set<String>) {
    for statement in statements {
      switch statement.kind {
      case .forIn(let name, _, let body):
        if let first = name.first, first.isLetter || first == "_" { names.insert(name) }
        collect(body, into: &names)
      case .ifElse(let conditions, let then, let otherwise):
        bind(conditions, into: &names)
        collect(then + (otherwise ?? []), into: &names)
      case .guardElse(let conditions, let body), .whileLoop(let conditions, let body):
        bind(conditions, into: &names)
        collect(body, into: &names)
      case .switchCase(_, let cases):
        for each in cases {
          for pattern in each.bindingPatterns { names.formUnion(pattern.boundNames) }
          collect(each.body, into: &names)
        }
      case .doCatch(let body, let clauses):
        collect(body, into: &names)
        for clause in clauses {
          if let pattern = clause.pattern {
            names.formUnion(pattern.boundNames)
          } else {
            names.insert("error")
          }
          collect(clause.body, into: &names)
        }
      case .deferBlock(let body), .sequence(let body):
        collect(body, into: &names)
      case .labeled(_, let inner):
        collect([inner], into: &names)
      default:
        break
      }
    }
  }

  private static func bind(_ conditions: [Condition], into names: inout Set<String>) {
    for condition in conditions {
      switch condition {
      case .binding(let name, _): names.insert(name)
      case .pattern(let pattern, _): names.formUnion(pattern.boundNames)
      case .test: break
      }
    }
  }
}
