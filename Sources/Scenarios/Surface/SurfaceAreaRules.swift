/// The rules that place members in a `SurfaceArea`, by Objective-C name (the spelling both
/// languages share). Checked in order, the first that matches wins; the activity a member's
/// own types show (a block, a selector, a delegate) is added to the rule's.
struct SurfaceAreaRule: Sendable {
  /// The declaring type, or a superclass of it (`UIViewController` also covers
  /// `UINavigationController`'s inherited members declared there).
  var owner: String
  /// Selectors or property names; empty for every member of `owner`.
  var names: Set<String> = []
  /// Selector prefixes (`present`, `dismiss`).
  var prefixes: [String] = []
  /// Text the selector contains (`egue` for every segue member).
  var containing: [String] = []
  /// Only class (static) members.
  var classMembersOnly = false
  var area: SurfaceArea
  var activity: SurfaceActivity
  /// What the member's own types show but cannot happen here: a bar button item's or a
  /// gesture recognizer's action (and a recognizer's delegate) is sent only by a touch, and no
  /// touch reaches a scenario (FIDELITY-SURFACE.md V13).
  var touchOnly: SurfaceActivity = []

  func matches(_ member: SurfaceMember) -> Bool {
    if classMembersOnly && !member.isClassMember { return false }
    if names.isEmpty && prefixes.isEmpty && containing.isEmpty { return true }
    let name = member.objcName
    return names.contains(name) || prefixes.contains { name.hasPrefix($0) }
      || containing.contains { name.contains($0) }
  }

  /// Types whose every member is active and whose objects belong to an area (creating one is
  /// already outside the model unless it is modelled).
  static let activeTypes: [String: SurfaceArea] = {
    var table: [String: SurfaceArea] = [:]
    let groups: [(SurfaceArea, [String])] = [
      (
        .presentation,
        [
          "UIPopoverPresentationController",
          "UISheetPresentationController", "UIAdaptivePresentationControllerDelegate",
          "UIPopoverPresentationControllerDelegate",
          "UIPopoverControllerDelegate", "UISheetPresentationControllerDelegate",
        ]
      ),
      (
        .customTransitions,
        [
          "UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning",
          "UIViewControllerInteractiveTransitioning", "UIViewControllerContextTransitioning",
          "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext",
          "UIPercentDrivenInteractiveTransition", "UIViewControllerPreviewing",
          "UIViewControllerPreviewingDelegate",
        ]
      ),
      // A segue UIKit hands `prepare(for:sender:)` is read, not run (its `identifier`,
      // `source`, `destination`): `UIStoryboardSegue` is placed by `objectRules`.
      (.segues, ["UIStoryboardUnwindSegueSource", "UIStoryboardPopoverSegue"]),
      (.storyboards, ["UIStoryboard", "UINib"]),
      (
        .pageViewControllers,
        ["UIPageViewController", "UIPageViewControllerDataSource", "UIPageViewControllerDelegate"]
      ),
      (.splitViewControllers, ["UISplitViewController", "UISplitViewControllerDelegate"]),
      (.navigationControllers, ["UINavigationControllerDelegate"]),
      (.tabBarControllers, ["UITabBarControllerDelegate"]),
      (
        .animations,
        [
          "UIViewPropertyAnimator", "UIViewAnimating", "UIViewImplicitlyAnimating",
          "CATransaction", "CAAnimationDelegate",
        ]
      ),
      (
        .timers,
        // `NSTimer`, `CADisplayLink` and the run loop's timer members are modelled
        // (docs/FIDELITY.md A39, A42); `NSRunLoop`'s other members run the loop the model
        // drives itself.
        ["NSRunLoop", "NSOperationQueue", "NSOperation", "NSBlockOperation"]
      ),
      (.notifications, ["NSNotificationCenter", "NSNotificationQueue"]),
      // Classes the model leaves out whole (they were Builtins.unmodelledClasses).
      // A table or collection view controller is a view controller like any other as a child,
      // a page or a tab; only its own members (its table, `clearsSelectionOnViewWillAppear` …)
      // belong to the area (`containerRules`).
      // Tables and collection views are modelled (docs/FIDELITY.md A35): their declared
      // members run, the rest of what can call back is refused by `listRules`, and what only
      // holds a value (colours, separators, insets) is kept inert.
      (.tableViews, ["UITableViewDataSource", "UITableViewDelegate"]),
      (
        .collectionViews,
        [
          "UICollectionViewDataSource", "UICollectionViewDelegate",
          "UICollectionViewDelegateFlowLayout",
        ]
      ),
      // `UIAlertController`, `UIAlertAction` and `UIPopoverController` are modelled
      // (docs/FIDELITY.md A43).
      (.customPresentationControllers, ["UIPresentationController"]),
      (.search, ["UISearchController"]),
      // UISwitch and UISlider are modelled (docs/FIDELITY.md A37), with the other value
      // controls.
    ]
    for (area, names) in groups {
      for name in names { table[name] = area }
    }
    return table
  }()

  static let rules: [SurfaceAreaRule] =
    viewControllerRules + containerRules + viewRules
    + objectRules + listRules

  /// A35: the members of tables, collection views and their cells that change what the list
  /// shows or call back, refused unless a declaration models them.
  private static let listRules: [SurfaceAreaRule] = {
    let changing = [
      "reload", "insert", "delete", "move", "select", "deselect", "dequeue", "scrollTo",
      "beginUpdates", "endUpdates", "performBatchUpdates", "register", "setEditing",
      "cellFor", "headerView", "footerView", "supplementaryView", "layoutAttributes",
      "setCollectionViewLayout", "startInteractiveTransition", "finishInteractiveTransition",
      "cancelInteractiveTransition", "prefetch",
    ]
    return [
      SurfaceAreaRule(
        owner: "UITableView", prefixes: changing, area: .tableViews, activity: .containment),
      SurfaceAreaRule(
        owner: "UICollectionView", prefixes: changing, area: .collectionViews,
        activity: .containment),
      SurfaceAreaRule(
        owner: "UITableViewCell",
        names: [
          "prepareForReuse", "setSelected:animated:", "setHighlighted:animated:",
          "setEditing:animated:", "willTransitionToState:", "didTransitionToState:",
        ],
        area: .tableViews, activity: .callback),
      SurfaceAreaRule(
        owner: "UICollectionViewCell", names: ["prepareForReuse", "applyLayoutAttributes:"],
        area: .collectionViews, activity: .callback),
    ]
  }()

  private static let viewControllerRules: [SurfaceAreaRule] = [
    SurfaceAreaRule(
      owner: "UIViewController",
      names: [
        "addChildViewController:", "removeFromParentViewController",
        "willMoveToParentViewController:", "didMoveToParentViewController:",
        "childViewControllers", "parentViewController",
        "transitionFromViewController:toViewController:duration:options:animations:completion:",
        "beginAppearanceTransition:animated:", "endAppearanceTransition",
        "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods",
        "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers",
        "isMovingToParentViewController", "isMovingFromParentViewController",
        "movingToParentViewController", "movingFromParentViewController",
        "setOverrideTraitCollection:forChildViewController:",
        "overrideTraitCollectionForChildViewController:", "childViewControllerForStatusBarStyle",
        "childViewControllerForStatusBarHidden", "childViewControllerForHomeIndicatorAutoHidden",
        "childViewControllerForScreenEdgesDeferringSystemGestures",
        "setNeedsStatusBarAppearanceUpdate", "navigationController", "tabBarController",
        "splitViewController",
      ], area: .containment, activity: .containment),
    SurfaceAreaRule(
      owner: "UIViewController",
      names: [
        "view", "viewIfLoaded", "loadView", "loadViewIfNeeded", "isViewLoaded", "viewLoaded",
        "viewDidLoad", "viewWillAppear:", "viewIsAppearing:", "viewDidAppear:",
        "viewWillDisappear:", "viewDidDisappear:", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "updateViewConstraints", "viewWillUnload", "viewDidUnload",
        "didReceiveMemoryWarning", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
        "willRotateToInterfaceOrientation:duration:", "didRotateFromInterfaceOrientation:",
        "willAnimateRotationToInterfaceOrientation:duration:",
      ], area: .viewControllerLifecycle, activity: [.containment, .callback]),
    // UIContentContainer's methods are UIKit's calls into a container; its one property,
    // `preferredContentSize`, only holds a value (read by the code as any property).
    SurfaceAreaRule(
      owner: "UIContentContainer",
      names: [
        "preferredContentSizeDidChangeForChildContentContainer:",
        "systemLayoutFittingSizeDidChangeForChildContentContainer:",
        "sizeForChildContentContainer:withParentContainerSize:",
        "viewWillTransitionToSize:withTransitionCoordinator:",
        "willTransitionToTraitCollection:withTransitionCoordinator:",
      ], area: .viewControllerLifecycle, activity: [.containment, .callback]),
    SurfaceAreaRule(
      owner: "UITraitEnvironment", names: ["traitCollectionDidChange:"],
      area: .viewControllerLifecycle, activity: .callback),
    SurfaceAreaRule(
      owner: "UIViewController",
      names: [
        "modalPresentationStyle", "modalTransitionStyle", "modalInPresentation",
        "isModalInPresentation", "modalPresentationCapturesStatusBarAppearance",
        "modalInPopover", "contentSizeForViewInPopover", "preferredContentSize",
      ], area: .presentation, activity: []),
    SurfaceAreaRule(
      owner: "UIViewController", names: ["transitioningDelegate", "transitionCoordinator"],
      area: .customTransitions, activity: .delegate),
    SurfaceAreaRule(
      owner: "UIViewController", containing: ["egue", "Unwind"], area: .segues,
      activity: [.containment, .callback]),
    SurfaceAreaRule(
      owner: "UIViewController",
      names: [
        "presentedViewController", "presentingViewController", "presentationController",
        "sheetPresentationController", "beingPresented",
        "beingDismissed", "isBeingPresented", "isBeingDismissed", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "showViewController:sender:",
        "showDetailViewController:sender:", "targetViewControllerForAction:sender:",
        "modalViewController",
      ], prefixes: ["present", "dismiss"], area: .presentation, activity: .containment),
    SurfaceAreaRule(
      owner: "UIViewController", names: ["storyboard", "nibName", "nibBundle"],
      area: .storyboards, activity: []),
  ]

  private static let containerRules: [SurfaceAreaRule] = [
    SurfaceAreaRule(
      owner: "UINavigationController",
      names: [
        "pushViewController:animated:", "popViewControllerAnimated:",
        "popToRootViewControllerAnimated:", "popToViewController:animated:",
        "setViewControllers:animated:", "viewControllers", "topViewController",
        "visibleViewController", "initWithRootViewController:",
        "initWithNavigationBarClass:toolbarClass:", "delegate", "showViewController:sender:",
      ], area: .navigationControllers, activity: .containment),
    SurfaceAreaRule(owner: "UINavigationController", area: .navigationControllers, activity: []),
    SurfaceAreaRule(
      owner: "UITabBarController",
      names: [
        "viewControllers", "setViewControllers:animated:", "selectedIndex",
        "selectedViewController", "customizableViewControllers", "moreNavigationController",
        "delegate",
      ], area: .tabBarControllers, activity: .containment),
    SurfaceAreaRule(owner: "UITabBarController", area: .tabBarControllers, activity: []),
    SurfaceAreaRule(owner: "UITableViewController", area: .tableViews, activity: .containment),
    SurfaceAreaRule(
      owner: "UICollectionViewController", area: .collectionViews, activity: .containment),
    SurfaceAreaRule(
      owner: "UIWindow",
      names: [
        "rootViewController", "makeKeyAndVisible", "makeKeyWindow", "keyWindow", "isKeyWindow",
        "windowScene", "becomeKeyWindow", "resignKeyWindow",
      ], area: .windows, activity: .containment),
    SurfaceAreaRule(
      owner: "UIApplication", names: ["keyWindow", "windows", "delegate"], area: .windows,
      activity: .containment),
  ]

  private static let viewRules: [SurfaceAreaRule] = [
    SurfaceAreaRule(
      owner: "UIView",
      names: [
        "addSubview:", "insertSubview:atIndex:", "insertSubview:aboveSubview:",
        "insertSubview:belowSubview:", "removeFromSuperview", "bringSubviewToFront:",
        "sendSubviewToBack:", "exchangeSubviewAtIndex:withSubviewAtIndex:", "subviews",
        "superview", "window", "didAddSubview:", "willRemoveSubview:", "willMoveToSuperview:",
        "didMoveToSuperview", "willMoveToWindow:", "didMoveToWindow", "isDescendantOfView:",
        "viewWithTag:",
      ], area: .viewHierarchy, activity: .containment),
    // Layout passes are modelled (A36.3, A38; L6): UIView's layout and constraint members are
    // declared, so no rule places them in an area.
    SurfaceAreaRule(
      owner: "UIView",
      prefixes: [
        "animate", "transition", "performWithoutAnimation", "performSystemAnimation",
        "setAnimation", "beginAnimations", "commitAnimations", "addKeyframe",
      ], classMembersOnly: true, area: .animations, activity: []),
    // A28.1 [D]: a layer's animation changes what is drawn and calls back only its own
    // delegate, which is refused where the code sets it (its `delegate` below keeps the
    // activity its type shows): adding one without a delegate is inert.
    SurfaceAreaRule(
      owner: "CALayer", names: ["addAnimation:forKey:"], area: .animations, activity: []),
    SurfaceAreaRule(owner: "CAAnimation", names: ["delegate"], area: .animations, activity: []),
  ]

  private static let objectRules: [SurfaceAreaRule] = [
    // A29.1: a segue made or performed by the code is a custom segue, not modelled; what
    // `prepare(for:sender:)` reads of UIKit's segue holds values only.
    SurfaceAreaRule(
      owner: "UIStoryboardSegue",
      names: [
        "perform", "initWithIdentifier:source:destination:",
        "initWithIdentifier:source:destination:performHandler:",
        "segueWithIdentifier:source:destination:performHandler:",
      ], area: .segues, activity: [.containment, .callback]),
    // A27.3 [D]: a tab bar tells its delegate of a selection the user makes; setting
    // `selectedItem` in code tells it nothing, and no touch reaches a scenario.
    SurfaceAreaRule(
      owner: "UITabBar", names: ["delegate"], area: .delegates, activity: [],
      touchOnly: .delegate),
    SurfaceAreaRule(
      owner: "UIGestureRecognizer", names: ["delegate"], containing: ["ction", "arget"],
      area: .targetAction, activity: [], touchOnly: [.selector, .delegate]),
    // iOS 14: a control's `UIAction` runs on a touch as a target's action does (E3), but a
    // tap (`run=tap:`) delivers only target-action: refused, never kept inert and silent.
    SurfaceAreaRule(
      owner: "UIControl",
      names: [
        "addAction:forControlEvents:", "removeAction:forControlEvents:",
        "initWithFrame:primaryAction:", "buttonWithType:primaryAction:",
      ], area: .targetAction, activity: .callback),
    SurfaceAreaRule(
      owner: "UIBarButtonItem", containing: ["ction", "arget"], area: .targetAction,
      activity: [], touchOnly: .selector),
    SurfaceAreaRule(
      owner: "NSObject",
      names: [
        "addObserver:forKeyPath:options:context:", "removeObserver:forKeyPath:",
        "removeObserver:forKeyPath:context:", "observeValueForKeyPath:ofObject:change:context:",
      ], area: .keyValueObserving, activity: .callback),
    // `+instancesRespondToSelector:` asks about a selector and sends nothing (C46).
    SurfaceAreaRule(
      owner: "NSObject", names: ["instancesRespondToSelector:"], area: .targetAction,
      activity: [], touchOnly: .selector),
    SurfaceAreaRule(
      owner: "NSObject", prefixes: ["performSelector", "cancelPreviousPerformRequests"],
      area: .timers, activity: .selector),
    SurfaceAreaRule(
      owner: "NSObject", names: ["awakeFromNib", "prepareForInterfaceBuilder"],
      area: .storyboards, activity: .callback),
    SurfaceAreaRule(
      owner: "NSCoding", names: ["initWithCoder:"], area: .storyboards, activity: .callback),
  ]
}
