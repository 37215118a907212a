import Testing

@testable import Containment

/// FIDELITY A1: addChild(_:). Expectations written by hand from docs/FIDELITY.md and core-spec.md.
@MainActor
@Suite struct AddChildTests {
  // The canonical add (A1.3, A3.4) is a Markdown trace fixture:
  // Tests/Fixtures/Traces/containment/01-add-child.md (and 02, in Objective-C).

  @Test("A1.3 addChild sends willMove(toParent:) itself, never didMove")
  func addChildSendsOnlyWillMove() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      root.addChild(controller(sim, "child"))
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      lint    containment.missing-did-move: …

      """)
  }

  @Test("A1.4 parent is already set when willMove(toParent:) runs inside addChild")
  func parentSetBeforeWillMove() throws {
    let sim = try makeSimulation()
    var seen: [String] = []
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = ParentRecorder()
      sim.name(child, "child")
      root.addChild(child)
      child.didMove(toParent: root)
      child.willMove(toParent: nil)
      child.removeFromParent()
      seen = child.seen
    }
    sim.finish()
    #expect(
      seen == [
        "willMove(parent) parentAlreadySet=true", "didMove(parent)",
        "willMove(nil) parentStillSet=true", "didMove(nil) parent=nil",
      ])
    expectTrace(
      sim,
      """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.didMove(toParent: self)
      manual  child.willMove(toParent: nil)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)

      """)
  }

  // Re-parenting (A1.1, A1.2): Tests/Fixtures/Traces/containment/04-reparenting.md.

  @Test("A1.5 A8 addChild while the view sits in another controller's hierarchy raises")
  func requestedParentInconsistency() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "x")
      let other = controller(sim, "q")
      embed(child, in: root)
      other.addChild(child)
      child.didMove(toParent: other)  // after the exception: never recorded
    }
    sim.finish()
    #expect(sim.isTerminated)
    expectTrace(
      sim,
      """
      manual  self.addChild(x)
      auto      x.willMove(toParent: self)
      manual  x.view
      auto      x.loadView()
      auto      x.viewDidLoad()
      manual  self.view.addSubview(x.view)
      auto      x.viewWillAppear(false)
      manual  x.didMove(toParent: self)
      manual  q.addChild(x)
      raise     UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: x> \
      should have parent view controller:<UIViewController: self> but requested parent \
      is:<UIViewController: q>

      """)
  }

  @Test("A1.5 removing the view first avoids the requested-parent exception (S22)")
  func removingViewFirstAvoidsInconsistency() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "x")
      let other = controller(sim, "q")
      embed(child, in: root)
      sim.drain()
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      other.addChild(child)
      child.didMove(toParent: other)
    }
    sim.finish()
    #expect(sim.isTerminated == false)
    expectTrace(
      sim,
      """
      manual  self.addChild(x)
      auto      x.willMove(toParent: self)
      manual  x.view
      auto      x.loadView()
      auto      x.viewDidLoad()
      manual  self.view.addSubview(x.view)
      auto      x.viewWillAppear(false)
      manual  x.didMove(toParent: self)
      turn
      auto      x.viewDidAppear(false)
      manual  x.willMove(toParent: nil)
      manual  x.view.removeFromSuperview()
      auto      x.viewWillDisappear(false)
      auto      x.viewDidDisappear(false)
      manual  x.removeFromParent()
      auto      x.didMove(toParent: nil)
      manual  q.addChild(x)
      auto      x.willMove(toParent: q)
      manual  x.didMove(toParent: q)

      """)
  }

  // Children in order (A1.7): Tests/Fixtures/Traces/containment/05-children-in-order.md.
}
