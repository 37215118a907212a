/// `UIViewPropertyAnimator` (docs/FIDELITY.md A28.2–A28.5, B62): an animation the code
/// starts, pauses, scrubs, continues, stops and finishes, whose blocks and completions UIKit
/// calls as its state changes.
///
/// Its state is UIKit's (`inactive`, `active`, `stopped`, A28.2). The animation blocks run
/// inside the call that makes the animator active, as `UIView.animate` runs its block (B62);
/// a block added while it is active runs inside `addAnimations` (A28.3). The completions run
/// when the virtual clock reaches the end of the animation, with `.end` (`.start` when
/// reversed), or inside `finishAnimation(at:)` with its position, and never after
/// `stopAnimation(true)` (A28.4). What the blocks animate is the code's: the model keeps
/// the progress (`fractionComplete`) as time, not values.
public final class UIViewPropertyAnimator {
  /// `UIViewAnimatingState`, with its raw values.
  public enum State: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2

    public var name: String {
      switch self {
      case .inactive: "inactive"
      case .active: "active"
      case .stopped: "stopped"
      }
    }
  }

  /// `UIViewAnimatingPosition`, with its raw values.
  public enum Position: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2

    public var name: String {
      switch self {
      case .end: "end"
      case .start: "start"
      case .current: "current"
      }
    }

    var trace: TraceValue {
      .constant(
        swift: name,
        objc: "UIViewAnimatingPosition" + name.prefix(1).uppercased() + name.dropFirst())
    }
  }

  public let simulation: UIKitSimulation
  /// The length of the main animations, set at creation.
  public let duration: Double
  /// The delay of `startAnimation(afterDelay:)` or `runningPropertyAnimator`, once started.
  public private(set) var delay = 0.0
  public private(set) var state = State.inactive
  /// True while the animation runs on the clock (not paused, not stopped).
  public private(set) var isRunning = false
  /// Kept; a reversed animation ends at its start, so its completions get `.start`.
  public var isReversed = false
  /// Kept: an animation that ends stays active and runs no completion (A28.4).
  public var pausesOnCompletion = false
  /// Kept, inert: how touches interrupt the animation (no touch reaches a scenario).
  public var isInterruptible = true
  public var scrubsLinearly = true
  public var isUserInteractionEnabled = true

  private var animations: [() -> Void] = []
  private var completions: [(Position) -> Void] = []
  /// The fraction reached when the current run began (or when it was paused).
  private var progress = 0.0
  /// When the current run's motion began on the clock, and how long it lasts to the end.
  private var runStart = 0.0
  private var runLength = 0.0
  /// Bumped whenever a scheduled end stops being the animation's end (pause, stop).
  private var generation = 0

  public init(simulation: UIKitSimulation, duration: Double, animations: (() -> Void)?) {
    self.simulation = simulation
    self.duration = max(0, duration)
    if let animations { self.animations.append(animations) }
    // Trace names are keyed by identity: keep the object for the run.
    simulation.transitionObjects.append(self)
  }

  /// A28.2 [D]: the progress, 0 at the start and 1 at the end; while the animation runs, as
  /// far as the clock has come.
  public var fractionComplete: Double {
    guard isRunning else { return progress }
    guard runLength > 0 else { return progress }
    let elapsed = max(0, simulation.now - runStart)
    return min(1, progress + (1 - progress) * elapsed / runLength)
  }

  /// A28.2 [D]: scrubbing moves an inactive animator to active (its blocks run, B62), and
  /// changes the progress only while the animator is paused.
  public func setFractionComplete(_ value: Double) {
    simulation.traced(self, Self.setFractionCompleteMember, [.number(value)]) {
      if state == .inactive { activate() }
      guard state == .active, !isRunning else { return }
      progress = min(1, max(0, value))
    }
  }

  // MARK: Starting and pausing

  /// A28.3 [D]: starts (or resumes) the animation; B62: an inactive animator's blocks run
  /// inside the call.
  public func startAnimation() {
    simulation.traced(self, Self.startMember, []) { start(after: 0) }
  }

  /// As `startAnimation()`, the motion beginning after `delay` seconds.
  public func startAnimation(afterDelay delay: Double) {
    simulation.traced(self, Self.startAfterDelayMember, [.number(delay)]) {
      start(after: max(0, delay))
    }
  }

  /// A28.2 [D]: an inactive animator becomes active and paused at its start (its blocks run,
  /// B62); a running one stops where the clock has brought it.
  public func pauseAnimation() {
    simulation.traced(self, Self.pauseMember, []) {
      switch state {
      case .inactive: activate()
      case .active where isRunning:
        progress = fractionComplete
        isRunning = false
        generation += 1
      default: break
      }
    }
  }

  /// A28.3 [D]: a paused animation runs on; `durationFactor` times the duration is how long
  /// the rest takes, 0 meaning the time that was left (B62).
  public func continueAnimation(durationFactor: Double) {
    simulation.traced(self, Self.continueMember, [.null, .number(durationFactor)]) {
      guard state == .active, !isRunning else { return }
      let length = durationFactor > 0 ? durationFactor * duration : (1 - progress) * duration
      run(after: 0, length: length)
    }
  }

  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made and
  /// started at once (A28.3), its blocks running inside the call (B62).
  public static func running(
    simulation sim: UIKitSimulation, duration: Double, delay: Double,
    options: UIView.AnimationOptions, animations: @escaping () -> Void,
    completion: ((Position) -> Void)?
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(simulation: sim, duration: duration, animations: nil)
    let arguments: [TraceValue] = [
      .number(duration), .number(delay), .options(options.memberNames),
      .closure(present: true, role: .animations),
      .closure(present: completion != nil, role: .positionCompletion),
    ]
    sim.traced(sim.propertyAnimatorClass, runningMember, arguments) {
      animator.animations.append(animations)
      if let completion { animator.completions.append(completion) }
      animator.start(after: max(0, delay))
    }
    return animator
  }

  // MARK: Blocks

  /// A28.3 [D]: a block added to an inactive animator waits for the start; added to an active
  /// one, it runs at once (inside the call, B62).
  public func addAnimations(_ block: @escaping () -> Void, delayFactor: Double? = nil) {
    let member = delayFactor == nil ? Self.addAnimationsMember : Self.addAnimationsDelayMember
    var arguments: [TraceValue] = [.closure(present: true, role: .animations)]
    if let delayFactor { arguments.append(.number(delayFactor)) }
    simulation.traced(self, member, arguments) {
      switch state {
      case .inactive: animations.append(block)
      case .active: simulation.invokeClosure(.animations, [], rule: "A28.3") { block() }
      case .stopped: break
      }
    }
  }

  /// A28.4 [D]: kept until the animation finishes.
  public func addCompletion(_ block: @escaping (Position) -> Void) {
    simulation.traced(
      self, Self.addCompletionMember, [.closure(present: true, role: .positionCompletion)]
    ) {
      completions.append(block)
    }
  }

  // MARK: Stopping and finishing

  /// A28.2 [D], A28.4 [D]: stops where the animation is; without finishing, the animator is
  /// inactive and its completions are dropped, else it is stopped until
  /// `finishAnimation(at:)`. A28.5 [O]: an inactive animator cannot be stopped.
  public func stopAnimation(_ withoutFinishing: Bool) {
    simulation.traced(self, Self.stopMember, [.bool(withoutFinishing)]) {
      guard state == .active else {
        if state == .inactive {
          simulation.raise(
            "NSInternalInconsistencyException", UIKitMessages.stopInactiveAnimator,
            rule: "A28.5")
        }
        return
      }
      progress = fractionComplete
      isRunning = false
      generation += 1
      if withoutFinishing {
        state = .inactive
        animations = []
        completions = []
      } else {
        state = .stopped
      }
    }
  }

  /// A28.4 [D]: a stopped animator finishes: inactive again, its completions run with the
  /// position, inside the call (B62). A28.5 [O]: any other state raises.
  public func finishAnimation(at position: Position) {
    simulation.traced(self, Self.finishMember, [position.trace]) {
      guard state == .stopped else {
        simulation.raise(
          "NSInternalInconsistencyException", UIKitMessages.finishUnstoppedAnimator, rule: "A28.5")
        return
      }
      switch position {
      case .end: progress = 1
      case .start: progress = 0
      case .current: break
      }
      conclude(position, rule: "A28.4")
    }
  }

  // MARK: The clock

  private func start(after delay: Double) {
    switch state {
    case .inactive:
      activate()
      self.delay = delay
      run(after: delay, length: (1 - progress) * duration)
    case .active where !isRunning:
      run(after: delay, length: (1 - progress) * duration)
    default: break
    }
  }

  /// B62 [I]: the animator becomes active; the blocks added so far run now (or, with
  /// `uikit=B62:end-of-turn`, when the turn ends).
  private func activate() {
    state = .active
    let blocks = animations
    animations = []
    let sim = simulation
    let run = {
      for block in blocks {
        sim.invokeClosure(.animations, [], rule: "B62") { block() }
      }
    }
    if sim.behavior.animatorBlockTiming == .endOfTurn, !blocks.isEmpty {
      sim.deferToEndOfTurn(run)
    } else {
      run()
    }
  }

  /// Runs from the current progress to the end in `length` seconds after `delay`; the end
  /// comes on the clock (0 s: at the end of the turn, as B13 for `UIView.animate`).
  private func run(after delay: Double, length: Double) {
    isRunning = true
    generation += 1
    let current = generation
    runStart = simulation.now + delay
    runLength = length
    simulation.afterAnimation(delay + length) { [weak self] in
      guard let self, self.generation == current, self.isRunning else { return }
      self.reachEnd()
    }
  }

  /// A28.4 [D]: the animation ran to its end.
  private func reachEnd() {
    isRunning = false
    progress = 1
    if pausesOnCompletion { return }
    conclude(isReversed ? .start : .end, rule: "B62")
  }

  private func conclude(_ position: Position, rule: String) {
    state = .inactive
    let blocks = completions
    completions = []
    animations = []
    for block in blocks {
      simulation.invokeClosure(.positionCompletion, [position.trace], rule: rule) {
        block(position)
      }
    }
  }
}

extension UIViewPropertyAnimator {
  /// The spellings the trace shows.
  static let startMember = method("startAnimation", [], ["startAnimation"])
  static let startAfterDelayMember = method(
    "startAnimation", ["afterDelay"], ["startAnimationAfterDelay"])
  static let pauseMember = method("pauseAnimation", [], ["pauseAnimation"])
  static let stopMember = method("stopAnimation", [nil], ["stopAnimation"])
  static let finishMember = method("finishAnimation", ["at"], ["finishAnimationAtPosition"])
  static let continueMember = method(
    "continueAnimation", ["withTimingParameters", "durationFactor"],
    ["continueAnimationWithTimingParameters", "durationFactor"])
  static let addAnimationsMember = method("addAnimations", [nil], ["addAnimations"])
  static let addAnimationsDelayMember = method(
    "addAnimations", [nil, "delayFactor"], ["addAnimations", "delayFactor"])
  static let addCompletionMember = method("addCompletion", [nil], ["addCompletion"])
  static let runningMember = method(
    "runningPropertyAnimator", ["withDuration", "delay", "options", "animations", "completion"],
    ["runningPropertyAnimatorWithDuration", "delay", "options", "animations", "completion"])
  static let setFractionCompleteMember = APIMember(declared: .setter(name: "fractionComplete"))

  private static func method(_ swift: String, _ labels: [String?], _ objc: [String]) -> APIMember {
    APIMember(declared: .method(swiftName: swift, swiftLabels: labels, objcPieces: objc))
  }
}
