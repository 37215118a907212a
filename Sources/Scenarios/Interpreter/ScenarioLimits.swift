/// Every limit a scenario can hit, in one place (issue 14, DESIGN.md section 8). Each is
/// far above what a lesson needs and far below what would exhaust the stack, the memory
/// or the reader's patience; hitting one is a diagnostic with its id at line:column,
/// never a crash.
///
/// | limit | id |
/// |---|---|
/// | `nesting`: brackets, blocks, closures, types (`[[[Int]]]`, `() -> () -> …`), operator chains | `scenario.nesting-too-deep` |
/// | `interpolationNesting`: `"\("\(…)")"` | `scenario.nesting-too-deep` |
/// | `statements`, `callDepth`, `evaluationDepth` | `scenario.runaway` |
/// | `stringLength`, `arrayLength`, `outputLength` | `scenario.too-large` |
/// | `diagnostics` reported by the static check | (the rest are left out) |
package enum ScenarioLimits {
  /// Parser nesting: every recursive parser path enters one level (debug builds on
  /// threads with small stacks stay far from overflowing).
  package static let nesting = 64
  /// Strings interpolated inside interpolations.
  package static let interpolationNesting = 8
  /// Statements executed before the run counts as runaway (loops and recursion that never
  /// reach UIKit, which has its own step budget).
  package static let statements = 50_000
  /// Nested method, override and closure calls before the run counts as runaway.
  package static let callDepth = 40
  /// Expression evaluations nested inside each other (across calls).
  package static let evaluationDepth = 160
  /// Characters in one string value (`s = s + s` doubles fast).
  package static let stringLength = 100_000
  /// Elements of one array value (ranges such as `0..<n`).
  package static let arrayLength = 10_000
  /// Characters printed by one scenario (`print`, `NSLog`), all lines together.
  package static let outputLength = 1_000_000
  /// Diagnostics the static check reports; the first ones matter.
  package static let diagnostics = 20
}
