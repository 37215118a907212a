import Containment

/// The run-loop API on the virtual run loop and clock: `DispatchQueue.main.async`,
/// `asyncAfter(deadline:)`, `dispatch_async(dispatch_get_main_queue(), …)`,
/// `dispatch_after`, and (in Interpreter+Controls.swift) `perform(_:with:afterDelay:)`
/// (FIDELITY-SURFACE.md R1–R4).
extension Interpreter {
  func requiredClosure(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> ClosureValue
  {
    guard let block = try closure(value, context, at: location) else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "a block", found: "nil"), at: location)
    }
    return block
  }

  /// Global functions of the surface API; nil when `name` is not one. What each does is its
  /// declaration's (`UIKitType.functions`: `CGPointMake` in CGPoint.swift, the dispatch
  /// functions in NotificationCenter.swift); Swift's `CGPoint(x:y:)` and `CGSize(width:height:)`
  /// are their types' initializers, and `#selector` is the language's form of
  /// `NSSelectorFromString`.
  func callSurfaceBuiltin(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard SurfaceBuiltins.functions(language).contains(name) else { return nil }
    if language == .swift, let declared = UIKitDeclarations.initializers[name] {
      let written = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
      guard let initializer = declared.first(where: { $0.spelling(.swift) == written }) else {
        throw Interrupt(
          .wrongLabel(
            written: written,
            expected: declared.map { $0.spelling(.swift) }.joined(separator: "` or `")),
          at: location)
      }
      let call = try bind(initializer, on: .classReference(name), arguments, at: location)
      return try initializer.behaviour.read(call)
    }
    guard
      let function = UIKitDeclarations.functions[
        name == "#selector" ? "NSSelectorFromString" : name]
    else { return nil }
    // A C function takes exactly its parameters (C11 6.5.2.2p2).
    if function.parameters.count != arguments.count {
      throw Interrupt(
        .wrongLabel(
          written: name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")",
          expected: name + "(" + String(repeating: "_:", count: function.parameters.count) + ")"),
        at: location)
    }
    let call = try bind(function, on: .void, arguments, at: location)
    return try function.behaviour.read(call)
  }
}

/// Names of the surface API's global functions and constants, for the interpreter and the
/// static check.
enum SurfaceBuiltins {
  static func functions(_ language: ScenarioLanguage) -> [String] {
    switch language {
    case .swift: return swiftFunctions
    case .objc: return objcFunctions
    }
  }

  /// Swift calls a value type's declared initializer like a function (`CGPoint(x:y:)`), and
  /// writes `#selector(…)`.
  private static let swiftFunctions: [String] =
    UIKitDeclarations.types.filter { $0.isValue && !$0.initializers.isEmpty }.map(\.name)
    + ["#selector"]
    // A declared C function Swift calls by its C name (`NSStringFromCGPoint`): the surface's
    // Swift spelling is the C name (the SDK imports no member for it).
    + UIKitDeclarations.functions.keys.sorted().filter { name in
      (["NS", "CG", "UI", "CA"].contains(String(name.prefix(2)))
        && UIKitSurface.shared.global(objc: name)?.member.swiftName == name)
        // CGGeometry.h's inline functions behind its macros (`__CGSizeEqualToSize`, C43).
        || name.hasPrefix("__CG")
    }

  /// The declared C functions (`UIKitType.functions`).
  private static let objcFunctions: [String] = UIKitDeclarations.functions.keys.sorted()

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
    return UIKitDeclarations.constant(objc: name)
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
