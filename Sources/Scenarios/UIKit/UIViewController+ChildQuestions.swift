import Containment

extension UIKitType {
  /// The questions a container answers for its children (docs/FIDELITY.md A31, B65, B66):
  /// after `setNeedsStatusBarAppearanceUpdate()` UIKit asks down the hierarchy who decides the
  /// status bar, calling the code's `childFor…` and `preferred…` overrides; a child's new
  /// `preferredContentSize` tells its parent.
  static let uiViewControllerChildQuestions = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller
  ) { on in
    [
      .method(
        on, tracing: "setNeedsStatusBarAppearanceUpdate", [],
        objc: ["setNeedsStatusBarAppearanceUpdate"], [], fidelity: "A31.1"
      ) { call in
        call.simulation.dispatch(.manual, call.controller, call.traced) {
          call.interpreter.whenUIKitAsks { call.interpreter.askDownTheHierarchy(.statusBar) }
        }
        return .void
      }.highlighted,
      .method(
        on, tracing: "setNeedsUpdateOfHomeIndicatorAutoHidden", [],
        objc: ["setNeedsUpdateOfHomeIndicatorAutoHidden"], [], fidelity: "A31.2"
      ) { call in
        call.simulation.dispatch(.manual, call.controller, call.traced) {
          call.interpreter.whenUIKitAsks { call.interpreter.askDownTheHierarchy(.homeIndicator) }
        }
        return .void
      },
      .method(
        on, tracing: "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", [],
        objc: ["setNeedsUpdateOfScreenEdgesDeferringSystemGestures"], [], fidelity: "A31.2"
      ) { call in
        call.simulation.dispatch(.manual, call.controller, call.traced) {
          call.interpreter.whenUIKitAsks { call.interpreter.askDownTheHierarchy(.screenEdges) }
        }
        return .void
      },
      // A31.3 [D]: UIKit's own answer does nothing the model shows; an override's `super`
      // reaches it.
      .method(
        on, "preferredContentSizeDidChange", ["forChildContentContainer"],
        objc: ["preferredContentSizeDidChangeForChildContentContainer"], [.any],
        fidelity: "A31.3"
      ) { _ in .void },
      // A31.4 [D]: never sent by the model; an override's `super` does nothing.
      .method(
        on, "systemLayoutFittingSizeDidChange", ["forChildContentContainer"],
        objc: ["systemLayoutFittingSizeDidChangeForChildContentContainer"], [.any],
        fidelity: "A31.4"
      ) { _ in .void },
      // C30 [D]: a container changes the traits a child inherits; UIKit keeps them for that
      // child and gives them back. [I] The traits are an inert object; a child that would
      // hear of the change (`traitCollectionDidChange(_:)`, `willTransition(to:with:)`) is
      // refused, since the model has no trait environment to tell it.
      .method(
        on, tracing: "setOverrideTraitCollection", [nil, "forChild"],
        objc: ["setOverrideTraitCollection", "forChildViewController"], [.any, .controller],
        fidelity: "C30"
      ) { call throws(Interrupt) in
        let child = call.controller(1)
        if let info = (child as? InterpretedController)?.classInfo,
          let hook = [
            "traitCollectionDidChange", "willTransition", "willTransitionToTraitCollection",
          ]
          .first(where: { info.methodTakingArguments(named: $0) != nil })
        {
          throw Interrupt(.notModelled(hook, area: "trait changes"), at: call.location)
        }
        let traits = call.argument(0)
        let shown = traits.object.map { TraceValue.object(call.simulation.traceName(of: $0)) }
        call.simulation.dispatch(
          .manual, call.controller, call.traced, [shown ?? .null, call.trace(child)]
        ) {
          call.interpreter.inertValues[
            InertKey(object: ObjectIdentifier(child), name: "overrideTraitCollection")] = traits
        }
        return .void
      },
      .method(
        on, "overrideTraitCollection", ["forChild"],
        objc: ["overrideTraitCollectionForChildViewController"], [.controller], returns: .any,
        fidelity: "C30"
      ) { call in
        call.interpreter.inertValues[
          InertKey(object: ObjectIdentifier(call.controller(0)), name: "overrideTraitCollection")]
          ?? .null
      },
      // A31.3 [D], B66 [I]: a new size tells the parent before the setter returns.
      .property(
        on, "preferredContentSize", .size, traced: .setPreferredContentSize, fidelity: "A31.3",
        read: { call in .surface(.size(call.controller.preferredContentSize)) },
        write: { call in
          let size = call.size(0)
          call.simulation.dispatch(
            .manual, call.controller, .setPreferredContentSize,
            [.size(width: size.width, height: size.height)]
          ) {
            call.interpreter.setPreferredContentSize(size, of: call.controller)
          }
          return nil
        }),
    ]
  }
}
