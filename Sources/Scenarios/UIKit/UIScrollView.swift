import Containment

extension UIKitType {
  /// `UIScrollView`: content size and offset, kept and read back; nothing scrolls by touch
  /// (FIDELITY-SURFACE.md V1, V10). An offset set by code tells the delegate
  /// (docs/FIDELITY.md A27.4, A27.5, B60).
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
