import Containment

extension UIKitType {
  /// `performSegue(withIdentifier:sender:)` (docs/FIDELITY.md A29.1, A29.2, A29.2): a segue of
  /// the storyboard the scenario names with `segue=`, its destination made, prepared by the
  /// source's `prepare(for:sender:)`, then shown or presented.
  static let uiViewControllerSegues = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .method(
        on, "performSegue", ["withIdentifier", "sender"],
        objc: ["performSegueWithIdentifier", "sender"], [.any, .any], fidelity: "A29.1"
      ) { call throws(Interrupt) in
        try call.interpreter.performSegue(
          from: call.controller, call.argument(0), sender: call.argument(1),
          senderTrace: call.traceObject(1), at: call.location)
        return .void
      }.highlighted,
      // A29.5 [D]: UIKit's own answer, which an override's `super` reaches (the spelling
      // before iOS 13; the generated surface does not have iOS 13's `…sender:` yet).
      .method(
        on, "canPerformUnwindSegueAction", [nil, "from", "withSender"],
        objc: ["canPerformUnwindSegueAction", "fromViewController", "withSender"],
        [.any, .controller, .any], returns: .bool, fidelity: "A29.5"
      ) { call throws(Interrupt) in
        .bool(
          call.interpreter.handlesUnwindAction(
            call.argument(0), call.controller, from: call.controller(1)))
      },
    ]
  }
}
