import Testing

@testable import Containment

/// FIDELITY A1: addChild(_:). Expectations written by hand from docs/FIDELITY.md and core-spec.md.
@MainActor
@Suite struct AddChildTests {
  @Test("A1.3 A3.4 canonical add: willMove auto, viewWillAppear now, viewDidAppear after the turn")
  func canonicalAdd() throws {
    let sim = try makeSimulation()
    var child: UIViewController?
    sim.perform {
      let root = showRootNamedSelf(sim)
      let made = controller(sim, "child")
      root.addChild(made)
      root.view.addSubview(made.view)
      made.didMove(toParent: root)
      child = made
    }
    sim.finish()
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
      manual  child.didMove(toParent: self)
      turn
      auto      child.viewDidAppear(false)

      """)
    #expect(child?.parent != nil)
    #expect(sim.isTerminated == false)
  }

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

  @Test("A1.1 A1.2 re-parenting: removal from the old parent (auto didMove(nil)) comes first")
  func reparenting() throws {
    let sim = try makeSimulation()
    var oldChildren: [UIViewController] = []
    var newChildren: [UIViewController] = []
    var childIsInNew = false
    sim.perform {
      let old = controller(sim, "old")
      let new = controller(sim, "new")
      let child = controller(sim, "child")
      old.addChild(child)
      child.didMove(toParent: old)
      new.addChild(child)
      child.didMove(toParent: new)
      oldChildren = old.children
      newChildren = new.children
      childIsInNew = child.parent === new
    }
    sim.finish()
    #expect(oldChildren.isEmpty)
    #expect(newChildren.count == 1)
    #expect(childIsInNew)
    // The removal is UIKit's own (A1.1), not a removeFromParent the container called, so the
    // missing-will-move lint (the container's duty, A2.2) does not apply.
    expectTrace(
      sim,
      """
      manual  old.addChild(child)
      auto      child.willMove(toParent: old)
      manual  child.didMove(toParent: old)
      manual  new.addChild(child)
      auto      child.removeFromParent()
      auto        child.didMove(toParent: nil)
      auto      child.willMove(toParent: new)
      manual  child.didMove(toParent: new)

      """)
  }

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

  @Test("A1.6 children lists the added controllers in order; parent points back")
  func childrenInOrder() throws {
    let sim = try makeSimulation()
    var names: [Bool] = []
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      #expect(root.children.isEmpty)
      root.addChild(first)
      root.addChild(second)
      first.didMove(toParent: root)
      second.didMove(toParent: root)
      names = [
        root.children.count == 2, root.children.first === first, root.children.last === second,
        first.parent === root, second.parent === root, root.parent == nil,
      ]
    }
    sim.finish()
    #expect(names == [true, true, true, true, true, true])
    expectTrace(
      sim,
      """
      manual  self.addChild(first)
      auto      first.willMove(toParent: self)
      manual  self.addChild(second)
      auto      second.willMove(toParent: self)
      manual  first.didMove(toParent: self)
      manual  second.didMove(toParent: self)

      """)
  }
}
