import Containment

/// Auto Layout as recorded facts: anchors, constraints, activation with UIKit's common
/// ancestor rule, `constraints`, `addConstraint(s)`, `setNeedsLayout`, `layoutIfNeeded`
/// (FIDELITY-SURFACE.md L1–L6). Nothing is solved.
extension Interpreter {
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` /
  /// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`: the
  /// same constraint as the anchors would make (L4).
  func itemConstraint(
    _ arguments: [EvaluatedArgument], _ context: String, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    func value(_ index: Int) -> Value { arguments[index].value }
    func attribute(_ index: Int) throws(Interrupt) -> String? {
      switch value(index) {
      case .surface(.layoutAttribute(let name)): return name
      case .number(0), .integer(0), .null: return nil  // NSLayoutAttributeNotAnAttribute
      default:
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "a layout attribute (`.top`)",
            found: value(index).kindDescription), at: arguments[index].location)
      }
    }
    let first = try view(value(0), context, at: arguments[0].location)
    guard let firstAttribute = try attribute(1) else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "a layout attribute (`.top`)", found: "none"),
        at: arguments[1].location)
    }
    guard case .surface(.layoutRelation(let relation)) = value(2) else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a layout relation (`.equal`)",
          found: value(2).kindDescription), at: arguments[2].location)
    }
    var second: NSLayoutAnchor?
    if case .view(let other) = value(3), let secondAttribute = try attribute(4) {
      second = NSLayoutAnchor(view: other, attribute: secondAttribute)
    }
    let constraint = NSLayoutConstraint(
      NSLayoutAnchor(view: first, attribute: firstAttribute), relation, second,
      multiplier: try number(value(5), context, at: arguments[5].location),
      constant: try number(value(6), context, at: arguments[6].location))
    return .surface(.constraint(constraint))
  }

  private static func relation(_ label: String) -> String {
    switch label {
    case "greaterThanOrEqualTo": ">="
    case "lessThanOrEqualTo": "<="
    default: "=="
    }
  }

  func anchor(_ value: Value, _ context: String, at location: SourceLocation) throws(Interrupt)
    -> NSLayoutAnchor
  {
    if case .surface(.anchor(let anchor)) = value { return anchor }
    throw Interrupt(
      .typeMismatch(context: context, expected: "a layout anchor", found: value.kindDescription),
      at: location)
  }

  func constraint(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> NSLayoutConstraint
  {
    if case .surface(.constraint(let constraint)) = value { return constraint }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a layout constraint", found: value.kindDescription),
      at: location)
  }

  func constraints(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> [NSLayoutConstraint]
  {
    guard case .array(let items) = value else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an array of constraints", found: value.kindDescription),
        at: location)
    }
    var result: [NSLayoutConstraint] = []
    for item in items { result.append(try constraint(item, context, at: location)) }
    return result
  }
}
