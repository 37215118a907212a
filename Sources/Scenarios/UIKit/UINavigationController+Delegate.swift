import Containment

extension UIKitType {
  /// `UINavigationController.delegate` (docs/FIDELITY.md A21): the scenario's object whose
  /// `navigationController(_:animationControllerFor:from:to:)` and
  /// `navigationController(_:interactionControllerFor:)` UIKit calls when a push or pop
  /// starts. Weak, as in UIKit.
  static let uiNavigationControllerDelegate = UIKitType(
    "UINavigationController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .property(
        on, "delegate", .any, fidelity: "A21.1",
        read: { call throws(Interrupt) in
          (try call.navigationController.delegate as? UIViewController).map(Value.controller)
            ?? .null
        },
        write: { call throws(Interrupt) in
          let navigation = try call.navigationController
          switch call.argument(0) {
          case .null: navigation.delegate = nil
          case .controller(let delegate): navigation.delegate = delegate
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

extension UIKitCall {
  /// The receiver as a navigation controller, or the type mismatch.
  var navigationController: UINavigationController {
    get throws(Interrupt) {
      if case .controller(let navigation as UINavigationController) = receiver {
        return navigation
      }
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a UINavigationController",
          found: receiver.kindDescription), at: location)
    }
  }
}
