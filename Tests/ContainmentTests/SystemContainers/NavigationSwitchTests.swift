import Testing

@testable import Containment

/// The [I] choices of the navigation model, each under its default and its alternative
/// (docs/FIDELITY.md B21, B22, B23, B26, B39, B40).
@MainActor
@Suite struct NavigationSwitchTests {
  func pushB(_ settings: [String], animated: Bool = false) throws -> UIKitSimulation {
    let sim = try makeSimulation(settings)
    let (nav, _, b) = NavigationControllerTests.navShowingA(sim)
    sim.perform { nav.pushViewController(b, animated: animated) }
    sim.finish()
    return sim
  }

  static let pushCall = """
    manual  nav.pushViewController(b, animated: false)
    auto      b.willMove(toParent: nav)

    """

  static let pushCallbacks = """
    auto      a.viewWillDisappear(false)
    auto      b.viewWillAppear(false)
    auto      a.viewDidDisappear(false)
    auto      b.viewDidAppear(false)

    """

  static let loadB = """
    auto      b.loadView()
    auto      b.viewDidLoad()

    """

  static let didMoveB = "auto      b.didMove(toParent: nav)\n"

  @Test("B21 the pushed view loads at the transition's start (default) or inside the call")
  func pushedViewLoading() throws {
    expectTrace(
      try pushB([]),
      Self.pushCall + "turn\n" + Self.loadB + Self.pushCallbacks + Self.didMoveB)
    expectTrace(
      try pushB(["B21:in-call"]),
      Self.pushCall + Self.loadB + "turn\n" + Self.pushCallbacks + Self.didMoveB)
  }

  @Test("B22 the transition starts at the end of the turn (default) or inside the call")
  func transitionStart() throws {
    let inCall = """
      manual  nav.pushViewController(b, animated: false)
      auto      b.willMove(toParent: nav)
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      a.viewWillDisappear(false)
      auto      b.viewWillAppear(false)
      auto      a.viewDidDisappear(false)
      auto      b.viewDidAppear(false)
      auto      b.didMove(toParent: nav)

      """
    expectTrace(try pushB(["B22:immediate"]), inCall)
    #expect(try pushB([]).traceText() != inCall)
  }

  @Test("B23 didMove after the did-callbacks (default) or before them")
  func didMoveSlot() throws {
    expectTrace(
      try pushB(["B23:before-appearance"]),
      Self.pushCall + "turn\n" + Self.loadB + """
        auto      a.viewWillDisappear(false)
        auto      b.viewWillAppear(false)
        auto      b.didMove(toParent: nav)
        auto      a.viewDidDisappear(false)
        auto      b.viewDidAppear(false)

        """)
  }

  @Test("B26 popToRoot with nothing to pop returns nil (default) or an empty array")
  func popToRootAtRoot() throws {
    for (settings, expected) in [([], nil), (["B26:empty"], 0)] as [([String], Int?)] {
      let sim = try makeSimulation(settings)
      let (nav, _, _) = NavigationControllerTests.navShowingA(sim)
      let result = sim.perform { nav.popToRootViewController(animated: true) }
      #expect(result?.count == expected)
    }
  }

  @Test("B39 off screen: didMove at the end of the turn (default) or inside the call")
  func offscreen() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let nav = UINavigationController(rootViewController: controller(sim, "a"))
        sim.name(nav, "nav")
        nav.pushViewController(controller(sim, "b"), animated: true)
      }
      sim.finish()
      return sim
    }
    expectTrace(
      try run(["B39:immediate"]),
      """
      auto    a.willMove(toParent: nav)
      manual  nav.pushViewController(b, animated: true)
      auto      b.willMove(toParent: nav)
      auto      b.didMove(toParent: nav)

      """)
  }

  @Test("B40 the root's didMove after its first viewDidAppear (default), in the init, or none")
  func initializer() throws {
    func run(_ settings: [String], show: Bool) throws -> String {
      let sim = try makeSimulation(settings)
      sim.perform {
        let a = controller(sim, "a")
        let nav = UINavigationController(rootViewController: a)
        #expect(a.parent === nav)
        sim.name(nav, "nav")
        if show { sim.showRoot(nav, traced: true) }
      }
      sim.finish()
      return sim.traceText()
    }
    let willMove = "auto    a.willMove(toParent: nav)\n"
    #expect(try run([], show: false) == willMove)
    #expect(
      try run(["B40:in-initializer"], show: false) == willMove
        + "auto    a.didMove(toParent: nav)\n")
    #expect(try run(["B40:silent"], show: false) == "")
    #expect(
      try run([], show: true).hasSuffix(
        "auto      a.viewDidAppear(false)\nauto      a.didMove(toParent: nav)\n"))
  }

}
