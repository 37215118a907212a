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

extension CIntegerType {
  static let int = CIntegerType(bits: 32, isSigned: true)
  static let long = CIntegerType(bits: 64, isSigned: true)
  static let unsignedLong = CIntegerType(bits: 64, isSigned: false)

  /// The integer promotions (C11 6.3.1.1p2): a type narrower than `int` becomes `int`.
  var promoted: CIntegerType { bits < 32 ? .int : self }

  /// The usual arithmetic conversions of two integer types (C11 6.3.1.8): the wider one, and
  /// at the same width the unsigned one; a signed type wider than the unsigned one holds all
  /// its values and wins (LP64: `unsigned int` with `long` is `long`).
  static func common(_ a: CIntegerType, _ b: CIntegerType) -> CIntegerType {
    let a = a.promoted
    let b = b.promoted
    if a.isSigned == b.isSigned { return a.bits >= b.bits ? a : b }
    let (unsigned, signed) = a.isSigned ? (b, a) : (a, b)
    return unsigned.bits >= signed.bits ? unsigned : signed
  }

  /// `value`'s bits as this unsigned type holds them.
  func unsignedBits(_ value: Int) -> UInt64 {
    let bits = UInt64(bitPattern: Int64(value))
    return self.bits == 64 ? bits : bits & ((1 << UInt64(self.bits)) - 1)
  }
}

/// C's unsigned arithmetic and comparisons, which the declared types decide (C11 6.3.1.8,
/// 6.5.8): `NSUInteger n = 0; n - 1 > 5` is true, since `n - 1` is the `unsigned long`
/// 18446744073709551615; `NSInteger i = -1; i < array.count` is false, since `i` is converted
/// to `unsigned long` first. An operand's type comes from its declaration (a local, an
/// instance variable, a `@property`), a cast, or the Foundation messages that return
/// `NSUInteger` (`count`, `length`, `indexOfObject:`); an integer constant is an `int`.
/// Signed arithmetic is unchanged.
extension Interpreter {
  /// The messages and properties of Foundation that return `NSUInteger` (NSArray.h,
  /// NSString.h, NSSet.h, NSDictionary.h).
  static let unsignedResults: Set<String> = [
    "count", "length", "indexOfObject", "indexOfObjectIdenticalTo", "hash",
  ]

  /// `left op right` when the usual arithmetic conversions make it an unsigned operation on
  /// two integers; nil otherwise (the ordinary arithmetic then runs).
  func cUnsignedResult(
    _ op: String, _ left: Value, _ right: Value, _ leftExpression: Expr, _ rightExpression: Expr,
    _ scope: Scope, _ context: MethodContext
  ) -> Value? {
    guard language == .objc, Self.unsignedOperators.contains(op),
      case .integer(let a) = nilAsZero(left) ?? left,
      case .integer(let b) = nilAsZero(right) ?? right
    else { return nil }
    let leftType = cIntegerType(of: leftExpression, scope, context)
    let rightType = cIntegerType(of: rightExpression, scope, context)
    guard leftType?.isSigned == false || rightType?.isSigned == false else { return nil }
    // A shift has its left operand's (promoted) type (C11 6.5.7p3).
    let isShift = op == "<<" || op == ">>"
    let type =
      isShift
      ? (leftType ?? .int).promoted : CIntegerType.common(leftType ?? .int, rightType ?? .int)
    guard !type.isSigned else { return nil }
    let x = type.unsignedBits(a)
    let y = type.unsignedBits(b)
    let result: UInt64
    switch op {
    case "<": return .bool(x < y)
    case ">": return .bool(x > y)
    case "<=": return .bool(x <= y)
    case ">=": return .bool(x >= y)
    case "==": return .bool(x == y)
    case "!=": return .bool(x != y)
    case "+": result = x &+ y
    case "-": result = x &- y
    case "*": result = x &* y
    case "/":
      guard y != 0 else { return nil }
      result = x / y
    case "%":
      guard y != 0 else { return nil }
      result = x % y
    case "&": result = x & y
    case "|": result = x | y
    case "^": result = x ^ y
    case ">>":
      guard b >= 0, b < type.bits else { return nil }
      result = x >> UInt64(b)
    case "<<":
      guard b >= 0, b < type.bits else { return nil }
      result = x << UInt64(b)
    default: return nil
    }
    return .integer(type.wrapping(Int(truncatingIfNeeded: Int64(bitPattern: result))))
  }

  static let unsignedOperators: Set<String> = [
    "<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
  ]

  /// The C integer type of an expression as the compiler types it, when the model can tell:
  /// nil for a floating or object value, and for what it cannot tell (an `int` then).
  func cIntegerType(of expression: Expr, _ scope: Scope, _ context: MethodContext)
    -> CIntegerType?
  {
    switch expression.kind {
    case .number:
      return expression.isFloatingLiteral ? nil : .int
    case .boolean:
      return .int  // `YES`/`NO` are `BOOL` (signed char), promoted to `int`
    case .name(let name):
      if let variable = scope.lookup(name) { return variable.cInteger }
      return declaredIntegerType(of: name, context)
    case .member(let base, let name):
      if Self.unsignedResults.contains(name) { return .unsignedLong }
      if case .name("self") = base.kind { return declaredIntegerType(of: name, context) }
      return nil
    case .message(let receiver, let parts):
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      if pieces.count == 1, Self.unsignedResults.contains(pieces[0]) { return .unsignedLong }
      if case .name("self") = receiver.kind, pieces.count == 1, parts[0].argument == nil {
        return declaredIntegerType(of: pieces[0], context)
      }
      return nil
    case .unary(let op, let operand):
      if op.hasPrefix("(cast ") {
        return CIntegerType(typeName: String(op.dropFirst("(cast ".count).dropLast()))
      }
      if op == "(int)" { return .long }  // `(long)x`, `(NSInteger)x`: the fraction dropped
      if op == "!" { return .int }
      guard ["-", "+", "~"].contains(op) else { return nil }
      return cIntegerType(of: operand, scope, context)?.promoted
    case .binary(let op, let left, let right):
      if ["<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(op) { return .int }
      if op == "," { return cIntegerType(of: right, scope, context) }
      guard let a = cIntegerType(of: left, scope, context) else { return nil }
      if op == "<<" || op == ">>" { return a.promoted }
      guard let b = cIntegerType(of: right, scope, context) else { return nil }
      return CIntegerType.common(a, b)
    case .conditional(_, let a, let b):
      guard let first = cIntegerType(of: a, scope, context),
        let second = cIntegerType(of: b, scope, context)
      else { return nil }
      return CIntegerType.common(first, second)
    case .assign(let target, _), .increment(let target, _, _):
      return cIntegerType(of: target, scope, context)
    default:
      return nil
    }
  }

  /// The declared integer type of an instance variable or `@property` of the running class
  /// (`_selectedIndex`, `selectedIndex`), nil when there is none or it is not an integer.
  private func declaredIntegerType(of name: String, _ context: MethodContext) -> CIntegerType? {
    let info = context.classInfo ?? context.receiver.classInfo
    let plain = name.hasPrefix("_") ? String(name.dropFirst()) : name
    var current: ClassInfo? = info
    var steps = 0
    while let each = current, steps < 64 {
      for case .declaration(let declaration) in each.properties.map(\.kind)
      where declaration.name == name || declaration.name == plain
        || declaration.name == "_" + plain
      {
        return declaration.typeName.flatMap(CIntegerType.init(typeName:))
      }
      current = each.superclass
      steps += 1
    }
    return nil
  }
}

/// C's `float` and Swift's `Float` (IEEE single precision): a value stored in one is the
/// nearest single-precision number (C11 6.3.1.5: `float f = 0.1;` holds 0.100000001490116…, so
/// `f == 0.1` is false, as on a device). A `float` prints as the shortest decimal that reads
/// back as that `float` (`0.1`, as `NSNumber` and Swift's `Float.description` show it), so a
/// duration written `0.3f` stays `0.3` in a trace (TraceFormatter.number).
extension Value {
  /// The type names that are single precision.
  static func isSinglePrecisionType(_ typeName: String) -> Bool {
    let words = typeName.split(separator: " ").map(String.init)
    return ["float", "Float", "Float32", "GLfloat"].contains(words.last ?? "")
  }

  /// The value rounded to the nearest `float`; other values unchanged.
  var singlePrecision: Value {
    if case .number(let number) = self { return .number(Double(Float(number))) }
    if case .integer(let integer) = self { return .number(Double(Float(integer))) }
    return self
  }
}
