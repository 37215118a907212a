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
    // Lines across the scroll direction: `across` is the room in a line, `along` the length
    // lines fill.
    let across = vertical ? visible.width : visible.height
    let along = vertical ? visible.height : visible.width
    var shown: [ListIndexPath] = []
    var lineStart = 0.0
    var lineThickness = 0.0
    var position = 0.0
    for (path, size) in sizes {
      let itemAcross = vertical ? size.width : size.height
      let itemAlong = vertical ? size.height : size.width
      if position > 0, position + itemAcross > across {
        lineStart += lineThickness + layout.minimumLineSpacing
        lineThickness = 0
        position = 0
      }
      guard lineStart < along else { break }
      shown.append(path)
      position += itemAcross + layout.minimumInteritemSpacing
      lineThickness = max(lineThickness, itemAlong)
    }
    return shown
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
