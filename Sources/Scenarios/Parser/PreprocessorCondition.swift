/// Evaluates the condition of an Objective-C `#if` as clang would for the code a scenario
/// stands for (an ARC app built by clang), or says it cannot: `0`, `1`, `!`, `&&`, `||`,
/// parentheses, `defined(X)`, and `__has_feature(objc_arc)` (ARC is on, as everywhere in the
/// model); the comparisons `<`, `<=`, `>`, `>=`, `==`, `!=` of integers (C11 6.10.1).
///
/// clang's own query macros are defined and answer as clang does ("Clang Language
/// Extensions", Feature Checking Macros): `__has_feature` and `__has_extension` for the
/// Objective-C features of a current clang, `__has_include(<UIKit/UIKit.h>)` for the SDK's
/// headers, `__has_attribute` for the attributes app code tests; `__clang_major__` is 15 or
/// more (Xcode 15's Apple clang), `__GNUC__` 4. A scenario's own `#define` used in a
/// condition is replaced by its body, which is evaluated in turn (`#define ARC_ENABLED
/// __has_feature(objc_arc)` … `#if !ARC_ENABLED` is false, C11 6.10.1p4).
///
/// The SDK's macros (`NS_ENUM`, `NS_ASSUME_NONNULL_BEGIN`, `__IPHONE_7_0` …) are defined, as
/// the iOS SDK's headers define them for every app; `TARGET_OS_IPHONE` is 1. The version
/// macros are what any app a current Xcode builds has: the deployment target
/// `__IPHONE_OS_VERSION_MIN_REQUIRED` is iOS 12.0 or later (the oldest Xcode 15 and later
/// build for) and the SDK's `__IPHONE_OS_VERSION_MAX_ALLOWED` iOS 17.0 or later; `__IPHONE_7_0`
/// is 70000 (Availability.h). A comparison these bounds decide is decided
/// (`__IPHONE_OS_VERSION_MIN_REQUIRED < 70000` is false); one they do not (`… < 150000`) is
/// nil, as are other names (`TARGET_OS_SIMULATOR`, a project's own flag): they depend on build
/// settings the scenario does not have. `DEBUG` is 1: the scenario stands for the app as
/// Xcode's Run action builds it, in the Debug configuration, which defines `DEBUG=1`.
///
/// ```
/// #if !defined(__has_feature) || !__has_feature(objc_arc)   // false: the #error is dropped
/// ```
struct PreprocessorCondition {
  /// Macros clang defines for every Objective-C file (`defined(__OBJC__)`).
  static let definedMacros: Set<String> = [
    "__OBJC__", "__clang__", "__has_feature", "__OBJC2__", "__APPLE__", "__LP64__",
    "__has_extension", "__has_include", "__has_include_next", "__has_attribute",
    "__has_builtin", "__has_warning", "__is_identifier", "__clang_major__", "__clang_minor__",
    "__GNUC__", "__STDC__", "__BLOCKS__", "__OBJC_BOOL_IS_BOOL",
    "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "NS_ASSUME_NONNULL_BEGIN",
    "NS_ASSUME_NONNULL_END", "NS_DESIGNATED_INITIALIZER", "NS_REQUIRES_SUPER", "NS_UNAVAILABLE",
    "NS_AVAILABLE_IOS", "NS_CLASS_AVAILABLE_IOS", "NS_DEPRECATED_IOS", "NS_INLINE",
    "NS_SWIFT_NAME", "NS_BLOCKS_AVAILABLE", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN",
    "UIKIT_EXTERN", "API_AVAILABLE", "API_UNAVAILABLE", "NS_EXTENSION_UNAVAILABLE_IOS",
    "__IPHONE_OS_VERSION_MIN_REQUIRED", "__IPHONE_OS_VERSION_MAX_ALLOWED", "TARGET_OS_IPHONE",
    "TARGET_OS_IOS", "TARGET_OS_MAC", "TARGET_OS_OSX", "TARGET_OS_TV", "TARGET_OS_WATCH",
    // Xcode's Debug configuration, which its Run action builds: the project templates set
    // `GCC_PREPROCESSOR_DEFINITIONS = DEBUG=1 $(inherited)` for it (one rule with Swift's
    // `#if DEBUG`, FIDELITY-SURFACE.md W23 and C1).
    "DEBUG",
  ]

  /// The integer macros of the SDK a condition compares, as bounds `lower...upper`.
  static let numericMacros: [String: ClosedRange<Double>] = [
    "__IPHONE_OS_VERSION_MIN_REQUIRED": 120_000...Double.infinity,
    "__IPHONE_OS_VERSION_MAX_ALLOWED": 170_000...Double.infinity,
    "TARGET_OS_IPHONE": 1...1, "TARGET_OS_IOS": 1...1, "TARGET_OS_MAC": 1...1,
    "TARGET_OS_OSX": 0...0, "TARGET_OS_TV": 0...0, "TARGET_OS_WATCH": 0...0,
    "__clang_major__": 15...Double.infinity, "__clang_minor__": 0...Double.infinity,
    "__GNUC__": 4...4, "__clang__": 1...1, "__OBJC__": 1...1, "__OBJC2__": 1...1,
    "__APPLE__": 1...1, "__LP64__": 1...1, "__STDC__": 1...1, "__BLOCKS__": 1...1,
    "DEBUG": 1...1,
  ]

  /// `__IPHONE_7_0` and its kind: the version as Availability.h writes it (70000), or nil.
  static func versionConstant(_ name: String) -> Double? {
    guard name.hasPrefix("__IPHONE_") else { return nil }
    let parts = name.dropFirst("__IPHONE_".count).split(separator: "_")
    guard (2...3).contains(parts.count), let major = Int(parts[0]), let minor = Int(parts[1]),
      major < 100, minor < 100
    else { return nil }
    let patch = parts.count == 3 ? Int(parts[2]) ?? 0 : 0
    return Double(major * 10000 + minor * 100 + patch)
  }
  /// `__has_feature(…)` and `__has_extension(…)` features a current clang has for an ARC
  /// app ("Clang Language Extensions", Objective-C Features).
  static let features: Set<String> = [
    "objc_arc", "objc_arc_weak", "objc_instancetype", "blocks", "objc_array_literals",
    "objc_dictionary_literals", "objc_subscripting", "objc_boxed_expressions",
    "objc_boxed_nsvalue_expressions", "objc_default_synthesize_properties", "objc_fixed_enum",
    "objc_modules", "objc_arc_fields", "objc_generics", "objc_kindof", "nullability",
    "attribute_availability", "attribute_availability_with_message",
    "attribute_objc_ivar_unused", "objc_protocol_qualifier_mangling", "arc_cf_code_audited",
    "objc_bool", "objc_class_property", "objc_nonfragile_abi", "objc_weak_class",
    "c_static_assert", "c_generic_selections",
  ]

  /// `__has_attribute(…)` attributes of clang that app code tests before using.
  static let attributes: Set<String> = [
    "objc_requires_super", "objc_designated_initializer", "objc_subclassing_restricted",
    "objc_boxable", "objc_runtime_name", "objc_method_family", "objc_returns_inner_pointer",
    "objc_precise_lifetime", "objc_root_class", "objc_direct", "objc_direct_members",
    "objc_class_stub", "objc_nonlazy_class", "ns_returns_retained", "ns_consumed",
    "unavailable", "deprecated", "availability", "warn_unused_result", "unused", "used",
    "noreturn", "nonnull", "overloadable", "always_inline", "noinline", "const", "pure",
    "visibility", "swift_name", "enum_extensibility", "flag_enum", "noescape", "cleanup",
    "format", "sentinel", "aligned", "packed", "weak", "constructor", "destructor",
  ]

  /// The frameworks of the iOS SDK whose headers `__has_include(<UIKit/UIKit.h>)` finds.
  static let sdkFrameworks: Set<String> = [
    "UIKit", "Foundation", "QuartzCore", "CoreGraphics", "CoreFoundation", "objc",
    "Availability.h", "AvailabilityMacros.h", "TargetConditionals.h", "dispatch", "Security",
    "CoreText", "CoreImage", "AVFoundation", "MapKit", "WebKit", "SafariServices", "Photos",
    "CoreData", "CoreLocation", "MessageUI", "SystemConfiguration", "math.h", "stdlib.h",
    "string.h", "stdio.h", "stdint.h", "stdbool.h", "float.h", "limits.h",
  ]

  private var tokens: [String]
  /// The scenario's own `#define`s: name → replacement as written.
  private var macros: [String: String] = [:]
  /// Names the scenario `#undef`s (and does not define again): known to be undefined.
  private var undefined: Set<String> = []
  private var index = 0
  /// How many macro bodies this evaluation is inside (`#define A B`, `#define B 1`).
  private var depth = 0
  /// The condition is not one this evaluator reads (a parse error, not an unknown name).
  private var failed = false

  /// The condition's value, or nil when the scenario cannot decide it.
  static func evaluate(
    _ text: String, macros: [String: String] = [:], undefined: Set<String> = []
  ) -> Bool? {
    var condition = PreprocessorCondition(tokens: split(text))
    condition.macros = macros
    condition.undefined = undefined
    let value = condition.disjunction()
    guard !condition.failed, condition.index == condition.tokens.count else { return nil }
    return value
  }

  /// Macros an app build never has: `TARGET_INTERFACE_BUILDER` is defined only when
  /// Interface Builder renders an `IB_DESIGNABLE` view ("Creating a Live View of a Custom
  /// Object"), never when the app runs.
  static let undefinedMacros: Set<String> = ["TARGET_INTERFACE_BUILDER"]

  /// `#ifdef X` / `#ifndef X`: whether `X` is defined, or nil when it is a build setting.
  static func isDefined(_ name: String) -> Bool? {
    if undefinedMacros.contains(name) { return false }
    return definedMacros.contains(name) || versionConstant(name) != nil ? true : nil
  }

  private init(tokens: [String]) {
    self.tokens = tokens
  }

  private static func split(_ text: String) -> [String] {
    var tokens: [String] = []
    var word = ""
    let characters = Array(text)
    var position = 0
    func flush() {
      if !word.isEmpty { tokens.append(word) }
      word = ""
    }
    while position < characters.count {
      let character = characters[position]
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        let pair =
          position + 1 < characters.count ? String([character, characters[position + 1]]) : ""
        if ["&&", "||", "<=", ">=", "==", "!="].contains(pair) {
          tokens.append(pair)
          position += 1
        } else if !character.isWhitespace {
          tokens.append(String(character))
        }
      }
      position += 1
    }
    flush()
    return tokens
  }

  private var current: String? { index < tokens.count ? tokens[index] : nil }

  private mutating func take(_ token: String) -> Bool {
    guard current == token else { return false }
    index += 1
    return true
  }

  // Values are three-valued: nil is "depends on a build setting". `1 || DEBUG` is still 1 and
  // `0 && DEBUG` still 0, whatever DEBUG is; a malformed condition sets `failed`.

  private mutating func disjunction() -> Bool? {
    var value = conjunction()
    while take("||") {
      let right = conjunction()
      value =
        value == true || right == true ? true : (value == false && right == false ? false : nil)
    }
    return value
  }

  private mutating func conjunction() -> Bool? {
    var value = comparison()
    while take("&&") {
      let right = comparison()
      value =
        value == false || right == false ? false : (value == true && right == true ? true : nil)
    }
    return value
  }

  /// `A < B` and the other comparisons (C11 6.10.1: integer constant expressions), decided
  /// when the operands' bounds decide it; a lone operand is its truth.
  private mutating func comparison() -> Bool? {
    let left = operand()
    guard let op = current, ["<", "<=", ">", ">=", "==", "!="].contains(op) else {
      return Self.truth(left)
    }
    index += 1
    let right = operand()
    guard let left, let right else { return nil }
    func decided(_ always: Bool, _ never: Bool) -> Bool? { always ? true : (never ? false : nil) }
    switch op {
    case "<":
      return decided(left.upperBound < right.lowerBound, left.lowerBound >= right.upperBound)
    case "<=":
      return decided(left.upperBound <= right.lowerBound, left.lowerBound > right.upperBound)
    case ">":
      return decided(left.lowerBound > right.upperBound, left.upperBound <= right.lowerBound)
    case ">=":
      return decided(left.lowerBound >= right.upperBound, left.upperBound < right.lowerBound)
    default:
      let single = left.lowerBound == left.upperBound && right.lowerBound == right.upperBound
      let equal = single && left.lowerBound == right.lowerBound
      let disjoint = left.upperBound < right.lowerBound || right.upperBound < left.lowerBound
      return op == "==" ? decided(equal, disjoint) : decided(disjoint, equal)
    }
  }

  /// An operand of a comparison: a number (`70000`, `1L`), an SDK integer macro, the
  /// scenario's own numeric `#define`, or a truth value (1 or 0); nil when it is unknown.
  private mutating func operand() -> ClosedRange<Double>? {
    if let word = current {
      let digits = word.prefix { $0.isNumber }
      if !digits.isEmpty, word.dropFirst(digits.count).allSatisfy({ "uUlL".contains($0) }),
        let value = Double(digits)
      {
        index += 1
        return value...value
      }
      if let bounds = Self.numericMacros[word] ?? Self.versionConstant(word).map({ $0...$0 }),
        macros[word] == nil
      {
        index += 1
        return bounds
      }
      if let body = macros[word], let value = Double(body.prefix { $0.isNumber }),
        body.dropFirst(body.prefix { $0.isNumber }.count).allSatisfy({ "uUlL".contains($0) })
      {
        index += 1
        return value...value
      }
    }
    return unary().map { $0 ? 1...1 : 0...0 }
  }

  /// The truth of bounds: true when they exclude 0, false when they are exactly 0.
  private static func truth(_ bounds: ClosedRange<Double>?) -> Bool? {
    guard let bounds else { return nil }
    if bounds.lowerBound == 0, bounds.upperBound == 0 { return false }
    return bounds.contains(0) ? nil : true
  }

  private mutating func unary() -> Bool? {
    if take("!") { return unary().map { !$0 } }
    if take("(") {
      let value = disjunction()
      if !take(")") { failed = true }
      return value
    }
    guard let word = current else {
      failed = true
      return nil
    }
    index += 1
    switch word {
    case "0", "NO", "false": return false
    case "1", "YES", "true": return true
    case "defined":
      let parenthesized = take("(")
      guard let name = current else {
        failed = true
        return nil
      }
      index += 1
      if parenthesized, !take(")") { failed = true }
      if macros[name] != nil { return true }
      return undefined.contains(name) ? false : Self.isDefined(name)
    case "__has_feature", "__has_extension", "__has_attribute", "__has_builtin":
      guard take("("), var feature = current else {
        failed = true
        return nil
      }
      index += 1
      // `__has_attribute(__objc_requires_super__)`: the underscored spelling is the same.
      if feature.hasPrefix("__"), feature.hasSuffix("__"), feature.count > 4 {
        feature = String(feature.dropFirst(2).dropLast(2))
      }
      if !take(")") { failed = true }
      let known = word == "__has_attribute" ? Self.attributes : Self.features
      return known.contains(feature) ? true : nil
    case "__has_include", "__has_include_next":
      // `__has_include(<UIKit/UIKit.h>)`: the SDK's headers are there; a project header
      // (`"Theme.h"`) depends on the project, which the scenario does not have.
      guard take("(") else {
        failed = true
        return nil
      }
      var path: [String] = []
      while let piece = current, piece != ")" {
        path.append(piece)
        index += 1
      }
      if !take(")") { failed = true }
      guard path.first == "<", let framework = path.dropFirst().first else { return nil }
      let header = path.dropFirst().prefix { $0 != ">" }.joined()
      return Self.sdkFrameworks.contains(framework) || Self.sdkFrameworks.contains(header)
        ? true : nil
    default:
      // A name: the scenario's own `#define X 1`, a macro clang defines (1), or a build
      // setting (unknown).
      if let body = macros[word] {
        if ["1", "YES", "true"].contains(body) { return true }
        if ["0", "NO", "false"].contains(body) { return false }
        // `#define OBJC_ARC_ENABLED __has_feature(objc_arc)`: the body in the macro's place,
        // evaluated with the other macros (the macro itself is not replaced again, C11
        // 6.10.3.4).
        var others = macros
        others[word] = nil
        guard depth < 32 else { return nil }
        var inner = PreprocessorCondition(tokens: Self.split(body))
        inner.macros = others
        inner.undefined = undefined.union([word])
        inner.depth = depth + 1
        let value = inner.disjunction()
        guard !inner.failed, inner.index == inner.tokens.count else { return nil }
        return value
      }
      if let bounds = Self.numericMacros[word] ?? Self.versionConstant(word).map({ $0...$0 }) {
        return Self.truth(bounds)
      }
      if Self.undefinedMacros.contains(word) { return false }  // an undefined name is 0
      if word.first?.isLetter == true || word.first == "_" {
        return Self.definedMacros.contains(word) && word != "__has_feature" ? true : nil
      }
      if let value = Double(word.prefix { $0.isNumber }) { return value != 0 }
      failed = true
      return nil
    }
  }
}
