import Testing

@testable import Scenarios

@Suite struct DiagnosticRendererTests {
  @Test func rendersLocationMessageIdSourceLineAndCaret() {
    let source =
      "UIViewController *newVC = [UIViewController new];\n\t[newVC didMoveToParentViewController];"
    let outcome = runScenario(source, .objc)
    #expect(
      ScenarioRunner.render(
        outcome.diagnostics, source: source, prefix: "Content/en/02.md:", lineOffset: 10)
          == """
          Content/en/02.md:12:9: error: missing argument in `didMoveToParentViewController`: UIKit \
          declares `didMoveToParentViewController:` [scenario.missing-argument]
          \t[newVC didMoveToParentViewController];
          \t       ^
            hint: write `didMoveToParentViewController:`
          """)
  }

  /// `@selector` parses now (FIDELITY-SURFACE.md E1): the problem in this line is the
  /// undeclared `button`, reported where it is written.
  @Test func selectorParsesAndTheUndeclaredReceiverIsReported() throws {
    let source = "[button addTarget:self action:@selector(swap) forControlEvents:0];"
    let diagnostic = try #require(runScenario(source, .objc).diagnostics.first)
    #expect(diagnostic.id == .scenarioUnknownIdentifier)
    #expect(diagnostic.column == 2)
  }

  @Test func caretCountsCharactersNotBytes() {
    let source = "let 名前 = 1\nprint(名前, 未知)"
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["2:11 scenario.unknown-identifier"])
    let rendered = ScenarioRunner.render(outcome.diagnostics, source: source)
    #expect(rendered.hasSuffix("print(名前, 未知)\n          ^\n  hint: did you mean `名前`?"))
  }

  @Test func unknownMemberSuggestsTheModelledSpelling() {
    let outcome = runScenario("[self.view addSubView:self.view];", .objc)
    #expect(outcome.diagnostics.first?.hint == "did you mean `addSubview:`?")
    let swift = runScenario("self.view.addSubView(self.view)", .swift)
    #expect(swift.diagnostics.first?.hint == "did you mean `addSubview(_:)`?")
  }

  @Test func lineZeroHasNoSourceLine() {
    let diagnostic = ScenarioProblem.badUIKitSetting("x").at(SourceLocation(line: 0, column: 0))
    #expect(
      DiagnosticRenderer(source: "a").render(diagnostic)
        == "0:0: error: bad `uikit=` setting: x [scenario.bad-uikit-setting]")
  }

  @Test func editDistance() {
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(
      Suggestion.closest(to: "removeFromSuperView", in: ["removeFromSuperview", "view"])
        == "removeFromSuperview")
    #expect(Suggestion.closest(to: "xyz", in: ["removeFromSuperview"]) == nil)
  }
}
