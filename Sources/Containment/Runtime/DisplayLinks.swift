/// Core Animation's `CADisplayLink` on the virtual run loop (docs/FIDELITY.md A42, B82).
///
/// - Made with a target and a selector, it fires only once the code adds it to a run loop
///   (`add(to:forMode:)`, A42.1); "unless paused, it will fire every vsync until removed" (S189).
/// - The display refreshes 60 times a second (B82): a frame every 1/60 s of the clock, on one
///   grid for every link, so two links fire in the same turn. A firing sends the selector with
///   the link as the argument; `timestamp` is that frame's time, `duration` the frame's length,
///   `targetTimestamp` the next frame's (A42.2).
/// - `isPaused` stops the firings and resumes them at the next frame; `frameInterval` and
///   `preferredFramesPerSecond` skip frames (A42.3). `invalidate()` and `remove(from:forMode:)`
///   from its last mode take it off the run loop for good or until it is added again (A42.4).
/// - A link fires even when nothing else is pending, as code that animates with one stops it
///   itself; one still firing 2 s after the run loop's other work ended stops there, and the
///   scenario ends with a lint (B82).
public final class DisplayLink {
  /// The display's refresh rate (B82: a 60 Hz phone, B81's screen).
  public static let framesPerSecond = 60
  /// The length of one frame, 1/60 s.
  public static var frameDuration: Double { 1 / Double(framesPerSecond) }

  /// False once invalidated: the link never fires again (A42.4).
  public private(set) var isValid = true
  /// The run-loop modes the link is added in; it fires while there is one (A42.1, A42.4).
  public private(set) var modes: Set<String> = []
  /// `isPaused`: a paused link does not fire (A42.3). Initially false.
  public var isPaused = false {
    didSet {
      guard isPaused != oldValue else { return }
      if isPaused { simulation.removeFrames(of: self) } else { scheduleNextFrame() }
    }
  }
  /// `frameInterval` (deprecated): the link fires every `frameInterval`-th frame; 1 by default.
  public var frameInterval = 1 {
    didSet { reschedule() }
  }
  /// `preferredFramesPerSecond`: 0 (the default) is the display's own rate; another rate is
  /// met by firing every `60 / rate`-th frame, rounded (A42.3).
  public var preferredFramesPerSecond = 0 {
    didSet { reschedule() }
  }
  /// The time of the frame of the latest firing; 0 before the first (A42.2).
  public private(set) var timestamp = 0.0
  /// The length of a frame at the display's rate, 1/60 s (A42.2).
  public var duration: Double { Self.frameDuration }
  /// The time of the frame after the latest firing's (A42.2).
  public var targetTimestamp: Double { timestamp + duration }
  /// The source line of the latest `add(to:forMode:)`, for the lint (B82).
  public private(set) var addedLine: Int?
  /// Whether a frame is due for the link (on the run loop, valid, not paused).
  var isRunning: Bool { isValid && !modes.isEmpty && !isPaused }

  /// What a firing does: the message to the target.
  let action: (DisplayLink) -> Void
  unowned let simulation: UIKitSimulation

  public init(simulation: UIKitSimulation, action: @escaping (DisplayLink) -> Void) {
    self.simulation = simulation
    self.action = action
  }

  /// `add(to:forMode:)`: the link fires from the next frame on (A42.1). Adding an invalid link
  /// does nothing; adding it in a second mode changes nothing in the model's one run loop.
  public func add(forMode mode: String) {
    guard isValid else { return }
    let wasRunning = isRunning
    addedLine = simulation.currentSourceLine
    modes.insert(mode)
    if !wasRunning { scheduleNextFrame() }
  }

  /// `remove(from:forMode:)`: out of that mode; out of its last one, the link stops (A42.4).
  public func remove(forMode mode: String) {
    modes.remove(mode)
    if modes.isEmpty { simulation.removeFrames(of: self) }
  }

  /// `invalidate()`: off every mode, never to fire again (A42.4).
  public func invalidate() {
    isValid = false
    modes.removeAll()
    simulation.removeFrames(of: self)
  }

  /// The number of display frames between two firings (A42.3).
  var framesPerFiring: Int {
    if preferredFramesPerSecond > 0 {
      let ratio = Double(Self.framesPerSecond) / Double(preferredFramesPerSecond)
      return max(1, Int(ratio.rounded()))
    }
    return max(1, frameInterval)
  }

  private func reschedule() {
    guard isRunning else { return }
    simulation.removeFrames(of: self)
    scheduleNextFrame()
  }

  /// The next frame of the grid after now that the link fires in.
  private func scheduleNextFrame() {
    guard isRunning else { return }
    // The clock is kept to the microsecond (clockTime): a frame's own time reads as that frame.
    let current = (simulation.now * Double(Self.framesPerSecond) + 0.001).rounded(.down)
    let next = (current + Double(framesPerFiring)) / Double(Self.framesPerSecond)
    simulation.scheduleFrame(of: self, at: next)
  }

  /// The run loop's firing at a frame: the time stamps, the message, then the next frame
  /// while the link still runs (A42.2).
  func fireOnFrame() {
    guard isRunning else { return }
    timestamp = simulation.now
    action(self)
    if isRunning, !simulation.hasFrame(of: self) { scheduleNextFrame() }
  }
}

extension UIKitSimulation {
  /// A firing of `link` at the frame at `time`, a turn of its own.
  func scheduleFrame(of link: DisplayLink, at time: Double) {
    if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    timerSequence += 1
    timers.append(
      Timer(
        fireTime: Self.clockTime(time), sequence: timerSequence,
        work: Work(sourceLine: currentSourceLine) { link.fireOnFrame() },
        owner: ObjectIdentifier(link), isFrame: true))
  }

  /// Takes `link`'s pending frame off the run loop.
  func removeFrames(of link: DisplayLink) {
    timers.removeAll { $0.owner == ObjectIdentifier(link) }
  }

  func hasFrame(of link: DisplayLink) -> Bool {
    timers.contains { $0.owner == ObjectIdentifier(link) }
  }

  /// B82 [I]: how long display links fire on after the run loop's other work has ended.
  static let displayLinkIdleLimit = 2.0

  /// The display links still firing when the scenario ends, for the lint (B82).
  func runningDisplayLinks() -> [DisplayLink] {
    displayLinks.filter(\.isRunning)
  }
}
