import Containment

extension UIKitType {
  /// `CGPoint`, a value (FIDELITY-SURFACE.md V10): setting `x` or `y` makes a new point that
  /// the assignment stores back.
  static let cgPoint = UIKitType("CGPoint", receiver: .point, isValue: true) { on in
    [
      .property(
        on, "x", .number, fidelity: "V10", read: { call in .number(call.point.x) },
        write: { call in
          var point = call.point
          point.x = call.number(0)
          return .surface(.point(point))
        }),
      .property(
        on, "y", .number, fidelity: "V10", read: { call in .number(call.point.y) },
        write: { call in
          var point = call.point
          point.y = call.number(0)
          return .surface(.point(point))
        }),
    ]
  }
}
