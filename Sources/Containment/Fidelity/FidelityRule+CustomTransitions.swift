extension FidelityRule {
  /// Custom transitions: a transitioning delegate's animator for presentations (A20), a
  /// navigation controller delegate's animator (A21), interactive transitions (A22), and the
  /// model's choices where the sources stop (B46, B47).
  static let customTransitionRules: [FidelityRule] = [
    FidelityRule(
      "A20.1", .documented,
      "A presented controller with the custom style and a transitioning delegate that vends "
        + "an animator is presented by that animator; UIKit asks the delegate inside present.",
      sources: ["S80", "S46"]),
    FidelityRule(
      "A20.2", .documented,
      "UIKit makes a container view, asks the animator for transitionDuration(using:), then "
        + "calls animateTransition(using:); the animator puts the presented view in the "
        + "container.",
      sources: ["S78", "S79", "S81"]),
    FidelityRule(
      "A20.3", .observed,
      "In a custom presentation the presented controller gets viewWillAppear before the "
        + "animation; with the custom style the presenter gets no appearance callback and "
        + "keeps its view; a full-screen presenter disappears as in A13.7.",
      sources: ["S83", "S58", "S82"]),
    FidelityRule(
      "A20.4", .documented,
      "The transition ends when the animator calls completeTransition(_:): inside it the "
        + "did-callbacks, present's completion, then the animator's animationEnded(_:). "
        + "Without it the presentation never ends.",
      sources: ["S78", "S81", "S84"]),
    FidelityRule(
      "A20.5", .documented,
      "view(forKey: .from) is nil while presenting in a style that keeps the presenter's "
        + "view; in a dismissal .from is the presented view.",
      sources: ["S82"]),
    FidelityRule(
      "A20.6", .documented,
      "A dismissal asks the delegate's animationController(forDismissed:) inside dismiss; "
        + "its animator runs as a presentation's does, and at completeTransition(true) the "
        + "dismissed view leaves and the callbacks end in A13.10's order.",
      sources: ["S80", "S81", "S70"]),
    FidelityRule(
      "A21.1", .documented,
      "A navigation controller asks its delegate's navigationController(_:animationController"
        + "For:from:to:) when a push or pop starts; an animator it returns runs the transition "
        + "in the context's container view (a view of its own, not the navigation controller's "
        + "view), which ends at completeTransition(_:).",
      sources: ["S88", "S81", "S78"]),
    FidelityRule(
      "A21.2", .documented,
      "With an animator, the navigation controller asks navigationController(_:interaction"
        + "ControllerFor:); an interaction controller it returns makes the transition "
        + "interactive.",
      sources: ["S88"]),
    FidelityRule(
      "A21.3", .documented,
      "A tab bar controller asks its delegate's tabBarController(_:animationControllerFor"
        + "TransitionFrom:to:) when the selection changes on screen; an animator it returns "
        + "runs the switch in the context's container view (a view of its own, not the tab bar "
        + "controller's view), which ends at completeTransition(_:).",
      sources: ["S90", "S78"]),
    FidelityRule(
      "A22.1", .documented,
      "An interactive transition starts with the interaction controller's "
        + "startInteractiveTransition(_:); UIPercentDrivenInteractiveTransition's asks the "
        + "animator for its duration, runs animateTransition(using:) and holds the animations.",
      sources: ["S85", "S86"]),
    FidelityRule(
      "A22.2", .documented,
      "update(_:) reports the fraction done; finish() lets the held animations run the "
        + "remaining (1 - fraction) × duration, then their completions run.",
      sources: ["S86"]),
    FidelityRule(
      "A22.3", .documented,
      "cancel() makes transitionWasCancelled true and runs the animations back over "
        + "fraction × duration; the animator then calls completeTransition(false).",
      sources: ["S86", "S78"]),
    FidelityRule(
      "A22.4", .documented,
      "A cancelled transition turns both controllers around: at cancelInteractiveTransition() "
        + "the one that was to appear gets viewWillDisappear, then the one that was to "
        + "disappear viewWillAppear; at completeTransition(false) their viewDidDisappear and "
        + "viewDidAppear.",
      sources: ["S112", "S113", "S39", "S87"]),
    FidelityRule(
      "A44.1", .documented,
      "For a custom-style presentation UIKit gets the presentation controller from the "
        + "transitioning delegate's presentationController(forPresented:presenting:source:), "
        + "asked inside present after the animator (with or without one), and keeps it until "
        + "the dismissal ends.",
      sources: ["S211", "S212"]),
    FidelityRule(
      "A44.2", .documented,
      "The presentation controller's containerView is the transition's container; UIKit "
        + "calls presentationTransitionWillBegin at the start, hands the animator its "
        + "presentedView (the presented controller's view by default) as the to view and its "
        + "frameOfPresentedViewInContainerView (the container's bounds by default) as "
        + "finalFrame(for:), and calls presentationTransitionDidEnd(_:) at completeTransition.",
      sources: ["S211", "S213"]),
    FidelityRule(
      "A44.3", .documented,
      "shouldRemovePresentersView, false by default, decides whether the presenter's view "
        + "leaves the window at the end and is handed to the animator as the from view.",
      sources: ["S211", "S82"]),
    FidelityRule(
      "A44.4", .documented,
      "A dismissal calls dismissalTransitionWillBegin at its start and "
        + "dismissalTransitionDidEnd(_:) at completeTransition; the presented view is the "
        + "animator's from view.",
      sources: ["S211", "S213"]),
    FidelityRule(
      "B84", .inferred,
      "A presentation controller's will-hook comes before the appearance will-callbacks and "
        + "its did-hook after the did-callbacks (before present's or dismiss's completion).",
      sources: ["S211", "S213"], switchItem: "B84"),
    FidelityRule(
      "B46", .inferred,
      "The animator of a transitioning delegate is used for animated presentations in the "
        + "custom, full-screen and over-full-screen styles.",
      sources: ["S80", "S89"], switchItem: "B46"),
    FidelityRule(
      "B47", .inferred,
      "In a custom transition the appearance will-callbacks come before UIKit calls the "
        + "animator.",
      sources: ["S81", "S84"], switchItem: "B47"),
    FidelityRule(
      "B48", .inferred,
      "After a cancelled interactive pop the popped controller, told willMove(toParent: nil), "
        + "gets didMove(toParent:) with the navigation controller; a cancelled push's controller "
        + "gets didMove(toParent: nil).",
      sources: ["S39", "S87"], switchItem: "B48"),
    FidelityRule(
      "B55", .inferred,
      "Apple's presented/presenting wording for a cancelled transition is read as the "
        + "controller that was to appear and the one that was to disappear, for pushes, pops, "
        + "tab switches and dismissals too; the did-callbacks follow the will-callbacks' order; "
        + "a transition never interactive turns around at completeTransition(false).",
      sources: ["S112", "S113", "S39", "S87"], switchItem: "B55"),
  ]
}
