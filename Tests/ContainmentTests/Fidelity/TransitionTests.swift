import Testing

@testable import Containment

/// FIDELITY A4: transition(from:to:duration:options:animations:completion:), with the default
/// [I] choices B1, B2, B13, B14, B16. Expectations written by hand.
@MainActor
@Suite struct TransitionTests {
  /// Apple's Listing 5-3 swap (S15): willMove(nil) + addChild before, removeFromParent +
  /// didMove in the completion.
  static func swap(
    _ sim: UIKitSimulation, duration: Double, options: UIView.AnimationOptions = [],
    first: UIViewController? = nil, second: UIViewController? = nil
  ) {
    let root = showRootNamedSelf(sim)
    let first = first ?? controller(sim, "first")
    let second = second ?? controller(sim, "second")
    embed(first, in: root)
    sim.drain()
    first.willMove(toParent: nil)
    root.addChild(second)
    root.transition(
      from: first, to: second, duration: duration, options: options, animations: {},
      completion: { _ in
        first.removeFromParent()
        second.didMove(toParent: root)
      })
  }

  // The Listing 5-3 swap itself, animated and with a zero duration, is a Markdown trace
  // fixture: Tests/Fixtures/Traces/transition/.

  @Test("A5.2 A4.7 will-callbacks before the view moves, did-callbacks after")
  func viewPlacementInCallbacks() throws {
    let sim = try makeSimulation()
    var firstSeen: [String] = []
    var secondSeen: [String] = []
    sim.perform {
      let first = SuperviewRecorder()
      sim.name(first, "first")
      let second = SuperviewRecorder()
      sim.name(second, "second")
      Self.swap(sim, duration: 0.5, first: first, second: second)
      sim.drain()
      firstSeen = Array(first.seen.dropFirst(2))  // the embed: AppearanceForwardingTests
      secondSeen = second.seen
    }
    sim.finish()
    #expect(firstSeen == ["willDisappear inSuperview=true", "didDisappear inSuperview=false"])
    #expect(secondSeen == ["willAppear inSuperview=false", "didAppear inSuperview=true"])
  }

  @Test("A4.1 A4.3 A8 no common parent (the receiver): NSInvalidArgumentException")
  func missingCommonParent() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      embed(first, in: root)
      sim.drain()
      root.transition(
        from: first, to: second, duration: 0.3, options: [], animations: {}, completion: nil)
      root.addChild(second)  // after the exception: never recorded
    }
    sim.finish()
    #expect(sim.isTerminated)
    expectTrace(
      sim,
      firstEmbeddedAndShown + """
        manual  self.transition(from: first, to: second, duration: 0.3, options: [])
        raise     NSInvalidArgumentException: Children view controllers <UIViewController: first> \
        and <UIViewController: second> must have a common parent view controller when calling \
        -[UIViewController transitionFromViewController:toViewController:duration:options:\
        animations:completion:]

        """)
  }

  @Test("A4.6 transition from a controller that is not a child raises too")
  func fromIsNotAChild() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let loose = controller(sim, "loose")
      let second = controller(sim, "second")
      root.addChild(second)
      root.transition(
        from: loose, to: second, duration: 0, options: [], animations: {}, completion: nil)
    }
    sim.finish()
    #expect(sim.isTerminated)
    expectTrace(
      sim,
      """
      manual  self.addChild(second)
      auto      second.willMove(toParent: self)
      manual  self.transition(from: loose, to: second, duration: 0, options: [])
      raise     NSInvalidArgumentException: Children view controllers <UIViewController: loose> \
      and <UIViewController: second> must have a common parent view controller when calling \
      -[UIViewController transitionFromViewController:toViewController:duration:options:\
      animations:completion:]

      """)
  }

  @Test("A4.5 B9 adding the new view yourself first: Unbalanced calls warning, no second will")
  func addingToViewYourselfIsUnbalanced() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      embed(first, in: root)
      sim.drain()
      root.addChild(second)
      root.view.addSubview(second.view)
      root.transition(
        from: first, to: second, duration: 0, options: [], animations: {}, completion: nil)
    }
    sim.finish()
    // second's appearance is begun by addSubview and again by transition (nesting 2): the
    // end at the turn (queued first, by addSubview) brings it to 1, the transition's end to 0.
    // first stays a child (no removeFromParent); second never gets didMove.
    expectTrace(
      sim,
      firstEmbeddedAndShown + """
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  second.view
        auto      second.loadView()
        auto      second.viewDidLoad()
        manual  self.view.addSubview(second.view)
        auto      second.viewWillAppear(false)
        manual  self.transition(from: first, to: second, duration: 0, options: [])
        auto      first.viewWillDisappear(false)
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: second>.
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        turn
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(false)
        auto      second.viewDidAppear(false)
        lint    containment.missing-did-move: …

        """)
  }

  @Test("B12 A4.1 a receiver that forwards appearance itself cannot transition")
  func manualForwardingReceiverRaises() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = ManualForwardingParent()
      sim.name(root, "self")
      sim.showRoot(root)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      embed(first, in: root)
      root.addChild(second)
      root.transition(
        from: first, to: second, duration: 0.3, options: [], animations: {}, completion: nil)
    }
    sim.finish()
    #expect(sim.isTerminated)
    expectTrace(
      sim,
      """
      manual  self.addChild(first)
      auto      first.willMove(toParent: self)
      manual  first.view
      auto      first.loadView()
      auto      first.viewDidLoad()
      manual  self.view.addSubview(first.view)
      manual  first.didMove(toParent: self)
      manual  self.addChild(second)
      auto      second.willMove(toParent: self)
      manual  self.transition(from: first, to: second, duration: 0.3, options: [])
      raise     NSInvalidArgumentException: …

      """)
  }
}
