import Containment

extension UIKitType {
  /// `UIViewController`: containment (docs/FIDELITY.md A1–A4), the appearance callbacks and
  /// their forwarding (A5), the moving flags (A6) and view loading (A7). Every call the
  /// code writes is a manual trace line, dispatched so that a scenario's override of the same
  /// method runs nested under it (`InterpretedController`).
  static let uiViewController = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    containment(on) + appearance(on) + loading(on) + state(on)
  }

  private static func containment(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(on, traced: .addChild, [.controller], fidelity: "A1.2") { call in
        let (controller, child) = (call.controller, call.controller(0))
        call.simulation.dispatch(.manual, controller, .addChild, [call.trace(child)]) {
          controller.addChild(child)
        }
        return .void
      }.highlighted,
      .method(on, traced: .removeFromParent, fidelity: "A2.1") { call in
        let controller = call.controller
        call.simulation.dispatch(.manual, controller, .removeFromParent) {
          controller.removeFromParent()
        }
        return .void
      }.highlighted,
      .method(on, traced: .willMoveToParent, [.optionalController], fidelity: "A3.1") { call in
        let (controller, parent) = (call.controller, call.optionalController(0))
        call.simulation.dispatch(
          .manual, controller, .willMoveToParent, [parent.map(call.trace) ?? .null]
        ) {
          controller.willMove(toParent: parent)
        }
        return .void
      }.highlighted,
      .method(on, traced: .didMoveToParent, [.optionalController], fidelity: "A3.2") { call in
        let (controller, parent) = (call.controller, call.optionalController(0))
        call.simulation.dispatch(
          .manual, controller, .didMoveToParent, [parent.map(call.trace) ?? .null]
        ) {
          controller.didMove(toParent: parent)
        }
        return .void
      }.highlighted,
      .method(
        on, traced: .transition,
        [.controller, .controller, .number, .animationOptions, .optionalClosure, .optionalClosure],
        closures: ["animations", "completion"], fidelity: "A4.1"
      ) { call in
        let (controller, from, to) = (call.controller, call.controller(0), call.controller(1))
        let (duration, options) = (call.number(2), call.options(3))
        let (animations, completion) = (call.closure(4), call.closure(5))
        let arguments: [TraceValue] = [
          call.trace(from), call.trace(to), .number(duration), .options(options.memberNames),
          .closure(present: animations != nil, role: .animations),
          .closure(present: completion != nil, role: .completion),
        ]
        let interpreter = call.interpreter
        call.simulation.dispatch(.manual, controller, .transition, arguments) {
          controller.transition(
            from: from, to: to, duration: duration, options: options,
            animations: animations.map(interpreter.noArgumentBlock),
            completion: completion.map(interpreter.finishedBlock))
        }
        return .void
      }.highlighted,
    ]
  }

  private static func appearance(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(on, traced: .beginAppearanceTransition, [.bool, .bool], fidelity: "A5.5") { call in
        let (controller, appearing, animated) = (call.controller, call.bool(0), call.bool(1))
        call.simulation.dispatch(
          .manual, controller, .beginAppearanceTransition, [.bool(appearing), .bool(animated)]
        ) {
          controller.beginAppearanceTransition(appearing, animated: animated)
        }
        return .void
      }.highlighted,
      .method(on, traced: .endAppearanceTransition, fidelity: "A5.5") { call in
        let controller = call.controller
        call.simulation.dispatch(.manual, controller, .endAppearanceTransition) {
          controller.endAppearanceTransition()
        }
        return .void
      }.highlighted,
      appearanceCallback(on, .viewWillAppear) { $0.viewWillAppear($1) },
      appearanceCallback(on, .viewIsAppearing) { $0.viewIsAppearing($1) },
      appearanceCallback(on, .viewDidAppear) { $0.viewDidAppear($1) },
      appearanceCallback(on, .viewWillDisappear) { $0.viewWillDisappear($1) },
      appearanceCallback(on, .viewDidDisappear) { $0.viewDidDisappear($1) },
      .property(on, "shouldAutomaticallyForwardAppearanceMethods", .bool, fidelity: "A5.8") {
        call in .bool(call.controller.shouldAutomaticallyForwardAppearanceMethods)
      }.highlighted,
    ]
  }

  /// `viewWillAppear(_:)` and its siblings called by the code: a manual line, the callback's
  /// own work nested under it (A5.12).
  private static func appearanceCallback(
    _ on: ModelledAPI.Receiver, _ member: APIMember,
    _ body: @escaping @Sendable (UIViewController, Bool) -> Void
  ) -> UIKitMember {
    .method(on, traced: member, [.bool], fidelity: "A5.12") { call in
      let (controller, animated) = (call.controller, call.bool(0))
      call.simulation.dispatch(.manual, controller, member, [.bool(animated)]) {
        body(controller, animated)
      }
      return .void
    }.highlighted
  }

  private static func loading(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    let callbacks: [(APIMember, @Sendable (UIViewController) -> Void)] = [
      (.loadView, { $0.loadView() }), (.viewDidLoad, { $0.viewDidLoad() }),
      (.loadViewIfNeeded, { $0.loadViewIfNeeded() }),
      (.viewWillLayoutSubviews, { $0.viewWillLayoutSubviews() }),
      (.viewDidLayoutSubviews, { $0.viewDidLayoutSubviews() }),
    ]
    return callbacks.map { member, body in
      .method(on, traced: member, fidelity: "A7.2") { call in
        let controller = call.controller
        call.simulation.dispatch(.manual, controller, member) { body(controller) }
        return .void
      }.highlighted
    } + [
      // Reading `view` loads it (A7.1); the getter is a trace line only when it loads.
      .property(
        on, "view", .optionalView, traced: .view, fidelity: "A7.1",
        read: { call in
          let controller = call.controller
          // A list controller's view is named as the code first reached it (A35.1).
          if controller.listRoot != nil, controller.listRootSpelling == nil {
            controller.listRootSpelling = "view"
          }
          let view: UIView = controller.view
          return call.simulation.isTerminated ? .null : .view(view)
        },
        write: { call in
          // A32.1 [D]: nil resets it: the next read loads the view again.
          if case .view(let view) = call.argument(0) {
            call.controller.view = view
          } else {
            call.controller.view = nil
          }
          return nil
        }
      ).highlighted,
      .property(on, "viewIfLoaded", .optionalView, fidelity: "A7.1") { call in
        call.controller.viewIfLoaded.map(Value.view) ?? .null
      }.highlighted,
      .property(on, "isViewLoaded", objc: "isViewLoaded", .bool, fidelity: "A7.1") { call in
        .bool(call.controller.isViewLoaded)
      }.highlighted,
      // Not UIKit's: the scenario's window, which top-level code reaches through its implicit
      // `self` (`window.rootViewController = self`, A5.9).
      .property(on, "window", .view, fidelity: "A5.9") { call in .view(call.simulation.window) }
        .highlighted,
    ]
  }

  private static func state(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .property(on, "children", objc: "childViewControllers", .array, fidelity: "A1.6") { call in
        // The code can reach every child through this array (the child-view-removed lint).
        call.controller.childrenReadByCode = true
        return .array(call.controller.children.map(Value.controller))
      }.highlighted,
      .property(on, "parent", objc: "parentViewController", .optionalController, fidelity: "A1.2") {
        call in call.controller.parent.map(Value.controller) ?? .null
      }.highlighted,
      .property(
        on, "isMovingToParent", objc: "isMovingToParentViewController", .bool, fidelity: "A6.2"
      ) { call in .bool(call.controller.isMovingToParent) }.highlighted,
      .property(
        on, "isMovingFromParent", objc: "isMovingFromParentViewController", .bool,
        fidelity: "A6.2"
      ) { call in .bool(call.controller.isMovingFromParent) }.highlighted,
    ]
  }
}
