import Containment

/// What `print`, `NSLog` and string interpolation show for a value: controllers and views
/// as `<ClassName: name>` (their trace names), numbers in shortest form.
extension Interpreter {
  func describe(_ value: Value) -> String {
    switch value {
    case .void: return "()"
    case .null: return language == .swift ? "nil" : "(null)"
    case .bool(let flag):
      return language == .swift ? (flag ? "true" : "false") : (flag ? "YES" : "NO")
    case .number(let number):
      // Swift prints a `Double`/`CGFloat` with its fraction (`0.0`, `2.5`, `1e-05`); an
      // `NSNumber` (`%@`, `NSLog` of `@(x)`) shows a whole value without one.
      // A Swift `Float` prints as `Float.description` does (its shortest decimal).
      if language == .swift, Double(Float(number)) == number,
        Float(number).description.count < number.description.count
      {
        return Float(number).description
      }
      return language == .swift ? number.description : TraceFormatter.number(number)
    case .integer(let integer): return String(integer)
    case .string(let text): return text
    case .controller(let controller): return simulation.describe(controller)
    case .view(let view as InterpretedView):
      return "<\(view.className): \(simulation.traceName(of: view))>"
    case .view(let view): return simulation.describe(view)
    case .rect(let rect):
      let edges = [rect.origin.x, rect.origin.y, rect.width, rect.height]
      // Swift's `CGRect` description: `(0.0, 0.0, 320.0, 480.0)`, its `CGFloat`s as printed.
      if language == .swift { return "(" + edges.map(\.description).joined(separator: ", ") + ")" }
      let parts = edges.map(TraceFormatter.number)
      return "{{\(parts[0]), \(parts[1])}, {\(parts[2]), \(parts[3])}}"
    case .options(let options):
      return TraceFormatter(spelling: language == .swift ? .swift : .objc)
        .value(.options(options.memberNames))
    case .array(let items):
      if language == .objc { return foundationDescription(value) }
      // An array holding nil is an array of optionals: Swift shows the others as
      // `Optional(…)` (`[Optional("A"), nil]`).
      let optional = items.contains { if case .null = $0 { true } else { false } }
      let shown = items.map { item in
        if optional, !isNull(item) { return "Optional(" + describeElement(item) + ")" }
        return describeElement(item)
      }
      return "[" + shown.joined(separator: ", ") + "]"
    case .dictionary(let dictionary):
      if language == .objc { return foundationDescription(value) }
      // Swift's `Dictionary.description`: `["a": 1]`, `[:]` when empty.
      if dictionary.entries.isEmpty { return "[:]" }
      let inner = dictionary.entries.map {
        describeElement($0.key) + ": " + describeElement($0.value)
      }
      return "[" + inner.joined(separator: ", ") + "]"
    case .tuple(let elements):
      // `(1, "a")`, `(key: "a", value: 1)`: Swift prints a tuple's elements as debug
      // descriptions, with their labels.
      let inner = elements.map { element in
        (element.label.map { $0 + ": " } ?? "") + describeElement(element.value)
      }
      return "(" + inner.joined(separator: ", ") + ")"
    case .closure: return language == .swift ? "(Function)" : "<__NSMallocBlock__>"
    case .classReference(let name): return name
    case .allocated(let name): return "<\(name): alloc>"
    case .enumCase(_, let name): return name
    case .enumValue(_, let name, let payload):
      // `detail(id: 7)`: Swift prints the case and its values as a tuple.
      return name + describe(.tuple(payload))
    case .surface(let object): return describe(object)
    case .record(let record) where record.type == "NSException":
      // NSException's description is its reason.
      if case .string(let reason)? = record.field("reason") { return reason }
      return "NSException"
    case .record(let record):
      // As Swift prints a struct: `Page(title: "Home", index: 0)`.
      let fields = record.fields.map { field in
        if case .string(let text) = field.value { return "\(field.name): \"\(text)\"" }
        return "\(field.name): \(describe(field.value))"
      }
      return record.type + "(" + fields.joined(separator: ", ") + ")"
    case .ignored(let name): return "<\(name): ignored>"
    }
  }

  /// `NSLog` formatting, a conversion specification as C11 7.21.6.1 reads it: flags (`-`
  /// left-justified, `+` and space for a sign, `#` the alternative form, `0` zero padding), a
  /// field width and a precision (digits or `*`, taken from the next argument), a length
  /// modifier, then the conversion: `%@` (an object's description), `%d`/`%i`/`%u`/`%o`/`%x`/
  /// `%X` (with the length's width: `%ld`, `%lu`, `%zd`, `%hhd`), `%f`/`%F`, `%e`/`%E`,
  /// `%g`/`%G` (six significant digits, trailing zeros removed), `%s`, `%c`, `%%`. Each
  /// specifier takes the next argument; a mismatch is a diagnostic (C-surface C40).
  func formatted(_ format: String, _ arguments: [EvaluatedArgument], at location: SourceLocation)
    throws(Interrupt) -> String
  {
    var output = ""
    var remaining = arguments[...]
    let characters = Array(format)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      guard character == "%" else {
        output.append(character)
        continue
      }
      var spec = FormatSpec()
      while index < characters.count, "-+ #0".contains(characters[index]) {
        spec.flags.insert(characters[index])
        index += 1
      }
      // A `*` width or precision is the next argument, an `int` (C11 7.21.6.1p5).
      func starArgument() throws(Interrupt) -> Int {
        guard let argument = remaining.popFirst(), let number = argument.value.numeric else {
          throw Interrupt(
            .badFormat("`*` in `\(format)` needs a number argument"), at: location)
        }
        return Int(number)
      }
      if index < characters.count, characters[index] == "*" {
        index += 1
        let width = try starArgument()
        if width < 0 { spec.flags.insert("-") }
        spec.width = abs(width)
      } else {
        var digits = ""
        while index < characters.count, characters[index].isNumber {
          digits.append(characters[index])
          index += 1
        }
        spec.width = Int(digits)
      }
      if index < characters.count, characters[index] == "." {
        index += 1
        if index < characters.count, characters[index] == "*" {
          index += 1
          let precision = try starArgument()
          spec.precision = precision < 0 ? nil : precision
        } else {
          var digits = ""
          while index < characters.count, characters[index].isNumber {
            digits.append(characters[index])
            index += 1
          }
          spec.precision = Int(digits) ?? 0
        }
      }
      var length = ""
      // `L` is `long double`'s (`%Lf`, C11 7.21.6.1p7), held as a `double` here.
      while index < characters.count, "lhqzjtL".contains(characters[index]) {
        length.append(characters[index])
        index += 1
      }
      guard index < characters.count else {
        throw Interrupt(
          .badFormat("`\(format)` ends in the middle of a `%` specifier"), at: location)
      }
      let conversion = characters[index]
      index += 1
      if conversion == "%" {
        output.append("%")
        continue
      }
      guard let argument = remaining.popFirst() else {
        throw Interrupt(
          .badFormat("`%\(conversion)` in `\(format)` has no argument left"), at: location)
      }
      switch conversion {
      case "@":
        // A boxed BOOL (`@YES`, `@(flag)`) is an NSNumber, whose description is `1` or `0`.
        if language == .objc, case .bool(let flag) = argument.value {
          output += spec.padded(flag ? "1" : "0")
        } else {
          // An object's own `description` (C42).
          output += spec.padded(try formatObjectDescription(argument.value, at: argument.location))
        }
      case "d", "i", "u", "D", "U", "x", "X", "o", "O":
        let number: Double
        var exact: Int64?
        switch argument.value {
        case .number(let value): number = value
        case .integer(let value):
          number = Double(value)
          exact = Int64(value)
        case .bool(let flag): number = flag ? 1 : 0
        case .array(let items): number = Double(items.count)
        case .null where language == .objc: number = 0  // a message to nil returned 0
        default:
          throw Interrupt(
            .badFormat(
              "`%\(conversion)` needs a number, but the argument is "
                + argument.value.kindDescription
            ),
            at: argument.location)
        }
        let whole = exact ?? CIntegerType.bitPattern(of: number)
        output += spec.integer(Self.formattedInteger(whole, conversion, length: length), conversion)
      case "f", "F", "g", "G", "e", "E":
        guard let number = (nilAsZero(argument.value) ?? argument.value).numeric else {
          throw Interrupt(
            .badFormat(
              "`%\(conversion)` needs a number, but the argument is "
                + argument.value.kindDescription
            ),
            at: argument.location)
        }
        output += spec.floating(number, conversion, fixed: fixed)
      case "c", "C":
        // The character whose code the int holds (`'c'`, C11 7.21.6.1 `%c`).
        guard let code = argument.value.numeric, code >= 0, code < 0x11_0000,
          let scalar = Unicode.Scalar(UInt32(code))
        else {
          throw Interrupt(
            .badFormat(
              "`%\(conversion)` needs a character code, but the argument is "
                + argument.value.kindDescription), at: argument.location)
        }
        output += spec.padded(String(Character(scalar)))
      case "p":
        // A pointer's address (C11 7.21.6.1 `%p`) differs from run to run of the app: no trace
        // can show it, so the model does not invent one.
        throw Interrupt(
          .badFormat(
            "`%p` prints an address, which changes from run to run of the app, so no trace can "
              + "show it; use `%@` for the object's description"), at: argument.location)
      case "s", "S":
        guard case .string(let text) = argument.value else {
          throw Interrupt(
            .badFormat(
              "`%s` needs a string, but the argument is \(argument.value.kindDescription)"),
            at: argument.location)
        }
        // A precision is the most characters written (C11 7.21.6.1p4).
        output += spec.padded(spec.precision.map { String(text.prefix($0)) } ?? text)
      default:
        throw Interrupt(
          .badFormat(
            "`%\(conversion)` is not supported; use `%@`, `%d`, `%x`, `%f`, `%e`, `%g` or `%s`"),
          at: location)
      }
    }
    if let extra = remaining.first {
      throw Interrupt(
        .badFormat("more arguments than `%` specifiers in `\(format)`"), at: extra.location)
    }
    return output
  }

  /// An integer argument as `%d`, `%u`, `%x` print it with the length modifier `length`
  /// (C11 7.21.6.1): the argument is read as the type the specifier names, so without a
  /// modifier `%d` reads an `int` and `%u` an `unsigned int` (the low 32 bits), `%ld`/`%lld`/
  /// `%zd`/`%qd` a 64-bit `long`, `%lu` an `unsigned long` (`NSUIntegerMax` prints
  /// 18446744073709551615), `%hd` a `short`, `%hhd` a `char`; `%D` and `%U` are `long`.
  static func formattedInteger(_ value: Int64, _ conversion: Character, length: String)
    -> String
  {
    let isSigned = conversion == "d" || conversion == "i" || conversion == "D"
    let bits: Int
    switch length {
    case "hh": bits = 8
    case "h": bits = 16
    case "": bits = conversion == "D" || conversion == "U" || conversion == "O" ? 64 : 32
    default: bits = 64  // l, ll, q, z, j, t
    }
    let radix =
      conversion == "x" || conversion == "X" ? 16 : conversion == "o" || conversion == "O" ? 8 : 10
    let uppercase = conversion == "X"
    if isSigned {
      let signed: Int64
      switch bits {
      case 8: signed = Int64(Int8(truncatingIfNeeded: value))
      case 16: signed = Int64(Int16(truncatingIfNeeded: value))
      case 32: signed = Int64(Int32(truncatingIfNeeded: value))
      default: signed = value
      }
      return String(signed, radix: radix, uppercase: uppercase)
    }
    let unsigned: UInt64
    switch bits {
    case 8: unsigned = UInt64(UInt8(truncatingIfNeeded: value))
    case 16: unsigned = UInt64(UInt16(truncatingIfNeeded: value))
    case 32: unsigned = UInt64(UInt32(truncatingIfNeeded: value))
    default: unsigned = UInt64(bitPattern: value)
    }
    return String(unsigned, radix: radix, uppercase: uppercase)
  }

  /// `number` with exactly `digits` decimals (`%.2f`), without Foundation, as C's `printf`
  /// writes it (C11 7.21.6.1 `%f`): the exact binary value rounded to the nearest decimal of
  /// that many places, a tie to the even one, so `%.2f` of 2.345 (2.34500000000000019…) is
  /// `2.35`, of 1.005 (1.00499999999999989…) `1.00`, `%.1f` of 0.25 `0.2`, `%.0f` of 2.5 `2`;
  /// a negative value keeps its sign (`-0.00`).
  func fixed(_ number: Double, _ digits: Int) -> String {
    guard number.isFinite, abs(number) < 1e15 else { return number.description }
    // 2^53 × 10^20 < 2^128: up to 20 places are exact in 128 bits.
    let places = min(max(digits, 0), 20)
    var scale: UInt128 = 1
    for _ in 0..<places { scale *= 10 }
    let magnitude = abs(number)
    var scaled: UInt128 = 0
    if magnitude.isNormal {
      // magnitude = significand × 2^(exponent − 52), exactly.
      let significand = UInt128(magnitude.significandBitPattern) | (UInt128(1) << 52)
      let product = significand * scale
      let shift = Int(magnitude.exponent) - 52
      if shift >= 0 {
        scaled = product << shift
      } else if -shift < 120 {
        let bits = -shift
        let quotient = product >> bits
        let remainder = product & ((UInt128(1) << bits) - 1)
        let half = UInt128(1) << (bits - 1)
        let roundsUp = remainder > half || (remainder == half && quotient & 1 == 1)
        scaled = roundsUp ? quotient + 1 : quotient
      }
    }
    let whole = scaled / scale
    let fraction = scaled % scale
    var text = (number.sign == .minus ? "-" : "") + String(whole)
    if places > 0 {
      let digitsText = String(fraction)
      text += "." + String(repeating: "0", count: max(0, places - digitsText.count)) + digitsText
    }
    return text
  }

}
