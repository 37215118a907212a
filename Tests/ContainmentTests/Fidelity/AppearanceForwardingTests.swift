import Testing

@testable import Containment

/// FIDELITY A5.1, A5.2, A5.6, A5.8-A5.12 with the default choices B3, B7, B8, B17, B18:
/// appearance driven by the window and forwarded to children. Written by hand.
@MainActor
@Suite struct AppearanceForwardingTests {
  // The window-driven and forwarded appearance scenarios (A5.6, A5.8–A5.11, B8, B17, B18)
  // are a Markdown trace fixture: Tests/Fixtures/Traces/containment-model/appearance-forwarding.md.

  @Test("A5.2 A5.10 addSubview/removeFromSuperview: will before the move, did after")
  func viewPlacementWindowPath() throws {
    let sim = try makeSimulation()
    var seen: [String] = []
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = SuperviewRecorder()
      sim.name(child, "child")
      embed(child, in: root)
      sim.drain()
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      seen = child.seen
    }
    sim.finish()
    #expect(
      seen == [
        "willAppear inSuperview=false", "didAppear inSuperview=true",
        "willDisappear inSuperview=true", "didDisappear inSuperview=false",
      ])
  }

  static let directCalls: [(String, @MainActor @Sendable (UIViewController) -> Void)] = [
    ("viewWillAppear", { $0.viewWillAppear(false) }),
    ("viewDidAppear", { $0.viewDidAppear(false) }),
    ("viewWillDisappear", { $0.viewWillDisappear(false) }),
    ("viewDidDisappear", { $0.viewDidDisappear(false) }),
  ]

  @Test("A5.12 calling an appearance callback directly logs UIKit's misuse message")
  func directCallsWarn() throws {
    for (name, call) in Self.directCalls {
      let sim = try makeSimulation()
      sim.perform {
        let vc = controller(sim, "vc")
        call(vc)
      }
      sim.finish()
      expectTrace(
        sim,
        """
        manual  vc.\(name)(false)
        warning   Calling -\(name): directly on a view controller is not supported, and may \
        result in out-of-order callbacks and other inconsistent behavior. Use the \
        -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on \
        UIViewController to manually drive appearance callbacks instead. Make a symbolic \
        breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the \
        debugger.…

        """)
    }
  }
}
