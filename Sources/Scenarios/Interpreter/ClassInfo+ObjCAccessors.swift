/// The setter clang synthesizes for `@property T name` is `set` followed by the name with its
/// first character upper-cased (The Objective-C Programming Language, "Declared Properties":
/// "setPropertyName:"; clang's `SelectorTable::constructSetterSelector`): `setCurrent:` for
/// `current`, also `setCurrentContentController:` for a property named with a capital,
/// `CurrentContentController`, and `set_flag:` for `_flag`. Reading a setter back to its
/// property therefore looks at the properties declared, not at the spelling alone.
enum ObjCAccessorNames {
  /// `setName` for the property `name` (the selector piece before the `:`).
  static func setterPiece(of property: String) -> String {
    "set" + property.prefix(1).uppercased() + property.dropFirst()
  }

  /// The property among `names` whose synthesized setter is `piece`, else the property the
  /// usual spelling names (`setCurrent` → `current`), else nil.
  static func property(setter piece: String, among names: some Sequence<String>) -> String? {
    for name in names where setterPiece(of: name) == piece { return name }
    return MemberResolver.setterName(piece)
  }
}

extension ClassInfo {
  /// The `@property` of this class or a declared superclass whose synthesized setter is the
  /// selector piece `piece` (`setCurrentContentController` for `CurrentContentController`),
  /// else the property the usual spelling names (`setCurrent` → `current`, declared or not).
  func objcPropertyName(setter piece: String) -> String? {
    if let declared = objcProperty(where: { ObjCAccessorNames.setterPiece(of: $0.name) == piece }) {
      return declared.name
    }
    return MemberResolver.setterName(piece)
  }
}
