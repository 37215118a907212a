import Testing

@testable import Containment

/// The [I] choices of the navigation model, each under its default and its alternative
/// (docs/FIDELITY.md B21, B22, B23, B26, B39, B40). The traced ones are a Markdown trace
/// fixture: Tests/Fixtures/Traces/containment-model/navigation-switches.md. What stays here has
/// no trace to show: a return value, and an initializer that records nothing.
@MainActor
@Suite struct NavigationSwitchTests {
  @Test("B26 popToRoot with nothing to pop returns nil (default) or an empty array")
  func popToRootAtRoot() throws {
    for (settings, expected) in [([], nil), (["B26:empty"], 0)] as [([String], Int?)] {
      let sim = try makeSimulation(settings)
      let (nav, _, _) = NavigationControllerTests.navShowingA(sim)
      let result = sim.perform { nav.popToRootViewController(animated: true) }
      #expect(result?.count == expected)
    }
  }

  @Test("B40 silent: the initializer sends the root neither willMove nor didMove")
  func silentInitializer() throws {
    let sim = try makeSimulation(["B40:silent"])
    sim.perform {
      let a = controller(sim, "a")
      let nav = UINavigationController(rootViewController: a)
      #expect(a.parent === nav)
      sim.name(nav, "nav")
    }
    sim.finish()
    #expect(sim.traceText() == "")
  }
}
