/// Keyframe animations (docs/FIDELITY.md A28.6): `UIView.animateKeyframes` runs its
/// animations block inside the call, and each `addKeyframe` block runs inside it as it is
/// added (UIKit reads what each block sets to build the keyframes, then plays them); the
/// completion runs when the whole animation ends, as `UIView.animate`'s does (A4.7, B13).
///
/// ```swift
/// UIView.animateKeyframes(withDuration: 4, delay: 0, options: [], animations: {
///   UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { print("b") }
/// })                      // "b" is printed inside the call, not 2.8 s later (S153)
/// ```
extension UIView {
  public class func animateKeyframes(
    withDuration duration: Double, delay: Double, options: [String] = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let sim = UIKitSimulation.current else {
      preconditionFailure("UIView.animateKeyframes needs a current UIKitSimulation")
    }
    let arguments: [TraceValue] = [
      .number(duration), .number(delay), .keyframeOptions(options),
      .closure(present: true, role: .animations),
      .closure(present: completion != nil, role: .completion),
    ]
    // A28.6 [D]: a duration of 0 or less makes the changes at once, without animation: the
    // completion then comes as a zero-length animation's (B13).
    sim.dispatchAnimate(
      .animateKeyframes, arguments, max(0, duration) > 0 ? duration + delay : 0, animations,
      completion, rule: "A28.6")
  }

  /// A28.6 [O]: the keyframe's block runs now, inside the animations block that adds it; its
  /// start and length only shape the animation, which the model does not draw. Outside
  /// a keyframe animation's block (which Apple does not allow) the block runs now too.
  public class func addKeyframe(
    withRelativeStartTime start: Double, relativeDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let sim = UIKitSimulation.current else {
      preconditionFailure("UIView.addKeyframe needs a current UIKitSimulation")
    }
    let arguments: [TraceValue] = [
      .number(start), .number(relativeDuration), .closure(present: true, role: .animations),
    ]
    sim.traced(sim.uiViewClass, .addKeyframe, arguments) {
      sim.invokeClosure(.animations, [], rule: "A28.6") { animations() }
    }
  }
}

extension APIMember {
  public static let animateKeyframes = APIMember(
    declared: .method(
      swiftName: "animateKeyframes",
      swiftLabels: ["withDuration", "delay", "options", "animations", "completion"],
      objcPieces: ["animateKeyframesWithDuration", "delay", "options", "animations", "completion"]))
  public static let addKeyframe = APIMember(
    declared: .method(
      swiftName: "addKeyframe",
      swiftLabels: ["withRelativeStartTime", "relativeDuration", "animations"],
      objcPieces: ["addKeyframeWithRelativeStartTime", "relativeDuration", "animations"]))
}
