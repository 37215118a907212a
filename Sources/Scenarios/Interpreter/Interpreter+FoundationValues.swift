/// Foundation's value containers as Objective-C app code uses them around a container, which
/// the model used to keep inert and so answered 0 or nothing for a value the code had stored:
///
/// - `NSValue` (NSValue.h, UIGeometry.h): `+valueWithCGRect:`, `+valueWithCGPoint:`,
///   `+valueWithCGSize:` box the struct; `-CGRectValue`, `-CGPointValue`, `-CGSizeValue`
///   give it back (a frame kept in an array); from nil, the zero struct.
/// - `NSUserDefaults` (NSUserDefaults.h): `+standardUserDefaults` is one store for the run,
///   empty at the start as on a fresh install; `setInteger:forKey:`, `setBool:forKey:`,
///   `setFloat:forKey:`, `setDouble:forKey:`, `setObject:forKey:` (nil removes) and
///   `removeObjectForKey:` change it; `integerForKey:`, `boolForKey:`, `floatForKey:`,
///   `doubleForKey:`, `objectForKey:`, `stringForKey:`, `arrayForKey:` read it with the
///   header's conversions (a number's value, a string parsed, YES as 1; absent is 0, NO or
///   nil; `boolForKey:` of a string is YES only for "YES" and "1"); `synchronize` is YES.
/// - `-[NSNumber isEqualToNumber:]`: whether the two numbers are equal.
extension Interpreter {
  /// The selectors this file answers.
  static let foundationValueSelectors: Set<[String]> = [
    ["valueWithCGRect"], ["valueWithCGPoint"], ["valueWithCGSize"], ["CGRectValue"],
    ["CGPointValue"], ["CGSizeValue"], ["standardUserDefaults"], ["setInteger", "forKey"],
    ["setBool", "forKey"], ["setFloat", "forKey"], ["setDouble", "forKey"],
    ["setObject", "forKey"], ["removeObjectForKey"], ["integerForKey"], ["boolForKey"],
    ["floatForKey"], ["doubleForKey"], ["objectForKey"], ["stringForKey"], ["arrayForKey"],
    ["synchronize"], ["isEqualToNumber"],
  ]

  /// The selectors above without arguments (also read with dot syntax).
  static let unaryFoundationValueSelectors: Set<String> = [
    "CGRectValue", "CGPointValue", "CGSizeValue", "standardUserDefaults", "synchronize",
  ]

  /// The user defaults store: `+standardUserDefaults` (one object for the run).
  static var standardUserDefaults: Value {
    .record(RecordValue(type: "NSUserDefaults", fields: []))
  }

  /// The result of one of the messages above, nil when `receiver` is not one they apply to.
  func foundationValueResult(
    _ receiver: Value, _ pieces: [String], _ arguments: [Value], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    switch (receiver, pieces) {
    case (.classReference("NSValue"), ["valueWithCGRect"]),
      (.classReference("NSValue"), ["valueWithCGPoint"]),
      (.classReference("NSValue"), ["valueWithCGSize"]):
      return arguments[0]
    case (.rect, ["CGRectValue"]): return receiver
    case (.surface(.point), ["CGPointValue"]), (.surface(.size), ["CGSizeValue"]):
      return receiver
    case (.null, ["CGRectValue"]): return zeroValue(ofType: "CGRect")
    case (.null, ["CGPointValue"]): return zeroValue(ofType: "CGPoint")
    case (.null, ["CGSizeValue"]): return zeroValue(ofType: "CGSize")
    case (.classReference("NSUserDefaults"), ["standardUserDefaults"]):
      return Self.standardUserDefaults
    case (.record(let record), let pieces) where record.type == "NSUserDefaults":
      return try userDefaultsMessage(pieces, arguments, at: location)
    case (.integer, ["isEqualToNumber"]), (.number, ["isEqualToNumber"]),
      (.bool, ["isEqualToNumber"]):
      let left = Self.converted(receiver, toCType: "double")
      let right = Self.converted(arguments[0], toCType: "double")
      return .bool(left.numeric != nil && left.numeric == right.numeric)
    default:
      return nil
    }
  }

  private func userDefaultsMessage(
    _ pieces: [String], _ arguments: [Value], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    func key(_ index: Int) throws(Interrupt) -> String {
      guard case .string(let key) = arguments[index] else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(pieces[0]):`'s key", expected: "a string `@\"…\"`",
            found: arguments[index].kindDescription), at: location)
      }
      return key
    }
    switch pieces {
    case ["setInteger", "forKey"]:
      userDefaults[try key(1)] = Self.converted(arguments[0], toCType: "long")
    case ["setBool", "forKey"]:
      userDefaults[try key(1)] = Self.converted(arguments[0], toCType: "BOOL")
    case ["setFloat", "forKey"]:
      userDefaults[try key(1)] = Self.converted(arguments[0], toCType: "float")
    case ["setDouble", "forKey"]:
      userDefaults[try key(1)] = Self.converted(arguments[0], toCType: "double")
    case ["setObject", "forKey"]:
      let name = try key(1)
      if case .null = arguments[0] {
        userDefaults[name] = nil
      } else {
        userDefaults[name] = arguments[0]
      }
    case ["removeObjectForKey"]:
      userDefaults[try key(0)] = nil
    case ["synchronize"]:
      return .bool(true)
    case ["integerForKey"]:
      return integerDefault(userDefaults[try key(0)])
    case ["boolForKey"]:
      return .bool(boolDefault(userDefaults[try key(0)]))
    case ["floatForKey"], ["doubleForKey"]:
      let value = userDefaults[try key(0)]
      let number: Double
      switch value {
      case .string(let text)?: number = Self.leadingDecimal(text)
      case let stored?: number = Self.converted(stored, toCType: "double").numeric ?? 0
      case nil: number = 0
      }
      return .number(pieces == ["floatForKey"] ? Double(Float(number)) : number)
    case ["objectForKey"]:
      return userDefaults[try key(0)] ?? .null
    case ["stringForKey"]:
      switch userDefaults[try key(0)] {
      case .string(let text)?: return .string(text)
      case let number? where number.isNumeric: return .string(describe(number))
      default: return .null
      }
    case ["arrayForKey"]:
      if case .array(let items)? = userDefaults[try key(0)] { return .array(items) }
      return .null
    default:
      return nil
    }
    return .void
  }

  /// `integerForKey:`'s conversion of a stored value.
  private func integerDefault(_ value: Value?) -> Value {
    guard let value else { return .integer(0) }
    if case .string(let text) = value { return .integer(Self.leadingInteger(text, bits: 64)) }
    let converted = Self.converted(value, toCType: "long")
    return converted.numericKind == .integer ? converted : .integer(0)
  }

  /// `boolForKey:`'s conversion of a stored value.
  private func boolDefault(_ value: Value?) -> Bool {
    switch value {
    case .bool(let flag)?: flag
    case .string(let text)?: text == "YES" || text == "1"
    case let stored?: (stored.numeric ?? 0) != 0
    case nil: false
    }
  }
}
