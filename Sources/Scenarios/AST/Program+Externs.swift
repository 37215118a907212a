/// `extern` constants the snippet declares and never defines (C11 6.9.2: defined in another
/// file of the project): named where the code first uses them, with their declared types, so
/// a stand-in can define them (the fix-it writer takes `undefinedExterns`).
struct UndefinedExtern: Sendable, Equatable {
  var name: String
  /// The declared type as written without `const` (`NSTimeInterval`, `NSString`).
  var type: String
  /// Where the `extern` declaration is.
  var declaredAt: SourceLocation
  /// The first use, where the error is reported.
  var firstUse: SourceLocation
}

extension Program {
  /// Every `extern` name the code uses and no line of the snippet defines, in order of first
  /// use. An `extern` the code never uses is no error, as in C.
  var undefinedExterns: [UndefinedExtern] {
    guard !externDeclarations.isEmpty else { return [] }
    var found: [String: SourceLocation] = [:]
    let bodies =
      [statements, properties] + methods.map(\.body)
      + (classes + extensions).flatMap { $0.methods.map(\.body) + [$0.properties] }
    for expression in bodies.flatMap(Stmt.expressions(in:)) {
      expression.walk { inner, _ in
        guard case .name(let name) = inner.kind, externDeclarations[name] != nil else { return }
        if let known = found[name],
          (known.line, known.column) <= (inner.location.line, inner.location.column)
        {
          return
        }
        found[name] = inner.location
      }
    }
    return found.compactMap { name, use in
      guard let declared = externDeclarations[name] else { return nil }
      return UndefinedExtern(
        name: name, type: declared.name, declaredAt: declared.location, firstUse: use)
    }.sorted { ($0.firstUse.line, $0.firstUse.column) < ($1.firstUse.line, $1.firstUse.column) }
  }

  /// The `scenario.undeclared` error for each undefined `extern`, at its first use.
  var undefinedExternDiagnostics: [ScenarioDiagnostic] {
    undefinedExterns.map { ScenarioProblem.undefinedExtern($0.name, type: $0.type).at($0.firstUse) }
  }
}
