import Containment
import Testing

@testable import Scenarios

/// `UINavigationController` in scenarios (docs/FIDELITY.md A10, A11): the bindings of
/// Interpreter+SystemContainers.swift, in both languages. Traces written from the reference
/// push order (A11.1) before running.
@Suite struct SystemContainerScenarioTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/system-containers.md.

  @Test("A8.3 a child's view put into a navigation controller's view: actual parent")
  func actualParentInNavigationController() {
    let outcome = runScenario(
      """
      let nav = UINavigationController(rootViewController: UIViewController())
      addChild(nav)
      view.addSubview(nav.view)
      nav.didMove(toParent: self)
      let badge = UIViewController()
      addChild(badge)
      nav.view.addSubview(badge.view)
      """, .swift)
    #expect(outcome.diagnostics == [])
    let last = outcome.traceText.split(separator: "\n").last.map(String.init) ?? ""
    #expect(
      last == "raise     UIViewControllerHierarchyInconsistency: child view controller:"
        + "<UIViewController: badge> should have parent view controller:"
        + "<UINavigationController: nav> but actual parent is:<ParentViewController: self>")
  }

  @Test("Navigation members on a plain controller are a type mismatch")
  func pushOnPlainController() {
    let outcome = runScenario(
      """
      let a = UIViewController()
      pushViewController(a, animated: true)
      """, .swift)
    #expect(diagnosticSummary(outcome).count == 1)
    #expect(outcome.diagnostics.first?.message.contains("UINavigationController") == true)
  }

  @Test("A15.4 A15.5 B27 B37 tabs from a scenario: lazy loading, then a switch")
  func tabSwitch() {
    let outcome = runScenario(
      """
      let tabs = UITabBarController()
      let a = UIViewController()
      let b = UIViewController()
      tabs.viewControllers = [a, b]
      window.rootViewController = tabs
      tabs.selectedIndex = 1
      print(tabs.selectedViewController == b)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        manual  window.rootViewController = tabs
        auto      self.viewWillDisappear(false)
        auto      self.viewDidDisappear(false)
        auto      tabs.loadView()
        auto      tabs.viewDidLoad()
        auto      a.loadView()
        auto      a.viewDidLoad()
        auto      tabs.viewWillAppear(false)
        auto      a.viewWillAppear(false)
        manual  tabs.selectedIndex = 1
        auto      b.loadView()
        auto      b.viewDidLoad()
        auto      b.viewWillAppear(false)
        auto      a.viewWillDisappear(false)
        print   true
        turn
        auto      tabs.viewDidAppear(false)
        auto      a.viewDidDisappear(false)
        auto      b.viewDidAppear(false)

        """))
  }
}
