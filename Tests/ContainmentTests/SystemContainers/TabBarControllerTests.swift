import Testing

@testable import Containment

/// UITabBarController (docs/FIDELITY.md A15, B27, B42). Expected traces from the tab
/// switching log (S59) and the documented selection rules (S48), written before running.
@MainActor
@Suite struct TabBarControllerTests {
  // The tabs as children, the first appearance and switching (A15.1-A15.5, B8, B27, B42) are
  // a Markdown trace fixture: Tests/Fixtures/Traces/containment-model/tab-bar-controller.md.

  @Test("A15.2 replacing the tabs keeps the selected controller when it stays")
  func replacingKeepsSelection() throws {
    let sim = try makeSimulation()
    sim.perform {
      let tabs = UITabBarController()
      let a = controller(sim, "a")
      let b = controller(sim, "b")
      let c = controller(sim, "c")
      tabs.viewControllers = [a, b]
      tabs.selectedIndex = 1
      tabs.viewControllers = [c, b]
      #expect(tabs.selectedViewController === b)
      #expect(tabs.selectedIndex == 1)
      #expect(a.parent == nil)
      tabs.viewControllers = [c]
      #expect(tabs.selectedViewController === c)
    }
  }
}
