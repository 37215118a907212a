import Containment

/// Core Animation's `CADisplayLink` (docs/FIDELITY.md A42, B82): made with a target and a
/// selector (`CADisplayLink(target:selector:)`, `displayLinkWithTarget:selector:`), it fires
/// every frame of the display once added to the run loop, until paused, removed or invalidated;
/// its firings are turns of the virtual run loop (Containment/Runtime/DisplayLinks.swift).
/// `CACurrentMediaTime()` reads the model's clock, the time base of a link's `timestamp`.
extension UIKitType {
  static let caDisplayLink = UIKitType(
    "CADisplayLink", superclass: "NSObject", receiver: .displayLink,
    initializers: [
      .initializer(
        "CADisplayLink", ["target", "selector"], objc: ["displayLinkWithTarget", "selector"],
        [.any, .any], fidelity: "A42.1"
      ) { call throws(Interrupt) in try call.madeDisplayLink() }
    ]
  ) { on in
    [
      .method(
        on, "add", ["to", "forMode"], objc: ["addToRunLoop", "forMode"], [.any, .any],
        fidelity: "A42.1"
      ) { call in
        call.displayLink.add(forMode: call.runLoopMode(1))
        return .void
      },
      .method(
        on, "remove", ["from", "forMode"], objc: ["removeFromRunLoop", "forMode"], [.any, .any],
        fidelity: "A42.4"
      ) { call in
        call.displayLink.remove(forMode: call.runLoopMode(1))
        return .void
      },
      .method(on, "invalidate", fidelity: "A42.4") { call in
        call.displayLink.invalidate()
        return .void
      },
      .property(
        on, "isPaused", objc: "paused", .bool, fidelity: "A42.3",
        read: { call in .bool(call.displayLink.isPaused) },
        write: { call in
          call.displayLink.isPaused = call.bool(0)
          return nil
        }),
      .property(
        on, "frameInterval", .number, fidelity: "A42.3",
        read: { call in .integer(call.displayLink.frameInterval) },
        write: { call in
          call.displayLink.frameInterval = Int(call.number(0))
          return nil
        }),
      .property(
        on, "preferredFramesPerSecond", .number, fidelity: "A42.3",
        read: { call in .integer(call.displayLink.preferredFramesPerSecond) },
        write: { call in
          call.displayLink.preferredFramesPerSecond = Int(call.number(0))
          return nil
        }),
      .property(on, "timestamp", .number, fidelity: "A42.2") { call in
        .number(call.displayLink.timestamp)
      },
      .property(on, "duration", .number, fidelity: "A42.2") { call in
        .number(call.displayLink.duration)
      },
      .property(on, "targetTimestamp", .number, fidelity: "A42.2") { call in
        .number(call.displayLink.targetTimestamp)
      },
    ]
  }

  /// QuartzCore's `CACurrentMediaTime()`: the model's clock in seconds (A42.2: the time base
  /// of a display link's `timestamp`).
  static let quartzCoreFunctions = UIKitType(
    "QuartzCore", receiver: .viewClass,
    functions: [
      .function("CACurrentMediaTime", [], returns: .number, fidelity: "A42.2") { call in
        .number(call.simulation.now)
      }
    ])
}

extension UIKitType {
  /// The run-loop modes a display link or a timer is added in (A42.1, A39.1), by their
  /// Core Foundation names: Swift's `.common` (Swift 4.0's `.commonModes`) and
  /// `NSRunLoopCommonModes`, `.tracking` and `UITrackingRunLoopMode`. (`.default` is left to
  /// the many enums that have a case of that name; `NSDefaultRunLoopMode` is the default mode.)
  static let runLoopModeConstants: [UIKitConstant] = [
    UIKitConstant(
      swift: "common", objc: ["NSRunLoopCommonModes", "kCFRunLoopCommonModes"],
      .name("kCFRunLoopCommonModes"), fidelity: "A42.1"),
    UIKitConstant(
      swift: "commonModes", objc: [], .name("kCFRunLoopCommonModes"), fidelity: "A42.1"),
    UIKitConstant(
      swift: nil, objc: ["NSDefaultRunLoopMode", "kCFRunLoopDefaultMode"],
      .name("kCFRunLoopDefaultMode"), fidelity: "A42.1"),
    UIKitConstant(
      swift: "defaultRunLoopMode", objc: [], .name("kCFRunLoopDefaultMode"), fidelity: "A42.1"),
    UIKitConstant(
      swift: "tracking", objc: ["UITrackingRunLoopMode"], .name("UITrackingRunLoopMode"),
      fidelity: "A42.1"),
  ]
}

extension UIKitType {
  /// `RunLoop.Mode` spelled as a type in Swift (`RunLoop.Mode.common`): `RunLoop`'s nested
  /// type, whose static members are the modes of `runLoopModeConstants` (A42.1).
  static let runLoopModeType = UIKitType(
    "NSRunLoop", superclass: "NSObject", receiver: .runLoopClass
  ) { on in
    [
      .property(on, "Mode", .any, fidelity: "A42.1") { _ in .classReference("RunLoop.Mode") }
    ]
  }

  static let runLoopMode = UIKitType("RunLoop.Mode", receiver: .runLoopModeClass) { on in
    runLoopModeConstants.compactMap { constant in
      constant.swiftName.map { name in
        .property(on, name, .any, fidelity: constant.fidelity) { _ in constant.value }
      }
    } + [
      // Qualified, `.default` is the default mode's (unqualified, many enums have the case).
      .property(on, "default", .any, fidelity: "A42.1") { _ in .string("kCFRunLoopDefaultMode") }
    ]
  }
}

extension UIKitCall {
  /// The receiver as the display link it is.
  var displayLink: DisplayLink {
    if case .surface(.displayLink(let link)) = receiver { return link }
    preconditionFailure("\(member.swiftName) declared on a display link, called on \(receiver)")
  }

  /// A run-loop mode argument as a name (`.common`, `NSRunLoopCommonModes`, a string); the
  /// model has one run loop, and a mode matters only to match an add with its remove.
  fileprivate func runLoopMode(_ index: Int) -> String {
    switch argument(index) {
    case .string(let name): name
    case .surface(.enumValue(let value)): value.caseName ?? "\(value.raw)"
    default: "common"
    }
  }

  /// A display link sending `selector` (argument 1) to the target (argument 0) with itself as
  /// the argument (A42.1, A42.2).
  fileprivate func madeDisplayLink() throws(Interrupt) -> Value {
    guard let target = argument(0).object else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a target object", found: argument(0).kindDescription),
        at: location(of: 0))
    }
    let selector = try interpreter.selector(
      argument(1), target: target, context, at: location(of: 1))
    let simulation = self.simulation
    let link = DisplayLink(simulation: simulation) { link in
      simulation.send(selector, to: target, with: .object(link), rule: "A42.2")
    }
    return .surface(.displayLink(link))
  }
}
