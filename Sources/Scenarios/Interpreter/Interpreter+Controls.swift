import Containment

/// Views and controls as tutorials use them: styling stored and read back (never traced),
/// target-action registration, titles, segments, stack views (FIDELITY-SURFACE.md V1–V9).
extension Interpreter {
  func performSurfaceView(
    _ member: ModelledAPI.Member, _ view: UIView, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value? {
    if let control = view as? UIControl,
      let result = try performControl(member, control, argument, at, context)
    {
      return result
    }
    switch (view, member.operation) {
    case (let label as UILabel, .text): return label.text.map(Value.string) ?? .null
    case (let label as UILabel, .numberOfLines): return .number(Double(label.numberOfLines))
    case (let imageView as UIImageView, .image):
      return imageView.imageName.map { .surface(.image($0)) } ?? .null
    case (let scroll as UIScrollView, .contentSize): return .surface(.size(scroll.contentSize))
    case (let scroll as UIScrollView, .contentOffset): return .surface(.point(scroll.contentOffset))
    case (let stack as UIStackView, .addArrangedSubview):
      stack.addArrangedSubview(try self.view(argument(0), context, at: at(0)))
      return .void
    case (let stack as UIStackView, .removeArrangedSubview):
      stack.removeArrangedSubview(try self.view(argument(0), context, at: at(0)))
      return .void
    case (let stack as UIStackView, .arrangedSubviews):
      return .array(stack.arrangedSubviews.map(Value.view))
    case (let stack as UIStackView, .axis): return .string(stack.axis)
    case (let stack as UIStackView, .spacing): return .number(stack.spacing)
    default: return nil
    }
  }

  private func performControl(
    _ member: ModelledAPI.Member, _ control: UIControl, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value? {
    switch member.operation {
    case .addTarget, .removeTarget:
      let target = argument(0).object
      let events = try controlEvents(argument(2), context, at: at(2))
      if member.operation == .removeTarget, case .null = argument(1) {
        control.removeTarget(target, action: nil, for: events)
        return .void
      }
      let selector = try self.selector(argument(1), target: target, context, at: at(1))
      if member.operation == .addTarget {
        control.addTarget(target, action: selector, for: events)
      } else {
        control.removeTarget(target, action: selector, for: events)
      }
      return .void
    case .sendActions:
      control.sendActions(for: try controlEvents(argument(0), context, at: at(0)))
      return .void
    case .isEnabled: return .bool(control.isEnabled)
    case .isSelected: return .bool(control.isSelected)
    default: break
    }
    switch (control, member.operation) {
    case (let button as UIButton, .setTitle):
      let title = try optionalString(argument(0), context, at: at(0))
      button.setTitle(title, for: UInt(max(0, try wholeNumber(argument(1), context, at: at(1)))))
      return .void
    case (let button as UIButton, .titleForState):
      let state = UInt(max(0, try wholeNumber(argument(0), context, at: at(0))))
      return button.title(for: state).map(Value.string) ?? .null
    case (let button as UIButton, .currentTitle):
      return button.currentTitle.map(Value.string) ?? .null
    case (_ as UIButton, .setTitleColor): return .void  // colours are never drawn
    case (let segments as UISegmentedControl, .selectedSegmentIndex):
      return .number(Double(segments.selectedSegmentIndex))
    case (let segments as UISegmentedControl, .numberOfSegments):
      return .number(Double(segments.numberOfSegments))
    case (let segments as UISegmentedControl, .insertSegment):
      let title = try optionalString(argument(0), context, at: at(0))
      segments.insertSegment(withTitle: title, at: try wholeNumber(argument(1), context, at: at(1)))
      return .void
    case (let segments as UISegmentedControl, .setSegmentTitle):
      let title = try optionalString(argument(0), context, at: at(0))
      segments.setTitle(title, forSegmentAt: try wholeNumber(argument(1), context, at: at(1)))
      return .void
    case (let segments as UISegmentedControl, .segmentTitle):
      let index = try wholeNumber(argument(0), context, at: at(0))
      return segments.titleForSegment(at: index).map(Value.string) ?? .null
    case (let segments as UISegmentedControl, .removeAllSegments):
      segments.removeAllSegments()
      return .void
    default: return nil
    }
  }

  func setSurfaceView(
    _ member: ModelledAPI.Member, _ view: UIView, _ newValue: Value, _ context: String,
    at location: SourceLocation
  ) throws(Interrupt) -> Bool {
    try setSurfaceSubclass(member, view, newValue, context, at: location)
  }

  private func setSurfaceSubclass(
    _ member: ModelledAPI.Member, _ view: UIView, _ newValue: Value, _ context: String,
    at location: SourceLocation
  ) throws(Interrupt) -> Bool {
    switch (view, member.operation) {
    case (let control as UIControl, .isEnabled):
      control.isEnabled = try flag(newValue, context, at: location)
    case (let control as UIControl, .isSelected):
      control.isSelected = try flag(newValue, context, at: location)
    case (let label as UILabel, .text):
      label.text = try optionalString(newValue, context, at: location)
    case (let label as UILabel, .numberOfLines):
      label.numberOfLines = try wholeNumber(newValue, context, at: location)
    case (let imageView as UIImageView, .image):
      if case .surface(.image(let name)) = newValue {
        imageView.imageName = name
      } else {
        imageView.imageName = nil
      }
    case (let segments as UISegmentedControl, .selectedSegmentIndex):
      // V5 [D]: setting the index in code sends no `.valueChanged`.
      segments.selectedSegmentIndex = try wholeNumber(newValue, context, at: location)
    case (let scroll as UIScrollView, .contentSize):
      guard case .surface(.size(let size)) = newValue else {
        throw Interrupt(
          .typeMismatch(context: context, expected: "a CGSize", found: newValue.kindDescription),
          at: location)
      }
      scroll.contentSize = size
    case (let scroll as UIScrollView, .contentOffset):
      guard case .surface(.point(let point)) = newValue else {
        throw Interrupt(
          .typeMismatch(context: context, expected: "a CGPoint", found: newValue.kindDescription),
          at: location)
      }
      scroll.contentOffset = point
    case (let stack as UIStackView, .axis):
      guard case .string(let axis) = newValue else {
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "`.horizontal` or `.vertical`",
            found: newValue.kindDescription),
          at: location)
      }
      stack.axis = axis
    case (let stack as UIStackView, .spacing):
      stack.spacing = try number(newValue, context, at: location)
    default: return false
    }
    return true
  }

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
