extension ScenarioDeclarations {
  /// True when `source` has code that can run: top-level statements, a method with a body
  /// (of `self`, a class, an extension), or a stored property with an initial value; false
  /// for declarations alone (`@implementation Sub : Base @end`, a protocol, an enum). A
  /// block of a group that is declarations alone is used by the group (its class is `self`,
  /// its type is named), not run; one with code ran only if a line of it did. Source that
  /// does not parse counts as code: its run says why.
  public static func hasCode(_ source: String, language: ScenarioLanguage) -> Bool {
    guard let tokens = try? Lexer.tokenize(source, language: language),
      let program = try? ScenarioRunner.parse(tokens, language: language)
    else { return true }
    let methods =
      program.methods + program.classes.flatMap(\.methods) + program.extensions.flatMap(\.methods)
    let properties = program.properties + program.classes.flatMap(\.properties)
    return !program.statements.isEmpty || methods.contains { !$0.body.isEmpty }
      || properties.contains { property in
        guard case .declaration(let declaration) = property.kind else { return false }
        return declaration.initialValue != nil
      }
  }
}
