/// The view-level transitions: `UIView.transition(with:…)` runs its animations block on a
/// container, `UIView.transition(from:to:…)` swaps one view for another. Neither calls a
/// controller: appearance follows from the views entering and leaving the window, as for
/// `addSubview` / `removeFromSuperview` (FIDELITY-SURFACE.md T1–T4).
extension UIView {
  /// `transition(with:duration:options:animations:completion:)`: `animations` runs inside the
  /// call, `completion(true)` when the animation ends (T1 [D], B13 for 0 s).
  public class func transition(
    with view: UIView, duration: Double, options: AnimationOptions,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    let sim = view.simulation
    let arguments: [TraceValue] = [
      .object(sim.traceName(of: view)), .number(duration), .options(options.memberNames),
      .closure(present: animations != nil, role: .animations),
      .closure(present: completion != nil, role: .completion),
    ]
    sim.traced(sim.uiViewClass, .transitionWithView, arguments) {
      if let animations { sim.invokeClosure(.animations, [], rule: "A16.1") { animations() } }
      // A30.1 [D]: an animation with a duration joins the CATransaction groups open now.
      let transactionEnd = duration > 0 ? sim.joinTransactions() : nil
      guard completion != nil || transactionEnd != nil else { return }
      sim.afterAnimation(duration) { [unowned sim] in
        if let completion {
          sim.invokeClosure(.completion, [.bool(true)], rule: "A16.1") { completion(true) }
        }
        transactionEnd?()
      }
    }
  }

  /// `transition(from:to:duration:options:completion:)`: `toView` goes into `fromView`'s
  /// superview, above it, inside the call; `fromView` leaves its superview when the animation
  /// ends, just before the completion (T2 [D], B28 [I]). With `.showHideTransitionViews` the
  /// views are shown and hidden instead, and nothing moves (T3 [D]).
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: Double, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    let sim = fromView.simulation
    let arguments: [TraceValue] = [
      .object(sim.traceName(of: fromView)), .object(sim.traceName(of: toView)), .number(duration),
      .options(options.memberNames), .closure(present: completion != nil, role: .completion),
    ]
    sim.traced(sim.uiViewClass, .transitionFromView, arguments) {
      let showHide = options.contains(.showHideTransitionViews)
      if showHide {
        toView.isHidden = false
      } else if let superview = fromView.superview {
        superview.insert(toView, at: (superview.subviews.firstIndex { $0 === fromView } ?? -1) + 1)
      }
      let transactionEnd = duration > 0 ? sim.joinTransactions() : nil
      sim.afterAnimation(duration) { [unowned sim] in
        if showHide {
          fromView.isHidden = true
        } else if fromView.superview != nil {
          sim.dispatch(.auto, fromView, .removeFromSuperview, rule: "A16.2") { fromView.detach() }
        }
        if let completion {
          sim.invokeClosure(.completion, [.bool(true)], rule: "A16.1") { completion(true) }
        }
        transactionEnd?()
      }
    }
  }
}
