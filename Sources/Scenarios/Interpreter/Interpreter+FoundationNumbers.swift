/// The C conversions behind `NSNumber` and `NSString`'s numeric values (their members are
/// declared in UIKit/NSNumber.swift and UIKit/NSString.swift), as Objective-C app code reads them
/// (`[index integerValue]`, `[self.pages[i] floatValue]`, `[text intValue]`), on the values the
/// interpreter holds: a boxed number (`@(3)`, `@2.5`, `@YES`, `[NSNumber numberWithInt:3]`)
/// is the number itself, a string is a string.
///
/// - NSNumber (NSValue.h): `intValue`, `integerValue`, `longValue`, `longLongValue`,
///   `unsignedIntValue`, `unsignedIntegerValue`, `shortValue`, `charValue`, `floatValue`,
///   `doubleValue`, `boolValue`, `stringValue`: the number converted to that C type as a cast
///   converts it (C11 6.3.1.3–4: a fraction is dropped toward zero; an integer too wide is
///   reduced modulo 2^N, as clang does); `boolValue` is whether it is not zero.
/// - NSString (NSString.h): `intValue`, `integerValue`, `longLongValue` read leading
///   whitespace, a sign and decimal digits, and give 0 when there are none (INT_MAX / INT_MIN,
///   NSIntegerMax / NSIntegerMin when the digits overflow); `floatValue` and `doubleValue`
///   read a decimal number likewise (0.0 when none); `boolValue` is YES when, after
///   whitespace, a sign and zeros, the next character is `Y`, `y`, `T`, `t` or a digit 1–9.
/// - A message to nil gives 0, 0.0 or NO (The Objective-C Programming Language, "Sending
///   Messages to nil").
/// - `+[NSNumber numberWithInt:]` and its siblings, `-[NSNumber initWithInt:]`: the number,
///   converted to the factory's C type (`numberWithFloat:` rounds to `float`).
extension Interpreter {
  /// `+numberWithInt:`, `-initWithInt:` and their siblings, by selector: NSNumber's declared
  /// initializers (UIKit/NSNumber.swift), which `[[NSNumber alloc] initWithInt:3]` reaches
  /// through the runtime's messages.
  static let numberFactorySelectors: Set<[String]> = Set(
    UIKitType.numberInitializers.map(\.objcPieces).filter { !$0.isEmpty })

  /// `[NSNumber numberWithFloat:x]`, `[[NSNumber alloc] initWithInt:n]`: the number, made by
  /// NSNumber's declared initializer of that selector; nil for any other receiver.
  func numberFactory(_ receiver: Value, _ piece: String, _ argument: Value) -> Value? {
    switch receiver {
    case .classReference("NSNumber") where piece.hasPrefix("numberWith"),
      .allocated("NSNumber") where piece.hasPrefix("initWith"):
      break
    default:
      return nil
    }
    guard let factory = UIKitType.numberInitializers.first(where: { $0.objcPieces == [piece] })
    else { return nil }
    let location = SourceLocation(line: 0, column: 0)
    let call = UIKitCall(
      interpreter: self, member: factory, receiver: .classReference("NSNumber"),
      arguments: [argument], locations: [location], location: location)
    return try? factory.behaviour.read(call)
  }

  /// The description `stringValue` and `%@` give a number: an integer without a fraction, a
  /// `double` in its shortest form (`2.5`), a BOOL as `1` or `0`.
  func numberDescription(_ value: Value) -> String {
    if case .bool(let flag) = value { return flag ? "1" : "0" }
    return describe(value)
  }

  /// `value` converted to the C type `type` as a cast converts it (C11 6.3.1.2–5).
  static func converted(_ value: Value, toCType type: String) -> Value {
    let number: Double
    switch value {
    case .bool(let flag): number = flag ? 1 : 0
    case .integer(let integer):
      if type == "BOOL" { return .bool(integer != 0) }
      if type == "float" { return .number(Double(Float(integer))) }
      if type == "double" { return .number(Double(integer)) }
      return .integer(CIntegerType(typeName: type)?.wrapping(integer) ?? integer)
    case .number(let double): number = double
    default: return value
    }
    switch type {
    case "BOOL": return .bool(number != 0)
    case "float": return .number(Double(Float(number)))
    case "double": return .number(number)
    default:
      guard case .integer(let whole) = Value.integer(truncating: number) else { return value }
      return .integer(CIntegerType(typeName: type)?.wrapping(whole) ?? whole)
    }
  }

  /// The decimal integer at the start of `text` (after whitespace and a sign), clamped to a
  /// `bits`-wide signed integer; 0 when there is none (`-[NSString intValue]`).
  static func leadingInteger(_ text: String, bits: Int) -> Int {
    var characters = text.unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }[...]
    var negative = false
    if let sign = characters.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      characters = characters.dropFirst()
    }
    let limit = bits == 32 ? Int(Int32.max) : Int.max
    var magnitude = 0
    var overflow = false
    for scalar in characters {
      guard let digit = scalar.properties.numericType == .decimal ? Int(String(scalar)) : nil,
        scalar.isASCII
      else { break }
      let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
      let (plus, o2) = times.addingReportingOverflow(digit)
      if o1 || o2 || plus > limit {
        overflow = true
        break
      }
      magnitude = plus
    }
    if overflow { return negative ? (bits == 32 ? Int(Int32.min) : Int.min) : limit }
    return negative ? -magnitude : magnitude
  }

  /// The decimal number at the start of `text` (after whitespace): a sign, digits, a
  /// fraction, an exponent; 0.0 when there is none (`-[NSString doubleValue]`).
  static func leadingDecimal(_ text: String) -> Double {
    let characters = Array(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
    var end = 0
    var best = 0.0
    var index = 0
    if index < characters.count, characters[index] == "-" || characters[index] == "+" {
      index += 1
    }
    while index <= characters.count {
      let prefix = String(characters[0..<index])
      if let value = Double(prefix), !prefix.lowercased().contains("n"),
        !prefix.lowercased().contains("i")
      {
        best = value
        end = index
      }
      guard index < characters.count, "0123456789.eE+-".contains(characters[index]) else {
        break
      }
      index += 1
    }
    return end == 0 ? 0 : best
  }

  /// `-[NSString boolValue]`: after whitespace, an optional sign and zeros, whether the next
  /// character is `Y`, `y`, `T`, `t` or a digit 1–9.
  static func leadingTruth(_ text: String) -> Bool {
    var characters = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }[...]
    if let sign = characters.first, sign == "-" || sign == "+" {
      characters = characters.dropFirst()
    }
    characters = characters.drop { $0 == "0" }
    guard let first = characters.first else { return false }
    return "YyTt123456789".contains(first)
  }
}
