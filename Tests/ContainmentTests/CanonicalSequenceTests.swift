import Testing

@testable import Containment

/// The three sequences every lesson is about, end to end (expectations from docs/FIDELITY.md
/// A1.3, A2.3, A3.4, A4.4, A4.7, A5.10, B1-B3, B7, B13, B16).
@Suite struct CanonicalSequenceTests {
  /// A root `self` on screen with `first` embedded, set up untraced.
  func containerShowingFirst(_ sim: UIKitSimulation) -> (UIViewController, UIViewController) {
    sim.perform {
      let root = UIViewController()
      sim.name(root, "self")
      let first = UIViewController()
      sim.name(first, "first")
      root.addChild(first)
      root.view.addSubview(first.view)
      first.didMove(toParent: root)
      sim.showRoot(root)
      sim.events.removeAll()
      return (root, first)
    }
  }

  @Test("A3.4 canonical add: willMove is automatic, viewDidAppear waits for the end of the turn")
  func canonicalAdd() {
    let sim = UIKitSimulation()
    sim.perform {
      let root = UIViewController()
      sim.showRoot(root)
      let child = UIViewController()
      sim.name(child, "child")
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
    }
    sim.finish()
    #expect(
      sim.traceText() == """
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

        """)
  }

  @Test("A3.4 canonical remove: disappearance is synchronous, didMove(nil) is automatic")
  func canonicalRemove() {
    let sim = UIKitSimulation()
    let (_, first) = containerShowingFirst(sim)
    sim.perform {
      first.willMove(toParent: nil)
      first.view.removeFromSuperview()
      first.removeFromParent()
    }
    sim.finish()
    #expect(
      sim.traceText() == """
        manual  first.willMove(toParent: nil)
        manual  first.view.removeFromSuperview()
        auto      first.viewWillDisappear(false)
        auto      first.viewDidDisappear(false)
        manual  first.removeFromParent()
        auto      first.didMove(toParent: nil)

        """)
  }

  @Test("A4.4 Listing 5-3 swap: did-callbacks at the animation's end, then the completion")
  func animatedSwap() {
    let sim = UIKitSimulation()
    let (root, first) = containerShowingFirst(sim)
    sim.perform {
      let second = UIViewController()
      sim.name(second, "second")
      first.willMove(toParent: nil)
      root.addChild(second)
      root.transition(
        from: first, to: second, duration: 0.5, options: [.transitionFlipFromTop],
        animations: {},
        completion: { _ in
          first.removeFromParent()
          second.didMove(toParent: root)
        })
    }
    sim.finish()
    #expect(
      sim.traceText() == """
        manual  first.willMove(toParent: nil)
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  self.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromTop)
        auto      second.loadView()
        auto      second.viewDidLoad()
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        time    0.5
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(true)
        auto      second.viewDidAppear(true)
        block     completion(true)
        manual      first.removeFromParent()
        auto          first.didMove(toParent: nil)
        manual      second.didMove(toParent: self)

        """)
  }

  @Test("B13 zero-duration transition: the completion side runs at the end of the turn")
  func zeroDurationSwap() {
    let sim = UIKitSimulation()
    let (root, first) = containerShowingFirst(sim)
    sim.perform {
      let second = UIViewController()
      sim.name(second, "second")
      root.addChild(second)
      root.transition(from: first, to: second, duration: 0, animations: nil, completion: nil)
    }
    sim.finish()
    #expect(
      sim.traceText(.objc) == """
        manual  [self addChildViewController:second]
        auto      [second willMoveToParentViewController:self]
        manual  [self transitionFromViewController:first toViewController:second duration:0 \
        options:0 animations:nil completion:nil]
        auto      [second loadView]
        auto      [second viewDidLoad]
        auto      [first viewWillDisappear:NO]
        auto      [second viewWillAppear:NO]
        auto      [self.view insertSubview:second.view aboveSubview:first.view]
        turn
        auto      [first.view removeFromSuperview]
        auto      [first viewDidDisappear:NO]
        auto      [second viewDidAppear:NO]
        lint    containment.missing-did-move: <UIViewController: second> was added to \
        <UIViewController: self> with addChild, but no didMove(toParent:) came after it

        """)
  }
}
