import Containment

extension UIKitType {
  /// `UIView`: the view hierarchy the appearance callbacks follow (FIDELITY.md A5.10, A6),
  /// geometry (V10) and the styling the model keeps without drawing (V1–V4, V8), traced with
  /// `show=views` (V11). Auto Layout and the animation class methods are still the
  /// interpreter's (`Interpreter+AutoLayout`, `performAnimation`).
  static let uiView = UIKitType("UIView", superclass: "UIResponder", receiver: .view) { on in
    hierarchy(on) + geometry(on) + styling(on)
  }

  private static func hierarchy(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(on, traced: .addSubview, [.view], fidelity: "A5.10") { call in
        call.view.addSubview(call.view(0))
        return .void
      }.highlighted,
      .method(on, traced: .insertSubviewAtIndex, [.view, .integer], fidelity: "A5.10") { call in
        call.view.insertSubview(call.view(0), at: Int(call.number(1)))
        return .void
      }.highlighted,
      .method(on, traced: .insertSubviewAbove, [.view, .view], fidelity: "A5.10") { call in
        call.view.insertSubview(call.view(0), aboveSubview: call.view(1))
        return .void
      }.highlighted,
      .method(on, traced: .insertSubviewBelow, [.view, .view], fidelity: "A5.10") { call in
        call.view.insertSubview(call.view(0), belowSubview: call.view(1))
        return .void
      }.highlighted,
      .method(on, traced: .removeFromSuperview, fidelity: "A5.10") { call in
        call.view.removeFromSuperview()
        return .void
      }.highlighted,
      .method(on, traced: .bringSubviewToFront, [.view], fidelity: "A5.10") { call in
        call.view.bringSubviewToFront(call.view(0))
        return .void
      }.highlighted,
      .method(on, traced: .sendSubviewToBack, [.view], fidelity: "A5.10") { call in
        call.view.sendSubviewToBack(call.view(0))
        return .void
      }.highlighted,
      .property(on, "superview", .optionalView, fidelity: "A5.10") { call in
        call.view.superview.map(Value.view) ?? .null
      }.highlighted,
      .property(on, "subviews", .array, fidelity: "A5.10") { call in
        .array(call.view.subviews.map(Value.view))
      }.highlighted,
      .property(on, "window", .optionalView, fidelity: "A5.9") { call in
        call.view.window.map(Value.view) ?? .null
      }.highlighted,
      // [D] "true if the receiver is an immediate or distant subview of view or if view is
      // the receiver itself" (UIView.h): a query of the hierarchy the model keeps.
      .method(
        on, "isDescendant", ["of"], objc: ["isDescendantOfView"], [.view], returns: .bool,
        fidelity: "A5.10"
      ) { call in
        let ancestor = call.view(0)
        var view: UIView? = call.view
        while let current = view {
          if current === ancestor { return .bool(true) }
          view = current.superview
        }
        return .bool(false)
      },
      // V8 [D]: the search includes the view itself, then its subviews, depth first.
      .method(on, "viewWithTag", [nil], [.number], returns: .optionalView, fidelity: "V8") {
        call in
        let tag = call.number(0)
        return call.view.viewsInSubtree.first { $0.styling.tag == tag }.map(Value.view) ?? .null
      },
    ]
  }

  private static func geometry(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .property(
        on, "frame", .rect, fidelity: "V10", read: { call in .rect(call.view.frame) },
        write: { call in
          call.view.frame = call.rect(0)
          call.traceAssignment(.setFrame, call.view.frame.traceValue)
          return nil
        }
      ).highlighted,
      // [D] Setting `bounds` sets the size the frame has around the same center (UIView.h);
      // [I] the model keeps no bounds origin (nothing scrolls), so it reads back as zero.
      .property(
        on, "bounds", .rect, fidelity: "V10", read: { call in .rect(call.view.bounds) },
        write: { call in
          let view = call.view
          let size = call.rect(0).size
          let center = centerOf(view.frame)
          view.frame = CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)
          return nil
        }
      ).highlighted,
      .property(
        on, "center", .point, fidelity: "V10",
        read: { call in .surface(.point(centerOf(call.view.frame))) },
        write: { call in
          let view = call.view
          let point = call.point(0)
          view.frame.origin = CGPoint(
            x: point.x - view.frame.width / 2, y: point.y - view.frame.height / 2)
          let center = centerOf(view.frame)
          call.traceAssignment(.setCenter, .point(x: center.x, y: center.y))
          return nil
        }),
      .property(
        on, "translatesAutoresizingMaskIntoConstraints", .bool, fidelity: "L1",
        read: { call in .bool(call.view.translatesAutoresizingMaskIntoConstraints) },
        write: { call in
          call.view.translatesAutoresizingMaskIntoConstraints = call.bool(0)
          return nil
        }
      ).highlighted,
    ]
  }

  private static func styling(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .property(
        on, "alpha", .number, fidelity: "V1", read: { call in .number(call.view.styling.alpha) },
        write: { call in
          call.view.styling.alpha = call.number(0)
          call.traceAssignment(.setAlpha, .number(call.view.styling.alpha))
          return nil
        }),
      .property(
        on, "isHidden", objc: "hidden", .bool, fidelity: "V3",
        read: { call in .bool(call.view.isHidden) },
        write: { call in
          call.view.isHidden = call.bool(0)
          call.traceAssignment(.setHidden, .bool(call.view.isHidden))
          return nil
        }),
      .property(
        on, "backgroundColor", .optionalColor, fidelity: "V1",
        read: { call in
          call.view.styling.backgroundColor.map { .surface(.color($0)) } ?? .null
        },
        write: { call in
          if case .surface(.color(let name)) = call.argument(0) {
            call.view.styling.backgroundColor = name
          } else {
            call.view.styling.backgroundColor = nil
          }
          call.traceAssignment(
            .setBackgroundColor, call.view.styling.backgroundColor.map(TraceValue.color) ?? .null)
          return nil
        }),
      .property(
        on, "tag", .number, fidelity: "V2", read: { call in .number(call.view.styling.tag) },
        write: { call in
          call.view.styling.tag = call.number(0)
          call.traceAssignment(.setTag, .number(call.view.styling.tag))
          return nil
        }),
      .property(
        on, "autoresizingMask", .autoresizingMask, fidelity: "V1",
        read: { call in .surface(.autoresizingMask(call.view.styling.autoresizingMask)) },
        write: { call in
          guard case .surface(.autoresizingMask(let bits)) = call.argument(0) else { return nil }
          call.view.styling.autoresizingMask = bits
          let names = UIView.autoresizingMaskNames.filter { bits & $0.1 != 0 }.map(\.0)
          call.traceAssignment(.setAutoresizingMask, .autoresizingMask(names))
          return nil
        }),
      .property(on, "layer", .any, fidelity: "V4") { call in .surface(.layer(call.view)) },
      .property(
        on, "clipsToBounds", .bool, fidelity: "V4",
        read: { call in .bool(call.view.styling.clipsToBounds) },
        write: { call in
          call.view.styling.clipsToBounds = call.bool(0)
          call.traceAssignment(.setClipsToBounds, .bool(call.view.styling.clipsToBounds))
          return nil
        }),
    ]
  }

  /// The center of a frame.
  static func centerOf(_ frame: CGRect) -> CGPoint {
    CGPoint(x: frame.origin.x + frame.width / 2, y: frame.origin.y + frame.height / 2)
  }
}
