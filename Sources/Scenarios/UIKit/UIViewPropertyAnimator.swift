import Containment

extension UIKitType {
  /// `UIViewPropertyAnimator` (docs/FIDELITY.md A28.2-A28.5, B62): its states, its blocks
  /// run as it becomes active, its completions at the end on the clock. Made by
  /// `Interpreter.createPropertyAnimator` (`UIViewPropertyAnimator(duration:curve:animations:)`).
  static let uiViewPropertyAnimator = UIKitType(
    "UIViewPropertyAnimator", superclass: "NSObject", receiver: .propertyAnimator
  ) { on in
    [
      .method(on, "startAnimation", fidelity: "A28.3") { call in
        call.propertyAnimator.startAnimation()
        return .void
      },
      .method(
        on, "startAnimation", ["afterDelay"], objc: ["startAnimationAfterDelay"], [.number],
        fidelity: "A28.3"
      ) { call in
        call.propertyAnimator.startAnimation(afterDelay: call.number(0))
        return .void
      },
      .method(on, "pauseAnimation", fidelity: "A28.2") { call in
        call.propertyAnimator.pauseAnimation()
        return .void
      },
      .method(on, "stopAnimation", [nil], objc: ["stopAnimation"], [.bool], fidelity: "A28.2") {
        call in
        call.propertyAnimator.stopAnimation(call.bool(0))
        return .void
      },
      .method(
        on, "finishAnimation", ["at"], objc: ["finishAnimationAtPosition"], [.any],
        fidelity: "A28.4"
      ) { call throws(Interrupt) in
        call.propertyAnimator.finishAnimation(at: try call.animatingPosition(0))
        return .void
      },
      .method(
        on, "continueAnimation", ["withTimingParameters", "durationFactor"],
        objc: ["continueAnimationWithTimingParameters", "durationFactor"], [.any, .number],
        fidelity: "A28.3"
      ) { call in
        call.propertyAnimator.continueAnimation(durationFactor: call.number(1))
        return .void
      },
      .method(
        on, "addAnimations", [nil], objc: ["addAnimations"], [.animations], closures: ["_"],
        fidelity: "A28.3"
      ) { call in
        call.propertyAnimator.addAnimations(call.block(0))
        return .void
      },
      .method(
        on, "addAnimations", [nil, "delayFactor"], objc: ["addAnimations", "delayFactor"],
        [.animations, .number], closures: ["_"], fidelity: "A28.3"
      ) { call in
        call.propertyAnimator.addAnimations(call.block(0), delayFactor: call.number(1))
        return .void
      },
      .method(
        on, "addCompletion", [nil], objc: ["addCompletion"], [.optionalClosure], closures: ["_"],
        fidelity: "A28.4"
      ) { call in
        if let completion = call.positionBlock(0) {
          call.propertyAnimator.addCompletion(completion)
        }
        return .void
      },
      .property(on, "state", .any, fidelity: "A28.2") { call in
        call.interpreter.animatingValue(
          name: call.propertyAnimator.state.name, raw: call.propertyAnimator.state.rawValue)
      },
      .property(on, "isRunning", objc: "running", .bool, fidelity: "A28.2") { call in
        .bool(call.propertyAnimator.isRunning)
      },
      .property(
        on, "fractionComplete", .number, fidelity: "A28.2",
        read: { call in .number(call.propertyAnimator.fractionComplete) },
        write: { call in
          call.propertyAnimator.setFractionComplete(call.number(0))
          return nil
        }),
      .property(on, "duration", .number, fidelity: "A28.3") { call in
        .number(call.propertyAnimator.duration)
      },
      .property(on, "delay", .number, fidelity: "A28.3") { call in
        .number(call.propertyAnimator.delay)
      },
      .property(
        on, "isReversed", objc: "reversed", .bool, fidelity: "A28.4",
        read: { call in .bool(call.propertyAnimator.isReversed) },
        write: { call in
          call.propertyAnimator.isReversed = call.bool(0)
          return nil
        }),
      .property(
        on, "pausesOnCompletion", .bool, fidelity: "A28.2",
        read: { call in .bool(call.propertyAnimator.pausesOnCompletion) },
        write: { call in
          call.propertyAnimator.pausesOnCompletion = call.bool(0)
          return nil
        }),
      .property(
        on, "isInterruptible", objc: "interruptible", .bool, fidelity: "A28.2",
        read: { call in .bool(call.propertyAnimator.isInterruptible) },
        write: { call in
          call.propertyAnimator.isInterruptible = call.bool(0)
          return nil
        }),
      .property(
        on, "scrubsLinearly", .bool, fidelity: "A28.2",
        read: { call in .bool(call.propertyAnimator.scrubsLinearly) },
        write: { call in
          call.propertyAnimator.scrubsLinearly = call.bool(0)
          return nil
        }),
      .property(
        on, "isUserInteractionEnabled", objc: "userInteractionEnabled", .bool,
        fidelity: "A28.2",
        read: { call in .bool(call.propertyAnimator.isUserInteractionEnabled) },
        write: { call in
          call.propertyAnimator.isUserInteractionEnabled = call.bool(0)
          return nil
        }),
    ]
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:
  /// completion:)`: an animator made and started at once (A28.3, B62).
  static let uiViewPropertyAnimatorClass = UIKitType(
    "UIViewPropertyAnimator", superclass: "NSObject", receiver: .propertyAnimatorClass
  ) { on in
    [
      .method(
        on, "runningPropertyAnimator",
        ["withDuration", "delay", "options", "animations", "completion"],
        objc: [
          "runningPropertyAnimatorWithDuration", "delay", "options", "animations", "completion",
        ], [.number, .number, .animationOptions, .animations, .optionalClosure],
        returns: .any, closures: ["animations", "completion"], fidelity: "A28.3"
      ) { call in
        let animator = UIViewPropertyAnimator.running(
          simulation: call.simulation, duration: call.number(0), delay: call.number(1),
          options: call.options(2), animations: call.block(3), completion: call.positionBlock(4))
        return .surface(.propertyAnimator(animator))
      }
    ]
  }
}

extension UIKitCall {
  /// The receiver as the property animator it is.
  var propertyAnimator: UIViewPropertyAnimator {
    if case .surface(.propertyAnimator(let animator)) = receiver { return animator }
    preconditionFailure(
      "\(member.swiftName) declared on a property animator, called on \(receiver)")
  }

  /// A completion taking the final position (`UIViewAnimatingPosition`), as UIKit calls it.
  func positionBlock(_ index: Int) -> ((UIViewPropertyAnimator.Position) -> Void)? {
    closure(index).map(interpreter.positionBlock)
  }

  /// `.end` / `UIViewAnimatingPositionEnd` (or its raw value): the position argument.
  func animatingPosition(_ index: Int) throws(Interrupt) -> UIViewPropertyAnimator.Position {
    if let position = interpreter.animatingPosition(argument(index)) { return position }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UIViewAnimatingPosition (`.end`, `.start`, `.current`)",
        found: argument(index).kindDescription), at: location(of: index))
  }
}
