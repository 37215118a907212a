import Testing

@testable import Containment

/// FIDELITY A2: removeFromParent(). Expectations written by hand from docs/FIDELITY.md and core-spec.md.
@MainActor
@Suite struct RemoveFromParentTests {
  // The canonical remove (A2.2, A2.3, A3.4) is a Markdown trace fixture:
  // Tests/Fixtures/Traces/containment/03-remove-child.md.

  @Test("A2.1 removeFromParent takes the receiver out of children and clears parent")
  func removesFromChildren() throws {
    let sim = try makeSimulation()
    var state: [Bool] = []
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      root.addChild(first)
      first.didMove(toParent: root)
      root.addChild(second)
      second.didMove(toParent: root)
      first.willMove(toParent: nil)
      first.removeFromParent()
      state = [
        root.children.count == 1, root.children.first === second, first.parent == nil,
        second.parent === root,
      ]
    }
    sim.finish()
    #expect(state == [true, true, true, true])
    expectTrace(
      sim,
      """
      manual  self.addChild(first)
      auto      first.willMove(toParent: self)
      manual  first.didMove(toParent: self)
      manual  self.addChild(second)
      auto      second.willMove(toParent: self)
      manual  second.didMove(toParent: self)
      manual  first.willMove(toParent: nil)
      manual  first.removeFromParent()
      auto      first.didMove(toParent: nil)

      """)
  }

  @Test("A2.2 removeFromParent does not send willMove(toParent: nil) itself")
  func noAutomaticWillMoveNil() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      root.addChild(child)
      child.didMove(toParent: root)
      child.removeFromParent()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.didMove(toParent: self)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)
      lint    containment.missing-will-move: …

      """)
  }

  @Test("A2.4 removeFromParent leaves the child's view where it is")
  func viewsUntouched() throws {
    let sim = try makeSimulation()
    var stillInParent = false
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      embed(child, in: root)
      sim.drain()
      child.willMove(toParent: nil)
      child.removeFromParent()
      stillInParent = child.view.superview === root.view
    }
    sim.finish()
    #expect(stillInParent)
    // view-left-behind is the specific case of view-without-parent: one lint for one mistake.
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
      manual  child.willMove(toParent: nil)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)
      lint    containment.view-left-behind: …

      """)
  }

  @Test("A2.5 B5 removeFromParent without a parent does nothing")
  func removeWithoutParent() throws {
    let sim = try makeSimulation()
    sim.perform {
      let lonely = controller(sim, "lonely")
      lonely.removeFromParent()
    }
    sim.finish()
    #expect(sim.isTerminated == false)
    expectTrace(
      sim,
      """
      manual  lonely.removeFromParent()
      lint    containment.remove-without-parent: removeFromParent() of <UIViewController: lonely>, which has no parent, does nothing

      """)
  }
}
