import Containment

extension UIKitType {
  /// `CGSize`, a value (FIDELITY-SURFACE.md V10): setting `width` or `height` makes a new
  /// size that the assignment stores back.
  static let cgSize = UIKitType(
    "CGSize", receiver: .size, isValue: true,
    zero: UIKitZero(.surface(.size(CGSize(width: 0, height: 0)))),
    initializers: [
      .initializer("CGSize", ["width", "height"], objc: nil, [.number, .number], fidelity: "V10") {
        call in .surface(.size(CGSize(width: call.number(0), height: call.number(1))))
      }
    ],
    functions: [
      .function("CGSizeMake", [.number, .number], fidelity: "V10") { call in
        .surface(.size(CGSize(width: call.number(0), height: call.number(1))))
      }
    ],
    members: { on in
      [
        .property(
          on, "width", .number, fidelity: "V10", read: { call in .number(call.size.width) },
          write: { call in
            var size = call.size
            size.width = call.number(0)
            return .surface(.size(size))
          }),
        .property(
          on, "height", .number, fidelity: "V10", read: { call in .number(call.size.height) },
          write: { call in
            var size = call.size
            size.height = call.number(0)
            return .surface(.size(size))
          }),
      ]
    }
  )
}
