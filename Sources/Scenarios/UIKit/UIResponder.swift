import Containment

/// `UIResponder.next` / `nextResponder` on views, controllers, windows and the application
/// (docs/FIDELITY.md A40): the chain app code walks to find a view's controller.
extension UIKitType {
  static let uiResponderOnViews = UIKitType(
    "UIView", superclass: "UIResponder", receiver: .view
  ) { on in
    [
      .property(on, "next", objc: "nextResponder", .any, fidelity: "A40.1") { call in
        call.interpreter.value(ofResponder: call.view.nextResponder)
      }
    ]
  }

  static let uiResponderOnControllers = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .property(on, "next", objc: "nextResponder", .any, fidelity: "A40.2") { call in
        call.interpreter.value(ofResponder: call.controller.nextResponder)
      }
    ]
  }

  /// A40.3 [D]: the application's next responder is nil (its delegate only while it handles
  /// an event, which no scenario sends).
  static let uiResponderOnApplication = UIKitType(
    "UIApplication", superclass: "UIResponder", receiver: .application
  ) { on in
    [.property(on, "next", objc: "nextResponder", .any, fidelity: "A40.3") { _ in .null }]
  }
}

extension Interpreter {
  /// A responder as the code's value.
  func value(ofResponder next: NextResponder) -> Value {
    switch next {
    case .view(let view): .view(view)
    case .controller(let controller): .controller(controller)
    case .application: .surface(.application)
    case .none: .null
    }
  }
}
