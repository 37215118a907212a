/// A C integer type as clang lays it out for iOS on arm64 (Apple's ABI, LP64): `char` 8 bits
/// and signed, `short` 16, `int` 32, `long` and `long long` 64; `NSInteger` is `long` and
/// `NSUInteger` `unsigned long` (NSObjCRuntime.h); `size_t`, `uintptr_t` unsigned long.
///
/// A value converted to one of them is reduced as C11 6.3.1.3 says: modulo 2^N for an
/// unsigned type, and for a signed type the same two's-complement wrap clang gives (the
/// implementation-defined case), so `int i = INT_MAX; i = i + 1;` holds `INT_MIN` and
/// `unsigned int u = 0; u = u - 1;` holds 4294967295. A 64-bit unsigned value keeps its bit
/// pattern in the interpreter's 64-bit integer: `%lu` prints it unsigned (Interpreter+Output).
struct CIntegerType: Sendable, Equatable {
  /// The width in bits: 8, 16, 32 or 64.
  let bits: Int
  let isSigned: Bool

  /// The type a declaration names (`int`, `unsigned int`, `NSUInteger`, `uint8_t`, `const
  /// long`), nil for any other type.
  init?(typeName: String) {
    let words = typeName.split(separator: " ").map(String.init).filter {
      !["const", "static", "volatile", "register", "__block", "extern"].contains($0)
    }
    guard !words.isEmpty else { return nil }
    if words.count == 1, let known = Self.namedTypes[words[0]] {
      self = known
      return
    }
    guard words.allSatisfy({ ["signed", "unsigned", "char", "short", "int", "long"].contains($0) })
    else { return nil }
    let isSigned = !words.contains("unsigned")
    if words.contains("char") {
      self.init(bits: 8, isSigned: isSigned)
    } else if words.contains("short") {
      self.init(bits: 16, isSigned: isSigned)
    } else if words.contains("long") {
      self.init(bits: 64, isSigned: isSigned)
    } else {
      self.init(bits: 32, isSigned: isSigned)  // `int`, `unsigned`, `signed`
    }
  }

  init(bits: Int, isSigned: Bool) {
    self.bits = bits
    self.isSigned = isSigned
  }

  /// The typedefs of the C library and Foundation, one word each.
  private static let namedTypes: [String: CIntegerType] = [
    "NSInteger": .init(bits: 64, isSigned: true), "NSUInteger": .init(bits: 64, isSigned: false),
    "int8_t": .init(bits: 8, isSigned: true), "uint8_t": .init(bits: 8, isSigned: false),
    "int16_t": .init(bits: 16, isSigned: true), "uint16_t": .init(bits: 16, isSigned: false),
    "int32_t": .init(bits: 32, isSigned: true), "uint32_t": .init(bits: 32, isSigned: false),
    "int64_t": .init(bits: 64, isSigned: true), "uint64_t": .init(bits: 64, isSigned: false),
    "size_t": .init(bits: 64, isSigned: false), "ssize_t": .init(bits: 64, isSigned: true),
    "intptr_t": .init(bits: 64, isSigned: true), "uintptr_t": .init(bits: 64, isSigned: false),
    "ptrdiff_t": .init(bits: 64, isSigned: true),
    // MacTypes.h, which UIKit's headers include: `typedef unsigned int UInt32;` ….
    "UInt8": .init(bits: 8, isSigned: false), "SInt8": .init(bits: 8, isSigned: true),
    "UInt16": .init(bits: 16, isSigned: false), "SInt16": .init(bits: 16, isSigned: true),
    "UInt32": .init(bits: 32, isSigned: false), "SInt32": .init(bits: 32, isSigned: true),
    "UInt64": .init(bits: 64, isSigned: false), "SInt64": .init(bits: 64, isSigned: true),
  ]

  /// `value` reduced to this type (C11 6.3.1.3), in the interpreter's 64-bit integer.
  func wrapping(_ value: Int) -> Int {
    switch (bits, isSigned) {
    case (8, true): Int(Int8(truncatingIfNeeded: value))
    case (8, false): Int(UInt8(truncatingIfNeeded: value))
    case (16, true): Int(Int16(truncatingIfNeeded: value))
    case (16, false): Int(UInt16(truncatingIfNeeded: value))
    case (32, true): Int(Int32(truncatingIfNeeded: value))
    case (32, false): Int(UInt32(truncatingIfNeeded: value))
    default: value  // 64 bits: the bit pattern, signed or not
    }
  }

  /// `value` (an integer, a floating-point number, a BOOL) converted to this type as an
  /// assignment converts it (C11 6.3.1.4: a fraction is dropped toward zero, then 6.3.1.3);
  /// other values unchanged.
  func converting(_ value: Value) -> Value {
    switch value {
    case .integer(let integer): .integer(wrapping(integer))
    case .number(let number): .integer(wrapping(Int(Self.bitPattern(of: number))))
    default: value
    }
  }

  /// A floating-point value as the 64-bit integer it converts to, its fraction dropped (C11
  /// 6.3.1.4): up to `ULONG_MAX` (`NSUIntegerMax` is the all-ones pattern, −1 as `long`);
  /// NaN, infinities and values beyond 64 bits give 0.
  static func bitPattern(of number: Double) -> Int64 {
    guard number.isFinite else { return 0 }
    let whole = number.rounded(.towardZero)
    if whole >= -9_223_372_036_854_775_808, whole < 9_223_372_036_854_775_808 {
      return Int64(whole)
    }
    // 2^64 is `NSUIntegerMax` / `ULONG_MAX` (2^64 − 1) as a double holds it (Builtins+CLimits).
    if whole >= 0, whole <= 18_446_744_073_709_551_616 {
      return Int64(bitPattern: whole == 18_446_744_073_709_551_616 ? UInt64.max : UInt64(whole))
    }
    return 0
  }
}
