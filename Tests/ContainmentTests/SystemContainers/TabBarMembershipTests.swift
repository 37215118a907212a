import Testing

@testable import Containment

/// Tabs joining and leaving (docs/FIDELITY.md A15.6, B42) and the provisional name UIKit's
/// initializers trace under (A10.1). Expected traces written from the reference before running.
@MainActor
@Suite struct TabBarMembershipTests {
  // Tabs leaving (B42) under each choice are a Markdown trace fixture:
  // Tests/Fixtures/Traces/containment-model/tab-membership.md.

  @Test("A15.6 addChild adds a tab; the first is selected and appears; no lint")
  func addChildAddsTab() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let tabs = UITabBarController()
      sim.name(tabs, "tabs")
      let a = controller(sim, "a")
      let b = controller(sim, "b")
      tabs.addChild(a)
      tabs.addChild(b)
      #expect(tabs.viewControllers?.count == 2)
      #expect(tabs.selectedViewController === a)
      embed(tabs, in: root)
    }
    sim.finish()
    #expect(lintIDs(sim).isEmpty)
    #expect(sim.traceText().contains("auto      a.viewWillAppear(false)"))
    #expect(!sim.traceText().contains("b.viewWillAppear"))
  }

  @Test("A10.1 the navigation controller traced in its initializer takes the code's name")
  func provisionalName() throws {
    let sim = try makeSimulation()
    sim.perform {
      let a = controller(sim, "a")
      let nav = UINavigationController(rootViewController: a)
      sim.name(nav, "menu")
      #expect(sim.traceName(of: nav) == "menu")
      sim.name(nav, "other")
      #expect(sim.traceName(of: nav) == "menu")
    }
    sim.finish()
    #expect(sim.traceText() == "auto    a.willMove(toParent: menu)\n")
  }
}
