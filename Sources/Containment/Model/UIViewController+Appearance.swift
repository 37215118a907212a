/// UIKit's internal appearance state (A5.4 [O], S35: 0 did disappear, 1 will appear,
/// 2 did appear, 3 will disappear).
enum AppearState: Sendable {
  case disappeared, appearing, appeared, disappearing
}

/// The appearance state machine behind `beginAppearanceTransition` /
/// `endAppearanceTransition` and every automatic appearance (A5.3, A5.7, B8-B11).
extension UIViewController {
  /// A5.7 [O] (S20): begin(true) from disappeared or disappearing sends `viewWillAppear`;
  /// begin(false) from appeared or appearing sends `viewWillDisappear`; a begin in the
  /// direction already under way is "Unbalanced" (B9); callbacks are forwarded to children
  /// (A5.6, B8, B18).
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    let sim = simulation
    let target: AppearState = isAppearing ? .appearing : .disappearing
    let settled: AppearState = isAppearing ? .appeared : .disappeared
    switch appearState {
    case target:
      // B9 [I].
      appearNesting += 1
      if sim.behavior.repeatedBegin == .warnAndNest {
        sim.warn(TraceIDs.unbalanced, UIKitMessages.unbalanced(sim.describe(self)), rule: "B9")
        return
      }
    case settled:
      // Already there (e.g. begin(true) on an appeared controller): nothing to begin (A8.4).
      sim.warn(
        TraceIDs.unbalanced, UIKitMessages.unbalanced(sim.describe(self)),
        rule: sim.ruleContext == "B38" ? "B38" : "A8.4")
      return
    default:
      appearState = target
      appearNesting = 1
      appearGeneration += 1
    }
    appearAnimated = animated
    if !isAppearing { appearsAheadOfParent = false }
    if isAppearing, sim.behavior.beginLoadsView == .loads {
      // B11 [I]: viewWillAppear presupposes a view.
      _ = loadViewForUIKit(because: "B11")
    }
    if isAppearing {
      // V2 [D]: UIKit sends viewIsAppearing from iOS 13 (back-deployed there from iOS 17).
      pendingViewIsAppearing = sim.behavior.iOS >= 13 ? animated : nil
      installChildViewsForAppearance()
    }
    let member: APIMember = isAppearing ? .viewWillAppear : .viewWillDisappear
    withForwarding(beginning: isAppearing) {
      $0.beginAppearance(isAppearing, animated: animated)
    } own: {
      sendAppearanceCallback(member, animated)
    }
    if isAppearing { sim.setNeedsLayout(self) }
  }

  /// A5.6 [D]: the did-callback comes with the end that brings the nesting back to zero;
  /// an end with nothing pending is "Unbalanced" (B10).
  func endAppearance() {
    let sim = simulation
    guard appearState == .appearing || appearState == .disappearing, appearNesting > 0 else {
      if sim.behavior.unmatchedEnd == .warn {
        sim.warn(
          TraceIDs.unbalanced, UIKitMessages.unbalanced(sim.describe(self)),
          rule: sim.ruleContext == "B38" ? "B38" : "B10")
      }
      return
    }
    appearNesting -= 1
    guard appearNesting == 0 else { return }
    let appearing = appearState == .appearing
    appearState = appearing ? .appeared : .disappeared
    if appearing, let pending = pendingViewIsAppearing {
      // A5.2 [D]: viewIsAppearing comes before viewDidAppear; B56 [I]: an appearance that
      // ends before any layout pass (driven by hand) gets it here, or not at all.
      pendingViewIsAppearing = nil
      if sim.behavior.unlaidAppearance == .beforeDidAppear {
        sim.dispatch(.auto, self, .viewIsAppearing, [.bool(pending)], rule: "B56") {
          viewIsAppearing(pending)
        }
      }
    }
    if !appearing { pendingViewIsAppearing = nil }
    let animated = appearAnimated
    withForwarding(beginning: nil) {
      $0.endAppearance()
    } own: {
      isSendingDidCallback = true
      sendAppearanceCallback(appearing ? .viewDidAppear : .viewDidDisappear, animated)
      isSendingDidCallback = false
    }
    if appearing, !afterAppeared.isEmpty {
      let work = afterAppeared
      afterAppeared = []
      for step in work { step() }
    }
  }

  /// Runs `own` and `forward` for each child in the B8 order, when `self` forwards (A5.8,
  /// B18). Children forwarded to are those whose loaded views are inside `self`'s view, less
  /// those a transition in flight drives (B37). `beginning` is the direction of a begin, nil
  /// for an end.
  private func withForwarding(
    beginning isAppearing: Bool?, _ forward: (UIViewController) -> Void, own: () -> Void
  ) {
    let sim = simulation
    let forwards =
      shouldAutomaticallyForwardAppearanceMethods
      || sim.behavior.nonForwardingParent == .forwardAnyway
    // Chosen when forwarding, not before: the parent's own callback may have started a
    // transition (B37) that now drives some of the children, or added a child (a begin).
    // An end goes only to the children the begin went to (and to a transition's, B37): a
    // child whose view entered the window on its own (A5.10), say in the parent's
    // did-callback, ends on its own, after its layout (A7.4).
    let endsEveryChild = sim.behavior.parentAppearanceDuringTransition == .parentForwards
    func forwardToChildren() {
      guard forwards else { return }
      let beganWithSelf = forwardedAppearance
      forwardedAppearance = []
      for child in childrenWithViewsInside where !sim.isTerminated {
        // B51 [I]: a page that already appeared with its page view controller off screen.
        if isAppearing == true, child.appearsAheadOfParent {
          child.appearsAheadOfParent = false
          continue
        }
        // A transition's children are B37's to decide (`parent-forwards`: every child
        // inside, a plain counter).
        if isAppearing == nil, child.transitionToken == nil, !endsEveryChild,
          !beganWithSelf.contains(ObjectIdentifier(child))
        {
          continue
        }
        if child.acceptsForwarding(beginning: isAppearing) {
          if isAppearing != nil { forwardedAppearance.insert(ObjectIdentifier(child)) }
          // B8 [I] places the forwarded callbacks; B37 [I] when it turns a transition's child.
          sim.because(child.transitionToken == nil ? "B8" : "B37") { forward(child) }
        } else {
          child.transitionContested = true
        }
      }
    }
    if sim.behavior.forwardingOrder == .childrenFirst {
      forwardToChildren()
      own()
    } else {
      let wasForwardingAfter = forwardsBeginAfterOwnCallback
      forwardsBeginAfterOwnCallback = forwards && isAppearing == true
      own()
      forwardsBeginAfterOwnCallback = wasForwardingAfter
      forwardToChildren()
    }
  }

  /// B37 [I]: a child whose appearance a transition in flight drives gets nothing from its
  /// parent's forwarding (the transition's end sends its did-callback, once, A5.6), except
  /// that a parent starting to disappear turns an appearing child around: the parent is
  /// leaving the screen, so the child cannot finish appearing.
  func acceptsForwarding(beginning isAppearing: Bool?) -> Bool {
    guard transitionToken != nil else { return true }
    return isAppearing == false && appearState == .appearing
  }

  /// How many superviews the view has; orders the layout pass.
  var viewDepth: Int {
    var count = 0
    var current = storedView?.superview
    while let view = current {
      count += 1
      current = view.superview
    }
    return count
  }

  /// Children whose views are loaded and inside this controller's view.
  var childrenWithViewsInside: [UIViewController] {
    guard let root = storedView else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }

  /// Sends one of the four appearance callbacks as UIKit does (`_setViewAppearState:`).
  func sendAppearanceCallback(_ member: APIMember, _ animated: Bool) {
    simulation.dispatch(.auto, self, member, [.bool(animated)]) {
      switch member {
      case .viewWillAppear: viewWillAppear(animated)
      case .viewDidAppear: viewDidAppear(animated)
      case .viewWillDisappear: viewWillDisappear(animated)
      case .viewDidDisappear: viewDidDisappear(animated)
      default: break
      }
    }
  }
}
