/// Swift's `as?` / `as!` of a plain value (The Swift Programming Language, "Type Casting":
/// "Downcasting"): a conditional cast "returns nil if the downcast was not possible". A string
/// is never an `Int`, an array never a `String`, a number never a `[String: Any]`; a cast to a
/// protocol, to `Any`, or between the number types (bridged through `NSNumber`, [I]) passes, as
/// before (W29).
extension Interpreter {
  /// True when `value`, a string, number, Boolean, array or dictionary, can be no instance of
  /// `type`: `type` is another of these kinds, a view controller or view class, or a struct or
  /// enum of the code's.
  func plainValueRefusesCast(_ value: Value, to type: String) -> Bool {
    guard language == .swift else { return false }
    let arrays: Set<String> = ["Array", "NSArray", "NSMutableArray"]
    let dictionaries: Set<String> = ["Dictionary", "NSDictionary", "NSMutableDictionary"]
    let otherTypes =
      isControllerOrViewType(type) || structTypes[type] != nil
      || (type != "String" && classes[type] != nil
        && !program.extensions.contains { $0.name == type })
    switch value {
    case .string:
      return KnownTypes.scalars.contains(type) || arrays.contains(type)
        || dictionaries.contains(type) || otherTypes
    case .number, .integer:
      return KnownTypes.strings.contains(type) || arrays.contains(type)
        || dictionaries.contains(type) || type == "Bool" || otherTypes
    case .bool:
      // A Swift `Bool` is no number (only an `NSNumber` made from one bridges).
      let booleans: Set<String> = ["Bool", "BOOL", "bool", "NSNumber"]
      return KnownTypes.strings.contains(type) || arrays.contains(type)
        || dictionaries.contains(type) || otherTypes
        || (KnownTypes.scalars.contains(type) && !booleans.contains(type))
    case .array:
      return KnownTypes.strings.contains(type) || KnownTypes.scalars.contains(type)
        || dictionaries.contains(type) || otherTypes
    case .dictionary:
      return KnownTypes.strings.contains(type) || KnownTypes.scalars.contains(type)
        || arrays.contains(type) || otherTypes
    default:
      return false
    }
  }
}

extension Interpreter {
  /// `Int.self`, `String.self`, `[String].self` as a value (TSPL "Metatype Type"): the standard
  /// type, passed where a generic `T.Type` parameter takes it (`decode(as: Int.self)`, W29);
  /// nil for any other expression.
  func standardTypeMetatype(_ base: Expr, _ member: String) -> Value? {
    guard language == .swift, member == "self", case .name(let type) = base.kind,
      SwiftStandardLibrarySurface.members[type] != nil || KnownTypes.scalars.contains(type)
        || KnownTypes.strings.contains(type),
      classes[type] == nil, structTypes[type] == nil
    else { return nil }
    return .classReference(type)
  }
}
