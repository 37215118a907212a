import Testing

@testable import Containment

/// Every event UIKit produces names the fidelity rule behind it (issue 11 §2). The expected
/// rules are written from docs/FIDELITY.md: which rule says the line is there, and there.
@MainActor
@Suite struct ProvenanceTests {
  /// The trace with `[rule tag]` after each line (the `--explain` format, unpadded).
  func explained(_ sim: UIKitSimulation) -> String {
    TraceFormatter().visibleEvents(sim.events).map { event in
      let line = TraceFormatter().line(for: event)
      guard let provenance = event.provenance else { return line + "\n" }
      return line + "  " + TraceFormatter.explanation(provenance) + "\n"
    }.joined()
  }

  @Test("A1.3 A7.1 A5.10 B3: the canonical add")
  func canonicalAdd() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      embed(controller(sim, "first"), in: root)
    }
    sim.finish()
    #expect(
      explained(sim) == """
        manual  self.addChild(first)
        auto      first.willMove(toParent: self)  [A1.3 D]
        manual  first.view
        auto      first.loadView()  [A7.1 D]
        auto      first.viewDidLoad()  [A7.1 D]
        manual  self.view.addSubview(first.view)
        auto      first.viewWillAppear(false)  [A5.10 O]
        manual  first.didMove(toParent: self)
        turn
        auto      first.viewDidAppear(false)  [B3 I]

        """)
  }

  @Test("A5.10 B7 A2.3: the canonical remove")
  func canonicalRemove() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      embed(first, in: root)
      sim.drain()
      sim.events.removeAll()
      first.willMove(toParent: nil)
      first.view.removeFromSuperview()
      first.removeFromParent()
    }
    sim.finish()
    #expect(
      explained(sim) == """
        manual  first.willMove(toParent: nil)
        manual  first.view.removeFromSuperview()
        auto      first.viewWillDisappear(false)  [A5.10 O]
        auto      first.viewDidDisappear(false)  [B7 I]
        manual  first.removeFromParent()
        auto      first.didMove(toParent: nil)  [A2.3 D]

        """)
  }

  /// Apple's swap listing (S15) from a shown `self` with `first` embedded.
  func swap(_ sim: UIKitSimulation, duration: Double) {
    sim.perform {
      let root = showRootNamedSelf(sim)
      let first = controller(sim, "first")
      let second = controller(sim, "second")
      embed(first, in: root)
      sim.drain()
      sim.events.removeAll()
      first.willMove(toParent: nil)
      root.addChild(second)
      root.transition(
        from: first, to: second, duration: duration, options: [], animations: {},
        completion: { _ in
          first.removeFromParent()
          second.didMove(toParent: root)
        })
    }
    sim.finish()
  }

  static let swapStart = """
    manual  first.willMove(toParent: nil)
    manual  self.addChild(second)
    auto      second.willMove(toParent: self)  [A1.3 D]

    """

  @Test("B2 B16 A4.7 A4.1 B1: the canonical transition, animated")
  func canonicalTransition() throws {
    let sim = try makeSimulation()
    swap(sim, duration: 0.5)
    #expect(
      explained(sim) == Self.swapStart + """
        manual  self.transition(from: first, to: second, duration: 0.5, options: [])
        auto      second.loadView()  [A7.1 D]
        auto      second.viewDidLoad()  [A7.1 D]
        auto      first.viewWillDisappear(true)  [B2 I]
        auto      second.viewWillAppear(true)  [B2 I]
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)  [B16 D]
        block     animations()  [A4.7 I]
        time    0.5
        auto      first.view.removeFromSuperview()  [A4.1 D]
        auto      first.viewDidDisappear(true)  [A4.7 I]
        auto      second.viewDidAppear(true)  [A4.7 I]
        block     completion(true)  [B1 I]
        manual      first.removeFromParent()
        auto          first.didMove(toParent: nil)  [A2.3 D]
        manual      second.didMove(toParent: self)

        """)
  }

  @Test("B13: a zero-duration transition's did-side is placed by B13")
  func zeroDurationTransition() throws {
    let sim = try makeSimulation()
    swap(sim, duration: 0)
    let dids = sim.events.filter {
      if case .call(_, let member, _) = $0.action {
        return member == .viewDidAppear || member == .viewDidDisappear
      }
      return false
    }
    #expect(dids.map(\.provenance?.rule) == ["B13", "B13"])
  }

  @Test("B8 A5.9: a parent appearing forwards to its children")
  func forwarding() throws {
    let sim = try makeSimulation()
    sim.perform {
      let parent = controller(sim, "parent")
      embed(controller(sim, "first"), in: parent)
      sim.events.removeAll()
      sim.window.rootViewController = parent
      sim.window.makeKeyAndVisible()
    }
    sim.finish()
    #expect(
      explained(sim) == """
        manual  window.rootViewController = parent
        manual  window.makeKeyAndVisible()
        auto      parent.viewWillAppear(false)  [A5.9 O]
        auto      first.viewWillAppear(false)  [B8 I]
        turn
        auto      parent.viewDidAppear(false)  [B3 I]
        auto      first.viewDidAppear(false)  [B8 I]

        """)
  }

  @Test("A5.7 A8.4 B10: manual begin/end and their warnings")
  func beginEnd() throws {
    let sim = try makeSimulation()
    sim.perform {
      let child = controller(sim, "child")
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
    }
    sim.finish()
    #expect(
      explained(sim) == """
        manual  child.beginAppearanceTransition(true, animated: false)
        auto      child.loadView()  [B11 I]
        auto      child.viewDidLoad()  [B11 I]
        auto      child.viewWillAppear(false)  [A5.7 O]
        manual  child.endAppearanceTransition()
        auto      child.viewDidAppear(false)  [A5.7 O]
        manual  child.beginAppearanceTransition(true, animated: false)
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: child>.  [A8.4 O]
        manual  child.endAppearanceTransition()
        warning   Unbalanced calls to begin/end appearance transitions for <UIViewController: child>.  [B10 I]

        """)
  }

  @Test("A4.3 A1.5: exceptions carry their rule; lints the rule they check (A3.2)")
  func exceptionsAndLints() throws {
    let noParent = try makeSimulation()
    noParent.perform {
      let root = showRootNamedSelf(noParent)
      root.transition(
        from: controller(noParent, "a"), to: controller(noParent, "b"), duration: 0,
        animations: nil, completion: nil)
    }
    noParent.finish()
    #expect(noParent.events.last?.provenance == Provenance("A4.3"))

    let lint = try makeSimulation()
    lint.perform {
      let root = showRootNamedSelf(lint)
      root.addChild(controller(lint, "child"))
    }
    lint.finish()
    #expect(lint.events.last?.kind == .lint)
    #expect(lint.events.last?.provenance == Provenance("A3.2"))
  }

  @Test("Manual, print, time and turn events have no rule; UIKit's events all have one")
  func whoCarriesRules() throws {
    let sim = try makeSimulation()
    swap(sim, duration: 0.25)
    for event in sim.events {
      switch event.kind {
      case .manual, .print, .time, .turn:
        #expect(event.provenance == nil, "\(event)")
      case .auto, .block, .warning, .raise, .lint:
        let rule = try #require(event.provenance?.rule, "\(event)")
        #expect(FidelityRule.rule(rule) != nil, "\(rule) is not in the catalogue")
      }
    }
  }

  @Test("A11.1 A11.2 A13.7 A13.10: navigation and presentation events carry catalogue rules")
  func systemContainerRules() throws {
    let sim = try makeSimulation()
    sim.perform {
      let root = showRootNamedSelf(sim)
      let nav = UINavigationController(rootViewController: controller(sim, "a"))
      sim.name(nav, "nav")
      embed(nav, in: root)
      nav.pushViewController(controller(sim, "b"), animated: true)
      sim.drain()
      nav.popViewController(animated: false)
      let modal = controller(sim, "modal")
      modal.modalPresentationStyle = .fullScreen
      root.present(modal, animated: true) {}
      sim.drain()
      modal.dismiss(animated: true) {}
    }
    sim.finish()
    var rules: Set<String> = []
    for event in sim.events
    where event.kind != .manual && event.kind != .time
      && event.kind != .turn
    {
      let rule = try #require(event.provenance?.rule, "\(event)")
      #expect(FidelityRule.rule(rule) != nil, "\(rule) is not in the catalogue")
      rules.insert(rule)
    }
    #expect(rules.isSuperset(of: ["A11.1", "A11.2", "A11.4", "A13.7", "A13.10", "A13.1"]))
  }

  @Test("--explain: the rule column starts two characters after the longest line")
  func formatterColumn() {
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "self", member: .addChild, arguments: [.object("child")])),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "child", member: .willMoveToParent, arguments: [.object("self")]),
        provenance: Provenance("A1.3")),
    ]
    #expect(
      TraceFormatter(explain: true).format(events) == """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)  [A1.3 D]

        """)
    #expect(
      TraceFormatter(spelling: .objc, explain: true).format(events) == """
        manual  [self addChildViewController:child]
        auto      [child willMoveToParentViewController:self]  [A1.3 D]

        """)
    #expect(!TraceFormatter().format(events).contains("["))
  }
}
