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
      // A24.7 [D]: the preferred display mode; a change of the mode shown tells the delegate.
      .property(
        on, "preferredDisplayMode", .any, traced: .setPreferredDisplayMode, fidelity: "A24.7",
        read: { call throws(Interrupt) in
          let split = try call.split()
          return call.displayModeValue(
            split.preferredDisplayMode, oldNames: split.namesDisplayModesTheOldWay)
        },
        write: { call throws(Interrupt) in
          let split = try call.split()
          let (mode, isOld) = try call.displayMode(
            0, oldByDefault: split.namesDisplayModesTheOldWay)
          let argument = TraceValue.constant(
            swift: mode.swiftName(oldNames: isOld), objc: mode.objcName(oldNames: isOld))
          call.simulation.dispatch(.manual, split, .setPreferredDisplayMode, [argument]) {
            split.setPreferredDisplayMode(mode, oldNames: isOld)
          }
          return nil
        }
      ).highlighted,
      .property(
        on, "displayMode", .any, fidelity: "A24.7",
        read: { call throws(Interrupt) in
          let split = try call.split()
          return call.displayModeValue(
            split.displayMode, oldNames: split.namesDisplayModesTheOldWay)
        }),
      .property(
        on, "delegate", .any, fidelity: "A24.7",
        read: { call throws(Interrupt) in
          (try call.split().delegate as? UIViewController).map(Value.controller) ?? .null
        },
        write: { call throws(Interrupt) in
          let split = try call.split()
          switch call.argument(0) {
          case .null: split.delegate = nil
          case .controller(let object): split.delegate = object
          case let other:
            throw Interrupt(
              .typeMismatch(
                context: call.context,
                expected: "an object of a class the scenario declares, or nil",
                found: other.kindDescription), at: call.location(of: 0))
          }
          return nil
        }),
    ] + splitArrangement(on)
  }

  /// A24.7 [D]: the sizes and flags that only choose how a split view controller draws its
  /// columns: kept as set and read back, untraced (nothing is called).
  private static func splitArrangement(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    // iOS 14's supplementary column widths and `showsSecondaryOnlyButton` are not in the
    // generated surface yet (an older SDK): they are refused as the split area's until it has
    // them.
    let numbers: [(String, Double)] = [
      ("preferredPrimaryColumnWidthFraction", -3.402823e38),
      ("minimumPrimaryColumnWidth", -3.402823e38),
      ("maximumPrimaryColumnWidth", -3.402823e38),
    ]
    let flags: [(String, String, Bool)] = [("presentsWithGesture", "presentsWithGesture", true)]
    return numbers.map { name, automatic in
      .property(
        on, name, .number, fidelity: "A24.7",
        read: { call throws(Interrupt) in
          .number(try call.split().arrangement[name] ?? automatic)
        },
        write: { call throws(Interrupt) in
          try call.split().arrangement[name] = call.number(0)
          return nil
        })
    }
      + flags.map { name, objc, initial in
        .property(
          on, name, objc: objc, .bool, fidelity: "A24.7",
          read: { call throws(Interrupt) in
            .bool(try call.split().arrangement[name].map { $0 != 0 } ?? initial)
          },
          write: { call throws(Interrupt) in
            try call.split().arrangement[name] = call.bool(0) ? 1 : 0
            return nil
          })
      }
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
  /// A24.7: a display mode as the code wrote it (`.allVisible`,
  /// `UISplitViewControllerDisplayModeAllVisible`, its raw value), and whether its name is the
  /// iOS 8-13 one; a raw value keeps the names the code used before.
  func displayMode(_ index: Int, oldByDefault: Bool) throws(Interrupt) -> (
    UISplitViewController.DisplayMode, Bool
  ) {
    switch argument(index) {
    case .ignored(let text), .string(let text):
      if let (mode, isOld) = UISplitViewController.DisplayMode.named(text) {
        return (mode, isOld ?? oldByDefault)
      }
    case .integer(let raw):
      if let mode = UISplitViewController.DisplayMode(rawValue: raw) { return (mode, oldByDefault) }
    case .number(let raw) where raw == raw.rounded():
      if let mode = UISplitViewController.DisplayMode(rawValue: Int(raw)) {
        return (mode, oldByDefault)
      }
    default: break
    }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UISplitViewController.DisplayMode",
        found: argument(index).kindDescription), at: location(of: index))
  }

  /// A24.7: a display mode as the code reads it: its raw value in Objective-C (an
  /// `NS_ENUM`), the case in Swift.
  func displayModeValue(_ mode: UISplitViewController.DisplayMode, oldNames: Bool) -> Value {
    interpreter.language == .objc
      ? .integer(mode.rawValue) : .ignored("." + mode.swiftName(oldNames: oldNames))
  }

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
