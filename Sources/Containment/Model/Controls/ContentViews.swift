/// `UILabel`: stored text.
open class UILabel: UIView {
  public var text: String?
  public var numberOfLines = 1
}

/// `UIImageView`: the name of its image, if any (`UIImage(named:)`).
open class UIImageView: UIView {
  public var imageName: String?
}

/// `UIScrollView`: content size and offset, stored (nothing scrolls by touch); a change of
/// the offset made by code tells the delegate (`UIScrollView+Delegate.swift`, A27.4).
open class UIScrollView: UIView {
  public var contentSize = CGSize(width: 0, height: 0)
  public internal(set) var contentOffset = CGPoint(x: 0, y: 0)
  /// The app's `UIScrollViewDelegate`, weak as in UIKit.
  public weak var delegate: AnyObject?
  /// The offset an animated `setContentOffset(_:animated:)` is moving to (B60).
  var scrollTarget: CGPoint?
}

/// `UIStackView`: its arranged subviews. `addArrangedSubview` also adds the view as a
/// subview (V9 [D]), with the appearance callbacks that may cause.
open class UIStackView: UIView {
  public private(set) var arrangedSubviews: [UIView] = []
  /// `axis` by its Swift name (`horizontal`, `vertical`).
  public var axis = "horizontal"
  public var spacing: Double = 0

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views {
      arrangedSubviews.append(view)
      insert(view, at: nil)
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public func addArrangedSubview(_ view: UIView) {
    simulation.traced(self, .addArrangedSubview, [.object(simulation.traceName(of: view))]) {
      arrangedSubviews.removeAll { $0 === view }
      arrangedSubviews.append(view)
      if view.superview !== self { insert(view, at: nil) }
    }
  }

  /// Removes `view` from the arranged list only; it stays a subview (V9 [D]).
  public func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }
}
