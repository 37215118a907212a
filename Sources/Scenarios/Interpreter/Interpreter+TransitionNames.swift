import Containment

/// Names of the custom-transition API (docs/FIDELITY.md A20-A22): the context's keys, the
/// navigation operations, and `UIPercentDrivenInteractiveTransition()`.
extension Interpreter {
  /// `.to`, `.from` (a context's keys), `.push`, `.pop` (`UINavigationController.Operation`).
  static func transitionImplicitMember(_ name: String) -> Value? {
    switch name {
    case "to", "from", "push", "pop": .string(name)
    default: nil
    }
  }

  /// `UITransitionContextToViewKey`, `UITransitionContextFromViewControllerKey`,
  /// `UINavigationControllerOperationPush` …: the same values in Objective-C.
  static func transitionConstant(_ name: String) -> Value? {
    switch name {
    case "UITransitionContextToViewKey", "UITransitionContextToViewControllerKey": .string("to")
    case "UITransitionContextFromViewKey", "UITransitionContextFromViewControllerKey":
      .string("from")
    case "UINavigationControllerOperationPush": .string("push")
    case "UINavigationControllerOperationPop": .string("pop")
    case "UINavigationControllerOperationNone": .string("none")
    default: nil
    }
  }

  /// `UIPercentDrivenInteractiveTransition()` / `[[UIPercentDrivenInteractiveTransition alloc]
  /// init]` (`new`); nil for other classes.
  func createTransitionObject(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard className == "UIPercentDrivenInteractiveTransition" else { return nil }
    let plain = objcInit ? labels.compactMap { $0 } == ["init"] : labels.isEmpty
    guard plain, arguments.isEmpty else {
      throw Interrupt(
        .wrongLabel(
          written: className + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")",
          expected: objcInit ? "init" : className + "()"), at: location)
    }
    return .surface(
      .percentDrivenTransition(UIPercentDrivenInteractiveTransition(simulation: simulation)))
  }
}
