import Testing

@testable import Scenarios

/// The Swift and Objective-C that tutorials write (issue 10 item 5): one construct a test,
/// traces written from FIDELITY.md (A1.3, A2.3, A5, B3) before running.
@Suite struct TutorialSwiftTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/tutorial-swift.md.

  @Test func failedForcedCastEndsTheScenario() {
    let outcome = runScenario(
      """
      let first = FirstViewController()
      print("before")
      let second = first as! SecondViewController
      print("after", second)
      """, .swift)
    // The notes naming the two classes the snippet leaves out, then the failed cast.
    #expect(
      diagnosticSummary(outcome) == [
        "1:13 scenario.undeclared", "3:20 scenario.undeclared", "3:20 scenario.assertion-failed",
      ])
    #expect(outcome.traceText == "print   before\n")
  }

  @Test(arguments: [
    ("assert(children.count == 1, \"one child\")", "assert failed: one child"),
    ("precondition(false)", "precondition failed"),
    ("fatalError(\"unreachable\")", "fatalError failed: unreachable"),
  ])
  func failedAssertionEndsTheScenario(_ statement: String, _ message: String) {
    let outcome = runScenario("print(\"before\")\n" + statement + "\nprint(\"after\")", .swift)
    #expect(diagnosticSummary(outcome) == ["2:1 scenario.assertion-failed"])
    #expect(outcome.diagnostics.first?.message == message)
    #expect(outcome.traceText == "print   before\n")
  }

}
