import Testing

@testable import Containment

/// The UIView calls that put a child's root view into a parent's view.
enum Insertion: String, CaseIterable, Sendable {
  case addSubview, insertAtIndex, insertAbove, insertBelow

  /// Puts `view` into `host`, next to `sibling` where the call needs one.
  @MainActor
  func perform(_ view: UIView, into host: UIView, sibling: UIView) {
    switch self {
    case .addSubview: host.addSubview(view)
    case .insertAtIndex: host.insertSubview(view, at: 0)
    case .insertAbove: host.insertSubview(view, aboveSubview: sibling)
    case .insertBelow: host.insertSubview(view, belowSubview: sibling)
    }
  }

  /// The trace line of the call, as core-spec.md spells UIView calls.
  var traceLine: String {
    switch self {
    case .addSubview: return "self.view.addSubview(child.view)"
    case .insertAtIndex: return "self.view.insertSubview(child.view, at: 0)"
    case .insertAbove: return "self.view.insertSubview(child.view, aboveSubview: holder)"
    case .insertBelow: return "self.view.insertSubview(child.view, belowSubview: holder)"
    }
  }
}

/// FIDELITY A5.3, A5.9-A5.11: appearance driven by a view entering or leaving the window.
/// Written by hand.
@MainActor
@Suite struct WindowPathTests {
  @Test(
    "A5.9 A5.10 B3 every insertion call drives appearance like addSubview",
    arguments: Insertion.allCases)
  func insertionCalls(_ insertion: Insertion) throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let holder = UIView()
      sim.name(holder, "holder")
      root.view.addSubview(holder)
      let child = controller(sim, "child")
      root.addChild(child)
      insertion.perform(child.view, into: root.view, sibling: holder)
      child.didMove(toParent: root)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  self.view.addSubview(holder)
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.view
      auto      child.loadView()
      auto      child.viewDidLoad()
      manual  \(insertion.traceLine)
      auto      child.viewWillAppear(false)
      manual  child.didMove(toParent: self)
      turn
      auto      child.viewDidAppear(false)

      """)
  }

  @Test("A5.3 A5.7 a view removed in the turn it was added: no viewDidAppear ever comes")
  func removedBeforeTheTurnEnds() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      embed(child, in: root)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
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
      manual  child.willMove(toParent: nil)
      manual  child.view.removeFromSuperview()
      auto      child.viewWillDisappear(false)
      auto      child.viewDidDisappear(false)
      manual  child.removeFromParent()
      auto      child.didMove(toParent: nil)

      """)
  }

  @Test("A5.9 moving a child's view inside the same window sends no appearance callbacks")
  func moveWithinWindow() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let holder = UIView()
      sim.name(holder, "holder")
      root.view.addSubview(holder)
      let child = controller(sim, "child")
      embed(child, in: root)
      sim.drain()
      holder.addSubview(child.view)
      root.view.bringSubviewToFront(holder)
      root.view.sendSubviewToBack(holder)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  self.view.addSubview(holder)
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
      manual  holder.addSubview(child.view)
      manual  self.view.bringSubviewToFront(holder)
      manual  self.view.sendSubviewToBack(holder)

      """)
  }

  @Test("A5.11 S32 a view added without addChild stays silent when its host appears")
  func nonChildStaysSilent() throws {
    let sim = try makeSimulation()
    sim.perform {
      let parent = controller(sim, "parent")
      let other = controller(sim, "other")
      parent.view.addSubview(other.view)
      parent.beginAppearanceTransition(true, animated: false)
      parent.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  parent.view
      auto      parent.loadView()
      auto      parent.viewDidLoad()
      manual  other.view
      auto      other.loadView()
      auto      other.viewDidLoad()
      manual  parent.view.addSubview(other.view)
      manual  parent.beginAppearanceTransition(true, animated: false)
      auto      parent.viewWillAppear(false)
      manual  parent.endAppearanceTransition()
      auto      parent.viewDidAppear(false)

      """)
  }
}
