import Containment

extension UIKitType {
  /// `CGAffineTransform`, a value kept as its six numbers `a b c d tx ty` (CGAffineTransform.h):
  /// made, combined, inverted and applied as Core Graphics computes them (C35). Swift reaches
  /// the functions through the members the SDK imports them as (`scaledBy(x:y:)`,
  /// `isIdentity`, `CGAffineTransform(rotationAngle:)`: the surface's data), and reads and sets
  /// the fields as a struct's. What a view's `transform` does to the screen is not modelled:
  /// the property keeps the value set (V13).
  static let cgAffineTransform = UIKitType(
    "CGAffineTransform", receiver: .viewClass, isValue: true,
    zero: UIKitZero(transformValue(CGGeometryMath.identity)),
    initializers: [
      .initializer(
        "CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"], objc: nil,
        Array(repeating: .number, count: 6), fidelity: "C35"
      ) { call in transformValue((0..<6).map(call.number)) },
      .initializer(
        "CGAffineTransform", ["translationX", "y"], objc: nil, [.number, .number], fidelity: "C35"
      ) {
        call in transformValue([1, 0, 0, 1, call.number(0), call.number(1)])
      },
      .initializer(
        "CGAffineTransform", ["scaleX", "y"], objc: nil, [.number, .number], fidelity: "C35"
      ) {
        call in transformValue([call.number(0), 0, 0, call.number(1), 0, 0])
      },
      .initializer("CGAffineTransform", ["rotationAngle"], objc: nil, [.number], fidelity: "C35") {
        call in transformValue(CGGeometryMath.rotation(call.number(0)))
      },
      .initializer("CGAffineTransform", [], objc: nil, fidelity: "C35") { _ in
        transformValue([0, 0, 0, 0, 0, 0])
      },
    ],
    functions: [
      .function("CGAffineTransformMake", Array(repeating: .number, count: 6), fidelity: "C35") {
        call in transformValue((0..<6).map(call.number))
      },
      .function("CGAffineTransformMakeTranslation", [.number, .number], fidelity: "C35") { call in
        transformValue([1, 0, 0, 1, call.number(0), call.number(1)])
      },
      .function("CGAffineTransformMakeScale", [.number, .number], fidelity: "C35") { call in
        transformValue([call.number(0), 0, 0, call.number(1), 0, 0])
      },
      .function("CGAffineTransformMakeRotation", [.number], fidelity: "C35") { call in
        transformValue(CGGeometryMath.rotation(call.number(0)))
      },
      .function("CGAffineTransformTranslate", [transformType, .number, .number], fidelity: "C35") {
        call in
        transformValue(
          CGGeometryMath.concat([1, 0, 0, 1, call.number(1), call.number(2)], call.transform(0)))
      },
      .function("CGAffineTransformScale", [transformType, .number, .number], fidelity: "C35") {
        call in
        transformValue(
          CGGeometryMath.concat([call.number(1), 0, 0, call.number(2), 0, 0], call.transform(0)))
      },
      .function("CGAffineTransformRotate", [transformType, .number], fidelity: "C35") { call in
        transformValue(
          CGGeometryMath.concat(CGGeometryMath.rotation(call.number(1)), call.transform(0)))
      },
      .function("CGAffineTransformConcat", [transformType, transformType], fidelity: "C35") {
        call in
        transformValue(CGGeometryMath.concat(call.transform(0), call.transform(1)))
      },
      .function("CGAffineTransformInvert", [transformType], fidelity: "C35") { call in
        transformValue(CGGeometryMath.invert(call.transform(0)))
      },
      .function("CGAffineTransformIsIdentity", [transformType], returns: .bool, fidelity: "C35") {
        call in .bool(call.transform(0) == CGGeometryMath.identity)
      },
      .function(
        "CGAffineTransformEqualToTransform", [transformType, transformType], returns: .bool,
        fidelity: "C35"
      ) { call in .bool(call.transform(0) == call.transform(1)) },
      .function("CGPointApplyAffineTransform", [.point, transformType], fidelity: "C35") { call in
        .surface(.point(CGGeometryMath.apply(call.transform(1), to: call.point(0))))
      },
      .function("CGSizeApplyAffineTransform", [.size, transformType], fidelity: "C35") { call in
        .surface(.size(CGGeometryMath.apply(call.transform(1), to: call.size(0))))
      },
      .function("CGRectApplyAffineTransform", [.rect, transformType], fidelity: "C35") { call in
        .rect(CGGeometryMath.apply(call.transform(1), to: call.rect(0)))
      },
      // `[a, b, c, d, tx, ty]` (UIGeometry.h), each number as `%g` writes it.
      .function("NSStringFromCGAffineTransform", [transformType], returns: .string, fidelity: "C35")
      {
        call in
        .string("[" + call.transform(0).map(TraceFormatter.number).joined(separator: ", ") + "]")
      },
      .function("CGAffineTransformFromString", [.string], fidelity: "C35") { call in
        transformValue(
          CGGeometryMath.numbers(in: call.string(0), count: 6) ?? CGGeometryMath.identity)
      },
    ])

  /// The declared parameter type of a transform.
  static let transformType = UIKitValueType.structValue("CGAffineTransform")

  /// A transform as the scenario's value: a record of its six fields, each a `CGFloat`.
  static func transformValue(_ numbers: [Double]) -> Value {
    let names = ["a", "b", "c", "d", "tx", "ty"]
    return .record(
      RecordValue(
        type: "CGAffineTransform", fields: zip(names, numbers).map { ($0, .number($1)) }))
  }
}

extension UIKitCall {
  /// Argument `index` as a transform's six numbers (the binder checked it is one).
  func transform(_ index: Int) -> CGGeometryMath.Transform {
    structNumbers(index, ["a", "b", "c", "d", "tx", "ty"])
  }

  /// The numbers of a struct argument's fields, in the order named.
  func structNumbers(_ index: Int, _ names: [String]) -> [Double] {
    guard case .record(let record) = argument(index) else {
      preconditionFailure("\(member.swiftName): argument \(index) is not a struct")
    }
    return names.map { record.field($0)?.numeric ?? 0 }
  }
}
