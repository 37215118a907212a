/// The container view of a custom push, pop or tab switch (docs/FIDELITY.md A21.1, A21.3).
///
/// Apple documents `UIViewControllerContextTransitioning.containerView` only as the superview
/// of the views involved in the transition; it never says that a navigation or tab bar
/// controller's own view is that superview. So the model gives the animator a view of its
/// own, traced as `containerView` (or `containerView#2` when a presentation's container has
/// the name), as a custom presentation does (A20.2).
extension UIKitSimulation {
  /// The container view `kept` holds if it is still in `root`; otherwise a new one, put in
  /// `root` and kept there for the container's later transitions.
  func transitionContainer(_ kept: inout UIView?, in root: UIView) -> UIView {
    if let container = kept, container.superview === root { return container }
    let container = UIView(frame: root.bounds)
    name(container, "containerView")
    root.insert(container, at: nil)
    kept = container
    return container
  }
}
