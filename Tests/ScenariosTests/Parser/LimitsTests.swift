import Testing

@testable import Scenarios

/// Every limit of `ScenarioLimits` is a diagnostic with its id at line:column, never a
/// crash, however deep or large the input (issue 14 item 1). Run in debug builds, where
/// frames are largest.
@Suite struct LimitsTests {
  private static let deep = 50_000

  @Test(arguments: [
    // `let x: [[[…Int…]]] = 1`: the 65th type level, at column 7 + 65.
    (
      "let x: " + String(repeating: "[", count: deep) + "Int" + String(repeating: "]", count: deep)
        + " = 1", ScenarioLanguage.swift, "1:72 scenario.nesting-too-deep"
    ),
    // `() -> () -> … -> Void`: each level is six characters on.
    (
      "let f: " + String(repeating: "() -> ", count: deep) + "Void = {}", .swift,
      "1:392 scenario.nesting-too-deep"
    ),
    // A parameter type, a cast and a closure parameter go through the same guard.
    (
      "func f(_ x: " + String(repeating: "[", count: deep) + "Int"
        + String(repeating: "]", count: deep)
        + ") {}", .swift, "1:77 scenario.nesting-too-deep"
    ),
    (
      "let y = x as? " + String(repeating: "[", count: deep) + "Int"
        + String(repeating: "]", count: deep), .swift, "1:78 scenario.nesting-too-deep"
    ),
    // Expressions and statements.
    (
      "let z = " + String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep),
      .swift, "1:73 scenario.nesting-too-deep"
    ),
    (
      String(repeating: "if true {\n", count: deep) + String(repeating: "}\n", count: deep),
      .swift, "65:4 scenario.nesting-too-deep"
    ),
    (
      "UIViewController *x = " + String(repeating: "[", count: deep) + "self"
        + String(repeating: " view]", count: deep) + ";", .objc,
      "1:87 scenario.nesting-too-deep"
    ),
    (
      "NSLog(@\"%d\", " + String(repeating: "(", count: deep) + "1"
        + String(repeating: ")", count: deep) + ");", .objc, "1:77 scenario.nesting-too-deep"
    ),
  ])
  func deepNestingIsADiagnostic(_ source: String, _ language: ScenarioLanguage, _ expected: String)
  {
    let outcome = runScenario(source, language)
    #expect(diagnosticSummary(outcome) == [expected])
  }

  @Test func doublingAStringStopsAtTheStringLimit() {
    let outcome = runScenario(
      """
      var s = "ab"
      for i in 0..<200 { s = s + s }
      print(s.count)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["2:24 scenario.too-large"])
    #expect(
      outcome.diagnostics.first?.message == "a string value is larger than the limit of 100000")
  }

  @Test func printingStopsAtTheOutputLimit() {
    let outcome = runScenario(
      """
      var s = "0123456789"
      for i in 0..<13 { s = s + s }
      print("start")
      for i in 0..<100 { print(s) }
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["4:20 scenario.too-large"])
    // The partial trace keeps the twelve lines printed before the limit.
    #expect(outcome.events.count == 13)
  }

  @Test func hugeRangesStopAtTheArrayLimit() {
    let outcome = runScenario("for i in 0..<20000 { print(i) }", .swift)
    #expect(diagnosticSummary(outcome) == ["1:10 scenario.too-large"])
  }

  /// 5,000 children added one by one run to the end, each named once (before, naming
  /// `viewController#n` tried every suffix from 2 up, and this took minutes). How fast it runs
  /// is the benchmark's business (`scripts/bench`), not a unit test's: a timed test fails on a
  /// loaded machine and proves nothing on a fast one.
  @Test func manyChildrenRunToTheEnd() {
    let outcome = runScenario(
      """
      for i in 0..<5000 {
        let child = UIViewController()
        addChild(child)
        child.didMove(toParent: self)
      }
      print(children.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix("print   5000\n") || outcome.traceText.hasSuffix("print   5000"))
  }
}
