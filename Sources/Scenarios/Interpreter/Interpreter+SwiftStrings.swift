/// Swift's `String` and Foundation's `NSString` are one value in scenarios; their members are
/// the `NSString` declaration's (UIKit/NSString.swift), which the interpreter resolves on a
/// string as it does any receiver's. Receivers are untyped in the static check, so a string
/// member passes there on any receiver, as `Array`'s do; the run, which knows the value,
/// decides.
enum SwiftStringMembers {
  /// True when `use` names a member declared on strings, or `Bool`'s one mutating method
  /// (`toggle()`, The Swift Standard Library, SE-0199).
  static func names(_ use: MemberResolver.Use, _ language: ScenarioLanguage) -> Bool {
    if language == .swift, use.written == "toggle()" { return true }
    // Asked for every member use the checker sees: a name the string table lacks is no string
    // member, answered without `resolve`'s did-you-mean, which nobody reads here.
    if ModelledAPI.table(of: .string).named(use.baseName, language).isEmpty { return false }
    if case .success = MemberResolver.resolve(use, on: .string, language: language) {
      return true
    }
    return false
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
