/// The transition context UIKit hands an animator (`UIViewControllerContextTransitioning`,
/// docs/FIDELITY.md A20.2-A20.4, A22): the container view the transition happens in, the two
/// controllers and their views, and `completeTransition(_:)`, which ends the transition.
///
/// Apps never create one (Apple: "Don't adopt this protocol in your own classes"); the model
/// creates it when a custom transition starts and names it `transitionContext`, the name
/// Apple's documentation gives the parameter.
public final class UIViewControllerContextTransitioning {
  /// `UITransitionContextViewControllerKey` / `UITransitionContextViewKey`.
  public enum Key: String, Sendable, CaseIterable {
    case from, to
  }

  public let simulation: UIKitSimulation
  /// A20.2 [D]: the superview of the views in the transition.
  public let containerView: UIView
  let from: UIViewController?
  let to: UIViewController?
  let fromView: UIView?
  let toView: UIView?
  /// `isAnimated`: the `animated` flag of the call that started the transition.
  public let isAnimated: Bool
  /// True for an interactive transition until it is finished or cancelled (A22.1).
  public internal(set) var isInteractive = false
  /// A22.3 [D]: true once an interactive transition was cancelled.
  public internal(set) var transitionWasCancelled = false
  /// The style of the presentation the transition is for (`.custom`, `.fullScreen`).
  public let presentationStyle: UIModalPresentationStyle
  /// What completing the transition does, set by whoever started it; run once.
  var onComplete: ((Bool) -> Void)?
  public internal(set) var isCompleted = false
  /// A22.2: the fraction an interactive transition reached (`update(_:)`).
  public internal(set) var percentComplete = 0.0
  /// A22.4 [D]: who turns around if the transition is cancelled, in UIKit's order: the
  /// controller that was to appear (it disappears again), then the one that was to
  /// disappear (it appears again). Set by whoever started the transition.
  var turnaround: [(controller: UIViewController, appearing: Bool)] = []
  /// The rule the turnaround's callbacks cite: A22.4 where Apple's wording speaks (a
  /// presentation), B55 where the model carries it over (dismissals, pushes, pops, tabs).
  var turnaroundRule = "B55"
  /// Whether the turnaround's will-callbacks were sent (at the cancel, A22.4).
  private var turnaroundBegun = false

  init(
    container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?,
    toView: UIView?, animated: Bool, style: UIModalPresentationStyle
  ) {
    simulation = container.simulation
    containerView = container
    self.from = from
    self.to = to
    self.fromView = fromView
    self.toView = toView
    isAnimated = animated
    presentationStyle = style
    simulation.transitionObjects.append(self)
    simulation.name(self, "transitionContext")
  }

  /// A20.2 [D]: the controller leaving (`.from`) or arriving (`.to`).
  public func viewController(forKey key: Key) -> UIViewController? {
    key == .from ? from : to
  }

  /// A20.3 [D]: the view to animate, or nil when UIKit does not hand it over (the
  /// presenter's view in a presentation that keeps it, A20.5).
  public func view(forKey key: Key) -> UIView? {
    key == .from ? fromView : toView
  }

  /// The frame the controller's view starts at: the container's bounds for the controller
  /// leaving, zero for the other (Apple: "CGRectZero" when not known).
  public func initialFrame(for controller: UIViewController) -> CGRect {
    if let presentationController, controller === from,
      controller === presentationController.presentedViewController
    {
      return presentationController.frameOfPresentedView()
    }
    return controller === from ? containerView.bounds : .zero
  }

  /// A44.2 [D]: the presentation controller of a custom presentation or dismissal, whose
  /// `frameOfPresentedViewInContainerView` is the presented view's frame.
  var presentationController: UIPresentationController?

  /// The frame the controller's view ends at: the container's bounds for the arriving one,
  /// or the presentation controller's frame for the presented one (A44.2).
  public func finalFrame(for controller: UIViewController) -> CGRect {
    if let presentationController, controller === to,
      controller === presentationController.presentedViewController
    {
      return presentationController.frameOfPresentedView()
    }
    return controller === to ? containerView.bounds : .zero
  }

  /// A20.4 [D]: the animator tells UIKit the transition is over; UIKit then finishes it
  /// (did-callbacks, completion, `animationEnded`). A second call does nothing.
  public func completeTransition(_ didComplete: Bool) {
    simulation.traced(self, .completeTransition, [.bool(didComplete)]) {
      guard !isCompleted else { return }
      isCompleted = true
      isInteractive = false
      onComplete?(didComplete)
      onComplete = nil
    }
  }

  /// A22.2 [D]: an interaction controller reports its progress.
  public func updateInteractiveTransition(_ percent: Double) {
    simulation.traced(self, .updateInteractiveTransition, [.number(percent)]) {
      percentComplete = min(1, max(0, percent))
    }
  }

  /// A22.2 [D]: the interaction is over and the transition runs to its end.
  public func finishInteractiveTransition() {
    simulation.traced(self, .finishInteractiveTransition, []) {
      isInteractive = false
    }
  }

  /// A22.3 [D]: the interaction is over and the transition goes back;
  /// `transitionWasCancelled` is true from now on. A22.4 [D]: the transition stops being
  /// interactive here, so the turnaround's will-callbacks come here, before the animation
  /// runs back (B55 `all-at-complete` leaves them to `completeTransition(false)`).
  public func cancelInteractiveTransition() {
    simulation.traced(self, .cancelInteractiveTransition, []) {
      guard !isCompleted, !transitionWasCancelled else { return }
      let wasInteractive = isInteractive
      isInteractive = false
      transitionWasCancelled = true
      if wasInteractive, simulation.behavior.cancelTurnaround == .willAtCancel {
        beginTurnaround()
      }
    }
  }

  /// A22.4 [D]: the will-callbacks of the turnaround, once.
  private func beginTurnaround() {
    guard !turnaroundBegun else { return }
    turnaroundBegun = true
    simulation.because(turnaroundRule) {
      for entry in turnaround where !simulation.isTerminated {
        entry.controller.beginAppearance(entry.appearing, animated: true)
      }
    }
  }

  /// A22.4 [D]: at `completeTransition(false)` the turnaround's did-callbacks, in the
  /// will-callbacks' order (B55). When no cancel of the interaction sent the will-callbacks
  /// (an animator that completes with false on its own, or B55 `all-at-complete`), each
  /// controller gets both here, one after the other, as a transition that ends at once.
  func endTurnaround() {
    if turnaroundBegun {
      simulation.because(turnaroundRule) {
        for entry in turnaround where !simulation.isTerminated {
          entry.controller.endAppearance()
        }
      }
      return
    }
    turnaroundBegun = true
    simulation.because("B55") {
      for entry in turnaround where !simulation.isTerminated {
        entry.controller.beginAppearance(entry.appearing, animated: true)
        entry.controller.endAppearance()
      }
    }
  }
}
