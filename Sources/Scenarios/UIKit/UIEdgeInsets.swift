import Containment

extension UIKitType {
  /// `UIEdgeInsets`, a value kept as its four numbers (UIGeometry.h): made, compared, printed
  /// and applied to a rectangle as UIKit computes them (C35). The fields read and set as a
  /// struct's; `UIEdgeInsetsInsetRect` is Swift's `inset(by:)` on `CGRect` (the surface's data).
  static let uiEdgeInsets = UIKitType(
    "UIEdgeInsets", receiver: .viewClass, isValue: true,
    zero: UIKitZero(insetsValue([0, 0, 0, 0])),
    initializers: [
      .initializer(
        "UIEdgeInsets", ["top", "left", "bottom", "right"], objc: nil,
        Array(repeating: .number, count: 4), fidelity: "C35"
      ) { call in insetsValue((0..<4).map(call.number)) },
      .initializer("UIEdgeInsets", [], objc: nil, fidelity: "C35") { _ in insetsValue([0, 0, 0, 0])
      },
    ],
    functions: [
      .function("UIEdgeInsetsMake", Array(repeating: .number, count: 4), fidelity: "C35") { call in
        insetsValue((0..<4).map(call.number))
      },
      .function("UIEdgeInsetsInsetRect", [.rect, insetsType], fidelity: "C35") { call in
        let edges = call.structNumbers(1, insetNames)
        return .rect(
          CGGeometryMath.inset(
            call.rect(0), top: edges[0], left: edges[1], bottom: edges[2], right: edges[3]))
      },
      .function(
        "UIEdgeInsetsEqualToEdgeInsets", [insetsType, insetsType], returns: .bool, fidelity: "C35"
      ) { call in .bool(call.structNumbers(0, insetNames) == call.structNumbers(1, insetNames)) },
      // `{top, left, bottom, right}` (UIGeometry.h).
      .function("NSStringFromUIEdgeInsets", [insetsType], returns: .string, fidelity: "C35") {
        call in
        .string(braced(call.structNumbers(0, insetNames)))
      },
      .function("UIEdgeInsetsFromString", [.string], fidelity: "C35") { call in
        insetsValue(CGGeometryMath.numbers(in: call.string(0), count: 4) ?? [0, 0, 0, 0])
      },
    ])

  /// `UIOffset`: a horizontal and a vertical distance (UIGeometry.h).
  static let uiOffset = UIKitType(
    "UIOffset", receiver: .viewClass, isValue: true,
    zero: UIKitZero(offsetValue([0, 0])),
    initializers: [
      .initializer(
        "UIOffset", ["horizontal", "vertical"], objc: nil, [.number, .number], fidelity: "C35"
      ) { call in offsetValue([call.number(0), call.number(1)]) },
      .initializer("UIOffset", [], objc: nil, fidelity: "C35") { _ in offsetValue([0, 0]) },
    ],
    functions: [
      .function("UIOffsetMake", [.number, .number], fidelity: "C35") { call in
        offsetValue([call.number(0), call.number(1)])
      },
      .function("UIOffsetEqualToOffset", [offsetType, offsetType], returns: .bool, fidelity: "C35")
      {
        call in .bool(call.structNumbers(0, offsetNames) == call.structNumbers(1, offsetNames))
      },
      .function("NSStringFromUIOffset", [offsetType], returns: .string, fidelity: "C35") { call in
        .string(braced(call.structNumbers(0, offsetNames)))
      },
      .function("UIOffsetFromString", [.string], fidelity: "C35") { call in
        offsetValue(CGGeometryMath.numbers(in: call.string(0), count: 2) ?? [0, 0])
      },
    ])

  /// `NSDirectionalEdgeInsets` (iOS 11): insets by leading and trailing edge.
  static let nsDirectionalEdgeInsets = UIKitType(
    "NSDirectionalEdgeInsets", receiver: .viewClass, isValue: true,
    zero: UIKitZero(directionalValue([0, 0, 0, 0])),
    initializers: [
      .initializer(
        "NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"], objc: nil,
        Array(repeating: .number, count: 4), fidelity: "C35"
      ) { call in directionalValue((0..<4).map(call.number)) },
      .initializer("NSDirectionalEdgeInsets", [], objc: nil, fidelity: "C35") { _ in
        directionalValue([0, 0, 0, 0])
      },
    ],
    functions: [
      .function("NSDirectionalEdgeInsetsMake", Array(repeating: .number, count: 4), fidelity: "C35")
      { call in directionalValue((0..<4).map(call.number)) }
    ])

  static let insetsType = UIKitValueType.structValue("UIEdgeInsets")
  static let offsetType = UIKitValueType.structValue("UIOffset")
  static let insetNames = ["top", "left", "bottom", "right"]
  static let offsetNames = ["horizontal", "vertical"]

  static func insetsValue(_ numbers: [Double]) -> Value {
    structRecord("UIEdgeInsets", insetNames, numbers)
  }

  static func offsetValue(_ numbers: [Double]) -> Value {
    structRecord("UIOffset", offsetNames, numbers)
  }

  static func directionalValue(_ numbers: [Double]) -> Value {
    structRecord("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"], numbers)
  }

  /// A struct of `CGFloat` fields as the scenario's value.
  static func structRecord(_ type: String, _ names: [String], _ numbers: [Double]) -> Value {
    .record(RecordValue(type: type, fields: zip(names, numbers).map { ($0, .number($1)) }))
  }

  /// `{1, 2.5}`: UIGeometry.h's string form, each number as `%g` writes it.
  static func braced(_ numbers: [Double]) -> String {
    "{" + numbers.map(TraceFormatter.number).joined(separator: ", ") + "}"
  }
}
