import Testing

@testable import Scenarios

/// The standard library's conversions app code writes around frames and titles (issue 26,
/// item 2), and Core Graphics' C constructors that Swift 3 no longer imports (SE-0044).
@Suite struct SwiftConversionTests {
  /// `Int(_: Double)` rounds toward zero; `Int(_: String)` parses or is nil;
  /// `CGFloat(_:)`/`Double(_:)` make a floating value (`Double(3)` prints `3.0`); `String(describing:)` is the description
  /// `print` writes (Swift standard library).
  @Test func numericAndStringConversions() {
    let outcome = runScenario(
      """
      let width = CGFloat(2.9) * 2
      print(Int(2.7), Int(-2.7), Int("12") ?? 0, Int("x") == nil)
      print(width, Double(3), String(describing: 4), String(5))
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   2 -2 12 true\nprint   5.8 3.0 4 5\n")
  }

  /// `CGSizeMake(w, h)` in Swift: "'CGSizeMake' is unavailable in Swift", with the fix-its
  /// that write `CGSize(width: w, height: h)`.
  @Test func geometryConstructorsAreUnavailableWithFixIts() {
    let outcome = runScenario("let size = CGSizeMake(3 * 2, f(1, 2))\n", .swift)
    #expect(outcome.events.isEmpty)
    #expect(
      outcome.diagnostics.first?.message
        == "'CGSizeMake' is unavailable in Swift: write `CGSize(width:height:)`")
    #expect(
      outcome.diagnostics.first?.fixIts == [
        ScenarioFixIt(line: 1, column: 12, length: 10, replacement: "CGSize"),
        ScenarioFixIt(line: 1, column: 23, length: 0, replacement: "width: "),
        ScenarioFixIt(line: 1, column: 30, length: 0, replacement: "height: "),
      ])
  }
}
