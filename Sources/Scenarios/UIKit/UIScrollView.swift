import Containment

extension UIKitType {
  /// `UIScrollView`: content size and offset, kept and read back; nothing scrolls by touch
  /// (FIDELITY-SURFACE.md V1, V10). An offset set by code tells the delegate
  /// (docs/FIDELITY.md A27.4, A27.5, B60).
  static let uiScrollView = UIKitType(
    "UIScrollView", superclass: "UIView", receiver: .scrollView,
    initializers: UIKitMember.viewInitializers(
      "UIScrollView", fidelity: "V1", make: { UIScrollView(frame: $0) })
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
        on, "contentOffset", .point, fidelity: "A27.4",
        read: { call in .surface(.point(call.view(as: UIScrollView.self).contentOffset)) },
        write: { call in
          call.view(as: UIScrollView.self).setContentOffset(call.point(0))
          return nil
        }),
      .method(
        on, "setContentOffset", [nil, "animated"], objc: ["setContentOffset", "animated"],
        [.point, .bool], fidelity: "A27.5"
      ) { call in
        call.view(as: UIScrollView.self).setContentOffset(call.point(0), animated: call.bool(1))
        return .void
      },
      // C20 [D] (U11, A27.5): scrolls just enough to show the rectangle, as
      // `setContentOffset(_:animated:)` to that offset, so the delegate hears what an offset set
      // by code tells it, nested under this call.
      .method(
        on, tracing: "scrollRectToVisible", [nil, "animated"],
        objc: ["scrollRectToVisible", "animated"], [.rect, .bool], fidelity: "C20"
      ) { call in
        let scroll = call.view(as: UIScrollView.self)
        let (rect, animated) = (call.rect(0), call.bool(1))
        call.simulation.dispatch(.manual, scroll, call.traced, [rect.traceValue, .bool(animated)]) {
          scroll.setContentOffset(
            UIScrollView.offset(showing: rect, in: scroll), animated: animated)
        }
        return .void
      },
      .property(
        on, "delegate", .any, fidelity: "A27.4",
        read: { call in
          (call.view(as: UIScrollView.self).delegate as? UIViewController).map(Value.controller)
            ?? .null
        },
        write: { call throws(Interrupt) in
          let scroll = call.view(as: UIScrollView.self)
          switch call.argument(0) {
          case .null: scroll.delegate = nil
          case .controller(let object): scroll.delegate = object
          // A view of a class the scenario declares (a paging view that is its own scroll
          // view's delegate): its methods run where UIKit calls them.
          case .view(let object as InterpretedView): scroll.delegate = object
          case let other:
            throw Interrupt(
              .typeMismatch(
                context: call.context,
                expected: "an object of a class the scenario declares, or nil",
                found: other.kindDescription), at: call.location(of: 0))
          }
          return nil
        }),
    ]
  }
}

extension UIScrollView {
  /// C20 [I]: the offset that shows `rect` "just visible" (U11): on each axis the
  /// offset stays when the rectangle already lies inside the visible bounds, else it moves the
  /// least that brings the rectangle's near edge (a rectangle longer than the bounds) or far
  /// edge into view, within the content (0 … content size minus bounds size).
  static func offset(showing rect: CGRect, in scroll: UIScrollView) -> CGPoint {
    func axis(
      _ offset: Double, _ visible: Double, _ start: Double, _ length: Double, _ content: Double
    )
      -> Double
    {
      var target = offset
      if start < offset || length > visible {
        target = start
      } else if start + length > offset + visible {
        target = start + length - visible
      }
      return min(max(0, target), max(0, content - visible))
    }
    let bounds = scroll.bounds.size
    return CGPoint(
      x: axis(
        scroll.contentOffset.x, bounds.width, rect.origin.x, rect.width, scroll.contentSize.width),
      y: axis(
        scroll.contentOffset.y, bounds.height, rect.origin.y, rect.height,
        scroll.contentSize.height))
  }
}
