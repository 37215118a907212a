import Testing

@testable import Containment

/// Cases found while writing lessons against the core, each pinned to the fact it follows.
@MainActor
@Suite struct IntegrationFindingsTests {
  /// A8 (S23): the "should have parent" is the controller owning the new superview, `(null)`
  /// when no controller owns it (here the window itself); the "actual parent" is the child's.
  @Test("A8 S23 a child's view put straight into the window: should have parent (null)")
  func actualParentNull() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "x")
      root.addChild(child)
      _ = child.view
      sim.events.removeAll()
      sim.window.addSubview(child.view)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  window.addSubview(x.view)
      raise     UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: x> \
      should have parent view controller:(null) but actual parent is:<UIViewController: self>

      """)
  }

  /// A5.2 [D], B19: viewIsAppearing comes before viewDidAppear, also when a container that
  /// forwards by hand ends the appearance before the end-of-turn layout pass.
  @Test("A5.2 B19 manual forwarding: viewIsAppearing still before viewDidAppear")
  func viewIsAppearingBeforeDidAppearWhenForwardedByHand() throws {
    let sim = try makeSimulation()
    sim.perform {
      _ = showRootNamedSelf(sim)
      let card = controller(sim, "card")
      sim.events.removeAll()
      card.beginAppearanceTransition(true, animated: false)
      card.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  card.beginAppearanceTransition(true, animated: false)
      auto      card.loadView()
      auto      card.viewDidLoad()
      auto      card.viewWillAppear(false)
      manual  card.endAppearanceTransition()
      auto      card.viewIsAppearing(false)
      auto      card.viewDidAppear(false)

      """, showLayout: true)
  }

  /// Trace format: a turn whose only work was a hidden layout pass has no line, even when
  /// the code's next call follows it.
  @Test("a turn with only hidden work is not shown before the next call")
  func emptyTurnBeforeNextCall() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let plain = UIView()
      sim.name(plain, "plain")
      root.view.addSubview(plain)
      sim.drain()  // a turn: the layout pass of self, hidden
      root.view.bringSubviewToFront(plain)
    }
    sim.finish()
    #expect(sim.events.contains { $0.kind == .turn })
    expectTrace(
      sim,
      """
      manual  self.view.addSubview(plain)
      manual  self.view.bringSubviewToFront(plain)

      """)
  }
}
