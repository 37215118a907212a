/// The text of every exception, console message and lint the model produces, in one place.
///
/// Exception and console texts are UIKit's own (docs/FIDELITY.md A8); objects print as
/// `<ClassName: traceName>` where UIKit prints `<ClassName: 0x…>`, so traces stay stable.
enum UIKitMessages {
  static let invalidArgument = "NSInvalidArgumentException"
  static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"
  static let internalInconsistency = "NSInternalInconsistencyException"

  /// A4.3 / A8 [O] (S21).
  static func noCommonParent(_ from: String, _ to: String) -> String {
    "Children view controllers \(from) and \(to) must have a common parent view controller when "
      + "calling -[UIViewController transitionFromViewController:toViewController:duration:"
      + "options:animations:completion:]"
  }

  /// A1.5 / A8 [O] (S22).
  static func requestedParent(child: String, actual: String, requested: String) -> String {
    "child view controller:\(child) should have parent view controller:\(actual) "
      + "but requested parent is:\(requested)"
  }

  /// A8 [O] (S23): `expected` is the controller owning the new superview (`(null)` when
  /// none does), `actual` the child's real parent.
  static func actualParent(child: String, expected: String, actual: String) -> String {
    "child view controller:\(child) should have parent view controller:\(expected) "
      + "but actual parent is:\(actual)"
  }

  /// B12: the header states the rule; UIKit's wording is unknown, so this text is ours.
  static func transitionWhileForwardingManually(_ parent: String) -> String {
    "\(parent) returns NO from shouldAutomaticallyForwardAppearanceMethods, so it cannot call "
      + "-[UIViewController transitionFromViewController:toViewController:duration:options:"
      + "animations:completion:] (model text: UIKit's exact wording is not documented)"
  }

  /// A4.6 [O] (S33): transition needs two controllers.
  static func transitionWithNil() -> String {
    "-[UIViewController transitionFromViewController:toViewController:duration:options:"
      + "animations:completion:] needs a from and a to view controller (model text)"
  }

  /// B5 alternative (Chameleon's assertion); model text.
  static func removeWithoutParent(_ child: String) -> String {
    "\(child) has no parent view controller to be removed from (model text)"
  }

  static func addSelfAsSubview() -> String { "Can't add self as subview" }

  /// A14 [O] (S56): the presenter's view is not in a window; the presentation is dropped.
  /// B34 [O] (S56): before iOS 13 the text started with "Warning:", named no "from" and
  /// ended with "!".
  static func presentNotInWindow(
    _ presented: String, _ presenter: String, _ from: String, modern: Bool = true
  ) -> String {
    guard modern else {
      return "Warning: Attempt to present \(presented) on \(presenter) whose view is not in the "
        + "window hierarchy!"
    }
    return "[Presentation] Attempt to present \(presented) on \(presenter) (from \(from)) whose "
      + "view is not in the window hierarchy."
  }

  /// A14 [O] (S56): the presenter already presents a controller.
  static func alreadyPresenting(
    _ presented: String, _ presenter: String, _ from: String, _ current: String,
    modern: Bool = true
  ) -> String {
    guard modern else {
      return "Warning: Attempt to present \(presented) on \(presenter) which is already "
        + "presenting \(current)"
    }
    return "[Presentation] Attempt to present \(presented) on \(presenter) (from \(from)) which "
      + "is already presenting \(current)."
  }

  /// A14 [O] (S56, S57): only the older wording is known.
  static func dismissInProgress(_ presenter: String) -> String {
    "Warning: Attempt to dismiss from view controller \(presenter) while a presentation or "
      + "dismiss is in progress!"
  }

  /// A14 [O] (S56).
  static func presentedTwice(_ presented: String, _ presenter: String) -> String {
    "Application tried to present modally a view controller \(presented) that is already being "
      + "presented by \(presenter)."
  }

  /// A14 [O] (S56): a child, or a controller on a navigation stack.
  static func presentActive(_ presented: String) -> String {
    "Application tried to present modally an active controller \(presented)."
  }

  /// A12 [O] (S54), iOS 13+ text; the bundle identifier is the model's.
  static func pushingTwice(_ navigation: String, _ pushed: String, modern: Bool = true) -> String {
    guard modern else {
      return "Pushing the same view controller instance more than once is not supported (\(pushed))"
    }
    return
      "\(navigation) is pushing the same view controller instance (\(pushed)) more than once which "
      + "is not supported and is most likely an error in the application : com.example.lessons"
  }

  /// A8 [O] (S24, S21).
  static func unbalanced(_ controller: String) -> String {
    "Unbalanced calls to begin/end appearance transitions for \(controller)."
  }

  /// A5.12 [O] (S25).
  static func directAppearanceCall(_ selector: String, _ controller: String) -> String {
    "Calling -\(selector) directly on a view controller is not supported, and may result in "
      + "out-of-order callbacks and other inconsistent behavior. Use the "
      + "-beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
      + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
      + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
      + "debugger. View controller: \(controller)"
  }

  static func stepBudget(_ steps: Int) -> String {
    "stopped after \(steps) steps: the scenario keeps scheduling work (e.g. a completion that "
      + "starts the same animation again) or recurses without end"
  }

  // Lints (DESIGN.md section 3).
  static func missingDidMove(_ child: String, _ parent: String) -> String {
    "\(child) was added to \(parent) with addChild, but no didMove(toParent:) came after it"
  }
  static func didMoveDuringTransition(
    _ child: String, _ parent: String, from: String, to: String
  ) -> String {
    "\(child) got didMove(toParent: \(parent)) while the transition from \(from) to \(to) was "
      + "still running: the move is complete only when the transition ends, so send "
      + "didMove(toParent:) to the incoming child in the transition's completion"
  }
  static func missingWillMove(_ child: String) -> String {
    "\(child) was removed with removeFromParent without willMove(toParent: nil) before it"
  }
  static func willMoveWithoutRemove(_ child: String, _ parent: String) -> String {
    "\(child) got willMove(toParent: nil), but removeFromParent never followed: it is still "
      + "a child of \(parent)"
  }
  static func viewLeftBehind(_ child: String, _ parent: String) -> String {
    "\(child) was removed from \(parent), but its view is still in \(parent)'s view hierarchy"
  }
  static func childViewRemoved(_ child: String, _ parent: String) -> String {
    "\(child)'s view was removed from \(parent)'s view hierarchy and nothing refers to "
      + "\(child) any more, but it is still a child of \(parent): removing a child is "
      + "willMove(toParent: nil), removeFromSuperview(), removeFromParent()"
  }
  static func viewWithoutParent(_ controller: String, _ owner: String) -> String {
    "\(controller)'s view is inside \(owner)'s view hierarchy, but \(controller) is not a child "
      + "of \(owner), so \(owner) does not forward appearance callbacks to it"
  }
  /// B82 [I]: a display link that still fires every frame when the scenario ends.
  static func displayLinkRunning(_ link: String) -> String {
    "display link \(link) still fires every frame when the scenario ends: the model stopped "
      + "the clock 2 s after the other work; invalidate or pause it when its work is done"
  }

  static func unfinishedTransition(_ controller: String) -> String {
    "\(controller) began an appearance transition that never ended"
  }

  /// A28.5 [O]: `finishAnimation(at:)` on an animator that is not stopped (the reason as
  /// crash reports quote it).
  static let finishUnstoppedAnimator =
    "finishAnimationAtPosition: should only be called on a stopped animator!"
  /// A28.5 [O]: stopping an inactive animator raises; the reason is the model's wording.
  static let stopInactiveAnimator = "stopAnimation: should only be called on an active animator!"
}

/// Stable ids of the warnings and lints, for tests and docs.
public enum TraceIDs {
  public static let unbalanced = "appearance.unbalanced"
  public static let directCall = "appearance.direct-call"
  public static let missingDidMove = "containment.missing-did-move"
  public static let missingWillMove = "containment.missing-will-move"
  public static let didMoveDuringTransition = "containment.did-move-during-transition"
  public static let willMoveWithoutRemove = "containment.will-move-without-remove"
  public static let viewLeftBehind = "containment.view-left-behind"
  public static let viewWithoutParent = "containment.view-without-parent"
  public static let childViewRemoved = "containment.child-view-removed"
  public static let unfinishedTransition = "appearance.unfinished-transition"
  public static let stepBudget = "scenario.step-budget"
  public static let displayLinkRunning = "timers.display-link-running"
  public static let presentNotInWindow = "presentation.not-in-window"
  public static let alreadyPresenting = "presentation.already-presenting"
  public static let dismissInProgress = "presentation.dismiss-in-progress"
}
