/// The UIKit classes a stand-in may extend, and the order a name suggests for them
/// (`UndeclaredTypes.finding`): the class that has the most of what the code sends the
/// stand-in wins, ties broken by this order.
extension UndeclaredTypes {
  /// The UIKit classes a stand-in may extend, in the order ties are broken.
  static let candidates = baseCandidates + viewCandidates

  /// The controllers, `UIView` and `NSObject`: the kinds a name alone may rule out.
  static let baseCandidates = [
    "UIViewController", "UINavigationController", "UITabBarController", "UIPageViewController",
    "UISplitViewController", "UITableViewController", "UIView", "NSObject",
  ]

  /// UIKit's view and control classes a stand-in may extend when what it is sent says so
  /// (`removeSegmentAtIndex:animated:` makes it a `UISegmentedControl`); after `UIView`, so
  /// a tie stays a plain view.
  static let viewCandidates = [
    "UISegmentedControl", "UIScrollView", "UIButton", "UILabel", "UIImageView", "UITableView",
    "UICollectionView", "UIStackView", "UITextField", "UISwitch", "UISlider",
  ]

  /// The candidates in the order a name suggests (`…View` before controllers).
  func preferredOrder(for name: String) -> [String] {
    var order = Self.candidates
    let hints: [(String, String)] = [
      ("Navigation", "UINavigationController"), ("Navi", "UINavigationController"),
      ("TabBar", "UITabBarController"), ("PageView", "UIPageViewController"),
      ("Split", "UISplitViewController"), ("TableView", "UITableViewController"),
    ]
    if name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Bar") {
      order.removeAll { $0 == "UIView" }
      order.insert("UIView", at: 0)
      order.removeAll { $0.hasSuffix("Controller") }
    } else if name.hasSuffix("Control") {
      order.removeAll { $0.hasSuffix("Controller") }
    } else if name.hasSuffix("Controller") || name.hasSuffix("VC") {
      order.removeAll { $0 == "UIView" || $0 == "NSObject" || Self.viewCandidates.contains($0) }
      if let hint = hints.first(where: { name.contains($0.0) }) {
        order.removeAll { $0 == hint.1 }
        order.insert(hint.1, at: 0)
      }
    } else if let hint = hints.first(where: { name.contains($0.0) }) {
      order.removeAll { $0 == hint.1 }
      order.insert(hint.1, at: 0)
    } else if !name.hasSuffix("Controller") && !name.hasSuffix("VC") {
      order.removeAll { $0 == "NSObject" }
      order.insert("NSObject", at: 1)
    }
    return order
  }
}
