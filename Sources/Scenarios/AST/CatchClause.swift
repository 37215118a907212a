/// One `catch` clause of a Swift `do` statement (The Swift Programming Language, "Do
/// Statement"): `catch LoadError.missing`, `catch let failure as LoadError`,
/// `catch .denied(let code) where code < 0`, or `catch` alone, which matches every error and
/// binds it as `error`.
struct CatchClause: Sendable, Equatable {
  /// Nil for a bare `catch`.
  var pattern: Pattern?
  /// The `where` clause, if any.
  var condition: Expr?
  var body: [Stmt]
  var location: SourceLocation
}
