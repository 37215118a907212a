/// Protocol conformance for `is` and `as?` (The Swift Programming Language, "Type Casting",
/// "Checking for Protocol Conformance"): an object is a value of a protocol its class, a
/// declared superclass or one of their extensions adopts (`class Pages: UIViewController,
/// Scrollable`, `extension Pages: Scrollable`), so `child is Scrollable` is true for it and
/// `child as? Scrollable` gives it (FIDELITY-SURFACE W18).
extension Interpreter {
  /// True when the scenario class `className` or a declared superclass adopts `type`.
  func adopts(_ className: String, _ type: String) -> Bool {
    guard program.protocols.contains(type) || UIKitSurface.shared.type(named: type) != nil else {
      return false
    }
    var current: String? = className
    var steps = 0
    while let name = current, steps < 64 {
      for declaration in program.classes + program.extensions where declaration.name == name {
        // `class Stack: Scrollable` (no superclass): the first name is the protocol.
        if declaration.adopted.contains(type) || declaration.superclass == type { return true }
      }
      current = program.classes.first { $0.name == name }?.superclass
      steps += 1
    }
    return false
  }
}
