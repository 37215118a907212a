import Testing

@testable import Containment

/// The [I] switches about window-driven appearance and forwarding (B3, B7, B8, B17, B18,
/// B19): one scenario under the default and under the alternative. Written by hand.
@MainActor
@Suite struct AppearanceSwitchTests {
  nonisolated static let addStart = """
    manual  self.addChild(child)
    auto      child.willMove(toParent: self)
    manual  child.view
    auto      child.loadView()
    auto      child.viewDidLoad()
    manual  self.view.addSubview(child.view)

    """

  @Test("B3 viewDidAppear of an added child: at the end of the turn (default) or immediately")
  func addedViewDidAppear() throws {
    expectTrace(
      try ViewLoadingTests.canonicalAdd(),
      Self.addStart + """
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)

        """)
    expectTrace(
      try ViewLoadingTests.canonicalAdd(["B3:immediate"]),
      Self.addStart + """
        auto      child.viewWillAppear(false)
        auto      child.viewDidAppear(false)
        manual  child.didMove(toParent: self)

        """)
  }

  @Test("B7 viewDidDisappear of a removed view: inside removeFromSuperview (default) or deferred")
  func removedViewDidDisappear() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let root = showRootNamedSelf(sim)
        let child = controller(sim, "child")
        embed(child, in: root)
        sim.drain()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      sim.finish()
      return sim
    }
    let start =
      Self.addStart + """
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)
        manual  child.willMove(toParent: nil)
        manual  child.view.removeFromSuperview()
        auto      child.viewWillDisappear(false)

        """
    expectTrace(
      try run([]),
      start + """
        auto      child.viewDidDisappear(false)
        manual  child.removeFromParent()
        auto      child.didMove(toParent: nil)

        """)
    expectTrace(
      try run(["B7:end-of-turn"]),
      start + """
        manual  child.removeFromParent()
        auto      child.didMove(toParent: nil)
        turn
        auto      child.viewDidDisappear(false)

        """)
  }

  @Test("B8 forwarding order: parent first (default) or children first, for will and did")
  func forwardingOrder() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let parent = controller(sim, "parent")
        let child = controller(sim, "child")
        embed(child, in: parent)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
      }
      sim.finish()
      return sim
    }
    let start = """
      manual  parent.addChild(child)
      auto      child.willMove(toParent: parent)
      manual  parent.view
      auto      parent.loadView()
      auto      parent.viewDidLoad()
      manual  child.view
      auto      child.loadView()
      auto      child.viewDidLoad()
      manual  parent.view.addSubview(child.view)
      manual  child.didMove(toParent: parent)

      """
    expectTrace(
      try run([]),
      start + """
        manual  parent.beginAppearanceTransition(true, animated: false)
        auto      parent.viewWillAppear(false)
        auto      child.viewWillAppear(false)
        manual  parent.endAppearanceTransition()
        auto      parent.viewDidAppear(false)
        auto      child.viewDidAppear(false)

        """)
    expectTrace(
      try run(["B8:children-first"]),
      start + """
        manual  parent.beginAppearanceTransition(true, animated: false)
        auto      child.viewWillAppear(false)
        auto      parent.viewWillAppear(false)
        manual  parent.endAppearanceTransition()
        auto      child.viewDidAppear(false)
        auto      parent.viewDidAppear(false)

        """)
  }

  @Test("B17 a parentless controller's view entering the window: nothing (default) or will only")
  func parentlessAppearance() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let root = showRootNamedSelf(sim)
        root.view.addSubview(controller(sim, "other").view)
      }
      sim.finish()
      return sim
    }
    let start = """
      manual  other.view
      auto      other.loadView()
      auto      other.viewDidLoad()
      manual  self.view.addSubview(other.view)

      """
    expectTrace(try run([]), start + "lint    containment.view-without-parent: …\n")
    // UIKit began that appearance, not the code: no unfinished-transition lint.
    expectTrace(
      try run(["B17:will-appear-only"]),
      start + """
        auto      other.viewWillAppear(false)
        lint    containment.view-without-parent: …

        """)
  }

  @Test("B18 child of a non-forwarding parent: silent (default) or callbacks anyway")
  func nonForwardingParent() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let root = ManualForwardingParent()
        sim.name(root, "self")
        sim.showRoot(root)
        embed(controller(sim, "child"), in: root)
      }
      sim.finish()
      return sim
    }
    expectTrace(try run([]), Self.addStart + "manual  child.didMove(toParent: self)\n")
    expectTrace(
      try run(["B18:forward-anyway"]),
      Self.addStart + """
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)

        """)
  }

  @Test("B19 viewIsAppearing before the child's layout (default) or after it")
  func viewIsAppearingSlot() throws {
    let start =
      Self.addStart + """
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      self.viewWillLayoutSubviews()
        auto      self.viewDidLayoutSubviews()

        """
    let standard = try ViewLoadingTests.canonicalAdd()
    expectTrace(standard, ViewLoadingTests.canonicalAddTrace)
    expectTrace(
      standard,
      start + """
        auto      child.viewIsAppearing(false)
        auto      child.viewWillLayoutSubviews()
        auto      child.viewDidLayoutSubviews()
        auto      child.viewDidAppear(false)

        """, showLayout: true)
    let after = try ViewLoadingTests.canonicalAdd(["B19:after-layout"])
    expectTrace(after, ViewLoadingTests.canonicalAddTrace)
    expectTrace(
      after,
      start + """
        auto      child.viewWillLayoutSubviews()
        auto      child.viewDidLayoutSubviews()
        auto      child.viewIsAppearing(false)
        auto      child.viewDidAppear(false)

        """, showLayout: true)
  }
}
