import Testing

@testable import Scenarios

/// `ios=` (docs/FIDELITY.md V rules): a version the model does not know is reported in the
/// attribute's own words, with the versions it does know, not as the `uikit=IOS:` setting it
/// is stored as.
@Suite struct IOSVersionAttributeTests {
  @Test func unknownVersionNamesTheAttribute() {
    let outcome = runScenario("print(1)", .swift, ["ios=11"])
    #expect(diagnosticSummary(outcome) == ["0:0 scenario.bad-uikit-setting"])
    #expect(
      outcome.diagnostics.first?.message
        == "bad `ios=` version `11`: the model knows iOS 12, 13, 14, 15, 16, 17, 18 and 26 "
        + "(the default is the current iOS, 26)")
  }

  @Test func knownVersionRuns() {
    let outcome = runScenario("print(1)", .swift, ["ios=12"])
    #expect(outcome.diagnostics == [])
  }
}
