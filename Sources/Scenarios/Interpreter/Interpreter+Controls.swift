import Containment

/// Views and controls as tutorials use them: styling stored and read back (never traced),
/// target-action registration, titles, segments, stack views (FIDELITY-SURFACE.md V1–V9).
extension Interpreter {
  func autoresizingMask(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> UInt
  {
    switch value {
    case .surface(.autoresizingMask(let bits)): return bits
    case .array(let items):
      var bits: UInt = 0
      for item in items { bits |= try autoresizingMask(item, context, at: location) }
      return bits
    case .number(let number) where number >= 0 && number < 64: return UInt(number)
    default:
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an autoresizing mask (`.flexibleWidth`)",
          found: value.kindDescription),
        at: location)
    }
  }

  func performSurfaceController(
    _ member: ModelledAPI.Member, _ controller: UIViewController, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value? {
    switch member.operation {
    case .title:
      return .null  // a title that was set is a stored value, read before the model is asked
    case .navigationItem:
      return .surface(.navigationItem(controller.navigationItem))
    case .storyboard:
      return storyboard(of: controller)
    case .performAfterDelay:
      let delay = try number(argument(2), context, at: at(2))
      let selector = try self.selector(argument(0), target: controller, context, at: at(0))
      let payload = argument(1).object.map(MessageArgument.object)
      simulation.perform(selector, on: controller, with: payload, afterDelay: delay)
      return .void
    default:
      return nil
    }
  }
}
