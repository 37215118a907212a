import Containment

/// Global names scenarios may use besides the modelled UIKit members: constants, and the
/// UIKit/Foundation classes that are deliberately not modelled.
enum Builtins {
  /// `CGRectZero`, `UIViewAnimationOptionTransitionFlipFromLeft`, …
  static func constant(_ name: String, _ language: ScenarioLanguage) -> Value? {
    if name == "CGRectZero" { return .rect(.zero) }
    if let style = UIModalPresentationStyle.objcConstant(name) { return .string(style.rawValue) }
    let prefix = "UIViewAnimationOption"
    if name.hasPrefix(prefix), name.count > prefix.count {
      let rest = name.dropFirst(prefix.count)
      let swiftName = rest.prefix(1).lowercased() + rest.dropFirst()
      if let options = UIView.AnimationOptions.byName[swiftName] { return .options(options) }
    }
    return nil
  }

  /// Names "did you mean" may suggest for a global.
  static func globalNames(_ language: ScenarioLanguage) -> [String] {
    switch language {
    case .swift: return ["print", "CGRect", "UIView", "UIViewController"]
    case .objc:
      return [
        "NSLog", "CGRectMake", "CGRectZero", "NSStringFromCGRect", "UIView", "UIViewController",
      ]
        + UIView.AnimationOptions.byName.keys.sorted().map {
          "UIViewAnimationOption" + $0.prefix(1).uppercased() + $0.dropFirst()
        }
    }
  }

  /// UIKit's own containers behave differently from a plain container, and other classes
  /// are not modelled: naming them is a diagnostic rather than a silent stand-in.
  static func unsupportedClass(_ name: String) -> ScenarioProblem? {
    let containers = [
      "UIPageViewController",
      "UISplitViewController", "UITableViewController", "UICollectionViewController",
      "UIAlertController", "UIHostingController", "UISearchController",
    ]
    if containers.contains(name) {
      return .unsupported(
        "`\(name)`", instead: "`UIViewController` and subclasses the scenario names or declares")
    }
    if name == "UIWindow" {
      return .unsupported("creating a `UIWindow`", instead: "the key window, `self.view.window`")
    }
    if name == "UIViewController" || name == "UIView" || name == "UINavigationController"
      || name == "UITabBarController"
    {
      return nil
    }
    if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG")
      || name.hasPrefix("CA") || name == "String" || name == "Array" || name == "Int"
      || name == "Double" || name == "Bool" || name == "DispatchQueue" || name == "Timer"
    {
      return .unsupported(
        "`\(name)`",
        instead: "`UIViewController` (and subclasses), `UIView`, `CGRect`/`CGRectMake`, "
          + "`print`/`NSLog`")
    }
    return nil
  }
}
