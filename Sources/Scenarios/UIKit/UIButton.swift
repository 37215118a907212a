import Containment

extension UIKitType {
  /// `UIButton`: titles per control state, kept and read back; colours are never drawn
  /// (FIDELITY-SURFACE.md V1).
  static let uiButton = UIKitType(
    "UIButton", superclass: "UIControl", receiver: .button,
    initializers: UIKitMember.viewInitializers(
      "UIButton", fidelity: "V1", make: { UIButton(frame: $0) }, adding: [buttonOfType])
  ) { on in
    [
      .method(
        on, "setTitle", [nil, "for"], objc: ["setTitle", "forState"], [.optionalString, .integer],
        fidelity: "V1"
      ) { call in
        call.view(as: UIButton.self).setTitle(
          call.optionalString(0), for: UInt(max(0, call.number(1))))
        return .void
      },
      .method(
        on, "title", ["for"], objc: ["titleForState"], [.integer], returns: .optionalString,
        fidelity: "V1"
      ) { call in
        call.view(as: UIButton.self).title(for: UInt(max(0, call.number(0)))).map(Value.string)
          ?? .null
      },
      .property(on, "currentTitle", .optionalString, fidelity: "V1") { call in
        call.view(as: UIButton.self).currentTitle.map(Value.string) ?? .null
      },
      .method(
        on, "setTitleColor", [nil, "for"], objc: ["setTitleColor", "forState"], fidelity: "V1"
      ) { _ in .void },
    ]
  }

  /// Swift's `UIButton(type:)`; Objective-C's `buttonWithType:` is a class message.
  private static let buttonOfType: UIKitMember = .initializer(
    "UIButton", ["type"], objc: nil, [.any], fidelity: "V1"
  ) { call throws(Interrupt) in
    .view(
      UIButton(
        type: try call.interpreter.buttonType(
          call.argument(0), call.context, at: call.location(of: 0))))
  }
}

extension UIButton {
  /// Every case of `UIButton.ButtonType` the real surface declares, by Swift name: a button of
  /// any of them (`.roundedRect`, the deprecated alias of `.system`, included) is a button,
  /// whose type the model only keeps.
  static let surfaceTypeNames: Set<String> = Set(
    (UIKitSurface.shared.type(objc: "UIButtonType")?.members ?? [])
      .filter { $0.kind == .enumCase }.map(\.swiftName)
  ).union(UIButton.typeNames)
}
