import Testing

@testable import Scenarios

/// Statements-shape Objective-C scenarios; traces spelled as Objective-C (core-spec.md), written
/// from FIDELITY.md (A1.3, A3.4, A4, B1, B2, B13, B16).
@Suite struct ObjCScenarioTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/objc-scenario.md.
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .objc, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  @Test func directAppearanceCallWarns() {
    let text = trace("UIViewController *c = [UIViewController new];\n[c viewWillAppear:YES];")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "manual  [c viewWillAppear:YES]")
    #expect(lines.count >= 2 && lines[1].hasPrefix("warning   Calling -viewWillAppear: directly"))
  }
}

@Suite struct ObjCSetterMessageTests {

  @Test func setterOfAReadOnlyPropertyIsUnknown() {
    let outcome = runScenario("[self.view setSuperview:nil];", .objc)
    #expect(diagnosticSummary(outcome) == ["1:12 scenario.unknown-member"])
  }
}

@Suite struct ObjCControlFlowTests {
}
