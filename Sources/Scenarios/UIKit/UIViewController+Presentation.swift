import Containment

extension UIKitType {
  /// `UIViewController`'s presentation (docs/FIDELITY.md A13, A14): `present` and `dismiss`
  /// are manual trace lines; the core records the appearance callbacks they cause and runs
  /// the completion when the transition ends (A13.1).
  static let uiViewControllerPresentation = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .method(
        on, traced: .present, [.controller, .bool, .optionalClosure], closures: ["completion"],
        fidelity: "A13.4"
      ) { call in
        let (controller, presented, animated) = (call.controller, call.controller(0), call.bool(1))
        let completion = call.closure(2)
        let arguments: [TraceValue] = [
          call.trace(presented), .bool(animated),
          .closure(present: completion != nil, role: .plainCompletion),
        ]
        let interpreter = call.interpreter
        call.simulation.dispatch(.manual, controller, .present, arguments) {
          controller.present(
            presented, animated: animated, completion: completion.map(interpreter.noArgumentBlock))
        }
        return .void
      }.highlighted,
      .method(
        on, traced: .dismiss, [.bool, .optionalClosure], closures: ["completion"],
        fidelity: "A13.5"
      ) { call in
        let (controller, animated, completion) = (call.controller, call.bool(0), call.closure(1))
        let arguments: [TraceValue] = [
          .bool(animated), .closure(present: completion != nil, role: .plainCompletion),
        ]
        let interpreter = call.interpreter
        call.simulation.dispatch(.manual, controller, .dismiss, arguments) {
          controller.dismiss(
            animated: animated, completion: completion.map(interpreter.noArgumentBlock))
        }
        return .void
      }.highlighted,
      // Apple's documentation of `show(_:sender:)`: the nearest controller up the hierarchy
      // that overrides it handles it (`UINavigationController` pushes, animated: A10.3, A11.1);
      // with none, the window's root view controller presents it modally (A13.4, A13.7).
      // UIKit's push or presentation is nested under the call.
      .method(
        on, tracing: "show", [nil, "sender"], objc: ["showViewController", "sender"],
        [.controller, .any], fidelity: "A10.3"
      ) { call in
        let (controller, shown) = (call.controller, call.controller(0))
        let simulation = call.simulation
        var target: UIViewController? = controller
        while let current = target, !(current is UINavigationController) {
          target = current.parent
        }
        simulation.dispatch(
          .manual, controller, call.traced, [call.trace(shown), call.traceObject(1)]
        ) {
          if let navigation = target as? UINavigationController {
            simulation.dispatch(
              .auto, navigation, .pushViewController, [call.trace(shown), .bool(true)],
              rule: "A10.3"
            ) {
              navigation.pushViewController(shown, animated: true)
            }
          } else if let root = simulation.window.rootViewController {
            let arguments: [TraceValue] = [
              call.trace(shown), .bool(true), .closure(present: false, role: .plainCompletion),
            ]
            simulation.dispatch(.auto, root, .present, arguments, rule: "A13.4") {
              root.present(shown, animated: true)
            }
          }
        }
        return .void
      },
      .property(on, "presentedViewController", .optionalController, fidelity: "A13.2") { call in
        call.controller.presentedViewController.map(Value.controller) ?? .null
      }.highlighted,
      .property(on, "presentingViewController", .optionalController, fidelity: "A13.2") { call in
        call.controller.presentingViewController.map(Value.controller) ?? .null
      }.highlighted,
      .property(on, "isBeingPresented", .bool, fidelity: "A13.11") { call in
        .bool(call.controller.isBeingPresented)
      }.highlighted,
      .property(on, "isBeingDismissed", .bool, fidelity: "A13.11") { call in
        .bool(call.controller.isBeingDismissed)
      }.highlighted,
      .property(
        on, "modalPresentationStyle", .presentationStyle, fidelity: "A13.6",
        read: { call in .string(call.controller.modalPresentationStyle.rawValue) },
        write: { call in
          if case .string(let name) = call.argument(0),
            let style = UIModalPresentationStyle(rawValue: name)
          {
            call.controller.modalPresentationStyle = style
          }
          return nil
        }
      ).highlighted,
      .property(on, "navigationController", .optionalController, fidelity: "A10.7") { call in
        call.controller.navigationController.map(Value.controller) ?? .null
      }.highlighted,
    ]
  }
}
