/// Whether a block's code only declares (methods, properties, classes, extensions, types)
/// and runs nothing where it stands: such code is order-independent (Swift's type members and
/// file-scope declarations, an Objective-C `@implementation`'s methods), so the blocks of a
/// page's `group=` that come before it may use what it declares.
public enum ScenarioDeclarations {
  /// True when `source` parses and has no top-level statements, only declarations; false
  /// when it does not parse (its own run reports why) or runs statements.
  public static func declaresOnly(_ source: String, language: ScenarioLanguage) -> Bool {
    guard let tokens = try? Lexer.tokenize(source, language: language),
      let program = try? ScenarioRunner.parse(tokens, language: language)
    else { return false }
    return program.statements.isEmpty
      && (!program.methods.isEmpty || !program.properties.isEmpty || !program.classes.isEmpty
        || !program.extensions.isEmpty || !program.enums.isEmpty || !program.structs.isEmpty)
  }
}
