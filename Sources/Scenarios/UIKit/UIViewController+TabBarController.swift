import Containment

extension UIKitType {
  /// `UIViewController.tabBarController`: the nearest ancestor, along `parent`, that is a tab
  /// bar controller (docs/FIDELITY.md A15.7); a tab wrapped in a navigation controller finds
  /// it through it. Read-only in UIKit: an Objective-C class that assigns it redeclares it,
  /// and its own property answers (Interpreter+Statements, `isReadOnlyControllerProperty`).
  static let uiViewControllerTabBar = UIKitType("UIViewController", receiver: .controller) {
    on in
    [
      .property(on, "tabBarController", .optionalController, fidelity: "A15.7") { call in
        var ancestor = call.controller.parent
        while let candidate = ancestor, !(candidate is UITabBarController) {
          ancestor = candidate.parent
        }
        return ancestor.map(Value.controller) ?? .null
      }.highlighted
    ]
  }
}
