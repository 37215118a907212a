import Testing

@testable import Containment

/// UINavigationController (docs/FIDELITY.md A10, A11, A12, B20-B26, B39, B40). Expected traces
/// are the reference orders of the push/pop logs (S31, S39, S40, S50), written before running.
@MainActor
@Suite struct NavigationControllerTests {
  /// `nav` showing `a` as the window's root, set up untraced; `b` fresh.
  static func navShowingA(_ sim: UIKitSimulation, root: UIViewController? = nil)
    -> (UINavigationController, UIViewController, UIViewController)
  {
    sim.perform {
      let a = root ?? controller(sim, "a")
      if root != nil { sim.name(a, "a") }
      let nav = UINavigationController(rootViewController: a)
      sim.name(nav, "nav")
      sim.showRoot(nav)
      sim.events.removeAll()
      return (nav, a, controller(sim, "b"))
    }
  }

  // The first appearance, pushing and popping (A10.2, A10.4, A10.5, A11.1-A11.4, A12) are
  // Markdown trace fixtures: Tests/Fixtures/Traces/containment-model/navigation-controller.md,
  // navigation-switches.md and navigation-replace.md.

  @Test("A10.1 A10.5 A10.6 A10.7 the initializer puts the root on the stack as a child")
  func initializer() throws {
    let sim = try makeSimulation()
    sim.perform {
      let a = controller(sim, "a")
      let nav = UINavigationController(rootViewController: a)
      #expect(nav.viewControllers.map { $0 === a } == [true])
      #expect(nav.topViewController === a)
      #expect(nav.children.map { $0 === a } == [true])
      #expect(a.parent === nav)
      #expect(a.navigationController === nav)
      #expect(!a.isViewLoaded)
    }
    sim.finish()
    // A10.1: the initializer adds the root as a child; the navigation controller has no
    // name here, so it keeps its class's (B40: no didMove, it never appears).
    #expect(sim.traceText() == "auto    a.willMove(toParent: navigationController)\n")
  }

  @Test("A11.5 B6 isMovingToParent in a push, isMovingFromParent in a pop")
  func movingFlags() throws {
    let sim = try makeSimulation()
    let pushed = sim.perform { FlagRecorder() }
    let (nav, _, _) = Self.navShowingA(sim)
    sim.perform {
      sim.name(pushed, "b")
      nav.pushViewController(pushed, animated: true)
      sim.drain()
      nav.popViewController(animated: true)
    }
    sim.finish()
    #expect(
      pushed.seen == [
        "didLoad false", "willAppear true", "didAppear true", "willDisappear true",
        "didDisappear true",
      ])
  }

  @Test("A11.7 a push during a running push is queued until it ends")
  func queuedPush() throws {
    let sim = try makeSimulation()
    let (nav, _, b) = Self.navShowingA(sim)
    sim.perform {
      let c = controller(sim, "c")
      nav.pushViewController(b, animated: true)
      nav.pushViewController(c, animated: true)
      #expect(nav.viewControllers.map(sim.traceName(of:)) == ["a", "b"])
    }
    sim.finish()
    #expect(nav.viewControllers.map(sim.traceName(of:)) == ["a", "b", "c"])
    expectTrace(
      sim,
      """
      manual  nav.pushViewController(b, animated: true)
      auto      b.willMove(toParent: nav)
      manual  nav.pushViewController(c, animated: true)
      turn
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      a.viewWillDisappear(true)
      auto      b.viewWillAppear(true)
      time    0.35
      auto      a.viewDidDisappear(true)
      auto      b.viewDidAppear(true)
      auto      b.didMove(toParent: nav)
      auto      c.willMove(toParent: nav)
      turn
      auto      c.loadView()
      auto      c.viewDidLoad()
      auto      b.viewWillDisappear(true)
      auto      c.viewWillAppear(true)
      time    0.7
      auto      b.viewDidDisappear(true)
      auto      c.viewDidAppear(true)
      auto      c.didMove(toParent: nav)

      """)
  }

  @Test("B20 A12 pushing a controller already in the stack raises")
  func pushTwice() throws {
    let sim = try makeSimulation()
    let (nav, a, _) = Self.navShowingA(sim)
    sim.perform { nav.pushViewController(a, animated: true) }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  nav.pushViewController(a, animated: true)
      raise     NSInvalidArgumentException: <UINavigationController: nav> is pushing the same view controller instance (<UIViewController: a>) more than once which is not supported and is most likely an error in the application : com.example.lessons

      """)
  }

  @Test("B39 off screen: the stack changes, didMove at the end of the turn, no appearance")
  func offscreenPush() throws {
    let sim = try makeSimulation()
    sim.perform {
      let a = controller(sim, "a")
      let b = controller(sim, "b")
      let nav = UINavigationController(rootViewController: a)
      sim.name(nav, "nav")
      nav.pushViewController(b, animated: true)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      auto    a.willMove(toParent: nav)
      manual  nav.pushViewController(b, animated: true)
      auto      b.willMove(toParent: nav)
      turn
      auto      b.didMove(toParent: nav)

      """)
  }

  @Test("A10.8 navigationItem: one per controller, made on first use, title nil until set")
  func navigationItem() throws {
    let sim = try makeSimulation()
    sim.perform {
      let a = controller(sim, "a")
      #expect(a.navigationItem === a.navigationItem)
      #expect(a.navigationItem.title == nil)
      a.navigationItem.title = "Inbox"
      #expect(a.navigationItem.title == "Inbox")
      #expect(controller(sim, "b").navigationItem !== a.navigationItem)
    }
    sim.finish()
    #expect(sim.traceText() == "")
  }

  /// The push's deferred start was queued after the container's deferred viewDidAppear, so
  /// it runs in the same end of turn, once the navigation controller has appeared (B22).
  @Test("A10.7 B8 a navigation controller embedded in a custom container appears with it")
  func embeddedInContainer() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let a = controller(sim, "a")
      let nav = UINavigationController(rootViewController: a)
      sim.name(nav, "nav")
      embed(nav, in: root)
      nav.pushViewController(controller(sim, "b"), animated: true)
      #expect(a.navigationController === nav)
      #expect(nav.parent === root)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      auto    a.willMove(toParent: nav)
      manual  self.addChild(nav)
      auto      nav.willMove(toParent: self)
      manual  nav.view
      auto      nav.loadView()
      auto      nav.viewDidLoad()
      manual  self.view.addSubview(nav.view)
      auto      a.loadView()
      auto      a.viewDidLoad()
      auto      nav.viewWillAppear(false)
      auto      a.viewWillAppear(false)
      manual  nav.didMove(toParent: self)
      manual  nav.pushViewController(b, animated: true)
      auto      b.willMove(toParent: nav)
      turn
      auto      nav.viewDidAppear(false)
      auto      a.viewDidAppear(false)
      auto      a.didMove(toParent: nav)
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      a.viewWillDisappear(true)
      auto      b.viewWillAppear(true)
      time    0.35
      auto      a.viewDidDisappear(true)
      auto      b.viewDidAppear(true)
      auto      b.didMove(toParent: nav)

      """)
  }

  @Test("A10.7 navigationController is the nearest navigation ancestor")
  func nearestNavigationController() throws {
    let sim = try makeSimulation()
    sim.perform {
      let a = controller(sim, "a")
      let nav = UINavigationController(rootViewController: a)
      let inner = controller(sim, "inner")
      a.addChild(inner)
      #expect(inner.navigationController === nav)
      #expect(nav.navigationController == nil)
    }
  }
}
