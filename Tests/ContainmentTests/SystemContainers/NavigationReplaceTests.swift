import Testing

@testable import Containment

/// `setViewControllers` dropping the top (docs/FIDELITY.md A10.5, B43): the old top leaves
/// without willMove(nil) and didMove(nil) by default (rdar 18002763, S73), as a popped
/// controller does with `uikit=B43:like-pop`. Expected traces written before running.
@MainActor
@Suite struct NavigationReplaceTests {
  static func replace(_ settings: [String]) throws -> String {
    let sim = try makeSimulation(settings)
    let (nav, a, b) = NavigationControllerTests.navShowingA(sim)
    sim.perform {
      nav.viewControllers = [a, b]
      sim.drain()
      sim.events.removeAll()
      let c = controller(sim, "c")
      nav.setViewControllers([c], animated: false)
      sim.drain()
      // Either way the dropped controllers are no longer children once the change ended.
      #expect(b.parent == nil && a.parent == nil)
      #expect(nav.children.count == 1)
    }
    sim.finish()
    return sim.traceText()
  }

  @Test("B43 the dropped top hears no willMove(nil)/didMove(nil) (default), or a pop's calls")
  func droppedTop() throws {
    #expect(
      try Self.replace([]) == """
        manual  nav.setViewControllers([c], animated: false)
        auto      a.willMove(toParent: nil)
        auto      c.willMove(toParent: nav)
        turn
        auto      c.loadView()
        auto      c.viewDidLoad()
        auto      b.viewWillDisappear(false)
        auto      c.viewWillAppear(false)
        auto      b.viewDidDisappear(false)
        auto      c.viewDidAppear(false)
        auto      c.didMove(toParent: nav)
        auto      a.didMove(toParent: nil)

        """)
    #expect(
      try Self.replace(["B43:like-pop"]) == """
        manual  nav.setViewControllers([c], animated: false)
        auto      b.willMove(toParent: nil)
        auto      a.willMove(toParent: nil)
        auto      c.willMove(toParent: nav)
        turn
        auto      c.loadView()
        auto      c.viewDidLoad()
        auto      b.viewWillDisappear(false)
        auto      c.viewWillAppear(false)
        auto      b.viewDidDisappear(false)
        auto      c.viewDidAppear(false)
        auto      c.didMove(toParent: nav)
        auto      b.didMove(toParent: nil)
        auto      a.didMove(toParent: nil)

        """)
  }
}
