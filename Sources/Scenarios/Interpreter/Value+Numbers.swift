/// Integer and floating-point values, as both compilers keep them apart: `7 / 2` is 3 and
/// `7.0 / 2` is 3.5; Swift prints a `CGFloat` 0 as `0.0` and an `Int` 0 as `0`.
extension Value {
  /// The number as a Double, for code that takes any number (a frame, a duration); nil for
  /// other values.
  var numeric: Double? {
    switch self {
    case .number(let number): number
    case .integer(let integer): Double(integer)
    default: nil
    }
  }

  /// Whether the value is a number of either kind.
  var isNumeric: Bool { numeric != nil }

  /// An integer value from a Double, truncated toward zero (C11 6.3.1.4, Swift's `Int(_:)`);
  /// a value out of range saturates rather than trapping (the caller reports overflow where
  /// the language does).
  static func integer(truncating number: Double) -> Value {
    guard number.isFinite else { return .integer(0) }
    if number >= 9.2e18 { return .integer(Int.max) }
    if number <= -9.2e18 { return .integer(Int.min) }
    return .integer(Int(number.rounded(.towardZero)))
  }

  /// `value` converted to the numeric kind of `type` (`Int`, `CGFloat`, `NSInteger`,
  /// `double`…), as an initialisation or assignment converts it (C11 6.3.1.4–5; a Swift
  /// literal takes the declared type); other values and types are unchanged.
  func converted(toNumericType type: String?) -> Value {
    guard let type, let kind = NumericKind(typeName: type) else { return self }
    return converted(to: kind)
  }

  /// `value` as `kind`: an integer becomes a Double, a Double is truncated.
  func converted(to kind: NumericKind) -> Value {
    switch (self, kind) {
    case (.integer(let integer), .floating): .number(Double(integer))
    case (.number(let number), .integer): .integer(truncating: number)
    default: self
    }
  }

  /// The numeric kind of the value, nil when it is not a number.
  var numericKind: NumericKind? {
    switch self {
    case .number: .floating
    case .integer: .integer
    default: nil
    }
  }
}

/// The two kinds of number a scenario computes with.
enum NumericKind: Sendable, Equatable {
  case integer, floating

  /// The kind a declared type names: `Int`, `NSInteger`, `int`, `unsigned long` are integers;
  /// `CGFloat`, `Double`, `Float`, `NSTimeInterval`, `double` are floating; nil for others.
  init?(typeName: String) {
    var name = typeName.trimmingCharacters(in: " ")
    if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    let words = name.split(separator: " ").map(String.init)
    guard let last = words.last else { return nil }
    if Self.floatingTypes.contains(last) {
      self = .floating
    } else if Self.integerTypes.contains(last) {
      self = .integer
    } else {
      return nil
    }
  }

  /// Floating-point types app code declares (Swift, Foundation, Core Graphics, C).
  static let floatingTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Float32", "Float64", "Float80", "TimeInterval",
    "NSTimeInterval", "CFTimeInterval", "CGDouble", "double", "float",
  ]

  /// Integer types app code declares (Swift, Foundation, C).
  static let integerTypes: Set<String> = [
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    "NSInteger", "NSUInteger", "int", "long", "short", "char", "unsigned", "signed",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
    "size_t", "ssize_t", "intptr_t", "uintptr_t", "ptrdiff_t", "NSTimeIntervalInteger",
    "SInt8", "SInt16", "SInt32", "SInt64",
  ]
}

extension String {
  /// The string without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}

extension Value {
  /// The value converted to `kind` when there is one.
  func converted(to kind: NumericKind?) -> Value {
    guard let kind else { return self }
    return converted(to: kind)
  }
}
