/// The virtual run loop: work deferred to the end of the current turn (⟂ in docs/FIDELITY.md)
/// and timers that fire when the clock reaches them (animation ends).
extension UIKitSimulation {
  /// Deferred work remembers the source line that scheduled it, so its events point there.
  struct Work {
    var sourceLine: Int?
    var run: () -> Void
  }

  struct Timer {
    var fireTime: Double
    var sequence: Int
    var work: Work
    /// A39: the firing of a repeating `Timer`, which moves the clock only up to the other
    /// timers' last deadline (B80).
    var isRepeating = false
    /// The app's `Timer` this firing belongs to (removed by `invalidate()`).
    var owner: ObjectIdentifier?
    /// The end of a `run=wait:` step (B80).
    var isWait = false
    /// A42: a display link's frame, which fires while other work is pending and for a while
    /// after it (B82).
    var isFrame = false
  }

  /// Runs `body` at the end of the current run-loop turn.
  func deferToEndOfTurn(_ body: @escaping () -> Void) {
    deferred.append(Work(sourceLine: currentSourceLine, run: body))
  }

  /// Runs `body` when the clock reaches now + `delay`.
  func schedule(after delay: Double, _ body: @escaping () -> Void) {
    timerSequence += 1
    timers.append(
      Timer(
        fireTime: Self.clockTime(now + max(0, delay)), sequence: timerSequence,
        work: Work(sourceLine: currentSourceLine, run: body)))
  }

  /// A clock reading to the microsecond, so that sums of delays and durations land where they
  /// are written (0.1 + 0.2 is 0.3, not 0.30000000000000004).
  static func clockTime(_ seconds: Double) -> Double {
    (seconds * 1_000_000).rounded() / 1_000_000
  }

  /// Ends the current turn, then advances the clock from timer to timer until nothing is
  /// pending (or the app is gone). Every timer firing is a turn of its own.
  public func drain() { drainRunLoop(afterCode: true) }

  /// `drain()`; `afterCode` false for the last drain at the end of a scenario, which follows
  /// no code of its own: B82's display links then fire on only for what is left of their 2 s.
  func drainRunLoop(afterCode: Bool) {
    perform {
      endTurn()
      if afterCode { lastBusyTime = now }
      while !isTerminated, let next = nextTimer() {
        now = next.fireTime
        let due = timers.filter { $0.fireTime == now }.sorted { $0.sequence < $1.sequence }
        timers.removeAll { $0.fireTime == now }
        if due.contains(where: { !$0.isFrame && !$0.isRepeating }) { lastBusyTime = now }
        record(.time, .clock(now))
        for timer in due where !isTerminated { run(timer.work) }
        endTurn()
      }
    }
  }

  /// The timer that fires next. B80 [I]: a repeating `Timer` fires only while another timer
  /// is pending at or after its fire date (an animation's end, a delayed perform, a `run=wait:`
  /// step): an app waits for those anyway, and a repeating timer alone would never let the
  /// run end; with `uikit=B80:wait-only`, only up to the end of a `run=wait:` step.
  private func nextTimer() -> Timer? {
    let horizon =
      behavior.repeatingTimers == .waitOnly
      ? timers.filter(\.isWait).map(\.fireTime).max()
      : timers.filter { !$0.isRepeating && !$0.isFrame }.map(\.fireTime).max()
    // B82 [I]: a display link's frames fire while other work is pending, and on their own for
    // a while after it (the code that animates with a link stops it itself); with
    // `uikit=B82:while-pending`, only while other work is pending, as repeating timers.
    let frameHorizon: Double? =
      behavior.displayLinkFrames == .whilePending
      ? horizon
      : max(horizon ?? lastBusyTime, lastBusyTime + Self.displayLinkIdleLimit)
    return timers.filter { timer in
      if timer.isFrame { return frameHorizon.map { timer.fireTime <= $0 + 0.000_000_1 } == true }
      return !timer.isRepeating || horizon.map { timer.fireTime <= $0 } == true
    }
    .min(by: { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) })
  }

  /// The end of a turn: the layout pass, then the deferred work in the order it was
  /// queued. Work queued meanwhile runs at the end of a following turn.
  func endTurn() {
    while !isTerminated,
      !deferred.isEmpty || !needsLayout.isEmpty || hasMainQueueWork || listLoadPending
    {
      var batch = deferred
      deferred = []
      record(.turn, .endOfTurn)
      layoutPass()
      // B73 [I]: what the lists' loads defer (the viewDidAppear of a child whose view went
      // into a cell) ends with this turn, as the lists load inside its layout; what the
      // controllers' layout deferred waits for the next turn, as before.
      let afterLayout = deferred
      deferred = []
      loadLists()
      batch += deferred
      deferred = afterLayout
      for work in batch where !isTerminated { run(work) }
      runMainQueue(run)  // after the commit: FIDELITY-SURFACE.md R1
    }
  }

  private func run(_ work: Work) {
    let savedLine = currentSourceLine
    currentSourceLine = work.sourceLine
    depth += 1
    work.run()
    depth -= 1
    currentSourceLine = savedLine
  }

  /// Layout callbacks (A7.3, A7.4) and `viewIsAppearing` (B19) for controllers whose views
  /// entered a window or got new subviews this turn; recorded as layout events.
  func layoutPass() {
    // A38.1 [D]: the update pass (constraints) comes before the layout pass; what it changes
    // is laid out in this pass.
    updateConstraintsPass(in: window)
    // Layout runs top-down: a superview's controller before those inside it (stable).
    let pending = needsLayout.enumerated().sorted {
      ($0.element.viewDepth, $0.offset) < ($1.element.viewDepth, $1.offset)
    }.map(\.element)
    needsLayout = []
    depth += 1
    defer { depth -= 1 }
    for controller in pending where !isTerminated {
      guard controller.viewIfLoaded?.isInVisibleWindow == true else { continue }
      let appearing = controller.pendingViewIsAppearing
      controller.pendingViewIsAppearing = nil
      if let animated = appearing, behavior.viewIsAppearingSlot == .beforeLayout {
        dispatch(.auto, controller, .viewIsAppearing, [.bool(animated)], rule: "B19") {
          controller.viewIsAppearing(animated)
        }
      }
      dispatch(.auto, controller, .viewWillLayoutSubviews, rule: "A7.3") {
        controller.viewWillLayoutSubviews()
      }
      // A36.3 [D]: the root view lays out its subviews between the two callbacks (S148: "the
      // view adjusts the positions of its subviews and then the system calls"
      // viewDidLayoutSubviews), the views inside it after.
      if let root = controller.viewIfLoaded { layOutSubviews(of: root) }
      dispatch(.auto, controller, .viewDidLayoutSubviews, rule: "A7.3") {
        controller.viewDidLayoutSubviews()
      }
      if let root = controller.viewIfLoaded { layOutSubviews(under: root) }
      if let animated = appearing, behavior.viewIsAppearingSlot == .afterLayout {
        dispatch(.auto, controller, .viewIsAppearing, [.bool(animated)], rule: "B19") {
          controller.viewIsAppearing(animated)
        }
      }
    }
  }

  /// Marks a controller for the next layout pass.
  func setNeedsLayout(_ controller: UIViewController) {
    if !needsLayout.contains(where: { $0 === controller }) { needsLayout.append(controller) }
  }
}
