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

  @Test("A10.2 B8 the root's view loads when the navigation controller first appears")
  func firstAppearance() throws {
    let sim = try makeSimulation()
    sim.perform {
      _ = showRootNamedSelf(sim)
      let a = controller(sim, "a")
      let nav = UINavigationController(rootViewController: a)
      sim.name(nav, "nav")
      sim.window.rootViewController = nav
    }
    sim.finish()
    expectTrace(
      sim,
      """
      auto    a.willMove(toParent: nav)
      manual  window.rootViewController = nav
      auto      self.viewWillDisappear(false)
      auto      self.viewDidDisappear(false)
      auto      nav.loadView()
      auto      nav.viewDidLoad()
      auto      a.loadView()
      auto      a.viewDidLoad()
      auto      nav.viewWillAppear(false)
      auto      a.viewWillAppear(false)
      turn
      auto      nav.viewDidAppear(false)
      auto      a.viewDidAppear(false)
      auto      a.didMove(toParent: nav)

      """)
  }

  @Test("A11.1 A11.3 push, animated: willMove in the call, will-side at ⟂, did-side +0.35 s")
  func pushAnimated() throws {
    let sim = try makeSimulation()
    let (nav, a, b) = Self.navShowingA(sim)
    sim.perform {
      nav.pushViewController(b, animated: true)
      #expect(nav.viewControllers.map(sim.traceName(of:)) == ["a", "b"])
      #expect(nav.topViewController === b)
      #expect(b.parent === nav)
      #expect(!b.isViewLoaded)
    }
    sim.finish()
    #expect(a.parent === nav)
    expectTrace(
      sim,
      """
      manual  nav.pushViewController(b, animated: true)
      auto      b.willMove(toParent: nav)
      turn
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

  @Test("A11.4 B23 push, not animated: everything in the first deferred pass")
  func pushNotAnimated() throws {
    let sim = try makeSimulation()
    let (nav, _, b) = Self.navShowingA(sim)
    sim.perform { nav.pushViewController(b, animated: false) }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  nav.pushViewController(b, animated: false)
      auto      b.willMove(toParent: nav)
      turn
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      a.viewWillDisappear(false)
      auto      b.viewWillAppear(false)
      auto      a.viewDidDisappear(false)
      auto      b.viewDidAppear(false)
      auto      b.didMove(toParent: nav)

      """)
  }

  @Test("A11.2 A10.4 pop, animated: willMove(nil) in the call, didMove(nil) last")
  func popAnimated() throws {
    let sim = try makeSimulation()
    let (nav, a, b) = Self.navShowingA(sim)
    sim.perform {
      nav.pushViewController(b, animated: false)
      sim.drain()
      sim.events.removeAll()
      let popped = nav.popViewController(animated: true)
      #expect(popped === b)
      #expect(nav.viewControllers.map(sim.traceName(of:)) == ["a"])
    }
    sim.finish()
    #expect(b.parent == nil)
    #expect(nav.children.map { $0 === a } == [true])
    expectTrace(
      sim,
      """
      manual  nav.popViewController(animated: true)
      auto      b.willMove(toParent: nil)
      turn
      auto      b.viewWillDisappear(true)
      auto      a.viewWillAppear(true)
      time    0.35
      auto      b.viewDidDisappear(true)
      auto      a.viewDidAppear(true)
      auto      b.didMove(toParent: nil)

      """)
  }

  @Test("A10.4 A12 pop at the root does nothing and returns nil; popToRoot likewise (B26)")
  func popAtRoot() throws {
    let sim = try makeSimulation()
    let (nav, _, _) = Self.navShowingA(sim)
    sim.perform {
      #expect(nav.popViewController(animated: true) == nil)
      #expect(nav.popToRootViewController(animated: true) == nil)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  nav.popViewController(animated: true)
      manual  nav.popToRootViewController(animated: true)

      """)
  }

  @Test("A10.4 popToRoot: only the top one appears and disappears; every popped one leaves")
  func popToRoot() throws {
    let sim = try makeSimulation()
    let (nav, _, b) = Self.navShowingA(sim)
    sim.perform {
      let c = controller(sim, "c")
      nav.pushViewController(b, animated: false)
      sim.drain()
      nav.pushViewController(c, animated: false)
      sim.drain()
      sim.events.removeAll()
      let popped = nav.popToRootViewController(animated: false)
      #expect(popped?.map(sim.traceName(of:)) == ["b", "c"])
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  nav.popToRootViewController(animated: false)
      auto      c.willMove(toParent: nil)
      auto      b.willMove(toParent: nil)
      turn
      auto      c.viewWillDisappear(false)
      auto      a.viewWillAppear(false)
      auto      c.viewDidDisappear(false)
      auto      a.viewDidAppear(false)
      auto      c.didMove(toParent: nil)
      auto      b.didMove(toParent: nil)

      """)
  }

  @Test("A10.5 setViewControllers with a new top: a push-like transition")
  func setViewControllersPush() throws {
    let sim = try makeSimulation()
    let (nav, a, b) = Self.navShowingA(sim)
    sim.perform { nav.setViewControllers([a, b], animated: false) }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  nav.setViewControllers([a, b], animated: false)
      auto      b.willMove(toParent: nav)
      turn
      auto      b.loadView()
      auto      b.viewDidLoad()
      auto      a.viewWillDisappear(false)
      auto      b.viewWillAppear(false)
      auto      a.viewDidDisappear(false)
      auto      b.viewDidAppear(false)
      auto      b.didMove(toParent: nav)

      """)
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
