/// `transition(from:to:duration:options:animations:completion:)` (docs/FIDELITY.md A4).
extension UIViewController {
  /// A4.1 [D]: both controllers must be children of the receiver, which must forward
  /// appearance automatically, or UIKit raises `NSInvalidArgumentException` (text: A4.3 [O]).
  /// A4.7 [I] (S36): the will-callbacks (B2), the insertion of the new view into the old
  /// view's superview (B16) and `animations` run inside the call; when the animation ends
  /// (duration 0: at the end of the turn, B13) the old view is removed, the did-callbacks
  /// run and then the completion (B1). It never sends willMove/didMove (A4.4 [O]).
  func performTransition(
    from: UIViewController?, to: UIViewController?, duration: Double,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    let sim = simulation
    let behavior = sim.behavior
    guard let from, let to else {
      sim.raise(UIKitMessages.invalidArgument, UIKitMessages.transitionWithNil(), rule: "A4.6")
      return
    }
    guard from.parent === self, to.parent === self else {
      sim.raise(
        UIKitMessages.invalidArgument,
        UIKitMessages.noCommonParent(sim.describe(from), sim.describe(to)), rule: "A4.3")
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else {
      // B12: the header's rule; the wording is ours.
      sim.raise(
        UIKitMessages.invalidArgument,
        UIKitMessages.transitionWhileForwardingManually(sim.describe(self)), rule: "B12")
      return
    }
    let toView = to.loadViewForUIKit()
    let fromView = from.loadViewForUIKit()
    // B14 [I]: animated when the duration is positive.
    let animated = behavior.transitionAnimatedFlag == .alwaysTrue || duration > 0
    // B15 [I]: sent even when the parent is not on screen, unless switched.
    let sendCallbacks =
      behavior.offscreenTransition == .sendCallbacks || storedView?.isInVisibleWindow == true
    // Settled on screen: in a visible window and not in the middle of appearing (a transition
    // started in the parent's viewWillAppear runs before the parent's view is in place and
    // before the parent forwarded anything to its children).
    let settledOnScreen = storedView?.isInVisibleWindow == true && appearState != .appearing
    if sendCallbacks, !settledOnScreen {
      // B15 [I]: off screen, the callbacks are those of the same transition on screen, so
      // the two children start as a shown `from` and a hidden `to`.
      if from.appearState == .disappeared { from.appearState = .appeared }
      if to.appearState == .appeared { to.appearState = .disappeared }
    }
    // B38 [I]: a detached `from` is not showing (its callbacks are "Unbalanced"), or is
    // treated as if its view were in place.
    let detachedSource =
      sendCallbacks && settledOnScreen && fromView.superview == nil
      && from.appearState == .disappeared
    if detachedSource, behavior.detachedTransitionSource == .asWithSuperview {
      from.appearState = .appeared
    }
    // The rule that places the will- and did-callbacks: B2 and A4.7 (B13 for 0 s) normally;
    // B15 when the parent is not in a visible window; B38 for a detached `from`.
    let offscreen = storedView?.isInVisibleWindow != true
    let willRule = offscreen ? "B15" : "B2"
    let fromRule = detachedSource ? "B38" : willRule
    let didRule = offscreen ? "B15" : duration > 0 ? "A4.7" : "B13"
    sim.transitionSequence += 1
    let token = sim.transitionSequence
    // A3.2: until the animation ends, a didMove(toParent:) to either child is early (lint).
    let running = RunningTransition(token: token, from: from, to: to)
    from.runningTransition = running
    to.runningTransition = running
    if sendCallbacks {
      // B2 [I]: from's will-callback first.
      let beginFrom = { sim.because(fromRule) { from.beginAppearance(false, animated: animated) } }
      let beginTo = { sim.because(willRule) { to.beginAppearance(true, animated: animated) } }
      if behavior.transitionWillOrder == .fromFirst {
        beginFrom()
        beginTo()
      } else {
        beginTo()
        beginFrom()
      }
      if behavior.parentAppearanceDuringTransition == .transitionOwns {
        // B37 [I]: from here on this transition drives both children's appearance.
        for child in [from, to] where child.isInAppearanceTransition {
          child.transitionToken = token
          child.transitionContested = false
        }
      }
    }
    sim.suppressingAppearance(of: [from, to]) {
      insertForTransition(toView, above: fromView)
      // B45 [I]: the old view leaves at the end (A4.7), or before the animations run.
      if behavior.transitionViewRemoval == .beforeAnimations, fromView.superview != nil {
        sim.dispatch(.auto, fromView, .removeFromSuperview, rule: "B45") {
          fromView.removeFromSuperview()
        }
      }
    }
    if let animations { sim.invokeClosure(.animations, [], rule: "A4.7") { animations() } }
    // A30.1 [D]: an animation with a duration joins the CATransaction groups open now.
    let transactionEnd = duration > 0 ? sim.joinTransactions() : nil
    let finish = {
      for child in [from, to] where child.runningTransition?.token == token {
        child.runningTransition = nil
      }
      sim.suppressingAppearance(of: [from, to]) {
        if fromView.superview != nil {
          sim.dispatch(.auto, fromView, .removeFromSuperview, rule: "A4.1") {
            fromView.removeFromSuperview()
          }
        }
      }
      let didCallbacks = {
        if sendCallbacks {
          // A5.6 [D], B37 [I]: the end that the transition's begins were waiting for.
          for child in [from, to] {
            var rule = child === from ? (detachedSource ? "B38" : didRule) : didRule
            if child.transitionToken == token {
              child.transitionToken = nil
              if child.transitionContested { rule = "B37" }
              child.transitionContested = false
            }
            sim.because(rule) { child.endAppearance() }
          }
        }
      }
      let userCompletion = {
        if let completion {
          sim.invokeClosure(.completion, [.bool(true)], rule: "B1") { completion(true) }
        }
      }
      // B1 [I]: did-callbacks, then the completion.
      if behavior.transitionCompletionOrder == .didCallbacksFirst {
        didCallbacks()
        userCompletion()
      } else {
        userCompletion()
        didCallbacks()
      }
      transactionEnd?()
    }
    sim.afterAnimation(duration, finish)
  }

  /// B16: "add the toViewController's view to the superview of the fromViewController's
  /// view" [D]; above it [I]. Without a superview nothing is inserted.
  private func insertForTransition(_ toView: UIView, above fromView: UIView) {
    let sim = simulation
    switch sim.behavior.transitionInsertion {
    case .fromSuperview:
      guard let superview = fromView.superview else { return }
      let arguments: [TraceValue] = [
        .object(sim.traceName(of: toView)), .object(sim.traceName(of: fromView)),
      ]
      sim.dispatch(.auto, superview, .insertSubviewAbove, arguments, rule: "B16") {
        superview.insertSubview(toView, aboveSubview: fromView)
      }
    case .parentRootView:
      let root = loadViewForUIKit()
      sim.dispatch(.auto, root, .addSubview, [.object(sim.traceName(of: toView))], rule: "B16") {
        root.addSubview(toView)
      }
    }
  }
}

/// A `transition(from:to:…)` whose animation has not ended yet (lint bookkeeping, A3.2).
struct RunningTransition {
  /// The simulation's number for the transition, so a later one is not mistaken for it.
  var token: Int
  weak var from: UIViewController?
  weak var to: UIViewController?
}
