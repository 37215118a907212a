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

  /// present/dismiss and their properties; selectedIndex and selectedViewController.
  func performPresentationOrTabs(
    _ member: ModelledAPI.Member, _ controller: UIViewController, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value {
    let sim = simulation
    switch member.operation {
    case .present:
      let presented = try self.controller(argument(0), context, at: at(0))
      let animated = try flag(argument(1), context, at: at(1))
      let completion = try closure(argument(2), context, at: at(2))
      let arguments: [TraceValue] = [
        trace(presented), .bool(animated),
        .closure(present: completion != nil, role: .plainCompletion),
      ]
      sim.dispatch(.manual, controller, .present, arguments) {
        controller.present(
          presented, animated: animated, completion: completion.map(noArgumentBlock))
      }
    case .dismiss:
      let animated = try flag(argument(0), context, at: at(0))
      let completion = try closure(argument(1), context, at: at(1))
      let arguments: [TraceValue] = [
        .bool(animated), .closure(present: completion != nil, role: .plainCompletion),
      ]
      sim.dispatch(.manual, controller, .dismiss, arguments) {
        controller.dismiss(animated: animated, completion: completion.map(noArgumentBlock))
      }
    case .presentedViewController:
      return controller.presentedViewController.map(Value.controller) ?? .null
    case .presentingViewController:
      return controller.presentingViewController.map(Value.controller) ?? .null
    case .isBeingPresented: return .bool(controller.isBeingPresented)
    case .isBeingDismissed: return .bool(controller.isBeingDismissed)
    case .modalPresentationStyle: return .string(controller.modalPresentationStyle.rawValue)
    case .selectedIndex, .selectedViewController:
      guard let tabs = controller as? UITabBarController else {
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "a UITabBarController",
            found: "a \(controller.modelClassName)"), at: at(0))
      }
      if member.operation == .selectedIndex { return .number(Double(tabs.selectedIndex)) }
      return tabs.selectedViewController.map(Value.controller) ?? .null
    default:
      throw Interrupt(
        .unknownMember(member.spelling(language), on: "a view controller", suggestion: nil),
        at: at(0))
    }
    return .void
  }

  /// `b.modalPresentationStyle = .fullScreen`, `tabs.selectedIndex = 1`,
  /// `tabs.selectedViewController = a`.
  func setSystemContainerProperty(
    _ operation: ModelledAPI.Operation, of value: Value, _ newValue: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    guard case .controller(let controller) = value else { return }
    switch operation {
    case .modalPresentationStyle:
      // `.custom` is also a `UIButton.ButtonType`, which an implicit member finds first.
      var newValue = newValue
      if case .surface(.buttonType("custom")) = newValue { newValue = .string("custom") }
      guard case .string(let name) = newValue, let style = UIModalPresentationStyle(rawValue: name)
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`modalPresentationStyle`", expected: "a UIModalPresentationStyle",
            found: newValue.kindDescription), at: location)
      }
      controller.modalPresentationStyle = style
    default:
      guard let tabs = controller as? UITabBarController else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(operation)`", expected: "a UITabBarController",
            found: "a \(controller.modelClassName)"), at: location)
      }
      if operation == .selectedIndex {
        let index = try number(newValue, "`selectedIndex`", at: location)
        let sim = simulation
        sim.dispatch(.manual, tabs, .setSelectedIndex, [.number(index)]) {
          tabs.selectedIndex = Int(index)
        }
      } else {
        let selected = try self.controller(newValue, "`selectedViewController`", at: location)
        simulation.dispatch(.manual, tabs, .setSelectedViewController, [trace(selected)]) {
          tabs.selectedViewController = selected
        }
      }
    }
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

  /// Push, pop, the stack and `navigationController`.
  func performNavigation(
    _ member: ModelledAPI.Member, _ controller: UIViewController, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value {
    let sim = simulation
    if member.operation == .navigationController {
      return controller.navigationController.map(Value.controller) ?? .null
    }
    if let tabs = controller as? UITabBarController {
      switch member.operation {
      case .viewControllers:
        return tabs.viewControllers.map { .array($0.map(Value.controller)) } ?? .null
      case .setViewControllers:
        let controllers = try stack(argument(0), context, at: at(0))
        let animated = try flag(argument(1), context, at: at(1))
        try setTabs(of: tabs, controllers, animated: animated)
        return .void
      default: break
      }
    }
    guard let navigation = controller as? UINavigationController else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a UINavigationController",
          found: "a \(controller.modelClassName)"),
        at: at(0))
    }
    switch member.operation {
    case .pushViewController:
      let pushed = try self.controller(argument(0), context, at: at(0))
      let animated = try flag(argument(1), context, at: at(1))
      sim.dispatch(.manual, navigation, .pushViewController, [trace(pushed), .bool(animated)]) {
        navigation.pushViewController(pushed, animated: animated)
      }
    case .popViewController:
      let animated = try flag(argument(0), context, at: at(0))
      let popped = sim.dispatch(.manual, navigation, .popViewController, [.bool(animated)]) {
        navigation.popViewController(animated: animated)
      }
      return popped.map(Value.controller) ?? .null
    case .popToRootViewController:
      let animated = try flag(argument(0), context, at: at(0))
      let popped = sim.dispatch(.manual, navigation, .popToRootViewController, [.bool(animated)]) {
        navigation.popToRootViewController(animated: animated)
      }
      return popped.map { .array($0.map(Value.controller)) } ?? .null
    case .setViewControllers:
      let controllers = try stack(argument(0), context, at: at(0))
      let animated = try flag(argument(1), context, at: at(1))
      try setStack(of: navigation, controllers, animated: animated)
    case .viewControllers:
      return .array(navigation.viewControllers.map(Value.controller))
    case .topViewController:
      return navigation.topViewController.map(Value.controller) ?? .null
    default:
      throw Interrupt(
        .unknownMember(member.spelling(language), on: "a view controller", suggestion: nil),
        at: at(0))
    }
    return .void
  }

  /// `nav.viewControllers = [a, b]`: `setViewControllers(_:animated: false)` (A10.5).
  func setViewControllers(of value: Value, _ newValue: Value, at location: SourceLocation)
    throws(Interrupt)
  {
    let context = "`viewControllers`"
    if case .controller(let tabs as UITabBarController) = value {
      try setTabs(of: tabs, try stack(newValue, context, at: location), animated: false)
      return
    }
    guard case .controller(let navigation as UINavigationController) = value else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "a UINavigationController", found: value.kindDescription),
        at: location)
    }
    try setStack(of: navigation, try stack(newValue, context, at: location), animated: false)
  }

  private func setStack(
    of navigation: UINavigationController, _ controllers: [UIViewController], animated: Bool
  ) throws(Interrupt) {
    let names = controllers.map { simulation.traceName(of: $0) }.joined(separator: ", ")
    simulation.dispatch(
      .manual, navigation, .setViewControllers, [.object("[" + names + "]"), .bool(animated)]
    ) {
      navigation.setViewControllers(controllers, animated: animated)
    }
  }

  private func setTabs(
    of tabs: UITabBarController, _ controllers: [UIViewController], animated: Bool
  ) throws(Interrupt) {
    let names = controllers.map { simulation.traceName(of: $0) }.joined(separator: ", ")
    simulation.dispatch(
      .manual, tabs, .setViewControllers, [.object("[" + names + "]"), .bool(animated)]
    ) {
      tabs.setViewControllers(controllers, animated: animated)
    }
  }

  private func stack(_ value: Value, _ context: String, at location: SourceLocation)
    throws(Interrupt) -> [UIViewController]
  {
    guard case .array(let items) = value else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an array of view controllers", found: value.kindDescription
        ), at: location)
    }
    var controllers: [UIViewController] = []
    for item in items { controllers.append(try controller(item, context, at: location)) }
    return controllers
  }
}
