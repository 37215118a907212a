import Testing

@testable import Scenarios

/// The standard library's conversions app code writes around frames and titles (issue 26,
/// item 2), and Core Graphics' C constructors that Swift 3 no longer imports (SE-0044).
@Suite struct SwiftConversionTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/swift-conversion.md.

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
