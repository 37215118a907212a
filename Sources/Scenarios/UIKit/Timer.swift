import Containment

/// Foundation's `Timer` / `NSTimer` and the run loop it goes on (docs/FIDELITY.md A39): made
/// scheduled (`scheduledTimer(…)`, on the main run loop at once) or not (`Timer(timeInterval:…)`,
/// `timerWithTimeInterval:…`, until `RunLoop.main.add(_:forMode:)`), with a target and a
/// selector or with a block; `fire()`, `invalidate()`, `isValid`. Its firings are turns of the
/// virtual run loop (Containment/Runtime/Timers.swift).
extension UIKitType {
  /// `Timer(…)` in Swift: the two initializers that make a timer not yet scheduled.
  static let timer = UIKitType(
    "Timer", superclass: "NSObject", receiver: .timer, initializers: timerInitializers("Timer"))

  /// `NSTimer`: its instance members, and the class factories of both languages.
  static let nsTimer = UIKitType(
    "NSTimer", superclass: "NSObject", receiver: .timer,
    initializers: timerInitializers("NSTimer") + objcTimerFactories
  ) { on in
    [
      .method(on, "fire", fidelity: "A39.4") { call in
        call.timer.fire()
        return .void
      },
      .method(on, "invalidate", fidelity: "A39.5") { call in
        call.timer.invalidate()
        return .void
      },
      .property(on, "isValid", objc: "valid", .bool, fidelity: "A39.5") { call in
        .bool(call.timer.isValid)
      },
      .property(on, "timeInterval", .number, fidelity: "A39.1") { call in
        .number(call.timer.timeInterval)
      },
      .property(on, "userInfo", .any, fidelity: "A39.2") { call in
        (call.timer.userInfo as? Value) ?? .null
      },
      .property(
        on, "tolerance", .number, fidelity: "A39.1",
        read: { call in .number(call.timer.tolerance) },
        write: { call in
          call.timer.tolerance = call.number(0)
          return nil
        }),
    ]
  }

  /// `Timer.scheduledTimer(…)` and `Timer.init` spelled as class members in Swift.
  static let timerClass = UIKitType("NSTimer", superclass: "NSObject", receiver: .timerClass) {
    on in
    [
      .method(
        on, "scheduledTimer",
        ["timeInterval", "target", "selector", "userInfo", "repeats"],
        objc: ["scheduledTimerWithTimeInterval", "target", "selector", "userInfo", "repeats"],
        [.number, .any, .any, .any, .bool], returns: .any, fidelity: "A39.1"
      ) { call throws(Interrupt) in try call.madeTimer(targetAt: 1, scheduled: true) },
      .method(
        on, "scheduledTimer", ["withTimeInterval", "repeats", "block"],
        objc: ["scheduledTimerWithTimeInterval", "repeats", "block"], [.number, .bool, .any],
        returns: .any, closures: ["block"], fidelity: "A39.1"
      ) { call throws(Interrupt) in try call.madeTimer(blockAt: 2, scheduled: true) },
    ]
  }

  private static func timerInitializers(_ className: String) -> [UIKitMember] {
    [
      .initializer(
        className, ["timeInterval", "target", "selector", "userInfo", "repeats"], objc: nil,
        [.number, .any, .any, .any, .bool], fidelity: "A39.1"
      ) { call throws(Interrupt) in try call.madeTimer(targetAt: 1, scheduled: false) },
      .initializer(
        className, ["timeInterval", "repeats", "block"], objc: nil, [.number, .bool, .any],
        fidelity: "A39.1"
      ) { call throws(Interrupt) in try call.madeTimer(blockAt: 2, scheduled: false) },
    ]
  }

  /// `[NSTimer scheduledTimerWithTimeInterval:…]`, `[NSTimer timerWithTimeInterval:…]`.
  private static let objcTimerFactories: [UIKitMember] = [
    .initializer(
      "NSTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"],
      objc: ["scheduledTimerWithTimeInterval", "target", "selector", "userInfo", "repeats"],
      [.number, .any, .any, .any, .bool], fidelity: "A39.1"
    ) { call throws(Interrupt) in try call.madeTimer(targetAt: 1, scheduled: true) },
    .initializer(
      "NSTimer", ["timeInterval", "repeats", "block"],
      objc: ["scheduledTimerWithTimeInterval", "repeats", "block"], [.number, .bool, .any],
      fidelity: "A39.1"
    ) { call throws(Interrupt) in try call.madeTimer(blockAt: 2, scheduled: true) },
    .initializer(
      "NSTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"],
      objc: ["timerWithTimeInterval", "target", "selector", "userInfo", "repeats"],
      [.number, .any, .any, .any, .bool], fidelity: "A39.1"
    ) { call throws(Interrupt) in try call.madeTimer(targetAt: 1, scheduled: false) },
    .initializer(
      "NSTimer", ["timeInterval", "repeats", "block"],
      objc: ["timerWithTimeInterval", "repeats", "block"], [.number, .bool, .any],
      fidelity: "A39.1"
    ) { call throws(Interrupt) in try call.madeTimer(blockAt: 2, scheduled: false) },
  ]

  /// `RunLoop.main` / `[NSRunLoop mainRunLoop]` (and `current`, the main one here: every
  /// scenario runs on the main thread) and `add(_:forMode:)` / `addTimer:forMode:` (A39.1).
  static let nsRunLoop = UIKitType(
    "NSRunLoop", superclass: "NSObject", receiver: .runLoop,
    initializers: [
      .initializer("NSRunLoop", [], objc: ["mainRunLoop"], fidelity: "A39.1") { _ in
        .surface(.runLoop)
      },
      .initializer("NSRunLoop", [], objc: ["currentRunLoop"], fidelity: "A39.1") { _ in
        .surface(.runLoop)
      },
    ]
  ) { on in
    [
      .method(
        on, "add", [nil, "forMode"], objc: ["addTimer", "forMode"], [.any, .any],
        fidelity: "A39.1"
      ) { call throws(Interrupt) in
        guard case .surface(.timer(let timer)) = call.argument(0) else {
          throw Interrupt(
            .typeMismatch(
              context: call.context, expected: "a timer", found: call.argument(0).kindDescription),
            at: call.location(of: 0))
        }
        timer.schedule()
        return .void
      }
    ]
  }

  static let runLoopClass = UIKitType("NSRunLoop", superclass: "NSObject", receiver: .runLoopClass)
  { on in
    [
      .property(on, "main", objc: "mainRunLoop", .any, fidelity: "A39.1") { _ in
        .surface(.runLoop)
      },
      .property(on, "current", objc: "currentRunLoop", .any, fidelity: "A39.1") { _ in
        .surface(.runLoop)
      },
    ]
  }
}

extension UIKitCall {
  /// The receiver as the timer it is.
  var timer: RunLoopTimer {
    if case .surface(.timer(let timer)) = receiver { return timer }
    preconditionFailure("\(member.swiftName) declared on a timer, called on \(receiver)")
  }

  /// A timer sending `selector` (argument `targetAt + 1`) to the target (argument `targetAt`)
  /// with itself as the argument (A39.2); `userInfo` follows, `repeats` last.
  fileprivate func madeTimer(targetAt index: Int, scheduled: Bool) throws(Interrupt) -> Value {
    guard let target = argument(index).object else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a target object", found: argument(index).kindDescription),
        at: location(of: index))
    }
    let selector = try interpreter.selector(
      argument(index + 1), target: target, context, at: location(of: index + 1))
    let simulation = self.simulation
    let timer = RunLoopTimer(
      simulation: simulation, timeInterval: number(0), repeats: bool(index + 3)
    ) { timer in
      simulation.send(selector, to: target, with: .object(timer), rule: "A39.2")
    }
    timer.userInfo = argument(index + 2)
    if scheduled { timer.schedule() }
    return .surface(.timer(timer))
  }

  /// A timer running its block (argument `blockAt`) with itself as the argument (A39.2).
  fileprivate func madeTimer(blockAt index: Int, scheduled: Bool) throws(Interrupt) -> Value {
    guard let block = closure(index) else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a block", found: argument(index).kindDescription),
        at: location(of: index))
    }
    let timer = RunLoopTimer(
      simulation: simulation, timeInterval: number(0), repeats: bool(1),
      action: interpreter.timerBlock(block))
    if scheduled { timer.schedule() }
    return .surface(.timer(timer))
  }
}

extension Interpreter {
  /// A timer's block, called with the timer: traced as `block timer(timer)` (A39.2).
  func timerBlock(_ closure: ClosureValue) -> (RunLoopTimer) -> Void {
    { [weak self] timer in
      guard let self else { return }
      let traced = TraceValue.object(self.simulation.traceName(of: timer))
      self.simulation.invokeClosure(.timer, [traced], rule: "A39.2") {
        self.guarded { () throws(Interrupt) in
          _ = try self.call(
            closure, [.surface(.timer(timer))], at: SourceLocation(line: 1, column: 1))
        }
      }
    }
  }
}
