import Containment

extension UIKitType {
  /// `UIViewController.transitioningDelegate` (docs/FIDELITY.md A20.1): the scenario's object
  /// whose `animationController(forPresented:presenting:source:)` and
  /// `animationController(forDismissed:)` UIKit calls. Weak, as in UIKit.
  static let uiViewControllerTransitioning = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .property(
        on, "transitioningDelegate", .any, fidelity: "A20.1",
        read: { call in
          (call.controller.transitioningDelegate as? UIViewController).map(Value.controller)
            ?? .null
        },
        write: { call throws(Interrupt) in
          switch call.argument(0) {
          case .null: call.controller.transitioningDelegate = nil
          case .controller(let delegate): call.controller.transitioningDelegate = delegate
          case let other:
            throw Interrupt(
              .typeMismatch(
                context: call.context,
                expected: "an object of a class the scenario declares, or nil",
                found: other.kindDescription), at: call.location(of: 0))
          }
          return nil
        })
    ]
  }
}
