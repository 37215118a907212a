import Containment

/// Runs scenario source against the containment core.
///
/// This is the one entry point the site and the CLI use; everything behind it (lexer,
/// parsers, interpreter) is internal to the module.
public struct ScenarioRunner: Sendable {
  public init() {}

  /// Parses and runs `source`; never traps, whatever the input.
  public func run(
    _ source: String, language: ScenarioLanguage,
    attributes: ScenarioAttributes = ScenarioAttributes()
  ) -> ScenarioOutcome {
    // Interpreter not built yet (issue 4): report it instead of pretending.
    ScenarioOutcome(
      language: language, events: [],
      diagnostics: [
        ScenarioDiagnostic(
          id: "scenario.not-implemented", message: "the scenario interpreter is not built yet",
          line: 1, column: 1)
      ], showLayout: attributes.showLayout)
  }
}
