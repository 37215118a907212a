import Containment

/// The SDK's typed constant groups (`NS_TYPED_ENUM`, `NS_TYPED_EXTENSIBLE_ENUM`), which Swift
/// imports as a struct wrapping a raw value: `UIFont.Weight`, `UILayoutPriority`,
/// `UIWindow.Level`, `NSAttributedString.Key`, `CATransitionType` … (the surface's
/// string-constant types). A value of one is its raw value, as the Objective-C spelling
/// (`UILayoutPriorityDefaultHigh + 1`, `NSFontAttributeName`) is a plain number or string, so
/// `UILayoutPriority(rawValue: 999)`, `UILayoutPriority(999)` and `.defaultHigh - 1` all work.
extension Interpreter {
  /// `UILayoutPriority(999)`, `UILayoutPriority(rawValue: 999)`, `UIFont.Weight(rawValue: 0.3)`,
  /// `NSAttributedString.Key("x")`: the raw value, checked against the type's raw type; nil
  /// when `typeName` is not such a type (or the snippet declares its own of that name).
  func createTypedConstant(
    _ typeName: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift, classes[typeName] == nil,
      !program.structs.contains(where: { $0.name == typeName }),
      !program.enums.contains(where: { $0.name == typeName }),
      let type = UIKitSurface.shared.type(swift: typeName), type.kind == .stringEnum
    else { return nil }
    let written = typeName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    guard arguments.count == 1, labels == [nil] || labels == ["rawValue"] else {
      throw Interrupt(
        .wrongLabel(written: written, expected: "\(typeName)(rawValue:)` or `\(typeName)(_:)"),
        at: location)
    }
    let raw = arguments[0].value
    let wantsString = (type.rawType ?? "NSString*").hasPrefix("NSString")
    switch raw {
    case .string where wantsString: return raw
    case _ where !wantsString && raw.isNumeric: return raw
    default:
      throw Interrupt(
        .typeMismatch(
          context: "`\(written)`", expected: wantsString ? "a string" : "a number",
          found: raw.kindDescription), at: arguments[0].location)
    }
  }

  /// True when `name` is a typed constant group's Swift name, made from its raw value
  /// (`createTypedConstant`) rather than as an object of an inert class.
  func isTypedConstantType(_ name: String) -> Bool {
    language == .swift && classes[name] == nil
      && UIKitSurface.shared.type(swift: name)?.kind == .stringEnum
  }

  /// The typed constants the headers give a number, by Swift name (`defaultHigh`: 750, a
  /// `UILayoutPriority`): what the implicit spelling `.defaultHigh` is. A name two groups
  /// give different numbers is left out (the context would have to say which).
  static let typedConstantNumbers: [String: Double] = {
    var numbers: [String: Double] = [:]
    var ambiguous: Set<String> = []
    for type in UIKitSurface.shared.types.values where type.kind == .stringEnum {
      for member in type.members where member.kind == .enumCase {
        guard let number = member.value.flatMap(Interpreter.literalValue) else { continue }
        if let other = numbers[member.swiftName], other != number {
          ambiguous.insert(member.swiftName)
        }
        numbers[member.swiftName] = number
      }
    }
    for name in ambiguous { numbers[name] = nil }
    return numbers
  }()
}
