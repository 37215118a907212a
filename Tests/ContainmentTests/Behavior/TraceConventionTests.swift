import Testing

@testable import Containment

/// Trace conventions of core-spec.md that are not FIDELITY items: names, the Objective-C
/// spelling, nesting of closures, and the step budget that stops a scenario that never ends.
@MainActor
@Suite struct TraceConventionTests {
  @Test("two objects never share a name: the second vc is vc#2, its root view vc#2.view")
  func duplicateNames() throws {
    let sim = try makeSimulation()
    sim.perform {
      let outer = controller(sim, "vc")
      let inner = controller(sim, "vc")
      embed(inner, in: outer)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  vc.addChild(vc#2)
      auto      vc#2.willMove(toParent: vc)
      manual  vc.view
      auto      vc.loadView()
      auto      vc.viewDidLoad()
      manual  vc#2.view
      auto      vc#2.loadView()
      auto      vc#2.viewDidLoad()
      manual  vc.view.addSubview(vc#2.view)
      manual  vc#2.didMove(toParent: vc)

      """)
  }

  @Test("A1.3 A3.4 the canonical add in the Objective-C spelling")
  func objcSpelling() throws {
    let sim = try ViewLoadingTests.canonicalAdd()
    #expect(
      sim.traceText(.objc) == """
        manual  [self addChildViewController:child]
        auto      [child willMoveToParentViewController:self]
        manual  child.view
        auto      [child loadView]
        auto      [child viewDidLoad]
        manual  [self.view addSubview:child.view]
        auto      [child viewWillAppear:NO]
        manual  [child didMoveToParentViewController:self]
        turn
        auto      [child viewDidAppear:NO]

        """)
  }

  @Test("A4.4 A3.3 the Listing 5-3 swap in the Objective-C spelling")
  func objcTransition() throws {
    let sim = try makeSimulation()
    sim.perform { TransitionTests.swap(sim, duration: 0.5, options: .transitionFlipFromTop) }
    sim.finish()
    #expect(
      sim.traceText(.objc) == """
        manual  [self addChildViewController:first]
        auto      [first willMoveToParentViewController:self]
        manual  first.view
        auto      [first loadView]
        auto      [first viewDidLoad]
        manual  [self.view addSubview:first.view]
        auto      [first viewWillAppear:NO]
        manual  [first didMoveToParentViewController:self]
        turn
        auto      [first viewDidAppear:NO]
        manual  [first willMoveToParentViewController:nil]
        manual  [self addChildViewController:second]
        auto      [second willMoveToParentViewController:self]
        manual  [self transitionFromViewController:first toViewController:second duration:0.5 \
        options:UIViewAnimationOptionTransitionFlipFromTop animations:^{…} \
        completion:^(BOOL finished){…}]
        auto      [second loadView]
        auto      [second viewDidLoad]
        auto      [first viewWillDisappear:YES]
        auto      [second viewWillAppear:YES]
        auto      [self.view insertSubview:second.view aboveSubview:first.view]
        block     animations()
        time    0.5
        auto      [first.view removeFromSuperview]
        auto      [first viewDidDisappear:YES]
        auto      [second viewDidAppear:YES]
        block     completion(YES)
        manual      [first removeFromParentViewController]
        auto          [first didMoveToParentViewController:nil]
        manual      [second didMoveToParentViewController:self]

        """)
  }

  @Test("UIView.animate: animations() now, completion(true) at now + delay + duration")
  func animateTimeline() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      UIView.animate(
        withDuration: 0.25, delay: 0.5, options: .curveEaseIn,
        animations: { root.loadViewIfNeeded() },
        completion: { _ in root.loadViewIfNeeded() })
      UIView.animate(withDuration: 0, animations: {}, completion: { _ in root.loadViewIfNeeded() })
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  UIView.animate(withDuration: 0.25, delay: 0.5, options: .curveEaseIn)
      block     animations()
      manual      self.loadViewIfNeeded()
      manual  UIView.animate(withDuration: 0)
      block     animations()
      turn
      block     completion(true)
      manual      self.loadViewIfNeeded()
      time    0.75
      block     completion(true)
      manual      self.loadViewIfNeeded()

      """)
  }

  @Test("B13 a zero-duration UIView.animate completes inside the call when immediate")
  func zeroDurationAnimateImmediate() throws {
    let sim = try makeSimulation(["B13:immediate"])
    sim.perform {
      let root = showRootNamedSelf(sim)
      UIView.animate(withDuration: 0, animations: {}, completion: { _ in root.loadViewIfNeeded() })
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  UIView.animate(withDuration: 0)
      block     animations()
      block     completion(true)
      manual      self.loadViewIfNeeded()

      """)
  }

  @Test("the step budget stops an animation that restarts itself forever")
  func stepBudget() throws {
    let sim = try makeSimulation(stepBudget: 500)
    sim.perform {
      func spin() {
        UIView.animate(withDuration: 0.1, animations: {}, completion: { _ in spin() })
      }
      spin()
    }
    sim.finish()
    let last = sim.events.last
    var stoppedByBudget = false
    if case .lint(let id, _)? = last?.action { stoppedByBudget = id == "scenario.step-budget" }
    #expect(sim.isTerminated || stoppedByBudget)
    #expect(sim.events.count < 2_000)
  }
}
