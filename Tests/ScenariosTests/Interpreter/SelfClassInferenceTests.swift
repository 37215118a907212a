import Testing

@testable import Scenarios

/// A block that is only a view controller class, as copied from an app, runs that class as
/// `self` (SelfClassInference): the default empty `ParentViewController` would run none of
/// the code. Traces from FIDELITY.md A1.3, A2.3, A5 and B3.
@Suite struct SelfClassInferenceTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/self-class-inference.md.
  private let container = """
    class ContainerViewController: UIViewController {
      let child = UIViewController()
      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      func hide() { child.view.isHidden = true }
    }
    """

  /// Code of `self` (a method, a property, a statement) keeps the default, and `self=` wins.
  @Test func codeOfSelfOrSelfAttributeKeepsTheirClass() {
    // With a method of self: the fixture's code-of-self-keeps-the-default-class.
    let named = runScenario(container, .swift, ["self=Other"])
    #expect(named.traceText == plainRootPrelude)
  }

  /// A Swift class without a superclass is a model object, not a candidate.
  @Test func aPlainSwiftClassIsNotAController() {
    let outcome = runScenario("class Animal { var name = \"cat\" }\n" + container, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("manual      self.addChild(child)"))
  }

  @Test func severalClassesWithoutSelfAreAskedAbout() {
    let outcome = runScenario(
      "class Menu: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n"
        + "    print(\"menu\")\n  }\n}\n" + container, .swift)
    #expect(outcome.events.isEmpty)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id) \($0.message)" } == [
        "1:1 scenario.ambiguous-self the block declares the view controller classes `Menu`, "
          + "`ContainerViewController` and no code of `self`: which one is the container?"
      ])
    #expect(
      outcome.diagnostics.first?.hint
        == "name it with `self=ContainerViewController` in the fence's info string "
        + "(`--self ContainerViewController` for `lessons run`); it runs as the window's root")
  }
}
