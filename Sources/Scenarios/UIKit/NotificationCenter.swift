import Containment

extension UIKitType {
  /// Foundation's `NotificationCenter`: observers by selector or block, synchronous posts
  /// (FIDELITY-SURFACE.md N1–N5). Neither registering nor posting is a trace line (N5).
  static let notificationCenter = UIKitType(
    "NotificationCenter", superclass: "NSObject", receiver: .notificationCenter
  ) { on in
    [
      .method(
        on, "addObserver", [nil, "selector", "name", "object"],
        objc: ["addObserver", "selector", "name", "object"], [.any, .any, .any, .any],
        fidelity: "N3"
      ) { call throws(Interrupt) in
        guard let observer = call.argument(0).object else {
          throw Interrupt(
            .typeMismatch(
              context: call.context, expected: "an observer object",
              found: call.argument(0).kindDescription), at: call.location(of: 0))
        }
        let interpreter = call.interpreter
        let selector = try interpreter.selector(
          call.argument(1), target: observer, call.context, at: call.location(of: 1))
        call.simulation.notificationCenter.addObserver(
          observer, selector: selector, name: try call.notificationName(2),
          object: call.argument(3).object)
        return .void
      },
      .method(
        on, "addObserver", ["forName", "object", "queue", "using"],
        objc: ["addObserverForName", "object", "queue", "usingBlock"], [.any, .any, .any, .any],
        closures: ["using"], fidelity: "N4"
      ) { call throws(Interrupt) in
        let name = try call.notificationName(0)
        guard case .closure(let block) = call.argument(3) else {
          throw Interrupt(
            .typeMismatch(
              context: call.context, expected: "a block", found: call.argument(3).kindDescription),
            at: call.location(of: 3))
        }
        let interpreter = call.interpreter
        let token = call.simulation.notificationCenter.addObserver(
          forName: name, object: call.argument(1).object
        ) { [weak interpreter] posted in
          interpreter?.guarded { () throws(Interrupt) in
            guard let interpreter else { return }
            _ = try interpreter.call(
              block, [interpreter.deliveredNotification(posted)],
              at: SourceLocation(line: 1, column: 1)
            )
          }
        }
        if let token = token as? NotificationCenter.Token { return .surface(.observerToken(token)) }
        return .void
      },
      // A18.5: a post is the code's call, traced with every delivery nested under it.
      .method(
        on, tracing: "post", ["name", "object"], objc: ["postNotificationName", "object"],
        [.any, .any], fidelity: "A18.5"
      ) { call throws(Interrupt) in
        let posted = PostedNotification(
          name: try call.postedName(), object: call.argument(1), userInfo: .null)
        call.interpreter.post(posted, call.traced, call.postArguments(posted, userInfo: false))
        return .void
      }.highlighted,
      // N6 [D]: the `userInfo` dictionary goes with the notification to every observer.
      .method(
        on, tracing: "post", ["name", "object", "userInfo"],
        objc: ["postNotificationName", "object", "userInfo"], [.any, .any, .any],
        fidelity: "A18.5"
      ) { call throws(Interrupt) in
        let posted = PostedNotification(
          name: try call.postedName(), object: call.argument(1), userInfo: call.argument(2))
        call.interpreter.post(posted, call.traced, call.postArguments(posted, userInfo: true))
        return .void
      }.highlighted,
      // A18.5: a notification the code made (`Notification(name:…)`) posted as it is.
      .method(
        on, tracing: "post", [nil], objc: ["postNotification"], [.any], fidelity: "A18.5"
      ) { call throws(Interrupt) in
        guard case .surface(.notification(let posted)) = call.argument(0) else {
          throw Interrupt(
            .typeMismatch(
              context: call.context, expected: "a notification",
              found: call.argument(0).kindDescription), at: call.location(of: 0))
        }
        call.interpreter.post(posted, call.traced, [call.notificationArgument(posted)])
        return .void
      }.highlighted,
      .method(on, "removeObserver", [nil], [.any], fidelity: "N3") { call in
        if let observer = call.argument(0).object {
          call.simulation.notificationCenter.removeObserver(observer, name: nil)
        }
        return .void
      },
      .method(
        on, "removeObserver", [nil, "name", "object"], objc: ["removeObserver", "name", "object"],
        [.any, .any, .any], fidelity: "N3"
      ) { call throws(Interrupt) in
        guard let observer = call.argument(0).object else { return .void }
        call.simulation.notificationCenter.removeObserver(
          observer, name: try call.notificationName(1))
        return .void
      },
    ]
  }

  /// `DispatchQueue.main`: blocks on the virtual run loop (FIDELITY-SURFACE.md R1–R5).
  /// `asyncAfter` is Swift's only; Objective-C's `dispatch_after` is a function
  /// (`Interpreter+RunLoopAPI`).
  static let dispatchQueue = UIKitType(
    "DispatchQueue", receiver: .mainQueue,
    functions: [
      .function("dispatch_get_main_queue", [], fidelity: "R1") { _ in .surface(.mainQueue) },
      // A global queue is concurrent: its blocks run off the main thread (R6).
      .function("dispatch_get_global_queue", [.any, .any], fidelity: "R6") { _ in
        .surface(.globalQueue)
      },
      .function("dispatch_async", [.any, .any], fidelity: "R1") { call throws(Interrupt) in
        try call.dispatch(isAfter: false)
      },
      .function("dispatch_sync", [.any, .any], fidelity: "R6") { call throws(Interrupt) in
        try call.dispatchSync()
      },
      .function("dispatch_after", [.any, .any, .any], fidelity: "R3") { call throws(Interrupt) in
        try call.dispatch(isAfter: true)
      },
      // dispatch_time(DISPATCH_TIME_NOW, nanoseconds): a deadline in virtual seconds.
      .function("dispatch_time", [.any, .any], fidelity: "R3") { call throws(Interrupt) in
        let delta = try call.interpreter.number(
          call.argument(1), call.context, at: call.location(of: 1))
        return .number(call.simulation.now + delta / 1e9)
      },
    ]
  ) { on in
    [
      .method(
        on, "async", ["execute"], objc: ["async"], [.block], closures: ["execute"],
        fidelity: "R1"
      ) { call in
        call.simulation.async(call.block(0))
        return .void
      },
      .method(
        on, "asyncAfter", ["deadline", "execute"], objc: ["asyncAfter"], [.number, .block],
        closures: ["execute"], fidelity: "R3"
      ) { call in
        call.simulation.asyncAfter(call.number(0) - call.simulation.now, call.block(1))
        return .void
      },
    ]
  }
}

extension UIKitType {
  /// `dispatch_time`'s constants: now is the virtual clock's 0 offset, a second is 1e9
  /// nanoseconds (R3).
  static let dispatchConstants: [UIKitConstant] = [
    UIKitConstant(swift: nil, objc: ["DISPATCH_TIME_NOW"], .number(0), fidelity: "R3"),
    UIKitConstant(swift: nil, objc: ["NSEC_PER_SEC"], .number(1e9), fidelity: "R3"),
    UIKitConstant(swift: nil, objc: ["NSEC_PER_MSEC"], .number(1e6), fidelity: "R3"),
    // <dispatch/queue.h>: the priorities `dispatch_get_global_queue` takes (R6); the model
    // runs every global queue's blocks the same way, so they are only numbers.
    UIKitConstant(swift: nil, objc: ["DISPATCH_QUEUE_PRIORITY_HIGH"], .number(2), fidelity: "R6"),
    UIKitConstant(
      swift: nil, objc: ["DISPATCH_QUEUE_PRIORITY_DEFAULT"], .number(0), fidelity: "R6"),
    UIKitConstant(swift: nil, objc: ["DISPATCH_QUEUE_PRIORITY_LOW"], .number(-2), fidelity: "R6"),
    UIKitConstant(
      swift: nil, objc: ["DISPATCH_QUEUE_PRIORITY_BACKGROUND"], .number(-32768), fidelity: "R6"),
    // <sys/qos.h>'s classes, which iOS 8's `dispatch_get_global_queue` takes as well.
    UIKitConstant(
      swift: nil, objc: ["QOS_CLASS_USER_INTERACTIVE"], .number(0x21), fidelity: "R6"),
    UIKitConstant(swift: nil, objc: ["QOS_CLASS_USER_INITIATED"], .number(0x19), fidelity: "R6"),
    UIKitConstant(swift: nil, objc: ["QOS_CLASS_DEFAULT"], .number(0x15), fidelity: "R6"),
    UIKitConstant(swift: nil, objc: ["QOS_CLASS_UTILITY"], .number(0x11), fidelity: "R6"),
    UIKitConstant(swift: nil, objc: ["QOS_CLASS_BACKGROUND"], .number(0x09), fidelity: "R6"),
  ]
}

extension UIKitCall {
  /// `dispatch_async(queue, block)` / `dispatch_after(deadline, queue, block)`: the block on
  /// the virtual run loop, for the main queue only (the model has one thread).
  fileprivate func dispatch(isAfter: Bool) throws(Interrupt) -> Value {
    let queueIndex = isAfter ? 1 : 0
    if case .surface(.globalQueue) = argument(queueIndex) {
      // Off the main thread: the model has one thread, so [I] the block runs at once, inside
      // the call that sent it, as code off the main actor does (R6, W20).
      let block = try interpreter.requiredClosure(
        argument(queueIndex + 1), context, at: location(of: queueIndex + 1))
      interpreter.noArgumentBlock(block)()
      return .void
    }
    guard case .surface(.mainQueue) = argument(queueIndex) else {
      throw Interrupt(
        .unsupported(
          "`\(member.swiftName)` to a queue other than the main queue",
          instead: "`dispatch_get_main_queue()`: the model has one thread"),
        at: location(of: queueIndex))
    }
    let block = try interpreter.requiredClosure(
      argument(queueIndex + 1), context, at: location(of: queueIndex + 1))
    if isAfter {
      let deadline = try interpreter.number(argument(0), context, at: location(of: 0))
      simulation.asyncAfter(deadline - simulation.now, interpreter.noArgumentBlock(block))
    } else {
      simulation.async(interpreter.noArgumentBlock(block))
    }
    return .void
  }

  /// `dispatch_sync(queue, block)`: the block runs before the call returns (R6). To the main
  /// queue from the main thread, where every scenario's code runs, it never runs: "calling
  /// this function and targeting the current queue results in deadlock" (Dispatch).
  fileprivate func dispatchSync() throws(Interrupt) -> Value {
    if case .surface(.mainQueue) = argument(0) {
      throw Interrupt(
        .unsupported(
          "`dispatch_sync` to the main queue from the main thread (it deadlocks: the app hangs)",
          instead: "`dispatch_sync` to a global queue, or `dispatch_async` to the main queue"),
        at: location(of: 0))
    }
    guard case .surface(.globalQueue) = argument(0) else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a dispatch queue", found: argument(0).kindDescription),
        at: location(of: 0))
    }
    let block = try interpreter.requiredClosure(argument(1), context, at: location(of: 1))
    interpreter.noArgumentBlock(block)()
    return .void
  }

  /// Argument `index` as a notification name (`Interpreter.notificationName`).
  func notificationName(_ index: Int) throws(Interrupt) -> String? {
    try interpreter.notificationName(argument(index), context, at: location(of: index))
  }

  /// A post's arguments as the trace shows them: the name as the code spells one
  /// (`Notification.Name("Done")` / `@"Done"`), the object, and `userInfo` when given.
  func postArguments(_ posted: PostedNotification, userInfo: Bool) -> [TraceValue] {
    let name = posted.name
    var arguments: [TraceValue] = [
      .literal(swift: "Notification.Name(\"\(name)\")", objc: "@\"\(name)\""),
      interpreter.notificationTraceValue(posted.object),
    ]
    if userInfo {
      if case .null = posted.userInfo {
        arguments.append(.null)
      } else {
        arguments.append(.literal(swift: "[…]", objc: "@{…}"))
      }
    }
    return arguments
  }

  /// A notification the code made, as `post(_:)`'s argument in the trace.
  func notificationArgument(_ posted: PostedNotification) -> TraceValue {
    let name = posted.name
    return .literal(
      swift: "Notification(name: Notification.Name(\"\(name)\"))",
      objc: "[NSNotification notificationWithName:@\"\(name)\" object:…]")
  }

  /// The name a post gives (its first argument), which cannot be nil.
  func postedName() throws(Interrupt) -> String {
    guard let name = try notificationName(0) else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "a notification name", found: "nil"),
        at: location(of: 0))
    }
    return name
  }
}
