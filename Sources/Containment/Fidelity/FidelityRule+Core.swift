extension FidelityRule {
  /// The containment core: addChild, removeFromParent, willMove/didMove, transition,
  /// appearance, view loading, UIKit's messages (A1-A8), and the model's choices (B1-B19,
  /// B37, B38). Summaries are ours; the sources say it in their own words.
  static let coreRules: [FidelityRule] =
    addChildRules + transitionRules + appearanceRules
    + loadingAndMessageRules + layoutRules + eventRules + choiceRules + transitionChoiceRules
    + layoutChoices + eventChoices

  private static let addChildRules: [FidelityRule] = [
    FidelityRule(
      "A1.1", .documented,
      "addChild first removes the child from a different parent, with removeFromParent.",
      sources: ["S1", "S2"]),
    FidelityRule(
      "A1.2", .documented,
      "addChild makes the parent-child link a container needs before embedding the child's "
        + "view; only container code calls it, and overrides call super.",
      sources: ["S2"]),
    FidelityRule(
      "A1.3", .documented,
      "addChild sends the child willMove(toParent:) with the new parent before adding it, and "
        + "never sends didMove(toParent:).",
      sources: ["S1", "S4"]),
    FidelityRule(
      "A1.4", .observed,
      "addChild sets the child's parent before sending willMove(toParent:), so the child "
        + "already sees its new parent there.",
      sources: ["S28"]),
    FidelityRule(
      "A1.5", .observed,
      "addChild checks the view hierarchy: a child whose loaded view still sits in another "
        + "controller's views raises UIViewControllerHierarchyInconsistency (\"…but requested "
        + "parent is:…\").",
      sources: ["S22", "S9"]),
    FidelityRule(
      "A1.6", .documented,
      "children never includes presented controllers.",
      sources: ["S10", "S1"]),
    FidelityRule(
      "A1.7", .observed,
      "children lists the children in the order they were added (Apple states no order).",
      sources: ["S74"]),
    FidelityRule(
      "A2.1", .documented,
      "removeFromParent takes the controller out of its parent's children; overrides call super.",
      sources: ["S1", "S3"]),
    FidelityRule(
      "A2.2", .documented,
      "removeFromParent does not send willMove(toParent: nil); the container sends it before.",
      sources: ["S1", "S4"]),
    FidelityRule(
      "A2.3", .documented,
      "removeFromParent sends didMove(toParent: nil) itself, after removing the child.",
      sources: ["S5", "S15"]),
    FidelityRule(
      "A2.4", .documented,
      "removeFromParent leaves the views alone: the container removes the child's view itself.",
      sources: ["S14", "S1"]),
    FidelityRule(
      "A3.1", .documented,
      "willMove(toParent:) and didMove(toParent:) are for containers to call; the argument is "
        + "nil when the child leaves, the new parent otherwise.",
      sources: ["S1"]),
    FidelityRule(
      "A3.2", .documented,
      "The container sends didMove(toParent:) once the transition to the new child is over, "
        + "or right after addChild when there is none.",
      sources: ["S5"]),
    FidelityRule(
      "A3.3", .documented,
      "Adding: addChild, transition, didMove. Removing, the reverse: willMove(toParent: nil) "
        + "first, removeFromParent last.",
      sources: ["S1"]),
    FidelityRule(
      "A3.4", .documented,
      "The canonical add is addChild, add the root view, constraints, didMove; the canonical "
        + "remove is willMove(nil), deactivate constraints, removeFromSuperview, removeFromParent.",
      sources: ["S14"]),
    FidelityRule(
      "A3.5", .observed,
      "Whether appearance callbacks come before or after didMove depends on the container: a "
        + "navigation push sends viewDidAppear before didMove, a pop viewDidDisappear before "
        + "didMove(nil).",
      sources: ["S28", "S31"]),
  ]

  private static let transitionRules: [FidelityRule] = [
    FidelityRule(
      "A4.1", .documented,
      "transition swaps two children of the receiver: it adds the new view to the old view's "
        + "superview and removes the old view when the transition completes; it fails with "
        + "NSInvalidArgumentException unless both are children of the receiver.",
      sources: ["S1"]),
    FidelityRule(
      "A4.2", .documented,
      "transition adds the new view, runs the animations, and removes the old view after them; "
        + "a duration of zero means no animation.",
      sources: ["S6"]),
    FidelityRule(
      "A4.3", .observed,
      "Controllers without the receiver as common parent raise NSInvalidArgumentException "
        + "\"Children view controllers … must have a common parent view controller …\".",
      sources: ["S21", "S1"]),
    FidelityRule(
      "A4.4", .observed,
      "transition sends no willMove/didMove: the container sends them around it, as in "
        + "Apple's swap listing.",
      sources: ["S15", "S21", "S33"]),
    FidelityRule(
      "A4.5", .observed,
      "transition sends the two children their appearance callbacks itself (adding the new "
        + "view by hand first gives \"Unbalanced calls\").",
      sources: ["S21"]),
    FidelityRule(
      "A4.6", .observed,
      "transition needs both a from and a to controller; it cannot start from or end at "
        + "\"no controller\".",
      sources: ["S33"]),
    FidelityRule(
      "A4.7", .inferred,
      "Inside the transition call: will-callbacks, the new view's insertion, the animations "
        + "block; when the animation ends: the old view's removal, the did-callbacks, the "
        + "completion.",
      sources: ["S36", "S17"], switchItem: "B45"),
  ]

  private static let appearanceRules: [FidelityRule] = [
    FidelityRule(
      "A5.1", .documented,
      "viewWillAppear, viewDidAppear, viewWillDisappear and viewDidDisappear do nothing by "
        + "default; they mark the view becoming visible and hidden.",
      sources: ["S1"]),
    FidelityRule(
      "A5.2", .documented,
      "viewWillAppear comes before the view is added to a hierarchy, viewWillDisappear before "
        + "it is removed; viewIsAppearing after the view is added and laid out, before "
        + "viewDidAppear.",
      sources: ["S11"]),
    FidelityRule(
      "A5.3", .documented,
      "Appearance is a state machine (disappeared, appearing, appeared, disappearing) in which "
        + "a will-callback can reverse a transition under way.",
      sources: ["S13"]),
    FidelityRule(
      "A5.4", .observed,
      "UIKit keeps the state as an internal number 0-3 and sends all four callbacks from one "
        + "internal method.",
      sources: ["S35", "S26", "S27"]),
    FidelityRule(
      "A5.5", .documented,
      "Containers drive a child's appearance with beginAppearanceTransition and "
        + "endAppearanceTransition, never by calling the callbacks.",
      sources: ["S7"]),
    FidelityRule(
      "A5.6", .documented,
      "With begin/end, descendants get their callbacks too, and the callbacks are tied to the "
        + "final matching endAppearanceTransition.",
      sources: ["S1"]),
    FidelityRule(
      "A5.7", .observed,
      "begin(true) sends viewWillAppear and its end viewDidAppear; begin(false) "
        + "viewWillDisappear and its end viewDidDisappear; a begin in the other direction "
        + "reverses; this works off screen too.",
      sources: ["S20"]),
    FidelityRule(
      "A5.8", .documented,
      "By default a parent forwards its appearance callbacks to its children; a parent whose "
        + "shouldAutomaticallyForwardAppearanceMethods is false drives them itself.",
      sources: ["S8", "S1"]),
    FidelityRule(
      "A5.9", .observed,
      "A view entering or leaving a window drives its controller's appearance; modern UIKit "
        + "defers viewDidAppear to after the Core Animation commit.",
      sources: ["S26", "S27", "S17"]),
    FidelityRule(
      "A5.10", .observed,
      "Adding a child's view to an on-screen parent sends viewWillAppear at once and "
        + "viewDidAppear later; removing it sends viewWillDisappear and viewDidDisappear.",
      sources: ["S25", "S29"]),
    FidelityRule(
      "A5.11", .observed,
      "A controller whose view is added without addChild gets no appearance callbacks when "
        + "its host appears.",
      sources: ["S32", "S38", "S34"]),
    FidelityRule(
      "A5.12", .observed,
      "Calling an appearance callback directly logs \"Calling -viewWillAppear: directly on a "
        + "view controller is not supported…\".",
      sources: ["S25"]),
    FidelityRule(
      "A6.1", .documented,
      "isMovingToParent, isMovingFromParent, isBeingPresented and isBeingDismissed are read in "
        + "appearance callbacks to learn why the view appears or disappears.",
      sources: ["S1"]),
    FidelityRule(
      "A6.2", .documented,
      "isMovingToParent answers in viewWillAppear/viewDidAppear, isMovingFromParent in "
        + "viewWillDisappear/viewDidDisappear.",
      sources: ["S15"]),
    FidelityRule(
      "A6.3", .observed,
      "After a navigation push, isMovingToParent is true in the pushed controller's "
        + "viewWillAppear.",
      sources: ["S37"]),
  ]

  private static let loadingAndMessageRules: [FidelityRule] = [
    FidelityRule(
      "A7.1", .documented,
      "Reading view loads it when needed: loadView, then viewDidLoad; loadViewIfNeeded does "
        + "the same; viewIfLoaded never loads.",
      sources: ["S1"]),
    FidelityRule(
      "A7.2", .documented,
      "loadView is never called directly and need not call super; isViewLoaded never loads.",
      sources: ["S12"]),
    FidelityRule(
      "A7.3", .documented,
      "viewWillLayoutSubviews and viewDidLayoutSubviews bracket the root view's layout.",
      sources: ["S1", "S12"]),
    FidelityRule(
      "A7.4", .observed,
      "A child added to an on-screen parent gets viewWillAppear, then its layout callbacks, "
        + "then viewDidAppear.",
      sources: ["S30"]),
    FidelityRule(
      "A7.5", .observed,
      "A controller's layout callbacks come when its own view lays out: adding a subview lays "
        + "out the view it is added to and the view added, removing one its superview; layout "
        + "runs once per turn for each view marked, and a controller whose layout callbacks "
        + "mark its own view again lays out without end (a layout feedback loop).",
      sources: ["S147", "S148", "S149", "S12"]),
    FidelityRule(
      "A8.3", .observed,
      "Putting a child's view under a controller that is not its parent raises "
        + "UIViewControllerHierarchyInconsistency (\"…but actual parent is:…\").",
      sources: ["S23", "S9"]),
    FidelityRule(
      "A8.4", .observed,
      "A begin/end mismatch logs \"Unbalanced calls to begin/end appearance transitions for "
        + "<…>.\" and the app goes on.",
      sources: ["S24", "S21"]),
    FidelityRule(
      "A8.6", .observed,
      "Adding a view to itself or to one of its own subviews raises NSInvalidArgumentException "
        + "\"Can't add self as subview\".",
      sources: ["S68"]),
  ]

  private static let choiceRules: [FidelityRule] = [
    FidelityRule(
      "B1", .inferred,
      "In transition, the did-callbacks come before the caller's completion.",
      sources: ["S1", "S17", "S18", "S36"], switchItem: "B1"),
    FidelityRule(
      "B2", .inferred,
      "In transition, from's viewWillDisappear comes before to's viewWillAppear, both inside "
        + "the call.",
      sources: ["S16", "S17", "S39"], switchItem: "B2"),
    FidelityRule(
      "B3", .inferred,
      "A child's view added to an on-screen parent: viewWillAppear inside addSubview, "
        + "viewDidAppear at the end of the run-loop turn (after the container's didMove).",
      sources: ["S27", "S17"], switchItem: "B3"),
    FidelityRule(
      "B4", .inferred,
      "addChild of a controller that is already a child: no duplicate, same position, "
        + "willMove sent again.",
      sources: ["S1", "S16", "S17"], switchItem: "B4"),
    FidelityRule(
      "B5", .inferred,
      "removeFromParent without a parent does nothing.",
      sources: ["S16", "S17"], switchItem: "B5"),
    FidelityRule(
      "B6", .inferred,
      "isMovingToParent/isMovingFromParent are true between willMove and didMove while an "
        + "appearance transition is under way.",
      sources: ["S28", "S17", "S37"], switchItem: "B6"),
    FidelityRule(
      "B7", .inferred,
      "A child's view removed with removeFromSuperview gets viewWillDisappear and "
        + "viewDidDisappear at once, before removeFromParent's didMove(nil).",
      sources: ["S26", "S31", "S17"], switchItem: "B7"),
    FidelityRule(
      "B8", .inferred,
      "When a parent appears or disappears, its own callback comes before its children's, for "
        + "will and did alike; each child is begun once, and ends with the parent only if it "
        + "began with it.",
      sources: ["S26", "S17", "S27"], switchItem: "B8"),
    FidelityRule(
      "B9", .inferred,
      "A second begin in the direction already under way logs \"Unbalanced calls\", repeats no "
        + "callback, and needs one more end.",
      sources: ["S1", "S21", "S17"], switchItem: "B9"),
    FidelityRule(
      "B59", .inferred,
      "A view that enters the window while its controller's begin by hand is open starts no "
        + "second appearance: no log, and viewDidAppear comes with that begin's end.",
      sources: ["S116", "S35", "S1"], switchItem: "B59"),
    FidelityRule(
      "B56", .inferred,
      "An appearance that ends before any layout pass (driven by hand) gets viewIsAppearing "
        + "right before viewDidAppear, Apple's one promise about it.",
      sources: ["S11", "S20"], switchItem: "B56"),
    FidelityRule(
      "B10", .inferred,
      "An endAppearanceTransition with nothing pending logs \"Unbalanced calls\" and sends "
        + "nothing.",
      sources: ["S24"], switchItem: "B10"),
    FidelityRule(
      "B11", .inferred,
      "beginAppearanceTransition(true, …) loads the view first.",
      sources: ["S17", "S19"], switchItem: "B11"),
    FidelityRule(
      "B12", .documented,
      "transition from a parent that forwards appearance by hand raises "
        + "NSInvalidArgumentException (the rule is Apple's; the message text is ours).",
      sources: ["S1"]),
    FidelityRule(
      "B13", .inferred,
      "A zero-duration transition or animation finishes at the end of the run-loop turn, not "
        + "inside the call.",
      sources: ["S6", "S16", "S17"], switchItem: "B13"),
    FidelityRule(
      "B14", .inferred,
      "transition passes animated = (duration > 0) to the appearance callbacks.",
      sources: ["S17", "S18"], switchItem: "B14"),
    FidelityRule(
      "B15", .inferred,
      "A transition whose parent is not (yet) settled on screen sends the callbacks it would "
        + "send on screen.",
      sources: ["S20", "S17"], switchItem: "B15"),
    FidelityRule(
      "B16", .documented,
      "transition puts the new view into the old view's superview, above the old view; "
        + "without a superview it inserts nothing (the z-order is our choice).",
      sources: ["S1", "S16", "S17"], switchItem: "B16"),
    FidelityRule(
      "B17", .inferred,
      "A parentless controller gets appearance callbacks only as the window's root, except "
        + "that one removed from its parent while showing disappears when its view leaves.",
      sources: ["S34", "S38", "S32", "S9"], switchItem: "B17"),
    FidelityRule(
      "B18", .inferred,
      "Children of a parent that forwards by hand get no automatic callbacks.",
      sources: ["S43"], switchItem: "B18"),
    FidelityRule(
      "B19", .inferred,
      "viewIsAppearing comes at the end of the turn, before the controller's layout callbacks.",
      sources: ["S11"], switchItem: "B19"),
  ]

  private static let transitionChoiceRules: [FidelityRule] = [
    FidelityRule(
      "B37", .inferred,
      "A transition in flight owns its children's appearance: the parent's forwarding passes "
        + "them by (a disappearing parent turns an appearing child around) and each gets its "
        + "did-callback once, when the transition ends.",
      sources: ["S1", "S17"], switchItem: "B37"),
    FidelityRule(
      "B38", .inferred,
      "A transition whose from view has no superview treats from as not showing: "
        + "\"Unbalanced calls\" at its begin and end, no callbacks.",
      sources: ["S21"], switchItem: "B38"),
    FidelityRule(
      "B45", .inferred,
      "transition takes the old child's view out when the animation ends, as UIKit's internal "
        + "helper does in its completion.",
      sources: ["S36", "S17"], switchItem: "B45"),
  ]
}
