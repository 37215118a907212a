import Testing

@testable import Containment

/// Loads its own view when it is told it will move to a parent: an override whose body makes
/// a call, so the trace nests that call under the callback line.
final class EagerChild: UIViewController {
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    if parent != nil { loadViewIfNeeded() }
  }
}

/// FIDELITY A3: willMove(toParent:) / didMove(toParent:). Expectations written by hand.
@MainActor
@Suite struct MoveCallbackTests {
  @Test("A3.1 the parent argument is the new parent, nil on removal; overrides nest their calls")
  func parentArgumentAndOverrideNesting() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = EagerChild()
      sim.name(child, "child")
      root.addChild(child)
      child.didMove(toParent: root)
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual      child.loadViewIfNeeded()
      auto          child.loadView()
      auto          child.viewDidLoad()
      manual  child.didMove(toParent: self)
      manual  child.willMove(toParent: nil)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)

      """)
  }

  @Test("A3.2 didMove(toParent:) is the container's job: never sent, it is linted")
  func didMoveNeverAutomatic() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      root.addChild(child)
      root.view.addSubview(child.view)
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
      turn
      auto      child.viewDidAppear(false)
      lint    containment.missing-did-move: …

      """)
  }

  @Test("A3.5 with an animated add, viewDidAppear comes before the didMove in the completion")
  func animatedAddPutsDidMoveLast() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      root.addChild(child)
      let childView: UIView = child.view
      UIView.animate(
        withDuration: 0.3,
        animations: { root.view.addSubview(childView) },
        completion: { _ in child.didMove(toParent: root) })
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
      manual  UIView.animate(withDuration: 0.3)
      block     animations()
      manual      self.view.addSubview(child.view)
      auto          child.viewWillAppear(false)
      turn
      auto      child.viewDidAppear(false)
      time    0.3
      block     completion(true)
      manual      child.didMove(toParent: self)

      """)
  }
}
