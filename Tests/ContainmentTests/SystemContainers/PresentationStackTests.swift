import Testing

@testable import Containment

/// Stacks of presentations and presentation contexts (docs/FIDELITY.md A13.12-A13.15, B44,
/// V1). Expected traces are written from the reference before running.
@MainActor
@Suite struct PresentationStackTests {
  // Dismissing in a stack (A13.5, A13.15) and presenting in a context (A13.12) with their
  // traces are a Markdown trace fixture:
  // Tests/Fixtures/Traces/containment-model/presentation-stack.md.

  /// `self` presents `b`, `b` presents `c` (both in `style`), each settled.
  static func stack(
    _ sim: UIKitSimulation, _ style: UIModalPresentationStyle
  ) -> (UIViewController, UIViewController, UIViewController) {
    let root = showRootNamedSelf(sim)
    let b = controller(sim, "b")
    let c = controller(sim, "c")
    b.modalPresentationStyle = style
    c.modalPresentationStyle = style
    root.present(b, animated: false)
    sim.drain()
    b.present(c, animated: false)
    sim.drain()
    sim.events.removeAll()
    return (root, b, c)
  }

  @Test("A13.2 presentations stack: each presentingViewController points one level down")
  func chain() throws {
    let sim = try makeSimulation()
    sim.perform {
      let (root, b, c) = Self.stack(sim, .fullScreen)
      #expect(root.presentedViewController === b)
      #expect(b.presentedViewController === c)
      #expect(c.presentingViewController === b)
      #expect(b.presentingViewController === root)
      #expect(c.presentedViewController == nil)
    }
    sim.finish()
  }

  @Test("A13.5 dismiss sent to the top's presented controller dismisses the top")
  func dismissSentToTop() throws {
    let sim = try makeSimulation()
    sim.perform {
      let (_, b, c) = Self.stack(sim, .fullScreen)
      c.dismiss(animated: false)
      sim.drain()
      #expect(b.presentedViewController == nil)
    }
    sim.finish()
    #expect(sim.traceText().hasPrefix("manual  c.dismiss(animated: false)\nturn\n"))
  }

  @Test("B44 sheets: the middle one leaves with the top, not animated, or as switched")
  func sheetsInTheMiddle() throws {
    for (setting, expected) in [
      (
        "B44:with-top",
        "auto      c.viewWillDisappear(true)\nauto      b.viewWillDisappear(false)\n"
      ),
      (
        "B44:with-top-flag",
        "auto      c.viewWillDisappear(true)\nauto      b.viewWillDisappear(true)\n"
      ),
      ("B44:silent", "auto      c.viewWillDisappear(true)\ntime    0.3\n"),
    ] {
      let sim = try makeSimulation([setting])
      sim.perform {
        let (root, _, _) = Self.stack(sim, .pageSheet)
        root.dismiss(animated: true)
        sim.drain()
      }
      sim.finish()
      #expect(sim.traceText().contains(expected), "\(setting)")
      #expect(!sim.traceText().contains("self.view"), "\(setting)")
    }
  }

  /// `self` with a child `panel` that defines a presentation context.
  static func context(_ sim: UIKitSimulation, defines: Bool = true) -> (
    UIViewController, UIViewController
  ) {
    let root = showRootNamedSelf(sim)
    let panel = controller(sim, "panel")
    embed(panel, in: root)
    panel.definesPresentationContext = defines
    sim.drain()
    sim.events.removeAll()
    return (root, panel)
  }

  @Test("A13.12 without a controller that defines a context, the root-most ancestor presents")
  func noContextDefined() throws {
    let sim = try makeSimulation()
    sim.perform {
      let (root, panel) = Self.context(sim, defines: false)
      let c = controller(sim, "c")
      c.modalPresentationStyle = .currentContext
      panel.present(c, animated: false)
      #expect(c.presentingViewController === root)
    }
    sim.finish()
  }

  @Test("A13.4 full screen ignores presentation contexts")
  func fullScreenIgnoresContext() throws {
    let sim = try makeSimulation()
    sim.perform {
      let (root, panel) = Self.context(sim)
      let c = controller(sim, "c")
      c.modalPresentationStyle = .fullScreen
      panel.present(c, animated: false)
      #expect(c.presentingViewController === root)
    }
    sim.finish()
  }

  @Test("A13.14 providesPresentationContextTransitionStyle is kept and changes no line")
  func transitionStyleFromContext() throws {
    func run(_ provides: Bool) throws -> String {
      let sim = try makeSimulation()
      sim.perform {
        let (_, panel) = Self.context(sim)
        panel.providesPresentationContextTransitionStyle = provides
        #expect(panel.providesPresentationContextTransitionStyle == provides)
        let c = controller(sim, "c")
        c.modalPresentationStyle = .currentContext
        panel.present(c, animated: true)
        sim.drain()
      }
      sim.finish()
      return sim.traceText()
    }
    #expect(try run(true) == run(false))
  }

  @Test("V1 iOS 12: the default style covers the presenter; iOS 13 and later: a sheet")
  func defaultStyleByVersion() throws {
    for (setting, covers) in [("IOS:12", true), ("IOS:13", false), ("IOS:26", false)] {
      let sim = try makeSimulation([setting])
      sim.perform {
        let root = showRootNamedSelf(sim)
        root.present(controller(sim, "b"), animated: false)
        sim.drain()
      }
      sim.finish()
      #expect(sim.traceText().contains("self.viewWillDisappear(false)") == covers, "\(setting)")
    }
  }

  @Test("V3 iOS 12 prints the older presentation message")
  func olderMessage() throws {
    let sim = try makeSimulation(["IOS:12"])
    sim.perform {
      _ = showRootNamedSelf(sim)
      let loose = controller(sim, "loose")
      _ = loose.view
      loose.present(controller(sim, "b"), animated: false)
    }
    sim.finish()
    #expect(
      sim.traceText().contains(
        "Warning: Attempt to present <UIViewController: b> on <UIViewController: loose> whose "
          + "view is not in the window hierarchy!"))
  }
}
