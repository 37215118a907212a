import Testing

@testable import Containment

/// The [I] switches of the begin/end state machine (B9, B10, B11): one scenario under the
/// default and under the alternative, on a controller in no window. Written by hand.
@MainActor
@Suite struct BeginEndSwitchTests {
  static func run(_ settings: [String], _ body: @escaping (UIViewController) -> Void) throws
    -> UIKitSimulation
  {
    let sim = try makeSimulation(settings)
    sim.perform { body(controller(sim, "vc")) }
    sim.finish()
    return sim
  }

  /// A first begin(true) on a controller in no window: it loads the view first (B11).
  nonisolated static let loadAndBeginAppearing = """
    manual  vc.beginAppearanceTransition(true, animated: false)
    auto      vc.loadView()
    auto      vc.viewDidLoad()
    auto      vc.viewWillAppear(false)

    """

  @Test("B9 repeated begin(true): warn and nest (default) or repeat viewWillAppear, still nesting")
  func repeatedBegin() throws {
    let body: (UIViewController) -> Void = { vc in
      vc.beginAppearanceTransition(true, animated: false)
      vc.beginAppearanceTransition(true, animated: false)
      vc.endAppearanceTransition()
      vc.endAppearanceTransition()
    }
    let start = Self.loadAndBeginAppearing
    let end = """
      manual  vc.endAppearanceTransition()
      manual  vc.endAppearanceTransition()
      auto      vc.viewDidAppear(false)

      """
    expectTrace(
      try Self.run([], body),
      start + """
        manual  vc.beginAppearanceTransition(true, animated: false)
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: vc>.

        """ + end)
    expectTrace(
      try Self.run(["B9:repeat-callback"], body),
      start + """
        manual  vc.beginAppearanceTransition(true, animated: false)
        auto      vc.viewWillAppear(false)

        """ + end)
  }

  @Test("B10 end with nothing pending: warn (default) or ignore")
  func unmatchedEnd() throws {
    let body: (UIViewController) -> Void = { $0.endAppearanceTransition() }
    expectTrace(
      try Self.run([], body),
      """
      manual  vc.endAppearanceTransition()
      warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: vc>.

      """)
    expectTrace(try Self.run(["B10:ignore"], body), "manual  vc.endAppearanceTransition()\n")
  }

  @Test("B11 begin(true) loads the view first (default) or leaves it unloaded")
  func beginLoadsView() throws {
    var loaded: [Bool] = []
    let body: (UIViewController) -> Void = { vc in
      vc.beginAppearanceTransition(true, animated: false)
      vc.endAppearanceTransition()
      loaded.append(vc.isViewLoaded)
    }
    let end = """
      manual  vc.endAppearanceTransition()
      auto      vc.viewDidAppear(false)

      """
    expectTrace(try Self.run([], body), Self.loadAndBeginAppearing + end)
    expectTrace(
      try Self.run(["B11:does-not-load"], body),
      """
      manual  vc.beginAppearanceTransition(true, animated: false)
      auto      vc.viewWillAppear(false)

      """ + end)
    #expect(loaded == [true, false])
  }
}
