import Containment

extension UIKitType {
  /// `UIView`'s Auto Layout members as recorded facts: anchors, installed constraints, the
  /// layout pass (FIDELITY-SURFACE.md L1, L4, L6). Nothing is solved.
  static let uiViewAutoLayout = UIKitType("UIView", superclass: "UIResponder", receiver: .view) {
    on in
    [
      "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width",
      "height", "firstBaseline", "lastBaseline",
    ].map { attribute in
      .property(on, attribute + "Anchor", .any, fidelity: "L1") { call in
        .surface(.anchor(NSLayoutAnchor(view: call.view, attribute: attribute)))
      }
    } + [
      // L6 [I]: no insets in the model: a guide's anchors constrain the view's edges, under
      // the guide's name (`UILayoutGuide`).
      .property(on, "safeAreaLayoutGuide", .any, fidelity: "L6") { call in
        .surface(.layoutGuide(call.view, "safeAreaLayoutGuide"))
      },
      .property(on, "layoutMarginsGuide", .any, fidelity: "L6") { call in
        .surface(.layoutGuide(call.view, "layoutMarginsGuide"))
      },
      .property(on, "constraints", .array, fidelity: "L4") { call in
        .array(call.view.constraints.map { .surface(.constraint($0)) })
      },
      .method(on, "addConstraint", [nil], [.constraint], fidelity: "L4") { call in
        call.view.addConstraint(call.constraint(0))
        return .void
      },
      .method(on, "addConstraints", [nil], [.constraints], fidelity: "L4") { call in
        for each in call.constraints(0) { call.view.addConstraint(each) }
        return .void
      },
      .method(on, "removeConstraint", [nil], [.constraint], fidelity: "L4") { call in
        call.view.removeConstraint(call.constraint(0))
        return .void
      },
      .method(on, "removeConstraints", [nil], [.constraints], fidelity: "L4") { call in
        for each in call.constraints(0) { call.view.removeConstraint(each) }
        return .void
      },
      .method(on, "setNeedsLayout", fidelity: "L6") { call in
        call.simulation.setNeedsLayout(call.view)
        return .void
      },
      .method(on, traced: .layoutIfNeeded, fidelity: "L6") { call in
        call.simulation.layoutIfNeeded(call.view)
        return .void
      },
    ]
  }
}

extension UIKitCall {
  /// A constraint the binder has checked (`.constraint`).
  func constraint(_ index: Int) -> NSLayoutConstraint {
    if case .surface(.constraint(let constraint)) = argument(index) { return constraint }
    preconditionFailure("\(member.swiftName): argument \(index) is not a constraint")
  }

  /// Constraints the binder has checked (`.constraints`).
  func constraints(_ index: Int) -> [NSLayoutConstraint] {
    guard case .array(let items) = argument(index) else { return [] }
    return items.compactMap {
      if case .surface(.constraint(let constraint)) = $0 { return constraint }
      return nil
    }
  }

  /// An anchor the binder has checked (`.anchor`).
  func anchor(_ index: Int) -> NSLayoutAnchor {
    if case .surface(.anchor(let anchor)) = argument(index) { return anchor }
    preconditionFailure("\(member.swiftName): argument \(index) is not an anchor")
  }
}
