import Containment

extension UIKitType {
  /// `UIScrollView`: content size and offset, kept and read back; nothing scrolls
  /// (FIDELITY-SURFACE.md V1, V10).
  static let uiScrollView = UIKitType(
    "UIScrollView", superclass: "UIView", receiver: .scrollView
  ) { on in
    [
      .property(
        on, "contentSize", .size, fidelity: "V10",
        read: { call in .surface(.size(call.view(as: UIScrollView.self).contentSize)) },
        write: { call in
          call.view(as: UIScrollView.self).contentSize = call.size(0)
          return nil
        }),
      .property(
        on, "contentOffset", .point, fidelity: "V10",
        read: { call in .surface(.point(call.view(as: UIScrollView.self).contentOffset)) },
        write: { call in
          call.view(as: UIScrollView.self).contentOffset = call.point(0)
          return nil
        }),
    ]
  }
}
