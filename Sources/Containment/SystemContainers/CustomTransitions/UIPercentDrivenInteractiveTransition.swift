/// `UIPercentDrivenInteractiveTransition` (docs/FIDELITY.md A22): an interaction controller
/// that drives the app's animator by a fraction the app reports as a gesture moves.
///
/// Its `startInteractiveTransition(_:)` asks the animator for its duration and runs
/// `animateTransition(using:)`; the animations that starts are held at their beginning
/// (their completions wait) until the app calls `finish()` or `cancel()`. Then they run
/// forward over what is left, or back over what was done, on the virtual clock, and their
/// completions run when they get there: the animator's completion calls
/// `completeTransition(!transitionContext.transitionWasCancelled)` as Apple's samples do.
public final class UIPercentDrivenInteractiveTransition {
  public let simulation: UIKitSimulation
  /// The animator's `transitionDuration(using:)`, once started.
  public private(set) var duration = 0.0
  /// A22.2 [D]: the last fraction reported by `update(_:)`.
  public private(set) var percentComplete = 0.0
  /// Inert: the speed of the part after `finish()` or `cancel()`; the model keeps 1.
  public var completionSpeed = 1.0
  private(set) var context: UIViewControllerContextTransitioning?
  /// Completions of the animations started by the animator, held until finish or cancel.
  private var held: [(duration: Double, finish: () -> Void)] = []

  public init(simulation: UIKitSimulation) {
    self.simulation = simulation
    simulation.transitionObjects.append(self)
  }

  /// A22.1 [D]: starts the animator inside `startInteractiveTransition(_:)`.
  func start(_ context: UIViewControllerContextTransitioning, animator: AppObject) {
    self.context = context
    let sim = simulation
    if case .number(let seconds)? = sim.callApp(
      animator, .transitionDuration, [.object(context)], rule: "A22.1")
    {
      duration = seconds
    }
    let saved = sim.interactiveTransition
    sim.interactiveTransition = self
    defer { sim.interactiveTransition = saved }
    _ = sim.callApp(animator, .animateTransition, [.object(context)], rule: "A22.1")
  }

  /// Holds an animation's completion until the interaction ends (A22.2).
  func hold(duration: Double, _ finish: @escaping () -> Void) {
    held.append((duration, finish))
  }

  /// A22.2 [D]: reports progress to the context.
  public func update(_ percent: Double) {
    simulation.traced(self, .percentUpdate, [.number(percent)]) {
      percentComplete = min(1, max(0, percent))
      guard let context, !context.isCompleted else { return }
      simulation.dispatch(
        .auto, context, .updateInteractiveTransition, [.number(percent)], rule: "A22.2"
      ) { context.updateInteractiveTransition(percent) }
    }
  }

  /// A22.2 [D]: the animations run on from where the interaction left them.
  public func finish() {
    simulation.traced(self, .percentFinish, []) {
      guard let context, !context.isCompleted else { return }
      simulation.dispatch(.auto, context, .finishInteractiveTransition, [], rule: "A22.2") {
        context.finishInteractiveTransition()
      }
      release(remaining: 1 - percentComplete)
    }
  }

  /// A22.3 [D]: the animations run back to their start; the context says it was cancelled.
  public func cancel() {
    simulation.traced(self, .percentCancel, []) {
      guard let context, !context.isCompleted else { return }
      simulation.dispatch(.auto, context, .cancelInteractiveTransition, [], rule: "A22.3") {
        context.cancelInteractiveTransition()
      }
      release(remaining: percentComplete)
    }
  }

  /// The held completions, each after its share of the animation still to run.
  private func release(remaining fraction: Double) {
    let pending = held
    held = []
    for animation in pending {
      simulation.afterAnimation(animation.duration * fraction, animation.finish)
    }
  }
}
