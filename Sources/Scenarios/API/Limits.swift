/// Every limit of a scenario's run, declared in one place (DESIGN.md section 8: "every
/// recursive parser and every growing value has an explicit limit, hit as a diagnostic, never
/// a crash"). Each is far above what a lesson needs and far below what would exhaust the
/// stack, the memory or the reader's patience. The code that enforces a limit reads it from
/// here (`ScenarioLimits`: lexer, parsers, interpreter, static check). The site's own limits
/// (Markdown, content files, JSON, templates) are `SiteLimits`, in the module that enforces
/// them. Hitting one is a diagnostic with its id at file:line:column.
///
/// | limit | where it is hit | id |
/// |---|---|---|
/// | `codeNesting` | Swift and Objective-C types, expressions, statements, brackets, closures | `scenario.nesting-too-deep` |
/// | `interpolationNesting` | `"\("\(…)")"` in the lexer | `scenario.nesting-too-deep` |
/// | `statements`, `callDepth`, `evaluationDepth` | the interpreter | `scenario.runaway` |
/// | `stringLength`, `arrayLength`, `outputLength` | the interpreter | `scenario.too-large` |
/// | `reportedDiagnostics` | the static check (the rest are left out) | none |
///
/// Two limits of the UIKit model live below this module, in `Containment`, which knows
/// nothing of scenarios: `UIKitSimulation.defaultStepBudget` (UIKit calls per run,
/// `scenario.step-budget`) and `UIKitSimulation.maximumDepth` (nested UIKit calls).
package enum Limits {
  // MARK: Nesting

  /// Levels every recursive path of the Swift and Objective-C parsers may enter: types
  /// (`[[[Int]]]`, `() -> () -> …`), expressions, statements, blocks and closures. Debug
  /// builds on threads with small stacks stay far from overflowing.
  package static let codeNesting = 64
  /// Strings interpolated inside interpolations, which nest the lexer itself.
  package static let interpolationNesting = 8

  // MARK: Running a scenario

  /// Statements executed before a run counts as runaway (loops and recursion that never
  /// reach UIKit, which has its own step budget).
  package static let statements = 50_000
  /// Nested method, override and closure calls before a run counts as runaway.
  package static let callDepth = 40
  /// Expression evaluations nested inside each other, across calls.
  package static let evaluationDepth = 160

  // MARK: Sizes

  /// Characters in one string value (`s = s + s` doubles fast).
  package static let stringLength = 100_000
  /// Elements of one array value (ranges such as `0..<n`).
  package static let arrayLength = 10_000
  /// Characters one scenario prints (`print`, `NSLog`), all lines together.
  package static let outputLength = 1_000_000
  /// Diagnostics the static check reports for one scenario; the first ones matter.
  package static let reportedDiagnostics = 20
}
