/// `IndexPath` / `NSIndexPath` as table and collection views use it (docs/FIDELITY.md A35):
/// a section and a row (a table's) or an item (a collection view's).
public struct ListIndexPath: Sendable, Hashable, Comparable {
  public var section: Int
  /// The row of a table, the item of a collection view: UIKit's `row` and `item` are the
  /// same index of an index path of length 2.
  public var item: Int

  public init(item: Int, section: Int) {
    self.section = section
    self.item = item
  }

  public static func < (left: Self, right: Self) -> Bool {
    (left.section, left.item) < (right.section, right.item)
  }

  /// How the trace shows it: Swift prints an `IndexPath` as `[0, 1]`; Objective-C code
  /// writes one as `[NSIndexPath indexPathForRow:1 inSection:0]`.
  public func traceValue(isRow: Bool) -> TraceValue {
    .indexPath(section: section, item: item, isRow: isRow)
  }
}
