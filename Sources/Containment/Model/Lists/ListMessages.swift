/// What UIKit raises about tables and collection views (docs/FIDELITY.md A35.2, A35.3, A35.6).
extension UIKitMessages {
  /// A35.3 [O]: `dequeueReusableCell(withIdentifier:for:)` of an identifier nothing registered.
  static func unableToDequeue(_ identifier: String, table: Bool) -> String {
    table
      ? "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard"
      : "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
        + "\(identifier) - must register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard"
  }

  /// A35.2 [O]: the data source gave no cell.
  static func noCell(list: String, dataSource: String, table: Bool) -> String {
    table
      ? "UITableView (\(list)) failed to obtain a cell from its dataSource (\(dataSource))"
      : "the cell returned from -collectionView:cellForItemAtIndexPath: is nil (\(dataSource))"
  }

  static let rangeException = "NSRangeException"

  /// A35.7 [I]: scrolling to a row or item the list does not have (the model's wording after
  /// UIKit's).
  static func scrollBeyondBounds(_ path: ListIndexPath, counts: [Int], table: Bool) -> String {
    guard table else {
      return "attempt to scroll to invalid index path: {length = 2, path = \(path.section) - "
        + "\(path.item)}"
    }
    guard path.section >= 0, path.section < counts.count else {
      return "section (\(path.section)) beyond bounds (\(counts.count))."
    }
    return "row (\(path.item)) beyond bounds (\(counts[path.section])) for section "
      + "(\(path.section))."
  }

  /// A35.6 [O]: the counts after an update do not add up.
  static func invalidUpdate(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, table: Bool
  ) -> String {
    let noun = table ? "rows" : "items"
    return "Invalid update: invalid number of \(noun) in section \(section). The number of "
      + "\(noun) contained in an existing section after the update (\(after)) must be equal to "
      + "the number of \(noun) contained in that section before the update (\(before)), plus or "
      + "minus the number of \(noun) inserted or deleted from that section (\(inserted) "
      + "inserted, \(deleted) deleted) and plus or minus the number of \(noun) moved into or out "
      + "of that section (0 moved in, 0 moved out)."
  }
}
