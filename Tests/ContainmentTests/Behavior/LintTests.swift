import Testing

@testable import Containment

/// The end-of-scenario lints of core-spec.md: each id, their order (object creation, then id)
/// and that they run once. Messages are the model's own, so only the ids are pinned.
@MainActor
@Suite struct LintTests {
  @Test("each lint id: did-move, will-move, view-left-behind, without-parent, unfinished")
  func eachID() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let neverMoved = controller(sim, "neverMoved")
      root.addChild(neverMoved)
      let leftBehind = controller(sim, "leftBehind")
      let host = controller(sim, "host")
      embed(leftBehind, in: host)
      leftBehind.removeFromParent()
      let stray = controller(sim, "stray")
      root.view.addSubview(stray.view)
      let pending = controller(sim, "pending")
      pending.beginAppearanceTransition(true, animated: false)
    }
    sim.finish()
    #expect(
      lintIDs(sim) == [
        "containment.missing-did-move",
        "containment.missing-will-move", "containment.view-left-behind",
        "containment.view-without-parent",
        "appearance.unfinished-transition",
      ])
    for event in sim.events where event.kind == .lint {
      #expect(event.depth == 0)
    }
  }

  /// The seed tutorials send willMove(toParent: nil) and never remove the child; the
  /// Listing 5-3 pattern removes it in the completion, which is clean.
  @Test("will-move-without-remove: told it is leaving, still a child at the end")
  func willMoveWithoutRemove() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let stays = controller(sim, "stays")
      let leaves = controller(sim, "leaves")
      for child in [stays, leaves] {
        root.addChild(child)
        child.didMove(toParent: root)
        child.willMove(toParent: nil)
      }
      leaves.removeFromParent()
    }
    sim.finish()
    #expect(lintIDs(sim) == ["containment.will-move-without-remove"])
    #expect(
      sim.traceText().hasSuffix(
        """
        lint    containment.will-move-without-remove: <UIViewController: stays> got \
        willMove(toParent: nil), but removeFromParent never followed: it is still a child of \
        <UIViewController: self>

        """))
  }

  @Test("lints come in object-creation order, not event order")
  func creationOrder() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let early = controller(sim, "early")
      let late = controller(sim, "late")
      root.addChild(late)
      root.addChild(early)
    }
    sim.finish()
    expectTrace(
      sim,
      """
      manual  self.addChild(late)
      auto      late.willMove(toParent: self)
      manual  self.addChild(early)
      auto      early.willMove(toParent: self)
      lint    containment.missing-did-move: …
      lint    containment.missing-did-move: …

      """)
    let lintTexts = sim.traceText().split(separator: "\n").filter { $0.hasPrefix("lint") }
    #expect(lintTexts.count == 2)
    #expect(lintTexts.first?.contains("early") == true)
    #expect(lintTexts.last?.contains("late") == true)
  }

  @Test("lints run once, even if finish is called again")
  func lintsOnce() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      root.addChild(controller(sim, "child"))
    }
    sim.finish()
    sim.finish()
    #expect(lintIDs(sim) == ["containment.missing-did-move"])
  }

  @Test("a clean canonical add and remove has no lints")
  func cleanScenario() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let child = controller(sim, "child")
      embed(child, in: root)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    sim.finish()
    #expect(lintIDs(sim).isEmpty)
  }
}
