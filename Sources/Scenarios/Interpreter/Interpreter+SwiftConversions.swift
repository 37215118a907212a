/// The standard library's value conversions app code writes around layout and titles:
/// `Int(x)`, `Double(x)`, `Float(x)`, `CGFloat(x)`, `String(x)` and `String(describing: x)`.
/// Numbers are one kind of value here, so a conversion between them keeps the number, except
/// that `Int(_:)` from a floating-point value truncates toward zero (Swift standard library,
/// `Int.init(_: Double)`: "rounded toward zero"); `Int("12")` parses, nil when the string is
/// not a whole number (`Int.init?(_: String)`).
enum SwiftConversions {
  static let names: Set<String> = Set([
    "Int", "Double", "Float", "CGFloat", "String", "Array", "Dictionary", "Set",
  ])
  .union(numericTypes.keys)

  /// The standard library's other numeric types and the Foundation / Core Graphics aliases
  /// Swift imports (`TimeInterval` is `Double`, `NSInteger` is `Int`), which convert as `Int(_:)`
  /// and `Double(_:)` do; a fixed-width integer type's bounds, which a value outside traps
  /// (The Swift Standard Library, "BinaryInteger.init(_:)": "not enough bits") (C40).
  static let numericTypes: [String: ClosedRange<Double>?] = [
    "UInt": 0...Double(UInt64.max), "Int8": -128...127, "Int16": -32768...32767,
    "Int32": Double(Int32.min)...Double(Int32.max), "Int64": nil, "UInt8": 0...255,
    "UInt16": 0...65535, "UInt32": 0...Double(UInt32.max), "UInt64": 0...Double(UInt64.max),
    "NSInteger": nil, "NSUInteger": 0...Double(UInt64.max), "Float32": nil, "Float64": nil,
    "TimeInterval": nil, "CFTimeInterval": nil,
  ]
  /// The standard library's global sequence functions app code calls (`zip(pages, titles)`).
  static let functions: Set<String> = ["zip", "NSLocalizedString", "sequence"]
}

extension Interpreter {
  /// The converted value, or nil when `name` is not a conversion (or the language is not
  /// Swift).
  func callSwiftConversion(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    if language == .swift, name == "zip" { return try zip(arguments, at: location) }
    if language == .swift, name == "sequence" { return try sequence(arguments, at: location) }
    if language == .swift, name == "NSLocalizedString", let key = arguments.first,
      case .string(let text) = key.value
    {
      // Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)`: the scenario's app
      // has no strings tables, so the key's lookup finds nothing and gives `value` when one is
      // given and not empty, else the key (Apple docs, `Bundle.localizedString(forKey:value:
      // table:)`).
      if let value = arguments.first(where: { $0.label == "value" }),
        case .string(let fallback) = value.value, !fallback.isEmpty
      {
        return .string(fallback)
      }
      return .string(text)
    }
    guard language == .swift, SwiftConversions.names.contains(name) else { return nil }
    if name == "Dictionary" || name == "Set" {
      return try collectionInitializer(name, arguments, at: location)
    }
    if name == "Array", arguments.map(\.label) == ["repeating", "count"] {
      // `Array(repeating: nil, count: 3)`: the value that many times (the standard library's
      // `Array.init(repeating:count:)`).
      guard let count = arguments[1].value.numeric, count >= 0, count == count.rounded() else {
        throw Interrupt(
          .typeMismatch(
            context: "`count`", expected: "a whole number of 0 or more",
            found: arguments[1].value.kindDescription), at: location)
      }
      guard count <= Double(ScenarioLimits.arrayLength) else {
        throw Interrupt(
          .tooLarge(what: "an array", limit: ScenarioLimits.arrayLength), at: location)
      }
      return .array(Array(repeating: arguments[0].value, count: Int(count)))
    }
    if name == "String", arguments.map(\.label) == ["repeating", "count"],
      case .string(let text) = arguments[0].value, let count = arguments[1].value.numeric,
      count >= 0, count == count.rounded()
    {
      // `String(repeating: "ab", count: 2)` (`String.init(repeating:count:)`).
      return try checkedString(
        String(repeating: text, count: Int(min(count, Double(ScenarioLimits.arrayLength)))),
        at: location)
    }
    if name == "String", arguments.first?.label == "format",
      case .string(let format) = arguments[0].value
    {
      // `String(format: "%.2f", x)`: Foundation's `String.init(format:_:)`, the format
      // specifiers of `NSString`'s (as `NSLog` writes them).
      return .string(try formatted(format, Array(arguments.dropFirst()), at: location))
    }
    guard arguments.count == 1, let argument = arguments.first else {
      throw Interrupt(
        .missingArgument(written: "\(name)(…)", expected: "\(name)(_:)"), at: location)
    }
    if name == "Array" {
      // `Array(dictionary.values)`, `Array(children)`: the sequence's elements in order
      // (the standard library's `Array.init(_:)`).
      switch argument.value {
      case .array: return argument.value
      case .dictionary(let dictionary): return .array(pairs(of: dictionary))
      default:
        throw Interrupt(
          .typeMismatch(
            context: "`Array(_:)`",
            expected: "a sequence (an array, a dictionary's `keys` or "
              + "`values`)", found: argument.value.kindDescription), at: location)
      }
    }
    if name == "String", argument.label == "reflecting" {
      return .string(swiftDebugDescription(argument.value))  // W28
    }
    if name == "String" {
      guard argument.label == nil || argument.label == "describing" else {
        throw Interrupt(
          .wrongLabel(
            written: "String(\(argument.label ?? "_"):)", expected: "String(describing:)"),
          at: location)
      }
      return .string(try swiftDescription(argument.value, at: location))
    }
    if let label = argument.label,
      let value = try labelledNumberConversion(name, label, argument.value, at: location)
    {
      return value
    }
    guard argument.label == nil else {
      throw Interrupt(
        .wrongLabel(written: "\(name)(\(argument.label ?? "_"):)", expected: "\(name)(_:)"),
        at: location)
    }
    switch argument.value {
    case .number(let number) where SwiftConversions.numericTypes[name].map({ $0 != nil }) == true:
      if let bounds = SwiftConversions.numericTypes[name] ?? nil,
        !bounds.contains(number.rounded(.towardZero))
      {
        throw Interrupt(
          .assertionFailed(
            function: "`\(name)(_:)`",
            message: "the value \(describe(argument.value)) is outside \(name)'s range"),
          at: location)
      }
      return argument.value.converted(toNumericType: name)
    case .integer(let integer)
    where SwiftConversions.numericTypes[name].map({ $0 != nil }) == true:
      if let bounds = SwiftConversions.numericTypes[name] ?? nil, !bounds.contains(Double(integer))
      {
        throw Interrupt(
          .assertionFailed(
            function: "`\(name)(_:)`", message: "not enough bits to represent \(integer)"),
          at: location)
      }
      return argument.value
    case .number, .integer:
      // `Int(x)` truncates toward zero; `CGFloat(n)`, `Double(n)` make a floating value
      // (The Swift Standard Library, "Int.init(_:)", "Double.init(_:)").
      return argument.value.converted(toNumericType: name)
    case .string(let text) where NumericKind(typeName: name) == .integer:
      return Int(text).map { .integer($0) } ?? .null
    case .string(let text):
      return Double(text).map { .number($0) } ?? .null
    default:
      throw Interrupt(
        .typeMismatch(
          context: "`\(name)(_:)`", expected: "a number or a string",
          found: argument.value.kindDescription), at: argument.location)
    }
  }
}

extension Interpreter {
  /// `zip(a, b)`: the pairs of elements at the same position, as long as the shorter sequence
  /// (the standard library's `zip(_:_:)`); each pair destructures as `(x, y)`.
  private func zip(_ arguments: [EvaluatedArgument], at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) else {
      throw Interrupt(.missingArgument(written: "zip(…)", expected: "zip(_:_:)"), at: location)
    }
    var sequences: [[Value]] = []
    for argument in arguments {
      switch argument.value {
      case .array(let items): sequences.append(items)
      case .dictionary(let dictionary): sequences.append(pairs(of: dictionary))
      default:
        throw Interrupt(
          .typeMismatch(
            context: "`zip(_:_:)`", expected: "a sequence (an array, a range, a dictionary)",
            found: argument.value.kindDescription), at: argument.location)
      }
    }
    return .array(Swift.zip(sequences[0], sequences[1]).map { .array([$0, $1]) })
  }
}

extension Interpreter {
  /// `sequence(first: view, next: { $0.superview })` (the standard library's
  /// `sequence(first:next:)`): the first value, then each `next` gives until it gives nil.
  /// [I] The sequence is made at once, as an array (the standard library's is lazy), so one
  /// that never ends is refused at the array limit rather than taken in part (W28).
  func sequence(_ arguments: [EvaluatedArgument], at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard arguments.count == 2, arguments[0].label == "first", arguments[1].label == "next",
      case .closure(let next) = arguments[1].value
    else {
      throw Interrupt(
        .missingArgument(written: "sequence(…)", expected: "sequence(first:next:)"),
        at: location)
    }
    var items: [Value] = []
    var current = arguments[0].value
    while !isNull(current) {
      guard items.count < ScenarioLimits.arrayLength else {
        throw Interrupt(
          .tooLarge(
            what: "the sequence `sequence(first:next:)` makes",
            limit: ScenarioLimits.arrayLength), at: location)
      }
      items.append(current)
      current = try call(next, [current], at: location)
    }
    return .array(items)
  }
}

extension Interpreter {
  /// `Dictionary(grouping: words, by: { $0.first! })` (the elements under the key the closure
  /// gives, keys in the order first met), `Dictionary(uniqueKeysWithValues: pairs)`, `Set(array)`
  /// (the distinct elements in order: a set is an array without duplicates, W24), `Set()` and
  /// `Dictionary()` (SE-0165; The Swift Standard Library, `Set.init(_:)`) (W29).
  private func collectionInitializer(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let labels = arguments.map(\.label)
    if arguments.isEmpty { return name == "Set" ? .array([]) : .dictionary(DictionaryValue()) }
    func elements(_ value: Value, _ what: String) throws(Interrupt) -> [Value] {
      switch value {
      case .array(let items): return items
      case .dictionary(let dictionary): return pairs(of: dictionary)
      default:
        throw Interrupt(
          .typeMismatch(context: what, expected: "a sequence", found: value.kindDescription),
          at: location)
      }
    }
    switch (name, labels) {
    case ("Set", [nil]):
      var distinct: [Value] = []
      for item in try elements(arguments[0].value, "`Set(_:)`")
      where !distinct.contains(where: { equal($0, item) }) {
        distinct.append(item)
      }
      return .array(distinct)
    case ("Dictionary", ["grouping", "by"]):
      guard case .closure(let key) = arguments[1].value else { break }
      var groups = DictionaryValue()
      for item in try elements(arguments[0].value, "`Dictionary(grouping:by:)`") {
        let group = try call(key, [item], at: location)
        var members: [Value] = []
        if self.index(of: group, in: groups) != nil,
          case .array(let existing) = value(for: group, in: groups)
        {
          members = existing
        }
        set(group, .array(members + [item]), in: &groups)
      }
      return .dictionary(groups)
    case ("Dictionary", ["uniqueKeysWithValues"]):
      var result = DictionaryValue()
      for pair in try elements(arguments[0].value, "`Dictionary(uniqueKeysWithValues:)`") {
        guard case .tuple(let parts) = pair, parts.count == 2 else {
          throw Interrupt(
            .typeMismatch(
              context: "`Dictionary(uniqueKeysWithValues:)`", expected: "(key, value) pairs",
              found: pair.kindDescription), at: location)
        }
        if self.index(of: parts[0].value, in: result) != nil {
          throw Interrupt(
            .assertionFailed(
              function: "Dictionary(uniqueKeysWithValues:)",
              message: "Dictionary literal contains duplicate keys"), at: location)
        }
        set(parts[0].value, parts[1].value, in: &result)
      }
      return .dictionary(result)
    default:
      break
    }
    let written = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    throw Interrupt(
      .standardLibraryNotModelled(written, type: name), at: location)
  }
}

extension Interpreter {
  /// `Int(exactly: x)`, `UInt8(truncatingIfNeeded: n)`, `Int32(clamping: n)`, `Int(bitPattern:
  /// u)`: the standard library's labelled integer conversions (`BinaryInteger.init(exactly:)`:
  /// nil unless the value is whole and in range; `init(truncatingIfNeeded:)`: the low bits, two's
  /// complement; `init(clamping:)`: the nearest bound; `init(bitPattern:)`: the same bits), and
  /// `Double(exactly:)` of an integer. Nil when `name` and `label` are none of these.
  func labelledNumberConversion(
    _ name: String, _ label: String, _ value: Value, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard let number = value.numeric else { return nil }
    if ["Double", "Float", "CGFloat", "Float64", "Float32"].contains(name) {
      return label == "exactly" ? .number(number) : nil
    }
    let widths: [String: (Int, Bool)] = [
      "Int": (64, true), "Int64": (64, true), "Int32": (32, true), "Int16": (16, true),
      "Int8": (8, true), "UInt": (64, false), "UInt64": (64, false), "UInt32": (32, false),
      "UInt16": (16, false), "UInt8": (8, false),
    ]
    guard let (bits, signed) = widths[name],
      ["exactly", "truncatingIfNeeded", "clamping", "bitPattern"].contains(label)
    else { return nil }
    let type = CIntegerType(bits: bits, isSigned: signed)
    let low = type.isSigned ? -pow2(type.bits - 1) : 0
    let high = type.isSigned ? pow2(type.bits - 1) - 1 : pow2(type.bits) - 1
    switch label {
    case "exactly":
      guard number == number.rounded(), number >= low, number <= high,
        let whole = Int(exactly: number)
      else { return .null }
      return .integer(whole)
    case "clamping":
      guard let whole = Int(exactly: Swift.min(Swift.max(number, low), high)) else {
        return try outsideModel(name, label, at: location)
      }
      return .integer(whole)
    default:  // truncatingIfNeeded, bitPattern: the low bits of an integer
      guard case .integer(let integer) = value else { return nil }
      let wrapped = type.wrapping(integer)
      if !type.isSigned, type.bits == 64, wrapped < 0 {
        return try outsideModel(name, label, at: location)
      }
      return .integer(wrapped)
    }
  }

  private func pow2(_ exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }

  /// `UInt(bitPattern: -1)` is 2^64 − 1, which the model's 64-bit signed integer does not hold.
  private func outsideModel(_ name: String, _ label: String, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    throw Interrupt(
      .unsupported(
        "`\(name)(\(label):)` of a value above `Int.max`",
        instead: "integers from `Int.min` to `Int.max`"), at: location)
  }
}
