import Containment

extension UIKitType {
  /// CGGeometry.h's functions of rectangles, points and sizes, computed as Core Graphics
  /// computes them (C35, `CGGeometryMath`). Swift reaches each through the member the SDK
  /// imports it as (`contains(_:)`, `union(_:)`, `isEmpty`, `standardized`: the surface's data,
  /// `Interpreter.importedFunctionMember`); `divided(atDistance:from:)` is Swift's own spelling
  /// of `CGRectDivide`, returning the two rectangles instead of writing through pointers.
  static let cgRectFunctions = UIKitType(
    "CGRect", receiver: .rect, isValue: true,
    functions: [
      .function("CGRectContainsPoint", [.rect, .point], returns: .bool, fidelity: "C35") { call in
        .bool(CGGeometryMath.contains(call.rect(0), call.point(1)))
      },
      .function("CGRectContainsRect", [.rect, .rect], returns: .bool, fidelity: "C35") { call in
        .bool(CGGeometryMath.contains(call.rect(0), call.rect(1)))
      },
      .function("CGRectIntersectsRect", [.rect, .rect], returns: .bool, fidelity: "C35") { call in
        .bool(CGGeometryMath.intersects(call.rect(0), call.rect(1)))
      },
      .function("CGRectUnion", [.rect, .rect], returns: .rect, fidelity: "C35") { call in
        .rect(CGGeometryMath.union(call.rect(0), call.rect(1)))
      },
      .function("CGRectIntersection", [.rect, .rect], returns: .rect, fidelity: "C35") { call in
        .rect(CGGeometryMath.intersection(call.rect(0), call.rect(1)))
      },
      .function("CGRectEqualToRect", [.rect, .rect], returns: .bool, fidelity: "C35") { call in
        .bool(CGGeometryMath.equal(call.rect(0), call.rect(1)))
      },
      .function("CGRectIsEmpty", [.rect], returns: .bool, fidelity: "C35") { call in
        .bool(CGGeometryMath.isEmpty(call.rect(0)))
      },
      .function("CGRectIsNull", [.rect], returns: .bool, fidelity: "C35") { call in
        .bool(CGGeometryMath.isNull(call.rect(0)))
      },
      .function("CGRectIsInfinite", [.rect], returns: .bool, fidelity: "C35") { call in
        .bool(call.rect(0) == CGGeometryMath.infinite)
      },
      .function("CGRectStandardize", [.rect], returns: .rect, fidelity: "C35") { call in
        .rect(CGGeometryMath.standardized(call.rect(0)))
      },
      .function("CGRectIntegral", [.rect], returns: .rect, fidelity: "C35") { call in
        .rect(CGGeometryMath.integral(call.rect(0)))
      },
      // `CGRectDivide(r, &slice, &remainder, amount, edge)`: both results written through the
      // pointers (a NULL one is skipped).
      .function(
        "CGRectDivide", [.rect, .any, .any, .number, .any], returns: .void, fidelity: "C35"
      ) { call throws(Interrupt) in
        let edge = try rectEdge(call, 4)
        let parts = CGGeometryMath.divide(call.rect(0), call.number(3), edge: edge)
        for (index, part) in [(1, parts.slice), (2, parts.remainder)] {
          if case .null = call.argument(index) { continue }
          try call.interpreter.store(.rect(part), through: call.argument(index), at: call.location)
        }
        return .void
      },
      .function("CGPointEqualToPoint", [.point, .point], returns: .bool, fidelity: "C35") { call in
        .bool(call.point(0) == call.point(1))
      },
      .function("CGSizeEqualToSize", [.size, .size], returns: .bool, fidelity: "C35") { call in
        .bool(call.size(0) == call.size(1))
      },
      // CGGeometry.h defines the two as macros of inline functions of these names, which
      // Swift imports as they are (`__CGSizeEqualToSize(a, b)`; C43).
      .function("__CGPointEqualToPoint", [.point, .point], returns: .bool, fidelity: "C43") {
        call in .bool(call.point(0) == call.point(1))
      },
      .function("__CGSizeEqualToSize", [.size, .size], returns: .bool, fidelity: "C43") { call in
        .bool(call.size(0) == call.size(1))
      },
      // UIGeometry.h's string forms: `{{x, y}, {w, h}}`, `{x, y}`, `{w, h}`, numbers as `%g`.
      .function("NSStringFromCGRect", [.rect], returns: .string, fidelity: "C35") { call in
        let r = call.rect(0)
        return .string(
          "{" + braced([r.origin.x, r.origin.y]) + ", " + braced([r.width, r.height]) + "}")
      },
      .function("NSStringFromCGPoint", [.point], returns: .string, fidelity: "C35") { call in
        .string(braced([call.point(0).x, call.point(0).y]))
      },
      .function("NSStringFromCGSize", [.size], returns: .string, fidelity: "C35") { call in
        .string(braced([call.size(0).width, call.size(0).height]))
      },
      .function("CGRectFromString", [.string], returns: .rect, fidelity: "C35") { call in
        let n = CGGeometryMath.numbers(in: call.string(0), count: 4) ?? [0, 0, 0, 0]
        return .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
      },
      .function("CGPointFromString", [.string], returns: .point, fidelity: "C35") { call in
        let n = CGGeometryMath.numbers(in: call.string(0), count: 2) ?? [0, 0]
        return .surface(.point(CGPoint(x: n[0], y: n[1])))
      },
      .function("CGSizeFromString", [.string], returns: .size, fidelity: "C35") { call in
        let n = CGGeometryMath.numbers(in: call.string(0), count: 2) ?? [0, 0]
        return .surface(.size(CGSize(width: n[0], height: n[1])))
      },
    ],
    members: { on in
      [
        .method(
          on, "divided", ["atDistance", "from"], objc: ["divided", "from"], [.number, .any],
          returns: .any, fidelity: "C35"
        ) { call throws(Interrupt) in
          let parts = CGGeometryMath.divide(call.rect, call.number(0), edge: try rectEdge(call, 1))
          return .tuple([
            TupleElement(label: "slice", value: .rect(parts.slice)),
            TupleElement(label: "remainder", value: .rect(parts.remainder)),
          ])
        }
      ]
    })

  /// A `CGRectEdge` argument as its raw value: `CGRectMinXEdge` (0), `.minYEdge` (1),
  /// `CGRectEdge.maxXEdge` (2), `.maxYEdge` (3).
  static func rectEdge(_ call: UIKitCall, _ index: Int) throws(Interrupt) -> Int {
    let names = ["minXEdge", "minYEdge", "maxXEdge", "maxYEdge"]
    let value = call.argument(index)
    if let number = value.numeric, let edge = Int(exactly: number), (0..<4).contains(edge) {
      return edge
    }
    if case .ignored(let dotted) = value,
      let edge = names.firstIndex(of: String(dotted.drop { $0 == "." }))
    {
      return edge
    }
    if let raw = call.interpreter.surfaceEnumRaw(value, ofType: "CGRectEdge"), (0..<4).contains(raw)
    {
      return raw
    }
    throw Interrupt(
      .typeMismatch(
        context: call.context, expected: "a `CGRectEdge` (`.minXEdge`, `CGRectMinXEdge`)",
        found: value.kindDescription), at: call.location(of: index))
  }
}
