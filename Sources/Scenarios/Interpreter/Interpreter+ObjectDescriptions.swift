/// An object shown as text by its class's own `description` (FIDELITY-SURFACE C42): NSObject's
/// `-description` is what `%@` writes and what an array's description lists for each element
/// (NSObject.h, NSArray.h `description`), and Swift's `print`, interpolation and
/// `String(describing:)` use a class's `description` when it overrides NSObject's or adopts
/// `CustomStringConvertible` (The Swift Standard Library).
extension Interpreter {
  /// The text `value`'s class's own `description` getter returns (Objective-C's
  /// `- (NSString *)description`, Swift's `override var description: String`); nil for a value
  /// that is no object of a class the scenario declares, or whose class declares none.
  func objectOwnDescription(_ value: Value, at location: SourceLocation) throws(Interrupt)
    -> String?
  {
    guard value.object != nil, let name = className(of: value), let info = classes[name] else {
      return nil
    }
    let keys = language == .swift ? ["description()", "description"] : ["description"]
    guard keys.contains(where: { info.method($0) != nil }) else { return nil }
    guard case .string(let text) = try readMember("description", of: value, at: location) else {
      return nil
    }
    return text
  }

  /// `%@`'s text for `value`: an object's own `description`, a collection's with each element's
  /// own, else `describe`.
  func formatObjectDescription(_ value: Value, at location: SourceLocation) throws(Interrupt)
    -> String
  {
    if let own = try objectOwnDescription(value, at: location) { return own }
    guard language == .objc, case .array(let items) = value, !items.isEmpty else {
      return describe(value)
    }
    // NSArray's description lists each element's own description unquoted (a string element
    // is quoted when it is not a plain property-list word), as `foundationDescription` does.
    var lines: [String] = []
    for item in items {
      let own = try objectOwnDescription(item, at: location)
      lines.append("    " + (own ?? foundationDescription(item, level: 1)))
    }
    return "(\n" + lines.joined(separator: ",\n") + "\n)"
  }
}
