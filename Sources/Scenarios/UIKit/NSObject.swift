import Containment

extension UIKitType {
  /// `NSObject`'s questions as controllers and views answer them (FIDELITY-SURFACE.md C7):
  /// identity, `respondsToSelector:` and the class tests. None is traced.
  static let nsObjectOnControllers = nsObject(.controller)
  static let nsObjectOnViews = nsObject(.view)

  private static func nsObject(_ receiver: ModelledAPI.Receiver) -> UIKitType {
    UIKitType("NSObject", receiver: receiver) { on in
      [
        // C19 [D] (NSObject.h): `perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)` send
        // the message now to the receiver's own method, as Objective-C's `performSelector:`
        // forms do; only the `afterDelay:` forms use a timer (R3).
        .method(
          on, "perform", [nil], objc: ["performSelector"], [.any], returns: .any, fidelity: "C19"
        ) { call throws(Interrupt) in try call.performNow() },
        .method(
          on, "perform", [nil, "with"], objc: ["performSelector", "withObject"], [.any, .any],
          returns: .any, fidelity: "C19"
        ) { call throws(Interrupt) in try call.performNow() },
        .method(
          on, "perform", [nil, "with", "with"],
          objc: ["performSelector", "withObject", "withObject"],
          [.any, .any, .any], returns: .any, fidelity: "C19"
        ) { call throws(Interrupt) in try call.performNow() },
        // NSObject's `isEqual:` is identity; UIKit's controllers and views do not override it.
        .method(on, "isEqual", [nil], [.any], returns: .bool, fidelity: "C7") { call in
          .bool(call.interpreter.equal(call.receiver, call.argument(0)))
        },
        .method(
          on, "responds", ["to"], objc: ["respondsToSelector"], [.any], returns: .bool,
          fidelity: "C7"
        ) { call throws(Interrupt) in
          try call.interpreter.respondsToSelector(call)
        },
        .method(
          on, "isKind", ["of"], objc: ["isKindOfClass"], [.any], returns: .bool, fidelity: "C7"
        ) { call throws(Interrupt) in
          .bool(call.interpreter.isInstance(call.receiver, of: try call.className(0)))
        },
        .method(
          on, "isMember", ["of"], objc: ["isMemberOfClass"], [.any], returns: .bool,
          fidelity: "C7"
        ) { call throws(Interrupt) in
          .bool(call.interpreter.className(of: call.receiver) == (try call.className(0)))
        },
      ]
    }
  }

  /// `NSString`'s `isEqualToString:` (Swift's `==` otherwise).
  static let nsString = UIKitType("NSString", superclass: "NSObject", receiver: .string) { on in
    [
      .method(
        on, "isEqual", ["to"], objc: ["isEqualToString"], [.any], returns: .bool, fidelity: "C7"
      ) { call in .bool(call.interpreter.equal(call.receiver, call.argument(0))) }
    ]
  }

  /// `UIView`'s hooks for subclasses, which do nothing when called, and `sizeToFit`, which
  /// would resize a label or button to its text: the model never measures, the frame is kept
  /// (FIDELITY-SURFACE.md C7).
  static let uiViewHooks = UIKitType("UIView", superclass: "UIResponder", receiver: .view) { on in
    [
      .method(
        on, "willMove", ["toSuperview"], objc: ["willMoveToSuperview"], [.optionalView],
        fidelity: "C7"
      ) { _ in .void },
      .method(on, "didMoveToSuperview", fidelity: "C7") { _ in .void },
      .method(
        on, "willMove", ["toWindow"], objc: ["willMoveToWindow"], [.optionalView], fidelity: "C7"
      ) { _ in .void },
      .method(on, "didMoveToWindow", fidelity: "C7") { _ in .void },
      // A36.1: the superview's hooks, which do nothing when the code calls them.
      .method(on, "didAddSubview", [nil], objc: ["didAddSubview"], [.view], fidelity: "A36.1") {
        _ in .void
      },
      .method(
        on, "willRemoveSubview", [nil], objc: ["willRemoveSubview"], [.view], fidelity: "A36.1"
      ) { _ in .void },
      .method(on, "sizeToFit", fidelity: "C7") { _ in .void },
    ]
  }
}

extension UIKitCall {
  /// Argument `index` as a class (`[X class]`, `X.self`), or the type mismatch.
  func className(_ index: Int) throws(Interrupt) -> String {
    if case .classReference(let type) = argument(index) { return type }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "a class (`[X class]`)",
        found: argument(index).kindDescription), at: location(of: index))
  }
}

extension UIKitCall {
  /// `perform(_:with:with:)` now: the receiver's own method for the selector, with the
  /// objects as its arguments (Interpreter+ObjCRuntime); nothing for another receiver.
  func performNow() throws(Interrupt) -> Value {
    try interpreter.performSelector(on: receiver, arguments, at: location) ?? .void
  }
}
