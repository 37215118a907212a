/// The UIKit classes a stand-in may extend, and the order a name suggests for them
/// (`UndeclaredTypes.finding`): the class that has the most of what the code sends the
/// stand-in wins, ties broken by this order.
extension UndeclaredTypes {
  /// The UIKit classes a stand-in may extend, in the order ties are broken.
  static let candidates = baseCandidates + viewCandidates

  /// The controllers, `UIView` and `NSObject`: the kinds a name alone may rule out.
  static let baseCandidates = [
    "UIViewController", "UINavigationController", "UITabBarController", "UIPageViewController",
    "UISplitViewController", "UITableViewController", "UICollectionViewController", "UIView",
    "NSObject",
  ]

  /// UIKit's view and control classes a stand-in may extend when what it is sent says so
  /// (`removeSegmentAtIndex:animated:` makes it a `UISegmentedControl`); after `UIView`, so
  /// a tie stays a plain view.
  static let viewCandidates = [
    "UISegmentedControl", "UIScrollView", "UIButton", "UILabel", "UIImageView", "UITableView",
    "UICollectionView", "UIStackView", "UITextField", "UISwitch", "UISlider",
  ]

  /// The UIKit controller or view class that itself declares `member` when none of the usual
  /// candidates has it (`initWithStyle:reuseIdentifier:` is `UITableViewCell`'s): one class
  /// that declares it decides, wherever it sits in UIKit; several (or none) decide nothing.
  func declaringClass(of member: Member) -> String? {
    let surface = UIKitSurface.shared
    var owners: [String] = []
    for (name, type) in surface.types where type.kind == .class {
      guard
        surface.isClass(name, kindOf: "UIViewController")
          || surface.isClass(name, kindOf: "UIView")
      else { continue }
      guard has(member, on: name) else { continue }
      // Declared here, not inherited: the superclass has no member of that name.
      if let superclass = type.superclass, has(member, on: superclass) { continue }
      owners.append(name)
      if owners.count > 1 { return nil }
    }
    return owners.first
  }

  /// The candidates in the order a name suggests (`…View` before controllers).
  func preferredOrder(for name: String) -> [String] {
    var order = Self.candidates
    let hints: [(String, String)] = [
      ("Navigation", "UINavigationController"), ("Navi", "UINavigationController"),
      ("TabBar", "UITabBarController"), ("PageView", "UIPageViewController"),
      ("Split", "UISplitViewController"), ("TableView", "UITableViewController"),
      ("CollectionView", "UICollectionViewController"),
    ]
    if name.hasSuffix("Layer") {
      // A layer (`AVCaptureVideoPreviewLayer`: `previewLayer.frame = …`, `addSublayer`), never
      // a view or a controller; only the name makes one (`add(_:)` is also a map view's).
      order.removeAll { $0.hasSuffix("Controller") || $0.hasPrefix("UI") }
      order.insert("CALayer", at: 0)
    } else if name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Bar") {
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
