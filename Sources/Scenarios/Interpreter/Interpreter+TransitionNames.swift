import Containment

/// `UIPercentDrivenInteractiveTransition()` (docs/FIDELITY.md A22); the context's keys and the
/// navigation operations are declared constants (`UIKitType.transitionConstants`).
extension Interpreter {
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
