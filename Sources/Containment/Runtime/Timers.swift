/// Foundation's `Timer` (`NSTimer`) on the virtual run loop (docs/FIDELITY.md A39).
///
/// - A scheduled timer (`scheduledTimer(…)`) is on the main run loop at once; a timer made with
///   `Timer(timeInterval:…)` / `timerWithTimeInterval:…` fires only once the code adds it to a
///   run loop (`RunLoop.main.add(_:forMode:)`, A39.1).
/// - It fires when the clock reaches now + its interval, as a turn of its own, like a delayed
///   perform (A18.3): its target gets the selector with the timer as argument, or its block
///   runs with the timer (A39.2). A one-shot timer is then invalid; a repeating one is due
///   again one interval later (A39.3), and fires only while other timers are pending (B80).
/// - `fire()` sends the message now, without changing the schedule; a one-shot timer is
///   invalid after it (A39.4). `invalidate()` stops it for good (A39.5).
public final class RunLoopTimer {
  /// The interval: a value of 0 or less is 0.1 ms ("If seconds is less than or equal to 0.0,
  /// this method chooses the nonnegative value of 0.1 milliseconds instead", S178).
  public let timeInterval: Double
  public let repeats: Bool
  public private(set) var isValid = true
  /// Whether the timer is on the run loop (scheduled, or added by the code).
  public private(set) var isScheduled = false
  /// `userInfo`, as the code gave it (the interpreter's value).
  public var userInfo: Any?
  /// `tolerance`: kept; the model's clock fires every timer on time.
  public var tolerance = 0.0
  /// What the timer does when it fires: the message to its target, or its block.
  let action: (RunLoopTimer) -> Void
  unowned let simulation: UIKitSimulation

  public init(
    simulation: UIKitSimulation, timeInterval: Double, repeats: Bool,
    action: @escaping (RunLoopTimer) -> Void
  ) {
    self.simulation = simulation
    self.timeInterval = timeInterval > 0 ? timeInterval : 0.0001
    self.repeats = repeats
    self.action = action
  }

  /// Puts the timer on the run loop: it fires one interval from now (A39.1). A timer already
  /// on it, or invalidated, is left as it is.
  public func schedule() {
    guard isValid, !isScheduled else { return }
    isScheduled = true
    simulation.scheduleFiring(of: self, after: timeInterval)
  }

  /// `fire()`: the message now; the schedule is unchanged, and a one-shot timer is invalid
  /// after it (A39.4).
  public func fire() {
    guard isValid else { return }
    action(self)
    if !repeats { invalidate() }
  }

  /// `invalidate()`: the timer never fires again and leaves the run loop (A39.5).
  public func invalidate() {
    isValid = false
    simulation.removeFirings(of: self)
  }

  /// The run loop's firing: the action, then the next firing of a repeating timer one interval
  /// later, or the end of a one-shot one (A39.2, A39.3).
  func fireOnSchedule() {
    guard isValid else { return }
    action(self)
    if repeats {
      if isValid { simulation.scheduleFiring(of: self, after: timeInterval) }
    } else {
      invalidate()
    }
  }
}

extension UIKitSimulation {
  /// A firing of `timer` at now + `delay`, a turn of its own.
  func scheduleFiring(of timer: RunLoopTimer, after delay: Double) {
    timerSequence += 1
    timers.append(
      Timer(
        fireTime: Self.clockTime(now + delay), sequence: timerSequence,
        work: Work(sourceLine: currentSourceLine) { timer.fireOnSchedule() },
        isRepeating: timer.repeats, owner: ObjectIdentifier(timer)))
  }

  /// Takes `timer`'s pending firing off the run loop.
  func removeFirings(of timer: RunLoopTimer) {
    timers.removeAll { $0.owner == ObjectIdentifier(timer) }
  }

  /// A `run=wait:S` step: the user waits S seconds; the clock moves there, firing what is due
  /// on the way (repeating timers included, B80).
  public func wait(_ seconds: Double) {
    timerSequence += 1
    timers.append(
      Timer(
        fireTime: Self.clockTime(now + seconds), sequence: timerSequence,
        work: Work(sourceLine: nil) {}, isWait: true))
  }
}
