import Containment

extension UIKitType {
  /// `CGRect`, a value (FIDELITY-SURFACE.md V10): its origin and size, the standardized
  /// edges and sizes CGGeometry.h defines (C7), and `offsetBy` / `insetBy`, Swift's
  /// spellings of `CGRectOffset` / `CGRectInset` (Objective-C calls the functions).
  static let cgRect = UIKitType(
    "CGRect", receiver: .rect, isValue: true, zero: UIKitZero(.rect(.zero)),
    // `CGRectGetWidth(r)` …: Objective-C's getters of the standardized rectangle, as the Swift
    // properties below.
    functions: [
      rectGetter("CGRectGetWidth") { abs($0.width) },
      rectGetter("CGRectGetHeight") { abs($0.height) },
      rectGetter("CGRectGetMinX") { edges($0).minX },
      rectGetter("CGRectGetMinY") { edges($0).minY },
      rectGetter("CGRectGetMidX") { edges($0).minX + abs($0.width) / 2 },
      rectGetter("CGRectGetMidY") { edges($0).minY + abs($0.height) / 2 },
      rectGetter("CGRectGetMaxX") { edges($0).minX + abs($0.width) },
      rectGetter("CGRectGetMaxY") { edges($0).minY + abs($0.height) },
    ],
    members: { on in
      [
        .property(
          on, "origin", .point, fidelity: "V10",
          read: { call in .surface(.point(call.rect.origin)) },
          write: { call in
            guard case .surface(.point(let point)) = call.argument(0) else { return nil }
            var rect = call.rect
            rect.origin = point
            return .rect(rect)
          }),
        .property(
          on, "size", .size, fidelity: "V10",
          read: { call in .surface(.size(call.rect.size)) },
          write: { call in
            guard case .surface(.size(let size)) = call.argument(0) else { return nil }
            var rect = call.rect
            rect.size = size
            return .rect(rect)
          }),
        .property(on, "width", .number, fidelity: "C7") { call in .number(abs(call.rect.width)) },
        .property(on, "height", .number, fidelity: "C7") { call in .number(abs(call.rect.height)) },
        .property(on, "minX", .number, fidelity: "C7") { call in .number(edges(call.rect).minX) },
        .property(on, "minY", .number, fidelity: "C7") { call in .number(edges(call.rect).minY) },
        .property(on, "midX", .number, fidelity: "C7") { call in
          .number(edges(call.rect).minX + abs(call.rect.width) / 2)
        },
        .property(on, "midY", .number, fidelity: "C7") { call in
          .number(edges(call.rect).minY + abs(call.rect.height) / 2)
        },
        .property(on, "maxX", .number, fidelity: "C7") { call in
          .number(edges(call.rect).minX + abs(call.rect.width))
        },
        .property(on, "maxY", .number, fidelity: "C7") { call in
          .number(edges(call.rect).minY + abs(call.rect.height))
        },
        .method(
          on, "offsetBy", ["dx", "dy"], objc: ["offsetBy", "dy"], [.number, .number],
          returns: .rect, fidelity: "C7"
        ) { call in .rect(Interpreter.offset(call.rect, call.number(0), call.number(1))) },
        .method(
          on, "insetBy", ["dx", "dy"], objc: ["insetBy", "dy"], [.number, .number],
          returns: .rect, fidelity: "C7"
        ) { call in .rect(Interpreter.inset(call.rect, call.number(0), call.number(1))) },
      ]
    }
  )

  /// A CGGeometry.h getter: one `CGRect`, read standardized.
  private static func rectGetter(
    _ name: String, _ value: @escaping @Sendable (CGRect) -> Double
  ) -> UIKitMember {
    .function(name, [.any], returns: .number, fidelity: "C7") { call throws(Interrupt) in
      guard case .rect(let rect) = call.argument(0) else {
        throw Interrupt(
          .typeMismatch(
            context: call.context, expected: "one CGRect", found: call.argument(0).kindDescription),
          at: call.location)
      }
      return .number(value(rect))
    }
  }

  /// The standardized rectangle's smallest x and y (CGGeometry.h).
  private static func edges(_ rect: CGRect) -> (minX: Double, minY: Double) {
    (
      min(rect.origin.x, rect.origin.x + rect.width),
      min(rect.origin.y, rect.origin.y + rect.height)
    )
  }
}
