import Testing

@testable import Containment

/// FIDELITY A7: view loading and (shown on request) layout. Written by hand.
@MainActor
@Suite struct ViewLoadingTests {
  @Test("A7.1 the view getter loads once: loadView then viewDidLoad; later reads record nothing")
  func viewGetterLoadsOnce() throws {
    let sim = try makeSimulation()
    var same = false
    sim.perform {
      let vc = controller(sim, "vc")
      let first: UIView = vc.view
      let again: UIView = vc.view
      same = first === again
    }
    sim.finish()
    #expect(same)
    expectTrace(
      sim,
      """
      manual  vc.view
      auto      vc.loadView()
      auto      vc.viewDidLoad()

      """)
  }

  @Test("A7.1 A7.2 loadViewIfNeeded loads once; viewIfLoaded and isViewLoaded never load")
  func loadViewIfNeededAndQueries() throws {
    let sim = try makeSimulation()
    var before: [Bool] = []
    var after: [Bool] = []
    sim.perform {
      let vc = controller(sim, "vc")
      before = [vc.isViewLoaded, vc.viewIfLoaded == nil, vc.isViewLoaded]
      vc.loadViewIfNeeded()
      vc.loadViewIfNeeded()
      after = [vc.isViewLoaded, vc.viewIfLoaded != nil, vc.viewIfLoaded === vc.view]
    }
    sim.finish()
    #expect(before == [false, true, false])
    #expect(after == [true, true, true])
    expectTrace(
      sim,
      """
      manual  vc.loadViewIfNeeded()
      auto      vc.loadView()
      auto      vc.viewDidLoad()
      manual  vc.loadViewIfNeeded()

      """)
  }

  @Test("A7.1 A7.2 a loadView override that sets its own view: that view is the root view")
  func customLoadView() throws {
    let sim = try makeSimulation()
    var isCustom = false
    sim.perform {
      let vc = CustomViewController()
      sim.name(vc, "vc")
      isCustom = vc.view === vc.custom
    }
    sim.finish()
    #expect(isCustom)
    expectTrace(
      sim,
      """
      manual  vc.view
      auto      vc.loadView()
      auto      vc.viewDidLoad()

      """)
  }

  /// The canonical add under `self`, traced with or without layout.
  static func canonicalAdd(_ settings: [String] = []) throws -> UIKitSimulation {
    let sim = try makeSimulation(settings)
    sim.perform {
      let root = showRootNamedSelf(sim)
      embed(controller(sim, "child"), in: root)
    }
    sim.finish()
    return sim
  }

  nonisolated static let canonicalAddTrace = """
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

    """

  @Test("A7.3 A7.4 B19 layout callbacks and viewIsAppearing appear only with showLayout")
  func layoutOnlyOnRequest() throws {
    let sim = try Self.canonicalAdd()
    expectTrace(sim, Self.canonicalAddTrace)
    // At the end of the turn: the parent's view is laid out (it got a subview), then the
    // child's: viewIsAppearing before the child's viewWillLayoutSubviews (B19), all before
    // the deferred viewDidAppear (A7.4).
    expectTrace(
      sim,
      """
      manual  self.addChild(child)
      auto      child.willMove(toParent: self)
      manual  child.view
      auto      child.loadView()
      auto      child.viewDidLoad()
      manual  self.view.addSubview(child.view)
      auto      child.viewWillAppear(false)
      manual  child.didMove(toParent: self)
      turn
      auto      self.viewWillLayoutSubviews()
      auto      self.viewDidLayoutSubviews()
      auto      child.viewIsAppearing(false)
      auto      child.viewWillLayoutSubviews()
      auto      child.viewDidLayoutSubviews()
      auto      child.viewDidAppear(false)

      """, showLayout: true)
  }
}
