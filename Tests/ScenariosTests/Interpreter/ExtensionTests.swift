import Testing

@testable import Scenarios

/// Extensions, categories and availability annotations (issue 10 item 4). Traces from
/// FIDELITY.md A1.3, A2.3, A3.4, A5 and B3, written before running.
@Suite struct ExtensionTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/extension.md.

  @Test func extensionMethodTypoIsReportedStatically() {
    let outcome = runScenario(
      """
      extension UIViewController {
        func add(_ child: UIViewController) {
          addChlid(child)
        }
      }
      add(UIViewController())
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:5 scenario.unknown-identifier"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `addChild`?")
  }
}
