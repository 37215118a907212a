extension FidelityRule {
  /// UINavigationController (A10, A11; B20-B23, B26, B39, B40), presentation (A13, A14;
  /// B25, B34, B35, B41) and UITabBarController (A15; B27, B42).
  static let systemContainerRules: [FidelityRule] =
    navigationFacts + presentationFacts + tabFacts + navigationChoices + presentationChoices
    + tabChoices

  private static let tabFacts: [FidelityRule] = [
    FidelityRule(
      "A15.1", .documented,
      "A tab bar controller shows the child its selection picks; its tabs are its children.",
      sources: ["S48", "S44"]),
    FidelityRule(
      "A15.2", .documented,
      "viewControllers starts as nil; setting it replaces the tabs and keeps the selected "
        + "controller if it stays, else the same index, else the first.",
      sources: ["S48"]),
    FidelityRule(
      "A15.3", .documented,
      "selectedIndex and selectedViewController change the shown tab and stay in step.",
      sources: ["S48"]),
    FidelityRule(
      "A15.4", .observed,
      "Only the selected tab's view loads at first; another tab's view loads the first time "
        + "it is selected.",
      sources: ["S59"]),
    FidelityRule(
      "A15.5", .observed,
      "Switching from A to B: B's viewWillAppear, A's viewWillDisappear, A's viewDidDisappear, "
        + "B's viewDidAppear.",
      sources: ["S59"]),
  ]

  private static let tabChoices: [FidelityRule] = [
    FidelityRule(
      "B27", .inferred,
      "A tab switch sends the will-callbacks inside the setter and the did-callbacks at the "
        + "end of the turn, with animated false.",
      sources: ["S59"], switchItem: "B27"),
    FidelityRule(
      "B42", .inferred,
      "Tabs join and leave as children do, with willMove and didMove inside the "
        + "viewControllers setter; a leaving tab's view leaves with it.",
      sources: ["S48", "S1"], switchItem: "B42"),
  ]

  private static let presentationFacts: [FidelityRule] = [
    FidelityRule(
      "A13.1", .documented,
      "present's completion runs after the presented controller's viewDidAppear, dismiss's "
        + "after the dismissed one's viewDidDisappear.",
      sources: ["S1", "S46"]),
    FidelityRule(
      "A13.2", .documented,
      "presentedViewController and presentingViewController look through ancestors; both are "
        + "set when present returns.",
      sources: ["S1", "S46", "S50"]),
    FidelityRule(
      "A13.3", .documented,
      "A presented controller is not a child: no parent, not in children.",
      sources: ["S10", "S1", "S37"]),
    FidelityRule(
      "A13.4", .documented,
      "A full-screen presentation is handled by a controller that covers the screen: the "
        + "request goes up to the root-most ancestor.",
      sources: ["S46"]),
    FidelityRule(
      "A13.5", .documented,
      "dismiss sent to the presented controller goes to its presenter.",
      sources: ["S46"]),
    FidelityRule(
      "A13.6", .documented,
      "The default style is automatic, a sheet that leaves the presenter in place; only full "
        + "screen removes the presenter's views, once the presentation is over.",
      sources: ["S47", "S1"]),
    FidelityRule(
      "A13.7", .observed,
      "Full screen: presenter viewWillDisappear, presented viewWillAppear; after the animation "
        + "presented viewDidAppear, then presenter viewDidDisappear.",
      sources: ["S50", "S58"]),
    FidelityRule(
      "A13.8", .observed,
      "Sheets and other styles that keep the presenter's view send the presenter no "
        + "appearance callbacks.",
      sources: ["S50", "S58", "S47"]),
    FidelityRule(
      "A13.9", .observed,
      "Without animation, all callbacks come in the first deferred pass.",
      sources: ["S50"]),
    FidelityRule(
      "A13.10", .observed,
      "Full-screen dismiss: both will-callbacks on the next turn, both did-callbacks after the "
        + "animation.",
      sources: ["S50"]),
    FidelityRule(
      "A13.11", .documented,
      "isBeingPresented is true in the presented controller's appearance callbacks, "
        + "isBeingDismissed in its disappearance callbacks.",
      sources: ["S1", "S15"]),
    FidelityRule(
      "A14.2", .observed,
      "Presenting from a controller that already presents logs \"[Presentation] Attempt to "
        + "present … which is already presenting …\" and does nothing.",
      sources: ["S56"]),
    FidelityRule(
      "A14.4", .observed,
      "Dismissing while a presentation or dismissal is still running logs \"Attempt to dismiss "
        + "from view controller … while a presentation or dismiss is in progress!\" and does "
        + "nothing.",
      sources: ["S56", "S57"]),
    FidelityRule(
      "A14.5", .observed,
      "Presenting a controller that is already presented raises NSInvalidArgumentException.",
      sources: ["S56"]),
    FidelityRule(
      "A14.6", .observed,
      "Presenting a child (an active controller) raises NSInvalidArgumentException.",
      sources: ["S56"]),
  ]

  private static let presentationChoices: [FidelityRule] = [
    FidelityRule(
      "B25", .inferred,
      "present's completion comes after the presenter's viewDidDisappear; dismiss mirrors "
        + "present, the dismissed controller first.",
      sources: ["S1", "S58", "S50"], switchItem: "B25"),
    FidelityRule(
      "B34", .observed,
      "Presentation messages use the modern \"[Presentation] …\" wording.",
      sources: ["S56"]),
    FidelityRule(
      "B35", .observed,
      "Presenting from a controller whose view is not in a window logs a message, presents "
        + "nothing and never runs the completion.",
      sources: ["S56"]),
    FidelityRule(
      "B41", .inferred,
      "dismiss with nothing presented does nothing, and its completion does not run.",
      sources: ["S46"], switchItem: "B41"),
  ]

  private static let navigationFacts: [FidelityRule] = [
    FidelityRule(
      "A10.1", .documented,
      "UINavigationController(rootViewController:) starts with the root on the stack, pushed "
        + "without animation.",
      sources: ["S44", "S45"]),
    FidelityRule(
      "A10.2", .observed,
      "The initializer does not load the root's view; it loads when the navigation controller "
        + "first appears.",
      sources: ["S51", "S50"]),
    FidelityRule(
      "A10.3", .documented,
      "pushViewController makes the controller the top, animated into place or shown at once.",
      sources: ["S45"]),
    FidelityRule(
      "A10.4", .documented,
      "popViewController returns the popped controller and does nothing at the root; "
        + "popToRootViewController returns the popped ones.",
      sources: ["S45", "S44"]),
    FidelityRule(
      "A10.5", .documented,
      "setViewControllers runs one transition, chosen by the new top; assigning "
        + "viewControllers is the non-animated form; index 0 is the root.",
      sources: ["S45", "S44"]),
    FidelityRule(
      "A10.6", .documented,
      "topViewController is the top of the stack; visibleViewController is what is presented "
        + "on the navigation controller, else the top.",
      sources: ["S44", "S45"]),
    FidelityRule(
      "A10.7", .documented,
      "navigationController is the nearest navigation controller above; pushed controllers "
        + "are its children.",
      sources: ["S44", "S37"]),
    FidelityRule(
      "A10.8", .documented,
      "navigationItem is created on first use, one per controller; the model keeps its title "
        + "and draws no bar; the title starts as nil.",
      sources: ["S69"]),
    FidelityRule(
      "A11.1", .observed,
      "Animated push: willMove, view loading, covered viewWillDisappear, pushed viewWillAppear; "
        + "after the animation covered viewDidDisappear, pushed viewDidAppear, then didMove.",
      sources: ["S31", "S39", "S40", "S50", "S51"]),
    FidelityRule(
      "A11.2", .observed,
      "Animated pop: willMove(nil), popped viewWillDisappear, revealed viewWillAppear; after "
        + "the animation popped viewDidDisappear, revealed viewDidAppear, then didMove(nil).",
      sources: ["S31", "S39", "S40", "S50"]),
    FidelityRule(
      "A11.3", .observed,
      "No appearance callback runs inside push or pop: the stack changes in the call, the "
        + "transition starts on the next run-loop turn.",
      sources: ["S50", "S57", "S67", "S53"]),
    FidelityRule(
      "A11.4", .observed,
      "Without animation, both controllers' will- and did-callbacks come in that first "
        + "deferred pass, with animated false.",
      sources: ["S50", "S52"]),
    FidelityRule(
      "A11.5", .observed,
      "isMovingToParent is true in a pushed controller's viewWillAppear, isMovingFromParent in "
        + "a popped one's viewWillDisappear; the covered controller sees both false.",
      sources: ["S37", "S55"]),
    FidelityRule(
      "A11.7", .observed,
      "A push during a running transition is queued and runs when that transition completes.",
      sources: ["S53", "S54"]),
  ]

  private static let navigationChoices: [FidelityRule] = [
    FidelityRule(
      "B20", .documented,
      "Pushing a controller that is already on the stack raises NSInvalidArgumentException "
        + "(the documentation's rule; the iOS 13 text, with a model bundle identifier).",
      sources: ["S45", "S44", "S54"]),
    FidelityRule(
      "B21", .inferred,
      "A pushed controller's view loads when the transition starts, just before the first "
        + "will-callback.",
      sources: ["S31", "S40", "S51", "S50"], switchItem: "B21"),
    FidelityRule(
      "B22", .inferred,
      "Navigation and presentation transitions start at the end of the turn; animated ones end "
        + "0.35 s (push, pop) or 0.3 s (present, dismiss) later.",
      sources: ["S50", "S57", "S53"], switchItem: "B22"),
    FidelityRule(
      "B23", .inferred,
      "didMove comes after the did-callbacks for non-animated pushes and pops too.",
      sources: ["S31"], switchItem: "B23"),
    FidelityRule(
      "B26", .inferred,
      "popToRootViewController with nothing to pop returns nil and sends nothing.",
      sources: ["S44"], switchItem: "B26"),
    FidelityRule(
      "B39", .inferred,
      "A stack change while the navigation controller is off screen sends no appearance "
        + "callbacks; didMove still comes at the end of the turn.",
      sources: ["S51", "S50"], switchItem: "B39"),
    FidelityRule(
      "B40", .inferred,
      "UINavigationController(rootViewController:) sets the root up without tracing willMove "
        + "and didMove (UIKit sends them before the code can name the controller).",
      sources: ["S44"], switchItem: "B40"),
  ]
}
