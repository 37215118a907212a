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
    case .integer(let number) where number >= 0 && number < 64: return UInt(number)
    default:
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an autoresizing mask (`.flexibleWidth`)",
          found: value.kindDescription),
        at: location)
    }
  }
}
