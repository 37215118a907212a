import Testing

@testable import Scenarios

/// Statements-shape Swift scenarios, one construct each; traces written from core-spec.md and
/// FIDELITY.md (A1.3, A2.3, A3.4, A5.7, A7.1, B3, B7, B11).
@Suite struct SwiftScenarioTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/swift-scenario.md.
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .swift, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  @Test func showLayoutRevealsLayoutCallbacks() {
    let outcome = runScenario(
      "let c = UIViewController()\nview.addSubview(c.view)", .swift, ["show=layout"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("self.viewWillLayoutSubviews()"))
    #expect(
      !runScenario("let c = UIViewController()\nview.addSubview(c.view)", .swift)
        .traceText.contains("LayoutSubviews"))
  }

  @Test func uikitAttributeSwitchesABehaviour() {
    let source = """
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """
    let outcome = runScenario(source, .swift, ["uikit=B3:immediate"])
    #expect(outcome.diagnostics == [])
    #expect(!outcome.traceText.contains("turn"))
    let bad = runScenario(source, .swift, ["uikit=B3:sometimes"])
    #expect(diagnosticSummary(bad) == ["0:0 scenario.bad-uikit-setting"])
    #expect(bad.diagnostics.first?.message.contains("end-of-turn") == true)
  }

  @Test func sourceLinesAreStampedOnEvents() {
    let outcome = runScenario(
      "let child = UIViewController()\n\naddChild(child)\nprint(1)", .swift)
    // The end-of-scenario lint (child never got didMove) carries the line of its cause, the
    // `addChild` call.
    #expect(outcome.events.map(\.sourceLine) == [3, 3, 4, 3])
    #expect(outcome.events.last?.kind == .lint)
  }
}

@Suite struct SwiftTypeConstantTests {
}

@Suite struct SwiftPropertyAccessTests {

  @Test func runtimeProblemKeepsThePartialTrace() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      addChild(child)
      addChild(child.view)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:16 scenario.type-mismatch"])
    #expect(
      outcome.traceText == """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()

        """)
  }
}
