import Containment

extension UIKitType {
  /// `UIControl`: target-action (FIDELITY-SURFACE.md E1–E4: actions run when the code or a
  /// `run=` step sends the events) and the enabled and selected states it keeps (V1).
  static let uiControl = UIKitType(
    "UIControl", superclass: "UIView", receiver: .control,
    initializers: UIKitMember.viewInitializers(
      "UIControl", fidelity: "V1", make: { UIControl(frame: $0) })
  ) { on in
    [
      .method(
        on, "addTarget", [nil, "action", "for"], objc: ["addTarget", "action", "forControlEvents"],
        [.any, .any, .controlEvents], fidelity: "E1"
      ) { call throws(Interrupt) in
        let target = call.argument(0).object
        let selector = try call.interpreter.selector(
          call.argument(1), target: target, call.context, at: call.location(of: 1))
        call.view(as: UIControl.self).addTarget(
          target, action: selector, for: call.controlEvents(2))
        return .void
      },
      .method(
        on, "removeTarget", [nil, "action", "for"],
        objc: ["removeTarget", "action", "forControlEvents"], [.any, .any, .controlEvents],
        fidelity: "E1"
      ) { call throws(Interrupt) in
        let control = call.view(as: UIControl.self)
        let target = call.argument(0).object
        if case .null = call.argument(1) {
          control.removeTarget(target, action: nil, for: call.controlEvents(2))
          return .void
        }
        let selector = try call.interpreter.selector(
          call.argument(1), target: target, call.context, at: call.location(of: 1))
        control.removeTarget(target, action: selector, for: call.controlEvents(2))
        return .void
      },
      .method(
        on, "sendActions", ["for"], objc: ["sendActionsForControlEvents"], [.controlEvents],
        fidelity: "E2"
      ) { call in
        call.view(as: UIControl.self).sendActions(for: call.controlEvents(0))
        return .void
      },
      .property(
        on, "isEnabled", objc: "enabled", .bool, fidelity: "V1",
        read: { call in .bool(call.view(as: UIControl.self).isEnabled) },
        write: { call in
          call.view(as: UIControl.self).isEnabled = call.bool(0)
          return nil
        }),
      .property(
        on, "isSelected", objc: "selected", .bool, fidelity: "V1",
        read: { call in .bool(call.view(as: UIControl.self).isSelected) },
        write: { call in
          call.view(as: UIControl.self).isSelected = call.bool(0)
          return nil
        }),
    ]
  }
}
