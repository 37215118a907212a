import Containment

extension UIKitType {
  /// The context UIKit hands an animator (docs/FIDELITY.md A20.2-A20.5, A22): where the
  /// transition happens, who is in it, and `completeTransition(_:)`, which ends it.
  static let uiViewControllerContextTransitioning = UIKitType(
    "UIViewControllerContextTransitioning", receiver: .transitionContext
  ) { on in
    [
      .property(on, "containerView", .view, fidelity: "A20.2") { call in
        .view(call.transitionContext.containerView)
      },
      .method(
        on, "viewController", ["forKey"], objc: ["viewControllerForKey"], [.any],
        returns: .optionalController, fidelity: "A20.2"
      ) { call throws(Interrupt) in
        try call.transitionContext.viewController(forKey: call.transitionKey(0))
          .map(Value.controller) ?? .null
      },
      .method(
        on, "view", ["forKey"], objc: ["viewForKey"], [.any], returns: .optionalView,
        fidelity: "A20.5"
      ) { call throws(Interrupt) in
        try call.transitionContext.view(forKey: call.transitionKey(0)).map(Value.view) ?? .null
      },
      .method(
        on, "initialFrame", ["for"], objc: ["initialFrameForViewController"], [.controller],
        returns: .rect, fidelity: "A20.2"
      ) { call in
        guard case .controller(let controller) = call.argument(0) else { return .rect(.zero) }
        return .rect(call.transitionContext.initialFrame(for: controller))
      },
      .method(
        on, "finalFrame", ["for"], objc: ["finalFrameForViewController"], [.controller],
        returns: .rect, fidelity: "A20.2"
      ) { call in
        guard case .controller(let controller) = call.argument(0) else { return .rect(.zero) }
        return .rect(call.transitionContext.finalFrame(for: controller))
      },
      .property(on, "isAnimated", objc: "isAnimated", .bool, fidelity: "A20.2") { call in
        .bool(call.transitionContext.isAnimated)
      },
      .property(on, "isInteractive", objc: "isInteractive", .bool, fidelity: "A22.1") { call in
        .bool(call.transitionContext.isInteractive)
      },
      .property(on, "transitionWasCancelled", .bool, fidelity: "A22.3") { call in
        .bool(call.transitionContext.transitionWasCancelled)
      },
      .method(on, traced: .completeTransition, [.bool], fidelity: "A20.4") { call in
        call.transitionContext.completeTransition(call.bool(0))
        return .void
      },
      .method(on, traced: .updateInteractiveTransition, [.number], fidelity: "A22.2") { call in
        call.transitionContext.updateInteractiveTransition(call.number(0))
        return .void
      },
      .method(on, traced: .finishInteractiveTransition, fidelity: "A22.2") { call in
        call.transitionContext.finishInteractiveTransition()
        return .void
      },
      .method(on, traced: .cancelInteractiveTransition, fidelity: "A22.3") { call in
        call.transitionContext.cancelInteractiveTransition()
        return .void
      },
    ]
  }
}

extension UIKitCall {
  /// The receiver as the transition context it is.
  var transitionContext: UIViewControllerContextTransitioning {
    if case .surface(.transitionContext(let context)) = receiver { return context }
    preconditionFailure(
      "\(member.swiftName) declared on a transition context, called on \(receiver)")
  }

  /// `.to` / `.from` (Swift), `UITransitionContextToViewKey` … (Objective-C): argument
  /// `index` as a transition context key.
  func transitionKey(_ index: Int) throws(Interrupt) -> UIViewControllerContextTransitioning.Key {
    if case .string(let name) = argument(index),
      let key = UIViewControllerContextTransitioning.Key(rawValue: name)
        ?? UIViewControllerContextTransitioning.objcKeys[name]
    {
      return key
    }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a transition context key (`.from`, `.to`)",
        found: argument(index).kindDescription), at: location(of: index))
  }
}

extension UIKitType {
  /// A transition context's keys (`.to`, `.from`; A20.2) and a navigation controller's
  /// operations (`.push`, `UINavigationControllerOperationPop`, A21.1), kept by name. The four
  /// Objective-C keys are four different strings, the SDK's own
  /// (`UITransitionContextFromViewControllerKey` is `@"UITransitionContextFromViewControllerKey"`),
  /// so a dictionary keyed by all four keeps four entries (C38).
  static let transitionConstants: [UIKitConstant] =
    [
      UIKitConstant(swift: "to", objc: [], .name("to"), fidelity: "A20.2"),
      UIKitConstant(swift: "from", objc: [], .name("from"), fidelity: "A20.2"),
    ]
    + UIViewControllerContextTransitioning.objcKeys.keys.sorted().map { name in
      UIKitConstant(swift: nil, objc: [name], .name(name), fidelity: "C38")
    }
    + [
      UIKitConstant(
        swift: "push", objc: ["UINavigationControllerOperationPush"], .name("push"),
        fidelity: "A21.1"),
      UIKitConstant(
        swift: "pop", objc: ["UINavigationControllerOperationPop"], .name("pop"), fidelity: "A21.1"),
      UIKitConstant(
        swift: nil, objc: ["UINavigationControllerOperationNone"], .name("none"), fidelity: "A21.1"),
    ]
}

extension UIViewControllerContextTransitioning {
  /// Objective-C's four transition context keys, each its own string (UIKit's values are their
  /// names), and the side each names: a view key and a controller key of one side are different
  /// keys that name the same side (C38).
  static let objcKeys: [String: Key] = [
    "UITransitionContextFromViewControllerKey": .from,
    "UITransitionContextToViewControllerKey": .to,
    "UITransitionContextFromViewKey": .from,
    "UITransitionContextToViewKey": .to,
  ]
}
