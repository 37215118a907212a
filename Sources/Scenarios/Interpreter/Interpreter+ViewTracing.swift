import Containment

/// `show=views`: after the code set a view property, the value the view now holds becomes a
/// trace line (FIDELITY-SURFACE.md V11). Without `show=views` the simulation records nothing.
extension Interpreter {
  /// `self.title = …`, also when the title is already a stored value of the controller.
  func traceTitle(of controller: InterpretedController) {
    guard simulation.tracesViews else { return }
    let value: TraceValue
    if case .string(let text) = controller.properties["title"] {
      value = .string(text)
    } else {
      value = .null
    }
    simulation.recordViewAssignment(on: controller, .setTitle, value)
  }
}
