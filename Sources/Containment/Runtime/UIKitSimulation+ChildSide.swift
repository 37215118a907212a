/// A scenario whose `self` is a child: published articles often show one side of containment
/// only, the child's (`[self willMoveToParentViewController:nil]; [self.view
/// removeFromSuperview]; [self removeFromParentViewController];` run from the child, or the
/// child's own `didMove(toParent:)` override). Run with `self` as the window's root, that code
/// leaves a parent it never had and gets lints for the side the excerpt does not show.
/// `parent=CLASS` (or the runner, when it sees exactly that) puts `self` where the excerpt
/// assumes it is: a child of an on-screen container, added the canonical way (A3.4: `addChild`,
/// the view into the container's view, `didMove(toParent:)`).
extension UIKitSimulation {
  /// Shows `container` as the window's root (untraced, as `showRoot` does), then adds `child`
  /// to it the canonical way: `addChild` (A1.3 sends `willMove(toParent:)`), the child's view
  /// into the container's view (A5.10 forwards the appearance), `didMove(toParent:)` (A3.2).
  /// The additions are traced when `traced`, so the child's own overrides are seen running.
  /// Name `container` first: it keeps that name (`name(_:_:)`), not `showRoot`'s `self`.
  public func showAsChild(_ child: UIViewController, of container: UIViewController, traced: Bool) {
    showRoot(container)
    let wasTracing = tracing
    tracing = traced
    defer { tracing = wasTracing }
    perform {
      container.addChild(child)
      child.view.frame = container.view.bounds
      container.view.addSubview(child.view)
      child.didMove(toParent: container)
    }
    drain()
  }

  /// The lints that charge the window's root controller (the scenario's `self`) with leaving a
  /// parent it never had: `willMove(toParent: nil)` or `removeFromParent()` of the root. Only
  /// code that runs in a child is written so, so the excerpt shows the child's side.
  public var rootLeftAnUnshownParent: Bool {
    let root = window.rootViewController
    return pendingLints.contains { controller, id, _ in
      controller === root
        && (id == ArticleLintIDs.willMoveWithoutParent || id == ArticleLintIDs.removeWithoutParent)
    }
  }
}
