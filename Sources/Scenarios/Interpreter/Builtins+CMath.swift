import Containment
import Foundation

/// C's `<math.h>` functions app code sizes views with (`floor(width / 3)`, `MAX` is a macro,
/// `fabs(dx)`), in both languages (Swift reaches them through Foundation), and Swift's
/// standard `min`, `max` and `abs`. Each computes what C11 7.12 (and the Swift standard
/// library) define; none is a trace line.
extension Builtins {
  /// The functions of one argument, by name (the `f` variants of `float` are the same here).
  static let unaryMath: [String: @Sendable (Double) -> Double] = rounding.merging(
    transcendental
  ) { first, _ in first }

  /// Rounding, absolute value and square root.
  private static let rounding: [String: @Sendable (Double) -> Double] = [
    "floor": { $0.rounded(.down) }, "floorf": { $0.rounded(.down) },
    "ceil": { $0.rounded(.up) }, "ceilf": { $0.rounded(.up) },
    // C's `round` rounds halfway cases away from zero (C11 7.12.9.6).
    "round": { $0.rounded(.toNearestOrAwayFromZero) },
    "roundf": { $0.rounded(.toNearestOrAwayFromZero) },
    "lround": { $0.rounded(.toNearestOrAwayFromZero) },
    "trunc": { $0.rounded(.towardZero) }, "truncf": { $0.rounded(.towardZero) },
    "fabs": { Swift.abs($0) }, "fabsf": { Swift.abs($0) }, "abs": { Swift.abs($0) },
    // `labs`, `llabs` (C11 7.22.6.1): their integer result comes from `integerMath`.
    "labs": { Swift.abs($0) }, "llabs": { Swift.abs($0) },
    "sqrt": { $0.squareRoot() }, "sqrtf": { $0.squareRoot() },
    // `rint` and `nearbyint` round in the current rounding mode, to nearest-even by default
    // (C11 7.12.9.3–4, 7.6.3).
    "rint": { $0.rounded(.toNearestOrEven) }, "rintf": { $0.rounded(.toNearestOrEven) },
    "nearbyint": { $0.rounded(.toNearestOrEven) },
    "nearbyintf": { $0.rounded(.toNearestOrEven) },
    "lroundf": { $0.rounded(.toNearestOrAwayFromZero) },
    "llround": { $0.rounded(.toNearestOrAwayFromZero) },
  ]

  /// The trigonometric, hyperbolic, exponential and logarithmic functions (C11 7.12.4–7.12.6),
  /// and their `float` variants (`atanf`), computed by the platform's libm through
  /// Foundation: pan handlers ease with `atan`, `sin`, `exp`.
  private static let transcendental: [String: @Sendable (Double) -> Double] = {
    let functions: [String: @Sendable (Double) -> Double] = [
      "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) },
      "tan": { Foundation.tan($0) }, "asin": { Foundation.asin($0) },
      "acos": { Foundation.acos($0) }, "atan": { Foundation.atan($0) },
      "sinh": { Foundation.sinh($0) }, "cosh": { Foundation.cosh($0) },
      "tanh": { Foundation.tanh($0) }, "exp": { Foundation.exp($0) },
      "exp2": { Foundation.exp2($0) }, "expm1": { Foundation.expm1($0) },
      "log": { Foundation.log($0) }, "log10": { Foundation.log10($0) },
      "log2": { Foundation.log2($0) }, "log1p": { Foundation.log1p($0) },
      "cbrt": { Foundation.cbrt($0) },
    ]
    var all = functions
    for (name, function) in functions { all[name + "f"] = function }
    return all
  }()

  /// C's classification macros (C11 7.12.3): an `int`, nonzero when the argument is of the
  /// class (clang returns 1), so `if (isnan(scale))` tests them as C does.
  static let classification: [String: @Sendable (Double) -> Bool] = [
    "isnan": { $0.isNaN }, "isinf": { $0.isInfinite }, "isfinite": { $0.isFinite },
    "isnormal": { $0.isNormal }, "signbit": { $0.sign == .minus },
  ]

  /// The functions of two arguments.
  static let binaryMath: [String: @Sendable (Double, Double) -> Double] = [
    "fmin": { Swift.min($0, $1) }, "fminf": { Swift.min($0, $1) },
    "fmax": { Swift.max($0, $1) }, "fmaxf": { Swift.max($0, $1) },
    "min": { Swift.min($0, $1) }, "max": { Swift.max($0, $1) },
    "pow": { power($0, $1) }, "powf": { power($0, $1) },
    // `fmod` keeps the dividend's sign (C11 7.12.10.1); `remainder` rounds the quotient to
    // nearest-even (7.12.10.2); `copysign` (7.12.11.1); `hypot` (7.12.7.3); `fdim`
    // (7.12.12.1).
    "fmod": { $0.truncatingRemainder(dividingBy: $1) },
    "fmodf": { $0.truncatingRemainder(dividingBy: $1) },
    "remainder": { $0.remainder(dividingBy: $1) },
    "copysign": { Double(signOf: $1, magnitudeOf: $0) },
    "copysignf": { Double(signOf: $1, magnitudeOf: $0) },
    "hypot": { ($0 * $0 + $1 * $1).squareRoot() },
    "hypotf": { ($0 * $0 + $1 * $1).squareRoot() },
    "fdim": { $0 > $1 ? $0 - $1 : 0 }, "fdimf": { $0 > $1 ? $0 - $1 : 0 },
    // `atan2(y, x)`, the angle of a drag (C11 7.12.4.4).
    "atan2": { Foundation.atan2($0, $1) }, "atan2f": { Foundation.atan2($0, $1) },
  ]

  /// `pow` for what app code raises: whole exponents exactly, square roots; NaN otherwise
  /// (the interpreter has no libm).
  private static func power(_ base: Double, _ exponent: Double) -> Double {
    if exponent == exponent.rounded(), Swift.abs(exponent) <= 64 {
      var result = 1.0
      for _ in 0..<Int(Swift.abs(exponent)) { result *= base }
      return exponent < 0 ? 1 / result : result
    }
    if exponent == 0.5 { return base.squareRoot() }
    return .nan
  }

  /// True when `name` is one of these functions (for the static check).
  static func isMathFunction(_ name: String) -> Bool {
    unaryMath[name] != nil || binaryMath[name] != nil || classification[name] != nil
  }
}

extension Interpreter {
  /// `floor(x)`, `fmax(a, b)`, `min(a, b, c)` (Swift's `min`/`max` take two or more): the
  /// value, or nil when `name` is not a math function.
  func callMathFunction(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard Builtins.isMathFunction(name) else { return nil }
    var numbers: [Double] = []
    var integers: [Int] = []
    for argument in arguments {
      let value = nilAsZero(argument.value) ?? argument.value
      if case .integer(let integer) = value { integers.append(integer) }
      guard let number = value.numeric else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)`", expected: "a number", found: argument.value.kindDescription),
          at: argument.location)
      }
      numbers.append(number)
    }
    if integers.count == numbers.count, !integers.isEmpty,
      let value = Builtins.integerMath(name, integers)
    {
      return value  // `MIN(a, b)` of two `NSInteger`s is one (C11 6.5.15), `abs(n)` an `int`
    }
    if let test = Builtins.classification[name], numbers.count == 1 {
      return .integer(test(numbers[0]) ? 1 : 0)
    }
    if let function = Builtins.unaryMath[name], numbers.count == 1 {
      return .number(function(numbers[0]))
    }
    if let function = Builtins.binaryMath[name], numbers.count >= 2,
      numbers.count == 2 || name == "min" || name == "max"
    {
      return .number(numbers.dropFirst().reduce(numbers[0], function))
    }
    throw Interrupt(
      .typeMismatch(
        context: "`\(name)`",
        expected: Builtins.binaryMath[name] == nil ? "one number" : "two numbers",
        found: "\(numbers.count) arguments"), at: location)
  }
}

extension Builtins {
  /// The functions and macros whose result has their integer arguments' type: `MIN`, `MAX`,
  /// `ABS` (conditional expressions, C11 6.5.15), C's `abs`/`labs`, Swift's generic `min`,
  /// `max` and `abs`. Nil for the others, which compute in `double` (C11 7.12).
  static func integerMath(_ name: String, _ integers: [Int]) -> Value? {
    switch name {
    case "MIN", "min": return integers.min().map(Value.integer)
    case "MAX", "max": return integers.max().map(Value.integer)
    case "ABS", "abs", "labs", "llabs":
      guard integers.count == 1 else { return nil }
      return .integer(integers[0] == Int.min ? Int.min : Swift.abs(integers[0]))
    default: return nil
    }
  }
}
