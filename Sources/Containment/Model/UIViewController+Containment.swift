/// The behaviour behind `addChild`, `removeFromParent` and the B6 moving flags.
extension UIViewController {
  /// B6 [I]: true between `willMove(toParent: parent)` and `didMove(toParent:)` while an
  /// appearance transition is under way (so: true in the canonical add's `viewWillAppear`,
  /// false in its deferred `viewDidAppear`, since `didMove` came first).
  public var isMovingToParent: Bool {
    switch simulation.behavior.movingFlags {
    case .duringAppearanceTransition: return movingToParent && isInAppearanceTransition
    case .betweenWillAndDidMove: return movingToParent
    }
  }

  /// B6 [I]: the same for `willMove(toParent: nil)` … `didMove(toParent: nil)`.
  public var isMovingFromParent: Bool {
    switch simulation.behavior.movingFlags {
    case .duringAppearanceTransition: return movingFromParent && isInAppearanceTransition
    case .betweenWillAndDidMove: return movingFromParent
    }
  }

  /// Appearing or disappearing, including while the closing did-callback runs: S15 asks
  /// for `isMovingFromParent` inside `viewDidDisappear` too.
  var isInAppearanceTransition: Bool {
    appearState == .appearing || appearState == .disappearing || isSendingDidCallback
  }

  func performAddChild(_ child: UIViewController) {
    let sim = simulation
    // A1.5 [O] (S22): a loaded view still inside another controller's hierarchy.
    if let superview = child.viewIfLoaded?.superview, let owner = superview.nearestController,
      owner !== self, owner !== child
    {
      sim.raise(
        UIKitMessages.hierarchyInconsistency,
        UIKitMessages.requestedParent(
          child: sim.describe(child), actual: sim.describe(owner), requested: sim.describe(self)),
        rule: "A1.5")
      return
    }
    if child === self { return }
    if child.parent === self {
      // B4 [I]: no duplicate entry.
      if sim.behavior.reAddToSameParent == .removeAndAppend {
        sim.dispatch(.auto, child, .removeFromParent, rule: "B4") { child.removeFromParent() }
        children.append(child)
        child.parent = self
      }
    } else {
      if child.parent != nil {
        // A1.1 [D]: removed from its current parent first.
        sim.dispatch(.auto, child, .removeFromParent, rule: "A1.1") { child.removeFromParent() }
      }
      // A1.4 [O]: the parent is set before willMove is sent.
      children.append(child)
      child.parent = self
    }
    child.awaitingDidMove = self
    child.sawWillMoveToNil = false
    child.viewRemovedWhileChild = false
    child.formerParent = nil
    // A1.3 [D]: addChild sends willMove(toParent:) itself.
    sim.dispatch(
      .auto, child, .willMoveToParent, [.object(sim.traceName(of: self))], rule: "A1.3"
    ) {
      child.willMove(toParent: self)
    }
  }

  func performRemoveFromParent() {
    let sim = simulation
    guard let parent else {
      // B5 [I].
      if sim.behavior.removeWithoutParent == .raise {
        sim.raise(
          UIKitMessages.internalInconsistency,
          UIKitMessages.removeWithoutParent(sim.describe(self)),
          rule: "B5")
      }
      return
    }
    parent.children.removeAll { $0 === self }
    parent.childDidLeave(self)
    self.parent = nil
    formerParent = parent
    awaitingDidMove = nil
    sawWillMoveToNil = false
    viewRemovedWhileChild = false
    // A2.3 [D]: removeFromParent sends didMove(toParent: nil) itself.
    sim.dispatch(.auto, self, .didMoveToParent, [.null], rule: "A2.3") { didMove(toParent: nil) }
  }

  /// Takes `self` out of its parent's children with no callback, as UIKit's containers do when
  /// they take a controller for themselves (a tab, a navigation root), and out of the old
  /// parent's public list (A1.8).
  func leaveParentWithoutCallbacks() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    parent.childDidLeave(self)
  }
}
