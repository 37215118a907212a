// The checks both parser targets make.
@testable import Scenarios

/// Parses `source`; then the static checker and the AST dump on success. Every diagnostic
/// must be a `scenario.*` one placed inside the source (line 1 to one past the last line).
func checkParse(_ source: String, _ language: ScenarioLanguage) {
  // Counted in place: a filtered String would merge a "\r" and a later "\n" into one
  // Character and undercount.
  let lineCount = 1 + source.reduce(0) { $0 + ($1.isLineBreak ? 1 : 0) }
  func placed(_ diagnostic: ScenarioDiagnostic) {
    let id = diagnostic.id.rawValue
    require(id.hasPrefix("scenario."), "diagnostic id \(id)")
    require(
      diagnostic.line >= 1 && diagnostic.line <= lineCount + 1 && diagnostic.column >= 1,
      "diagnostic \(diagnostic.id) at \(diagnostic.line):\(diagnostic.column) outside "
        + "\(lineCount) lines")
    _ = ScenarioRunner.render([diagnostic], source: source)
  }
  do throws(ScenarioError) {
    let program = try ScenarioRunner.parse(try Lexer.tokenize(source), language: language)
    _ = ASTDumper.dump(program)
    StaticChecker.check(program, language).forEach(placed)
  } catch {
    placed(error.diagnostic)
  }
}
