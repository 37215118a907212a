import Containment

extension UIKitType {
  /// `UINavigationController.delegate` (docs/FIDELITY.md A21): the scenario's object whose
  /// animator and interaction-controller methods UIKit calls when a push or a pop starts.
  /// Weak, as in UIKit.
  static let uiNavigationControllerDelegate = UIKitType(
    "UINavigationController", superclass: "UIViewController", receiver: .controller
  ) { on in [containerDelegate(on)] }

  /// `UITabBarController.delegate` (docs/FIDELITY.md A21): the same for a tab switch. Each
  /// class declares its own, so that a controller of neither class (a split view
  /// controller's `delegate`) is answered by its own class.
  static let uiTabBarControllerDelegate = UIKitType(
    "UITabBarController", superclass: "UIViewController", receiver: .controller
  ) { on in [containerDelegate(on)] }

  /// The `delegate` property both containers declare: one behaviour, read and written on the
  /// receiver's own container.
  private static func containerDelegate(_ on: ModelledAPI.Receiver) -> UIKitMember {
    .property(
      on, "delegate", .any, fidelity: "A21.1",
      read: { call throws(Interrupt) in
        switch try call.systemContainer {
        case .navigation(let navigation):
          (navigation.delegate as? UIViewController).map(Value.controller) ?? .null
        case .tabs(let tabs): (tabs.delegate as? UIViewController).map(Value.controller) ?? .null
        }
      },
      write: { call throws(Interrupt) in
        let container = try call.systemContainer
        let delegate: UIViewController?
        switch call.argument(0) {
        case .null: delegate = nil
        case .controller(let object): delegate = object
        case let other:
          throw Interrupt(
            .typeMismatch(
              context: call.context,
              expected: "an object of a class the scenario declares, or nil",
              found: other.kindDescription), at: call.location(of: 0))
        }
        switch container {
        case .navigation(let navigation): navigation.delegate = delegate
        case .tabs(let tabs): tabs.delegate = delegate
        }
        return nil
      })
  }
}

/// The system container a `delegate` belongs to.
enum DelegatingContainer {
  case navigation(UINavigationController)
  case tabs(UITabBarController)
}

extension UIKitCall {
  /// The receiver as a navigation or tab bar controller, or the type mismatch.
  var systemContainer: DelegatingContainer {
    get throws(Interrupt) {
      switch receiver {
      case .controller(let navigation as UINavigationController): return .navigation(navigation)
      case .controller(let tabs as UITabBarController): return .tabs(tabs)
      default:
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "a UINavigationController or UITabBarController",
            found: receiver.kindDescription), at: location)
      }
    }
  }
}
