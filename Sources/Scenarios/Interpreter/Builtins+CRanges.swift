import Containment

/// Foundation's `NSRange` (NSRange.h): a location and a length, made by `NSMakeRange` and
/// read by the functions app code pages and selects with; a struct value like `CGRect`
/// (`r.location`, `r.length`).
extension Builtins {
  /// The functions of this file (for the static check and the run).
  static let rangeFunctions: Set<String> = [
    "NSMakeRange", "NSMaxRange", "NSLocationInRange", "NSEqualRanges", "NSStringFromRange",
    "NSIntersectionRange", "NSUnionRange",
  ]
}

extension Interpreter {
  /// `NSMakeRange(location, length)` as a value.
  static func range(location: Int, length: Int) -> Value {
    .record(
      RecordValue(
        type: "NSRange", fields: [("location", .integer(location)), ("length", .integer(length))]))
  }

  /// The result of one of `Builtins.rangeFunctions`, or nil when `name` is not one.
  func callRangeFunction(_ name: String, _ values: [Value], at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    guard Builtins.rangeFunctions.contains(name) else { return nil }
    func integer(_ value: Value) throws(Interrupt) -> Int {
      guard let number = (nilAsZero(value) ?? value).numeric, number == number.rounded(),
        abs(number) < 9.2e18
      else {
        throw Interrupt(
          .typeMismatch(context: "`\(name)`", expected: "an integer", found: value.kindDescription),
          at: location)
      }
      return Int(number)
    }
    func range(_ value: Value) throws(Interrupt) -> (location: Int, length: Int) {
      guard case .record(let record) = value, record.type == "NSRange",
        let start = record.field("location"), let length = record.field("length")
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)`", expected: "an `NSRange` (`NSMakeRange(0, 3)`)",
            found: value.kindDescription), at: location)
      }
      return (try integer(start), try integer(length))
    }
    let expected =
      name == "NSMakeRange" || name.hasSuffix("Ranges") || name.hasSuffix("nRange")
      ? 2 : 1
    let count = name == "NSLocationInRange" ? 2 : expected
    guard values.count == count else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(name)`", expected: "\(count) argument\(count == 1 ? "" : "s")",
          found: "\(values.count)"), at: location)
    }
    switch name {
    case "NSMakeRange":
      // NSUInteger members: a negative location or length wraps, as the conversion does.
      return Self.range(location: try integer(values[0]), length: try integer(values[1]))
    case "NSMaxRange":
      let r = try range(values[0])
      return .integer(r.location &+ r.length)
    case "NSLocationInRange":
      // `location - range.location < range.length`, in NSUInteger (NSRange.h).
      let point = try integer(values[0])
      let r = try range(values[1])
      return .bool(UInt(bitPattern: point &- r.location) < UInt(bitPattern: r.length))
    case "NSEqualRanges":
      let (a, b) = (try range(values[0]), try range(values[1]))
      return .bool(a.location == b.location && a.length == b.length)
    case "NSStringFromRange":
      let r = try range(values[0])
      return .string("{\(r.location), \(r.length)}")
    case "NSIntersectionRange":
      let (a, b) = (try range(values[0]), try range(values[1]))
      let start = max(a.location, b.location)
      let end = min(a.location + a.length, b.location + b.length)
      return end > start
        ? Self.range(location: start, length: end - start)
        : Self.range(
          location: 0, length: 0)
    default:  // NSUnionRange
      let (a, b) = (try range(values[0]), try range(values[1]))
      let start = min(a.location, b.location)
      let end = max(a.location + a.length, b.location + b.length)
      return Self.range(location: start, length: end - start)
    }
  }
}
