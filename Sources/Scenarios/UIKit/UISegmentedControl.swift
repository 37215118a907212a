import Containment

extension UIKitType {
  /// `UISegmentedControl`: its segments and selection (FIDELITY-SURFACE.md V5: setting the
  /// index in code sends no `.valueChanged`; V6: re-selecting sends nothing).
  static let uiSegmentedControl = UIKitType(
    "UISegmentedControl", superclass: "UIControl", receiver: .segmentedControl,
    initializers: UIKitMember.viewInitializers(
      "UISegmentedControl", fidelity: "V5", make: { UISegmentedControl(frame: $0) },
      adding: [segmentsWithItems])
  ) { on in
    [
      .property(
        on, "selectedSegmentIndex", .integer, fidelity: "V5",
        read: { call in
          .number(Double(call.view(as: UISegmentedControl.self).selectedSegmentIndex))
        },
        write: { call in
          call.view(as: UISegmentedControl.self).selectedSegmentIndex = Int(call.number(0))
          return nil
        }),
      .property(on, "numberOfSegments", .integer, fidelity: "V5") { call in
        .number(Double(call.view(as: UISegmentedControl.self).numberOfSegments))
      },
      .method(
        on, "insertSegment", ["withTitle", "at", "animated"],
        objc: ["insertSegmentWithTitle", "atIndex", "animated"], [.optionalString, .integer],
        fidelity: "V5"
      ) { call in
        call.view(as: UISegmentedControl.self).insertSegment(
          withTitle: call.optionalString(0), at: Int(call.number(1)))
        return .void
      },
      .method(
        on, "setTitle", [nil, "forSegmentAt"], objc: ["setTitle", "forSegmentAtIndex"],
        [.optionalString, .integer], fidelity: "V5"
      ) { call in
        call.view(as: UISegmentedControl.self).setTitle(
          call.optionalString(0), forSegmentAt: Int(call.number(1)))
        return .void
      },
      .method(
        on, "titleForSegment", ["at"], objc: ["titleForSegmentAtIndex"], [.integer],
        returns: .optionalString, fidelity: "V5"
      ) { call in
        call.view(as: UISegmentedControl.self).titleForSegment(at: Int(call.number(0)))
          .map(Value.string) ?? .null
      },
      .method(on, "removeAllSegments", fidelity: "V5") { call in
        call.view(as: UISegmentedControl.self).removeAllSegments()
        return .void
      },
    ]
  }

  /// The segments' titles, or images by name (`initWithItems:nil`: no segments).
  private static let segmentsWithItems: UIKitMember = .initializer(
    "UISegmentedControl", ["items"], objc: ["initWithItems"], [.any], fidelity: "V5"
  ) { call throws(Interrupt) in
    .view(
      UISegmentedControl(
        items: try call.interpreter.strings(
          call.argument(0), call.context, at: call.location(of: 0))))
  }
}

extension UIKitType {
  /// `UISegmentedControl.noSegment` / `UISegmentedControlNoSegment`: -1, the index when no
  /// segment is selected (UISegmentedControl.h; V5).
  static let segmentConstants: [UIKitConstant] = [
    UIKitConstant(
      swift: "noSegment", objc: ["UISegmentedControlNoSegment"], .number(-1), fidelity: "V5")
  ]
}
