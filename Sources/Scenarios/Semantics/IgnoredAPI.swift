/// Real UIKit the scenarios accept and leave without effect, because it has no part in
/// containment, appearance or the view hierarchy: navigation-bar items, keyboard focus, fonts
/// and colours of text, shadows and borders, segment styling, gesture recognizers (which no
/// touch ever fires here), the application and device singletons (FIDELITY-SURFACE.md V13
/// [I]).
///
/// Why not "not modelled" like presentation or table views: code that sets a navigation item's
/// title or a label's font next to its containment calls runs the same calls in the same
/// order with or without those lines, so refusing the whole scenario for them would only make
/// real code fail to run as written. Each use is a `scenario.ignored` warning, so an author
/// sees what the model passed over; what it returns is an ignored value, whose members and
/// calls are ignored too, and which no modelled call accepts as an argument.
enum IgnoredAPI {
  /// Members of controllers, views, controls and layers.
  static let members: Set<String> = [
    // Navigation and tab bars (the bar items, never the containers themselves); of a
    // navigation item only its `title` is kept (FIDELITY.md A10.8).
    "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems",
    "setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems",
    "titleView", "hidesBackButton", "setHidesBackButton", "backBarButtonItem", "prompt",
    "largeTitleDisplayMode", "leftItemsSupplementBackButton",
    "tabBarItem", "toolbarItems", "hidesBottomBarWhenPushed",
    "navigationBar", "setNavigationBarHidden", "isNavigationBarHidden", "navigationBarHidden",
    "setToolbarHidden", "toolbar", "setNeedsStatusBarAppearanceUpdate",
    "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
    "automaticallyAdjustsScrollViewInsets",
    // How a presentation animates, not which callbacks it sends (`modalPresentationStyle`,
    // which does, is modelled). `transitioningDelegate` is not here: a custom transition
    // calls back into the scenario's code, so it is not modelled (UIKit/UIKitOutcome.swift).
    "modalTransitionStyle",
    // Keyboard focus.
    "resignFirstResponder", "becomeFirstResponder", "endEditing",
    // Drawing and text attributes.
    "tintColor", "contentMode", "isOpaque", "opaque", "isUserInteractionEnabled",
    "userInteractionEnabled", "font", "textColor", "textAlignment", "adjustsFontSizeToFitWidth",
    "minimumScaleFactor", "lineBreakMode", "setTitleColor", "setTitleTextAttributes",
    "setImage", "setBackgroundImage", "titleLabel", "contentEdgeInsets", "imageEdgeInsets",
    "titleEdgeInsets", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
    "shadowPath", "borderWidth", "borderColor", "accessibilityLabel", "accessibilityIdentifier",
    "isAccessibilityElement",
    // Segment styling, stack arrangement, colour variants.
    "segmentedControlStyle", "apportionsSegmentWidthsByContent",
    "setApportionsSegmentWidthsByContent", "setWidth", "selectedSegmentTintColor", "alignment",
    "distribution", "withAlphaComponent", "colorWithAlphaComponent",
    // Gestures: no touches reach a scenario, so a recognizer never fires; its action runs only
    // when the code or `run=` calls it.
    "addGestureRecognizer", "removeGestureRecognizer", "gestureRecognizers", "state", "direction",
    "numberOfTapsRequired", "numberOfTouchesRequired", "cancelsTouchesInView", "translation",
    "setTranslation", "velocity",
  ]

  /// Classes whose objects only ever reach ignored members (and every `UI…GestureRecognizer`).
  static let classes: Set<String> = [
    "UIBarButtonItem", "UIFont", "NSShadow", "Bundle", "NSBundle", "UIApplication", "UIDevice",
  ]

  /// True for an ignored class.
  static func isClass(_ name: String) -> Bool {
    classes.contains(name) || (name.hasPrefix("UI") && name.hasSuffix("GestureRecognizer"))
      || UIKitClasses.isInert(name)
  }

  /// Prefixes of the Objective-C constants of ignored types (`UIBarButtonItemStylePlain`,
  /// `NSTextAlignmentCenter`): values only ignored members take.
  static let constantPrefixes = [
    "UIBarButtonItemStyle", "UIBarButtonSystemItem", "UISegmentedControlStyle", "NSTextAlignment",
    "UIViewContentMode", "NSLineBreakBy", "UIFontWeight", "UIStatusBarStyle",
  ]

  /// True for a constant of an ignored type.
  static func isConstant(_ name: String) -> Bool {
    constantPrefixes.contains { name.hasPrefix($0) && name.count > $0.count }
  }

  /// True when `name` (a member's base name, or an Objective-C setter `setFont:`) is ignored.
  static func contains(member name: String) -> Bool {
    if members.contains(name) { return true }
    if let property = MemberResolver.setterName(name) { return members.contains(property) }
    return false
  }

  /// The ignored member or class an expression starts with (`navigationItem` in
  /// `navigationItem.rightBarButtonItem`, `UIFont` in `UIFont.systemFont(ofSize: 12)`).
  static func root(of expression: Expr) -> (name: String, location: SourceLocation)? {
    switch expression.kind {
    case .name(let name)
    where IgnoredAPI.isClass(name) || IgnoredAPI.contains(member: name):
      return (name, expression.location)
    case .member(let base, let name):
      if let root = root(of: base) { return root }
      return IgnoredAPI.contains(member: name) ? (name, expression.location) : nil
    case .call(let callee, _):
      return root(of: callee)
    case .message(let receiver, let parts):
      if let root = root(of: receiver) { return root }
      if case .name(let name) = receiver.kind, IgnoredAPI.isClass(name) {
        return (name, receiver.location)
      }
      return parts.first.flatMap {
        IgnoredAPI.contains(member: $0.piece) ? ($0.piece, $0.location) : nil
      }
    default: return nil
    }
  }
}
