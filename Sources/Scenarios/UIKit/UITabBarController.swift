import Containment

extension UIKitType {
  /// `UITabBarController`: its controllers and the selected tab (docs/FIDELITY.md A15).
  /// Selecting is a manual trace line; the core records the appearance callbacks it causes.
  static let uiTabBarController = UIKitType(
    "UITabBarController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      // One tab bar view, the same at every read (FIDELITY-SURFACE C47; UIKit/UITabBar.swift).
      .property(on, "tabBar", .view, fidelity: "C47") { call throws(Interrupt) in
        .view(try call.interpreter.tabBar(of: try call.tabs()))
      },
      .method(on, traced: .setViewControllers, [.optionalControllers, .bool], fidelity: "A15.2") {
        call throws(Interrupt) in
        call.setTabs(of: try call.tabs(), call.optionalControllers(0), animated: call.bool(1))
        return .void
      }.highlighted,
      .property(
        on, "viewControllers", .optionalControllers, fidelity: "A15.2",
        read: { call throws(Interrupt) in
          try call.tabs().viewControllers.map { .array($0.map(Value.controller)) } ?? .null
        },
        write: { call throws(Interrupt) in
          call.setTabs(of: try call.tabs(), call.optionalControllers(0), animated: false)
          return nil
        }
      ).highlighted,
      .property(
        on, "selectedIndex", .integer, traced: .setSelectedIndex, fidelity: "A15.3",
        read: { call throws(Interrupt) in .number(Double(try call.tabs().selectedIndex)) },
        write: { call throws(Interrupt) in
          let (tabs, index) = (try call.tabs(), call.number(0))
          call.simulation.dispatch(.manual, tabs, .setSelectedIndex, [.number(index)]) {
            tabs.selectedIndex = Int(index)
          }
          return nil
        }
      ).highlighted,
      .property(
        on, "selectedViewController", .optionalController, traced: .setSelectedViewController,
        fidelity: "A15.3",
        read: { call throws(Interrupt) in
          try call.tabs().selectedViewController.map(Value.controller) ?? .null
        },
        write: { call throws(Interrupt) in
          // A32.3: nil (or a controller that is not a tab) changes nothing.
          let (tabs, selected) = (try call.tabs(), call.optionalController(0))
          call.simulation.dispatch(
            .manual, tabs, .setSelectedViewController, [selected.map(call.trace) ?? .null]
          ) {
            tabs.selectedViewController = selected
          }
          return nil
        }
      ).highlighted,
    ]
  }
}

extension UIKitCall {
  /// The receiver as a tab bar controller, or the type mismatch a member of
  /// `UITabBarController` called on another controller is.
  func tabs() throws(Interrupt) -> UITabBarController {
    if let tabs = controller as? UITabBarController { return tabs }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UITabBarController",
        found: "a \(controller.modelClassName)"), at: location(of: 0))
  }

  /// The argument at `index` as tabs take it: nil stays nil (A15.2: no tabs).
  func optionalControllers(_ index: Int) -> [UIViewController]? {
    if case .null = argument(index) { return nil }
    return controllers(index)
  }

  /// `setViewControllers(_:animated:)` on a tab bar controller, as a manual line.
  func setTabs(of tabs: UITabBarController, _ controllers: [UIViewController]?, animated: Bool) {
    let names = (controllers ?? []).map { simulation.traceName(of: $0) }.joined(separator: ", ")
    let argument: TraceValue = controllers == nil ? .null : .object("[" + names + "]")
    simulation.dispatch(.manual, tabs, .setViewControllers, [argument, .bool(animated)]) {
      tabs.setViewControllers(controllers, animated: animated)
    }
  }
}
