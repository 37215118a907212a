import Containment

extension UIKitType {
  /// `UIViewController`'s presentation-context flags (docs/FIDELITY.md A13.12, A13.14): state
  /// the model reads when a `.currentContext` or `.overCurrentContext` presentation looks for
  /// the controller that presents it. Neither is a trace line. (The rest of
  /// `UIViewController` is still declared by `ModelledAPI`.)
  static let uiViewControllerPresentationContext = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .property(
        on, "definesPresentationContext", .bool, fidelity: "A13.12",
        read: { call in .bool(call.controller.definesPresentationContext) },
        write: { call in
          call.controller.definesPresentationContext = call.bool(0)
          return nil
        }),
      .property(
        on, "providesPresentationContextTransitionStyle", .bool, fidelity: "A13.14",
        read: { call in .bool(call.controller.providesPresentationContextTransitionStyle) },
        write: { call in
          call.controller.providesPresentationContextTransitionStyle = call.bool(0)
          return nil
        }),
    ]
  }
}
