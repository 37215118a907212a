import Testing

@testable import Containment

/// UITabBarController (docs/FIDELITY.md A15, B27, B42). Expected traces from the tab
/// switching log (S59) and the documented selection rules (S48), written before running.
@MainActor
@Suite struct TabBarControllerTests {
  /// `tabs` with tabs `a` and `b`, made the window's root and shown; `self` was the root.
  static func tabsShown(_ sim: UIKitSimulation, _ settings: [String] = [])
    -> (UITabBarController, UIViewController, UIViewController)
  {
    sim.perform {
      _ = showRootNamedSelf(sim)
      let tabs = UITabBarController()
      sim.name(tabs, "tabs")
      let a = controller(sim, "a")
      let b = controller(sim, "b")
      tabs.viewControllers = [a, b]
      sim.window.rootViewController = tabs
      return (tabs, a, b)
    }
  }

  @Test("A15.1 A15.2 A15.3 B42 the tabs are children; the first is selected")
  func settingTabs() throws {
    let sim = try makeSimulation()
    sim.perform {
      let tabs = UITabBarController()
      sim.name(tabs, "tabs")
      #expect(tabs.viewControllers == nil)
      let a = controller(sim, "a")
      let b = controller(sim, "b")
      tabs.viewControllers = [a, b]
      #expect(tabs.children.map(sim.traceName(of:)) == ["a", "b"])
      #expect(b.parent === tabs)
      #expect(tabs.selectedIndex == 0)
      #expect(tabs.selectedViewController === a)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  tabs.setViewControllers([a, b], animated: false)
      auto      a.willMove(toParent: tabs)
      auto      a.didMove(toParent: tabs)
      auto      b.willMove(toParent: tabs)
      auto      b.didMove(toParent: tabs)

      """)
  }

  @Test("B42 silent: the tabs become children without willMove/didMove")
  func silentTabs() throws {
    let sim = try makeSimulation(["B42:silent"])
    sim.perform {
      let tabs = UITabBarController()
      sim.name(tabs, "tabs")
      let a = controller(sim, "a")
      tabs.viewControllers = [a]
      #expect(a.parent === tabs)
    }
    sim.finish()
    expectTrace(sim, "manual  tabs.setViewControllers([a], animated: false)\n")
  }

  @Test("A15.4 B8 only the selected tab loads and appears with the tab bar controller")
  func firstAppearance() throws {
    let sim = try makeSimulation()
    let (_, _, b) = Self.tabsShown(sim)
    sim.finish()
    #expect(!b.isViewLoaded)
    #expect(
      sim.traceText().hasSuffix(
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
        turn
        auto      tabs.viewDidAppear(false)
        auto      a.viewDidAppear(false)

        """))
  }

  @Test("A15.5 B27 a switch: new will, old will, then at ⟂ old did, new did")
  func switchTabs() throws {
    let sim = try makeSimulation()
    let (tabs, a, _) = Self.tabsShown(sim)
    sim.perform {
      sim.drain()
      sim.events.removeAll()
      tabs.selectedIndex = 1
      sim.drain()
      tabs.selectedViewController = a
      #expect(tabs.selectedIndex == 0)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  tabs.selectedIndex = 1
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      b.viewWillAppear(false)
      auto      a.viewWillDisappear(false)
      turn
      auto      a.viewDidDisappear(false)
      auto      b.viewDidAppear(false)
      manual  tabs.selectedViewController = a
      auto      a.viewWillAppear(false)
      auto      b.viewWillDisappear(false)
      turn
      auto      b.viewDidDisappear(false)
      auto      a.viewDidAppear(false)

      """)
  }

  @Test("B27 immediate: all four callbacks inside the setter")
  func switchImmediate() throws {
    let sim = try makeSimulation(["B27:immediate"])
    let (tabs, _, _) = Self.tabsShown(sim)
    sim.perform {
      sim.drain()
      sim.events.removeAll()
      tabs.selectedIndex = 1
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  tabs.selectedIndex = 1
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      b.viewWillAppear(false)
      auto      a.viewWillDisappear(false)
      auto      a.viewDidDisappear(false)
      auto      b.viewDidAppear(false)

      """)
  }

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
