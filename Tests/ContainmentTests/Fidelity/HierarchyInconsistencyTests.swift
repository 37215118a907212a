import Testing

@testable import Containment

/// FIDELITY A8 (with A1.5 and S9, S23): a child's view put under a controller that is not its
/// parent raises UIViewControllerHierarchyInconsistency, and an exception ends the scenario.
@MainActor
@Suite struct HierarchyInconsistencyTests {
  @Test("A8 S23 addSubview of a child's view into another controller's view: actual parent")
  func actualParentInconsistency() throws {
    let sim = try makeSimulation()
    var placed = true
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "x")
      let other = controller(sim, "q")
      root.addChild(child)
      other.view.addSubview(child.view)
      placed = child.viewIfLoaded?.superview != nil
      child.didMove(toParent: root)  // after the exception: never recorded
    }
    sim.finish()
    #expect(sim.isTerminated)
    #expect(placed == false)
    expectTrace(
      sim,
      """
      manual  self.addChild(x)
      auto      x.willMove(toParent: self)
      manual  q.view
      auto      q.loadView()
      auto      q.viewDidLoad()
      manual  x.view
      auto      x.loadView()
      auto      x.viewDidLoad()
      manual  q.view.addSubview(x.view)
      raise     UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: x> \
      should have parent view controller:<UIViewController: q> but actual parent \
      is:<UIViewController: self>

      """)
  }

  @Test("A8 an exception ends the scenario: nothing after it, no deferred work, no lints")
  func exceptionEndsScenario() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      let stranger = controller(sim, "stranger")
      root.addChild(child)
      root.view.addSubview(child.view)
      root.transition(
        from: stranger, to: child, duration: 0, options: [], animations: {}, completion: nil)
      child.didMove(toParent: root)
      UIView.animate(withDuration: 0.2, animations: {})
    }
    sim.finish()
    sim.drain()
    #expect(sim.isTerminated)
    // The deferred viewDidAppear never comes, and the missing didMove is not linted.
    expectTrace(
      sim,
      """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.view
      auto      child.loadView()
      auto      child.viewDidLoad()
      manual  self.view.addSubview(child.view)
      auto      child.viewWillAppear(false)
      manual  self.transition(from: stranger, to: child, duration: 0, options: [])
      raise     NSInvalidArgumentException: Children view controllers <UIViewController: stranger> \
      and <UIViewController: child> must have a common parent view controller when calling \
      -[UIViewController transitionFromViewController:toViewController:duration:options:\
      animations:completion:]

      """)
  }
}
