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
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":")
      : Self.tabBarControllerClass + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    let accepted = objcInit ? "init" : "UITabBarController()"
    guard written == accepted, arguments.isEmpty else {
      throw Interrupt(.wrongLabel(written: written, expected: accepted), at: location)
    }
    return .controller(UITabBarController())
  }

  /// `UINavigationController(rootViewController:)`, `UINavigationController()`,
  /// `[[UINavigationController alloc] initWithRootViewController:…]` and `… init]`.
  func createNavigationController(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> Value {
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
    guard let argument = arguments.first else { return .controller(UINavigationController()) }
    let root = try controller(argument.value, "`rootViewController`", at: argument.location)
    return .controller(UINavigationController(rootViewController: root))
  }
}
