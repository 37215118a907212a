import Containment

/// The UIKit API scenarios may use, in both spellings: the table calls are resolved against,
/// the vocabulary of "did you mean" suggestions, and the names the site's highlighter colours
/// (`UIKitVocabulary`).
///
/// Each entry names what it does (`Operation`), what it is called on (`Receiver`), its Swift
/// name and labels, and its Objective-C selector pieces. Properties have no labels; in
/// Objective-C they are read with dot syntax or a message without arguments. A member the
/// model traces takes its spelling from its `APIMember` (`traced(_:_:_:)`), so each spelling
/// is written once, where the trace formatter reads it too.
///
/// New members go in their own file as an extension (`ModelledAPI+Language.swift`), built
/// with `method`, `property` and `traced`, and joined into `members`.
enum ModelledAPI {
  /// What a member is called on.
  enum Receiver: String, Sendable, CaseIterable {
    case controller = "a view controller"
    case view = "a view"
    case window = "a window"
    case viewClass = "UIView"
    case array = "an array"
    case rect = "a CGRect"
    // Surface API (FIDELITY-SURFACE.md)
    case control = "a control"
    case button = "a button"
    case label = "a label"
    case imageView = "an image view"
    case segmentedControl = "a segmented control"
    case scrollView = "a scroll view"
    case stackView = "a stack view"
    case layer = "a layer"
    case notificationCenter = "a notification center"
    case mainQueue = "a dispatch queue"
    case point = "a CGPoint"
    case size = "a CGSize"
    case anchor = "a layout anchor"
    case constraint = "a layout constraint"
    case storyboard = "a storyboard"
    case screen = "a screen"
    case navigationItem = "a navigation item"
    case transitionContext = "a transition context"
    case percentDrivenTransition = "a percent-driven interactive transition"
    case string = "a string"
  }

  /// What a member does; the interpreter switches over these.
  enum Operation: Sendable, Equatable, Hashable {
    case addChild, removeFromParent, willMove, didMove, transition
    case beginAppearanceTransition, endAppearanceTransition
    case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    case loadView, viewDidLoad, loadViewIfNeeded, viewWillLayoutSubviews, viewDidLayoutSubviews
    case view, viewIfLoaded, isViewLoaded, children, parent, isMovingToParent, isMovingFromParent
    case shouldAutomaticallyForwardAppearanceMethods, controllerWindow
    case animate, animateWithCompletion, animateWithOptions, animateWithSpring
    // Surface API (FIDELITY-SURFACE.md)
    case addObserver, addObserverBlock, post, removeObserver, removeObserverNamed
    case async, asyncAfter, performAfterDelay, title
    case transitionWithView, transitionFromView
    case anchor(String)
    case constraints, addConstraint, addConstraints, removeConstraint
    case removeConstraints, setNeedsLayout, layoutIfNeeded, safeAreaLayoutGuide
    case constraintTo(String)
    case constraintToConstant(String)
    case constraintMultiplier
    case isActive, constant, priority
    case storyboard, instantiateViewController
    // UINavigationController (Interpreter+SystemContainers.swift)
    case pushViewController, popViewController, popToRootViewController, setViewControllers
    case viewControllers, topViewController, navigationController
    // Presentation and UITabBarController (Interpreter+SystemContainers.swift)
    case present, dismiss, presentedViewController, presentingViewController
    case isBeingPresented, isBeingDismissed, modalPresentationStyle
    case selectedIndex, selectedViewController
    // NSObject, Foundation and UIView hooks (ModelledAPI+Objects.swift)
    case isEqual, respondsToSelector, containsObject, viewHook, sizeToFit, indexOfObject
    case foundationArrayChange, navigationItem
    case isKindOfClass, isMemberOfClass
  }

  /// One member in both spellings (declared in `UIKit/`, `UIKitMember`).
  typealias Member = UIKitMember

  /// A method written out: for API the trace never shows.
  static func method(
    _ operation: Operation, _ receiver: Receiver, _ swiftName: String, _ labels: [String?],
    _ objc: [String], closures: Set<String> = []
  ) -> Member {
    Member(
      effect: .legacy(operation), receiver: receiver, swiftName: swiftName, swiftLabels: labels,
      objcPieces: objc, isProperty: false, closureLabels: closures)
  }

  /// A property written out: for API the trace never shows.
  static func property(
    _ operation: Operation, _ receiver: Receiver, _ swiftName: String, _ objcName: String,
    settable: Bool = false
  ) -> Member {
    Member(
      effect: .legacy(operation), receiver: receiver, swiftName: swiftName, swiftLabels: [],
      objcPieces: [objcName], isProperty: true, isSettable: settable)
  }

  /// A member the model traces, spelled as its `APIMember` is (one table for the checker,
  /// the interpreter and the trace formatter).
  static func traced(
    _ operation: Operation, _ receiver: Receiver, _ member: APIMember, settable: Bool = false,
    closures: Set<String> = []
  ) -> Member {
    Member(
      effect: .legacy(operation), receiver: receiver, swiftName: member.swiftName,
      swiftLabels: member.swiftLabels, objcPieces: member.objcPieces,
      isProperty: member.isProperty, isSettable: settable, closureLabels: closures,
      traced: member)
  }

  /// The containment, appearance and view-hierarchy members, in a fixed order.
  static let containmentMembers: [Member] = [
    traced(.addChild, .controller, .addChild),
    traced(.removeFromParent, .controller, .removeFromParent),
    traced(.willMove, .controller, .willMoveToParent),
    traced(.didMove, .controller, .didMoveToParent),
    traced(.transition, .controller, .transition, closures: ["animations", "completion"]),
    traced(.beginAppearanceTransition, .controller, .beginAppearanceTransition),
    traced(.endAppearanceTransition, .controller, .endAppearanceTransition),
    traced(.viewWillAppear, .controller, .viewWillAppear),
    traced(.viewIsAppearing, .controller, .viewIsAppearing),
    traced(.viewDidAppear, .controller, .viewDidAppear),
    traced(.viewWillDisappear, .controller, .viewWillDisappear),
    traced(.viewDidDisappear, .controller, .viewDidDisappear),
    traced(.loadView, .controller, .loadView),
    traced(.viewDidLoad, .controller, .viewDidLoad),
    traced(.loadViewIfNeeded, .controller, .loadViewIfNeeded),
    traced(.viewWillLayoutSubviews, .controller, .viewWillLayoutSubviews),
    traced(.viewDidLayoutSubviews, .controller, .viewDidLayoutSubviews),
    traced(.view, .controller, .view, settable: true),
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
    traced(.animate, .viewClass, .animate, closures: ["animations"]),
    traced(
      .animateWithCompletion, .viewClass, .animateWithCompletion,
      closures: ["animations", "completion"]),
    traced(
      .animateWithOptions, .viewClass, .animateWithOptions, closures: ["animations", "completion"]),
    traced(
      .animateWithSpring, .viewClass, .animateWithSpring, closures: ["animations", "completion"]),
    traced(.pushViewController, .controller, .pushViewController),
    traced(.popViewController, .controller, .popViewController),
    traced(.popToRootViewController, .controller, .popToRootViewController),
    traced(.setViewControllers, .controller, .setViewControllers),
    property(.viewControllers, .controller, "viewControllers", "viewControllers", settable: true),
    property(.topViewController, .controller, "topViewController", "topViewController"),
    property(.navigationController, .controller, "navigationController", "navigationController"),
    traced(.present, .controller, .present, closures: ["completion"]),
    traced(.dismiss, .controller, .dismiss, closures: ["completion"]),
    property(
      .presentedViewController, .controller, "presentedViewController", "presentedViewController"),
    property(
      .presentingViewController, .controller, "presentingViewController",
      "presentingViewController"),
    property(.isBeingPresented, .controller, "isBeingPresented", "isBeingPresented"),
    property(.isBeingDismissed, .controller, "isBeingDismissed", "isBeingDismissed"),
    property(
      .modalPresentationStyle, .controller, "modalPresentationStyle", "modalPresentationStyle",
      settable: true),
    traced(.selectedIndex, .controller, .setSelectedIndex, settable: true),
    traced(.selectedViewController, .controller, .setSelectedViewController, settable: true),
  ]

  /// UIKit API that tutorials use next to containment but the model leaves out on purpose
  /// (presentation, navigation, auto layout): named, it is `scenario.unsupported`, not a typo.
  static func unmodelled(_ name: String) -> ScenarioProblem? {
    for (topic, names) in unmodelledTopics where names.contains(name) {
      return .notModelled(name, area: topic)
    }
    return nil
  }

  /// `unmodelled(_:)`'s topics and the names that belong to them, in the order they are tried.
  private static let unmodelledTopics: [(String, [String])] = [
    ("presentation", ["show", "showDetailViewController"]),
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
    (
      "layout guides; `view.safeAreaLayoutGuide` is modelled",
      ["topLayoutGuide", "bottomLayoutGuide"]
    ),
  ]
}

// MARK: Surface API

extension ModelledAPI {
  /// Every member, in a fixed order: containment first, then the surface API.
  static let members: [Member] =
    containmentMembers + surfaceMembers + objectMembers + UIKitDeclarations.members

  /// Views, controls, events and the run-loop API tutorials use next to containment
  /// (FIDELITY-SURFACE.md). Styling properties are stored, never traced.
  static let surfaceMembers: [Member] =
    [
      method(
        .addObserver, .notificationCenter, "addObserver", [nil, "selector", "name", "object"],
        ["addObserver", "selector", "name", "object"]),
      method(
        .addObserverBlock, .notificationCenter, "addObserver",
        ["forName", "object", "queue", "using"],
        ["addObserverForName", "object", "queue", "usingBlock"], closures: ["using"]),
      method(
        .post, .notificationCenter, "post", ["name", "object"], ["postNotificationName", "object"]),
      method(.removeObserver, .notificationCenter, "removeObserver", [nil], ["removeObserver"]),
      method(
        .removeObserverNamed, .notificationCenter, "removeObserver", [nil, "name", "object"],
        ["removeObserver", "name", "object"]),
      method(.async, .mainQueue, "async", ["execute"], ["async"], closures: ["execute"]),
      method(
        .asyncAfter, .mainQueue, "asyncAfter", ["deadline", "execute"], ["asyncAfter"],
        closures: ["execute"]),
      method(
        .performAfterDelay, .controller, "perform", [nil, "with", "afterDelay"],
        ["performSelector", "withObject", "afterDelay"]),
      property(.title, .controller, "title", "title", settable: true),
      traced(
        .transitionWithView, .viewClass, .transitionWithView,
        closures: ["animations", "completion"]),
      traced(.transitionFromView, .viewClass, .transitionFromView, closures: ["completion"]),
    ] + layoutMembers

  /// Auto Layout: anchors, constraints, installation and the layout pass (FIDELITY-SURFACE.md L).
  static let layoutMembers: [Member] =
    [
      "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width",
      "height", "firstBaseline", "lastBaseline",
    ].map { property(.anchor($0), .view, $0 + "Anchor", $0 + "Anchor") }
    + [
      property(.constraints, .view, "constraints", "constraints"),
      method(.addConstraint, .view, "addConstraint", [nil], ["addConstraint"]),
      method(.addConstraints, .view, "addConstraints", [nil], ["addConstraints"]),
      method(.removeConstraint, .view, "removeConstraint", [nil], ["removeConstraint"]),
      method(.removeConstraints, .view, "removeConstraints", [nil], ["removeConstraints"]),
      method(.setNeedsLayout, .view, "setNeedsLayout", [], ["setNeedsLayout"]),
      traced(.layoutIfNeeded, .view, .layoutIfNeeded),
      property(.safeAreaLayoutGuide, .view, "safeAreaLayoutGuide", "safeAreaLayoutGuide"),
      property(.storyboard, .controller, "storyboard", "storyboard"),
      property(.navigationItem, .controller, "navigationItem", "navigationItem"),
      property(.title, .navigationItem, "title", "title", settable: true),
      method(
        .instantiateViewController, .storyboard, "instantiateViewController", ["withIdentifier"],
        ["instantiateViewControllerWithIdentifier"]),
      // iOS 13's `instantiateViewController(identifier:creator:)`, its creator left out.
      method(
        .instantiateViewController, .storyboard, "instantiateViewController", ["identifier"],
        ["instantiateViewControllerWithIdentifier", "creator"]),
      property(.isActive, .constraint, "isActive", "active", settable: true),
      property(.constant, .constraint, "constant", "constant", settable: true),
      property(.priority, .constraint, "priority", "priority", settable: true),
      method(
        .constraintMultiplier, .anchor, "constraint", ["equalTo", "multiplier"],
        ["constraintEqualToAnchor", "multiplier"]),
    ]
    + [
      ("equalTo", "Equal"), ("greaterThanOrEqualTo", "GreaterThanOrEqual"),
      ("lessThanOrEqualTo", "LessThanOrEqual"),
    ]
    .flatMap { label, objc in
      [
        method(.constraintTo(label), .anchor, "constraint", [label], ["constraint\(objc)ToAnchor"]),
        method(
          .constraintTo(label), .anchor, "constraint", [label, "constant"],
          ["constraint\(objc)ToAnchor", "constant"]),
        method(
          .constraintToConstant(label), .anchor, "constraint", [label + "Constant"],
          ["constraint\(objc)ToConstant"]),
      ]
    }
}

// MARK: Vocabulary for the site

/// What the site's highlighter colours as UIKit API, read from the one table: every traced
/// member (`APIMember`) and every containment and view-hierarchy member of `ModelledAPI` on a
/// controller, a view or a window, in both spellings. Members of arrays and geometry
/// (`count`, `first`, `width`) are left out: they are Swift's or Core Graphics', and name
/// scenarios' own variables too often (`let first = …`).
package enum UIKitVocabulary {
  /// Objective-C's creation messages and `NSArray` indexing, which the interpreter handles
  /// as builtins rather than table entries.
  static let builtinNames: Set<String> = ["alloc", "new", "initWithNibName", "objectAtIndex"]

  /// Swift names, Objective-C first selector pieces and property names.
  package static let apiNames: Set<String> = {
    var names = builtinNames
    for member in APIMember.allCases {
      names.insert(member.swiftName)
      names.insert(member.objcPieces[0])
    }
    let receivers: Set<ModelledAPI.Receiver> = [.controller, .view, .window, .viewClass]
    for member in ModelledAPI.containmentMembers where receivers.contains(member.receiver) {
      names.insert(member.swiftName)
      names.insert(member.objcPieces[0])
    }
    for member in UIKitDeclarations.members where member.isHighlighted {
      names.insert(member.swiftName)
      names.insert(member.objcPieces[0])
    }
    return names
  }()

  /// Every piece of every Objective-C selector of those members (`toViewController`), which
  /// the highlighter colours when a `:` follows.
  package static let objcSelectorPieces: Set<String> = {
    var pieces: Set<String> = ["bundle"]
    for member in APIMember.allCases where !member.isProperty {
      pieces.formUnion(member.objcPieces)
    }
    for member in ModelledAPI.containmentMembers where !member.isProperty {
      pieces.formUnion(member.objcPieces)
    }
    for member in UIKitDeclarations.members where member.isHighlighted && !member.isProperty {
      pieces.formUnion(member.objcPieces)
    }
    return pieces
  }()
}
