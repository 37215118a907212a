/// The update pass of Auto Layout (docs/FIDELITY.md A38): a view told
/// `setNeedsUpdateConstraints()` has its constraints updated at the next pass, before the
/// layout pass ("the update pass … the layout pass", S172); `updateConstraintsIfNeeded()` runs a
/// pending update at once, and `layoutIfNeeded()` runs it before it lays out. UIKit calls the
/// app's `updateConstraints()` of a view class and `updateViewConstraints()` of the controller
/// whose root view is updated; their UIKit versions change nothing the model keeps (it solves
/// no constraints, L5), so only an override of the code is called, as a layout callback
/// (`show=layout`, A7.3).
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   view.setNeedsUpdateConstraints()   // marks the root view
/// }
/// // next pass (show=layout):
/// // auto self.updateViewConstraints()
/// // auto self.viewWillLayoutSubviews()
/// // auto self.viewDidLayoutSubviews()
/// ```
extension APIMember {
  /// A38.1 [D]: a view updates its constraints, in the update pass (a layout callback).
  public static let updateConstraints = APIMember(
    declared: .method(
      swiftName: "updateConstraints", swiftLabels: [], objcPieces: ["updateConstraints"]))
  /// A38.3 [D]: the controller's root view updates its constraints (a layout callback).
  public static let updateViewConstraints = APIMember(
    declared: .method(
      swiftName: "updateViewConstraints", swiftLabels: [], objcPieces: ["updateViewConstraints"]))
  /// A38.2 [D]: the code asks for pending constraint updates now.
  public static let updateConstraintsIfNeeded = APIMember(
    declared: .method(
      swiftName: "updateConstraintsIfNeeded", swiftLabels: [],
      objcPieces: ["updateConstraintsIfNeeded"]))
}

extension UIKitSimulation {
  /// `view.setNeedsUpdateConstraints()`: the view is updated in the next update pass, which
  /// comes with the next layout pass of its controller (A38.1, untraced as `setNeedsLayout()`).
  public func setNeedsUpdateConstraints(_ view: UIView) {
    view.needsUpdateConstraints = true
    if let controller = view.nearestController { setNeedsLayout(controller) }
  }

  /// `view.updateConstraintsIfNeeded()`: the pending updates of the view and the views under
  /// it, now (A38.2), nested under the code's call.
  public func updateConstraintsIfNeeded(_ view: UIView) {
    traced(view, .updateConstraintsIfNeeded) {
      depth -= 1  // the pass nests its callbacks one level itself
      updateConstraintsPass(in: view)
      depth += 1
    }
  }

  /// A38.1: every view under `root` (a window or the view of a forced update) that needs its
  /// constraints updated and is in a window, subviews before their superview (B79 [I]); a
  /// controller's root view is updated by the controller's `updateViewConstraints()` (A38.3).
  func updateConstraintsPass(in root: UIView) {
    let pending = root.subtree.enumerated().filter {
      $0.element.needsUpdateConstraints && $0.element.isInVisibleWindow
    }
    guard !pending.isEmpty else { return }
    depth += 1
    defer { depth -= 1 }
    // B79: bottom-up, the deepest views first, then in the order the hierarchy lists them;
    // or top-down, the hierarchy's own order (parents first).
    let ordered =
      behavior.constraintPassOrder == .topDown
      ? pending.map(\.element)
      : pending.sorted {
        ($0.element.superviewDepth, -$0.offset) > ($1.element.superviewDepth, -$1.offset)
      }.map(\.element)
    for view in ordered where !isTerminated {
      view.needsUpdateConstraints = false
      viewHook(view, .updateConstraints, rule: "A38.1")
      if let controller = view.owningController {
        _ = callApp(controller, .updateViewConstraints, [], rule: "A38.3")
      }
    }
  }
}

extension UIView {
  /// How many superviews the view has (0 for a window or a view outside any).
  var superviewDepth: Int {
    var count = 0
    var current = superview
    while let view = current {
      count += 1
      current = view.superview
    }
    return count
  }
}
