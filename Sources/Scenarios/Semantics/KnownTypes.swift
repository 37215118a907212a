/// The framework types a scenario may name in a declaration, by kind, so that declared
/// types are checked before anything runs (issue 10: `UIViewControler *child` and
/// `NSString *child = [UIViewController new]` must never run).
///
/// Naming a type is not using it: `UILabel` is a real UIKit class, so `let label: UILabel`
/// is a known type even where the model has no labels (creating one is reported then).
enum KnownTypes {
  /// What a value of a type is, as far as the static check can tell.
  enum Kind: String, Sendable {
    case controller = "a view controller"
    case view = "a view"
    case string = "a string"
    case scalar = "a number"
    /// Any value fits (`id`, `Any`, `NSObject`), or a kind the check does not compare.
    case other = "a value"
  }

  static let controllers: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UIPageViewController",
    "UISplitViewController", "UITableViewController", "UICollectionViewController",
    "UIAlertController", "UIHostingController", "UISearchController",
    "UIActivityViewController", "UIImagePickerController", "UIReferenceLibraryViewController",
    "UIInputViewController", "UIDocumentPickerViewController",
  ]

  static let views: Set<String> = [
    "UIView", "UIWindow", "UILabel", "UIButton", "UIImageView", "UISegmentedControl",
    "UIScrollView", "UIStackView", "UITableView", "UICollectionView", "UIControl",
    "UITextField", "UITextView", "UISwitch", "UISlider", "UIActivityIndicatorView",
    "UIVisualEffectView", "UIProgressView", "UIPageControl", "UINavigationBar", "UIToolbar",
    "UITabBar", "UISearchBar", "UIStepper", "UIDatePicker", "UIPickerView",
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
  ]

  static let strings: Set<String> = ["String", "NSString", "NSMutableString", "Substring"]

  static let scalars: Set<String> = [
    "Int", "UInt", "Int32", "Int64", "Double", "Float", "CGFloat", "Bool", "BOOL", "NSInteger",
    "NSUInteger", "NSTimeInterval", "TimeInterval", "int", "long", "float", "double",
    "unsigned", "short", "char", "bool", "unsigned long", "unsigned int", "long long",
    "unsigned long long", "unsigned short", "unsigned char", "long double", "NSNumber",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
    "size_t", "dispatch_time_t",
  ]

  /// Other framework types tutorials declare: geometry, colours, notifications, layout,
  /// collections, run loop, and the language's own.
  static let others: Set<String> = [
    "id", "instancetype", "void", "Void", "Any", "AnyObject", "NSObject", "Array", "Function",
    "Dictionary", "Set", "Optional", "Selector", "SEL", "Character",
    "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "UIEdgeInsets", "NSDirectionalEdgeInsets",
    "UIColor", "UIImage", "UIFont", "UIStoryboard", "UIStoryboardSegue", "UINib",
    "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
    "UISwipeGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    "UILongPressGestureRecognizer", "NSLayoutConstraint", "NSLayoutAnchor", "UILayoutGuide",
    "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension", "NSArray",
    "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet",
    "NSNotification", "NSNotificationCenter", "NotificationCenter", "Notification", "NSIndexPath",
    "IndexPath", "DispatchQueue", "DispatchTime", "OperationQueue", "NSOperationQueue",
    "DispatchWorkItem", "Timer", "NSTimer",
    "CALayer", "CATransition", "CAAnimation", "CABasicAnimation", "NSBundle", "Bundle",
    "UIApplication", "UIScreen", "UIResponder", "UIViewAnimationOptions", "AnimationOptions",
    "UIViewAnimationCurve", "UIViewAutoresizing", "AutoresizingMask", "UIControlEvents",
    "UIControlState", "Event", "State", "UIBarButtonItem", "UINavigationItem", "UITabBarItem",
    "UITraitCollection", "UIEvent", "UITouch", "NSCoder", "NSError", "Error", "Date", "NSDate",
    "URL", "NSURL", "Data", "NSData", "UIViewControllerTransitionCoordinator",
    "UIContentContainer", "NSIndexSet", "IndexSet", "NSAttributedString", "UIContextualAction",
    "typeof",
    // Custom transitions (docs/FIDELITY.md A20-A22)
    "UIViewControllerContextTransitioning", "UIViewControllerAnimatedTransitioning",
    "UIViewControllerInteractiveTransitioning", "UIPercentDrivenInteractiveTransition",
    "UIViewControllerTransitioningDelegate", "UINavigationControllerDelegate",
    "UIPresentationController", "UITransitionContextViewKey",
    "UITransitionContextViewControllerKey", "UIModalPresentationStyle", "UIModalTransitionStyle",
  ]

  /// Apple's prefixes: a capitalised name with one of them must be a known type. Other
  /// capitalised names are the scenario's own controller classes (declared or implicit).
  static let applePrefixes = ["UI", "NS", "CG", "CA", "CF", "Dispatch"]

  /// The kind of a declared type, or nil when the name is an Apple-prefixed type that does
  /// not exist. `declared` holds the classes the scenario declares.
  static func kind(of name: String, declared: Set<String>) -> Kind? {
    if controllers.contains(name) || declared.contains(name) { return .controller }
    if views.contains(name) { return .view }
    if strings.contains(name) { return .string }
    if scalars.contains(name) { return .scalar }
    if others.contains(name) { return .other }
    if applePrefixes.contains(where: { name.hasPrefix($0) }) { return nil }
    // `FirstViewController`, any scenario class: a controller (DESIGN.md section 4); a
    // lower-case or unknown name is not compared.
    return name.first?.isUppercase == true ? .controller : .other
  }

  /// Every known type name, for "did you mean".
  static var allNames: [String] {
    Array(controllers) + Array(views) + Array(strings) + Array(scalars) + Array(others)
  }
}
