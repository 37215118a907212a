/// How Swift names the code's own types and shows values that describe themselves (W28).
///
/// - A type the code declares lives in the app's module: its fully qualified name is
///   `App.Panel` ([I] the scenario's module is called `App`: an app's module is its target's
///   name, which a snippet does not have). `NSStringFromClass(_:)`, `String(reflecting:)`, the
///   class method `description()` and `NSClassFromString("App.Panel")` use that name (The Swift
///   Programming Language, "Access Control": Modules and Source Files; Apple docs,
///   `NSStringFromClass`: "the name of a Swift class includes its module"); `String(describing:)`
///   and interpolation of a type give the bare name, and UIKit's classes have no module prefix.
/// - A value whose type adopts `CustomStringConvertible` is shown by its `description` wherever
///   Swift converts it to text: `print`, interpolation, `String(describing:)` (The Swift Standard
///   Library, `CustomStringConvertible`); elements of a collection are shown by their debug
///   description, which is that `description` too, and otherwise for an enum case or a struct
///   the code declares is qualified (`[App.Style.thin]`).
extension Interpreter {
  /// The module of the scenario's own types.
  static let appModuleName = "App"

  /// `App.Panel` for a type the Swift code declares, the name itself for any other.
  func qualifiedTypeName(_ name: String) -> String {
    guard language == .swift, declaresType(name) else { return name }
    return Self.appModuleName + "." + name
  }

  /// `NSClassFromString("App.Panel")`: the bare name of the code's own class, or nil when the
  /// string names another module.
  func unqualifiedClassName(_ name: String) -> String? {
    let prefix = Self.appModuleName + "."
    guard language == .swift, name.hasPrefix(prefix) else { return nil }
    let bare = String(name.dropFirst(prefix.count))
    return declaresType(bare) ? bare : nil
  }

  /// What Swift's `print`, interpolation and `String(describing:)` show: the type's own
  /// `description` when it adopts `CustomStringConvertible`, else `describe`.
  func swiftDescription(_ value: Value, at location: SourceLocation) throws(Interrupt) -> String {
    if let own = try ownDescription(value, at: location) { return own }
    if let own = try objectOwnDescription(value, at: location) { return own }  // C42
    return describe(value)
  }

  /// `String(reflecting:)`: the debug description, qualified for the code's own types.
  func swiftDebugDescription(_ value: Value) -> String {
    switch value {
    case .classReference(let name): return qualifiedTypeName(name)
    case .string, .enumCase, .enumValue, .record: return describeElement(value)
    default: return describe(value)
    }
  }

  /// A collection element's debug description where it differs from `describe`: an enum case
  /// or a struct the code declares, qualified by its module; nil for any other value.
  func qualifiedElementDescription(_ value: Value) -> String? {
    guard language == .swift else { return nil }
    // `String(reflecting:)` falls back to `description` for a `CustomStringConvertible` value.
    if let own = try? ownDescription(value, at: .start) { return own }
    // A class's own `description` (C42): NSObject's `debugDescription` is its `description`.
    if let own = try? objectOwnDescription(value, at: .start) { return own }
    switch value {
    case .enumCase(let type, _), .enumValue(let type, _, _):
      guard program.enums.contains(where: { $0.name == type }) else { return nil }
      return Self.appModuleName + "." + type + "." + describe(value)
    case .record(let record):
      guard program.structs.contains(where: { $0.name == record.type }) else { return nil }
      return Self.appModuleName + "." + describe(value)
    default:
      return nil
    }
  }

  private func ownDescription(_ value: Value, at location: SourceLocation) throws(Interrupt)
    -> String?
  {
    guard language == .swift else { return nil }
    let type: String
    switch value {
    case .enumCase(let name, _), .enumValue(let name, _, _): type = name
    case .record(let record): type = record.type
    default: return nil
    }
    guard adoptsDescription(type), let receiver = fileScopeOwner else { return nil }
    let context = MethodContext(receiver: receiver, classInfo: nil)
    guard let described = try valueTypeMember("description", of: value, at: location, context),
      case .string(let text) = described
    else { return nil }
    return text
  }

  /// Whether the enum or struct `type` adopts `CustomStringConvertible`, in its declaration or
  /// an extension, directly or through a protocol it adopts.
  private func adoptsDescription(_ type: String) -> Bool {
    let declared =
      (program.enums.first { $0.name == type }?.adopted ?? [])
      + (program.structs.first { $0.name == type }?.adopted ?? [])
      + program.extensions.filter { $0.name == type }.flatMap {
        [$0.superclass].compactMap { $0 } + $0.adopted
      }
    return declared.contains { protocolAndAncestors($0).contains("CustomStringConvertible") }
  }
}
