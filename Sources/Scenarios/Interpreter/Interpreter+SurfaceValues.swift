import Containment

/// A value of a real enumeration or option set that no declaration models, as a Swift
/// scenario holds it (`SurfaceObject.enumValue`): the type's Objective-C name and the raw value
/// the headers give its cases (FIDELITY-SURFACE.md C36).
struct SurfaceEnumValue: Hashable, Sendable {
  /// `UIUserInterfaceSizeClass`, `UIViewContentMode`.
  let type: String
  let raw: Int

  /// `UIUserInterfaceSizeClass`, `UIView.ContentMode`.
  var swiftTypeName: String { UIKitSurface.shared.type(objc: type)?.swiftName ?? type }

  /// An option set (`UIRectEdge`): its cases are bits, combined by `[.top, .left]`.
  var isOptions: Bool { Self.isOptions(type) }

  static func isOptions(_ type: String) -> Bool {
    guard let surfaceType = UIKitSurface.shared.type(objc: type) else { return false }
    if surfaceType.kind == .options { return true }
    return surfaceType.members.contains { member in
      member.kind == .enumCase
        && (member.value?.contains("<<") == true || member.value?.hasPrefix("0x") == true)
    }
  }

  /// The name of the case with this raw value (`compact`), if one has it.
  var caseName: String? {
    UIKitSurface.shared.type(objc: type)?.members.first { member in
      member.kind == .enumCase && member.value.flatMap(Interpreter.literalValue) == Double(raw)
    }?.swiftName
  }
}

/// Values of the surface keep their declared type (C35, C36): an inert enum property reads its
/// documented default as a case of its enum, an implicit member (`.compact`) compared with or
/// stored as such a value is that type's case, a geometry struct's constants are their
/// documented values, and a C function the SDK imports into Swift as a member (`r.union(s)`,
/// `t.isIdentity`, `orientation.isLandscape`) is that function's declaration.
extension Interpreter {
  /// The raw value of the case `name` of the enum `type` (Objective-C name), if it has one.
  static func surfaceCaseRaw(_ type: String, _ name: String) -> Int? {
    guard
      let member = UIKitSurface.shared.type(objc: type)?.members.first(where: {
        $0.kind == .enumCase && $0.swiftName == name
      }), let number = member.value.flatMap(literalValue), let raw = Int(exactly: number)
    else { return nil }
    return raw
  }

  /// `value` as a raw value of the enum `type`: a value of it, a raw number, or an implicit
  /// member naming one of its cases (`.minXEdge`).
  func surfaceEnumRaw(_ value: Value, ofType type: String) -> Int? {
    if case .surface(.enumValue(let enumValue)) = value, enumValue.type == type {
      return enumValue.raw
    }
    return Self.implicitName(of: value).flatMap { Self.surfaceCaseRaw(type, $0) }
  }

  /// The name an implicit member was read as before its type was known: `.top` is read as a
  /// layout attribute, `.custom` as a button type, `.fullScreen` as a presentation style's
  /// name, any other real case as an inert `.name`.
  static func implicitName(of value: Value) -> String? {
    switch value {
    case .ignored(let dotted) where dotted.hasPrefix("."): String(dotted.dropFirst())
    case .surface(.layoutAttribute(let name)), .surface(.buttonType(let name)): name
    case .string(let name): name
    default: nil
    }
  }

  /// An enum or option set of the surface by Swift or Objective-C name, with its Objective-C
  /// name; nil for any other type.
  static func surfaceEnumType(_ swiftType: String) -> String? {
    let plain = swiftType.filter { $0 != "?" && $0 != "!" }
    let surface = UIKitSurface.shared
    guard let type = surface.type(swift: plain) ?? surface.type(objc: plain),
      type.kind == .enum || type.kind == .options
    else { return nil }
    return type.objcName
  }

  /// What an untouched inert property or result of `swiftType` reads: its documented default
  /// (`SurfaceDefaults`) or zero; in Swift an enum's is a value of the enum, in Objective-C the
  /// number.
  func inertDefault(ofSwiftType swiftType: String, owner: String, member: String) -> Value {
    // `Thread.isMainThread`: a documented flag that is not NO (C46).
    if let flag = SurfaceDefaults.flags[owner + "." + member], swiftType.hasPrefix("Bool") {
      return .bool(flag)
    }
    let documented = SurfaceDefaults.raw[owner + "." + member]
    if language == .swift, let type = Self.surfaceEnumType(swiftType) {
      return .surface(.enumValue(SurfaceEnumValue(type: type, raw: documented ?? 0)))
    }
    if let documented, Self.surfaceEnumType(swiftType) != nil {
      return .integer(documented)
    }
    return Self.zeroValue(ofSwiftType: swiftType)
  }

  /// `value` kept as a property of `swiftType` keeps it: an implicit member or array literal of
  /// cases becomes a value of the enum or option set (Swift), `.identity` / `.zero` the
  /// struct's constant. Anything else is kept as it is.
  func typed(_ value: Value, asSwiftType swiftType: String) -> Value {
    let plain = swiftType.filter { $0 != "?" && $0 != "!" }
    if let constant = Self.structConstant(value, ofType: plain) { return constant }
    guard language == .swift, let type = Self.surfaceEnumType(plain) else { return value }
    if let raw = surfaceEnumRaw(value, ofType: type) {
      return .surface(.enumValue(SurfaceEnumValue(type: type, raw: raw)))
    }
    if case .array(let items) = value, SurfaceEnumValue.isOptions(type) {
      var bits = 0
      for item in items {
        guard let raw = surfaceEnumRaw(item, ofType: type) else { return value }
        bits |= raw
      }
      return .surface(.enumValue(SurfaceEnumValue(type: type, raw: bits)))
    }
    return value
  }

  /// `UIUserInterfaceSizeClass.compact`: a case of a real enum read through its type, as a
  /// value of the enum (Swift); nil when the case has no value in the headers.
  func surfaceEnumConstant(_ type: SurfaceType, _ name: String) -> Value? {
    guard language == .swift, type.kind == .enum || type.kind == .options,
      let raw = Self.surfaceCaseRaw(type.objcName, name)
    else { return nil }
    return .surface(.enumValue(SurfaceEnumValue(type: type.objcName, raw: raw)))
  }

  /// `.compact` compared with (`==`, `!=`, a `switch` case) a value of a real enum: that
  /// enum's case, found by the other operand's type as Swift's type checker finds it; nil
  /// when `expression` is no implicit member or the other value is no such enum.
  func typedImplicitOperand(_ expression: Expr, against other: Value) -> Value? {
    guard language == .swift, case .implicitMember(let name) = expression.kind else { return nil }
    // `insets == .zero`, `point != .zero`, `transform == .identity`: the constant of the other
    // side's geometry struct (C35).
    let structType: String?
    switch other {
    case .record(let record) where UIKitDeclarations.isValueType(record.type):
      structType = record.type
    case .surface(.point): structType = "CGPoint"
    case .surface(.size): structType = "CGSize"
    default: structType = nil
    }
    if let structType {
      return Self.structConstant(.ignored("." + name), ofType: structType)
    }
    guard case .surface(.enumValue(let value)) = other,
      let raw = Self.surfaceCaseRaw(value.type, name)
    else { return nil }
    return .surface(.enumValue(SurfaceEnumValue(type: value.type, raw: raw)))
  }

  /// `==` where one side is a value of a real enum: the same case of the same type; an
  /// implicit member or raw number naming that case; a modelled constant kept by name
  /// (`UIModalPresentationStyle`'s). Nil when neither side is such a value.
  func surfaceEnumEquality(_ left: Value, _ right: Value) -> Bool? {
    let (value, other): (SurfaceEnumValue, Value)
    if case .surface(.enumValue(let a)) = left {
      (value, other) = (a, right)
    } else if case .surface(.enumValue(let b)) = right {
      (value, other) = (b, left)
    } else {
      return nil
    }
    switch other {
    case .surface(.enumValue(let b)): return value == b
    case .number, .integer: return other.numeric == Double(value.raw)
    default:
      guard let name = Self.implicitName(of: other) else { return false }
      return Self.surfaceCaseRaw(value.type, name) == value.raw
    }
  }

  /// The members a value of a real enum has itself: `rawValue`, and an option set's
  /// `isEmpty`, `contains(_:)`, `union(_:)`, `intersection(_:)`, `subtracting(_:)` (The Swift
  /// Standard Library, `OptionSet`); nil for any other name.
  func surfaceEnumMember(_ use: MemberResolver.Use, of value: SurfaceEnumValue) -> UIKitMember? {
    if case .property(let name) = use, let read = Self.enumProperties[name],
      name == "rawValue" || value.isOptions
    {
      let behaviour = UIKitBehaviour(fidelity: "C36") { _ in read(value) }
      return UIKitMember(
        behaviour: behaviour, receiver: .controller, swiftName: name, swiftLabels: [],
        objcPieces: [name], isProperty: true)
    }
    guard case .swiftCall(let name, [nil], _) = use, value.isOptions,
      let combine = Self.optionSetOperations[name]
    else { return nil }
    let behaviour = UIKitBehaviour(fidelity: "C36") { call throws(Interrupt) in
      let argument = call.interpreter.typed(call.argument(0), asSwiftType: value.type)
      guard case .surface(.enumValue(let other)) = argument, other.type == value.type else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)(_:)`", expected: "a `\(value.swiftTypeName)`",
            found: call.argument(0).kindDescription), at: call.location)
      }
      return combine(value, other.raw)
    }
    return UIKitMember(
      behaviour: behaviour, receiver: .controller, swiftName: name, swiftLabels: [nil],
      objcPieces: [name], isProperty: false, parameters: [.any])
  }

  /// A real enum value's properties, by name.
  private static let enumProperties: [String: @Sendable (SurfaceEnumValue) -> Value] = [
    "rawValue": { .integer($0.raw) },
    "isEmpty": { .bool($0.raw == 0) },
  ]

  /// An option set's methods of another value of its type, by name: the receiver and the
  /// argument's bits.
  private static let optionSetOperations: [String: @Sendable (SurfaceEnumValue, Int) -> Value] = [
    "contains": { value, bits in .bool(value.raw & bits == bits) },
    "union": { value, bits in
      .surface(.enumValue(SurfaceEnumValue(type: value.type, raw: value.raw | bits)))
    },
    "intersection": { value, bits in
      .surface(.enumValue(SurfaceEnumValue(type: value.type, raw: value.raw & bits)))
    },
    "subtracting": { value, bits in
      .surface(.enumValue(SurfaceEnumValue(type: value.type, raw: value.raw & ~bits)))
    },
  ]

  /// `r.union(s)`, `r.isEmpty`, `t.scaledBy(x:y:)`, `orientation.isLandscape`: a C function the
  /// SDK imports into Swift as a member of its first parameter's type (the surface's `f|m` and
  /// `f|p` lines), called as that function with the receiver first. Every declared function of
  /// that Swift spelling is tried in order (`contains(_:)` is `CGRectContainsPoint` and
  /// `CGRectContainsRect`); nil when none is declared.
  func importedFunctionMember(_ use: MemberResolver.Use, in typeName: String) -> UIKitMember? {
    guard language == .swift else { return nil }
    let functions = UIKitSurface.shared.members(swift: use.written, in: typeName)
      .filter { $0.member.kind == .function && !$0.member.isClassMember }
      .compactMap { UIKitDeclarations.functions[$0.member.objcName] }
    guard let first = functions.first, !first.parameters.isEmpty else { return nil }
    let isProperty: Bool
    if case .property = use { isProperty = true } else { isProperty = false }
    let arity = first.parameters.count - 1
    let behaviour = UIKitBehaviour(fidelity: first.behaviour.fidelity) { call throws(Interrupt) in
      // An enum value is its raw number to the C function (`UIDeviceOrientationIsLandscape`).
      var receiver = call.receiver
      if case .surface(.enumValue(let value)) = receiver { receiver = .integer(value.raw) }
      let arguments =
        [EvaluatedArgument(label: nil, value: receiver, isTrailing: false, location: call.location)]
        + call.evaluatedArguments
      var firstProblem: Interrupt?
      for function in functions {
        do throws(Interrupt) {
          let bound = try call.interpreter.bind(function, on: .void, arguments, at: call.location)
          return try function.behaviour.read(bound)
        } catch {
          if firstProblem == nil { firstProblem = error }
        }
      }
      throw firstProblem
        ?? Interrupt(.unknownMember(use.written, on: typeName, suggestion: nil), at: call.location)
    }
    let labels: [String?]
    switch use {
    case .swiftCall(_, let written, _): labels = written
    default: labels = []
    }
    return UIKitMember(
      behaviour: behaviour, receiver: .controller, swiftName: use.baseName, swiftLabels: labels,
      objcPieces: [use.baseName], isProperty: isProperty,
      parameters: Array(repeating: .any, count: isProperty ? 0 : arity), result: first.result)
  }

  /// A geometry struct's documented constant (`CGRectNull`, `CGAffineTransformIdentity`,
  /// `UIEdgeInsetsZero`) by its Objective-C name; nil for any other name.
  static func structConstant(objc name: String) -> Value? {
    structConstants[name]?.value
  }

  private static let structConstants: [String: UIKitZero] = [
    "CGRectZero": UIKitZero(.rect(.zero)),
    "CGRectNull": UIKitZero(.rect(CGGeometryMath.null)),
    "CGRectInfinite": UIKitZero(.rect(CGGeometryMath.infinite)),
    "CGPointZero": UIKitZero(.surface(.point(.zero))),
    "CGSizeZero": UIKitZero(.surface(.size(.zero))),
    "CGAffineTransformIdentity": UIKitZero(UIKitType.transformValue(CGGeometryMath.identity)),
    "UIEdgeInsetsZero": UIKitZero(UIKitType.insetsValue([0, 0, 0, 0])),
    "UIOffsetZero": UIKitZero(UIKitType.offsetValue([0, 0])),
    "NSDirectionalEdgeInsetsZero": UIKitZero(UIKitType.directionalValue([0, 0, 0, 0])),
  ]

  /// `.identity` or `.zero` where a geometry struct is expected: that struct's constant of
  /// that name (`CGAffineTransform.identity`); nil otherwise.
  static func structConstant(_ value: Value, ofType type: String) -> Value? {
    let name: String
    switch value {
    case .ignored(let dotted) where dotted.hasPrefix("."): name = String(dotted.dropFirst())
    // `.zero` is read as `CGRect.zero` before its type is known.
    case .rect(let rect) where rect == .zero && type != "CGRect": name = "zero"
    default: return nil
    }
    guard UIKitDeclarations.isValueType(type),
      let member = UIKitSurface.shared.type(swift: type)?.members.first(where: {
        $0.kind == .constant && $0.isClassMember && $0.swiftName == name
      })
    else { return nil }
    return structConstant(objc: member.objcName)
  }
}

/// Properties whose documented default is not zero (the class reference of each): what an
/// inert property of an enum type reads before the code sets it, by `Class.property`
/// (Objective-C names) and raw value. Every other enum property reads its zero case, as
/// Objective-C's zero-filled objects give it.
enum SurfaceDefaults {
  /// Flags whose value in the model's run is YES, by `Class.member`: everything a scenario
  /// runs runs on the main thread (`+[NSThread isMainThread]`, `-isMainThread`).
  static let flags: [String: Bool] = ["NSThread.isMainThread": true]

  static let raw: [String: Int] = [
    // UIViewController: "The default value of this property is UIRectEdgeAll."
    "UIViewController.edgesForExtendedLayout": 15,
    // UILabel: textAlignment `NSTextAlignmentNatural` (iOS 9 and later), lineBreakMode
    // `NSLineBreakByTruncatingTail`.
    "UILabel.textAlignment": 4,
    "UILabel.lineBreakMode": 4,
    // UITableView: separatorStyle `UITableViewCellSeparatorStyleSingleLine`.
    "UITableView.separatorStyle": 1,
    // UITableViewCell: selectionStyle `UITableViewCellSelectionStyleDefault` (3).
    "UITableViewCell.selectionStyle": 3,
    // UIDatePicker: datePickerMode `UIDatePickerModeDateAndTime`.
    "UIDatePicker.datePickerMode": 2,
    // UITextField (UITextInputTraits): autocapitalization of sentences.
    "UITextField.autocapitalizationType": 2,
  ]
}
