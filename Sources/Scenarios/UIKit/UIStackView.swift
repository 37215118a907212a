import Containment

extension UIKitType {
  /// `UIStackView`: arranged subviews (FIDELITY-SURFACE.md V9: adding one adds it as a
  /// subview, with the appearance callbacks of a view entering the window; removing one
  /// leaves it a subview), axis and spacing kept (V1).
  static let uiStackView = UIKitType(
    "UIStackView", superclass: "UIView", receiver: .stackView,
    initializers: UIKitMember.viewInitializers(
      "UIStackView", fidelity: "V9", make: { UIStackView(frame: $0) },
      adding: [stackOfArrangedSubviews])
  ) { on in
    [
      .method(on, traced: .addArrangedSubview, [.view], fidelity: "V9") { call in
        call.view(as: UIStackView.self).addArrangedSubview(call.view(0))
        return .void
      },
      .method(on, "removeArrangedSubview", [nil], [.view], fidelity: "V9") { call in
        call.view(as: UIStackView.self).removeArrangedSubview(call.view(0))
        return .void
      },
      .property(on, "arrangedSubviews", .array, fidelity: "V9") { call in
        .array(call.view(as: UIStackView.self).arrangedSubviews.map(Value.view))
      },
      .property(
        on, "axis", .stackAxis, fidelity: "V1",
        read: { call in .string(call.view(as: UIStackView.self).axis) },
        write: { call in
          call.view(as: UIStackView.self).axis = call.string(0)
          return nil
        }),
      .property(
        on, "spacing", .number, fidelity: "V1",
        read: { call in .number(call.view(as: UIStackView.self).spacing) },
        write: { call in
          call.view(as: UIStackView.self).spacing = call.number(0)
          return nil
        }),
    ]
  }

  /// The views it arranges, in order (V9).
  private static let stackOfArrangedSubviews: UIKitMember = .initializer(
    "UIStackView", ["arrangedSubviews"], objc: ["initWithArrangedSubviews"], [.any],
    fidelity: "V9"
  ) { call throws(Interrupt) in
    guard case .array(let items) = call.argument(0) else {
      throw Interrupt(
        .typeMismatch(
          context: call.context, expected: "an array of views",
          found: call.argument(0).kindDescription),
        at: call.location(of: 0))
    }
    var views: [UIView] = []
    for item in items {
      views.append(try call.interpreter.view(item, call.context, at: call.location(of: 0)))
    }
    return .view(UIStackView(arrangedSubviews: views))
  }
}
