import Containment

extension UIKitType {
  /// `UILayoutGuide`, as a view's `safeAreaLayoutGuide` or `layoutMarginsGuide`: its anchors
  /// (FIDELITY-SURFACE.md L1, L6). The model gives guides no insets, so a guide's anchor
  /// constrains the view's own edge; it keeps the guide's name for the trace.
  static let uiLayoutGuide = UIKitType("UILayoutGuide", receiver: .layoutGuide) { on in
    [
      "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width",
      "height",
    ]
    .map { attribute in
      .property(on, attribute + "Anchor", .any, fidelity: "L6") { call in
        let guide = call.layoutGuide
        return .surface(
          .anchor(NSLayoutAnchor(view: guide.view, attribute: attribute, guide: guide.name)))
      }
    } + [
      .property(on, "owningView", .optionalView, fidelity: "L6") { call in
        .view(call.layoutGuide.view)
      }
    ]
  }

  /// `UILayoutSupport`, what `topLayoutGuide` and `bottomLayoutGuide` are: a layout guide of the
  /// view (its anchors are `UILayoutGuide`'s above) whose `length` is 0, no bars being modelled
  /// (FIDELITY-SURFACE.md L6, C27).
  static let uiLayoutSupport = UIKitType("UILayoutSupport", receiver: .layoutGuide) { on in
    [.property(on, "length", .number, fidelity: "L6") { _ in .number(0) }]
  }

  /// iOS 7's `topLayoutGuide` and `bottomLayoutGuide` of a controller (`UILayoutSupport`):
  /// guides of its view, as anchors and as visual-format items (FIDELITY-SURFACE.md L6, whose
  /// example in Apple's documentation is `V:[topGuide]-20-[button]`). Reading one loads the
  /// view, as UIKit's getter needs it; `length` is 0 (no bars, no insets in the model).
  static let uiViewControllerLayoutSupport = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    ["topLayoutGuide", "bottomLayoutGuide"].map { name in
      .property(on, name, .any, fidelity: "L6") { call in
        .surface(.layoutGuide(call.controller.viewLoadedByUIKit(), name))
      }
    } + [
      // L6: UIKit's own `updateViewConstraints` updates the view's constraints, which the
      // model records but never solves: called by the code it does nothing (an override of it
      // is the code's own method, and runs).
      .method(on, "updateViewConstraints", fidelity: "L6") { _ in .void }
    ]
  }
}
