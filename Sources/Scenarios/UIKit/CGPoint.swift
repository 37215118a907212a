import Containment

extension UIKitType {
  /// `CGPoint`, a value (FIDELITY-SURFACE.md V10): setting `x` or `y` makes a new point that
  /// the assignment stores back.
  static let cgPoint = UIKitType(
    "CGPoint", receiver: .point, isValue: true,
    zero: UIKitZero(.surface(.point(CGPoint(x: 0, y: 0)))),
    initializers: [
      .initializer("CGPoint", ["x", "y"], objc: nil, [.number, .number], fidelity: "V10") { call in
        .surface(.point(CGPoint(x: call.number(0), y: call.number(1))))
      }
    ],
    functions: [
      .function("CGPointMake", [.number, .number], fidelity: "V10") { call in
        .surface(.point(CGPoint(x: call.number(0), y: call.number(1))))
      }
    ],
    members: { on in
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
  )
}
