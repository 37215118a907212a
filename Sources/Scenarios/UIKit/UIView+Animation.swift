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
      // A28.6 [O]: keyframe animations: the animations block and each keyframe's block run
      // inside the call; the completion when the whole animation ends.
      .method(
        on, traced: .animateKeyframes, [.number, .number, .any, .animations, .optionalClosure],
        closures: ["animations", "completion"], fidelity: "A28.6"
      ) { call in
        UIView.animateKeyframes(
          withDuration: call.number(0), delay: call.number(1),
          options: UIKitCall.keyframeOptionNames(call.argument(2)), animations: call.block(3),
          completion: call.finishedBlock(4))
        return .void
      }.highlighted,
      .method(
        on, traced: .addKeyframe, [.number, .number, .animations], closures: ["animations"],
        fidelity: "A28.6"
      ) { call in
        UIView.addKeyframe(
          withRelativeStartTime: call.number(0), relativeDuration: call.number(1),
          animations: call.block(2))
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
  /// `UIView.KeyframeAnimationOptions` as written (`.calculationModeLinear`, `[.a, .b]`,
  /// `UIViewKeyframeAnimationOptionBeginFromCurrentState`, their bits, `0`), by Swift name in
  /// UIKit's order (A28.6): only how the animation is drawn, kept for the trace.
  static func keyframeOptionNames(_ value: Value) -> [String] {
    let bits: [(String, UInt)] = [
      ("layoutSubviews", 1), ("allowUserInteraction", 2), ("beginFromCurrentState", 4),
      ("repeat", 8), ("autoreverse", 16), ("overrideInheritedDuration", 32),
      ("overrideInheritedOptions", 512),
    ]
    let modes = [
      "calculationModeLinear", "calculationModeDiscrete", "calculationModePaced",
      "calculationModeCubic", "calculationModeCubicPaced",
    ]
    func name(_ text: String) -> String {
      var name = text.hasPrefix(".") ? String(text.dropFirst()) : text
      for prefix in ["UIViewKeyframeAnimationOption", "UIView.KeyframeAnimationOptions."]
      where name.hasPrefix(prefix) {
        name = String(name.dropFirst(prefix.count))
      }
      return name.prefix(1).lowercased() + name.dropFirst()
    }
    switch value {
    case .ignored(let text), .string(let text): return [name(text)]
    case .array(let items): return items.flatMap(keyframeOptionNames)
    case .options(let options): return options.memberNames
    case .integer(let raw) where raw > 0:
      let mode = (raw >> 10) & 7
      return bits.filter { UInt(raw) & $0.1 != 0 }.map(\.0)
        + (mode > 0 && mode < modes.count ? [modes[mode]] : [])
    default: return []
    }
  }

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
