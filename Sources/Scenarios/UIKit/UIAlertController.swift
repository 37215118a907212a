import Containment

/// `UIAlertController` and `UIAlertAction` (docs/FIDELITY.md A43, B83), and iOS 3.2's
/// `UIPopoverController` (A43.4): an alert is a view controller the code presents; its actions
/// run only when the user taps one (`run=alert:TITLE`). A popover controller exists only on an
/// iPad: making one on the model's phone raises, as UIKit does.
extension UIKitType {
  static let uiAlertController = UIKitType(
    "UIAlertController", superclass: "UIViewController", receiver: .controller,
    initializers: [
      .initializer(
        "UIAlertController", ["title", "message", "preferredStyle"],
        objc: ["alertControllerWithTitle", "message", "preferredStyle"], [.any, .any, .any],
        fidelity: "A43.1"
      ) { call in
        .controller(
          UIAlertController(
            title: call.optionalString(0), message: call.optionalString(1),
            preferredStyle: call.alertStyle(2)))
      }
    ]
  ) { on in
    [
      .method(on, "addAction", [nil], objc: ["addAction"], [.any], fidelity: "A43.1") {
        call throws(Interrupt) in
        try call.alert().addAction(try call.alertAction(0))
        return .void
      },
      .method(
        on, "addTextField", ["configurationHandler"],
        objc: ["addTextFieldWithConfigurationHandler"], [.any],
        closures: ["configurationHandler"], fidelity: "B83"
      ) { call throws(Interrupt) in
        let field = try call.alert().addTextField()
        if let handler = call.closure(0) { call.interpreter.configureTextField(field, handler) }
        return .void
      },
      .method(on, "addTextField", fidelity: "B83") { call throws(Interrupt) in
        _ = try call.alert().addTextField()
        return .void
      },
      .property(on, "textFields", .any, fidelity: "A43.1") { call throws(Interrupt) in
        let fields = try call.alert().textFields
        return fields.isEmpty ? .null : .array(fields.map { .view($0) })
      },
      .property(on, "actions", .array, fidelity: "A43.1") { call throws(Interrupt) in
        .array(try call.alert().actions.map { .surface(.alertAction($0)) })
      },
      .property(
        on, "message", .optionalString, fidelity: "A43.1",
        read: { call throws(Interrupt) in try call.alert().message.map(Value.string) ?? .null },
        write: { call throws(Interrupt) in
          try call.alert().message = call.optionalString(0)
          return nil
        }),
      .property(on, "preferredStyle", .any, fidelity: "A43.1") { call throws(Interrupt) in
        .surface(.enumValue(call.alertStyleValue(try call.alert().preferredStyle)))
      },
      .property(
        on, "preferredAction", .any, fidelity: "A43.1",
        read: { call throws(Interrupt) in
          try call.alert().preferredAction.map { .surface(.alertAction($0)) } ?? .null
        },
        write: { call throws(Interrupt) in
          let alert = try call.alert()
          if case .null = call.argument(0) {
            alert.preferredAction = nil
          } else {
            alert.preferredAction = try call.alertAction(0)
          }
          return nil
        }),
    ]
  }

  /// B83 [I]: `popoverPresentationController` is nil for every style but `.popover` (a
  /// controller presented as a popover is not modelled); an alert's style is `.custom`.
  static let uiViewControllerPopover = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .property(on, "popoverPresentationController", .any, fidelity: "B83") {
        call throws(Interrupt) in
        guard call.controller.modalPresentationStyle == .popover else { return .null }
        throw Interrupt(
          .notModelled("popoverPresentationController", area: "presentation"),
          at: call.location(of: 0))
      }
    ]
  }

  static let uiAlertAction = UIKitType(
    "UIAlertAction", superclass: "NSObject", receiver: .alertAction,
    initializers: [
      .initializer(
        "UIAlertAction", ["title", "style", "handler"],
        objc: ["actionWithTitle", "style", "handler"], [.any, .any, .any], fidelity: "A43.1"
      ) { call in .surface(.alertAction(call.madeAlertAction())) },
      // Swift's default `handler: nil`, and the handler as a trailing closure.
      .initializer(
        "UIAlertAction", ["title", "style"], objc: nil, [.any, .any], fidelity: "A43.1"
      ) { call in .surface(.alertAction(call.madeAlertAction())) },
      .initializer(
        "UIAlertAction", ["title", "style", nil], objc: nil, [.any, .any, .any],
        fidelity: "A43.1"
      ) { call in .surface(.alertAction(call.madeAlertAction())) },
    ]
  ) { on in
    [
      .property(on, "title", .optionalString, fidelity: "A43.1") { call in
        call.alertActionReceiver.title.map(Value.string) ?? .null
      },
      .property(on, "style", .any, fidelity: "A43.1") { call in
        .surface(.enumValue(call.actionStyleValue(call.alertActionReceiver.style)))
      },
      .property(
        on, "isEnabled", objc: "enabled", .bool, fidelity: "A43.3",
        read: { call in .bool(call.alertActionReceiver.isEnabled) },
        write: { call in
          call.alertActionReceiver.isEnabled = call.bool(0)
          return nil
        }),
    ]
  }

  /// A43.4 [D]: "Popover controllers are for use exclusively on iPad devices. Attempting to
  /// create one on other devices results in an exception" (S195): the model's phone (B81)
  /// raises; a variable of the type stays nil, and messages to nil do nothing.
  static let uiPopoverController = UIKitType(
    "UIPopoverController", superclass: "NSObject", receiver: .popoverController,
    initializers: [
      .initializer(
        "UIPopoverController", ["contentViewController"], objc: ["initWithContentViewController"],
        [.controller], fidelity: "A43.4"
      ) { call in
        call.simulation.refusePopoverController()
        return .null
      }
    ]
  ) { on in
    [
      .method(
        on, "dismissPopoverAnimated", [nil], objc: ["dismissPopoverAnimated"], [.bool],
        fidelity: "A43.4"
      ) { _ in .void },
      .property(on, "isPopoverVisible", objc: "popoverVisible", .bool, fidelity: "A43.4") { _ in
        .bool(false)
      },
    ]
  }
}

extension UIKitType {
  /// The styles' Objective-C constants (Swift's `.alert`, `.cancel` … are the surface's enum
  /// cases): read by name by `alertStyle` and `actionStyle` (A43.1).
  static let alertConstants: [UIKitConstant] = [
    UIKitConstant(
      swift: nil, objc: ["UIAlertControllerStyleAlert"], .name("alert"), fidelity: "A43.1"),
    UIKitConstant(
      swift: nil, objc: ["UIAlertControllerStyleActionSheet"], .name("actionSheet"),
      fidelity: "A43.1"),
    UIKitConstant(
      swift: nil, objc: ["UIAlertActionStyleDefault"], .name("default"), fidelity: "A43.1"),
    UIKitConstant(
      swift: nil, objc: ["UIAlertActionStyleCancel"], .name("cancel"), fidelity: "A43.1"),
    UIKitConstant(
      swift: nil, objc: ["UIAlertActionStyleDestructive"], .name("destructive"),
      fidelity: "A43.1"),
  ]
}

extension UIKitCall {
  /// The receiver as an alert controller, or the type mismatch.
  func alert() throws(Interrupt) -> UIAlertController {
    if let alert = controller as? UIAlertController { return alert }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UIAlertController",
        found: "a \(controller.modelClassName)"), at: location(of: 0))
  }

  /// The receiver as the alert action it is.
  var alertActionReceiver: UIAlertAction {
    if case .surface(.alertAction(let action)) = receiver { return action }
    preconditionFailure("\(member.swiftName) declared on an alert action, called on \(receiver)")
  }

  /// Argument `index` as an alert action, or the type mismatch.
  func alertAction(_ index: Int) throws(Interrupt) -> UIAlertAction {
    if case .surface(.alertAction(let action)) = argument(index) { return action }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a UIAlertAction", found: argument(index).kindDescription),
      at: location(of: index))
  }

  /// `.alert`, `.actionSheet`, `UIAlertControllerStyleAlert` (1) or `…ActionSheet` (0).
  func alertStyle(_ index: Int) -> UIAlertController.Style {
    switch argument(index) {
    case .surface(.enumValue(let value)):
      return value.caseName == "actionSheet" || value.raw == 0 ? .actionSheet : .alert
    case .string(let name): return name == "actionSheet" ? .actionSheet : .alert
    case .integer(let raw): return raw == 0 ? .actionSheet : .alert
    case .number(let raw): return raw == 0 ? .actionSheet : .alert
    default: return .alert
    }
  }

  /// `.default`, `.cancel`, `.destructive`, or `UIAlertActionStyle…` (0, 1, 2).
  func actionStyle(_ index: Int) -> UIAlertAction.Style {
    let raw: Int
    switch argument(index) {
    case .surface(.enumValue(let value)):
      if let name = value.caseName, let style = UIAlertAction.Style(rawValue: name) {
        return style
      }
      raw = value.raw
    case .string(let name): return UIAlertAction.Style(rawValue: name) ?? .default
    case .integer(let value): raw = value
    case .number(let value): raw = Int(value)
    default: raw = 0
    }
    return raw == 1 ? .cancel : raw == 2 ? .destructive : .default
  }

  func alertStyleValue(_ style: UIAlertController.Style) -> SurfaceEnumValue {
    SurfaceEnumValue(type: "UIAlertControllerStyle", raw: style == .actionSheet ? 0 : 1)
  }

  func actionStyleValue(_ style: UIAlertAction.Style) -> SurfaceEnumValue {
    SurfaceEnumValue(
      type: "UIAlertActionStyle", raw: UIAlertAction.Style.allCases.firstIndex(of: style) ?? 0)
  }

  /// An action whose handler (argument 2, or nil) runs with the action when the user taps it
  /// (A43.3), traced as `block handler(action)`.
  fileprivate func madeAlertAction() -> UIAlertAction {
    let handler = (arguments.count > 2 ? closure(2) : nil).map {
      interpreter.alertActionHandler($0)
    }
    return UIAlertAction(title: optionalString(0), style: actionStyle(1), handler: handler)
  }
}

extension Interpreter {
  /// B83 [I]: a text field's configuration handler runs inside `addTextField`, with the field,
  /// traced as `block configurationHandler(field)`.
  func configureTextField(_ field: UITextField, _ handler: ClosureValue) {
    let traced = TraceValue.object(simulation.traceName(of: field))
    simulation.invokeClosure(.configurationHandler, [traced], rule: "B83") {
      self.guarded { () throws(Interrupt) in
        _ = try self.call(handler, [.view(field)], at: SourceLocation(line: 1, column: 1))
      }
    }
  }

  /// An action's handler, called with the action.
  func alertActionHandler(_ closure: ClosureValue) -> (UIAlertAction) -> Void {
    { [weak self] action in
      guard let self else { return }
      self.guarded { () throws(Interrupt) in
        _ = try self.call(
          closure, [.surface(.alertAction(action))], at: SourceLocation(line: 1, column: 1))
      }
    }
  }
}
