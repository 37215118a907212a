/// Result builders (SE-0289): a closure passed for a parameter marked with a `@resultBuilder`
/// type the code declares (`func layout(@ConstraintBuilder using constraints: (UIView) ->
/// [NSLayoutConstraint])`) has its body rewritten as the compiler rewrites it: each expression
/// statement's value becomes a partial result (through the builder's `buildExpression`, when it
/// declares one), declarations run in order, and the closure returns
/// `Builder.buildBlock(partial, …)` (SE-0289, "Detailed design": the result-building
/// transform). `if`, `switch` and `for` in such a body are refused (W25).
extension Interpreter {
  /// `arguments` with each closure passed for a result-builder parameter of `method` rewritten.
  func applyingResultBuilders(_ method: MethodDecl, _ arguments: [Value]) throws(Interrupt)
    -> [Value]
  {
    guard !method.resultBuilders.isEmpty else { return arguments }
    var rewritten = arguments
    for (index, builder) in method.resultBuilders where arguments.indices.contains(index) {
      guard case .closure(let closure) = arguments[index] else { continue }
      var built = closure.closure
      built.body = try builtBody(built.body, by: builder)
      rewritten[index] = .closure(
        ClosureValue(closure: built, scope: closure.scope, context: closure.context))
    }
    return rewritten
  }

  /// The result-building transform of `body` for the builder type `builder`.
  private func builtBody(_ body: [Stmt], by builder: String) throws(Interrupt) -> [Stmt] {
    let hasBuildExpression = builderDeclares("buildExpression", builder)
    var statements: [Stmt] = []
    var partials: [Argument] = []
    for (index, statement) in body.enumerated() {
      let location = statement.location
      switch statement.kind {
      case .expression(let expression), .returnStatement(let expression?):
        var value = expression
        if hasBuildExpression {
          value = Expr(
            .call(
              Expr(.member(Expr(.name(builder), at: location), "buildExpression"), at: location),
              [Argument(label: nil, value: expression)]), at: location)
        }
        let name = "builder@\(location.line):\(location.column)#\(index)"
        statements.append(
          Stmt(
            .declaration(
              Declaration(name: name, isConstant: true, typeName: nil, initialValue: value)),
            at: location))
        partials.append(Argument(label: nil, value: Expr(.name(name), at: location)))
      case .declaration, .sequence:
        statements.append(statement)
      default:
        throw Interrupt(
          .unsupported(
            "this statement in a `@\(builder)` closure",
            instead: "expressions and `let` declarations, one partial result a line"),
          at: location)
      }
    }
    let location = body.first?.location ?? body.last?.location ?? SourceLocation.start
    let block = Expr(
      .call(
        Expr(.member(Expr(.name(builder), at: location), "buildBlock"), at: location), partials),
      at: location)
    statements.append(Stmt(.returnStatement(block), at: location))
    return statements
  }

  /// Whether the builder type `builder` declares the static method `name`.
  private func builderDeclares(_ name: String, _ builder: String) -> Bool {
    let methods =
      (program.structs.first { $0.name == builder }?.staticMethods ?? [])
      + (program.enums.first { $0.name == builder }?.methods ?? [])
      + (program.classes.first { $0.name == builder }?.methods ?? [])
    return methods.contains { $0.name == name && $0.isStatic }
  }
}
