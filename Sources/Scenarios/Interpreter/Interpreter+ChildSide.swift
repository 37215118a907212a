import Containment

/// Where `self` starts: the window's root, or, with `parent=CLASS`, a child of an on-screen
/// container of that class added the canonical way before the code runs
/// (`UIKitSimulation.showAsChild`): the place an excerpt written from the child's side
/// assumes (`[self willMoveToParentViewController:nil]` run from the child, the child's own
/// `didMove(toParent:)` override). The container is named `parent` in the trace, as the
/// child's `parent` property reads it.
extension Interpreter {
  /// Shows `root` (the scenario's `self`) as the window's root, or as the child of a new
  /// `parentClass` container; `traced` as `UIKitSimulation.showRoot` takes it.
  func place(_ root: InterpretedController, traced: Bool) throws(Interrupt) {
    guard let parentClass else {
      simulation.showRoot(root, traced: traced)
      return
    }
    let container = try makeController(className: parentClass, at: .start)
    simulation.name(container, "parent")
    simulation.currentSourceLine = nil  // the container's set-up belongs to no line of the code
    simulation.showAsChild(root, of: container, traced: traced)
  }
}
