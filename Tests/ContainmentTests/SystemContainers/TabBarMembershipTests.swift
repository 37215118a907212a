import Testing

@testable import Containment

/// Tabs joining and leaving (docs/FIDELITY.md A15.6, B42) and the provisional name UIKit's
/// initializers trace under (A10.1). Expected traces written from the reference before running.
@MainActor
@Suite struct TabBarMembershipTests {
  static func replace(_ setting: [String]) throws -> String {
    let sim = try makeSimulation(setting)
    sim.perform {
      let tabs = UITabBarController()
      sim.name(tabs, "tabs")
      let a = controller(sim, "a")
      let b = controller(sim, "b")
      tabs.viewControllers = [a, b]
      sim.events.removeAll()
      tabs.viewControllers = [controller(sim, "c")]
      #expect(a.parent == nil)
      #expect(tabs.children.count == 1)
    }
    sim.finish()
    return sim.traceText()
  }

  @Test("B42 leaving tabs get didMove(nil) only (default), both calls, or nothing")
  func leavingTabs() throws {
    let joining = """
      auto      c.willMove(toParent: tabs)
      auto      c.didMove(toParent: tabs)

      """
    #expect(
      try Self.replace([]) == """
        manual  tabs.setViewControllers([c], animated: false)
        auto      a.didMove(toParent: nil)
        auto      b.didMove(toParent: nil)

        """ + joining)
    #expect(
      try Self.replace(["B42:send"]) == """
        manual  tabs.setViewControllers([c], animated: false)
        auto      a.willMove(toParent: nil)
        auto      a.didMove(toParent: nil)
        auto      b.willMove(toParent: nil)
        auto      b.didMove(toParent: nil)

        """ + joining)
    #expect(
      try Self.replace(["B42:silent"]) == "manual  tabs.setViewControllers([c], animated: false)\n")
  }

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
