/// A view: a node of the view hierarchy. Entering or leaving a visible window is what
/// drives the appearance callbacks of the controllers that own views (docs/FIDELITY.md A5.9).
open class UIView {
  /// The simulation this view belongs to.
  public let simulation: UIKitSimulation
  public internal(set) weak var superview: UIView?
  public internal(set) var subviews: [UIView] = []
  public var frame: CGRect
  public var translatesAutoresizingMaskIntoConstraints = true
  public var isHidden = false
  /// Stored styling (`alpha`, `backgroundColor` …), see `ViewStyling`.
  public var styling = ViewStyling()
  /// Constraints installed on this view (`constraints`, FIDELITY-SURFACE.md L4).
  var installedConstraints: [NSLayoutConstraint] = []
  /// The controller whose root view this is (UIKit's private `_viewDelegate`).
  public internal(set) weak var owningController: UIViewController?
  /// A35.3: set when this view is a table or collection view cell (`becomeCell`).
  public internal(set) var cellParts: ListCellParts?
  /// A36.3: the view lays out (`layoutSubviews`) at the next layout pass.
  var needsLayoutSubviews = false
  /// A38.1: the view's constraints are updated (`updateConstraints`) at the next update pass.
  public internal(set) var needsUpdateConstraints = false

  public init(frame: CGRect) {
    guard let simulation = UIKitSimulation.current else {
      preconditionFailure("create UIKit objects inside UIKitSimulation.perform { … }")
    }
    self.simulation = simulation
    self.frame = frame
  }

  public convenience init() { self.init(frame: .zero) }

  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The window at the root of this view's hierarchy, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// True when the view is in a window that has been made visible.
  public var isInVisibleWindow: Bool { window?.isVisible == true }

  /// True when `self` is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let node = current {
      if node === view { return true }
      current = node.superview
    }
    return false
  }

  /// The nearest controller owning this view or an ancestor (`_viewControllerForAncestor`).
  var nearestController: UIViewController? {
    var current: UIView? = self
    while let node = current {
      if let owner = node.owningController { return owner }
      current = node.superview
    }
    return nil
  }

  /// This view and its descendants, depth first, parents before children.
  var subtree: [UIView] { [self] + subviews.flatMap(\.subtree) }

  open func addSubview(_ view: UIView) {
    simulation.traced(self, .addSubview, [.object(simulation.traceName(of: view))]) {
      insert(view, at: nil)
    }
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    let arguments: [TraceValue] = [.object(simulation.traceName(of: view)), .number(Double(index))]
    simulation.traced(self, .insertSubviewAtIndex, arguments) { insert(view, at: index) }
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let arguments: [TraceValue] = [
      .object(simulation.traceName(of: view)), .object(simulation.traceName(of: sibling)),
    ]
    simulation.traced(self, .insertSubviewAbove, arguments) {
      insert(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 })
    }
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let arguments: [TraceValue] = [
      .object(simulation.traceName(of: view)), .object(simulation.traceName(of: sibling)),
    ]
    simulation.traced(self, .insertSubviewBelow, arguments) {
      insert(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }
  }

  open func removeFromSuperview() {
    // A3.4 (the child-view-removed lint): the code takes a custom container's child's view
    // out; UIKit's own removals (a transition's old view) run under a rule.
    if simulation.ruleContext == nil, let child = owningController, let parent = child.parent,
      !parent.managesChildViews
    {
      child.viewRemovedWhileChild = true
    }
    simulation.traced(self, .removeFromSuperview) { detach() }
  }

  open func bringSubviewToFront(_ view: UIView) {
    simulation.traced(self, .bringSubviewToFront, [.object(simulation.traceName(of: view))]) {
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.append(subviews.remove(at: index))
    }
  }

  open func sendSubviewToBack(_ view: UIView) {
    simulation.traced(self, .sendSubviewToBack, [.object(simulation.traceName(of: view))]) {
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.insert(subviews.remove(at: index), at: 0)
    }
  }

  /// Moves `view` under `self` at `index` (nil: on top), with UIKit's hierarchy check and
  /// the appearance callbacks of crossing a window boundary.
  func insert(_ view: UIView, at index: Int?) {
    let sim = simulation
    if stopsForDepth(adding: view) { return }
    if isDescendant(of: view) {
      sim.raise(UIKitMessages.invalidArgument, UIKitMessages.addSelfAsSubview(), rule: "A8.6")
      return
    }
    // A8 [O] (S23, S9): a child's view may only go under its own parent's views. UIKit names
    // the controller that owns the new superview as the parent the child "should have"
    // (`(null)` when no controller owns it, e.g. the window itself) and the child's real
    // parent as the "actual parent".
    if let child = view.owningController, let parent = child.parent {
      let owner = nearestController
      if owner !== parent, owner !== child, owner != nil || window != nil {
        sim.raise(
          UIKitMessages.hierarchyInconsistency,
          UIKitMessages.actualParent(
            child: sim.describe(child), expected: owner.map(sim.describe) ?? "(null)",
            actual: sim.describe(parent)), rule: "A8.3")
        return
      }
    }
    let wasVisible = view.isInVisibleWindow
    let willBeVisible = isInVisibleWindow
    // A36.1: the superviews and the view hear of a new superview first (the same one again
    // only brings the view to the front).
    let oldSuperview = view.superview
    let movesSuperview = oldSuperview !== self
    if movesSuperview {
      if let oldSuperview { sim.viewHook(oldSuperview, .willRemoveSubview, [.object(view)]) }
      sim.viewHook(view, .willMoveToSuperview, [.object(self)])
    }
    // A36.2, B78: every view that changes window hears of it, after the controllers'
    // will-callbacks (A5.2 [D]: viewWillAppear comes before the view is added).
    let windowViews = wasVisible != willBeVisible ? sim.windowHookViews(view) : []
    let (leaving, entering) = sim.willChangeWindow(windowViews, willBeVisible ? window : nil) {
      (
        wasVisible && !willBeVisible ? sim.viewWillLeaveWindow(view) : [],
        !wasVisible && willBeVisible ? sim.viewWillEnterWindow(view) : []
      )
    }
    if let old = view.superview { old.subviews.removeAll { $0 === view } }
    let position = min(max(0, index ?? subviews.count), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    // A36.3: the two views lay out at the next pass.
    sim.markNeedsLayoutSubviews(self)
    sim.markNeedsLayoutSubviews(view)
    // A7.5 [O]: adding a subview lays out the view it is added to and the view added, not
    // their ancestors: a controller's layout callbacks come when its own view lays out.
    if sim.behavior.subviewLayout == .nearestController {
      if let owner = nearestController { sim.setNeedsLayout(owner) }  // B69 switched
    } else {
      if let owner = owningController { sim.setNeedsLayout(owner) }
      if let added = view.owningController, willBeVisible { sim.setNeedsLayout(added) }
    }
    sim.didChangeWindow(windowViews) {
      sim.viewDidLeaveWindow(leaving)
      sim.viewDidEnterWindow(entering)
    }
    if movesSuperview {
      sim.viewHook(view, .didMoveToSuperview)
      sim.viewHook(self, .didAddSubview, [.object(view)])
    }
  }

  /// Drops every subview, recursively, with no callbacks (simulation teardown only).
  func detachSubtree() {
    for view in subviews {
      view.detachSubtree()
      view.superview = nil
    }
    subviews.removeAll()
  }

  /// Takes the view out of its superview, with the disappearance callbacks of leaving a window.
  func detach() {
    guard let old = superview else { return }
    let sim = simulation
    // A36.1: the superview, then the view, hear of the removal before it happens.
    sim.viewHook(old, .willRemoveSubview, [.object(self)])
    sim.viewHook(self, .willMoveToSuperview, [.none])
    guard superview === old else { return }
    removeConstraintsCrossingSubtree()
    let wasVisible = isInVisibleWindow
    let windowViews = wasVisible ? sim.windowHookViews(self) : []
    let leaving = sim.willChangeWindow(windowViews, nil) {
      wasVisible ? sim.viewWillLeaveWindow(self) : []
    }
    old.subviews.removeAll { $0 === self }
    superview = nil
    // A7.5 [O], A36.3: removing a view lays out its superview only.
    sim.markNeedsLayoutSubviews(old)
    let owner =
      sim.behavior.subviewLayout == .nearestController
      ? old.nearestController : old.owningController
    if let owner { sim.setNeedsLayout(owner) }
    sim.didChangeWindow(windowViews) { sim.viewDidLeaveWindow(leaving) }
    sim.viewHook(self, .didMoveToSuperview)
  }

  /// Runs `animations` now and `completion(true)` when the animation ends (0 s: at the end of
  /// the turn, B13), as `UIView.animate(withDuration:delay:options:animations:completion:)`.
  public class func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let sim = UIKitSimulation.current else {
      preconditionFailure("UIView.animate needs a current UIKitSimulation")
    }
    let arguments: [TraceValue] = [
      .number(duration), .number(delay), .options(options.memberNames),
      .closure(present: true, role: .animations),
      .closure(present: completion != nil, role: .completion),
    ]
    sim.dispatchAnimate(.animateWithOptions, arguments, duration + delay, animations, completion)
  }

  /// The spring variant: timed like the others (the spring changes the curve, not when the
  /// animation ends: `duration` is its length, S44).
  public class func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping damping: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let sim = UIKitSimulation.current else {
      preconditionFailure("UIView.animate needs a current UIKitSimulation")
    }
    let arguments: [TraceValue] = [
      .number(duration), .number(delay), .number(damping), .number(velocity),
      .options(options.memberNames), .closure(present: true, role: .animations),
      .closure(present: completion != nil, role: .completion),
    ]
    sim.dispatchAnimate(.animateWithSpring, arguments, duration + delay, animations, completion)
  }

  public class func animate(
    withDuration duration: Double, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    guard let sim = UIKitSimulation.current else {
      preconditionFailure("UIView.animate needs a current UIKitSimulation")
    }
    let arguments: [TraceValue] = [
      .number(duration), .closure(present: true, role: .animations),
      .closure(present: completion != nil, role: .completion),
    ]
    sim.dispatchAnimate(.animateWithCompletion, arguments, duration, animations, completion)
  }

  public class func animate(withDuration duration: Double, animations: @escaping () -> Void) {
    guard let sim = UIKitSimulation.current else {
      preconditionFailure("UIView.animate needs a current UIKitSimulation")
    }
    let arguments: [TraceValue] = [.number(duration), .closure(present: true, role: .animations)]
    sim.dispatchAnimate(.animate, arguments, duration, animations, nil)
  }
}
