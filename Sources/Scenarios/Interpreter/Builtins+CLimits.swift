/// The C and Foundation limits app code compares with and stores as sentinels
/// (`CGFloat const speedDefault = NSUIntegerMax;`, `if (index == NSIntegerMax)`).
///
/// Their values are the headers' for the 64-bit platforms iOS runs on: NSObjCRuntime.h
/// defines `NSIntegerMax`/`NSIntegerMin`/`NSUIntegerMax` as `LONG_MAX`/`LONG_MIN`/`ULONG_MAX`,
/// CGBase.h `CGFLOAT_MAX`/`CGFLOAT_MIN` as `DBL_MAX`/`DBL_MIN` (CGFloat is a double), and C11
/// 5.2.4.2.1 and 5.2.4.2.2 the rest (`INT_MAX` 2³¹−1, `FLT_MAX` …). Scenario numbers are
/// doubles, so the 64-bit integer limits are their nearest doubles, as they are once
/// converted to `CGFloat`.
extension Builtins {
  static func cLimit(_ name: String, _ language: ScenarioLanguage) -> Value? {
    if language == .objc, let flag = foundationFlags[name] { return .integer(flag) }
    if let stream = stdioStream(name, language) { return stream }
    if language == .objc, let key = changeKeys[name] { return .string(key) }
    guard language == .objc, let value = cLimits[name] else { return nil }
    // The integer limits are integers where an `Int` holds them (`NSUIntegerMax` does not).
    if let integer = integerLimits[name] { return .integer(integer) }
    return .number(value)
  }

  /// Foundation's option flags app code passes to the messages the model runs:
  /// `NSEnumerationOptions` (NSObjCRuntime.h) and `NSKeyValueObservingOptions`
  /// (NSKeyValueObserving.h).
  static let foundationFlags: [String: Int] = [
    "NSEnumerationConcurrent": 1, "NSEnumerationReverse": 2,
    "NSKeyValueObservingOptionNew": 1, "NSKeyValueObservingOptionOld": 2,
    "NSKeyValueObservingOptionInitial": 4, "NSKeyValueObservingOptionPrior": 8,
    "NSKeyValueChangeSetting": 1, "NSKeyValueChangeInsertion": 2,
    "NSKeyValueChangeRemoval": 3, "NSKeyValueChangeReplacement": 4,
  ]

  /// The keys of a key-value observing change dictionary (NSKeyValueObserving.h), whose
  /// values are these strings.
  static let changeKeys: [String: String] = [
    "NSKeyValueChangeKindKey": "kind", "NSKeyValueChangeNewKey": "new",
    "NSKeyValueChangeOldKey": "old", "NSKeyValueChangeIndexesKey": "indexes",
    "NSKeyValueChangeNotificationIsPriorKey": "notificationIsPrior",
  ]

  static let integerLimits: [String: Int] = [
    "NSIntegerMax": Int.max, "NSIntegerMin": Int.min, "LONG_MAX": Int.max, "LONG_MIN": Int.min,
    "INT_MAX": Int(Int32.max), "INT_MIN": Int(Int32.min), "UINT_MAX": Int(UInt32.max),
  ]

  static let cLimits: [String: Double] = [
    "NSIntegerMax": Double(Int64.max), "NSIntegerMin": Double(Int64.min),
    "NSUIntegerMax": Double(UInt64.max),
    "LONG_MAX": Double(Int64.max), "LONG_MIN": Double(Int64.min),
    "ULONG_MAX": Double(UInt64.max),
    "INT_MAX": Double(Int32.max), "INT_MIN": Double(Int32.min), "UINT_MAX": Double(UInt32.max),
    "CGFLOAT_MAX": Double.greatestFiniteMagnitude,
    "CGFLOAT_MIN": Double.leastNormalMagnitude,
    "DBL_MAX": Double.greatestFiniteMagnitude, "DBL_MIN": Double.leastNormalMagnitude,
    "FLT_MAX": Double(Float.greatestFiniteMagnitude),
    "FLT_MIN": Double(Float.leastNormalMagnitude),
  ]
}
