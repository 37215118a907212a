/// A tab switch the tab bar controller's delegate animates (docs/FIDELITY.md A21.3): the
/// delegate vends an animator, and perhaps an interaction controller, inside the selection
/// setter; the switch ends at `completeTransition(_:)`.
extension UITabBarController {
  /// A21.3 [D]: the animator (and interaction controller) the delegate vends, or nil.
  func delegateAnimator(from old: UIViewController, to new: UIViewController)
    -> (animator: AppObject, interaction: AnyObject?)?
  {
    guard let delegate else { return nil }
    let answer = simulation.callApp(
      delegate, .tabAnimationController, [.object(self), .object(old), .object(new)],
      rule: "A21.3")
    guard let animator = answer?.object as? AppObject, animator.implements(.animateTransition)
    else { return nil }
    let interaction = simulation.callApp(
      delegate, .tabInteractionController, [.object(self), .object(animator)], rule: "A21.3")?
      .object
    return (animator, interaction)
  }

  /// A21.3, A22.4: runs the app's animator in the transition's container view, a view of the
  /// tab bar controller's own (not its view itself); a cancelled switch turns both tabs around
  /// and selects the old one again.
  func runCustomSwitch(
    _ custom: (animator: AppObject, interaction: AnyObject?), from old: UIViewController,
    to new: UIViewController, back: Int?, begin: @escaping () -> Void,
    finish: @escaping () -> Void
  ) {
    let sim = simulation
    guard let root = storedView else { return }
    let container = sim.transitionContainer(&transitionContainer, in: root)
    let ids = [ObjectIdentifier(new), ObjectIdentifier(old)]
    sim.appearanceSuppressed.formUnion(ids)
    let context = UIViewControllerContextTransitioning(
      container: container, from: old, to: new, fromView: old.viewIfLoaded,
      toView: new.viewIfLoaded, animated: true, style: .fullScreen)
    // A22.4 [D]: the tab that was to appear turns around first.
    context.turnaround = [(new, false), (old, true)]
    context.onComplete = { [weak self] didComplete in
      guard let self else { return }
      sim.appearanceSuppressed.subtract(ids)
      if didComplete {
        finish()
      } else {
        for controller in [new, old] { controller.transitionToken = nil }
        context.endTurnaround()
        if let view = new.viewIfLoaded, view.superview != nil {
          sim.suppressingAppearance(of: [new]) { view.detach() }
        }
        self.selection = back
      }
      _ = sim.callApp(custom.animator, .animationEnded, [.bool(didComplete)], rule: "A20.4")
    }
    sim.runAnimator(custom.animator, context, callbacks: begin, interaction: custom.interaction)
  }
}
