import Testing

@testable import Containment

/// FIDELITY A5.1, A5.2, A5.6, A5.8-A5.12 with the default choices B3, B7, B8, B17, B18:
/// appearance driven by the window and forwarded to children. Written by hand.
@MainActor
@Suite struct AppearanceForwardingTests {
  @Test("A5.9 A5.10 B8 a container entering/leaving the window forwards to its child, parent first")
  func containerInWindowForwards() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let container = controller(sim, "container")
      let grandchild = controller(sim, "grandchild")
      embed(grandchild, in: container)
      embed(container, in: root)
      sim.drain()
      container.willMove(toParent: nil)
      container.view.removeFromSuperview()
      container.removeFromParent()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  container.addChild(grandchild)
      auto      grandchild.willMove(toParent: container)
      manual  container.view
      auto      container.loadView()
      auto      container.viewDidLoad()
      manual  grandchild.view
      auto      grandchild.loadView()
      auto      grandchild.viewDidLoad()
      manual  container.view.addSubview(grandchild.view)
      manual  grandchild.didMove(toParent: container)
      manual  self.addChild(container)
      auto      container.willMove(toParent: self)
      manual  self.view.addSubview(container.view)
      auto      container.viewWillAppear(false)
      auto      grandchild.viewWillAppear(false)
      manual  container.didMove(toParent: self)
      turn
      auto      container.viewDidAppear(false)
      auto      grandchild.viewDidAppear(false)
      manual  container.willMove(toParent: nil)
      manual  container.view.removeFromSuperview()
      auto      container.viewWillDisappear(false)
      auto      grandchild.viewWillDisappear(false)
      auto      container.viewDidDisappear(false)
      auto      grandchild.viewDidDisappear(false)
      manual  container.removeFromParent()
      auto      container.didMove(toParent: nil)

      """)
  }

  @Test("A5.6 A5.8 B8 begin/end on a parent in no window forwards to its embedded child")
  func beginEndForwardsParentFirst() throws {
    let sim = try makeSimulation()
    sim.perform {
      let parent = controller(sim, "parent")
      let child = controller(sim, "child")
      embed(child, in: parent)
      parent.beginAppearanceTransition(true, animated: true)
      parent.endAppearanceTransition()
      parent.beginAppearanceTransition(false, animated: true)
      parent.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      """
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
      manual  parent.beginAppearanceTransition(true, animated: true)
      auto      parent.viewWillAppear(true)
      auto      child.viewWillAppear(true)
      manual  parent.endAppearanceTransition()
      auto      parent.viewDidAppear(true)
      auto      child.viewDidAppear(true)
      manual  parent.beginAppearanceTransition(false, animated: true)
      auto      parent.viewWillDisappear(true)
      auto      child.viewWillDisappear(true)
      manual  parent.endAppearanceTransition()
      auto      parent.viewDidDisappear(true)
      auto      child.viewDidDisappear(true)

      """)
  }

  @Test("A5.8 B18 a non-forwarding parent: silent addSubview, the container drives begin/end")
  func manualForwarding() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = ManualForwardingParent()
      sim.name(root, "self")
      sim.showRoot(root)
      let child = controller(sim, "child")
      let grandchild = controller(sim, "grandchild")
      embed(grandchild, in: child)
      root.addChild(child)
      child.beginAppearanceTransition(true, animated: false)
      root.view.addSubview(child.view)
      child.endAppearanceTransition()
      child.didMove(toParent: root)
    }
    sim.finish()
    // child forwards automatically, so the begin/end reach its own child too (A5.6).
    expectTrace(
      sim,
      """
      manual  child.addChild(grandchild)
      auto      grandchild.willMove(toParent: child)
      manual  child.view
      auto      child.loadView()
      auto      child.viewDidLoad()
      manual  grandchild.view
      auto      grandchild.loadView()
      auto      grandchild.viewDidLoad()
      manual  child.view.addSubview(grandchild.view)
      manual  grandchild.didMove(toParent: child)
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.beginAppearanceTransition(true, animated: false)
      auto      child.viewWillAppear(false)
      auto      grandchild.viewWillAppear(false)
      manual  self.view.addSubview(child.view)
      manual  child.endAppearanceTransition()
      auto      child.viewDidAppear(false)
      auto      grandchild.viewDidAppear(false)
      manual  child.didMove(toParent: self)

      """)
  }

  @Test("A5.8 a non-forwarding parent's own begin/end reaches only itself")
  func nonForwardingParentKeepsChildrenOut() throws {
    let sim = try makeSimulation()
    sim.perform {
      let parent = ManualForwardingParent()
      sim.name(parent, "parent")
      let child = controller(sim, "child")
      embed(child, in: parent)
      parent.beginAppearanceTransition(true, animated: false)
      parent.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      """
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
      manual  parent.beginAppearanceTransition(true, animated: false)
      auto      parent.viewWillAppear(false)
      manual  parent.endAppearanceTransition()
      auto      parent.viewDidAppear(false)

      """)
  }

  @Test("A5.11 B17 a parentless controller's view in the window gets no callbacks")
  func parentlessViewIsSilent() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let other = controller(sim, "other")
      root.view.addSubview(other.view)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  other.view
      auto      other.loadView()
      auto      other.viewDidLoad()
      manual  self.view.addSubview(other.view)
      lint    containment.view-without-parent: …

      """)
  }

  @Test("A5.2 A5.10 addSubview/removeFromSuperview: will before the move, did after")
  func viewPlacementWindowPath() throws {
    let sim = try makeSimulation()
    var seen: [String] = []
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = SuperviewRecorder()
      sim.name(child, "child")
      embed(child, in: root)
      sim.drain()
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      seen = child.seen
    }
    sim.finish()
    #expect(
      seen == [
        "willAppear inSuperview=false", "didAppear inSuperview=true",
        "willDisappear inSuperview=true", "didDisappear inSuperview=false",
      ])
  }

  static let directCalls: [(String, @MainActor @Sendable (UIViewController) -> Void)] = [
    ("viewWillAppear", { $0.viewWillAppear(false) }),
    ("viewDidAppear", { $0.viewDidAppear(false) }),
    ("viewWillDisappear", { $0.viewWillDisappear(false) }),
    ("viewDidDisappear", { $0.viewDidDisappear(false) }),
  ]

  @Test("A5.12 calling an appearance callback directly logs UIKit's misuse message")
  func directCallsWarn() throws {
    for (name, call) in Self.directCalls {
      let sim = try makeSimulation()
      sim.perform {
        let vc = controller(sim, "vc")
        call(vc)
      }
      sim.finish()
      expectTrace(
        sim,
        """
        manual  vc.\(name)(false)
        warning   Calling -\(name): directly on a view controller is not supported, and may \
        result in out-of-order callbacks and other inconsistent behavior. Use the \
        -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on \
        UIViewController to manually drive appearance callbacks instead. Make a symbolic \
        breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the \
        debugger.…

        """)
    }
  }
}
