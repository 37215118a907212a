/// `show=views`: what the code set on which view, as a `manual` line at the depth it happened
/// (nested under `block animations()` when set inside an animation).
extension UIKitSimulation {
  /// Records `receiver.property = value` when the scenario asked for view lines; nothing
  /// otherwise, so traces without `show=views` stay about containment (FIDELITY-SURFACE.md V11).
  ///
  /// ```
  /// manual  UIView.animate(withDuration: 0.3)
  /// block     animations()
  /// manual      box.alpha = 0
  /// ```
  public func recordViewAssignment(
    on receiver: AnyObject, suffix: String = "", _ member: APIMember, _ value: TraceValue
  ) {
    guard tracesViews, member.viewPropertyName != nil else { return }
    record(
      .manual, .call(receiver: traceName(of: receiver) + suffix, member: member, arguments: [value])
    )
  }
}
