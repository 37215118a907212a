/// One conversion specification of a `printf`-style format (`NSLog`, `String(format:)`,
/// `stringWithFormat:`), as C11 7.21.6.1 reads it: its flags, field width and precision, and
/// how each applies to a converted value (FIDELITY-SURFACE C40).
struct FormatSpec {
  /// `-` left-justified, `+` a plus sign on a non-negative number, space a space there, `#`
  /// the alternative form (`0x` before a hexadecimal value, a `0` before an octal one, trailing
  /// zeros kept by `%g`), `0` zeros rather than spaces to the field width.
  var flags: Set<Character> = []
  var width: Int?
  var precision: Int?

  /// `text` in the field: spaces before it (after it with `-`) up to the width.
  func padded(_ text: String) -> String {
    guard let width, text.count < width else { return text }
    let fill = String(repeating: " ", count: width - text.count)
    return flags.contains("-") ? text + fill : fill + text
  }

  /// A number's `sign` and `digits` in the field: zero padding goes between the sign (or
  /// `0x`) and the digits, unless `-` is given (C11 7.21.6.1p6, `0`).
  private func numeric(sign: String, _ digits: String, zeroPadding: Bool) -> String {
    if zeroPadding, flags.contains("0"), !flags.contains("-"), let width,
      sign.count + digits.count < width
    {
      return sign + String(repeating: "0", count: width - sign.count - digits.count) + digits
    }
    return padded(sign + digits)
  }

  /// An integer conversion's text from its plain digits (`-12`, `ff`): the precision is the
  /// least number of digits (`%.3d` of 7 is `007`; with a precision the `0` flag is ignored),
  /// `+` / space for a sign, `#` for `0x` / `0`.
  func integer(_ plain: String, _ conversion: Character) -> String {
    var digits = plain
    var sign = ""
    if digits.hasPrefix("-") {
      sign = "-"
      digits.removeFirst()
    } else if "diD".contains(conversion) {
      sign = flags.contains("+") ? "+" : flags.contains(" ") ? " " : ""
    }
    if let precision {
      if precision == 0, digits == "0" { digits = "" }
      if digits.count < precision {
        digits = String(repeating: "0", count: precision - digits.count) + digits
      }
    }
    if flags.contains("#"), digits != "0", !digits.isEmpty {
      switch conversion {
      case "x": sign += "0x"
      case "X": sign += "0X"
      case "o", "O": if !digits.hasPrefix("0") { digits = "0" + digits }
      default: break
      }
    }
    return numeric(sign: sign, digits, zeroPadding: precision == nil)
  }

  /// A floating conversion's text (`%f`, `%e`, `%g` and their capitals), with `fixed` the
  /// exact `%.Nf` of a non-negative number.
  func floating(_ number: Double, _ conversion: Character, fixed: (Double, Int) -> String)
    -> String
  {
    let uppercase = conversion.isUppercase
    var sign = number.sign == .minus && !(number.isNaN) ? "-" : ""
    if sign.isEmpty { sign = flags.contains("+") ? "+" : flags.contains(" ") ? " " : "" }
    guard number.isFinite else {
      let text = number.isNaN ? "nan" : "inf"
      return padded(sign + (uppercase ? text.uppercased() : text))
    }
    let magnitude = abs(number)
    let body: String
    switch conversion {
    case "f", "F":
      body = withPoint(fixed(magnitude, precision ?? 6))
    case "e", "E":
      body = withPoint(
        Self.scientific(magnitude, precision ?? 6, fixed: fixed, uppercase: uppercase))
    default:
      // `%g`: `%e`'s exponent X of the value rounded to P significant digits chooses the style:
      // `%f` with P − 1 − X decimals when P > X ≥ −4, else `%e` with P − 1 (C11 7.21.6.1p8).
      let significant = max(precision ?? 6, 1)
      let exponent = Self.decimalExponent(magnitude, digits: significant - 1, fixed: fixed)
      var text =
        significant > exponent && exponent >= -4
        ? fixed(magnitude, significant - 1 - exponent)
        : Self.scientific(magnitude, significant - 1, fixed: fixed, uppercase: uppercase)
      if !flags.contains("#") { text = Self.trimmingZeros(text) }
      body = text
    }
    return numeric(sign: sign, body, zeroPadding: true)
  }

  /// `#` keeps a decimal point even with no digits after it.
  private func withPoint(_ text: String) -> String {
    guard flags.contains("#"), !text.contains(".") else { return text }
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      return String(text[..<e]) + "." + String(text[e...])
    }
    return text + "."
  }

  /// `1.500000e+00`: a non-negative number with one digit before the point, `digits` after it,
  /// and a signed exponent of at least two digits.
  static func scientific(
    _ magnitude: Double, _ digits: Int, fixed: (Double, Int) -> String, uppercase: Bool
  ) -> String {
    let exponent = decimalExponent(magnitude, digits: digits, fixed: fixed)
    let mantissa = fixed(magnitude == 0 ? 0 : magnitude / powerOfTen(exponent), digits)
    let shown = String(abs(exponent))
    return mantissa + (uppercase ? "E" : "e") + (exponent < 0 ? "-" : "+")
      + (shown.count < 2 ? "0" + shown : shown)
  }

  /// The exponent of `magnitude` written with one digit before the point and `digits` after
  /// it, after rounding (9.99 with one digit is `1.0e+01`).
  static func decimalExponent(_ magnitude: Double, digits: Int, fixed: (Double, Int) -> String)
    -> Int
  {
    guard magnitude > 0 else { return 0 }
    var exponent = 0
    var scaled = magnitude
    while scaled >= 10, exponent < 400 {
      scaled /= 10
      exponent += 1
    }
    while scaled < 1, exponent > -400 {
      scaled *= 10
      exponent -= 1
    }
    let rounded = fixed(magnitude / powerOfTen(exponent), digits)
    return rounded.hasPrefix("10") ? exponent + 1 : exponent
  }

  /// 10 to the power `exponent`, exact up to 10²² (each factor is a whole power of ten).
  static func powerOfTen(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<min(abs(exponent), 400) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }

  /// `%g`'s text without trailing zeros after the point, nor the point left alone.
  static func trimmingZeros(_ text: String) -> String {
    var mantissa = text
    var exponentPart = ""
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = String(text[..<e])
      exponentPart = String(text[e...])
    }
    if mantissa.contains(".") {
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      if mantissa.hasSuffix(".") { mantissa.removeLast() }
    }
    return mantissa + exponentPart
  }
}
