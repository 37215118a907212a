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

  /// A13: presents `controller` from the controller that handles the presentation (A13.4,
  /// A13.12): the root-most ancestor, or for the current-context styles the nearest one that
  /// defines a presentation context.
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
  /// controller itself (the request goes to its presenter). Lower in a stack of
  /// presentations, it dismisses everything above (A13.15).
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

  /// A13.12 [D]: for `.currentContext` and `.overCurrentContext`, the nearest controller, from
  /// this one up its parents, that defines a presentation context; without one, the
  /// root-most ancestor (where the window's root controller would answer).
  func presenter(for style: UIModalPresentationStyle) -> UIViewController {
    guard style.usesPresentationContext else { return presentationContext }
    var current: UIViewController? = self
    while let controller = current {
      if controller.definesPresentationContext { return controller }
      current = controller.parent
    }
    return presentationContext
  }

  private func performPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let sim = simulation
    let style = presented.effectivePresentationStyle
    let presenter = presenter(for: style)
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
      // B35 [O]: dropped; the completion never runs. B34 [O]: the wording of the iOS.
      sim.warn(
        TraceIDs.presentNotInWindow,
        UIKitMessages.presentNotInWindow(
          sim.describe(presented), sim.describe(presenter), sim.describe(self),
          modern: sim.behavior.iOS >= 13),
        rule: "B35")
      return
    }
    if let current = presenter.presented {
      sim.warn(
        TraceIDs.alreadyPresenting,
        UIKitMessages.alreadyPresenting(
          sim.describe(presented), sim.describe(presenter), sim.describe(self),
          sim.describe(current), modern: sim.behavior.iOS >= 13),
        rule: "A14.2")
      return
    }
    // A13.2 [O]: the pointers are set by the time present returns.
    presenter.presented = presented
    presented.presenting = presenter
    presented.presentedStyle = style
    presented.presentationControllerAsked = false
    // A20.1 [D]: a transitioning delegate's animator runs the presentation.
    if let animator = presentationAnimator(
      for: presented, presenter: presenter, style: style, animated: animated)
    {
      runCustomPresentation(
        of: presented, by: presenter, animator: animator, style: style, completion: completion)
      return
    }
    // A44.1 [D]: a custom presentation without an animator still has the delegate's
    // presentation controller, run with UIKit's own animation.
    let presentationController = askPresentationController(
      for: presented, presenter: presenter, style: style)
    let coversPresenter =
      presentationController?.shouldRemovePresentersView() ?? style.removesPresenterView
    presenter.presentationInProgress = true
    // B64 [I]: an animated presentation joins a CATransaction group open around the call.
    let transactionEnd = sim.joinTransactionsForSystemTransition(animated: animated)
    sim.startSystemTransition { [weak presenter] in
      guard let presenter else { return }
      presented.beingPresented = true
      let view = presented.loadViewForUIKit(because: style.presentationRule)
      // A44.2 [D]: the presentation controller's container, its will-hook, and its presented
      // view in the container at its frame (B84: the hook before the appearance callbacks).
      if let presentationController {
        let container = UIView(frame: sim.window.bounds)
        sim.name(container, "containerView")
        sim.window.insert(container, at: nil)
        presented.customContainer = container
        presentationController.setContainer(container)
        presentationController.tell(.presentationTransitionWillBegin, rule: "A44.2")
        let shown = presentationController.presentedView() ?? view
        sim.suppressingAppearance(of: [presented]) {
          if shown.superview == nil { container.insert(shown, at: nil) }
          shown.frame = presentationController.frameOfPresentedView()
        }
      }
      sim.suppressingAppearance(of: [presented]) {
        // A13.12: a current-context presentation covers the context's view only.
        if presentationController != nil {
          // A44.2: the presented view is in the presentation controller's container.
        } else if style.usesPresentationContext, let contextView = presenter.viewIfLoaded,
          let superview = contextView.superview, !(superview is UIWindow)
        {
          superview.insert(
            view, at: (superview.subviews.firstIndex { $0 === contextView } ?? 0) + 1)
        } else {
          sim.window.insert(view, at: nil)
        }
      }
      let rule = style.presentationRule
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
            presenter.coveredViewSlot = presenterView.superview.map { superview in
              (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
            }
            sim.suppressingAppearance(of: [presenter]) { presenterView.detach() }
          }
        }
        // A44.2 [D], B84 [I]: the did-hook after the appearance callbacks.
        presentationController?.tell(.presentationTransitionDidEnd, [.bool(true)], rule: "A44.2")
        presented.beingPresented = false
        presenter.presentationInProgress = false
        if sim.behavior.presentationCompletion == .last { runCompletion() }
        transactionEnd?()
      }
    }
  }

  /// A13.5 [D]: the controller that handles a dismiss sent to `self`, and the first
  /// controller it presents: what `self` (or an ancestor) presents, else what presents it.
  private var dismissalTarget: (presenter: UIViewController, first: UIViewController)? {
    var current: UIViewController? = self
    while let controller = current {
      if let shown = controller.presented { return (controller, shown) }
      current = controller.parent
    }
    current = self
    while let controller = current {
      if let owner = controller.presenting, let shown = owner.presented {
        return (owner, shown)
      }
      current = controller.parent
    }
    return nil
  }

  /// The dismissal; `afterwards` runs, untraced, once it has ended (after the completion): an
  /// alert's action handler (A43.3).
  func performDismiss(
    animated: Bool, completion: (() -> Void)?, afterwards: (() -> Void)? = nil
  ) {
    let sim = simulation
    guard let (presenter, first) = dismissalTarget else {
      // B41 [I]: nothing to dismiss.
      if sim.behavior.dismissNothing == .runCompletion, let completion {
        sim.invokeClosure(.plainCompletion, [], rule: "B41") { completion() }
      }
      return
    }
    // A13.15 [D]: the presented controller and every one it presents, bottom first.
    var chain = [first]
    while let next = chain.last?.presented { chain.append(next) }
    guard !chain.contains(where: \.presentationInProgress), !presenter.presentationInProgress
    else {
      sim.warn(
        TraceIDs.dismissInProgress, UIKitMessages.dismissInProgress(sim.describe(presenter)),
        rule: "A14.4")
      return
    }
    // A20.6 [D]: the dismissed controller's transitioning delegate may vend an animator.
    if chain.count == 1, let animator = dismissalAnimator(for: first, animated: animated) {
      presenter.presentationInProgress = true
      sim.startSystemTransition { [weak presenter] in
        guard let presenter else { return }
        Self.runCustomDismissal(
          of: first, from: presenter, animator: animator, completion: completion, in: sim)
      }
      return
    }
    presenter.presentationInProgress = true
    // B64 [I]: an animated dismissal joins a CATransaction group open around the call.
    let transactionEnd = sim.joinTransactionsForSystemTransition(animated: animated)
    sim.startSystemTransition { [weak presenter] in
      guard let presenter else { return }
      Self.runDismissal(
        of: chain, from: presenter, animated: animated, completion: completion,
        transactionEnd: transactionEnd, afterwards: afterwards, in: sim)
    }
  }

  /// The dismissal itself, at the end of the turn: the top-most controller leaves animated
  /// with its own style (A13.10, A13.8); the ones between it and the presenter that are
  /// still showing go with it, not animated (A13.15, B44); the presenter comes back if the
  /// first presentation had covered it. Will-callbacks: the leaving ones first (A13.10 [O]);
  /// did-callbacks: the presenter first (A13.10 [O], S70, S71).
  private static func runDismissal(
    of chain: [UIViewController], from presenter: UIViewController, animated: Bool,
    completion: (() -> Void)?, transactionEnd: (() -> Void)?, afterwards: (() -> Void)? = nil,
    in sim: UIKitSimulation
  ) {
    guard let top = chain.last, let first = chain.first else { return }
    let topRule = top.presentedStyle.dismissalRule
    let presenterReturns = first.presentedStyle.removesPresenterView
    // The controllers between the presenter and the top that are on screen (not covered).
    let intermediates = chain.dropLast().reversed().filter {
      $0.appearState == .appeared || $0.appearState == .appearing
    }
    let quietly = sim.behavior.intermediateDismissal == .silent
    let intermediateAnimated =
      sim.behavior.intermediateDismissal == .withTopFlag ? animated : false
    for controller in chain { controller.beingDismissed = true }
    if presenterReturns, let presenterView = presenter.viewIfLoaded,
      presenterView.superview == nil
    {
      let slot = presenter.coveredViewSlot
      presenter.coveredViewSlot = nil
      sim.suppressingAppearance(of: [presenter]) {
        if let (superview, index) = slot, superview.isInVisibleWindow {
          superview.insert(presenterView, at: min(index, superview.subviews.count))
        } else {
          sim.window.insert(presenterView, at: 0)
        }
      }
    }
    // A44.4 [D]: a presentation controller hears the dismissal begin (B84: first).
    let presentationController = chain.count == 1 ? top.customPresentationController : nil
    presentationController?.tell(.dismissalTransitionWillBegin, rule: "A44.4")
    sim.because(topRule) { top.beginAppearance(false, animated: animated) }
    if !quietly {
      for controller in intermediates {
        sim.because("B44") { controller.beginAppearance(false, animated: intermediateAnimated) }
      }
    }
    if presenterReturns {
      sim.because("A13.10") { presenter.beginAppearance(true, animated: animated) }
    }
    sim.afterSystemAnimation(animated ? presentationDuration : 0) {
      for controller in chain.reversed() {
        if let view = controller.viewIfLoaded, view.superview != nil {
          sim.suppressingAppearance(of: [controller]) { view.detach() }
        }
      }
      if presenterReturns { sim.because("A13.10") { presenter.endAppearance() } }
      sim.because(topRule) { top.endAppearance() }
      if !quietly {
        for controller in intermediates { sim.because("B44") { controller.endAppearance() } }
      }
      if let presentationController {
        presentationController.tell(.dismissalTransitionDidEnd, [.bool(true)], rule: "A44.4")
        top.customContainer?.detach()
        top.customContainer = nil
        presentationController.setContainer(nil)
        top.customPresentationController = nil
      }
      presenter.presented = nil
      for controller in chain {
        controller.presented = nil
        controller.presenting = nil
        controller.beingDismissed = false
        controller.presentationInProgress = false
        controller.coveredViewSlot = nil
      }
      presenter.presentationInProgress = false
      if let completion {
        // A13.1 [D]: after the dismissed controller's viewDidDisappear.
        sim.invokeClosure(.plainCompletion, [], rule: "A13.1") { completion() }
      }
      afterwards?()
      transactionEnd?()
    }
  }

  /// A13.6, A13.16: the style the presentation uses: `.automatic` (the default since iOS 13)
  /// is a sheet from iOS 13 and full screen before it.
  var effectivePresentationStyle: UIModalPresentationStyle {
    let sheets: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet]
    if simulation.behavior.iOS < 13, sheets.contains(modalPresentationStyle) { return .fullScreen }
    return modalPresentationStyle
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
