import Containment

extension UIKitType {
  /// `UISplitViewController` (docs/FIDELITY.md A24): the classic `viewControllers`, iOS 14's
  /// columns, and `showDetailViewController(_:sender:)`, which it handles for its descendants.
  /// Each call is a manual trace line; the core records the moves and appearance it causes.
  static let uiSplitViewController = UIKitType(
    "UISplitViewController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .property(
        on, "viewControllers", .controllers, fidelity: "A24.2",
        read: { call throws(Interrupt) in
          .array(try call.split().viewControllers.map(Value.controller))
        },
        write: { call throws(Interrupt) in
          let (split, controllers) = (try call.split(), call.controllers(0))
          let names = controllers.map { call.simulation.traceName(of: $0) }
          call.simulation.dispatch(
            .manual, split, .setSplitViewControllers,
            [.object("[" + names.joined(separator: ", ") + "]")]
          ) {
            split.viewControllers = controllers
          }
          return nil
        }
      ).highlighted,
      .method(
        on, traced: .setColumnViewController, [.optionalController, .any], fidelity: "A24.3"
      ) { call throws(Interrupt) in
        let (split, controller) = (try call.split(), call.optionalController(0))
        let column = try call.splitColumn(1)
        let arguments: [TraceValue] = [
          controller.map(call.trace) ?? .null,
          .constant(swift: column.rawValue, objc: column.objcName),
        ]
        call.simulation.dispatch(.manual, split, .setColumnViewController, arguments) {
          split.setViewController(controller, for: column)
        }
        return .void
      }.highlighted,
      .method(
        on, "viewController", ["for"], objc: ["viewControllerForColumn"], [.any],
        returns: .optionalController, fidelity: "A24.3"
      ) { call throws(Interrupt) in
        let (split, column) = (try call.split(), try call.splitColumn(0))
        return split.viewController(for: column).map(Value.controller) ?? .null
      },
      .method(on, traced: .showColumn, [.any], fidelity: "A24.4") { call throws(Interrupt) in
        let (split, column) = (try call.split(), try call.splitColumn(0))
        call.simulation.dispatch(
          .manual, split, .showColumn, [.constant(swift: column.rawValue, objc: column.objcName)]
        ) {
          split.show(column)
        }
        return .void
      },
      // A24.4 [D] (S106): hiding a column changes nothing the model traces (B52 shows every
      // column of an expanded split view controller): the call is its own line.
      .method(
        on, tracing: "hide", [nil], objc: ["hideColumn"], [.any], fidelity: "A24.4"
      ) { call throws(Interrupt) in
        let (split, column) = (try call.split(), try call.splitColumn(0))
        call.simulation.dispatch(
          .manual, split, call.traced, [.constant(swift: column.rawValue, objc: column.objcName)]
        ) {}
        return .void
      },
      .property(
        on, "isCollapsed", objc: "collapsed", .bool, fidelity: "B52",
        read: { call throws(Interrupt) in .bool(try call.split().isCollapsed) }),
      .property(
        on, "style", .any, fidelity: "A24.1",
        read: { call throws(Interrupt) in .string(try call.split().style.rawValue) }),
    ]
  }

  /// `showDetailViewController(_:sender:)` on any controller (docs/FIDELITY.md A24.5): the
  /// nearest split view controller up the hierarchy shows it; with none the root presents it.
  static let uiViewControllerShowDetail = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .method(
        on, traced: .showDetailViewController, [.controller, .any], fidelity: "A24.5"
      ) { call in
        let (controller, shown) = (call.controller, call.controller(0))
        let sender: AnyObject? =
          switch call.argument(1) {
          case .controller(let object): object
          case .view(let view): view
          default: nil
          }
        call.simulation.dispatch(
          .manual, controller, .showDetailViewController, [call.trace(shown), call.traceObject(1)]
        ) {
          controller.showDetailViewController(shown, sender: sender)
        }
        return .void
      }.highlighted
    ]
  }
}

extension UIKitCall {
  /// The receiver as a split view controller, or the type mismatch.
  func split() throws(Interrupt) -> UISplitViewController {
    if let split = controller as? UISplitViewController { return split }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UISplitViewController",
        found: "a \(controller.modelClassName)"), at: location(of: 0))
  }

  /// `.primary`, `.secondary` … (`UISplitViewControllerColumnPrimary` …).
  func splitColumn(_ index: Int) throws(Interrupt) -> UISplitViewController.Column {
    if case .string(let name) = argument(index),
      let column = UISplitViewController.Column(rawValue: name)
    {
      return column
    }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a column (`.primary`, `.supplementary`, `.secondary`)",
        found: argument(index).kindDescription), at: location(of: index))
  }
}

extension UIKitType {
  /// `UIViewController.splitViewController`: the nearest ancestor, along `parent`, that is a
  /// split view controller (Apple's documentation of the property). A column's controller is
  /// wrapped in a navigation controller (A24.3), so `parent` alone does not reach it.
  static let uiViewControllerSplit = UIKitType("UIViewController", receiver: .controller) {
    on in
    [
      .property(on, "splitViewController", .optionalController, fidelity: "A24.3") { call in
        var ancestor = call.controller.parent
        while let candidate = ancestor, !(candidate is UISplitViewController) {
          ancestor = candidate.parent
        }
        return ancestor.map(Value.controller) ?? .null
      }
    ]
  }
}
