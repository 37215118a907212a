import Containment

/// Objective-C instance variables before their first assignment: the runtime zero-fills a new
/// object, so each reads as the zero of its type (FIDELITY-SURFACE.md C4).
extension Interpreter {
  /// What an Objective-C instance variable or property holds before its first assignment:
  /// objects start nil, scalars 0 and `NO`, `CGRect`s `CGRectZero` (the runtime zero-fills
  /// a new object's memory). Swift has no such default: nil.
  func zeroValue(ofType typeName: String?) -> Value {
    guard language == .objc, let typeName else { return .null }
    if let declaration = program.structs.first(where: { $0.name == typeName }) {
      // A struct is its members' zeros (C11 6.7.9 §10), as an instance variable starts.
      return .record(
        RecordValue(
          type: typeName,
          fields: declaration.properties.map { ($0.name, zeroValue(ofType: $0.typeName)) }))
    }
    let first = String(typeName.prefix { $0 != " " })
    // A struct the declarations model (`CGRect`, `CGPoint`, `CGSize`): its declared zero.
    if UIKitDeclarations.isValueType(first), let zero = UIKitDeclarations.zeroValues[first] {
      return zero.value
    }
    switch first {
    case "BOOL", "bool", "Boolean": return .bool(false)
    case "UIViewAnimationOptions": return .options([])
    case "id", "instancetype", "void": return .null
    default:
      if ObjCParser.valueTypes.contains(first)
        || program.enums.contains(where: { $0.name == first })
      {
        // Zero of the declared type: `CGFloat` 0.0, `NSInteger` and an enum 0.
        return NumericKind(typeName: typeName) == .floating ? .number(0) : .integer(0)
      }
      return .null
    }
  }
}
