import Containment

extension UIKitType {
  /// What tutorials use on a controller next to containment: its title (traced with
  /// `show=views`, FIDELITY-SURFACE.md V11), navigation item (A10.8), storyboard (S) and a
  /// selector performed after a delay (R3).
  static let uiViewControllerSurface = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .method(
        on, "perform", [nil, "with", "afterDelay"],
        objc: ["performSelector", "withObject", "afterDelay"], [.any, .any, .number],
        fidelity: "R3"
      ) { call throws(Interrupt) in
        let controller = call.controller
        let selector = try call.interpreter.selector(
          call.argument(0), target: controller, call.context, at: call.location(of: 0))
        let payload = call.argument(1).object.map(MessageArgument.object)
        call.simulation.perform(selector, on: controller, with: payload, afterDelay: call.number(2))
        return .void
      },
      // A title that was set is a stored value of the scenario's object, read before the
      // model is asked (`Interpreter.readMember`); a title never set is nil.
      .property(
        on, "title", .optionalString, fidelity: "V11", read: { _ in .null },
        write: { call in
          guard let controller = call.controller as? InterpretedController else { return nil }
          controller.properties["title"] = call.argument(0)
          call.interpreter.traceTitle(of: controller)
          return nil
        }),
      .property(on, "navigationItem", .any, fidelity: "A10.8") { call in
        .surface(.navigationItem(call.controller.navigationItem))
      },
      .property(on, "storyboard", .any, fidelity: "S3") { call in
        call.interpreter.storyboard(of: call.controller)
      },
    ]
  }

  /// `UINavigationItem`: the title a navigation bar would show, stored (A10.8).
  static let uiNavigationItem = UIKitType(
    "UINavigationItem", superclass: "NSObject", receiver: .navigationItem
  ) { on in
    [
      .property(
        on, "title", .optionalString, fidelity: "A10.8",
        read: { call in call.navigationItem.title.map(Value.string) ?? .null },
        write: { call in
          call.navigationItem.title = call.optionalString(0)
          return nil
        })
    ]
  }

  /// `UIStoryboard`: controllers by identifier, made as the scenario's classes
  /// (FIDELITY-SURFACE.md S).
  static let uiStoryboard = UIKitType(
    "UIStoryboard", superclass: "NSObject", receiver: .storyboard,
    initializers: [
      // The storyboard the scenario stands in for, whatever its name and bundle.
      .initializer("UIStoryboard", ["name", "bundle"], objc: nil, [.any, .any], fidelity: "S4") {
        _ in .surface(.storyboard)
      }
    ]
  ) { on in
    [
      .method(
        on, "instantiateViewController", ["withIdentifier"],
        objc: ["instantiateViewControllerWithIdentifier"], [.any], returns: .controller,
        fidelity: "S4"
      ) { call throws(Interrupt) in
        try call.interpreter.instantiate(call.argument(0), call.context, at: call.location(of: 0))
      },
      // S4 [I]: the storyboard's initial controller, as `storyboard=Initial:CLASS` declares it.
      .method(
        on, "instantiateInitialViewController", objc: ["instantiateInitialViewController"],
        returns: .controller, fidelity: "S4"
      ) { call throws(Interrupt) in
        try call.interpreter.instantiateInitial(at: call.location)
      },
      // iOS 13's `instantiateViewController(identifier:creator:)` (S7), its creator left out
      // (the SDK's Swift declaration defaults it to nil) or given.
      .method(
        on, "instantiateViewController", ["identifier"],
        objc: ["instantiateViewControllerWithIdentifier", "creator"], [.any, .any],
        returns: .controller, closures: ["creator"], fidelity: "S7"
      ) { call throws(Interrupt) in try call.instantiateWithCreator() },
      .method(
        on, "instantiateViewController", ["identifier", "creator"],
        objc: ["instantiateViewControllerWithIdentifier", "creator"], [.any, .any],
        returns: .controller, closures: ["creator"], fidelity: "S7"
      ) { call throws(Interrupt) in try call.instantiateWithCreator() },
    ]
  }
}

extension UIKitCall {
  /// S7 [D] (`UIStoryboard.instantiateViewController(identifier:creator:)`): UIKit calls the
  /// creator block with the scene's coder, inside the call; the controller it returns is the
  /// storyboard's (S3). With no block, or a block that returns nil, the storyboard makes the
  /// controller itself (S4).
  func instantiateWithCreator() throws(Interrupt) -> Value {
    if case .closure(let creator) = argument(1) {
      let coder = Value.surface(.inert(InertObject(className: "NSCoder")))
      let made = try interpreter.call(creator, [coder], at: location(of: 1))
      if case .controller(let controller) = made {
        simulation.markFromStoryboard(controller)
        if let interpreted = controller as? InterpretedController {
          try interpreter.awakeFromStoryboard(interpreted, coder: false)  // A41.1
        }
        return made
      }
    }
    return try interpreter.instantiate(argument(0), context, at: location(of: 0))
  }

  /// The receiver navigation item.
  var navigationItem: UINavigationItem {
    if case .surface(.navigationItem(let item)) = receiver { return item }
    preconditionFailure("\(member.swiftName) declared on a navigation item, called on \(receiver)")
  }
}
