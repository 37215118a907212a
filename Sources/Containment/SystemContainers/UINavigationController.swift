/// UIKit's stack container (FIDELITY A10-A12, B20-B26 in docs/FIDELITY.md).
///
/// It is a container like any other: pushed controllers are its children (A10.7), added with
/// `willMove(toParent:)` inside the call and finished with `didMove(toParent:)` after their
/// `viewDidAppear` (A11.1). What UIKit defers, the model defers (A11.3, B22): the stack and the
/// willMove change inside the call; the views and appearance callbacks change at the end of
/// the turn; an animated change finishes 0.35 s later.
///
/// ```swift
/// nav.pushViewController(b, animated: true)  // auto: b.willMove(toParent: nav)
/// // ⟂: b.loadView, b.viewDidLoad, a.viewWillDisappear(true), b.viewWillAppear(true)
/// // +0.35 s: a.viewDidDisappear(true), b.viewDidAppear(true), b.didMove(toParent: nav)
/// ```
open class UINavigationController: UIViewController {
  /// The model's animation length for push and pop (B22).
  public static let transitionDuration = 0.35

  /// The stack, root first (A10.5).
  var stack: [UIViewController] = []
  /// Work waiting for the running transition to finish (A11.7: a push during a transition is
  /// queued and re-issued from its completion).
  var queued: [() -> Void] = []
  var isTransitioning = false
  /// B64 [I]: the ends of the CATransaction groups the requested transitions joined, called
  /// when the transition is over.
  var transactionEnds: [() -> Void] = []
  /// V4 [O]: before iOS 18, the top a push made before the first appearance pushes from; it
  /// appears first, then the push runs from it (S51's iOS 17 log).
  var launchPushFrom: UIViewController?
  /// A21.1 [D]: the container view a delegate's animator works in, a view of its own inside
  /// the navigation controller's view (traced as `containerView`); made at the first animated
  /// push or pop an animator runs, and kept for the later ones.
  var transitionContainer: UIView?
  /// A21.1 [D]: the app's object that may vend animators for pushes and pops. Weak, as in
  /// UIKit.
  public weak var delegate: AnyObject?

  public override init(nibName: String?, bundle: AnyObject?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A10.1 [D]: the initializer pushes the root without animation, so the root is on the
  /// stack and a child from the start and gets `willMove(toParent:)` inside the initializer
  /// (the trace names the navigation controller as the code then does); its view loads when
  /// the navigation controller first appears (A10.2). B40 [I]: the push's `didMove` comes
  /// when it would end, after the root's first `viewDidAppear`, so the root reads
  /// `isMovingToParent == true` in its first appearance (A10.9 [O]).
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    initializeStack(withRoot: rootViewController)
  }

  /// What `init(rootViewController:)` does once the object exists: public so that an app's
  /// subclass, made by its own initializer, gets it from `super.init(rootViewController:)`.
  public func initializeStack(withRoot rootViewController: UIViewController) {
    stack = [rootViewController]
    let sim = simulation
    switch sim.behavior.navigationInitializer {
    case .silent:
      rootViewController.leaveParentWithoutCallbacks()
      children = [rootViewController]
      rootViewController.parent = self
    case .inInitializer:
      sim.nameProvisionally(self)
      adopt(rootViewController, because: "A10.1")
      sendRootDidMove(rootViewController, rule: "B40")
    case .afterFirstAppearance:
      sim.nameProvisionally(self)
      adopt(rootViewController, because: "A10.1")
      rootViewController.afterAppeared.append { [weak self, weak rootViewController] in
        guard let self, let root = rootViewController else { return }
        self.sendRootDidMove(root, rule: "B40")
      }
    }
  }

  /// B40: the root's `didMove(toParent:)`, unless it left the stack meanwhile.
  private func sendRootDidMove(_ root: UIViewController, rule: String) {
    guard root.parent === self else { return }
    let argument: TraceValue = .object(simulation.traceName(of: self))
    simulation.dispatch(.auto, root, .didMoveToParent, [argument], rule: rule) {
      root.didMove(toParent: self)
    }
  }

  /// A1.8 [D]: a controller another container took (A1.1), or the code removed, leaves the
  /// stack: `viewControllers` is the navigation controller's children (A10.7).
  override func childDidLeave(_ child: UIViewController) {
    stack.removeAll { $0 === child }
  }

  /// A10.5 [D]: the stack, root at index 0, top last. Setting it is
  /// `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// A10.6 [D]: the top of the stack.
  public var topViewController: UIViewController? { stack.last }

  /// A10.6 [D]: what the navigation controller presents, if anything, else the top.
  public var visibleViewController: UIViewController? { presented ?? stack.last }

  /// A10.3 [D]: `viewController` becomes the top; animated or not (A11.1, A11.4).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let arguments: [TraceValue] = [
      .object(simulation.traceName(of: viewController)), .bool(animated),
    ]
    simulation.traced(self, .pushViewController, arguments) {
      joinTransactions(animated: animated)
      whenIdle { self.performPush(viewController, animated: animated) }
    }
  }

  /// A10.4 [D]: pops the top controller and returns it; at the root it does nothing and
  /// returns nil (A12).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    simulation.traced(self, .popViewController, [.bool(animated)]) {
      guard stack.count > 1, let top = stack.last else { return nil }
      joinTransactions(animated: animated)
      whenIdle { self.performPop(to: self.stack.count - 2, animated: animated) }
      return top
    }
  }

  /// A10.4 [D]: pops everything above the root and returns it; nil when there is nothing to
  /// pop (B26).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    simulation.traced(self, .popToRootViewController, [.bool(animated)]) {
      guard stack.count > 1 else {
        return simulation.behavior.popToRootAtRoot == .returnsNil ? nil : []
      }
      let popped = Array(stack.dropFirst())
      joinTransactions(animated: animated)
      whenIdle { self.performPop(to: 0, animated: animated) }
      return popped
    }
  }

  /// A10.4 [D]: pops the controllers above `controller` and returns them; nil when it is the
  /// top already or not in the stack (B26).
  @discardableResult
  open func popToViewController(_ controller: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    let arguments: [TraceValue] = [
      .object(simulation.traceName(of: controller)), .bool(animated),
    ]
    return simulation.traced(self, .popToViewController, arguments) {
      guard let index = stack.firstIndex(where: { $0 === controller }), index < stack.count - 1
      else { return nil }
      let popped = Array(stack[(index + 1)...])
      joinTransactions(animated: animated)
      whenIdle { self.performPop(to: index, animated: animated) }
      return popped
    }
  }

  /// A10.5 [D]: replaces the stack with one transition, chosen by the new top: none if it
  /// already is the top, a pop if it is lower in the stack, a push if it is new.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let names = viewControllers.map { simulation.traceName(of: $0) }.joined(separator: ", ")
    simulation.traced(self, .setViewControllers, [.object("[" + names + "]"), .bool(animated)]) {
      joinTransactions(animated: animated)
      whenIdle { self.performReplace(with: viewControllers, animated: animated) }
    }
  }

  // MARK: Appearance

  /// A10.2 [O]: the top controller's view loads and goes in when the navigation controller
  /// first appears.
  override func installChildViewsForAppearance() {
    guard var top = stack.last, let root = storedView else { return }
    var rule = "A10.2"
    if let from = launchPushFrom, stack.contains(where: { $0 === from }) {
      top = from
      rule = "V4"
    }
    let topView = top.loadViewForUIKit(because: rule)
    guard topView.superview !== root else { return }
    // A27.2 [D], B61 [I]: the top it first shows is shown like any other.
    tellDelegate(.navigationWillShow, top, animated: false)
    top.afterAppeared.append { [weak self, weak top] in
      guard let self, let top, self.stack.last === top else { return }
      self.tellDelegate(.navigationDidShow, top, animated: false)
    }
    simulation.suppressingAppearance(of: [top]) { root.insert(topView, at: nil) }
  }
}

/// A10.8 [D]: what a controller shows in a navigation bar; the model stores the title and
/// draws nothing.
public final class UINavigationItem {
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}
