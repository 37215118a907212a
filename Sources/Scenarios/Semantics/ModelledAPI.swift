/// The UIKit API scenarios may use, in both spellings: the table calls are resolved against,
/// and the vocabulary of "did you mean" suggestions.
///
/// Each entry names what it does (`Operation`), what it is called on (`Receiver`), its Swift
/// name and labels, and its Objective-C selector pieces. Properties have no labels; in
/// Objective-C they are read with dot syntax or a message without arguments.
enum ModelledAPI {
  /// What a member is called on.
  enum Receiver: String, Sendable, CaseIterable {
    case controller = "a view controller"
    case view = "a view"
    case window = "a window"
    case viewClass = "UIView"
    case array = "an array"
    case rect = "a CGRect"
  }

  /// What a member does; the interpreter switches over these.
  enum Operation: Sendable, Equatable, Hashable {
    case addChild, removeFromParent, willMove, didMove, transition
    case beginAppearanceTransition, endAppearanceTransition
    case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case loadView, viewDidLoad, loadViewIfNeeded, viewWillLayoutSubviews, viewDidLayoutSubviews
    case view, viewIfLoaded, isViewLoaded, children, parent, isMovingToParent, isMovingFromParent
    case shouldAutomaticallyForwardAppearanceMethods, controllerWindow
    case addSubview, insertSubviewAt, insertSubviewAbove, insertSubviewBelow, removeFromSuperview
    case bringSubviewToFront, sendSubviewToBack, superview, subviews, window, frame, bounds
    case translatesAutoresizingMaskIntoConstraints
    case animate, animateWithCompletion, animateWithOptions
    case rootViewController, makeKeyAndVisible
    case count, first, last, objectAtIndex, isEmpty, enumerated, reversed
    case width, height, originX, originY
  }

  /// One member in both spellings.
  struct Member: Sendable {
    var operation: Operation
    var receiver: Receiver
    var swiftName: String
    /// Swift argument labels (nil for `_`); empty for properties and no-argument methods.
    var swiftLabels: [String?]
    /// Objective-C selector pieces; a property or no-argument method has one piece.
    var objcPieces: [String]
    var isProperty: Bool
    var isSettable: Bool = false
    /// Labels of closure parameters, for matching trailing closures.
    var closureLabels: Set<String> = []

    /// `didMove(toParent:)` / `didMoveToParentViewController:`.
    func spelling(_ language: ScenarioLanguage) -> String {
      switch language {
      case .swift:
        if isProperty { return swiftName }
        return swiftName + "(" + swiftLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
      case .objc:
        if objcPieces.count == 1 && (isProperty || swiftLabels.isEmpty) { return objcPieces[0] }
        return objcPieces.map { $0 + ":" }.joined()
      }
    }
  }

  private static func method(
    _ operation: Operation, _ receiver: Receiver, _ swiftName: String, _ labels: [String?],
    _ objc: [String], closures: Set<String> = []
  ) -> Member {
    Member(
      operation: operation, receiver: receiver, swiftName: swiftName, swiftLabels: labels,
      objcPieces: objc, isProperty: false, closureLabels: closures)
  }

  private static func property(
    _ operation: Operation, _ receiver: Receiver, _ swiftName: String, _ objcName: String,
    settable: Bool = false
  ) -> Member {
    Member(
      operation: operation, receiver: receiver, swiftName: swiftName, swiftLabels: [],
      objcPieces: [objcName], isProperty: true, isSettable: settable)
  }

  /// Every member, in a fixed order.
  static let members: [Member] = [
    method(.addChild, .controller, "addChild", [nil], ["addChildViewController"]),
    method(
      .removeFromParent, .controller, "removeFromParent", [], ["removeFromParentViewController"]),
    method(.willMove, .controller, "willMove", ["toParent"], ["willMoveToParentViewController"]),
    method(.didMove, .controller, "didMove", ["toParent"], ["didMoveToParentViewController"]),
    method(
      .transition, .controller, "transition",
      ["from", "to", "duration", "options", "animations", "completion"],
      [
        "transitionFromViewController", "toViewController", "duration", "options", "animations",
        "completion",
      ], closures: ["animations", "completion"]),
    method(
      .beginAppearanceTransition, .controller, "beginAppearanceTransition", [nil, "animated"],
      ["beginAppearanceTransition", "animated"]),
    method(
      .endAppearanceTransition, .controller, "endAppearanceTransition", [],
      ["endAppearanceTransition"]),
    method(.viewWillAppear, .controller, "viewWillAppear", [nil], ["viewWillAppear"]),
    method(.viewIsAppearing, .controller, "viewIsAppearing", [nil], ["viewIsAppearing"]),
    method(.viewDidAppear, .controller, "viewDidAppear", [nil], ["viewDidAppear"]),
    method(.viewWillDisappear, .controller, "viewWillDisappear", [nil], ["viewWillDisappear"]),
    method(.viewDidDisappear, .controller, "viewDidDisappear", [nil], ["viewDidDisappear"]),
    method(.loadView, .controller, "loadView", [], ["loadView"]),
    method(.viewDidLoad, .controller, "viewDidLoad", [], ["viewDidLoad"]),
    method(.loadViewIfNeeded, .controller, "loadViewIfNeeded", [], ["loadViewIfNeeded"]),
    method(
      .viewWillLayoutSubviews, .controller, "viewWillLayoutSubviews", [], ["viewWillLayoutSubviews"]
    ),
    method(
      .viewDidLayoutSubviews, .controller, "viewDidLayoutSubviews", [], ["viewDidLayoutSubviews"]),
    property(.view, .controller, "view", "view", settable: true),
    property(.viewIfLoaded, .controller, "viewIfLoaded", "viewIfLoaded"),
    property(.isViewLoaded, .controller, "isViewLoaded", "isViewLoaded"),
    property(.children, .controller, "children", "childViewControllers"),
    property(.parent, .controller, "parent", "parentViewController"),
    property(.isMovingToParent, .controller, "isMovingToParent", "isMovingToParentViewController"),
    property(
      .isMovingFromParent, .controller, "isMovingFromParent", "isMovingFromParentViewController"),
    property(
      .shouldAutomaticallyForwardAppearanceMethods, .controller,
      "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardAppearanceMethods"),
    property(.controllerWindow, .controller, "window", "window"),
    method(.addSubview, .view, "addSubview", [nil], ["addSubview"]),
    method(.insertSubviewAt, .view, "insertSubview", [nil, "at"], ["insertSubview", "atIndex"]),
    method(
      .insertSubviewAbove, .view, "insertSubview", [nil, "aboveSubview"],
      ["insertSubview", "aboveSubview"]),
    method(
      .insertSubviewBelow, .view, "insertSubview", [nil, "belowSubview"],
      ["insertSubview", "belowSubview"]),
    method(.removeFromSuperview, .view, "removeFromSuperview", [], ["removeFromSuperview"]),
    method(.bringSubviewToFront, .view, "bringSubviewToFront", [nil], ["bringSubviewToFront"]),
    method(.sendSubviewToBack, .view, "sendSubviewToBack", [nil], ["sendSubviewToBack"]),
    property(.superview, .view, "superview", "superview"),
    property(.subviews, .view, "subviews", "subviews"),
    property(.window, .view, "window", "window"),
    property(.frame, .view, "frame", "frame", settable: true),
    property(.bounds, .view, "bounds", "bounds"),
    property(
      .translatesAutoresizingMaskIntoConstraints, .view,
      "translatesAutoresizingMaskIntoConstraints",
      "translatesAutoresizingMaskIntoConstraints", settable: true),
    method(
      .animate, .viewClass, "animate", ["withDuration", "animations"],
      ["animateWithDuration", "animations"], closures: ["animations"]),
    method(
      .animateWithCompletion, .viewClass, "animate", ["withDuration", "animations", "completion"],
      ["animateWithDuration", "animations", "completion"], closures: ["animations", "completion"]),
    method(
      .animateWithOptions, .viewClass, "animate",
      ["withDuration", "delay", "options", "animations", "completion"],
      ["animateWithDuration", "delay", "options", "animations", "completion"],
      closures: ["animations", "completion"]),
    property(
      .rootViewController, .window, "rootViewController", "rootViewController", settable: true),
    method(.makeKeyAndVisible, .window, "makeKeyAndVisible", [], ["makeKeyAndVisible"]),
    property(.count, .array, "count", "count"),
    property(.first, .array, "first", "firstObject"),
    property(.last, .array, "last", "lastObject"),
    property(.isEmpty, .array, "isEmpty", "isEmpty"),
    method(.objectAtIndex, .array, "objectAtIndex", [nil], ["objectAtIndex"]),
    method(.enumerated, .array, "enumerated", [], ["enumerated"]),
    method(.reversed, .array, "reversed", [], ["reverseObjectEnumerator"]),
    property(.width, .rect, "width", "width"),
    property(.height, .rect, "height", "height"),
    property(.originX, .rect, "minX", "minX"),
    property(.originY, .rect, "minY", "minY"),
  ]

  /// UIKit API that tutorials use next to containment but the model leaves out on purpose
  /// (presentation, navigation, auto layout): named, it is `scenario.unsupported`, not a typo.
  static func unmodelled(_ name: String) -> ScenarioProblem? {
    let topics: [(String, [String])] = [
      (
        "presentation",
        [
          "present", "dismiss", "presentViewController", "dismissViewControllerAnimated",
          "presentedViewController", "presentingViewController", "show", "showDetailViewController",
        ]
      ),
      (
        "navigation",
        [
          "navigationController", "pushViewController", "popViewController",
          "popViewControllerAnimated",
        ]
      ),
      (
        "auto layout",
        [
          "constraints", "addConstraints", "addConstraint", "removeConstraints", "layoutIfNeeded",
          "setNeedsLayout", "leadingAnchor", "topAnchor", "widthAnchor", "heightAnchor",
        ]
      ),
      ("styling", ["backgroundColor", "alpha", "isHidden", "hidden", "title", "tag"]),
      (
        "run loop",
        [
          "async", "asyncAfter", "sync", "perform", "performSelector",
          "performSelectorOnMainThread", "scheduledTimer", "dispatch_async", "dispatch_after",
          "dispatch_get_main_queue",
        ]
      ),
      (
        "table views",
        ["tableView", "reloadData", "dequeueReusableCell", "dequeueReusableCellWithIdentifier"]
      ),
      ("collection views", ["collectionView", "dequeueReusableCellWithReuseIdentifier"]),
      ("gestures", ["addGestureRecognizer", "removeGestureRecognizer", "gestureRecognizers"]),
      (
        "storyboards",
        [
          "storyboard", "instantiateViewController", "instantiateViewControllerWithIdentifier",
          "performSegue", "performSegueWithIdentifier", "instantiateInitialViewController",
        ]
      ),
      ("notifications", ["addObserver", "removeObserver", "post", "postNotificationName"]),
      ("controls", ["addTarget", "setTitle", "removeTarget", "sendActions"]),
      ("tab bars", ["tabBarController", "tabBarItem", "selectedIndex", "selectedViewController"]),
    ]
    for (topic, names) in topics where names.contains(name) {
      return .notModelled(name, area: topic)
    }
    return nil
  }

  /// Members callable on `receiver`.
  static func members(of receiver: Receiver) -> [Member] {
    members.filter { $0.receiver == receiver }
  }
}
