import Containment

/// Auto Layout as recorded facts: anchors, constraints, activation with UIKit's common
/// ancestor rule, `constraints`, `addConstraint(s)`, `setNeedsLayout`, `layoutIfNeeded`
/// (FIDELITY-SURFACE.md L1–L6). Nothing is solved.
extension Interpreter {
  func performLayout(
    _ member: ModelledAPI.Member, _ view: UIView, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value? {
    switch member.operation {
    case .anchor(let attribute):
      return .surface(.anchor(NSLayoutAnchor(view: view, attribute: attribute)))
    case .safeAreaLayoutGuide:
      return .view(view)  // L6 [I]: no insets in the model, the guide's anchors are the view's
    case .constraints:
      return .array(view.constraints.map { .surface(.constraint($0)) })
    case .addConstraint:
      view.addConstraint(try constraint(argument(0), context, at: at(0)))
    case .addConstraints:
      for each in try constraints(argument(0), context, at: at(0)) { view.addConstraint(each) }
    case .removeConstraint:
      view.removeConstraint(try constraint(argument(0), context, at: at(0)))
    case .removeConstraints:
      for each in try constraints(argument(0), context, at: at(0)) { view.removeConstraint(each) }
    case .setNeedsLayout:
      simulation.setNeedsLayout(view)
    case .layoutIfNeeded:
      simulation.layoutIfNeeded(view)
    default:
      return nil
    }
    return .void
  }

  func performAnchor(
    _ member: ModelledAPI.Member, _ anchor: NSLayoutAnchor, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value? {
    let made: NSLayoutConstraint
    switch member.operation {
    case .constraintTo(let relation):
      let other = try self.anchor(argument(0), context, at: at(0))
      let constant = member.swiftLabels.count > 1 ? try number(argument(1), context, at: at(1)) : 0
      made = NSLayoutConstraint(anchor, Self.relation(relation), other, constant: constant)
    case .constraintToConstant(let relation):
      let constant = try number(argument(0), context, at: at(0))
      made = NSLayoutConstraint(
        anchor, Self.relation(String(relation.dropLast("Constant".count))), nil, constant: constant)
    case .constraintMultiplier:
      let other = try self.anchor(argument(0), context, at: at(0))
      made = NSLayoutConstraint(
        anchor, "==", other, multiplier: try number(argument(1), context, at: at(1)))
    default:
      return nil
    }
    return .surface(.constraint(made))
  }

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
      case .number(0), .null: return nil  // NSLayoutAttributeNotAnAttribute
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

  /// `UIView.transition(with:…)` and `UIView.transition(from:to:…)` (FIDELITY-SURFACE.md T).
  func performViewTransition(
    _ member: ModelledAPI.Member, _ argument: (Int) -> Value, _ at: (Int) -> SourceLocation,
    _ context: String
  ) throws(Interrupt) -> Value? {
    switch member.operation {
    case .transitionWithView:
      let container = try view(argument(0), context, at: at(0))
      let duration = try number(argument(1), context, at: at(1))
      let options = try animationOptions(argument(2), context, at: at(2))
      let animations = try closure(argument(3), context, at: at(3))
      let completion = try closure(argument(4), context, at: at(4))
      UIView.transition(
        with: container, duration: duration, options: options,
        animations: animations.map(noArgumentBlock), completion: completion.map(finishedBlock))
    case .transitionFromView:
      let from = try view(argument(0), context, at: at(0))
      let to = try view(argument(1), context, at: at(1))
      let duration = try number(argument(2), context, at: at(2))
      let options = try animationOptions(argument(3), context, at: at(3))
      let completion = try closure(argument(4), context, at: at(4))
      UIView.transition(
        from: from, to: to, duration: duration, options: options,
        completion: completion.map(finishedBlock))
    default:
      return nil
    }
    return .void
  }

  private func animationOptions(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> UIView.AnimationOptions
  {
    if let options = options(value) { return options }
    throw Interrupt(
      .typeMismatch(context: context, expected: "animation options", found: value.kindDescription),
      at: location)
  }
}
