import Testing

@testable import Containment

/// The [I] switches of addChild/removeFromParent and the moving flags (B4, B5, B6): one
/// scenario under the default and under the alternative. Written by hand.
@MainActor
@Suite struct ContainmentSwitchTests {
  @Test("A1.7 B4 addChild of a current child: keep position (default) or remove and append")
  func reAddToSameParent() throws {
    func run(_ settings: [String]) throws -> (UIKitSimulation, [String]) {
      let sim = try makeSimulation(settings)
      var order: [String] = []
      sim.perform {
        let root = showRootNamedSelf(sim)
        let first = controller(sim, "a")
        let second = controller(sim, "b")
        root.addChild(first)
        root.addChild(second)
        root.addChild(first)
        first.didMove(toParent: root)
        second.didMove(toParent: root)
        order = root.children.map { $0 === first ? "a" : $0 === second ? "b" : "?" }
      }
      sim.finish()
      return (sim, order)
    }
    let start = """
      manual  self.addChild(a)
      auto      a.willMove(toParent: self)
      manual  self.addChild(b)
      auto      b.willMove(toParent: self)
      manual  self.addChild(a)

      """
    // Adding a current child again is the articles' mistake the added-twice lint names.
    let end = """
      manual  a.didMove(toParent: self)
      manual  b.didMove(toParent: self)
      lint    containment.added-twice: <UIViewController: a> is already a child of <UIViewController: self>: this addChild sends it willMove(toParent:) again; add it once

      """
    let (standard, standardOrder) = try run([])
    #expect(standardOrder == ["a", "b"])
    expectTrace(standard, start + "auto      a.willMove(toParent: self)\n" + end)
    let (moved, movedOrder) = try run(["B4:remove-and-append"])
    #expect(movedOrder == ["b", "a"])
    // The removal is UIKit's own, not the container's: no missing-will-move lint.
    expectTrace(
      moved,
      start + """
        auto      a.removeFromParent()
        auto        a.didMove(toParent: nil)
        auto      a.willMove(toParent: self)

        """ + end)
  }

  @Test("A2.5 B5 removeFromParent without a parent: ignored (default) or raises")
  func removeWithoutParent() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let lonely = controller(sim, "lonely")
        lonely.removeFromParent()
        lonely.loadViewIfNeeded()
      }
      sim.finish()
      return sim
    }
    let ignored = try run([])
    #expect(ignored.isTerminated == false)
    expectTrace(
      ignored,
      """
      manual  lonely.removeFromParent()
      manual  lonely.loadViewIfNeeded()
      auto      lonely.loadView()
      auto      lonely.viewDidLoad()
      lint    containment.remove-without-parent: removeFromParent() of <UIViewController: lonely>, which has no parent, does nothing

      """)
    let raised = try run(["B5:raise"])
    #expect(raised.isTerminated)
    expectTrace(
      raised,
      """
      manual  lonely.removeFromParent()
      raise     NSInternalInconsistencyException: …

      """)
  }

  @Test("B6 moving flags: only during an appearance transition (default) or will…didMove")
  func movingFlags() throws {
    func run(_ settings: [String]) throws -> (UIKitSimulation, [String]) {
      let sim = try makeSimulation(settings)
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
      return (sim, seen)
    }
    let trace = """
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

      """
    let later = ["willAppear true", "didAppear false", "willDisappear true", "didDisappear true"]
    let (standard, standardSeen) = try run([])
    expectTrace(standard, trace)
    #expect(standardSeen == ["didLoad false"] + later)
    // viewDidLoad runs between willMove(toParent: self) and didMove, outside any appearance
    // transition: only there do the two choices differ.
    let (between, betweenSeen) = try run(["B6:between-will-and-did-move"])
    expectTrace(between, trace)
    #expect(betweenSeen == ["didLoad true"] + later)
  }
}
