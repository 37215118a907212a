import Containment

extension UIKitType {
  /// `UIView`'s animation class methods: the animations block runs inside the call and the
  /// completion when the animation ends (docs/FIDELITY.md A4.7); the view-level transitions
  /// (FIDELITY-SURFACE.md T1–T4). The core traces each call itself.
  static let uiViewAnimation = UIKitType("UIView", superclass: "UIResponder", receiver: .viewClass)
  {
    on in
    [
      .method(
        on, traced: .animate, [.number, .animations], closures: ["animations"], fidelity: "A4.7"
      ) { call in
        UIView.animate(
          withDuration: call.number(0), animations: call.block(1))
        return .void
      }.highlighted,
      .method(
        on, traced: .animateWithCompletion, [.number, .animations, .optionalClosure],
        closures: ["animations", "completion"], fidelity: "A4.7"
      ) { call in
        UIView.animate(
          withDuration: call.number(0), animations: call.block(1),
          completion: call.finishedBlock(2))
        return .void
      }.highlighted,
      .method(
        on, traced: .animateWithOptions,
        [.number, .number, .animationOptions, .animations, .optionalClosure],
        closures: ["animations", "completion"], fidelity: "A4.7"
      ) { call in
        UIView.animate(
          withDuration: call.number(0), delay: call.number(1), options: call.options(2),
          animations: call.block(3), completion: call.finishedBlock(4))
        return .void
      }.highlighted,
      .method(
        on, traced: .animateWithSpring,
        [.number, .number, .number, .number, .animationOptions, .animations, .optionalClosure],
        closures: ["animations", "completion"], fidelity: "A4.7"
      ) { call in
        UIView.animate(
          withDuration: call.number(0), delay: call.number(1),
          usingSpringWithDamping: call.number(2), initialSpringVelocity: call.number(3),
          options: call.options(4), animations: call.block(5), completion: call.finishedBlock(6))
        return .void
      }.highlighted,
      // C25 [D] (UIView.h): the block runs at once, with animations disabled; the model draws
      // nothing, so neither the call nor the block is a trace line: what the block calls is
      // traced as the code's own calls.
      .method(
        on, "performWithoutAnimation", [nil], objc: ["performWithoutAnimation"], [.animations],
        closures: ["_"], fidelity: "C25"
      ) { call in
        call.block(0)()
        return .void
      },
      .method(
        on, traced: .transitionWithView,
        [.view, .number, .animationOptions, .optionalClosure, .optionalClosure],
        closures: ["animations", "completion"], fidelity: "T1"
      ) { call in
        UIView.transition(
          with: call.view(0), duration: call.number(1), options: call.options(2),
          animations: call.closure(3).map(call.interpreter.noArgumentBlock),
          completion: call.finishedBlock(4))
        return .void
      },
      .method(
        on, traced: .transitionFromView,
        [.view, .view, .number, .animationOptions, .optionalClosure], closures: ["completion"],
        fidelity: "T2"
      ) { call in
        UIView.transition(
          from: call.view(0), to: call.view(1), duration: call.number(2),
          options: call.options(3), completion: call.finishedBlock(4))
        return .void
      },
    ]
  }
}

extension UIKitCall {
  /// The animations block the binder has checked (`.animations`), as UIKit calls it.
  func block(_ index: Int) -> () -> Void {
    guard let closure = closure(index) else { return {} }
    return interpreter.noArgumentBlock(closure)
  }

  /// An optional completion taking `finished`, as UIKit calls it.
  func finishedBlock(_ index: Int) -> ((Bool) -> Void)? {
    closure(index).map(interpreter.finishedBlock)
  }
}
