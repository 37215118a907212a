extension FidelityRule {
  /// The named areas app code touches around containment (issue 25): delegates and data
  /// sources (A27), animations (A28), segues (A29), with the model's choices where the
  /// sources stop (B60, B61, B62).
  static let areaRules: [FidelityRule] =
    delegateRules + animationRules + segueRules + transactionRules + childQuestionRules
    + nilRules + windowRules + sizeRules + areaChoices + listRules

  private static let sizeRules: [FidelityRule] = [
    FidelityRule(
      "A34.1", .documented,
      "UIKit calls viewWillTransition(to:with:) before a controller's view changes size and "
        + "willTransition(to:with:) before its traits change; a scenario's window never "
        + "changes either, so UIKit calls neither and an override runs only when the code "
        + "calls it.",
      sources: ["S151"])
  ]

  private static let windowRules: [FidelityRule] = [
    FidelityRule(
      "A33.1", .documented,
      "UIApplication.shared is the app's one application; its keyWindow and windows are the "
        + "window the scenario runs in, whose root is the scenario's root controller; reading "
        + "them calls nothing.",
      sources: ["S146"]),
    FidelityRule(
      "A33.2", .documented,
      "At launch UIKit makes the app delegate, creates the window and assigns it to the "
        + "delegate's window property, sets the initial controller as its root and makes it "
        + "key and visible: UIApplication.shared.delegate?.window is that window.",
      sources: ["S144"]),
    FidelityRule(
      "A33.3", .documented,
      "A new rootViewController replaces the window's content: the old root's view leaves "
        + "(viewWillDisappear, viewDidDisappear), the new root's view loads and enters "
        + "(viewWillAppear, viewDidAppear at the end of the turn); the same root changes nothing.",
      sources: ["S145", "S144"]),
    FidelityRule(
      "A33.4", .documented,
      "A window the code makes is hidden until makeKeyAndVisible() shows it and makes it key "
        + "(isHidden = false shows it only); its root controller then appears as the first window's did; the window key "
        + "before stays visible and its controllers get nothing.",
      sources: ["S146", "S145", "S150"]),
  ]

  private static let delegateRules: [FidelityRule] = [
    FidelityRule(
      "A27.1", .documented,
      "Storing a delegate or data source calls none of its methods; a tab bar controller tells "
        + "its delegate of a selection only when the user taps a tab (tabBarController(_:"
        + "shouldSelect:), tabBarController(_:didSelect:)), never for selectedIndex or "
        + "selectedViewController set in code.",
      sources: ["S48"]),
    FidelityRule(
      "A27.2", .documented,
      "A navigation controller tells its delegate navigationController(_:willShow:animated:) "
        + "and navigationController(_:didShow:animated:) around a push, a pop or a new stack "
        + "it shows.",
      sources: ["S44", "S88"]),
    FidelityRule(
      "A27.3", .documented,
      "A tab bar tells its delegate tabBar(_:didSelect:) when the user selects an item; "
        + "selectedItem set in code tells it nothing.",
      sources: ["S117"]),
    FidelityRule(
      "A27.4", .observed,
      "A scroll view's contentOffset changed by code (the property, or setContentOffset(_:"
        + "animated:) without animation) tells the delegate scrollViewDidScroll(_:) before the "
        + "call returns; dragging, decelerating and zooming callbacks need a touch.",
      sources: ["S118"]),
    FidelityRule(
      "A27.5", .documented,
      "An animated setContentOffset(_:animated:) ends with the delegate's "
        + "scrollViewDidEndScrollingAnimation(_:); without animation it is never called.",
      sources: ["S119"]),
  ]

  private static let animationRules: [FidelityRule] = [
    FidelityRule(
      "A28.1", .documented,
      "A Core Animation animation added to a layer (addAnimation(_:forKey:), a CATransition or "
        + "CABasicAnimation) changes what is drawn, not the view hierarchy, and calls back only "
        + "its own delegate (animationDidStart(_:), animationDidStop(_:finished:)).",
      sources: ["S120"]),
    FidelityRule(
      "A28.2", .documented,
      "A property animator starts inactive; startAnimation(), pauseAnimation() or setting "
        + "fractionComplete makes it active; it is inactive again when its animations finish "
        + "(active still, with no completion, when pausesOnCompletion is true); "
        + "stopAnimation(true) makes it inactive, stopAnimation(false) stopped until "
        + "finishAnimation(at:). fractionComplete changes only while it is paused.",
      sources: ["S127", "S128"]),
    FidelityRule(
      "A28.3", .documented,
      "An animator made with an initializer animates only once startAnimation() is called; "
        + "runningPropertyAnimator(withDuration:delay:options:animations:completion:) starts "
        + "at once. A block added with addAnimations while the animator is active begins at "
        + "once, over the time that is left; continueAnimation(withTimingParameters:"
        + "durationFactor:) runs a paused animation on.",
      sources: ["S129"]),
    FidelityRule(
      "A28.4", .documented,
      "The completions run after the animations finish normally, with the final position "
        + "(.end); stopAnimation(true) drops them; after stopAnimation(false), "
        + "finishAnimation(at:) runs them with the position it is given.",
      sources: ["S128"]),
    FidelityRule(
      "A28.5", .observed,
      "finishAnimation(at:) on an animator that is not stopped raises "
        + "NSInternalInconsistencyException (\"finishAnimationAtPosition: should only be called "
        + "on a stopped animator!\"); stopping an inactive animator raises too (the model's "
        + "wording).",
      sources: ["S130", "S131"]),
  ]

  private static let segueRules: [FidelityRule] = [
    FidelityRule(
      "A29.1", .documented,
      "performSegue(withIdentifier:sender:) runs a segue of the controller's storyboard: UIKit "
        + "makes the destination, calls the source's prepare(for:sender:), then performs the "
        + "segue (a show segue shows the destination as show(_:sender:) does, a modal one "
        + "presents it); shouldPerformSegue(withIdentifier:sender:) is not asked.",
      sources: ["S122", "S123", "S124"]),
    FidelityRule(
      "A29.2", .observed,
      "performSegue with an identifier the storyboard does not have raises "
        + "NSInvalidArgumentException \"Receiver (<X: 0x…>) has no segue with identifier 'id'\".",
      sources: ["S125", "S122"]),
    FidelityRule(
      "A29.3", .documented,
      "A custom segue is an object of a UIStoryboardSegue subclass, made with the segue's "
        + "identifier, source and destination; UIKit calls the source's prepare(for:sender:) "
        + "with it, then its perform(), which does the transition itself (UIStoryboardSegue's "
        + "own perform() does nothing); code can make one and call perform() too.",
      sources: ["S133"]),
    FidelityRule(
      "A29.4", .documented,
      "An unwind segue finds its destination (A29.5), calls the source's prepare(for:sender:) "
        + "with it, calls the destination's unwind action with the segue, then goes back: a "
        + "navigation controller on the way pops to the destination, a presentation above it "
        + "is dismissed.",
      sources: ["S134", "S135"]),
    FidelityRule(
      "A29.5", .documented,
      "The destination of an unwind segue is the closest controller, from the source's parent "
        + "up, that answers canPerformUnwindSegueAction(_:from:sender:) true; by default one "
        + "that implements the action and is not the source. None: the segue fails silently.",
      sources: ["S135", "S134"]),
  ]

  private static let transactionRules: [FidelityRule] = [
    FidelityRule(
      "A30.1", .documented,
      "A CATransaction group's completion block runs once every animation added while the "
        + "group was open has finished, or at its commit when none was added.",
      sources: ["S136", "S137"]),
    FidelityRule(
      "A30.2", .documented,
      "A transaction's duration, disabled actions, timing function and values change only how "
        + "layers animate by themselves: nothing is called, nothing is traced.",
      sources: ["S136"]),
  ]

  private static let childQuestionRules: [FidelityRule] = [
    FidelityRule(
      "A31.1", .documented,
      "After setNeedsStatusBarAppearanceUpdate() UIKit asks again who decides the status bar: "
        + "a container's childForStatusBarStyle / childForStatusBarHidden names a child, nil "
        + "or no override means the container; that controller's preferredStatusBarStyle and "
        + "prefersStatusBarHidden decide.",
      sources: ["S138", "S31"]),
    FidelityRule(
      "A31.2", .documented,
      "The home indicator and the screen edges are asked the same way: "
        + "childForHomeIndicatorAutoHidden, prefersHomeIndicatorAutoHidden; "
        + "childForScreenEdgesDeferringSystemGestures, "
        + "preferredScreenEdgesDeferringSystemGestures.",
      sources: ["S138"]),
    FidelityRule(
      "A31.3", .documented,
      "A child's new preferredContentSize is sent to its parent's "
        + "preferredContentSizeDidChange(forChildContentContainer:); an unchanged size sends "
        + "nothing.",
      sources: ["S139", "S140"]),
    FidelityRule(
      "A31.4", .documented,
      "systemLayoutFittingSizeDidChange(forChildContentContainer:) follows a change of a "
        + "child's Auto Layout fitting size, which the model never measures: it is never sent.",
      sources: ["S139"]),
  ]

  private static let nilRules: [FidelityRule] = [
    FidelityRule(
      "A32.1", .documented,
      "view = nil unloads a controller's view: isViewLoaded is false and the next read loads "
        + "it again (loadView, viewDidLoad).",
      sources: ["S12", "S141"]),
    FidelityRule(
      "A32.2", .observed,
      "A page view controller's setViewControllers with nil or with more pages than its "
        + "transition shows raises NSInvalidArgumentException \"The number of view "
        + "controllers provided (0) doesn't match the number required (1) for the requested "
        + "transition\".",
      sources: ["S142"]),
    FidelityRule(
      "A32.3", .documented,
      "A tab bar controller's selectedViewController must be one of its viewControllers; "
        + "nil, or a controller that is not a tab, changes nothing.",
      sources: ["S141"]),
  ]

  private static let areaChoices: [FidelityRule] = [
    FidelityRule(
      "B60", .inferred,
      "An animated setContentOffset(_:animated:) takes 0.3 s: the offset reaches its target at "
        + "the end, then scrollViewDidScroll(_:) and scrollViewDidEndScrollingAnimation(_:); to "
        + "the offset it already has, nothing animates and nothing is called.",
      sources: ["S119", "S126"], switchItem: "B60"),
    FidelityRule(
      "B61", .inferred,
      "The navigation delegate's willShow comes as the transition starts, before any "
        + "appearance callback; didShow when it is over, after the last didMove(toParent:).",
      sources: ["S88"], switchItem: "B61"),
    FidelityRule(
      "B62", .inferred,
      "A property animator's blocks run inside the call that makes it active (startAnimation, "
        + "pauseAnimation, setting fractionComplete, runningPropertyAnimator), as UIView.animate "
        + "runs its block; its completions run when the clock reaches the end (after the delay "
        + "and the time left; 0 s at the end of the turn), and inside finishAnimation(at:).",
      sources: ["S129", "S128"], switchItem: "B62"),
    FidelityRule(
      "B63", .inferred,
      "An embed segue fires while the scene's view loads, after the outlets, before "
        + "viewDidLoad: shouldPerformSegue(withIdentifier:sender:) is asked, the child is made, "
        + "prepare(for:sender:) runs with a nil sender, then addChild, the child's view loads "
        + "and goes into the container view, didMove(toParent:).",
      sources: ["S31", "S66", "S133"], switchItem: "B63"),
    FidelityRule(
      "B64", .inferred,
      "A transaction group waits also for an animated push, pop, presentation or dismissal "
        + "requested while it is open; its completion runs after UIKit has finished the last "
        + "of its animations (did-callbacks, didMove, UIKit's completion).",
      sources: ["S136", "S137"], switchItem: "B64"),
    FidelityRule(
      "B65", .inferred,
      "UIKit asks for the status bar inside setNeedsStatusBarAppearanceUpdate(): from the "
        + "window's root (or the full-screen controller presented over it) through the "
        + "childFor… overrides to the controller whose preferences it reads; only the code's "
        + "overrides are traced.",
      sources: ["S138", "S31"], switchItem: "B65"),
    FidelityRule(
      "B66", .inferred,
      "A parent hears of its child's new preferredContentSize inside the setter, after the "
        + "value is stored.",
      sources: ["S139", "S140"], switchItem: "B66"),
    FidelityRule(
      "B68", .inferred,
      "The app delegate is the snippet's class that adopts UIApplicationDelegate (in "
        + "Objective-C the class named AppDelegate or …AppDelegate), made once without its launch "
        + "methods, its window the scenario's; without one, a stand-in whose only member is "
        + "that window.",
      sources: ["S144"], switchItem: "B68"),
    FidelityRule(
      "B69", .inferred,
      "The controller whose own view gains or loses a subview lays out, and the controller of "
        + "a view added into a visible window; a view added deeper lays out no controller.",
      sources: ["S147", "S148"], switchItem: "B69"),
    FidelityRule(
      "B70", .inferred,
      "A window hidden with isHidden = true takes what it shows off the screen: its root "
        + "controller gets viewWillDisappear and viewDidDisappear, as a view leaving a window does.",
      sources: ["S150", "S26"], switchItem: "B70"),
  ]
}
