import Containment

extension UIKitType {
  /// `UIWindow`: the root controller it shows and making it key (FIDELITY.md A5.9: a window
  /// drives its root controller's appearance).
  static let uiWindow = UIKitType("UIWindow", superclass: "UIView", receiver: .window) { on in
    [
      .property(
        on, "rootViewController", .optionalController, traced: .setRootViewController,
        fidelity: "A5.9",
        read: { call in call.window.rootViewController.map(Value.controller) ?? .null },
        write: { call in
          call.window.rootViewController = call.optionalController(0)
          return nil
        }
      ).highlighted,
      // A33.4 [D], B70 [I]: showing or hiding a window is a line of its own.
      .property(
        on, "isHidden", objc: "hidden", .bool, fidelity: "A33.4",
        read: { call in .bool(!call.window.isVisible) },
        write: { call in
          call.window.setHidden(call.bool(0))
          return nil
        }
      ),
      .method(on, traced: .makeKeyAndVisible, fidelity: "A5.9") { call in
        call.window.makeKeyAndVisible()
        return .void
      }.highlighted,
    ]
  }
}
