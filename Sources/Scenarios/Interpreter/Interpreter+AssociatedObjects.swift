/// Associated objects (objc/runtime.h), the way categories add state to UIKit's classes:
/// `objc_setAssociatedObject(self, &KEY, value, OBJC_ASSOCIATION_ASSIGN)` keeps `value` for
/// `self` under `KEY`'s address, `objc_getAssociatedObject(self, &KEY)` gives it back (nil
/// when nothing was set). The key is the variable's identity (`&KEY`, Interpreter+Expressions),
/// or any value used the same way (a selector, a string).
extension Interpreter {
  func callAssociatedObject(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    // Both languages: Swift calls the runtime's functions by their C names, the key a
    // pointer to a static (`&key`) and the policy an `objc_AssociationPolicy` case.
    guard name == "objc_setAssociatedObject" || name == "objc_getAssociatedObject"
    else { return nil }
    let expected = name == "objc_setAssociatedObject" ? 4 : 2
    guard arguments.count == expected, let object = arguments[0].value.object else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(name)`",
          expected: expected == 4
            ? "an object, a key, a value and a policy" : "an object and a key",
          found: arguments.map(\.value.kindDescription).joined(separator: ", ")),
        at: location)
    }
    let key = "\(ObjectIdentifier(object)) \(describe(arguments[1].value))"
    if expected == 2 { return associatedObjects[key] ?? .null }
    associatedObjects[key] = arguments[2].value
    return .void
  }
}
