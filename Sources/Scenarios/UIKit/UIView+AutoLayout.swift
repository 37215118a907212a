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
      // A38: the update pass of constraints, before the layout pass.
      .method(on, "setNeedsUpdateConstraints", fidelity: "A38.1") { call in
        call.simulation.setNeedsUpdateConstraints(call.view)
        return .void
      },
      .method(on, traced: .updateConstraintsIfNeeded, fidelity: "A38.2") { call in
        call.simulation.updateConstraintsIfNeeded(call.view)
        return .void
      },
      .method(on, "needsUpdateConstraints", returns: .bool, fidelity: "A38.1") { call in
        .bool(call.view.needsUpdateConstraints)
      },
      // A38.1: UIKit calls it in the update pass; UIKit's own updates constraints the model
      // never solves, so called by the code (or as `super`) it does nothing.
      .method(on, "updateConstraints", fidelity: "A38.1") { _ in .void },
      // L6: UIKit calls these when a view's margins or safe area change; the model keeps no
      // insets, so they never change and UIKit never calls them; called by the code (or as
      // `super`) UIKit's own do nothing.
      .method(on, "layoutMarginsDidChange", fidelity: "L6") { _ in .void },
      .method(on, "safeAreaInsetsDidChange", fidelity: "L6") { _ in .void },
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
