/// The lists' share of a layout pass (docs/FIDELITY.md A35.2): every table and collection
/// view in a visible window that has just entered it, or has a load due, asks its data source.
extension UIKitSimulation {
  /// A35.2 [O]: runs after the controllers' layout callbacks of the pass and before the
  /// work the turn deferred (so a view that appears gets `viewDidAppear` after its table
  /// filled, as UIKit lays out before the did-callbacks). Lists load top-down, in the order
  /// of the view tree.
  func loadLists() {
    listLoadPending = false
    var onScreen: [ListView] = []
    func collect(_ view: UIView) {
      if let list = view as? ListView { onScreen.append(list) }
      for subview in view.subviews { collect(subview) }
    }
    for window in windows where window.isVisible { collect(window) }
    let entered = onScreen.filter { !listsOnScreen.contains(ObjectIdentifier($0)) }
    listsOnScreen = Set(onScreen.map(ObjectIdentifier.init))
    depth += 1
    defer { depth -= 1 }
    for list in onScreen where !isTerminated {
      guard list.needsLoad || entered.contains(where: { $0 === list }) else { continue }
      // Still on screen after the lists before it loaded (a cell may have taken it out).
      guard list.isInVisibleWindow else { continue }
      list.load()
    }
  }
}
