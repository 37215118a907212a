import Testing

@testable import Scenarios

/// Swift as old and new app code writes it (issue 26, item 2): the standard library's
/// `debugPrint`, Xcode's object literals, and Swift 2's `++`, which Swift 3 removed.
@Suite struct SwiftLegacyAndLiteralTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/swift-legacy-and-literal.md.

  /// `#imageLiteral(resourceName:)` is a `UIImage` and `#colorLiteral(red:green:blue:alpha:)`
  /// a `UIColor` (The Swift Programming Language, "Literal Expression": playground literals),
  /// so assigning them is what assigning `UIImage(named:)` / `UIColor(red:…)` is.
  @Test func objectLiteralsAreImagesAndColors() {
    let literal = runScenario(
      """
      let item = UIBarButtonItem(image: #imageLiteral(resourceName: "menu"), style: .plain, target: nil, action: nil)
      view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
      print("ok")
      """, .swift)
    let spelled = runScenario(
      """
      let item = UIBarButtonItem(image: UIImage(named: "menu"), style: .plain, target: nil, action: nil)
      view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      print("ok")
      """, .swift)
    #expect(literal.diagnostics.filter { $0.severity == .error } == [])
    #expect(literal.traceText == spelled.traceText)
    #expect(literal.traceText.contains("print   ok\n"))
  }

  /// `i++` was removed in Swift 3 (SE-0004): the compiler's message, with the fix-it
  /// `i += 1`, reported before anything runs.
  @Test func incrementOperatorIsRemovedWithAFixIt() {
    let outcome = runScenario(
      """
      var index = 0
      index++
      print(index)
      """, .swift)
    #expect(outcome.events.isEmpty)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
        "2:6 '++' is unavailable: it has been removed in Swift 3; write `+= 1`"
      ])
    #expect(
      outcome.diagnostics.first?.fixIts == [
        ScenarioFixIt(line: 2, column: 6, length: 2, replacement: " += 1")
      ])
    let fixed = runScenario("var index = 0\nindex += 1\nprint(index)\n", .swift)
    #expect(fixed.traceText == "print   1\n")
  }
}
