import Testing

@testable import Scenarios

/// The preprocessor as clang runs it on a real file (C11 6.10; "Clang Language Extensions",
/// Feature Checking Macros): the guards files wrap around ARC, clang's own query macros,
/// include guards and defaults, directives continued with `\`, `##` and variadic macros
/// (FIDELITY-SURFACE.md C1).
@Suite struct ClangPreprocessorTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/clang-preprocessor.md.

  /// `#ifndef X` whose group defines `X` (an include guard, a default value) keeps its group
  /// when the file has not defined `X` before, and drops it when it has; `#ifndef X` of a
  /// group that does not define `X`, and `#ifdef` of a project's flag, still depend on build
  /// settings the scenario does not have.
  @Test func includeGuardsAndDefaultsAreTheFilesOwnDefinitions() {
    let source = """
      #ifndef Theme_h
      #define Theme_h
      #define kWidth 260
      #endif
      #define kInset 4
      #ifndef kInset
      #define kInset 8
      #endif
      #ifndef kMargin
      #define kMargin 16
      #endif
      NSLog(@"%d %d %d", kWidth, kInset, kMargin);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   260 4 16\n")
    let flag = runScenario("#ifndef USE_FADE\nNSLog(@\"x\");\n#endif", .objc)
    #expect(diagnosticSummary(flag) == ["1:1 scenario.unsupported"])
    #expect(flag.diagnostics.first?.message.contains("`#ifndef USE_FADE`") == true)
  }
}
