/// The limits a scenario can hit, read from `Limits` (the one place every limit of the tool
/// is declared, with its reason and its diagnostic id). The lexer, the parsers, the interpreter
/// and the static check read them through these names.
///
/// | limit | id |
/// |---|---|
/// | `nesting`: brackets, blocks, closures, types (`[[[Int]]]`, `() -> () -> …`), operator chains | `scenario.nesting-too-deep` |
/// | `interpolationNesting`: `"\("\(…)")"` | `scenario.nesting-too-deep` |
/// | `statements`, `callDepth`, `evaluationDepth` | `scenario.runaway` |
/// | `stringLength`, `arrayLength`, `outputLength` | `scenario.too-large` |
/// | `diagnostics` reported by the static check | (the rest are left out) |
package enum ScenarioLimits {
  /// `Limits.codeNesting`.
  package static let nesting = Limits.codeNesting
  /// `Limits.interpolationNesting`.
  package static let interpolationNesting = Limits.interpolationNesting
  /// `Limits.statements`.
  package static let statements = Limits.statements
  /// `Limits.callDepth`.
  package static let callDepth = Limits.callDepth
  /// `Limits.evaluationDepth`.
  package static let evaluationDepth = Limits.evaluationDepth
  /// `Limits.stringLength`.
  package static let stringLength = Limits.stringLength
  /// `Limits.arrayLength`.
  package static let arrayLength = Limits.arrayLength
  /// `Limits.outputLength`.
  package static let outputLength = Limits.outputLength
  /// `Limits.reportedDiagnostics`.
  package static let diagnostics = Limits.reportedDiagnostics
}
