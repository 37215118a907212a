/// Scrolling a table or collection view to a row or item (docs/FIDELITY.md A35.7, B71): the
/// list works out where the row lies with the heights and sizes it lays rows out with, moves
/// its content offset so the row is where the code asked, and shows the rows at that offset at
/// the next layout pass.
///
/// ```swift
/// table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
/// // auto self.scrollViewDidScroll(table); the next layout pass shows rows 5, 6, 7
/// ```
extension ListView {
  /// A35.7: the code's `scrollToRow(at:at:animated:)` / `scrollToItem(at:at:animated:)`, a
  /// manual trace line with the delegate's calls nested; `position` as the trace shows it.
  public func scroll(
    to path: ListIndexPath, position: TraceValue, animated: Bool, member: APIMember
  ) {
    let arguments: [TraceValue] = [path.traceValue(isRow: isTable), position, .bool(animated)]
    simulation.traced(self, member, arguments) {
      var name = "none"
      if case .constant(let swift, _) = position { name = swift }
      scroll(to: path, position: name, animated: animated)
    }
  }

  /// A35.7: `scrollToRow(at:at:animated:)`, `scrollToItem(at:at:animated:)`, and the scroll
  /// a selection with a position asks for. `position` is the `ScrollPosition` case's Swift
  /// name; one across the list's scroll axis (a collection view's `.left` on a vertical list)
  /// moves nothing.
  public func scroll(to path: ListIndexPath, position: String, animated: Bool) {
    if counts == nil { askCounts() }
    guard let extent = extent(of: path) else {
      simulation.raise(
        UIKitMessages.rangeException,
        UIKitMessages.scrollBeyondBounds(path, counts: counts ?? [], table: isTable),
        rule: "A35.7")
      return
    }
    let vertical = scrollsVertically
    let length = vertical ? visibleSize.height : visibleSize.width
    let current = vertical ? contentOffset.y : contentOffset.x
    let start = extent.start
    let end = extent.start + extent.length
    let along: Set<String> =
      vertical
      ? ["top", "middle", "bottom", "none", "centeredVertically"]
      : ["left", "centeredHorizontally", "right", "none"]
    guard along.contains(position) || isTable else { return }
    var target: Double
    switch position {
    case "top", "left": target = start
    case "middle", "centeredVertically", "centeredHorizontally":
      target = start + extent.length / 2 - length / 2
    case "bottom", "right": target = end - length
    default:
      // `.none`: the least movement that shows the whole row; none when it is shown.
      if start < current {
        target = start
      } else if end > current + length {
        target = end - length
      } else {
        target = current
      }
    }
    target = min(max(target, 0), max(extent.total - length, 0))
    let offset =
      vertical
      ? CGPoint(x: contentOffset.x, y: target) : CGPoint(x: target, y: contentOffset.y)
    setContentOffset(offset, animated: animated)
  }

  /// A35.7: a new offset of a list on screen shows the rows there at the next layout pass.
  func offsetChanged() {
    guard isInVisibleWindow, dataSource != nil else { return }
    needsLoad = true
    simulation.listLoadPending = true
  }
}

/// Where a row or item lies along its list's scroll axis, and the whole content's length.
struct ListExtent {
  let start: Double
  let length: Double
  let total: Double
}
