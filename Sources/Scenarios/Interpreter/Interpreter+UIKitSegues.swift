import Containment

/// Custom segues (docs/FIDELITY.md A29.3): a `UIStoryboardSegue` subclass the scenario
/// declares, whose `perform()` does the transition itself. Its object is a scenario object
/// like any other (`InterpretedController`), holding what UIKit's initializer stores:
/// `identifier`, `source`, `destination` (Objective-C also `sourceViewController`,
/// `destinationViewController`), which its methods read as properties.
extension Interpreter {
  /// True when `className` is a class the scenario declares, inheriting from
  /// `UIStoryboardSegue` (directly or through its other classes).
  func isCustomSegueClass(_ className: String) -> Bool {
    var current = className
    for _ in 0..<64 {
      let superclass =
        program.classes.first(where: { $0.name == current })?.superclass
        ?? program.interfaceSuperclasses[current]
      guard let superclass, superclass != current else { return false }
      if superclass == "UIStoryboardSegue"
        || UIKitSurface.shared.isClass(superclass, kindOf: "UIStoryboardSegue")
      {
        return true
      }
      current = superclass
    }
    return false
  }

  /// True when `controller` is an object of a custom segue class.
  func isCustomSegue(_ controller: InterpretedController) -> Bool {
    controller.classInfo.map { isCustomSegueClass($0.name) } ?? false
  }

  /// `FadeSegue(identifier: "fade", source: self, destination: next)` /
  /// `[[FadeSegue alloc] initWithIdentifier:@"fade" source:self destination:next]`: UIKit's
  /// initializer, inherited by a custom segue class that declares none of that spelling; nil
  /// for other classes and spellings.
  func createCustomSegue(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard isCustomSegueClass(className), arguments.count == 3 else { return nil }
    let names = objcInit ? labels.compactMap { $0 } : labels.map { $0 ?? "_" }
    let expected =
      objcInit
      ? ["initWithIdentifier", "source", "destination"] : ["identifier", "source", "destination"]
    guard names == expected else { return nil }
    let use: MemberResolver.Use =
      objcInit
      ? .message(names, hasArguments: true)
      : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    if classes[className]?.method(calledAs: use, language) != nil { return nil }
    return .controller(
      try makeSegueObject(
        className, identifier: arguments[0].value, source: arguments[1].value,
        destination: arguments[2].value, at: location))
  }

  /// A custom segue object holding its identifier, source and destination.
  func makeSegueObject(
    _ className: String, identifier: Value, source: Value, destination: Value,
    at location: SourceLocation
  ) throws(Interrupt) -> InterpretedController {
    let segue = try makeController(className: className, at: location)
    let values: [(String, Value)] = [
      ("identifier", identifier), ("source", source), ("sourceViewController", source),
      ("destination", destination), ("destinationViewController", destination),
    ]
    for (key, value) in values { segue.properties[key] = value }
    return segue
  }

  /// `super.perform()` / `[super perform]` in a custom segue: UIKit's `perform` of a segue
  /// made without a perform handler does nothing (A29.3).
  func customSegueSuper(_ use: MemberResolver.Use, on receiver: InterpretedController) -> Value? {
    guard isCustomSegue(receiver) else { return nil }
    switch use {
    case .swiftCall("perform", let labels, _) where labels.isEmpty: return .void
    case .message(["perform"], hasArguments: false): return .void
    default: return nil
    }
  }
}
