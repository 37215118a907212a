/// The standard library's constants of its number types, as layout code writes them:
/// `CGFloat.infinity`, `.greatestFiniteMagnitude`, `Double.pi`, `Int.max`, `Int.min`, `.zero`
/// of a number type (`FloatingPoint`, `FixedWidthInteger`; CGFloat has Double's on 64-bit
/// iOS). As an implicit member where a number is expected (`height: .infinity`,
/// `width: .greatestFiniteMagnitude`) they are the same values (FIDELITY-SURFACE W19).
extension Interpreter {
  /// The floating-point types' constants, by name.
  static let floatingConstants: [String: Double] = [
    "infinity": .infinity, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
    "leastNonzeroMagnitude": .leastNonzeroMagnitude, "leastNormalMagnitude": .leastNormalMagnitude,
    "pi": .pi, "ulpOfOne": .ulpOfOne,
  ]

  /// `CGFloat.infinity`, `Int.max`: nil when `base` names no number type or `member` is none
  /// of its constants.
  func numberTypeConstant(_ base: Expr, _ member: String) -> Value? {
    guard language == .swift, case .name(let type) = base.kind else { return nil }
    switch type {
    case "CGFloat", "Double", "Float", "TimeInterval", "Float64", "Float32":
      if member == "zero" { return .number(0) }
      return Self.floatingConstants[member].map { .number($0) }
    case "Int", "NSInteger", "Int64":
      switch member {
      case "max": return .integer(Int.max)
      case "min": return .integer(Int.min)
      case "zero": return .integer(0)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// `.infinity`, `.greatestFiniteMagnitude`, `.pi` where a number is expected.
  func numberImplicitMember(_ member: String) -> Value? {
    guard language == .swift, member != "zero" else { return nil }
    // `objc_AssociationPolicy`'s cases (`.OBJC_ASSOCIATION_RETAIN_NONATOMIC`): how the runtime
    // keeps an associated object, which the model (without memory management) does not tell
    // apart, as in Objective-C (Builtins.constant).
    if member.hasPrefix("OBJC_ASSOCIATION_") { return .integer(0) }
    return Self.floatingConstants[member].map { .number($0) }
  }
}
