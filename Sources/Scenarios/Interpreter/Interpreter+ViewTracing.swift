import Containment

/// `show=views`: after the code set a view property, the value the view now holds becomes a
/// trace line (FIDELITY-SURFACE.md V11). Without `show=views` the simulation records nothing.
extension Interpreter {
  /// Traces the assignment of `member` on `receiver` that just succeeded.
  func traceViewAssignment(_ member: ModelledAPI.Member, of receiver: Value) {
    guard simulation.tracesViews else { return }
    switch (receiver, member.operation) {
    case (.view(let view), let operation?):
      guard let (traced, value) = Self.viewAssignment(operation, view) else { return }
      simulation.recordViewAssignment(on: view, traced, value)
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

  /// The traced member and the value `view` now holds for a property the code set.
  private static func viewAssignment(_ operation: ModelledAPI.Operation, _ view: UIView)
    -> (APIMember, TraceValue)?
  {
    switch operation {
    case .text:
      guard let label = view as? UILabel else { return nil }
      return (.setText, label.text.map(TraceValue.string) ?? .null)
    default:
      return nil
    }
  }
}
