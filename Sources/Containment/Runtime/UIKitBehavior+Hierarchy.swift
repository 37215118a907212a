/// The model's choices where a controller leaves a system container's list and where the view
/// hierarchy's hooks fall (docs/FIDELITY.md B77, B78).
extension UIKitBehavior {
  /// B77 [I]: when the selected tab leaves (another container takes it, or the code removes
  /// it), the selection is the tab now at its index (the last when it was the last), or the
  /// first tab.
  public enum LeavingTabSelection: String, Sendable, CaseIterable {
    case sameIndex = "same-index"
    case firstTab = "first-tab"
  }
  /// B78 [I]: a view entering or leaving a window: the controllers' will-callbacks before the
  /// views' `willMove(toWindow:)` and their did-callbacks before `didMoveToWindow()`, or the
  /// views' hooks first.
  public enum WindowHookSlot: String, Sendable, CaseIterable {
    case controllersFirst = "controllers-first"
    case viewsFirst = "views-first"
  }
}
