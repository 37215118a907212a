/// The model's bound on a view tree's depth (issue 31). UIKit has none, but every walk up a
/// tree (`isDescendant(of:)`, `window`, `nearestController`) runs on each `addSubview`, so a
/// chain of nested views made each add cost its depth: sixteen thousand nested views took
/// tens of seconds. With the bound each walk is at most `maximumViewDepth` steps, and a
/// scenario that nests deeper stops with a clear message, as a runaway one does.
extension UIView {
  /// Levels of nesting a view tree may have; real screens nest a few dozen.
  public static let maximumViewDepth = 1_000

  /// Ancestors above `self`, counted up to `limit` (and no further).
  func depth(upTo limit: Int) -> Int {
    var count = 0
    var current = superview
    while let node = current, count < limit {
      count += 1
      current = node.superview
    }
    return count
  }

  /// Levels of `self`'s subtree (1 for a view without subviews), counted up to `limit`.
  func height(upTo limit: Int) -> Int {
    var deepest = 0
    var stack: [(UIView, Int)] = [(self, 1)]
    while let (node, level) = stack.popLast() {
      deepest = max(deepest, level)
      if deepest >= limit { return deepest }
      for child in node.subviews { stack.append((child, level + 1)) }
    }
    return deepest
  }

  /// True when `view` under `self` would nest past `maximumViewDepth`; the run is then
  /// stopped with the reason.
  func stopsForDepth(adding view: UIView) -> Bool {
    let limit = Self.maximumViewDepth
    let above = depth(upTo: limit)
    guard above + 1 + view.height(upTo: limit) > limit else { return false }
    simulation.stop(
      reason: "stopped: adding this view would nest the view tree more than \(limit) levels "
        + "deep (the model's limit; real screens nest a few dozen)")
    return true
  }
}
