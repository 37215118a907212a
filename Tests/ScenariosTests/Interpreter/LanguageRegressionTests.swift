import Testing

@testable import Scenarios

/// Regression tests for the bugs issue 10 met while running tutorial code as written
/// ("Bugs met on the way"). Each failed before its fix; traces from FIDELITY.md (A1.3, A2.3,
/// A5, B3) and the lint list of DESIGN.md section 3.
@Suite struct LanguageRegressionTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/language-regression.md.
  /// The canonical add of `child` (A1.3, A5, B3) without the trailing newline of the trace.
  private let addedChild = """
    manual  self.addChild(child)
    auto      child.willMove(toParent: self)
    manual  child.view
    auto      child.loadView()
    auto      child.viewDidLoad()
    manual  self.view.addSubview(child.view)
    auto      child.viewWillAppear(false)
    manual  child.didMove(toParent: self)
    """

  @Test func letAssignedTwiceIsStillAnError() {
    let outcome = runScenario(
      """
      let child: UIViewController
      child = FirstViewController()
      child = SecondViewController()
      """, .swift)
    #expect(
      problems(outcome).map { "\($0.line):\($0.column) \($0.id)" } == [
        "3:1 scenario.assign-to-constant"
      ])
  }

  @Test(arguments: [
    (
      "UIViewControler *child = [UIViewController new];\n[self addChildViewController:child];",
      ScenarioLanguage.objc, "1:1 scenario.unknown-type"
    ),
    (
      "NSString *child = [UIViewController new];\n[self addChildViewController:child];",
      .objc, "1:19 scenario.type-mismatch"
    ),
    (
      "let child: UIViewControler = UIViewController()\naddChild(child)", .swift,
      "1:12 scenario.unknown-type"
    ),
    (
      "let label: UILabel = FirstViewController()\nprint(label)", .swift,
      "1:22 scenario.type-mismatch"
    ),
  ])
  func declaredTypesAreCheckedBeforeRunning(
    _ source: String, _ language: ScenarioLanguage, _ expected: String
  ) {
    let outcome = runScenario(source, language)
    #expect(problems(outcome).map { "\($0.line):\($0.column) \($0.id)" } == [expected])
    #expect(outcome.events.isEmpty)
  }

  @Test func unknownTypeSuggestsTheRealOne() {
    let outcome = runScenario("let child: UIViewControler = UIViewController()", .swift)
    #expect(outcome.diagnostics.first?.hint == "did you mean `UIViewController`?")
  }

}
