import Containment

/// `show=views`: after the code set a view property, the value the view now holds becomes a
/// trace line (FIDELITY-SURFACE.md V11). Without `show=views` the simulation records nothing.
extension Interpreter {
  /// Traces the assignment of `member` on `receiver` that just succeeded.
  func traceViewAssignment(_ member: ModelledAPI.Member, of receiver: Value) {
    guard simulation.tracesViews else { return }
    // Declared view properties record their own line (UIKit/UIView.swift).
    switch (receiver, member.operation) {
    case (.controller(let controller as InterpretedController), .title):
      traceTitle(of: controller)
    default:
      break
    }
  }

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
