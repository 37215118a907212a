import Testing

@testable import Containment

/// Trace conventions of core-spec.md that are not FIDELITY items: names, the Objective-C
/// spelling, nesting of closures, and the step budget that stops a scenario that never ends.
@MainActor
@Suite struct TraceConventionTests {
  // The Objective-C spelling (the canonical add, the Listing 5-3 swap) and the clock of
  // UIView.animate are Markdown trace fixtures: Tests/Fixtures/Traces/containment/02-add-child-objc.md
  // and Tests/Fixtures/Traces/containment-model/trace-conventions.md.

  @Test("two objects never share a name: the second vc is vc#2, its root view vc#2.view")
  func duplicateNames() throws {
    let sim = try makeSimulation()
    sim.perform {
      let outer = controller(sim, "vc")
      let inner = controller(sim, "vc")
      embed(inner, in: outer)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  vc.addChild(vc#2)
      auto      vc#2.willMove(toParent: vc)
      manual  vc.view
      auto      vc.loadView()
      auto      vc.viewDidLoad()
      manual  vc#2.view
      auto      vc#2.loadView()
      auto      vc#2.viewDidLoad()
      manual  vc.view.addSubview(vc#2.view)
      manual  vc#2.didMove(toParent: vc)

      """)
  }

  @Test("the step budget stops an animation that restarts itself forever")
  func stepBudget() throws {
    let sim = try makeSimulation(stepBudget: 500)
    sim.perform {
      func spin() {
        UIView.animate(withDuration: 0.1, animations: {}, completion: { _ in spin() })
      }
      spin()
    }
    sim.finish()
    let last = sim.events.last
    var stoppedByBudget = false
    if case .lint(let id, _)? = last?.action { stoppedByBudget = id == "scenario.step-budget" }
    #expect(sim.isTerminated || stoppedByBudget)
    #expect(sim.events.count < 2_000)
  }
}
