/// `UICollectionView` with a flow layout (docs/FIDELITY.md A35, B74): items placed in lines
/// along the scroll direction.
open class UICollectionView: ListView {
  /// The layout object; the model lays out as a flow layout does.
  public var layout: UICollectionViewFlowLayout

  public init(frame: CGRect, layout: UICollectionViewFlowLayout) {
    self.layout = layout
    super.init(kind: .collection, frame: frame)
  }

  /// B74 [I]: a flow layout prepares every item before it shows any: the delegate's
  /// `collectionView(_:layout:sizeForItemAt:)` is asked for each item (when it implements it;
  /// else the layout's `itemSize`); an item without a size the model knows (zero or less,
  /// as `collectionView.bounds.size` reads before a layout the model never solves) takes the
  /// collection view's visible size (B71). Items are placed in lines across the scroll
  /// direction, `minimumInteritemSpacing` apart, lines `minimumLineSpacing` apart; an item
  /// shows when its line starts inside the visible length.
  override func visiblePaths() -> [ListIndexPath] {
    // A35.7: the lines that start inside the list from its content offset along the scroll
    // axis and end after it (B71).
    let vertical = layout.scrollDirection == "vertical"
    let top = max(vertical ? contentOffset.y : contentOffset.x, 0)
    let along = (vertical ? visibleSize.height : visibleSize.width) + top
    return placedItems().filter { $0.start < along && (top <= 0 || $0.end > top) }.map(\.path)
  }

  override var scrollsVertically: Bool { layout.scrollDirection == "vertical" }

  /// A35.7, B71: an item lies in its line, the lines one after another along the scroll axis.
  override func extent(of path: ListIndexPath) -> ListExtent? {
    let items = placedItems()
    guard let item = items.first(where: { $0.path == path }) else { return nil }
    let total = items.map(\.lineEnd).max() ?? 0
    return ListExtent(start: item.start, length: item.end - item.start, total: total)
  }

  /// B71 [I]: every item placed by the flow layout: its line's start, its own end along the
  /// scroll axis, and its line's end (the delegate's size asked item by item).
  private func placedItems() -> [(path: ListIndexPath, start: Double, end: Double, lineEnd: Double)]
  {
    let sim = simulation
    let visible = visibleSize
    let vertical = layout.scrollDirection == "vertical"
    var sizes: [(ListIndexPath, CGSize)] = []
    for (section, items) in (counts ?? []).enumerated() {
      for item in 0..<items where !sim.isTerminated {
        let path = ListIndexPath(item: item, section: section)
        var size = layout.itemSize
        if case .size(let answer)? = sim.callApp(
          delegate, spelling.sizeForItem,
          [.object(self), .object(layout), argument(path)], rule: "B74")
        {
          size = answer
        }
        if size.width <= 0 { size.width = visible.width }
        if size.height <= 0 { size.height = visible.height }
        sizes.append((path, size))
        if sizes.count >= 100_000 { break }
      }
    }
    // Lines across the scroll direction: `across` is the room in a line.
    let across = vertical ? visible.width : visible.height
    var placed: [(path: ListIndexPath, start: Double, end: Double, lineEnd: Double)] = []
    var lineFirst = 0
    var lineStart = 0.0
    var lineThickness = 0.0
    var position = 0.0
    func closeLine() {
      for index in lineFirst..<placed.count { placed[index].lineEnd = lineStart + lineThickness }
    }
    for (path, size) in sizes {
      let itemAcross = vertical ? size.width : size.height
      let itemAlong = vertical ? size.height : size.width
      if position > 0, position + itemAcross > across {
        closeLine()
        lineStart += lineThickness + layout.minimumLineSpacing
        lineThickness = 0
        position = 0
        lineFirst = placed.count
      }
      placed.append((path, lineStart, lineStart + itemAlong, lineStart + itemAlong))
      position += itemAcross + layout.minimumInteritemSpacing
      lineThickness = max(lineThickness, itemAlong)
    }
    closeLine()
    return placed
  }
}

/// `UICollectionViewFlowLayout` as the model reads it (B74): the item size and spacings it
/// places items with, and its scroll direction.
public final class UICollectionViewFlowLayout {
  /// UIKit's default item size is 50 × 50 points.
  public var itemSize = CGSize(width: 50, height: 50)
  /// `vertical` (the default) or `horizontal`.
  public var scrollDirection = "vertical"
  public var minimumLineSpacing = 10.0
  public var minimumInteritemSpacing = 10.0

  public init() {}
}
