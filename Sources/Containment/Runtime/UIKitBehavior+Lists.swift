/// The model's choices for tables and collection views (docs/FIDELITY.md B71-B74).
extension UIKitBehavior {
  /// B71 [I]: a list shows the rows or items that fit in its visible size (its frame, else
  /// the window's, else a phone screen's), or every row and item.
  public enum ListExtent: String, Sendable, CaseIterable {
    case screen
    case allRows = "all-rows"
  }
  /// B72 [I]: a storyboard prototype cell is of the scenario's cell class its identifier
  /// names (else its only cell class), or always UIKit's plain cell.
  public enum PrototypeClass: String, Sendable, CaseIterable {
    case named, plain
  }
  /// B73 [I]: the delegate's `willDisplay` comes before the cell goes into the list, or after.
  public enum WillDisplaySlot: String, Sendable, CaseIterable {
    case beforeAdding = "before-adding"
    case afterAdding = "after-adding"
  }
  /// B74 [I]: `performBatchUpdates`' completion runs when its animation ends (on screen) or
  /// at the end of the turn.
  public enum BatchCompletion: String, Sendable, CaseIterable {
    case afterAnimation = "after-animation"
    case endOfTurn = "end-of-turn"
  }
  /// B75 [I]: the pages an animated `setViewControllers(_:direction:animated:)` shows while the
  /// page view controller is not on screen appear with `animated` false (nothing animates) or
  /// with the flag the call passed.
  public enum OffscreenPageFlag: String, Sendable, CaseIterable {
    case notAnimated = "not-animated"
    case asCalled = "as-called"
  }
  /// B76 [I]: a storyboard split view controller whose code sets a column is of the column
  /// style the code implies, or stays classic (and UIKit ignores the column API).
  public enum StoryboardSplitStyle: String, Sendable, CaseIterable {
    case fromColumns = "from-columns"
    case classic
  }
}
