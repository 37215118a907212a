import Containment

extension UIKitType {
  /// Foundation's global functions the model answers (the surface's `Foundation` globals):
  /// `NSSelectorFromString` is the selector of that name (Swift's `#selector` is the
  /// language's form of it), which target-action and `perform` send (E).
  static let foundation = UIKitType(
    "Foundation", receiver: .string,
    functions: [
      .function("NSSelectorFromString", [.any], fidelity: "E1") { call throws(Interrupt) in
        guard case .string = call.argument(0) else {
          throw Interrupt(
            .typeMismatch(
              context: call.context, expected: "a string", found: call.argument(0).kindDescription),
            at: call.location(of: 0))
        }
        return call.argument(0)
      }
    ])
}
