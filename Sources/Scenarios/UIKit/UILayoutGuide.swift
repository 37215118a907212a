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
}
