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

  // The first appearance, pushing, popping, the queued push, off screen and embedded (A10.2,
  // A10.4, A10.5, A10.7, A11.1-A11.4, A11.7, A12, B20, B39) are
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
