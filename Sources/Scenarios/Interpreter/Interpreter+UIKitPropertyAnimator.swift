import Containment

/// `UIViewPropertyAnimator` as the code makes it and as UIKit hands it values
/// (docs/FIDELITY.md A28.2-A28.5): its initializers, and its positions and states, which are
/// enum cases in Swift (`.end`) and numbers in Objective-C (`UIViewAnimatingPositionEnd`).
extension Interpreter {
  /// The initializers' labels (Swift) and selector pieces (Objective-C); the animations
  /// closure may be left out in Swift, or written as a trailing closure.
  private static let animatorForms: [(swift: [String], objc: [String])] = [
    (["duration", "curve", "animations"], ["initWithDuration", "curve", "animations"]),
    (
      ["duration", "dampingRatio", "animations"],
      ["initWithDuration", "dampingRatio", "animations"]
    ),
    (
      ["duration", "controlPoint1", "controlPoint2", "animations"],
      ["initWithDuration", "controlPoint1", "controlPoint2", "animations"]
    ),
    (["duration", "timingParameters"], ["initWithDuration", "timingParameters"]),
    ([], ["init"]),
  ]

  /// `UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { … }` /
  /// `[[UIViewPropertyAnimator alloc] initWithDuration:0.3 curve:… animations:^{…}]`: an
  /// inactive animator (A28.2); nil for other classes.
  func createPropertyAnimator(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard className == "UIViewPropertyAnimator" else { return nil }
    var names: [String] = objcInit ? labels.compactMap { $0 } : labels.map { $0 ?? "_" }
    if !objcInit, let last = arguments.last, last.isTrailing, names.last == "_" {
      names[names.count - 1] = "animations"
    }
    let forms = Self.animatorForms.map { objcInit ? $0.objc : $0.swift }
    let matches = forms.contains { form in
      names == form || (form.last == "animations" && names == Array(form.dropLast()))
    }
    guard matches else {
      let written =
        objcInit
        ? names.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
        : className + "(" + names.map { $0 + ":" }.joined() + ")"
      throw Interrupt(
        .wrongLabel(
          written: written,
          expected: objcInit
            ? "initWithDuration:curve:animations:"
            : "UIViewPropertyAnimator(duration:curve:animations:)"), at: location)
    }
    var duration = 0.0
    if let first = arguments.first {
      guard let seconds = first.value.numeric else {
        throw Interrupt(
          .typeMismatch(
            context: "`UIViewPropertyAnimator`'s duration", expected: "a number",
            found: first.value.kindDescription), at: first.location)
      }
      duration = seconds
    }
    var animations: (() -> Void)?
    if let index = names.firstIndex(of: "animations") {
      switch arguments[index].value {
      case .closure(let closure): animations = noArgumentBlock(closure)
      case .null: animations = nil
      case let other:
        throw Interrupt(
          .typeMismatch(
            context: "`UIViewPropertyAnimator`'s animations", expected: "a closure or nil",
            found: other.kindDescription), at: arguments[index].location)
      }
    }
    return .surface(
      .propertyAnimator(
        UIViewPropertyAnimator(simulation: simulation, duration: duration, animations: animations)
      ))
  }

  /// `.easeInOut`, `.easeIn`, `.easeOut`, `.linear` (`UIView.AnimationCurve`, a property
  /// animator's `curve:`): the curve shapes the values drawn between the start and the end,
  /// which the model does not draw, so it is kept as written. (The animation options spell
  /// theirs `.curveEaseInOut`.)
  static func animationCurveImplicitMember(_ name: String) -> Value? {
    if ["easeInOut", "easeIn", "easeOut", "linear"].contains(name) { return .ignored("." + name) }
    // A property animator's positions and states (A28.2, A28.4), as its members give them.
    if animatorCaseNames.contains(name) { return .ignored("." + name) }
    return nil
  }

  private static let animatorCaseNames: Set<String> = [
    "end", "start", "current", "inactive", "active", "stopped",
  ]

  /// `UIViewAnimatingPositionEnd`, `UIViewAnimatingStateActive`, the curves
  /// (`UIViewAnimationCurveEaseInOut`): their raw values, as a property animator's members give
  /// and take them in Objective-C (A28.2, A28.4).
  static func animatorConstant(_ name: String) -> Value? {
    let raws: [String: Double] = [
      "UIViewAnimatingPositionEnd": 0, "UIViewAnimatingPositionStart": 1,
      "UIViewAnimatingPositionCurrent": 2, "UIViewAnimatingStateInactive": 0,
      "UIViewAnimatingStateActive": 1, "UIViewAnimatingStateStopped": 2,
      "UIViewAnimationCurveEaseInOut": 0, "UIViewAnimationCurveEaseIn": 1,
      "UIViewAnimationCurveEaseOut": 2, "UIViewAnimationCurveLinear": 3,
    ]
    return raws[name].map(Value.number)
  }

  /// A completion taking the final position, as UIKit calls it (A28.4).
  func positionBlock(_ closure: ClosureValue) -> (UIViewPropertyAnimator.Position) -> Void {
    { [weak self] position in
      self?.guarded { () throws(Interrupt) in
        guard let self else { return }
        _ = try self.call(
          closure, [self.animatingValue(name: position.name, raw: position.rawValue)],
          at: SourceLocation(line: 1, column: 1))
      }
    }
  }

  /// A position or state as the code compares it: `.end` in Swift (the value an implicit
  /// member of a real enum has), its raw value in Objective-C (`UIViewAnimatingPositionEnd`).
  func animatingValue(name: String, raw: Int) -> Value {
    language == .swift ? .ignored("." + name) : .number(Double(raw))
  }

  /// The position `value` names, if it names one.
  func animatingPosition(_ value: Value) -> UIViewPropertyAnimator.Position? {
    switch value {
    case .ignored(let name):
      return [".end": .end, ".start": .start, ".current": .current][name]
    default:
      return value.numeric.flatMap { UIViewPropertyAnimator.Position(rawValue: Int($0)) }
    }
  }
}
