import Testing

@testable import Containment

/// FIDELITY A8 (with A1.5 and S9, S23): a child's view put under a controller that is not its
/// parent raises UIViewControllerHierarchyInconsistency, and an exception ends the scenario.
/// The traces are a Markdown trace fixture:
/// Tests/Fixtures/Traces/containment-model/hierarchy-inconsistency.md.
@MainActor
@Suite struct HierarchyInconsistencyTests {
  @Test("A8 S23 the refused addSubview leaves the child's view where it was (in no superview)")
  func refusedViewIsNotPlaced() throws {
    let sim = try makeSimulation()
    var placed = true
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "x")
      let other = controller(sim, "q")
      root.addChild(child)
      other.view.addSubview(child.view)
      placed = child.viewIfLoaded?.superview != nil
    }
    sim.finish()
    #expect(sim.isTerminated)
    #expect(placed == false)
  }
}
