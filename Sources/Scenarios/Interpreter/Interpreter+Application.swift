import Containment

/// The application object and its delegate (docs/FIDELITY.md A33.1, A33.2, B68).
extension Interpreter {
  /// B68 [I]: `UIApplication.shared.delegate`. UIKit makes the app delegate once, at launch,
  /// and sets its `window` to the window it shows (A33.2, S144). The model's is the snippet's
  /// class that adopts `UIApplicationDelegate` (or, in Objective-C, whose header says so and
  /// is left out, the class named `AppDelegate` or `…AppDelegate`), made once without running
  /// its launch methods, its `window` the scenario's window; without one, the delegate UIKit
  /// stands in for, whose only member is that `window`.
  func applicationDelegate() -> Value {
    if let made = madeApplicationDelegate { return made }
    let made: Value
    if simulation.behavior.appDelegateSource == .snippetClass,
      let declared = applicationDelegateClass(),
      let object = try? makeController(className: declared.name, at: declared.location)
    {
      object.properties[storageKey("window")] = .view(simulation.window)
      simulation.name(object, "appDelegate")
      made = .controller(object)
    } else {
      made = .surface(.applicationDelegate)
    }
    madeApplicationDelegate = made
    return made
  }

  /// The snippet's app delegate class, if it declares one (B68).
  private func applicationDelegateClass() -> ClassDecl? {
    program.classes.first { $0.adopted.contains("UIApplicationDelegate") }
      ?? program.classes.first { $0.name.hasSuffix("AppDelegate") }
  }

  /// A33.4 [D]: `UIWindow(frame:)`, `UIWindow()`, `UIWindow(windowScene:)` and their
  /// Objective-C spellings make a window of the app, hidden until made key and visible; nil for
  /// another class.
  func createWindow(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard className == "UIWindow" else { return nil }
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
      : "UIWindow(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let accepted =
      objcInit
      ? ["init", "initWithFrame:", "initWithWindowScene:"]
      : ["UIWindow()", "UIWindow(frame:)", "UIWindow(windowScene:)"]
    guard accepted.contains(written) else {
      throw Interrupt(
        .wrongLabel(written: written, expected: accepted.joined(separator: "` or `")),
        at: location)
    }
    var frame = simulation.window.bounds
    if written == "initWithFrame:" || written == "UIWindow(frame:)", let first = arguments.first {
      frame = try rect(first.value, "`\(written)`", at: first.location)
    }
    return .view(simulation.makeWindow(frame: frame))
  }
}
