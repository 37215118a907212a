/// Appearance driven by views entering and leaving a visible window (docs/FIDELITY.md A5.9,
/// A5.10 [O]; B3, B7, B17, B18 [I]).
extension UIKitSimulation {
  /// Which controllers get appearance callbacks when their view enters or leaves a window.
  enum Qualification {
    case appears, willAppearOnly, none
  }

  func qualification(of controller: UIViewController) -> Qualification {
    // A5.9, A33.4: the root of any window, the scenario's or one the code made.
    if controller === window.rootViewController
      || madeWindows.contains(where: { $0.rootViewController === controller })
    {
      return .appears
    }
    if let parent = controller.parent {
      // B18 [I]: a parent that forwards manually gets no automatic callbacks for children.
      if parent.shouldAutomaticallyForwardAppearanceMethods
        || behavior.nonForwardingParent == .forwardAnyway
      {
        return .appears
      }
      return .none
    }
    // B17 [I]: a parentless controller that is not the root: none (objc.io, S32), or
    // viewWillAppear only (what WinObjC's maintainers report, S34).
    return behavior.parentlessAppearance == .willAppearOnly ? .willAppearOnly : .none
  }

  /// The controllers at the top of `view`'s subtree: the first owning controller on each
  /// path; those inside them are reached by forwarding. Suppressed ones (a transition handles
  /// them itself) are skipped with their subtrees.
  private func topControllers(in view: UIView) -> [UIViewController] {
    if let owner = view.owningController {
      return appearanceSuppressed.contains(ObjectIdentifier(owner)) ? [] : [owner]
    }
    return view.subviews.flatMap(topControllers)
  }

  /// B3 [I, strong]: `viewWillAppear(false)` before the view goes in (A5.2 [D]) …
  func viewWillEnterWindow(_ view: UIView) -> [(UIViewController, Int)] {
    var entering: [(UIViewController, Int)] = []
    for controller in topControllers(in: view) where !isTerminated {
      switch qualification(of: controller) {
      case .none: continue
      case .willAppearOnly:
        because("B17") { controller.sendAppearanceCallback(.viewWillAppear, false) }
      case .appears:
        // B8 [I]: a child whose view goes in while its parent's own viewWillAppear runs is
        // begun by the parent's forwarding right after, once.
        if controller.parent?.forwardsBeginAfterOwnCallback == true { continue }
        // B59 [I]: already appearing (a container's begin by hand is open): the window path
        // starts nothing, and the did-callback comes with that begin's end (A5.4's one state).
        if controller.appearState == .appearing, behavior.windowDuringOpenBegin == .join {
          continue
        }
        // A5.9 [O] for the window's root, A5.10 [O] for a child's view added on screen.
        because(controller.parent == nil ? "A5.9" : "A5.10") {
          controller.beginAppearance(true, animated: false)
        }
        entering.append((controller, controller.appearGeneration))
      }
    }
    return entering
  }

  /// … and `viewDidAppear(false)` at the end of the turn (S27: modern UIKit runs it after the
  /// CA commit), or at once when B3 is switched.
  func viewDidEnterWindow(_ entering: [(UIViewController, Int)]) {
    for (controller, generation) in entering {
      let end = { [weak controller] in
        guard let controller, controller.appearGeneration == generation,
          controller.appearState == .appearing
        else { return }
        controller.simulation.because("B3") { controller.endAppearance() }
      }
      if behavior.addedViewDidAppear == .endOfTurn { deferToEndOfTurn(end) } else { end() }
    }
  }

  /// The first half of leaving a window: `viewWillDisappear(false)` for the controllers that
  /// are showing. Returns them for `viewDidLeaveWindow`.
  func viewWillLeaveWindow(_ view: UIView) -> [(UIViewController, Int)] {
    var leaving: [(UIViewController, Int)] = []
    for controller in topControllers(in: view) where !isTerminated {
      guard controller.appearState == .appeared || controller.appearState == .appearing else {
        continue
      }
      // B17 [I]: a controller that appeared and lost its parent before its view left (the
      // `removeFromParent()` first, then `removeFromSuperview()` order) still disappears:
      // what is showing goes through disappearing (A5.3).
      let rule: String
      if qualification(of: controller) == .appears {
        rule = controller.parent == nil ? "A5.9" : "A5.10"
      } else if controller.parent == nil {
        rule = "B17"
      } else {
        continue
      }
      because(rule) {
        controller.beginAppearance(false, animated: false)
      }
      leaving.append((controller, controller.appearGeneration))
    }
    return leaving
  }

  /// B7 [I]: `viewDidDisappear(false)` right after the view left (the nav-pop order, S31),
  /// so before a following `removeFromParent`'s `didMove(toParent: nil)`.
  func viewDidLeaveWindow(_ leaving: [(UIViewController, Int)]) {
    for (controller, generation) in leaving {
      let end = { [weak controller] in
        guard let controller, controller.appearGeneration == generation,
          controller.appearState == .disappearing
        else { return }
        controller.simulation.because("B7") { controller.endAppearance() }
      }
      if behavior.removedViewDidDisappear == .immediate { end() } else { deferToEndOfTurn(end) }
    }
  }

  /// Runs `body` with `controllers` left out of window-driven appearance.
  func suppressingAppearance(of controllers: [UIViewController], _ body: () -> Void) {
    let ids = controllers.map(ObjectIdentifier.init)
    let added = ids.filter { !appearanceSuppressed.contains($0) }
    appearanceSuppressed.formUnion(added)
    body()
    appearanceSuppressed.subtract(added)
  }
}
