/// One member of a surface type: a method, property, initializer, enum case, constant,
/// notification name or C function, with its spellings in both languages and its types.
package struct SurfaceMember: Sendable, Hashable {
  /// What sort of member this is.
  package enum Kind: Sendable, Hashable {
    case method
    case initializer
    case property
    case enumCase
    case constant
    case notification
    /// A C function (`CGRectMake`), with the Swift spelling the SDK imports it as
    /// (`CGRect(x:y:width:height:)`) where known.
    case function
  }

  package var kind: Kind
  /// The Objective-C spelling: a selector (`addChildViewController:`), a property name, an
  /// enum case, a constant or a C function.
  package var objcName: String
  /// The Swift spelling with labels (`addChild(_:)`, `view`, `transitionFlipFromLeft`,
  /// `init(nibName:bundle:)`).
  package var swiftName: String
  /// A class (static) member rather than an instance one.
  package var isClassMember: Bool
  /// A property that cannot be set.
  package var isReadOnly: Bool
  /// A protocol requirement marked `@optional`.
  package var isOptional: Bool
  /// Deprecated in the headers.
  package var isDeprecated: Bool
  /// Parameter types, in each language (`UIViewController*` / `UIViewController`).
  package var objcParameterTypes: [String]
  package var swiftParameterTypes: [String]
  /// The result type of a method or function, the type of a property or constant.
  package var objcType: String
  package var swiftType: String
  /// An enum case's literal value, where the headers give one (`1<<7`).
  package var value: String?
  /// The iOS version that introduced it, where known.
  package var introduced: String?
  /// The spelling it replaced, where known (`addChildViewController(_:)`).
  package var renamed: String?

  /// A property that can be set.
  package var isSettable: Bool { kind == .property && !isReadOnly }

  /// The Swift base name: `addChild` for `addChild(_:)`, `init` for an initializer.
  package var swiftBaseName: String { Self.baseName(of: swiftName) }

  /// The Swift argument labels, `_` for none: `["_", "animated", "completion"]` for
  /// `present(_:animated:completion:)`; empty for a property or a method without arguments.
  package var swiftLabels: [String] {
    guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return [] }
    let inner = swiftName[
      swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
    return inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
  }

  /// The Objective-C selector's first piece or the property's name (`addChildViewController`).
  package var objcBaseName: String {
    String(objcName.prefix { $0 != ":" })
  }

  /// A property's Objective-C setter selector (`setView:`).
  package var objcSetter: String? {
    guard isSettable, let first = objcName.first else { return nil }
    return "set" + first.uppercased() + objcName.dropFirst() + ":"
  }

  /// The number of arguments a method or initializer takes.
  package var arity: Int { objcParameterTypes.count }

  /// The text before `(` (or the whole name).
  static func baseName(of name: String) -> String {
    // By bytes: `(` is ASCII, and the surface's index asks for every member's base name
    // (walking characters, grapheme by grapheme, cost far more than the rest of indexing).
    guard let open = name.utf8.firstIndex(of: UInt8(ascii: "(")) else { return name }
    return String(name[..<open])
  }
}
