/// The styling a view stores: what tutorials set next to containment code (`alpha`,
/// `backgroundColor`, `tag`, `autoresizingMask`, `layer.cornerRadius`, `clipsToBounds`).
///
/// The model stores and returns these values and never draws; setting one records nothing,
/// so ordinary traces stay about containment (FIDELITY-SURFACE.md V1 [I]).
public struct ViewStyling: Sendable, Equatable, Hashable {
  /// `alpha`, 1 by default (UIView.h: "default is 1.0").
  public var alpha: Double = 1
  /// `backgroundColor` by its UIColor name (`red`, `systemBackground`), nil by default.
  public var backgroundColor: String?
  public var tag: Double = 0
  /// `autoresizingMask` as UIKit's raw bits (`UIView.AutoresizingMask`).
  public var autoresizingMask: UInt = 0
  public var cornerRadius: Double = 0
  public var clipsToBounds = false

  public init() {}
}

extension UIView {
  /// `UIView.AutoresizingMask`, with UIKit's raw values (UIView.h).
  public static let autoresizingMaskNames: [(String, UInt)] = [
    ("flexibleLeftMargin", 1 << 0), ("flexibleWidth", 1 << 1), ("flexibleRightMargin", 1 << 2),
    ("flexibleTopMargin", 1 << 3), ("flexibleHeight", 1 << 4), ("flexibleBottomMargin", 1 << 5),
  ]

  /// The view and its descendants, parents before children (for finding a view by name).
  public var viewsInSubtree: [UIView] { [self] + subviews.flatMap(\.viewsInSubtree) }
}
