/// A scroll view's delegate as code can reach it (docs/FIDELITY.md A27.4, A27.5, B60): a
/// change of `contentOffset` made by code tells the delegate `scrollViewDidScroll(_:)`; an
/// animated `setContentOffset(_:animated:)` ends with `scrollViewDidEndScrollingAnimation(_:)`.
/// The delegate's other methods (dragging, decelerating, zooming) answer touches, and no touch
/// reaches a scenario.
///
/// ```swift
/// scroll.delegate = self
/// scroll.contentOffset = CGPoint(x: 320, y: 0)   // auto self.scrollViewDidScroll(scroll)
/// scroll.setContentOffset(.zero, animated: true)  // time 0.3: scrollViewDidScroll,
///                                                 //   scrollViewDidEndScrollingAnimation
/// ```
extension UIScrollView {
  /// B60 [I]: how long an animated `setContentOffset(_:animated:)` takes (Apple gives no
  /// figure; a constant velocity in the documentation, about a third of a second on devices).
  public static let scrollAnimationDuration = 0.3

  /// `contentOffset = offset` as code writes it: A27.4 [O] a new offset tells the delegate
  /// before the assignment returns; the same offset tells it nothing.
  public func setContentOffset(_ offset: CGPoint) {
    scrollTarget = nil
    guard offset != contentOffset else { return }
    contentOffset = offset
    (self as? ListView)?.offsetChanged()  // A35.7: a list shows the rows there next
    _ = simulation.callApp(delegate, .scrollViewDidScroll, [.object(self)], rule: "A27.4")
  }

  /// `setContentOffset(_:animated:)`: without animation, as the assignment; animated, the
  /// offset moves for `scrollAnimationDuration` (B60 [I]) and reaches its target at the end,
  /// then the delegate hears `scrollViewDidScroll(_:)` and `scrollViewDidEndScrollingAnimation(_:)`
  /// (A27.5 [D]); `uikit=B60:at-call` moves it at the call instead. An animated move to where
  /// the offset already is animates nothing and calls nothing (B60).
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard animated else { return setContentOffset(offset) }
    guard offset != (scrollTarget ?? contentOffset) else { return }
    let atCall = simulation.behavior.animatedScrollOffset == .atCall
    if atCall { setContentOffset(offset) }
    scrollTarget = offset
    simulation.schedule(after: Self.scrollAnimationDuration) { [weak self] in
      guard let self, self.scrollTarget == offset || atCall else { return }
      if atCall { self.scrollTarget = nil } else { self.setContentOffset(offset) }
      _ = self.simulation.callApp(
        self.delegate, .scrollViewDidEndScrollingAnimation, [.object(self)], rule: "A27.5")
    }
  }
}

extension APIMember {
  /// `UIScrollViewDelegate`'s methods UIKit calls for offsets set by code (A27.4, A27.5).
  public static let scrollViewDidScroll = APIMember(
    declared: .method(
      swiftName: "scrollViewDidScroll", swiftLabels: [nil], objcPieces: ["scrollViewDidScroll"]))
  public static let scrollViewDidEndScrollingAnimation = APIMember(
    declared: .method(
      swiftName: "scrollViewDidEndScrollingAnimation", swiftLabels: [nil],
      objcPieces: ["scrollViewDidEndScrollingAnimation"]))
}
