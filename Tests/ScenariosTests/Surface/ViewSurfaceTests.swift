import Testing

@testable import Scenarios

/// Views and controls as real views, styling stored and read back but never traced, and
/// `CGRect` fields assignable (FIDELITY-SURFACE.md V1–V10).
@Suite struct ViewSurfaceTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/view-surface.md.

  @Test func unknownButtonInitialiserIsAWrongLabel() {
    let outcome = runScenario("let b = UIButton(style: .system)", .swift)
    #expect(diagnosticSummary(outcome) == ["1:9 scenario.wrong-label"])
  }
}

@Suite struct ViewDescriptionTests {
}
