import Containment

extension Interpreter {
  /// `member`, or the member of the same spelling that the receiver's own class declares:
  /// `setViewControllers(_:animated:)` is `UITabBarController`'s on a tab bar controller and
  /// `UINavigationController`'s on a navigation controller (each in its file under `UIKit/`).
  static func declaredFor(
    _ receiver: Value, _ member: UIKitMember, _ language: ScenarioLanguage
  ) -> UIKitMember {
    guard case .controller(let controller) = receiver,
      let owner = systemContainerClass(of: controller), member.owner != owner,
      member.owner == "UINavigationController" || member.owner == "UITabBarController"
        || member.owner == "UIPageViewController" || member.owner == "UISplitViewController"
    else { return member }
    let spelling = member.spelling(language)
    return ModelledAPI.table(of: member.receiver)
      .named(MemberResolver.name(of: member, language), language)
      .first { $0.owner == owner && $0.spelling(language) == spelling } ?? member
  }

  /// The UIKit container class a controller is, or nil for another controller.
  private static func systemContainerClass(of controller: UIViewController) -> String? {
    switch controller {
    case is UINavigationController: "UINavigationController"
    case is UITabBarController: "UITabBarController"
    case is UIPageViewController: "UIPageViewController"
    case is UISplitViewController: "UISplitViewController"
    default: nil
    }
  }
}
