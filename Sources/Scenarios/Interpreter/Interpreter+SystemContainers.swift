import Containment

/// UIKit's system containers in scenarios: `UINavigationController`, presentation and
/// `UITabBarController` (docs/FIDELITY.md A10-A15). Calls are dispatched as manual calls; the
/// core records what UIKit does in answer.
extension Interpreter {
  static let navigationControllerClass = "UINavigationController"
  static let tabBarControllerClass = "UITabBarController"

  /// `UITabBarController()`, `[[UITabBarController alloc] init]`.
  func createTabBarController(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> Value {
    _ = try checkTabBarInitializer(labels: labels, arguments, at: location, objcInit: objcInit)
    // `extension UITabBarController { … }`: every tab bar controller has those methods.
    if let info = classes[Self.tabBarControllerClass] {
      return .controller(
        InterpretedTabBarController(
          className: Self.tabBarControllerClass, classInfo: info, interpreter: self))
    }
    return .controller(UITabBarController())
  }

  /// The tab bar controller's one initializer, `init`; returns no root (for symmetry with
  /// `navigationRoot`).
  func checkTabBarInitializer(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> UIViewController? {
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":")
      : Self.tabBarControllerClass + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let accepted = objcInit ? "init" : "UITabBarController()"
    guard written == accepted, arguments.isEmpty else {
      throw Interrupt(.wrongLabel(written: written, expected: accepted), at: location)
    }
    return nil
  }

  /// `UINavigationController(rootViewController:)`, `UINavigationController()`,
  /// `[[UINavigationController alloc] initWithRootViewController:…]` and `… init]`.
  func createNavigationController(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> Value {
    let root = try navigationRoot(labels: labels, arguments, at: location, objcInit: objcInit)
    // `extension UINavigationController { func pushViewController(_:animated:completion:) }`:
    // every navigation controller has the extension's methods, and its overrides run.
    if let info = classes[Self.navigationControllerClass] {
      let navigation = InterpretedNavigationController(
        className: Self.navigationControllerClass, classInfo: info, interpreter: self)
      if let root { navigation.initializeStack(withRoot: root) }
      return .controller(navigation)
    }
    guard let root else { return .controller(UINavigationController()) }
    return .controller(UINavigationController(rootViewController: root))
  }

  /// The root a navigation controller initializer is given (nil for `init`), or the
  /// diagnostic for another spelling.
  func navigationRoot(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> UIViewController? {
    let written: String
    let accepted: [String]
    if objcInit {
      written = labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
      accepted = ["init", "initWithRootViewController:"]
    } else {
      written =
        Self.navigationControllerClass + "(" + labels.map { ($0 ?? "_") + ":" }.joined()
        + ")"
      accepted = ["UINavigationController()", "UINavigationController(rootViewController:)"]
    }
    guard accepted.contains(written) else {
      throw Interrupt(
        .wrongLabel(written: written, expected: accepted.joined(separator: "` or `")),
        at: location)
    }
    guard let argument = arguments.first else { return nil }
    return try controller(argument.value, "`rootViewController`", at: argument.location)
  }
}
