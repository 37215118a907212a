import Testing

@testable import Containment

/// Records `isBeingPresented` / `isBeingDismissed` in each appearance callback (A13.11).
final class PresentationRecorder: UIViewController {
  var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear \(isBeingPresented)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    seen.append("didAppear \(isBeingPresented)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear \(isBeingDismissed)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    seen.append("didDisappear \(isBeingDismissed)")
  }
}

/// Modal presentation (docs/FIDELITY.md A13, A14, B25, B35, B41). Expected traces are the
/// reference orders of the modal logs (S50, S58), written before running.
@MainActor
@Suite struct PresentationTests {
  // Presenting full screen, as a sheet, not animated, from a child and from off screen, the
  // full-screen dismiss, B25 and B41 (A13.1-A13.10, A14.1, B25, B35, B41) are a Markdown trace
  // fixture:
  // Tests/Fixtures/Traces/containment-model/presentation.md.

  @Test("A13.5 A13.2 dismiss sent to the presented controller goes to its presenter")
  func dismissFromPresented() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let b = controller(sim, "b")
      root.present(b, animated: false)
      sim.drain()
      b.dismiss(animated: false)
      sim.drain()
      #expect(root.presentedViewController == nil)
      #expect(b.presentingViewController == nil)
    }
    sim.finish()
    #expect(sim.traceText().hasSuffix("auto      b.viewDidDisappear(false)\n"))
  }

  @Test("A13.11 isBeingPresented in the appearing callbacks, isBeingDismissed in the others")
  func beingPresentedFlags() throws {
    let sim = try makeSimulation()
    let recorder = sim.perform { PresentationRecorder() }
    sim.perform {
      let root = showRootNamedSelf(sim)
      sim.name(recorder, "b")
      root.present(recorder, animated: true)
      sim.drain()
      root.dismiss(animated: true)
      sim.drain()
      #expect(!recorder.isBeingPresented)
      #expect(!recorder.isBeingDismissed)
    }
    #expect(
      recorder.seen == [
        "willAppear true", "didAppear true", "willDisappear true", "didDisappear true",
      ])
  }

  @Test("A14.2 A14.5 A14.6 already presenting; presented twice; an active controller")
  func misuse() throws {
    let busy = try makeSimulation()
    busy.perform {
      let root = showRootNamedSelf(busy)
      root.present(controller(busy, "b"), animated: false)
      root.present(controller(busy, "c"), animated: false)
    }
    busy.finish()
    #expect(
      busy.traceText().contains(
        "warning   [Presentation] Attempt to present <UIViewController: c> on "
          + "<UIViewController: self> (from <UIViewController: self>) which is already "
          + "presenting <UIViewController: b>.\n"))

    let twice = try makeSimulation()
    twice.perform {
      let root = showRootNamedSelf(twice)
      let b = controller(twice, "b")
      root.present(b, animated: false)
      root.present(b, animated: false)
    }
    twice.finish()
    #expect(
      twice.traceText().hasSuffix(
        "raise     NSInvalidArgumentException: Application tried to present modally a view "
          + "controller <UIViewController: b> that is already being presented by "
          + "<UIViewController: self>.\n"))

    let active = try makeSimulation()
    active.perform {
      let root = showRootNamedSelf(active)
      let first = controller(active, "first")
      embed(first, in: root)
      root.present(first, animated: false)
    }
    active.finish()
    #expect(
      active.traceText().hasSuffix(
        "raise     NSInvalidArgumentException: Application tried to present modally an active "
          + "controller <UIViewController: first>.\n"))
  }

}
