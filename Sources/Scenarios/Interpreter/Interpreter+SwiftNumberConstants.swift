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
    "pi": .pi, "ulpOfOne": .ulpOfOne, "nan": .nan,
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
      case "bitWidth": return .integer(64)
      default: return nil
      }
    default:
      return fixedWidthConstant(type, member)
    }
  }

  /// `UInt32.max`, `Int8.min`, `UInt16.bitWidth`, `Int32.zero`: the other fixed-width integer
  /// types' bounds (`FixedWidthInteger.max`, `.min`; `BinaryInteger.bitWidth`), each within
  /// the model's 64-bit signed integer; `UInt.max` and `UInt64.max` are not (2^64 − 1), so
  /// they stay unsupported rather than become another number.
  private func fixedWidthConstant(_ type: String, _ member: String) -> Value? {
    let widths: [String: (bits: Int, signed: Bool)] = [
      "Int8": (8, true), "Int16": (16, true), "Int32": (32, true), "UInt8": (8, false),
      "UInt16": (16, false), "UInt32": (32, false), "UInt": (64, false), "UInt64": (64, false),
      "NSUInteger": (64, false),
    ]
    guard let (bits, signed) = widths[type] else { return nil }
    switch member {
    case "min": return .integer(signed ? -(1 << (bits - 1)) : 0)
    case "max" where bits < 64: return .integer(signed ? (1 << (bits - 1)) - 1 : (1 << bits) - 1)
    case "zero": return .integer(0)
    case "bitWidth": return .integer(bits)
    default: return nil
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
