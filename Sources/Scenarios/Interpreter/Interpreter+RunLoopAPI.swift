import Containment

/// The run-loop API on the virtual run loop and clock: `DispatchQueue.main.async`,
/// `asyncAfter(deadline:)`, `dispatch_async(dispatch_get_main_queue(), …)`,
/// `dispatch_after`, and (in Interpreter+Controls.swift) `perform(_:with:afterDelay:)`
/// (FIDELITY-SURFACE.md R1–R4).
extension Interpreter {
  private func requiredClosure(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> ClosureValue
  {
    guard let block = try closure(value, context, at: location) else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "a block", found: "nil"), at: location)
    }
    return block
  }

  /// Global functions of the surface API; nil when `name` is not one.
  func callSurfaceBuiltin(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard SurfaceBuiltins.functions(language).contains(name) else { return nil }
    let values = arguments.map(\.value)
    func argument(_ index: Int) -> Value { index < values.count ? values[index] : .null }
    func at(_ index: Int) -> SourceLocation {
      index < arguments.count ? arguments[index].location : location
    }
    let context = "`\(name)`"
    switch name {
    case "dispatch_get_main_queue":
      return .surface(.mainQueue)
    case "dispatch_async", "dispatch_after":
      let isAfter = name == "dispatch_after"
      let queueIndex = isAfter ? 1 : 0
      guard case .surface(.mainQueue) = argument(queueIndex) else {
        throw Interrupt(
          .unsupported(
            "`\(name)` to a queue other than the main queue",
            instead: "`dispatch_get_main_queue()`: the model has one thread"), at: at(queueIndex))
      }
      let block = try requiredClosure(argument(queueIndex + 1), context, at: at(queueIndex + 1))
      if isAfter {
        let deadline = try number(argument(0), context, at: at(0))
        simulation.asyncAfter(deadline - simulation.now, noArgumentBlock(block))
      } else {
        simulation.async(noArgumentBlock(block))
      }
      return .void
    case "dispatch_time":
      // dispatch_time(DISPATCH_TIME_NOW, nanoseconds): a deadline in virtual seconds.
      let delta = try number(argument(1), context, at: at(1))
      return .number(simulation.now + delta / 1e9)
    case "CGPoint", "CGPointMake":
      let numbers = try coordinates(
        arguments, name == "CGPoint" ? ["x", "y"] : nil, context, at: location)
      return .surface(.point(CGPoint(x: numbers[0], y: numbers[1])))
    case "CGSize", "CGSizeMake":
      let numbers = try coordinates(
        arguments, name == "CGSize" ? ["width", "height"] : nil, context, at: location)
      return .surface(.size(CGSize(width: numbers[0], height: numbers[1])))
    case "NSSelectorFromString", "#selector":
      guard case .string = argument(0) else {
        throw Interrupt(
          .typeMismatch(context: context, expected: "a string", found: argument(0).kindDescription),
          at: at(0))
      }
      return argument(0)
    default:
      return nil
    }
  }

  private func coordinates(
    _ arguments: [EvaluatedArgument], _ labels: [String]?, _ context: String,
    at location: SourceLocation
  ) throws(Interrupt) -> [Double] {
    let name = context.filter { $0 != "`" }
    let expected = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "(_:_:)"
    guard arguments.count == 2, labels == nil || arguments.map(\.label) == labels ?? [] else {
      throw Interrupt(
        .wrongLabel(
          written: name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")",
          expected: name + expected), at: location)
    }
    var numbers: [Double] = []
    for argument in arguments {
      numbers.append(try number(argument.value, context, at: argument.location))
    }
    return numbers
  }
}

/// Names of the surface API's global functions and constants, for the interpreter and the
/// static check.
enum SurfaceBuiltins {
  static func functions(_ language: ScenarioLanguage) -> [String] {
    switch language {
    case .swift: return ["CGPoint", "CGSize", "#selector"]
    case .objc:
      return [
        "dispatch_get_main_queue", "dispatch_async", "dispatch_after", "dispatch_time",
        "CGPointMake",
        "CGSizeMake", "NSSelectorFromString",
      ]
    }
  }

  /// `UIControlEventTouchUpInside`, `UIButtonTypeSystem`, `UIControlStateNormal`,
  /// `UIViewAutoresizingFlexibleWidth`, `DISPATCH_TIME_NOW`, `NSEC_PER_SEC`, …
  static func constant(_ name: String, _ language: ScenarioLanguage) -> Value? {
    func suffix(_ prefix: String) -> String? {
      guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
      let rest = name.dropFirst(prefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    if let event = suffix("UIControlEvent"), let events = UIControl.Event.byName[event] {
      return .surface(.controlEvents(events))
    }
    if let type = suffix("UIButtonType"), UIButton.surfaceTypeNames.contains(type) {
      return .surface(.buttonType(type))
    }
    if let state = suffix("UIControlState"), let bits = controlStates[state] {
      return .number(Double(bits))
    }
    if let mask = suffix("UIViewAutoresizing"), let bits = autoresizing(mask) {
      return .surface(.autoresizingMask(bits))
    }
    if let attribute = suffix("NSLayoutAttribute"), NSLayoutAnchor.attributes[attribute] != nil {
      return .surface(.layoutAttribute(attribute))
    }
    if let value = UIKitDeclarations.constant(objc: name) { return value }
    switch name {
    case "DISPATCH_TIME_NOW": return .number(0)
    case "NSEC_PER_SEC": return .number(1e9)
    case "NSEC_PER_MSEC": return .number(1e6)
    default: return nil
    }
  }

  /// `UIControl.State` raw values.
  static let controlStates: [String: UInt] = [
    "normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8,
  ]

  static func autoresizing(_ name: String) -> UInt? {
    if name == "none" { return 0 }
    return UIView.autoresizingMaskNames.first { $0.0 == name }?.1
  }
}
