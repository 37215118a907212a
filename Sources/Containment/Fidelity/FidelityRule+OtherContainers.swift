extension FidelityRule {
  /// The other system containers app code embeds: UIPageViewController (A23; B49-B51).
  static let otherContainerRules: [FidelityRule] = pageFacts + pageChoices

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
      sources: ["S30", "S100"]),
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
}
