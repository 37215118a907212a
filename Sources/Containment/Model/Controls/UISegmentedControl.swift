/// `UISegmentedControl`: segments with titles and a selected index. Setting
/// `selectedSegmentIndex` in code sends no action (V5 [D]); a user's selection (a
/// scenario's `run=select:…`) sets it and then sends `.valueChanged` (V6 [D]).
open class UISegmentedControl: UIControl {
  /// `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  public private(set) var titles: [String?]
  public var selectedSegmentIndex = UISegmentedControl.noSegment

  /// `UISegmentedControl(items:)` / `initWithItems:`.
  public init(items: [String]) {
    titles = items
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    titles = []
    super.init(frame: frame)
  }

  public var numberOfSegments: Int { titles.count }

  public func insertSegment(withTitle title: String?, at index: Int) {
    titles.insert(title, at: min(max(0, index), titles.count))
  }

  public func removeAllSegments() {
    titles.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  public func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard titles.indices.contains(index) else { return }
    titles[index] = title
  }

  public func titleForSegment(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// What a user's tap on segment `index` does: select it, then send `.valueChanged`
  /// (only when the selection changed).
  public func userSelects(_ index: Int) {
    guard index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    userTouches(for: .valueChanged)
  }
}
