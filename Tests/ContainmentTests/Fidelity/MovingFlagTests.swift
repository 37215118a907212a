import Testing

@testable import Containment

/// FIDELITY A6 with the default choice B6: isMovingToParent / isMovingFromParent as overridden
/// callbacks read them. Written by hand.
@MainActor
@Suite struct MovingFlagTests {
  @Test("A6.2 B6 canonical add and remove: true in the will-callbacks, false after didMove")
  func canonicalAddAndRemove() throws {
    let sim = try makeSimulation()
    var seen: [String] = []
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = FlagRecorder()
      sim.name(child, "child")
      embed(child, in: root)
      sim.drain()
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      seen = child.seen
    }
    sim.finish()
    // didLoad: no appearance transition in progress. didAppear: deferred past didMove.
    // Both disappear callbacks run inside removeFromSuperview, before removeFromParent (B7).
    #expect(
      seen == [
        "didLoad false", "willAppear true", "didAppear false", "willDisappear true",
        "didDisappear true",
      ])
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
      manual  child.view.removeFromSuperview()
      auto      child.viewWillDisappear(false)
      auto      child.viewDidDisappear(false)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)

      """)
  }

  @Test("A6.3 B6 B1 Listing 5-3 swap: both flags true in all four callbacks of the transition")
  func flagsDuringTransition() throws {
    let sim = try makeSimulation()
    var firstSeen: [String] = []
    var secondSeen: [String] = []
    sim.perform {
      let first = FlagRecorder()
      sim.name(first, "first")
      let second = FlagRecorder()
      sim.name(second, "second")
      TransitionTests.swap(sim, duration: 0.5, first: first, second: second)
      sim.drain()
      firstSeen = first.seen
      secondSeen = second.seen
    }
    sim.finish()
    #expect(
      firstSeen == [
        "didLoad false", "willAppear true", "didAppear false", "willDisappear true",
        "didDisappear true",
      ])
    #expect(secondSeen == ["didLoad false", "willAppear true", "didAppear true"])
  }

  @Test("A6.1 parent appearing with an embedded child: the child is not moving")
  func forwardedAppearanceIsNotMoving() throws {
    let sim = try makeSimulation()
    var seen: [String] = []
    sim.perform {
      let parent = controller(sim, "parent")
      let child = FlagRecorder()
      sim.name(child, "child")
      embed(child, in: parent)
      parent.beginAppearanceTransition(true, animated: false)
      parent.endAppearanceTransition()
      parent.beginAppearanceTransition(false, animated: false)
      parent.endAppearanceTransition()
      seen = child.seen
    }
    sim.finish()
    #expect(
      seen == [
        "didLoad false", "willAppear false", "didAppear false", "willDisappear false",
        "didDisappear false",
      ])
  }
}
