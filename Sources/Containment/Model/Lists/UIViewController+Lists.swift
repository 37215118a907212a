/// `UITableViewController` and `UICollectionViewController` (docs/FIDELITY.md A35.1): a view
/// controller whose view is a list it is the data source and delegate of.
extension UIViewController {
  /// A35.1 [D]: the view `loadView` makes: a plain view, or for a table or collection view
  /// controller its list, with the controller as data source and delegate. A list the
  /// storyboard made has its prototype cells (B72). B81 [I]: it starts with the screen's
  /// bounds, as UIKit's view does before a window or a container sizes it.
  func makeRootView() -> UIView {
    let screen = simulation.screenBounds
    guard let kind = listRoot else { return UIView(frame: screen) }
    let list: ListView =
      kind == .table
      ? UITableView(frame: screen, style: listRootStyle)
      : UICollectionView(frame: screen, layout: listRootLayout ?? UICollectionViewFlowLayout())
    list.dataSource = self
    list.delegate = self
    list.isFromStoryboard = simulation.isFromStoryboard(self)
    return list
  }

  /// The list a table or collection view controller shows (its view, loaded when read).
  public var rootList: ListView? {
    guard listRoot != nil else { return nil }
    return loadViewForUIKit() as? ListView
  }
}

extension ListView {
  /// A35.1 [I]: a new data source is asked at the list's next layout on screen.
  func dataSourceChanged() {
    counts = nil
    needsLoad = true
    if isInVisibleWindow { simulation.listLoadPending = true }
  }
}
