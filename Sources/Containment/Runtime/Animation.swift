/// `UIView.animate`: the animations run inside the call (S36: UIKit invokes the animation
/// block synchronously), the completion when the animation ends.
extension UIKitSimulation {
  /// The receiver of class methods (`UIView.animate`), named `UIView` in traces.
  final class ClassObject {}

  func dispatchAnimate(
    _ member: APIMember, _ arguments: [TraceValue], _ total: Double,
    _ animations: @escaping () -> Void, _ completion: ((Bool) -> Void)?, rule: String = "A4.7"
  ) {
    traced(uiViewClass, member, arguments) {
      // A4.7 [I] (S36): the animations block runs inside the call (A28.6 for keyframes).
      invokeClosure(.animations, [], rule: rule) { animations() }
      // A30.1 [D]: an animation with a duration joins the CATransaction groups open now.
      let transactionEnd = total > 0 ? joinTransactions() : nil
      guard completion != nil || transactionEnd != nil else { return }
      let finish = { [unowned self] in
        if let completion {
          invokeClosure(.completion, [.bool(true)], rule: total > 0 ? rule : "B13") {
            completion(true)
          }
        }
        transactionEnd?()
      }
      // A22.1: an animation an interactive transition drives waits for finish or cancel.
      if let interactive = interactiveTransition {
        interactive.hold(duration: total, finish)
      } else {
        afterAnimation(total, finish)
      }
    }
  }

  /// Runs `finish` when an animation of `duration` ends: on a timer, or for 0 s at the end of
  /// the turn (B13 [I]) or at once.
  func afterAnimation(_ duration: Double, _ finish: @escaping () -> Void) {
    if duration > 0 {
      schedule(after: duration, finish)
    } else if behavior.zeroDurationCompletion == .endOfTurn {
      deferToEndOfTurn(finish)
    } else {
      finish()
    }
  }
}
