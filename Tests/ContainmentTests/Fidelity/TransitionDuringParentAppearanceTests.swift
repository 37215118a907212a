import Testing

@testable import Containment

/// A container that swaps `first` for `second` with `transition` (Apple's Listing 5-3 shape,
/// S15) from one of its own lifecycle methods: `viewDidLoad` (after embedding `first`) or
/// `viewWillAppear` (`first` embedded beforehand).
final class SwappingContainer: UIViewController {
  enum Moment { case viewDidLoad, viewWillAppear }

  var moment = Moment.viewWillAppear
  var first: UIViewController?
  var second: UIViewController?
  private var swapped = false

  override func viewDidLoad() {
    super.viewDidLoad()
    guard moment == .viewDidLoad, let first else { return }
    addChild(first)
    view.addSubview(first.view)
    first.didMove(toParent: self)
    swap()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if moment == .viewWillAppear { swap() }
  }

  private func swap() {
    guard !swapped, let first, let second else { return }
    swapped = true
    first.willMove(toParent: nil)
    addChild(second)
    transition(
      from: first, to: second, duration: 0.3, options: [], animations: nil,
      completion: { _ in
        first.removeFromParent()
        second.didMove(toParent: self)
      })
  }
}

/// Issue 11 §1: a `transition` whose children's appearance overlaps the parent's own
/// (FIDELITY A5.6 [D]: the callbacks belong to the matching end; B8-B10, B15, B37, B38 [I]).
/// Expectations written from those rules before running.
@MainActor
@Suite struct TransitionDuringParentAppearanceTests {
  /// The issue's scenario: `container` becomes the root (appearing: its viewDidAppear waits
  /// for the end of the turn), and in the same turn swaps `inspector` for `player`.
  static func issueScenario(_ sim: UIKitSimulation) {
    _ = showRootNamedSelf(sim)
    let container = controller(sim, "container")
    let inspector = controller(sim, "inspector")
    let player = controller(sim, "player")
    container.addChild(inspector)
    container.view.addSubview(inspector.view)
    inspector.didMove(toParent: container)
    sim.window.rootViewController = container
    container.addChild(player)
    inspector.willMove(toParent: nil)
    container.transition(
      from: inspector, to: player, duration: 0.3, options: .transitionCrossDissolve,
      animations: nil,
      completion: { _ in
        inspector.removeFromParent()
        player.didMove(toParent: container)
      })
  }

  static let issueStart = """
    manual  container.addChild(inspector)
    auto      inspector.willMove(toParent: container)
    manual  container.view
    auto      container.loadView()
    auto      container.viewDidLoad()
    manual  inspector.view
    auto      inspector.loadView()
    auto      inspector.viewDidLoad()
    manual  container.view.addSubview(inspector.view)
    manual  inspector.didMove(toParent: container)
    manual  window.rootViewController = container
    auto      self.viewWillDisappear(false)
    auto      self.viewDidDisappear(false)
    auto      container.viewWillAppear(false)
    auto      inspector.viewWillAppear(false)
    manual  container.addChild(player)
    auto      player.willMove(toParent: container)
    manual  inspector.willMove(toParent: nil)
    manual  container.transition(from: inspector, to: player, duration: 0.3, options: .transitionCrossDissolve)
    auto      player.loadView()
    auto      player.viewDidLoad()
    auto      inspector.viewWillDisappear(true)
    auto      player.viewWillAppear(true)
    auto      container.view.insertSubview(player.view, aboveSubview: inspector.view)

    """

  static let issueCompletion = """
    block     completion(true)
    manual      inspector.removeFromParent()
    auto          inspector.didMove(toParent: nil)
    manual      player.didMove(toParent: container)

    """

  @Test("A5.6 B37 transition in an appearing parent: did-callbacks at the transition's end, once")
  func transitionInAppearingParent() throws {
    let sim = try makeSimulation()
    sim.perform { Self.issueScenario(sim) }
    sim.finish()
    expectTrace(
      sim,
      Self.issueStart + """
        turn
        auto      container.viewDidAppear(false)
        time    0.3
        auto      inspector.view.removeFromSuperview()
        auto      inspector.viewDidDisappear(true)
        auto      player.viewDidAppear(true)

        """ + Self.issueCompletion)
  }

  @Test("B37 parent-forwards: the parent's end finishes the children early, then Unbalanced")
  func transitionInAppearingParentParentForwards() throws {
    let sim = try makeSimulation(["B37:parent-forwards"])
    sim.perform { Self.issueScenario(sim) }
    sim.finish()
    expectTrace(
      sim,
      Self.issueStart + """
        turn
        auto      container.viewDidAppear(false)
        auto      inspector.viewDidDisappear(true)
        auto      player.viewDidAppear(true)
        time    0.3
        auto      inspector.view.removeFromSuperview()
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: inspector>.
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: player>.

        """ + Self.issueCompletion)
  }

  @Test("B37 parent disappearing during a child transition: the appearing child turns around")
  func parentDisappearsDuringTransition() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      let other = controller(sim, "other")
      embed(first, in: root)
      sim.drain()
      first.willMove(toParent: nil)
      root.addChild(second)
      root.transition(
        from: first, to: second, duration: 0.5, options: [], animations: nil,
        completion: { _ in
          first.removeFromParent()
          second.didMove(toParent: root)
        })
      sim.window.rootViewController = other
    }
    sim.finish()
    expectTrace(
      sim,
      firstEmbeddedAndShown + """
        manual  first.willMove(toParent: nil)
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  self.transition(from: first, to: second, duration: 0.5, options: [])
        auto      second.loadView()
        auto      second.viewDidLoad()
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        manual  window.rootViewController = other
        auto      self.viewWillDisappear(false)
        auto      second.viewWillDisappear(false)
        auto      self.viewDidDisappear(false)
        auto      other.loadView()
        auto      other.viewDidLoad()
        auto      other.viewWillAppear(false)
        turn
        auto      other.viewDidAppear(false)
        time    0.5
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(true)
        auto      second.viewDidDisappear(false)
        block     completion(true)
        manual      first.removeFromParent()
        auto          first.didMove(toParent: nil)
        manual      second.didMove(toParent: self)

        """)
  }

  /// `container` with `first` (and `second` to swap in) set up for `moment`; for
  /// `viewWillAppear`, `first` is embedded with the canonical add before it appears.
  static func swapping(_ sim: UIKitSimulation, at moment: SwappingContainer.Moment)
    -> SwappingContainer
  {
    let container = SwappingContainer()
    sim.name(container, "container")
    container.moment = moment
    container.first = controller(sim, "first")
    container.second = controller(sim, "second")
    return container
  }

  static let swapEnd = """
    turn
    auto      container.viewDidAppear(false)
    time    0.3
    auto      first.view.removeFromSuperview()
    auto      first.viewDidDisappear(true)
    auto      second.viewDidAppear(true)
    block     completion(true)
    manual      first.removeFromParent()
    auto          first.didMove(toParent: nil)
    manual      second.didMove(toParent: container)

    """

  @Test("B15 B37 transition started in the parent's viewWillAppear")
  func transitionInViewWillAppear() throws {
    let sim = try makeSimulation()
    sim.perform {
      _ = showRootNamedSelf(sim)
      let container = Self.swapping(sim, at: .viewWillAppear)
      if let first = container.first { embed(first, in: container) }
      sim.window.rootViewController = container
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  container.addChild(first)
      auto      first.willMove(toParent: container)
      manual  container.view
      auto      container.loadView()
      auto      container.viewDidLoad()
      manual  first.view
      auto      first.loadView()
      auto      first.viewDidLoad()
      manual  container.view.addSubview(first.view)
      manual  first.didMove(toParent: container)
      manual  window.rootViewController = container
      auto      self.viewWillDisappear(false)
      auto      self.viewDidDisappear(false)
      auto      container.viewWillAppear(false)
      manual      first.willMove(toParent: nil)
      manual      container.addChild(second)
      auto          second.willMove(toParent: container)
      manual      container.transition(from: first, to: second, duration: 0.3, options: [])
      auto          second.loadView()
      auto          second.viewDidLoad()
      auto          first.viewWillDisappear(true)
      auto          second.viewWillAppear(true)
      auto          container.view.insertSubview(second.view, aboveSubview: first.view)

      """ + Self.swapEnd)
  }

  @Test("B15 B37 transition started in the parent's viewDidLoad, before it is on screen")
  func transitionInViewDidLoad() throws {
    let sim = try makeSimulation()
    sim.perform {
      _ = showRootNamedSelf(sim)
      sim.window.rootViewController = Self.swapping(sim, at: .viewDidLoad)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  window.rootViewController = container
      auto      self.viewWillDisappear(false)
      auto      self.viewDidDisappear(false)
      auto      container.loadView()
      auto      container.viewDidLoad()
      manual      container.addChild(first)
      auto          first.willMove(toParent: container)
      manual      first.view
      auto          first.loadView()
      auto          first.viewDidLoad()
      manual      container.view.addSubview(first.view)
      manual      first.didMove(toParent: container)
      manual      first.willMove(toParent: nil)
      manual      container.addChild(second)
      auto          second.willMove(toParent: container)
      manual      container.transition(from: first, to: second, duration: 0.3, options: [])
      auto          second.loadView()
      auto          second.viewDidLoad()
      auto          first.viewWillDisappear(true)
      auto          second.viewWillAppear(true)
      auto          container.view.insertSubview(second.view, aboveSubview: first.view)
      auto      container.viewWillAppear(false)

      """ + Self.swapEnd)
  }

  static func detachedSource(_ settings: [String]) throws -> UIKitSimulation {
    let sim = try makeSimulation(settings)
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      root.addChild(first)
      first.didMove(toParent: root)
      root.addChild(second)
      first.willMove(toParent: nil)
      root.transition(
        from: first, to: second, duration: 0, options: [], animations: nil,
        completion: { _ in
          first.removeFromParent()
          second.didMove(toParent: root)
        })
    }
    sim.finish()
    return sim
  }

  static let detachedStart = """
    manual  self.addChild(first)
    auto      first.willMove(toParent: self)
    manual  first.didMove(toParent: self)
    manual  self.addChild(second)
    auto      second.willMove(toParent: self)
    manual  first.willMove(toParent: nil)
    manual  self.transition(from: first, to: second, duration: 0, options: [])
    auto      second.loadView()
    auto      second.viewDidLoad()
    auto      first.loadView()
    auto      first.viewDidLoad()

    """

  static let detachedCompletion = """
    block     completion(true)
    manual      first.removeFromParent()
    auto          first.didMove(toParent: nil)
    manual      second.didMove(toParent: self)

    """

  @Test("B16 B38 from's view without a superview: Unbalanced twice, no from callbacks (default)")
  func detachedSourceDefault() throws {
    expectTrace(
      try Self.detachedSource([]),
      Self.detachedStart + """
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: first>.
        auto      second.viewWillAppear(false)
        turn
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: first>.
        auto      second.viewDidAppear(false)

        """ + Self.detachedCompletion)
  }

  @Test("B16 B38 as-with-superview: from gets the callbacks it would get inside the parent's view")
  func detachedSourceAsWithSuperview() throws {
    expectTrace(
      try Self.detachedSource(["B38:as-with-superview"]),
      Self.detachedStart + """
        auto      first.viewWillDisappear(false)
        auto      second.viewWillAppear(false)
        turn
        auto      first.viewDidDisappear(false)
        auto      second.viewDidAppear(false)

        """ + Self.detachedCompletion)
  }
}
