/// Lints for the containment mistakes published articles make (issue 27), each checking a
/// rule of docs/FIDELITY.md, recorded as `lint` events like the others (Lints.swift):
///
/// - `containment.view-before-add-child` (A5.11, A5.10): the child's view went into a parent
///   that is on screen before `addChild`: at that moment it had no parent to forward the
///   appearance callbacks to it (whatever B17 lets UIKit send such a view directly), and
///   `addChild` afterwards does not send them. A widely copied order. Not while the parent's
///   own `viewWillAppear` runs with its forwarding still to come (B8): that forwarding begins
///   the new child's appearance too.
///   Fix: `addChild` first, then `addSubview`, then `didMove(toParent:)`.
/// - `containment.never-appeared` (A5.10, A5.11): a child whose view is on screen ends the
///   scenario without having appeared (no `viewDidAppear`), for any other reason.
/// - `containment.added-twice` (A1.2, A1.3): `addChild` of a controller that already is a
///   child of the same parent: it gets `willMove(toParent:)` a second time.
/// - `containment.will-move-without-parent` (A3.1): `willMove(toParent: nil)` announces a
///   departure, but the controller has no parent to leave.
/// - `containment.remove-without-parent` (B5, A2.1): `removeFromParent()` of a controller with
///   no parent does nothing.
///
/// One lint per root cause: a child reported as added before `addChild` is not reported
/// again as never appeared.
extension UIKitSimulation {
  /// Lint ids, with the FIDELITY item each checks.
  static let articleLintRules: [String: String] = [
    ArticleLintIDs.viewBeforeAddChild: "A5.11", ArticleLintIDs.neverAppeared: "A5.10",
    ArticleLintIDs.addedTwice: "A1.3", ArticleLintIDs.willMoveWithoutParent: "A3.1",
    ArticleLintIDs.removeWithoutParent: "B5",
  ]

  /// Call-time checks: the state they need is gone by the end of the scenario.
  func observeArticleMistakes(
    _ kind: TraceEvent.Kind, _ receiver: AnyObject, _ member: APIMember,
    _ arguments: [TraceValue]
  ) {
    guard kind == .manual, let controller = receiver as? UIViewController else { return }
    switch member {
    case .addChild:
      guard case .object(let name) = arguments.first ?? .null,
        // From the end: the child is most often the controller made last.
        let child = controllers.last(where: { candidate in
          // Only a controller in one of the two states is looked up by name: asking for
          // the name of any other would name it before the code does.
          (candidate.parent === controller
            || (candidate.parent == nil && candidate.viewIfLoaded?.isInVisibleWindow == true))
            && traceName(of: candidate) == name
        })
      else { return }
      if child.parent === controller {
        pendingLints.append(
          (
            child, ArticleLintIDs.addedTwice,
            ArticleLintMessages.addedTwice(describe(child), describe(controller))
          ))
      } else if child.parent == nil, let view = child.viewIfLoaded, view.isInVisibleWindow,
        view.superview != nil,
        // B8 [I]: inside the parent's own viewWillAppear, with its forwarding to children
        // still to come, the child added now is begun by that forwarding: nothing is missed.
        !controller.forwardsBeginAfterOwnCallback
      {
        pendingLints.append(
          (
            child, ArticleLintIDs.viewBeforeAddChild,
            ArticleLintMessages.viewBeforeAddChild(describe(child), describe(controller))
          ))
      }
    case .willMoveToParent where arguments.first == .null:
      if controller.parent == nil {
        pendingLints.append(
          (
            controller, ArticleLintIDs.willMoveWithoutParent,
            ArticleLintMessages.willMoveWithoutParent(describe(controller))
          ))
      }
    case .removeFromParent:
      if controller.parent == nil {
        pendingLints.append(
          (
            controller, ArticleLintIDs.removeWithoutParent,
            ArticleLintMessages.removeWithoutParent(describe(controller))
          ))
      }
    default: break
    }
  }

  /// End-of-scenario checks, as (controller index, id, message).
  func articleLints() -> [(Int, String, String)] {
    var found: [(Int, String, String)] = []
    for (index, controller) in controllers.enumerated() {
      // A non-forwarding parent (B18) owns its children's appearance: its lessons show that.
      guard let parent = controller.parent, parent.shouldAutomaticallyForwardAppearanceMethods,
        controller.appearState == .disappeared,
        let view = controller.viewIfLoaded, view.isInVisibleWindow,
        !pendingLints.contains(where: {
          $0.0 === controller && $0.1 == ArticleLintIDs.viewBeforeAddChild
        })
      else { continue }
      found.append(
        (
          index, ArticleLintIDs.neverAppeared,
          ArticleLintMessages.neverAppeared(describe(controller), describe(parent))
        ))
    }
    return found
  }
}

/// The ids of `ArticleLints`' lints.
public enum ArticleLintIDs {
  public static let viewBeforeAddChild = "containment.view-before-add-child"
  public static let neverAppeared = "containment.never-appeared"
  public static let addedTwice = "containment.added-twice"
  public static let willMoveWithoutParent = "containment.will-move-without-parent"
  public static let removeWithoutParent = "containment.remove-without-parent"
}

/// The lints' messages: what happened, why it matters, and what to write instead.
enum ArticleLintMessages {
  static func viewBeforeAddChild(_ child: String, _ parent: String) -> String {
    "the view of \(child) was put on screen before addChild made it a child of \(parent), so "
      + "\(parent) did not forward its appearance callbacks (viewWillAppear, viewDidAppear) to it "
      + "and addChild does not send them; call addChild first, then addSubview, then "
      + "didMove(toParent:)"
  }

  static func neverAppeared(_ child: String, _ parent: String) -> String {
    "\(child) is a child of \(parent) and its view is on screen, but it never appeared: it got "
      + "no viewDidAppear"
  }

  static func addedTwice(_ child: String, _ parent: String) -> String {
    "\(child) is already a child of \(parent): this addChild sends it willMove(toParent:) again; "
      + "add it once"
  }

  static func willMoveWithoutParent(_ controller: String) -> String {
    "willMove(toParent: nil) announces that \(controller) leaves its parent, but it has no "
      + "parent"
  }

  static func removeWithoutParent(_ controller: String) -> String {
    "removeFromParent() of \(controller), which has no parent, does nothing"
  }
}
