/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// (docs/FIDELITY.md A13, A14, B22, B25, B34, B35, B41).
///
/// ```swift
/// present(b, animated: true)  // in the call: the pointers only
/// // ⟂: b.loadView, b.viewDidLoad, (full screen) self.viewWillDisappear(true), b.viewWillAppear(true)
/// // +0.3 s: b.viewDidAppear(true), (full screen) self.viewDidDisappear(true), completion
/// ```
extension UIViewController {
  /// The model's animation length for present and dismiss (B22).
  public static let presentationDuration = 0.3

  /// A13.2 [D]: what this controller, or its nearest ancestor, presents.
  public var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.presented { return presented }
      current = controller.parent
    }
    return nil
  }

  /// A13.2 [D]: the controller that presented this one or its nearest presented ancestor.
  public var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presenting = controller.presenting { return presenting }
      current = controller.parent
    }
    return nil
  }

  /// A13.11 [D]: true in the appearance callbacks of a presentation.
  public var isBeingPresented: Bool { beingPresented }

  /// A13.11 [D]: true in the disappearance callbacks of a dismissal.
  public var isBeingDismissed: Bool { beingDismissed }

  /// A13: presents `controller` over this controller's root-most ancestor (A13.4).
  public func present(
    _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    let arguments: [TraceValue] = [
      .object(simulation.traceName(of: controller)), .bool(animated),
      .closure(present: completion != nil, role: .plainCompletion),
    ]
    simulation.traced(self, .present, arguments) {
      performPresent(controller, animated: animated, completion: completion)
    }
  }

  /// A13.5 [D]: dismisses what this controller presents, or, when it presents nothing, this
  /// controller itself (the request goes to its presenter).
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let arguments: [TraceValue] = [
      .bool(animated), .closure(present: completion != nil, role: .plainCompletion),
    ]
    simulation.traced(self, .dismiss, arguments) {
      performDismiss(animated: animated, completion: completion)
    }
  }

  /// A13.4 [D]: the controller that handles a presentation: the root-most ancestor.
  var presentationContext: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  private func performPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let sim = simulation
    let presenter = presentationContext
    if let current = presented.presenting {
      sim.raise(
        UIKitMessages.invalidArgument,
        UIKitMessages.presentedTwice(sim.describe(presented), sim.describe(current)),
        rule: "A14.5")
      return
    }
    if presented.parent != nil {
      sim.raise(
        UIKitMessages.invalidArgument, UIKitMessages.presentActive(sim.describe(presented)),
        rule: "A14.6")
      return
    }
    guard presenter.viewIfLoaded?.isInVisibleWindow == true else {
      // B35 [O]: dropped; the completion never runs.
      sim.warn(
        TraceIDs.presentNotInWindow,
        UIKitMessages.presentNotInWindow(
          sim.describe(presented), sim.describe(presenter), sim.describe(self)),
        rule: "B35")
      return
    }
    if let current = presenter.presented {
      sim.warn(
        TraceIDs.alreadyPresenting,
        UIKitMessages.alreadyPresenting(
          sim.describe(presented), sim.describe(presenter), sim.describe(self),
          sim.describe(current)),
        rule: "A14.2")
      return
    }
    // A13.2 [O]: the pointers are set by the time present returns.
    presenter.presented = presented
    presented.presenting = presenter
    let coversPresenter = presented.modalPresentationStyle.removesPresenterView
    presenter.presentationInProgress = true
    sim.startSystemTransition { [weak presenter] in
      guard let presenter else { return }
      presented.beingPresented = true
      let view = presented.loadViewForUIKit(because: "A13.7")
      sim.suppressingAppearance(of: [presented]) { sim.window.insert(view, at: nil) }
      let rule = coversPresenter ? "A13.7" : "A13.8"
      if coversPresenter {
        sim.because(rule) { presenter.beginAppearance(false, animated: animated) }
      }
      sim.because(rule) { presented.beginAppearance(true, animated: animated) }
      presenter.transitionToken = coversPresenter ? -2 : nil
      presented.transitionToken = -2
      sim.afterSystemAnimation(animated ? Self.presentationDuration : 0) {
        presented.transitionToken = nil
        presenter.transitionToken = nil
        let runCompletion = {
          guard let completion else { return }
          sim.invokeClosure(.plainCompletion, [], rule: "B25") { completion() }
        }
        sim.because(rule) { presented.endAppearance() }
        if sim.behavior.presentationCompletion == .afterPresented { runCompletion() }
        if coversPresenter {
          sim.because(rule) { presenter.endAppearance() }
          // A13.6 [D]: full screen takes the presenter's views away once presented.
          if let presenterView = presenter.viewIfLoaded, presenterView.superview != nil {
            sim.suppressingAppearance(of: [presenter]) { presenterView.detach() }
          }
        }
        presented.beingPresented = false
        presenter.presentationInProgress = false
        if sim.behavior.presentationCompletion == .last { runCompletion() }
      }
    }
  }

  private func performDismiss(animated: Bool, completion: (() -> Void)?) {
    let sim = simulation
    let presenter: UIViewController
    let dismissed: UIViewController
    if let shown = presentationContext.presented {
      presenter = presentationContext
      dismissed = shown
    } else if let owner = presentingViewController, let shown = owner.presented {
      presenter = owner
      dismissed = shown
    } else {
      // B41 [I]: nothing to dismiss.
      if sim.behavior.dismissNothing == .runCompletion, let completion {
        sim.invokeClosure(.plainCompletion, [], rule: "B41") { completion() }
      }
      return
    }
    guard !presenter.presentationInProgress else {
      sim.warn(
        TraceIDs.dismissInProgress, UIKitMessages.dismissInProgress(sim.describe(presenter)),
        rule: "A14.4")
      return
    }
    let coversPresenter = dismissed.modalPresentationStyle.removesPresenterView
    presenter.presentationInProgress = true
    sim.startSystemTransition { [weak presenter] in
      guard let presenter else { return }
      dismissed.beingDismissed = true
      let rule = coversPresenter ? "A13.10" : "A13.8"
      if coversPresenter, let presenterView = presenter.viewIfLoaded,
        presenterView.superview == nil
      {
        sim.suppressingAppearance(of: [presenter]) { sim.window.insert(presenterView, at: 0) }
      }
      // B25 [I]: the dismissed controller first, as the presenter was first on the way in.
      sim.because(rule) { dismissed.beginAppearance(false, animated: animated) }
      if coversPresenter {
        sim.because(rule) { presenter.beginAppearance(true, animated: animated) }
      }
      sim.afterSystemAnimation(animated ? Self.presentationDuration : 0) {
        if let view = dismissed.viewIfLoaded, view.superview != nil {
          sim.suppressingAppearance(of: [dismissed]) { view.detach() }
        }
        sim.because(rule) { dismissed.endAppearance() }
        if coversPresenter { sim.because(rule) { presenter.endAppearance() } }
        presenter.presented = nil
        dismissed.presenting = nil
        dismissed.beingDismissed = false
        presenter.presentationInProgress = false
        if let completion {
          // A13.1 [D]: after the dismissed controller's viewDidDisappear.
          sim.invokeClosure(.plainCompletion, [], rule: "A13.1") { completion() }
        }
      }
    }
  }
}

extension UIKitSimulation {
  /// B22 [I]: a system transition starts at the end of the turn (or at once when switched).
  func startSystemTransition(_ start: @escaping () -> Void) {
    if behavior.systemTransitionStart == .immediate { start() } else { deferToEndOfTurn(start) }
  }

  /// The end of a system transition's animation: a timer, or at once when not animated (the
  /// whole transition then completes in its first deferred pass, A11.4, A13.9).
  func afterSystemAnimation(_ duration: Double, _ finish: @escaping () -> Void) {
    if duration > 0 { schedule(after: duration, finish) } else { finish() }
  }
}
