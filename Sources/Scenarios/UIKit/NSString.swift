import Containment
import Foundation

extension UIKitType {
  /// `NSString` and Swift's `String`, which scenarios hold as one value (a string is never an
  /// object the model follows): the members app code reads text with, in both spellings
  /// (NSString.h, NSPathUtilities.h; The Swift Standard Library, `String`; Foundation's
  /// `StringProtocol` overlay). Values only, so none is a trace line (FIDELITY-SURFACE.md C31).
  /// Every other real `NSString` member is inert with its declared result type (C27).
  static let nsString = UIKitType("NSString", superclass: "NSObject", receiver: .string) { on in
    stringProperties(on) + stringPaths(on) + stringComparisons(on) + stringPieces(on)
  }

  /// Lengths, case, and the numeric values (`-[NSString intValue]` …).
  private static func stringProperties(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      // `length` counts UTF-16 code units (NSString.h); Swift's `count` counts characters.
      .property(on, "length", .integer, fidelity: "C31") { call in .integer(call.text.utf16.count)
      },
      .property(on, "count", .integer, fidelity: "C31") { call in .integer(call.text.count) },
      .property(on, "isEmpty", .bool, fidelity: "C31") { call in .bool(call.text.isEmpty) },
      .property(on, "uppercaseString", .string, fidelity: "C31") { call in
        .string(call.text.uppercased())
      },
      .property(on, "lowercaseString", .string, fidelity: "C31") { call in
        .string(call.text.lowercased())
      },
      .method(on, "uppercased", returns: .string, fidelity: "C31") { call in
        .string(call.text.uppercased())
      },
      .method(on, "lowercased", returns: .string, fidelity: "C31") { call in
        .string(call.text.lowercased())
      },
      .property(on, "capitalized", objc: "capitalizedString", .string, fidelity: "C31") { call in
        .string(call.text.capitalized)
      },
      .property(on, "description", .string, fidelity: "C31") { call in .string(call.text) },
      // N6 [I]: a notification name is its string here, so `Notification.Name`'s `rawValue`
      // (`note.name.rawValue`) is the string itself.
      .property(on, "rawValue", .string, fidelity: "N6") { call in .string(call.text) },
      .property(on, "utf8String", objc: "UTF8String", .string, fidelity: "C31") { call in
        .string(call.text)
      },
      // C11 6.3.1.4 is not involved: NSString parses its leading digits (NSString.h).
      .property(on, "intValue", .integer, fidelity: "C31") { call in
        .integer(Interpreter.leadingInteger(call.text, bits: 32))
      },
      .property(on, "integerValue", .integer, fidelity: "C31") { call in
        .integer(Interpreter.leadingInteger(call.text, bits: 64))
      },
      .property(on, "longLongValue", .integer, fidelity: "C31") { call in
        .integer(Interpreter.leadingInteger(call.text, bits: 64))
      },
      .property(on, "floatValue", .number, fidelity: "C31") { call in
        .number(Double(Float(Interpreter.leadingDecimal(call.text))))
      },
      .property(on, "doubleValue", .number, fidelity: "C31") { call in
        .number(Interpreter.leadingDecimal(call.text))
      },
      .property(on, "boolValue", .bool, fidelity: "C31") { call in
        .bool(Interpreter.leadingTruth(call.text))
      },
      // A string is a value here: a copy is the same text (an immutable NSString's `copy` is
      // itself; a mutable copy is a new string of the same characters).
      .method(on, "copy", returns: .string, fidelity: "C31") { call in .string(call.text) },
      .method(on, "mutableCopy", returns: .string, fidelity: "C31") { call in .string(call.text) },
    ]
  }

  /// NSPathUtilities.h's path members, on `/`-separated paths.
  private static func stringPaths(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .property(on, "lastPathComponent", .string, fidelity: "C31") { call in
        .string(StringPaths.lastComponent(call.text))
      },
      .property(on, "pathExtension", .string, fidelity: "C31") { call in
        .string(StringPaths.pathExtension(call.text))
      },
      .property(on, "pathComponents", .array, fidelity: "C31") { call in
        .array(StringPaths.components(call.text).map(Value.string))
      },
      .property(on, "isAbsolutePath", .bool, fidelity: "C31") { call in
        .bool(call.text.hasPrefix("/") || call.text.hasPrefix("~"))
      },
      .property(
        on, "deletingLastPathComponent", objc: "stringByDeletingLastPathComponent", .string,
        fidelity: "C31"
      ) { call in .string(StringPaths.deletingLastComponent(call.text)) },
      .property(
        on, "deletingPathExtension", objc: "stringByDeletingPathExtension", .string,
        fidelity: "C31"
      ) { call in .string(StringPaths.deletingExtension(call.text)) },
      .property(
        on, "standardizingPath", objc: "stringByStandardizingPath", .string, fidelity: "C31"
      ) { call in .string(StringPaths.standardized(call.text)) },
      .method(
        on, "appendingPathComponent", [nil], objc: ["stringByAppendingPathComponent"], [.string],
        returns: .string, fidelity: "C31"
      ) { call throws(Interrupt) in
        try call.interpreter.checkedString(
          StringPaths.appending(call.text, call.string(0)), at: call.location)
      },
      .method(
        on, "appendingPathExtension", [nil], objc: ["stringByAppendingPathExtension"],
        [.string], returns: .string, fidelity: "C31"
      ) { call throws(Interrupt) in
        try call.interpreter.checkedString(
          StringPaths.appendingExtension(call.text, call.string(0)), at: call.location)
      },
    ]
  }

  /// Equality, ordering, prefixes and searching.
  private static func stringComparisons(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    let orderings: [(swift: String, objc: String, StringOrdering)] = [
      ("compare", "compare", .literal),
      ("caseInsensitiveCompare", "caseInsensitiveCompare", .caseless),
      ("localizedCompare", "localizedCompare", .localized),
      ("localizedCaseInsensitiveCompare", "localizedCaseInsensitiveCompare", .localizedCaseless),
      ("localizedStandardCompare", "localizedStandardCompare", .standard),
    ]
    return [
      .method(
        on, "isEqual", ["to"], objc: ["isEqualToString"], [.any], returns: .bool, fidelity: "C31"
      ) { call in .bool(call.interpreter.equal(call.receiver, call.argument(0))) },
      .method(on, "hasPrefix", [nil], [.string], returns: .bool, fidelity: "C31") { call in
        .bool(call.text.hasPrefix(call.string(0)))
      },
      .method(on, "hasSuffix", [nil], [.string], returns: .bool, fidelity: "C31") { call in
        .bool(call.text.hasSuffix(call.string(0)))
      },
      // `containsString:` (iOS 8) is true for a non-empty string found; Swift's own
      // `contains(_:)` (the standard library's string processing) is true for an empty one.
      .method(
        on, "contains", [nil], objc: ["containsString"], [.string], returns: .bool,
        fidelity: "C31"
      ) { call in
        let other = call.string(0)
        if other.isEmpty { return .bool(call.interpreter.language == .swift) }
        return .bool(call.text.contains(other))
      },
      .method(
        on, "localizedCaseInsensitiveContains", [nil],
        objc: ["localizedCaseInsensitiveContainsString"], [.string], returns: .bool,
        fidelity: "C31"
      ) { call in
        let other = call.string(0)
        return .bool(!other.isEmpty && call.text.lowercased().contains(other.lowercased()))
      },
      // `NSNotFound` and a zero length when absent (NSString.h); Swift's `range(of:)` is nil.
      .method(
        on, "range", ["of"], objc: ["rangeOfString"], [.string], returns: .any, fidelity: "C31"
      ) { call in
        guard let found = StringPaths.utf16Range(of: call.string(0), in: call.text) else {
          return call.interpreter.language == .swift
            ? .null : Interpreter.range(location: Int.max, length: 0)
        }
        return Interpreter.range(location: found.location, length: found.length)
      },
    ]
      + orderings.map { ordering in
        UIKitMember.method(
          on, ordering.swift, [nil], objc: [ordering.objc], [.string], returns: .integer,
          fidelity: "C31"
        ) { call in .integer(ordering.2.compare(call.text, call.string(0))) }
      }
  }

  /// Pieces of a string and strings made from it.
  private static func stringPieces(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(
        on, "appending", [nil], objc: ["stringByAppendingString"], [.string], returns: .string,
        fidelity: "C31"
      ) { call throws(Interrupt) in
        try call.interpreter.checkedString(call.text + call.string(0), at: call.location)
      },
      // Swift's `components(separatedBy:)` takes a string or a character set (C37).
      .method(
        on, "components", ["separatedBy"], objc: ["componentsSeparatedByString"], [.any],
        returns: .array, fidelity: "C31"
      ) { call throws(Interrupt) in
        if case .string(let separator) = call.argument(0) {
          return .array(call.text.components(separatedBy: separator).map(Value.string))
        }
        return .array(
          CharacterSets.components(call.text, try call.characterSetArgument(0)).map(Value.string))
      },
      // NSCharacterSet's string members (C37): trimming, splitting and searching by a set.
      .method(
        on, "trimmingCharacters", ["in"], objc: ["stringByTrimmingCharactersInSet"], [.any],
        returns: .string, fidelity: "C37"
      ) { call throws(Interrupt) in
        .string(CharacterSets.trimming(call.text, try call.characterSetArgument(0)))
      },
      .method(
        on, "components", ["separatedBy"], objc: ["componentsSeparatedByCharactersInSet"],
        [.any], returns: .array, fidelity: "C37"
      ) { call throws(Interrupt) in
        .array(
          CharacterSets.components(call.text, try call.characterSetArgument(0)).map(Value.string))
      },
      // `{NSNotFound, 0}` when absent (NSString.h); Swift's `rangeOfCharacter(from:)` is nil.
      .method(
        on, "rangeOfCharacter", ["from"], objc: ["rangeOfCharacterFromSet"], [.any],
        returns: .any, fidelity: "C37"
      ) { call throws(Interrupt) in
        guard let found = CharacterSets.firstRange(in: call.text, try call.characterSetArgument(0))
        else {
          return call.interpreter.language == .swift
            ? .null : Interpreter.range(location: Int.max, length: 0)
        }
        return Interpreter.range(location: found.location, length: found.length)
      },
      .method(
        on, "replacingOccurrences", ["of", "with"],
        objc: ["stringByReplacingOccurrencesOfString", "withString"], [.string, .string],
        returns: .string, fidelity: "C31"
      ) { call throws(Interrupt) in
        let target = call.string(0)
        // An empty target replaces nothing (NSString.h).
        if target.isEmpty { return .string(call.text) }
        return try call.interpreter.checkedString(
          call.text.replacingOccurrences(of: target, with: call.string(1)), at: call.location)
      },
      .method(
        on, "padding", ["toLength", "withPad", "startingAt"],
        objc: ["stringByPaddingToLength", "withString", "startingAtIndex"],
        [.integer, .string, .integer], returns: .string, fidelity: "C31"
      ) { call throws(Interrupt) in
        let length = try call.index(0)
        guard length <= 10_000 else {
          throw Interrupt(
            .tooLarge(what: "a string value", limit: ScenarioLimits.stringLength), at: call.location
          )
        }
        return .string(
          call.text.padding(
            toLength: length, withPad: call.string(1), startingAt: try call.index(2))
        )
      },
      .method(
        on, "substring", ["from"], objc: ["substringFromIndex"], [.integer], returns: .string,
        fidelity: "C31"
      ) { call throws(Interrupt) in
        let units = Array(call.text.utf16)
        let start = try call.index(0)
        guard start <= units.count else { try call.raiseRange(start, units.count) }
        return .string(String(decoding: units[start...], as: UTF16.self))
      },
      .method(
        on, "substring", ["to"], objc: ["substringToIndex"], [.integer], returns: .string,
        fidelity: "C31"
      ) { call throws(Interrupt) in
        let units = Array(call.text.utf16)
        let end = try call.index(0)
        guard end <= units.count else { try call.raiseRange(end, units.count) }
        return .string(String(decoding: units[..<end], as: UTF16.self))
      },
      .method(
        on, "substring", ["with"], objc: ["substringWithRange"], [.any], returns: .string,
        fidelity: "C31"
      ) { call throws(Interrupt) in
        let units = Array(call.text.utf16)
        let (start, length) = try call.range(0)
        guard start <= units.count, length <= units.count - start else {
          try call.raiseRange(start + length, units.count)
        }
        return .string(String(decoding: units[start..<(start + length)], as: UTF16.self))
      },
      .method(
        on, "character", ["at"], objc: ["characterAtIndex"], [.integer], returns: .integer,
        fidelity: "C31"
      ) { call throws(Interrupt) in
        let units = Array(call.text.utf16)
        let index = try call.index(0)
        guard index < units.count else { try call.raiseRange(index, units.count) }
        return .integer(Int(units[index]))
      },
      // Swift's `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)`, `dropLast(_:)` (Sequence): a
      // substring, kept as the string it prints as.
      .method(on, "prefix", [nil], [.integer], returns: .string, fidelity: "C31") {
        call throws(Interrupt) in .string(String(call.text.prefix(try call.index(0))))
      },
      .method(on, "suffix", [nil], [.integer], returns: .string, fidelity: "C31") {
        call throws(Interrupt) in .string(String(call.text.suffix(try call.index(0))))
      },
      .method(on, "dropFirst", returns: .string, fidelity: "C31") { call in
        .string(String(call.text.dropFirst()))
      },
      .method(on, "dropLast", returns: .string, fidelity: "C31") { call in
        .string(String(call.text.dropLast()))
      },
    ]
  }
}

extension UIKitType {
  /// `NSComparisonResult` / `ComparisonResult` (NSObjCRuntime.h): what `compare:` and its
  /// siblings give (C31).
  static let comparisonConstants: [UIKitConstant] = [
    UIKitConstant(
      swift: "orderedAscending", objc: ["NSOrderedAscending"], .number(-1), fidelity: "C31"),
    UIKitConstant(swift: "orderedSame", objc: ["NSOrderedSame"], .number(0), fidelity: "C31"),
    UIKitConstant(
      swift: "orderedDescending", objc: ["NSOrderedDescending"], .number(1), fidelity: "C31"),
  ]
}

/// How `compare:` and its siblings order two strings (NSString.h): the result is
/// `NSOrderedAscending` (-1), `NSOrderedSame` (0) or `NSOrderedDescending` (1).
enum StringOrdering: Sendable {
  /// `compare:`: UTF-16 code unit by code unit (NSLiteralSearch).
  case literal
  /// `caseInsensitiveCompare:`: case folded, then literal.
  case caseless
  /// `localizedCompare:` [I]: ignoring case first, a lower-case letter before its upper case
  /// (the root locale's collation for the ASCII letters apps compare).
  case localized
  /// `localizedCaseInsensitiveCompare:`.
  case localizedCaseless
  /// `localizedStandardCompare:` (Finder's order): like `localized`, with runs of digits
  /// compared by their value (`file2` before `file10`).
  case standard

  func compare(_ a: String, _ b: String) -> Int {
    switch self {
    case .literal: return Self.order(Array(a.utf16), Array(b.utf16))
    case .caseless, .localizedCaseless:
      return Self.order(Array(a.lowercased().utf16), Array(b.lowercased().utf16))
    case .localized:
      let folded = Self.order(Array(a.lowercased().utf16), Array(b.lowercased().utf16))
      if folded != 0 { return folded }
      // Lower case first: swap the cases and compare literally.
      return Self.order(Array(Self.swapCase(a).utf16), Array(Self.swapCase(b).utf16))
    case .standard:
      let numeric = Self.numericOrder(a.lowercased(), b.lowercased())
      return numeric != 0 ? numeric : StringOrdering.localized.compare(a, b)
    }
  }

  private static func order(_ a: [UInt16], _ b: [UInt16]) -> Int {
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }

  private static func swapCase(_ text: String) -> String {
    String(text.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) })
  }

  /// Digit runs compared as numbers, everything else by character.
  private static func numericOrder(_ a: String, _ b: String) -> Int {
    var x = Substring(a)
    var y = Substring(b)
    while let c = x.first, let d = y.first {
      if c.isASCII, c.isNumber, d.isASCII, d.isNumber {
        let left = x.prefix { $0.isASCII && $0.isNumber }
        let right = y.prefix { $0.isASCII && $0.isNumber }
        let l = left.drop { $0 == "0" }
        let r = right.drop { $0 == "0" }
        if l.count != r.count { return l.count < r.count ? -1 : 1 }
        if l != r { return l < r ? -1 : 1 }
        x = x.dropFirst(left.count)
        y = y.dropFirst(right.count)
        continue
      }
      if c != d { return order(Array(String(c).utf16), Array(String(d).utf16)) }
      x = x.dropFirst()
      y = y.dropFirst()
    }
    return x.isEmpty && y.isEmpty ? 0 : (x.isEmpty ? -1 : 1)
  }
}

/// NSPathUtilities.h's rules on `/`-separated paths, as its documentation's examples give them.
enum StringPaths {
  /// `/tmp//scratch/` → `/tmp/scratch`: repeated slashes made one, a trailing one dropped.
  static func standardized(_ path: String) -> String {
    var out = ""
    for character in path where !(character == "/" && out.hasSuffix("/")) {
      out.append(character)
    }
    if out.count > 1, out.hasSuffix("/") { out.removeLast() }
    return out
  }

  /// `/tmp/scratch.tiff` → `scratch.tiff`; `/tmp/` → `tmp`; `/` → `/`.
  static func lastComponent(_ path: String) -> String {
    let clean = standardized(path)
    if clean == "/" { return clean }
    return clean.split(separator: "/").last.map(String.init) ?? ""
  }

  /// `/tmp/scratch.tiff` → `/tmp`; `/tmp/` and `/tmp` → `/`; `scratch.tiff` → ``.
  static func deletingLastComponent(_ path: String) -> String {
    let clean = standardized(path)
    if clean == "/" { return clean }
    guard let slash = clean.lastIndex(of: "/") else { return "" }
    if slash == clean.startIndex { return "/" }
    return String(clean[..<slash])
  }

  /// `/tmp/scratch.tiff` → `tiff`; `/tmp/scratch`, `/tmp/`, `.bashrc` → ``.
  static func pathExtension(_ path: String) -> String {
    let last = lastComponent(path)
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
    return String(last[last.index(after: dot)...])
  }

  /// `/tmp/scratch.tiff` → `/tmp/scratch`; `/tmp/` → `/tmp`.
  static func deletingExtension(_ path: String) -> String {
    let clean = standardized(path)
    let ext = pathExtension(clean)
    if ext.isEmpty { return clean }
    return String(clean.dropLast(ext.count + 1))
  }

  /// `/tmp` + `scratch.tiff` → `/tmp/scratch.tiff`; `` + `x` → `x`; `/` + `x` → `/x`.
  static func appending(_ path: String, _ component: String) -> String {
    if path.isEmpty { return standardized(component) }
    if component.isEmpty { return standardized(path) }
    return standardized(path + "/" + component)
  }

  /// `/tmp/scratch.old` + `tiff` → `/tmp/scratch.old.tiff`; `/tmp/` + `tiff` → `/tmp.tiff`.
  static func appendingExtension(_ path: String, _ ext: String) -> String {
    standardized(path) + "." + ext
  }

  /// `/tmp/scratch` → `["/", "tmp", "scratch"]`; a trailing slash is a last `/`.
  static func components(_ path: String) -> [String] {
    if path.isEmpty { return [] }
    var parts: [String] = path.hasPrefix("/") ? ["/"] : []
    parts += path.split(separator: "/").map(String.init)
    if path.count > 1, path.hasSuffix("/") { parts.append("/") }
    return parts
  }

  /// The first occurrence of `needle` in `text` in UTF-16 units; nil when absent or empty.
  static func utf16Range(of needle: String, in text: String) -> (location: Int, length: Int)? {
    guard !needle.isEmpty, let found = text.range(of: needle) else { return nil }
    let location = text.utf16.distance(from: text.startIndex, to: found.lowerBound)
    return (location, needle.utf16.count)
  }
}

extension UIKitCall {
  /// The receiver string of a member declared on `NSString` / `String`.
  var text: String {
    if case .string(let text) = receiver { return text }
    preconditionFailure("\(member.swiftName) declared on a string, called on \(receiver)")
  }

  /// Argument `index` (declared `.integer`) as an index or a length, which is never negative
  /// (`NSUInteger`).
  func index(_ index: Int) throws(Interrupt) -> Int {
    let value = number(index)
    guard value >= 0, value < 1e12 else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "an index of 0 or more", found: "\(Int(value))"),
        at: location(of: index))
    }
    return Int(value)
  }

  /// Argument `index` as an `NSRange`'s location and length.
  func range(_ index: Int) throws(Interrupt) -> (Int, Int) {
    if case .record(let record) = argument(index), record.type == "NSRange",
      let start = record.field("location")?.numeric, let length = record.field("length")?.numeric,
      start >= 0, length >= 0, start < 1e12, length < 1e12
    {
      return (Int(start), Int(length))
    }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "an `NSRange` (`NSMakeRange(0, 3)`)",
        found: argument(index).kindDescription), at: location(of: index))
  }

  /// NSString's `NSRangeException` for an index past the end (NSString.h).
  func raiseRange(_ index: Int, _ length: Int) throws(Interrupt) -> Never {
    try interpreter.raiseObjC(
      name: "NSRangeException",
      reason: "-[__NSCFString \(member.objcPieces[0]):]: Index \(index) out of bounds; string "
        + "length \(length)", at: location)
  }
}
