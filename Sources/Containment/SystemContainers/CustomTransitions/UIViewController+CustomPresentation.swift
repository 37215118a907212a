/// Custom presentation and dismissal: the presented controller's `transitioningDelegate`
/// vends an animator, and the transition ends when the animator calls
/// `completeTransition(_:)` (docs/FIDELITY.md A20, B46, B47).
///
/// ```swift
/// present(b, animated: true)         // b.modalPresentationStyle = .custom
///   delegate.animationController(forPresented: b, presenting: self, source: self)
/// // ⟂: b.viewDidLoad, b.viewWillAppear(true),
/// //    animator.transitionDuration(using:), animator.animateTransition(using:)
/// // transitionContext.completeTransition(true): b.viewDidAppear(true), completion,
/// //    animator.animationEnded(true)
/// ```
extension UIViewController {
  /// A20.1, B46: the animator the presented controller's delegate vends for this
  /// presentation, asked inside the `present` call; nil for a standard presentation.
  func presentationAnimator(
    for presented: UIViewController, presenter: UIViewController, style: UIModalPresentationStyle,
    animated: Bool
  ) -> AppObject? {
    guard animated, simulation.behavior.customAnimatorStyles.uses(style) else { return nil }
    let answer = simulation.callApp(
      presented.transitioningDelegate, .animationControllerForPresented,
      [.object(presented), .object(presenter), .object(self)], rule: "A20.1")
    guard let found = animator(answer) else { return nil }
    // A44.1 [D]: a custom presentation's delegate may vend its presentation controller,
    // asked after the animator.
    _ = askPresentationController(for: presented, presenter: presenter, style: style)
    return found
  }

  /// A44.1 [D]: the presentation controller the delegate vends for a custom presentation,
  /// asked once per presentation (inside `present`) and kept until the dismissal ends.
  func askPresentationController(
    for presented: UIViewController, presenter: UIViewController, style: UIModalPresentationStyle
  ) -> UIPresentationController? {
    if presented.presentationControllerAsked { return presented.customPresentationController }
    presented.presentationControllerAsked = true
    presented.customPresentationController = nil
    guard style == .custom,
      let vended = simulation.callApp(
        presented.transitioningDelegate, .presentationControllerForPresented,
        [.object(presented), .object(presenter), .object(self)], rule: "A44.1")?.object,
      let controller = simulation.presentationControllers[ObjectIdentifier(vended)]
    else { return nil }
    presented.customPresentationController = controller
    return controller
  }

  /// A20.6, B46: the animator for dismissing `dismissed`, asked inside the `dismiss` call.
  func dismissalAnimator(for dismissed: UIViewController, animated: Bool) -> AppObject? {
    guard animated, simulation.behavior.customAnimatorStyles.uses(dismissed.presentedStyle)
    else { return nil }
    let answer = simulation.callApp(
      dismissed.transitioningDelegate, .animationControllerForDismissed, [.object(dismissed)],
      rule: "A20.6")
    return animator(answer)
  }

  private func animator(_ answer: AppArgument?) -> AppObject? {
    guard let object = answer?.object as? AppObject, object.implements(.animateTransition)
    else { return nil }
    return object
  }

  /// A20.2-A20.5: a presentation the app's animator runs, from the end of the turn.
  func runCustomPresentation(
    of presented: UIViewController, by presenter: UIViewController, animator: AppObject,
    style: UIModalPresentationStyle, completion: (() -> Void)?
  ) {
    let sim = simulation
    let presentationController = presented.customPresentationController
    // A44.3 [D]: a presentation controller decides whether the presenter's view leaves.
    let covers = presentationController?.shouldRemovePresentersView() ?? style.removesPresenterView
    presenter.presentationInProgress = true
    sim.startSystemTransition { [weak presenter] in
      guard let presenter else { return }
      presented.beingPresented = true
      var view = presented.loadViewForUIKit(because: "A20.2")
      // A20.2 [D]: UIKit makes the container view; the animator puts the presented view in.
      let container = UIView(frame: sim.window.bounds)
      sim.name(container, "containerView")
      sim.window.insert(container, at: nil)
      presented.customContainer = container
      sim.appearanceSuppressed.insert(ObjectIdentifier(presented))
      // A44.2 [D]: the presentation controller gets the container, is told the transition
      // begins, and hands over its presented view.
      // B84 [I]: its will-hook before the appearance callbacks, or after them.
      let hooksInside = sim.behavior.presentationControllerHooks == .inside
      let willBegin = {
        presentationController?.tell(.presentationTransitionWillBegin, rule: "A44.2")
      }
      if let presentationController {
        presentationController.setContainer(container)
        if !hooksInside { willBegin() }
        view = presentationController.presentedView() ?? view
      }
      // A20.5 [D]: the presenter's view is handed over only when the presentation removes it.
      let context = UIViewControllerContextTransitioning(
        container: container, from: presenter, to: presented,
        fromView: covers ? presenter.viewIfLoaded : nil, toView: view, animated: true,
        style: style)
      context.presentationController = presentationController
      presenter.transitionToken = covers ? -2 : nil
      presented.transitionToken = -2
      // A22.4 [D]: the presented controller turns around first, then a covered presenter.
      context.turnaround = [(presented, false)] + (covers ? [(presenter, true)] : [])
      context.turnaroundRule = "A22.4"
      let callbacks = {
        if covers { sim.because("A20.3") { presenter.beginAppearance(false, animated: true) } }
        sim.because("A20.3") { presented.beginAppearance(true, animated: true) }
        if hooksInside { willBegin() }
      }
      context.onComplete = { [weak presenter] didComplete in
        guard let presenter else { return }
        sim.appearanceSuppressed.remove(ObjectIdentifier(presented))
        presented.transitionToken = nil
        presenter.transitionToken = nil
        if didComplete {
          // A44.2 [D]: the presentation controller hears the end; B84 [I]: after the
          // appearance callbacks, or before them.
          let didEnd = {
            presentationController?.tell(
              .presentationTransitionDidEnd, [.bool(true)], rule: "A44.2")
          }
          if hooksInside { didEnd() }
          sim.because("A20.4") { presented.endAppearance() }
          if covers {
            sim.because("A20.4") { presenter.endAppearance() }
            Self.takeAway(presenter)
          }
          if !hooksInside { didEnd() }
          presented.beingPresented = false
          presenter.presentationInProgress = false
          if let completion {
            sim.invokeClosure(.plainCompletion, [], rule: "A20.4") { completion() }
          }
        } else {
          // A22.4: a cancelled presentation turns both controllers around (A5.3); the
          // will-callbacks came at the cancel.
          context.endTurnaround()
          presentationController?.tell(
            .presentationTransitionDidEnd, [.bool(false)], rule: "A44.2")
          sim.suppressingAppearance(of: [presented]) {
            presented.viewIfLoaded?.detach()
            container.detach()
          }
          presented.customContainer = nil
          presented.customPresentationController = nil
          presented.beingPresented = false
          presenter.presented = nil
          presented.presenting = nil
          presenter.presentationInProgress = false
        }
        _ = sim.callApp(animator, .animationEnded, [.bool(didComplete)], rule: "A20.4")
      }
      // A22.1 [D]: the delegate may make the presentation interactive.
      let interaction = sim.callApp(
        presented.transitioningDelegate, .interactionControllerForPresentation,
        [.object(animator)], rule: "A22.1")?.object
      sim.runAnimator(animator, context, callbacks: callbacks, interaction: interaction)
    }
  }

  /// A20.6: a dismissal the app's animator runs, from the end of the turn.
  static func runCustomDismissal(
    of dismissed: UIViewController, from presenter: UIViewController, animator: AppObject,
    completion: (() -> Void)?, in sim: UIKitSimulation
  ) {
    let presentationController = dismissed.customPresentationController
    let returns =
      presentationController?.shouldRemovePresentersView()
      ?? dismissed.presentedStyle.removesPresenterView
    dismissed.beingDismissed = true
    let container: UIView
    if let existing = dismissed.customContainer, existing.superview != nil {
      container = existing
    } else {
      container = UIView(frame: sim.window.bounds)
      sim.name(container, "containerView")
      sim.window.insert(container, at: nil)
    }
    // The presenter's view goes back where it was; the animator may move it into the
    // container, and it comes back to its place when the transition is over.
    let slot = presenter.coveredViewSlot
    let putBack = {
      guard returns, let presenterView = presenter.viewIfLoaded,
        presenterView.superview == nil || presenterView.isDescendant(of: container)
      else { return }
      sim.suppressingAppearance(of: [presenter]) {
        if let (superview, index) = slot, superview.isInVisibleWindow {
          superview.insert(presenterView, at: min(index, superview.subviews.count))
        } else {
          sim.window.insert(presenterView, at: 0)
        }
      }
    }
    putBack()
    presenter.coveredViewSlot = nil
    sim.appearanceSuppressed.insert(ObjectIdentifier(dismissed))
    if returns { sim.appearanceSuppressed.insert(ObjectIdentifier(presenter)) }
    // A44.4 [D]: the presentation controller is told the dismissal begins, and hands over
    // its presented view.
    // B84 [I]: its will-hook before the appearance callbacks, or after them.
    let hooksInside = sim.behavior.presentationControllerHooks == .inside
    presentationController?.setContainer(container)
    if !hooksInside {
      presentationController?.tell(.dismissalTransitionWillBegin, rule: "A44.4")
    }
    let context = UIViewControllerContextTransitioning(
      container: container, from: dismissed, to: presenter,
      fromView: presentationController.map { $0.presentedView() } ?? dismissed.viewIfLoaded,
      toView: returns ? presenter.viewIfLoaded : nil, animated: true,
      style: dismissed.presentedStyle)
    context.presentationController = presentationController
    // A22.4 [D]: a returning presenter turns around first, then the dismissed controller.
    context.turnaround = (returns ? [(presenter, false)] : []) + [(dismissed, true)]
    let callbacks = {
      sim.because("A20.6") { dismissed.beginAppearance(false, animated: true) }
      if returns { sim.because("A20.6") { presenter.beginAppearance(true, animated: true) } }
      if hooksInside {
        presentationController?.tell(.dismissalTransitionWillBegin, rule: "A44.4")
      }
    }
    context.onComplete = { [weak presenter] didComplete in
      guard let presenter else { return }
      sim.appearanceSuppressed.remove(ObjectIdentifier(dismissed))
      sim.appearanceSuppressed.remove(ObjectIdentifier(presenter))
      if didComplete {
        putBack()
        sim.suppressingAppearance(of: [dismissed]) {
          dismissed.viewIfLoaded?.detach()
          container.detach()
        }
        // A44.4 [D]: the presentation controller hears the end; B84 [I]: after the
        // appearance callbacks, or before them.
        let didEnd = {
          presentationController?.tell(.dismissalTransitionDidEnd, [.bool(true)], rule: "A44.4")
        }
        if hooksInside { didEnd() }
        // A13.10 [O]: the presenter's did-callback first.
        if returns { sim.because("A20.6") { presenter.endAppearance() } }
        sim.because("A20.6") { dismissed.endAppearance() }
        if !hooksInside { didEnd() }
        presentationController?.setContainer(nil)
        dismissed.customPresentationController = nil
        presenter.presented = nil
        dismissed.presenting = nil
        dismissed.customContainer = nil
        dismissed.beingDismissed = false
        presenter.presentationInProgress = false
        if let completion {
          sim.invokeClosure(.plainCompletion, [], rule: "A13.1") { completion() }
        }
      } else {
        // A22.4: a cancelled dismissal leaves the presented controller on screen. The
        // presenter was the one to appear: it turns around first, and its view goes.
        context.endTurnaround()
        presentationController?.tell(.dismissalTransitionDidEnd, [.bool(false)], rule: "A44.4")
        if returns { takeAway(presenter) }
        dismissed.beingDismissed = false
        presenter.presentationInProgress = false
      }
      _ = sim.callApp(animator, .animationEnded, [.bool(didComplete)], rule: "A20.4")
    }
    // A22.1 [D]: the delegate may make the dismissal interactive.
    let interaction = sim.callApp(
      dismissed.transitioningDelegate, .interactionControllerForDismissal, [.object(animator)],
      rule: "A22.1")?.object
    sim.runAnimator(animator, context, callbacks: callbacks, interaction: interaction)
  }

  /// A13.6 [D]: a covering presentation takes the presenter's views away once it is over.
  static func takeAway(_ presenter: UIViewController) {
    guard let presenterView = presenter.viewIfLoaded, presenterView.superview != nil else {
      return
    }
    presenter.coveredViewSlot = presenterView.superview.map { superview in
      (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
    }
    presenter.simulation.suppressingAppearance(of: [presenter]) { presenterView.detach() }
  }
}

extension UIKitSimulation {
  /// A20.2, A22.1, B47: starts the app's animator: the appearance will-callbacks (before or
  /// after the animator, B47), then `transitionDuration(using:)` and
  /// `animateTransition(using:)`; or, for an interactive transition, the interaction
  /// controller's `startInteractiveTransition(_:)` (A22.1).
  func runAnimator(
    _ animator: AppObject, _ context: UIViewControllerContextTransitioning,
    callbacks: () -> Void, interaction: AnyObject?
  ) {
    let callbacksFirst = behavior.customTransitionCallbacks == .callbacksFirst
    if callbacksFirst { callbacks() }
    if let interaction {
      context.isInteractive = true
      if let percent = interaction as? UIPercentDrivenInteractiveTransition {
        dispatch(
          .auto, percent, .startInteractiveTransition, [.object(traceName(of: context))],
          rule: "A22.1"
        ) {
          percent.start(context, animator: animator)
        }
      } else {
        _ = callApp(
          interaction, .startInteractiveTransition, [.object(context)], rule: "A22.1")
      }
    } else {
      _ = callApp(animator, .transitionDuration, [.object(context)], rule: "A20.2")
      _ = callApp(animator, .animateTransition, [.object(context)], rule: "A20.2")
    }
    if !callbacksFirst { callbacks() }
  }
}
