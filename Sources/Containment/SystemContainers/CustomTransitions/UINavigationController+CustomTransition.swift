/// A push or pop the navigation controller's delegate animates (docs/FIDELITY.md A21, A22):
/// the delegate vends an animator, and perhaps an interaction controller, when the transition
/// starts; the transition ends at `completeTransition(_:)`.
///
/// ```swift
/// nav.popViewController(animated: true)
/// // ⟂: delegate.navigationController(nav, animationControllerFor: .pop, from: b, to: a)
/// //    delegate.navigationController(nav, interactionControllerFor: animator)
/// //    b.viewWillDisappear(true), a.viewWillAppear(true), the animator (or the interaction)
/// // completeTransition(true): b.viewDidDisappear(true), a.viewDidAppear(true), didMove(nil)
/// // interactor.cancel(): a.viewWillDisappear(true), b.viewWillAppear(true) (A22.4)
/// // completeTransition(false): a.viewDidDisappear(true), b.viewDidAppear(true);
/// //    b stays on the stack (A22.4)
/// ```
extension UINavigationController {
  /// A21.1 [D]: the animator the delegate vends for this push or pop, or nil.
  func delegateAnimator(from: UIViewController?, to: UIViewController?, pushing: Bool?)
    -> (animator: AppObject, interaction: AnyObject?)?
  {
    guard let delegate, let from, let to, let pushing else { return nil }
    let answer = simulation.callApp(
      delegate, .navigationAnimationController,
      [.object(self), .operation(pushing ? .push : .pop), .object(from), .object(to)],
      rule: "A21.1")
    guard let animator = answer?.object as? AppObject, animator.implements(.animateTransition)
    else { return nil }
    // A21.2 [D]: with an animator, the delegate may make the transition interactive.
    let interaction = simulation.callApp(
      delegate, .navigationInteractionController, [.object(self), .object(animator)],
      rule: "A21.2")?.object
    return (animator, interaction)
  }

  /// A21.1, A21.2, A22: runs the app's animator in the transition's container view, a view of
  /// the navigation controller's own (Apple documents it only as the superview of the views
  /// in the transition), not the navigation controller's view itself.
  func runCustomTransition(
    _ animator: AppObject, interaction: AnyObject?, from: UIViewController?, to: UIViewController?,
    adding: [UIViewController], removing: [UIViewController], showing: [UIViewController],
    begin: @escaping () -> Void, finish: @escaping () -> Void
  ) {
    let sim = simulation
    guard let root = storedView, let from, let to else { return finish() }
    let container = sim.transitionContainer(&transitionContainer, in: root)
    let ids = showing.map(ObjectIdentifier.init)
    sim.appearanceSuppressed.formUnion(ids)
    let context = UIViewControllerContextTransitioning(
      container: container, from: from, to: to, fromView: from.viewIfLoaded,
      toView: to.viewIfLoaded, animated: true, style: .fullScreen)
    // A22.4 [D]: the controller that was to appear turns around first.
    context.turnaround = [to, from].filter { controller in
      showing.contains { $0 === controller }
    }.map { ($0, $0 === from) }
    context.onComplete = { [weak self] didComplete in
      guard let self else { return }
      sim.appearanceSuppressed.subtract(ids)
      if didComplete {
        finish()
      } else {
        self.cancelTransition(
          context, from: from, to: to, adding: adding, removing: removing, showing: showing)
      }
      _ = sim.callApp(animator, .animationEnded, [.bool(didComplete)], rule: "A20.4")
    }
    sim.runAnimator(animator, context, callbacks: begin, interaction: interaction)
  }

  /// A22.4 [O]: a cancelled push or pop turns both controllers around and puts the stack back
  /// as it was; a controller that was leaving stays a child and gets no `didMove(nil)`.
  private func cancelTransition(
    _ context: UIViewControllerContextTransitioning, from: UIViewController,
    to: UIViewController, adding: [UIViewController], removing: [UIViewController],
    showing: [UIViewController]
  ) {
    let sim = simulation
    for controller in [to, from] where showing.contains(where: { $0 === controller }) {
      controller.transitionToken = nil
    }
    context.endTurnaround()
    if let toView = to.viewIfLoaded, toView.superview != nil {
      sim.suppressingAppearance(of: [to]) { toView.detach() }
    }
    stack.removeAll { controller in adding.contains { $0 === controller } }
    stack.append(contentsOf: removing.reversed())
    // B48 [I]: the move each controller was told of is taken back with the other didMove.
    let answer = sim.behavior.cancelledMove == .didMoveBack
    let name = TraceValue.object(sim.traceName(of: self))
    for controller in removing {
      controller.movingFromParent = false
      controller.sawWillMoveToNil = false
      if answer {
        sim.dispatch(.auto, controller, .didMoveToParent, [name], rule: "B48") {
          controller.didMove(toParent: self)
        }
      }
    }
    for controller in adding {
      children.removeAll { $0 === controller }
      controller.parent = nil
      controller.movingToParent = false
      controller.awaitingDidMove = nil
      if answer {
        sim.dispatch(.auto, controller, .didMoveToParent, [.null], rule: "B48") {
          controller.didMove(toParent: nil)
        }
      }
    }
    isTransitioning = false
    if !queued.isEmpty { queued.removeFirst()() }
  }
}
