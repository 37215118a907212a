extension FidelityRule {
  /// UINavigationController (A10, A11; B20-B23, B26, B39, B40, B43), presentation (A13,
  /// A14; B25, B34, B35, B41, B44; FidelityRule+Presentation.swift) and UITabBarController
  /// (A15; B27, B42).
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
    FidelityRule(
      "A15.6", .observed,
      "addChild on a tab bar controller adds a tab at the end; the first tab added is "
        + "selected and appears with the tab bar controller.",
      sources: ["S76", "S48"]),
    FidelityRule(
      "A15.7", .documented,
      "tabBarController is the nearest ancestor that is a tab bar controller (through a "
        + "navigation controller that is a tab), nil when there is none.",
      sources: ["S132"]),
  ]

  private static let tabChoices: [FidelityRule] = [
    FidelityRule(
      "B27", .inferred,
      "A tab switch sends the will-callbacks inside the setter and the did-callbacks at the "
        + "end of the turn, with animated false.",
      sources: ["S59"], switchItem: "B27"),
    FidelityRule(
      "B42", .inferred,
      "Setting viewControllers: a joining tab gets willMove and didMove; a leaving tab gets "
        + "only didMove(nil), no willMove(nil), and its view leaves with it.",
      sources: ["S72", "S48", "S1"], switchItem: "B42"),
  ]

  private static let navigationFacts: [FidelityRule] = [
    FidelityRule(
      "A10.1", .documented,
      "UINavigationController(rootViewController:) pushes the root without animation: the root "
        + "is on the stack and a child, and gets willMove inside the initializer.",
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
      sources: ["S44", "S37", "S74"]),
    FidelityRule(
      "A10.8", .documented,
      "navigationItem is created on first use, one per controller; the model keeps its title "
        + "and draws no bar; the title starts as nil.",
      sources: ["S69"]),
    FidelityRule(
      "A10.9", .observed,
      "The root reads isMovingToParent == true in its first viewWillAppear.",
      sources: ["S37"]),
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
      "The root's didMove comes after its first viewDidAppear, when the push the initializer "
        + "stands for would end; a navigation controller that never appears never sends it.",
      sources: ["S44", "S37", "S31"], switchItem: "B40"),
    FidelityRule(
      "B43", .inferred,
      "setViewControllers that drops the top: the old top gets neither willMove(nil) nor "
        + "didMove(nil); the other dropped controllers leave as popped ones do.",
      sources: ["S73", "S45"], switchItem: "B43"),
  ]
}
