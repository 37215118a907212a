extension FidelityRule {
  /// The other system containers app code embeds: UIPageViewController (A23; B49-B51),
  /// UISplitViewController (A24; B52-B54, B57), embed segues (A25), UIHostingController (A26).
  static let otherContainerRules: [FidelityRule] =
    pageFacts + splitFacts + segueFacts + hostingFacts + pageChoices + splitChoices

  private static let pageFacts: [FidelityRule] = [
    FidelityRule(
      "A23.1", .documented,
      "A page view controller has a transition style (page curl or scroll) and an "
        + "orientation; viewControllers are the pages it shows, which are its children.",
      sources: ["S100"]),
    FidelityRule(
      "A23.2", .observed,
      "setViewControllers loads the page view controller's view; each new page becomes a "
        + "child without willMove, loads, gets viewWillAppear, its view goes in, "
        + "viewDidAppear, then didMove(toParent:), inside the call, even off screen.",
      sources: ["S30", "S100", "S104"]),
    FidelityRule(
      "A23.3", .documented,
      "The data source and the delegate are asked only during gesture-based navigation: a "
        + "page change made by code asks neither for neighbours.",
      sources: ["S101", "S102", "S103"]),
  ]

  private static let pageChoices: [FidelityRule] = [
    FidelityRule(
      "B49", .inferred,
      "A page that setViewControllers replaces gets viewWillDisappear after the new page's "
        + "viewWillAppear, viewDidDisappear before its viewDidAppear, then only "
        + "removeFromParent's didMove(nil), after the new page's didMove.",
      sources: ["S30", "S1"], switchItem: "B49"),
    FidelityRule(
      "B50", .inferred,
      "An animated page change on screen ends when its animation does (0.35 s): the "
        + "did-callbacks, the moves, then the completion with true; otherwise all inside "
        + "the call.",
      sources: ["S100", "S30"], switchItem: "B50"),
    FidelityRule(
      "B51", .inferred,
      "A page that appeared while its page view controller was off screen gets no second "
        + "viewWillAppear when the page view controller appears.",
      sources: ["S30"], switchItem: "B51"),
  ]

  private static let splitFacts: [FidelityRule] = [
    FidelityRule(
      "A24.1", .documented,
      "A split view controller is classic (UISplitViewController()) or has columns "
        + "(init(style:), iOS 14); the controllers of its columns are its children.",
      sources: ["S106"]),
    FidelityRule(
      "A24.2", .documented,
      "Classic viewControllers: the primary first, then the secondary; expanded it shows both, "
        + "collapsed one; the views of the shown columns load and appear with it.",
      sources: ["S106", "S108"]),
    FidelityRule(
      "A24.3", .documented,
      "setViewController(_:for:) wraps a controller that is not a navigation controller in "
        + "one, which becomes the child; viewController(for:) answers the controller set.",
      sources: ["S106", "S109", "S105"]),
    FidelityRule(
      "A24.4", .documented,
      "show(_:) makes a column visible.",
      sources: ["S106"]),
    FidelityRule(
      "A24.5", .documented,
      "showDetailViewController goes up to a split view controller: expanded it installs the "
        + "controller as the secondary (the same one changes nothing), collapsed it shows it as "
        + "show(_:sender:) does; with no split view controller the root presents it modally.",
      sources: ["S106", "S107"]),
    FidelityRule(
      "A24.7", .documented,
      "preferredDisplayMode is the arrangement the app prefers; when a new one changes the "
        + "mode shown, the delegate hears splitViewController(_:willChangeTo:) before "
        + "displayMode (never automatic) changes; collapsed, the mode has no effect. The column "
        + "widths, fractions and presentsWithGesture only choose how columns are drawn.",
      sources: ["S143", "S106"]),
    FidelityRule(
      "A24.6", .observed,
      "A plain controller set in the secondary column when it already holds a navigation "
        + "controller is pushed onto that navigation controller (FB8640357, Apple's answer "
        + "quoted by the reporter).",
      sources: ["S105"]),
  ]

  private static let segueFacts: [FidelityRule] = [
    FidelityRule(
      "A25.1", .observed,
      "An embed segue fires while the container's view loads: the container's "
        + "prepare(for:sender:) runs after its loadView and before its viewDidLoad; firing it "
        + "again into a container view that holds a view raises "
        + "NSInternalInconsistencyException (\"There are unexpected subviews in the container "
        + "view…\").",
      sources: ["S31", "S66"])
  ]

  private static let hostingFacts: [FidelityRule] = [
    FidelityRule(
      "A26.1", .documented,
      "A UIHostingController is used like any view controller: embedded as a child (addChild, "
        + "its view added, didMove), presented or pushed, with the usual callbacks; its "
        + "SwiftUI root view is content the model leaves inert.",
      sources: ["S110"]),
    FidelityRule(
      "A26.2", .documented,
      "sizingOptions is empty by default; .preferredContentSize and .intrinsicContentSize make "
        + "the controller track its content's size, which changes no callback.",
      sources: ["S111"]),
  ]

  private static let splitChoices: [FidelityRule] = [
    FidelityRule(
      "B52", .inferred,
      "A split view controller has a regular width (expanded, every column shown) unless the "
        + "scenario gives it a compact one (collapsed: the primary, or the compact column; the secondary is not stacked onto it).",
      sources: ["S108", "S106", "S105"], switchItem: "B52"),
    FidelityRule(
      "B53", .inferred,
      "A column's controller joins as a tab does, willMove and didMove at once, and leaves "
        + "with removeFromParent's didMove(nil), its view with it.",
      sources: ["S106"], switchItem: "B53"),
    FidelityRule(
      "B54", .inferred,
      "showDetailViewController on a collapsed split view controller: its primary navigation "
        + "controller pushes the controller, animated; without one the root presents it.",
      sources: ["S106", "S107"], switchItem: "B54"),
    FidelityRule(
      "B57", .inferred,
      "showDetailViewController on an expanded column-style split view controller whose "
        + "secondary holds a navigation controller: that navigation controller pushes a plain "
        + "controller (A24.6 carried over to this call).",
      sources: ["S105", "S106", "S107"], switchItem: "B57"),
    FidelityRule(
      "B67", .inferred,
      "A split view controller tells its delegate of a new display mode inside the "
        + "preferredDisplayMode setter when it is on screen and expanded; off screen the mode "
        + "becomes the one shown and nobody is told; .automatic shows every column beside the "
        + "secondary, and no mode moves a column's view.",
      sources: ["S143", "S108"], switchItem: "B67"),
  ]
}
