import Testing

@testable import Containment

/// The [I] switches about transition (B1, B2, B13, B14, B15, B16): one scenario under the
/// default and under the alternative, both full traces written by hand from core-spec.md.
@MainActor
@Suite struct TransitionSwitchTests {
  static func swap(_ settings: [String], duration: Double) throws -> UIKitSimulation {
    let sim = try makeSimulation(settings)
    sim.perform { TransitionTests.swap(sim, duration: duration) }
    sim.finish()
    return sim
  }

  nonisolated static let animatedStart = """
    manual  first.willMove(toParent: nil)
    manual  self.addChild(second)
    auto      second.willMove(toParent: self)
    manual  self.transition(from: first, to: second, duration: 0.5, options: [])
    auto      second.loadView()
    auto      second.viewDidLoad()

    """
  nonisolated static let completionBody = """
    block     completion(true)
    manual      first.removeFromParent()
    auto          first.didMove(toParent: nil)
    manual      second.didMove(toParent: self)

    """

  @Test("B1 completion after the did-callbacks (default) or before them (completion-first)")
  func completionOrder() throws {
    let start =
      firstEmbeddedAndShown + Self.animatedStart + """
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        time    0.5

        """
    // B1 orders the completion against the did-callbacks only; the old view still leaves
    // first, when the animation ends (A4.1).
    let removal = "auto      first.view.removeFromSuperview()\n"
    let didSide = """
      auto      first.viewDidDisappear(true)
      auto      second.viewDidAppear(true)

      """
    expectTrace(
      try Self.swap([], duration: 0.5), start + removal + didSide + Self.completionBody)
    expectTrace(
      try Self.swap(["B1:completion-first"], duration: 0.5),
      start + removal + Self.completionBody + didSide)
  }

  @Test("B2 from.viewWillDisappear before to.viewWillAppear (default) or after (to-first)")
  func willOrder() throws {
    let end = """
      auto      self.view.insertSubview(second.view, aboveSubview: first.view)
      block     animations()
      time    0.5
      auto      first.view.removeFromSuperview()
      auto      first.viewDidDisappear(true)
      auto      second.viewDidAppear(true)

      """ + Self.completionBody
    expectTrace(
      try Self.swap([], duration: 0.5),
      firstEmbeddedAndShown + Self.animatedStart + """
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)

        """ + end)
    expectTrace(
      try Self.swap(["B2:to-first"], duration: 0.5),
      firstEmbeddedAndShown + Self.animatedStart + """
        auto      second.viewWillAppear(true)
        auto      first.viewWillDisappear(true)

        """ + end)
  }

  nonisolated static let zeroStart = """
    manual  first.willMove(toParent: nil)
    manual  self.addChild(second)
    auto      second.willMove(toParent: self)
    manual  self.transition(from: first, to: second, duration: 0, options: [])
    auto      second.loadView()
    auto      second.viewDidLoad()

    """

  @Test("B13 zero duration: did-side at the end of the turn (default) or inside the call")
  func zeroDurationCompletion() throws {
    let willSide = """
      auto      first.viewWillDisappear(false)
      auto      second.viewWillAppear(false)
      auto      self.view.insertSubview(second.view, aboveSubview: first.view)
      block     animations()

      """
    let didSide = """
      auto      first.view.removeFromSuperview()
      auto      first.viewDidDisappear(false)
      auto      second.viewDidAppear(false)

      """ + Self.completionBody
    expectTrace(
      try Self.swap([], duration: 0),
      firstEmbeddedAndShown + Self.zeroStart + willSide + "turn\n" + didSide)
    expectTrace(
      try Self.swap(["B13:immediate"], duration: 0),
      firstEmbeddedAndShown + Self.zeroStart + willSide + didSide)
  }

  @Test("B14 animated flag: duration > 0 (default) or always true")
  func animatedFlag() throws {
    func trace(_ flag: Bool) -> String {
      firstEmbeddedAndShown + Self.zeroStart + """
        auto      first.viewWillDisappear(\(flag))
        auto      second.viewWillAppear(\(flag))
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        turn
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(\(flag))
        auto      second.viewDidAppear(\(flag))

        """ + Self.completionBody
    }
    expectTrace(try Self.swap([], duration: 0), trace(false))
    expectTrace(try Self.swap(["B14:always-true"], duration: 0), trace(true))
  }

  @Test("B15 off screen: appearance callbacks sent anyway (default) or skipped")
  func offscreenTransition() throws {
    func run(_ settings: [String]) throws -> UIKitSimulation {
      let sim = try makeSimulation(settings)
      sim.perform {
        let parent = controller(sim, "self")
        let first = controller(sim, "first")
        let second = controller(sim, "second")
        embed(first, in: parent)
        first.willMove(toParent: nil)
        parent.addChild(second)
        parent.transition(
          from: first, to: second, duration: 0.5, options: [], animations: {},
          completion: { _ in
            first.removeFromParent()
            second.didMove(toParent: parent)
          })
      }
      sim.finish()
      return sim
    }
    let setUp = """
      manual  self.addChild(first)
      auto      first.willMove(toParent: self)
      manual  self.view
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual  first.view
      auto      first.loadView()
      auto      first.viewDidLoad()
      manual  self.view.addSubview(first.view)
      manual  first.didMove(toParent: self)

      """ + Self.animatedStart
    expectTrace(
      try run([]),
      setUp + """
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        time    0.5
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(true)
        auto      second.viewDidAppear(true)

        """ + Self.completionBody)
    expectTrace(
      try run(["B15:skip-callbacks"]),
      setUp + """
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        time    0.5
        auto      first.view.removeFromSuperview()

        """ + Self.completionBody)
  }

  @Test("B16 to.view goes into from.view's superview (default) or the parent's root view")
  func insertion() throws {
    func run(_ settings: [String]) throws -> (UIKitSimulation, String) {
      let sim = try makeSimulation(settings)
      var host = ""
      sim.perform {
        let root = showRootNamedSelf(sim)
        let holder = UIView()
        sim.name(holder, "holder")
        let first = controller(sim, "first")
        let second = controller(sim, "second")
        root.view.addSubview(holder)
        root.addChild(first)
        holder.addSubview(first.view)
        first.didMove(toParent: root)
        sim.drain()
        first.willMove(toParent: nil)
        root.addChild(second)
        root.transition(
          from: first, to: second, duration: 0, options: [], animations: {},
          completion: { _ in
            first.removeFromParent()
            second.didMove(toParent: root)
          })
        sim.drain()
        let superview = second.view.superview
        host = superview === holder ? "holder" : superview === root.view ? "self.view" : "other"
      }
      sim.finish()
      return (sim, host)
    }
    func trace(_ insertion: String) -> String {
      """
      manual  self.view.addSubview(holder)
      manual  self.addChild(first)
      auto      first.willMove(toParent: self)
      manual  first.view
      auto      first.loadView()
      auto      first.viewDidLoad()
      manual  holder.addSubview(first.view)
      auto      first.viewWillAppear(false)
      manual  first.didMove(toParent: self)
      turn
      auto      first.viewDidAppear(false)

      """ + Self.zeroStart + """
        auto      first.viewWillDisappear(false)
        auto      second.viewWillAppear(false)
        auto      \(insertion)
        block     animations()
        turn
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(false)
        auto      second.viewDidAppear(false)

        """ + Self.completionBody
    }
    let (standard, standardHost) = try run([])
    expectTrace(standard, trace("holder.insertSubview(second.view, aboveSubview: first.view)"))
    #expect(standardHost == "holder")
    let (rootView, rootViewHost) = try run(["B16:parent-root-view"])
    expectTrace(rootView, trace("self.view.addSubview(second.view)"))
    #expect(rootViewHost == "self.view")
  }
}
