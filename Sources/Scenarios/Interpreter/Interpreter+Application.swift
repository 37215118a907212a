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
}
