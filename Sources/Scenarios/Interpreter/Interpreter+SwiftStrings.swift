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
    if case .success = MemberResolver.resolve(use, on: .string, language: language) {
      return true
    }
    return false
  }
}
