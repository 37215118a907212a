extension FidelityRule {
  /// A container's list after a move (A1.8, B77) and the view hierarchy's hooks (A36, B78).
  static let hierarchyRules: [FidelityRule] = [
    FidelityRule(
      "A1.8", .documented,
      "A system container's list is its children: a controller another container takes "
        + "(A1.1), or the code removes, is gone from the navigation stack, the tabs, the pages "
        + "or the split view controller's columns as soon as it leaves children.",
      sources: ["S44", "S48", "S100", "S106"]),
    FidelityRule(
      "A36.1", .documented,
      "When a view moves, UIKit calls the old superview's willRemoveSubview(_:) and the "
        + "view's willMove(toSuperview:) before the move, then the view's didMoveToSuperview() "
        + "and the new superview's didAddSubview(_:) after it; UIView's own versions do "
        + "nothing, so only an app's class that overrides one hears it.",
      sources: ["S164", "S165"]),
    FidelityRule(
      "A36.2", .observed,
      "A view entering or leaving a window, and every view under it, parents first, gets "
        + "willMove(toWindow:) before and didMoveToWindow() after, between the superview "
        + "hooks; a window root's subviews hear of the window when it shows, after the root's "
        + "viewWillAppear.",
      sources: ["S163", "S165"]),
    FidelityRule(
      "B77", .inferred,
      "When a tab bar controller's selected tab leaves it (A1.8), the tab now at its index "
        + "is selected (the last when it was the last), and nothing appears anew.",
      sources: ["S48"], switchItem: "B77"),
    FidelityRule(
      "B78", .inferred,
      "A view entering or leaving a window: the controllers' will-callbacks before the "
        + "views' willMove(toWindow:), and their did-callbacks before didMoveToWindow(); "
        + "the model's window is the visible window.",
      sources: ["S163"], switchItem: "B78"),
  ]
}
