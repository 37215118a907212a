/// The main dispatch queue and delayed performs on the virtual run loop
/// (FIDELITY-SURFACE.md R1–R4).
///
/// - `DispatchQueue.main.async` / `dispatch_async(dispatch_get_main_queue(), …)`: the block
///   runs after the current turn's commit (deferred appearance and layout work), in the
///   order blocks were queued (R1 [O], R2 [D]).
/// - `asyncAfter(deadline:)` and `perform(_:with:afterDelay:)`: a timer at now + delay; a
///   zero delay still waits for the run loop, after the main-queue blocks (R3 [D], B31 [I]).
extension UIKitSimulation {
  /// The state of the surface API in this run: the main queue and the notification center.
  final class SurfaceState {
    var mainQueue: [Work] = []
    var notificationCenter: NotificationCenter?
    var scene = StoryboardScene()
    var fromStoryboard: Set<ObjectIdentifier> = []
    /// The storyboard's segues, by identifier (A29.2).
    var segues: [String: StoryboardSegue] = [:]
    /// The embed segues of `self`'s scene (A25.1, B63).
    var embeds: [StoryboardEmbed] = []
    /// `CATransaction`, and the groups code opened and has not committed (A30).
    var transactionClass: ClassObject?
    var openTransactions: [CATransactionGroup] = []
    /// The receiver `NSLayoutConstraint.activate` is recorded on.
    var layoutConstraintClass: ClassObject?
    /// Every constraint installed in this run: a view and its installed constraints point at
    /// each other, so the state left by `tearDown` uninstalls them all.
    var installed: [NSLayoutConstraint] = []

    deinit {
      for constraint in installed { constraint.setActive(false) }
    }
  }

  /// `NotificationCenter.default` of this run.
  public var notificationCenter: NotificationCenter {
    if let existing = surface.notificationCenter { return existing }
    let center = NotificationCenter(simulation: self)
    surface.notificationCenter = center
    // A18.5: the code's posts are traced on it, spelled per language by the formatter.
    name(center, TraceFormatter.notificationCenterReceiver)
    return center
  }

  /// `DispatchQueue.main.async { … }`: traced as `block async()` when it runs.
  public func async(_ body: @escaping () -> Void) {
    surface.mainQueue.append(
      Work(sourceLine: currentSourceLine) { [unowned self] in
        invokeClosure(.async, [], rule: "A18.1") { body() }
      })
  }

  /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }`.
  public func asyncAfter(_ delay: Double, _ body: @escaping () -> Void) {
    schedule(after: delay) { [unowned self] in
      invokeClosure(.asyncAfter, [], rule: "A18.3") { body() }
    }
  }

  /// A job of a Swift task on the main actor (FIDELITY-SURFACE.md W20): the main actor's
  /// executor is the main queue, so the job runs as a main-queue block does (A18.1), in
  /// queue order with them; `role` is `.task` when the task starts, `.resume` when it goes on.
  public func enqueueMainActorJob(_ role: ClosureRole, _ body: @escaping () -> Void) {
    surface.mainQueue.append(
      Work(sourceLine: currentSourceLine) { [unowned self] in
        invokeClosure(role, [], rule: "A18.1") { body() }
      })
  }

  /// `Task.sleep`: the task goes on when a timer at now + `delay` fires (A18.3).
  public func resumeAfter(_ delay: Double, _ body: @escaping () -> Void) {
    schedule(after: delay) { [unowned self] in
      invokeClosure(.resume, [], rule: "A18.3") { body() }
    }
  }

  /// `perform(_:with:afterDelay:)`: sends `selector` to `target` when the timer fires.
  public func perform(
    _ selector: Selector, on target: AnyObject, with argument: MessageArgument?,
    afterDelay delay: Double
  ) {
    schedule(after: delay) { [weak target, unowned self] in
      guard let target else { return }
      send(selector, to: target, with: argument, rule: "A18.3")
    }
  }

  /// Runs the blocks queued so far, one after another (called at the end of a turn).
  func runMainQueue(_ run: (Work) -> Void) {
    let blocks = surface.mainQueue
    surface.mainQueue = []
    for work in blocks where !isTerminated { run(work) }
  }

  var hasMainQueueWork: Bool { !surface.mainQueue.isEmpty }
}
