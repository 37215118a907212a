import Foundation

/// The members of Swift's `String` app code uses on text (The Swift Standard Library,
/// `String`; `components(separatedBy:)` and `capitalized` through Foundation's bridging):
/// values only, so none is a trace line.
enum SwiftStringMembers {
  /// Read without parentheses.
  static let properties: Set<String> = [
    "count", "isEmpty", "capitalized",
    // `(text as NSString).boolValue`: NSString's, through the bridge (W24).
    "boolValue", "integerValue", "intValue", "doubleValue", "floatValue",
  ]

  /// Methods by their Swift spelling, with the number of arguments each takes.
  static let methods: [String: Int] = [
    "uppercased()": 0, "lowercased()": 0, "hasPrefix(_:)": 1, "hasSuffix(_:)": 1,
    "contains(_:)": 1, "components(separatedBy:)": 1, "replacingOccurrences(of:with:)": 2,
    // `Bool`'s one mutating method (The Swift Standard Library, `Bool.toggle()`, SE-0199).
    "toggle()": 0,
  ]

  /// True when `use` names one of them (the static check lets it pass on any receiver, as
  /// it does `Array`'s: receivers are untyped there).
  static func names(_ use: MemberResolver.Use) -> Bool {
    switch use {
    case .property(let name): return properties.contains(name)
    case .swiftCall: return methods[use.written] != nil
    case .message: return false
    }
  }
}

extension Interpreter {
  /// `text.count`, `text.isEmpty`; nil when `name` is no `String` property.
  func swiftStringProperty(_ name: String, of text: String) -> Value? {
    switch name {
    case "count": return .integer(text.count)
    case "isEmpty": return .bool(text.isEmpty)
    case "capitalized": return .string(text.capitalized)
    case "boolValue": return .bool(Self.nsStringBool(text))
    case "integerValue", "intValue":
      return .integer(Interpreter.leadingInteger(text, bits: name == "intValue" ? 32 : 64))
    case "doubleValue": return .number(Interpreter.leadingDecimal(text))
    case "floatValue": return .number(Double(Float(Interpreter.leadingDecimal(text))))
    default: return nil
    }
  }

  /// `text.uppercased()`, `text.hasPrefix("a")` …; nil when `use` is no `String` method.
  func callSwiftStringMethod(
    _ use: MemberResolver.Use, on text: String, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard case .swiftCall = use, let count = SwiftStringMembers.methods[use.written],
      arguments.count == count
    else { return nil }
    var strings: [String] = []
    for argument in arguments {
      guard case .string(let value) = argument.value else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(use.written)`", expected: "a string",
            found: argument.value.kindDescription), at: argument.location)
      }
      strings.append(value)
    }
    switch use.written {
    case "uppercased()": return .string(text.uppercased())
    case "lowercased()": return .string(text.lowercased())
    case "hasPrefix(_:)": return .bool(text.hasPrefix(strings[0]))
    case "hasSuffix(_:)": return .bool(text.hasSuffix(strings[0]))
    case "contains(_:)": return .bool(strings[0].isEmpty || text.contains(strings[0]))
    case "components(separatedBy:)":
      return .array(text.components(separatedBy: strings[0]).map(Value.string))
    default:  // replacingOccurrences(of:with:)
      return try checkedString(
        text.replacingOccurrences(of: strings[0], with: strings[1]), at: location)
    }
  }
}

extension Interpreter {
  /// `-[NSString boolValue]` (NSString.h): true on "Y", "y", "T", "t" or a digit 1-9 after
  /// leading whitespace, a sign and zeros; the rest is ignored.
  static func nsStringBool(_ text: String) -> Bool {
    var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    rest = rest.drop { $0 == "0" }
    guard let first = rest.first else { return false }
    return "YyTt123456789".contains(first)
  }
}

/// Extensions of the standard library's types (The Swift Programming Language, "Extensions"):
/// `extension String { var localized: String { … } }`, `extension Array where Element:
/// UIViewController { func lastChild() … }`, `extension Int { … }`: their methods and computed
/// properties are members of every value of that type, run with the value as `self` (W27).
extension Interpreter {
  /// The standard type a value is of, for its extensions: a number may be any of the number
  /// types, whichever the code extends ([I] values carry no static type).
  static func standardLibraryTypes(of value: Value) -> [String] {
    switch value {
    case .string: return ["String", "NSString"]
    case .array: return ["Array", "Collection", "Sequence"]
    case .dictionary: return ["Dictionary"]
    case .integer: return ["Int", "CGFloat", "Double", "Float"]
    case .number: return ["CGFloat", "Double", "Float", "Int"]
    case .bool: return ["Bool"]
    default: return []
    }
  }

  /// The code's extension of the standard type of `value`, if it declares one.
  func standardLibraryExtension(of value: Value) -> ClassInfo? {
    guard language == .swift else { return nil }
    for name in Self.standardLibraryTypes(of: value) {
      guard let info = classes[name],
        program.extensions.contains(where: { $0.name == name }),
        !program.classes.contains(where: { $0.name == name })
      else { continue }
      return info
    }
    return nil
  }
}
