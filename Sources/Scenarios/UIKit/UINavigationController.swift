import Containment

extension UIKitType {
  /// `UINavigationController`: the stack, push and pop (docs/FIDELITY.md A10, A11). Each call
  /// is a manual trace line; the core records what UIKit does in answer. `navigationController`
  /// is `UIViewController`'s (A10.7), declared here beside the stack it finds.
  static let uiNavigationController = UIKitType(
    "UINavigationController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .method(on, traced: .pushViewController, [.controller, .bool], fidelity: "A10.3") {
        call throws(Interrupt) in
        let (navigation, pushed) = (try call.navigation(), call.controller(0))
        let animated = call.bool(1)
        call.simulation.dispatch(
          .manual, navigation, .pushViewController, [call.trace(pushed), .bool(animated)]
        ) {
          navigation.pushViewController(pushed, animated: animated)
        }
        return .void
      }.highlighted,
      .method(
        on, traced: .popViewController, [.bool], returns: .optionalController, fidelity: "A10.4"
      ) { call throws(Interrupt) in
        let (navigation, animated) = (try call.navigation(), call.bool(0))
        let popped = call.simulation.dispatch(
          .manual, navigation, .popViewController, [.bool(animated)]
        ) {
          navigation.popViewController(animated: animated)
        }
        return popped.map(Value.controller) ?? .null
      }.highlighted,
      .method(on, traced: .popToRootViewController, [.bool], returns: .array, fidelity: "A10.4") {
        call throws(Interrupt) in
        let (navigation, animated) = (try call.navigation(), call.bool(0))
        let popped = call.simulation.dispatch(
          .manual, navigation, .popToRootViewController, [.bool(animated)]
        ) {
          navigation.popToRootViewController(animated: animated)
        }
        return popped.map { .array($0.map(Value.controller)) } ?? .null
      }.highlighted,
      .method(
        on, traced: .popToViewController, [.controller, .bool], returns: .array,
        fidelity: "A10.4"
      ) { call throws(Interrupt) in
        let (navigation, target) = (try call.navigation(), call.controller(0))
        let animated = call.bool(1)
        let popped = call.simulation.dispatch(
          .manual, navigation, .popToViewController, [call.trace(target), .bool(animated)]
        ) {
          navigation.popToViewController(target, animated: animated)
        }
        return popped.map { .array($0.map(Value.controller)) } ?? .null
      }.highlighted,
      .method(on, traced: .setViewControllers, [.controllers, .bool], fidelity: "A10.5") {
        call throws(Interrupt) in
        let navigation = try call.navigation()
        call.setStack(of: navigation, call.controllers(0), animated: call.bool(1))
        return .void
      }.highlighted,
      // A10.5 [D]: assigning is `setViewControllers(_:animated: false)`.
      .property(
        on, "viewControllers", .controllers, fidelity: "A10.5",
        read: { call throws(Interrupt) in
          .array(try call.navigation().viewControllers.map(Value.controller))
        },
        write: { call throws(Interrupt) in
          call.setStack(of: try call.navigation(), call.controllers(0), animated: false)
          return nil
        }
      ).highlighted,
      .property(on, "topViewController", .optionalController, fidelity: "A10.6") {
        call throws(Interrupt) in
        try call.navigation().topViewController.map(Value.controller) ?? .null
      }.highlighted,
      .property(on, "visibleViewController", .optionalController, fidelity: "A10.6") {
        call throws(Interrupt) in
        try call.navigation().visibleViewController.map(Value.controller) ?? .null
      },
    ]
  }
}

extension UIKitCall {
  /// The receiver as a navigation controller, or the type mismatch a member of
  /// `UINavigationController` called on another controller is.
  func navigation() throws(Interrupt) -> UINavigationController {
    if let navigation = controller as? UINavigationController { return navigation }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UINavigationController",
        found: "a \(controller.modelClassName)"), at: location(of: 0))
  }

  /// `setViewControllers(_:animated:)` as a manual line, the new stack by its trace names.
  func setStack(of navigation: UINavigationController, _ stack: [UIViewController], animated: Bool)
  {
    let names = stack.map { simulation.traceName(of: $0) }.joined(separator: ", ")
    simulation.dispatch(
      .manual, navigation, .setViewControllers, [.object("[" + names + "]"), .bool(animated)]
    ) {
      navigation.setViewControllers(stack, animated: animated)
    }
  }

  /// An array of controllers the binder has checked (`.controllers`).
  func controllers(_ index: Int) -> [UIViewController] {
    guard case .array(let items) = argument(index) else { return [] }
    return items.compactMap {
      if case .controller(let controller) = $0 { return controller }
      return nil
    }
  }
}
