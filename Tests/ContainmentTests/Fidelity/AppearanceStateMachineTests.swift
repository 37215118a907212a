import Testing

@testable import Containment

/// One step of a begin/end sequence (FIDELITY A5.7, S20).
enum AppearanceStep: Sendable, CustomStringConvertible {
  case begin(Bool)
  case end

  var description: String {
    switch self {
    case .begin(let appearing): return "begin(\(appearing))"
    case .end: return "end"
    }
  }
}

/// One S20 sequence on a controller in no window, with the trace it must give.
struct AppearanceSequence: Sendable, CustomTestStringConvertible {
  var steps: [AppearanceStep]
  var trace: String

  var testDescription: String { steps.map(\.description).joined(separator: ", ") }
}

/// FIDELITY A5.3-A5.7 and the default choices B9, B10, B11: the begin/end appearance state
/// machine, driven by hand on a controller that is not in any window. Written by hand.
@MainActor
@Suite struct AppearanceStateMachineTests {
  nonisolated static let loadAndBeginAppearing = """
    manual  vc.beginAppearanceTransition(true, animated: false)
    auto      vc.loadView()
    auto      vc.viewDidLoad()
    auto      vc.viewWillAppear(false)

    """
  nonisolated static let beginAppearing = """
    manual  vc.beginAppearanceTransition(true, animated: false)
    auto      vc.viewWillAppear(false)

    """
  nonisolated static let beginDisappearing = """
    manual  vc.beginAppearanceTransition(false, animated: false)
    auto      vc.viewWillDisappear(false)

    """
  nonisolated static let endAppeared = """
    manual  vc.endAppearanceTransition()
    auto      vc.viewDidAppear(false)

    """
  nonisolated static let unfinished = "lint    appearance.unfinished-transition: …\n"

  nonisolated static let sequences: [AppearanceSequence] = [
    // from disappeared
    AppearanceSequence(steps: [.begin(true)], trace: loadAndBeginAppearing + unfinished),
    AppearanceSequence(
      steps: [.begin(true), .end],
      trace: loadAndBeginAppearing + """
        manual  vc.endAppearanceTransition()
        auto      vc.viewDidAppear(false)

        """),
    // from appearing
    AppearanceSequence(
      steps: [.begin(true), .begin(false)],
      trace: loadAndBeginAppearing + beginDisappearing + unfinished),
    // the cancelled appearance; also "from disappearing: end"
    AppearanceSequence(
      steps: [.begin(true), .begin(false), .end],
      trace: loadAndBeginAppearing + beginDisappearing + """
        manual  vc.endAppearanceTransition()
        auto      vc.viewDidDisappear(false)

        """),
    // from appeared
    AppearanceSequence(
      steps: [.begin(true), .end, .begin(false), .begin(true)],
      trace: loadAndBeginAppearing + endAppeared + beginDisappearing + beginAppearing
        + unfinished),
    AppearanceSequence(
      steps: [.begin(true), .end, .begin(false), .end],
      trace: loadAndBeginAppearing + endAppeared + beginDisappearing + """
        manual  vc.endAppearanceTransition()
        auto      vc.viewDidDisappear(false)

        """),
    // from disappearing (reached by begin(true), begin(false))
    AppearanceSequence(
      steps: [.begin(true), .begin(false), .begin(true)],
      trace: loadAndBeginAppearing + beginDisappearing + beginAppearing + unfinished),
    AppearanceSequence(
      steps: [.begin(true), .begin(false), .begin(true), .end],
      trace: loadAndBeginAppearing + beginDisappearing + beginAppearing + """
        manual  vc.endAppearanceTransition()
        auto      vc.viewDidAppear(false)

        """),
  ]

  @Test("A5.3 A5.4 A5.5 A5.7 begin/end sequences real UIKit gives (S20)", arguments: sequences)
  func sequence(_ sequence: AppearanceSequence) throws {
    let sim = try makeSimulation()
    sim.perform {
      let vc = controller(sim, "vc")
      for step in sequence.steps {
        switch step {
        case .begin(let appearing): vc.beginAppearanceTransition(appearing, animated: false)
        case .end: vc.endAppearanceTransition()
        }
      }
    }
    sim.finish()
    expectTrace(sim, sequence.trace)
  }

  @Test("A5.1 A5.5 the animated flag of begin reaches both callbacks")
  func animatedFlagPassesThrough() throws {
    let sim = try makeSimulation()
    sim.perform {
      let vc = controller(sim, "vc")
      vc.loadViewIfNeeded()
      vc.beginAppearanceTransition(true, animated: true)
      vc.endAppearanceTransition()
      vc.beginAppearanceTransition(false, animated: true)
      vc.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  vc.loadViewIfNeeded()
      auto      vc.loadView()
      auto      vc.viewDidLoad()
      manual  vc.beginAppearanceTransition(true, animated: true)
      auto      vc.viewWillAppear(true)
      manual  vc.endAppearanceTransition()
      auto      vc.viewDidAppear(true)
      manual  vc.beginAppearanceTransition(false, animated: true)
      auto      vc.viewWillDisappear(true)
      manual  vc.endAppearanceTransition()
      auto      vc.viewDidDisappear(true)

      """)
  }

  @Test("B9 A8 a repeated begin(true) warns, does not repeat viewWillAppear, and nests")
  func repeatedBeginWarnsAndNests() throws {
    let sim = try makeSimulation()
    sim.perform {
      let vc = controller(sim, "vc")
      vc.beginAppearanceTransition(true, animated: false)
      vc.beginAppearanceTransition(true, animated: false)
      vc.endAppearanceTransition()
      vc.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      Self.loadAndBeginAppearing + """
        manual  vc.beginAppearanceTransition(true, animated: false)
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: vc>.
        manual  vc.endAppearanceTransition()
        manual  vc.endAppearanceTransition()
        auto      vc.viewDidAppear(false)

        """)
  }

  @Test("B10 A8 endAppearanceTransition with nothing pending warns and calls nothing")
  func unmatchedEndWarns() throws {
    let sim = try makeSimulation()
    sim.perform {
      let vc = controller(sim, "vc")
      vc.endAppearanceTransition()
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  vc.endAppearanceTransition()
      warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: vc>.

      """)
  }

  @Test("B11 beginAppearanceTransition loads the view before viewWillAppear")
  func beginLoadsView() throws {
    let sim = try makeSimulation()
    var loaded = false
    sim.perform {
      let vc = controller(sim, "vc")
      vc.beginAppearanceTransition(true, animated: false)
      loaded = vc.isViewLoaded
      vc.endAppearanceTransition()
    }
    sim.finish()
    #expect(loaded)
    expectTrace(
      sim,
      Self.loadAndBeginAppearing + """
        manual  vc.endAppearanceTransition()
        auto      vc.viewDidAppear(false)

        """)
  }
}
