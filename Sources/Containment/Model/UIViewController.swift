/// A view controller, with UIKit's containment, appearance and view-loading behaviour.
///
/// Subclass it and override any lifecycle method as in UIKit; overrides should call
/// `super` (UIKit asks for it), and the trace shows each callback with what the override did
/// nested under it. State UIKit keeps outside the overridable methods (appearance state,
/// parent, children) is kept outside them here too, so an override that forgets `super`
/// changes no more than it would in UIKit.
open class UIViewController {
  /// The simulation this controller belongs to.
  public let simulation: UIKitSimulation
  /// A35.1: set for a `UITableViewController` (`.table`) or `UICollectionViewController`
  /// (`.collection`): its view is that list (`makeRootView`).
  public var listRoot: ListKind?
  /// How the code first reached a list controller's view: `view` or the list's own property
  /// (`tableView`, `collectionView`, the default), which is how the trace names it.
  public var listRootSpelling: String?
  /// `UITableViewController(style:)`'s style; `UICollectionViewController(collectionViewLayout:)`'s
  /// layout.
  public var listRootStyle = "plain"
  public var listRootLayout: UICollectionViewFlowLayout?
  /// The class name UIKit would print; interpreters set it for classes the code declares.
  public var modelClassName: String {
    get { declaredClassName ?? String(describing: type(of: self)) }
    set { declaredClassName = newValue }
  }
  /// Set by interpreters; otherwise the Swift class's name is reflected when asked for,
  /// not in the initialiser (reflecting it cost more than the rest of creating a controller).
  private var declaredClassName: String?

  public internal(set) weak var parent: UIViewController?
  /// A1.7 [O]: the children, in the order they were added; A1.6 [D]: no presented ones.
  public internal(set) var children: [UIViewController] = []

  var storedView: UIView?
  var isLoadingView = false

  // Appearance state (A5.4 [O]: `_appearState` 0-3), kept outside the overridable methods.
  var appearState = AppearState.disappeared
  var appearNesting = 0
  var appearAnimated = false
  /// Changes whenever an appearance transition starts, so a stale deferred end is dropped.
  var appearGeneration = 0
  var pendingViewIsAppearing: Bool?
  var isSendingDidCallback = false
  /// B37: set while a `transition` in flight drives this controller's appearance (the number
  /// identifies that transition); the parent's forwarding then passes it by.
  var transitionToken: Int?
  /// B37: the parent's forwarding passed this controller by (or turned it) during the
  /// transition; its did-callback then owes its place to B37.
  var transitionContested = false
  /// B8: true while this controller's own will-appear callback runs and its forwarding to
  /// children comes after it; a child's view entering the window meanwhile is left to that
  /// forwarding.
  var forwardsBeginAfterOwnCallback = false
  /// B51: a page that appeared while its page view controller was off screen (A23.2); the
  /// page view controller's next forwarded begin passes it by.
  var appearsAheadOfParent = false
  /// B8: the children this controller's last forwarded begin went to; its end goes to them.
  var forwardedAppearance: Set<ObjectIdentifier> = []

  /// Run once, after this controller's next `viewDidAppear` (B40: a navigation root's
  /// didMove waits for its first appearance).
  var afterAppeared: [() -> Void] = []

  // B6 markers: set by willMove, cleared by didMove.
  var movingToParent = false
  var movingFromParent = false

  var storedNavigationItem: UINavigationItem?
  // Presentation (A13): the controller this one presents, and the one presenting it.
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var beingPresented = false
  var beingDismissed = false
  /// A presentation or dismissal this controller handles is under way (A14.4).
  var presentationInProgress = false
  /// A13.6 [D]: `.automatic` until set (A13.16: before iOS 13 `.automatic` is full screen).
  public var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// A31.3 [D]: the size the controller would like; a change tells the parent (B66).
  public var preferredContentSize = CGSize.zero
  /// A13.12 [D]: false by default; a controller that sets it handles the current-context
  /// presentations of its descendants.
  public var definesPresentationContext = false
  /// A13.14 [D]: false by default; when true, a presentation in this context uses this
  /// controller's transition style. The model draws no animation, so it changes no trace.
  public var providesPresentationContextTransitionStyle = false
  /// The style this controller was presented with (A13.16 resolves `.automatic`).
  var presentedStyle = UIModalPresentationStyle.automatic
  /// Where a covering presentation took this controller's view from (A13.6), to put it back.
  var coveredViewSlot: (UIView, Int)?
  /// A20.1 [D]: the app's object that vends animators for presenting and dismissing this
  /// controller. Weak, as in UIKit.
  public weak var transitioningDelegate: AnyObject?
  /// The container view of the custom presentation that showed this controller (A20.2).
  var customContainer: UIView?
  /// A44.1 [D]: the presentation controller of the custom presentation that showed this
  /// controller, from the presentation's start to the dismissal's end.
  public internal(set) var customPresentationController: UIPresentationController?
  /// Whether the current `present` call already asked for the presentation controller.
  var presentationControllerAsked = false

  // Lint bookkeeping.
  var awaitingDidMove: UIViewController?
  var sawWillMoveToNil = false
  /// A3.4: the code took this child's view out of its custom container's hierarchy.
  var viewRemovedWhileChild = false
  /// A3.4: the code read this controller's `children`, so it can reach every child of it.
  public var childrenReadByCode = false
  weak var formerParent: UIViewController?
  /// A3.2: set on both children while a `transition(from:to:…)` between them is running;
  /// cleared when its animation ends, before the completion.
  var runningTransition: RunningTransition?

  public init(nibName: String?, bundle: AnyObject?) {
    guard let simulation = UIKitSimulation.current else {
      preconditionFailure("create UIKit objects inside UIKitSimulation.perform { … }")
    }
    self.simulation = simulation
    simulation.controllers.append(self)
  }

  public convenience init() { self.init(nibName: nil, bundle: nil) }

  // MARK: View loading (A7)

  /// A7.1 [D]: the getter loads the view (`loadView`, then `viewDidLoad`) when it is not
  /// loaded yet; the trace shows that read, since it is what triggers the loading.
  public var view: UIView! {
    get {
      if let view = storedView { return view }
      return simulation.traced(self, .view) { loadViewForUIKit() }
    }
    set {
      storedView?.owningController = nil
      storedView = newValue
      newValue?.owningController = self
    }
  }

  /// A7.1 [D]: the view if loaded, nil otherwise; never loads.
  public var viewIfLoaded: UIView? { storedView }

  /// A7.2 [D]: reading it never loads the view.
  public var isViewLoaded: Bool { storedView != nil }

  /// A7.1 [D]: loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    simulation.traced(self, .loadViewIfNeeded) { _ = loadViewForUIKit() }
  }

  /// A7.2 [D]: "You should never call this method directly"; the base creates a plain view.
  open func loadView() {
    simulation.traced(self, .loadView) {
      if storedView == nil { view = makeRootView() }
    }
  }

  /// A7.1 [D]: called after the view is loaded (after `loadView` for code-made controllers).
  open func viewDidLoad() {
    simulation.traced(self, .viewDidLoad) {}
  }

  /// The view, loaded by UIKit itself when it is not yet (`auto` loadView and viewDidLoad):
  /// for what UIKit hands out that belongs to the view (`topLayoutGuide`, A7.1).
  public func viewLoadedByUIKit() -> UIView { loadViewForUIKit() }

  /// Loads the view the way UIKit does internally: `loadView`, then `viewDidLoad`, as auto
  /// callbacks. A `loadView` override that sets no view gets a plain one (UIKit would call
  /// `loadView` again and again).
  func loadViewForUIKit(because rule: String = "A7.1") -> UIView {
    if let view = storedView { return view }
    if isLoadingView {
      let placeholder = UIView()
      view = placeholder
      return placeholder
    }
    isLoadingView = true
    simulation.dispatch(.auto, self, .loadView, rule: rule) { loadView() }
    isLoadingView = false
    if storedView == nil { view = makeRootView() }
    simulation.dispatch(.auto, self, .viewDidLoad, rule: rule) { viewDidLoad() }
    return storedView ?? UIView()
  }

  // MARK: Containment (overridable; the behaviour lives in UIViewController+Containment.swift)

  /// A1 [D]: makes `child` a child of `self`, after the hierarchy check (A1.5 [O]) and after
  /// removing it from a different parent (A1.1 [D]); sets the parent first (A1.4 [O]), then
  /// sends `child.willMove(toParent: self)` itself (A1.3 [D]). It never sends `didMove`:
  /// that is the container's job once the child's view is in place.
  ///
  /// ```swift
  /// addChild(child)                 // auto: child.willMove(toParent: self)
  /// view.addSubview(child.view)
  /// child.didMove(toParent: self)   // the container's call
  /// ```
  open func addChild(_ child: UIViewController) {
    simulation.traced(self, .addChild, [.object(simulation.traceName(of: child))]) {
      performAddChild(child)
    }
  }

  /// A2 [D]: removes `self` from its parent's children and sends `didMove(toParent: nil)`
  /// itself (A2.3); never `willMove(toParent: nil)` (A2.2: the container's job) and never
  /// touches the view (A2.4). Without a parent: B5.
  open func removeFromParent() {
    simulation.traced(self, .removeFromParent) { performRemoveFromParent() }
  }

  /// A3.1 [D]: public for containers to call; `parent` is nil when the child is leaving.
  /// The base records the B6 "moving" marker.
  open func willMove(toParent parent: UIViewController?) {
    let argument: TraceValue = parent.map { .object(simulation.traceName(of: $0)) } ?? .null
    simulation.traced(self, .willMoveToParent, [argument]) {
      movingToParent = parent != nil
      movingFromParent = parent == nil
    }
  }

  /// A3.2 [D]: the container calls it once the transition to the new child is complete
  /// (or right after `addChild` when there is none); `removeFromParent` sends it with nil.
  open func didMove(toParent parent: UIViewController?) {
    let argument: TraceValue = parent.map { .object(simulation.traceName(of: $0)) } ?? .null
    simulation.traced(self, .didMoveToParent, [argument]) {
      if parent == nil { movingFromParent = false } else { movingToParent = false }
    }
  }

  // MARK: Manual appearance forwarding (A5.5-A5.7 [D][O])

  /// A5.5 [D]: tells `self` its view is about to appear (`true`) or disappear (`false`).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    simulation.traced(
      self, .beginAppearanceTransition, [.bool(isAppearing), .bool(animated)]
    ) {
      // A5.7 [O]: what a begin does (S20).
      simulation.because("A5.7") { beginAppearance(isAppearing, animated: animated) }
    }
  }

  /// A5.5 [D]: tells `self` the appearance transition is complete; the did-callback comes
  /// with the end that balances the first begin (A5.6, B9, B10).
  open func endAppearanceTransition() {
    simulation.traced(self, .endAppearanceTransition) {
      simulation.because("A5.7") { endAppearance() }
    }
  }

  /// A4 [D]: see UIViewController+Transition.swift.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: Double, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) {
    let sim = simulation
    let arguments: [TraceValue] = [
      .object(sim.traceName(of: fromViewController)), .object(sim.traceName(of: toViewController)),
      .number(duration), .options(options.memberNames),
      .closure(present: animations != nil, role: .animations),
      .closure(present: completion != nil, role: .completion),
    ]
    sim.traced(self, .transition, arguments) {
      performTransition(
        from: fromViewController, to: toViewController, duration: duration,
        animations: animations, completion: completion)
    }
  }

  // MARK: Appearance callbacks (A5.1, A5.2 [D]: the defaults do nothing)

  open func viewWillAppear(_ animated: Bool) {
    simulation.traced(self, .viewWillAppear, [.bool(animated)]) {}
  }

  /// A5.2 [D]: after `viewWillAppear`, once the view is in the hierarchy and laid out.
  open func viewIsAppearing(_ animated: Bool) {
    simulation.traced(self, .viewIsAppearing, [.bool(animated)]) {}
  }

  open func viewDidAppear(_ animated: Bool) {
    simulation.traced(self, .viewDidAppear, [.bool(animated)]) {}
  }

  open func viewWillDisappear(_ animated: Bool) {
    simulation.traced(self, .viewWillDisappear, [.bool(animated)]) {}
  }

  open func viewDidDisappear(_ animated: Bool) {
    simulation.traced(self, .viewDidDisappear, [.bool(animated)]) {}
  }

  /// A7.3 [D]: just before the view lays out its subviews.
  open func viewWillLayoutSubviews() {
    simulation.traced(self, .viewWillLayoutSubviews) {}
  }

  /// A7.3 [D]: just after the view laid out its subviews.
  open func viewDidLayoutSubviews() {
    simulation.traced(self, .viewDidLayoutSubviews) {}
  }

  /// A hook for UIKit's own containers: put the shown child's view in place before the
  /// container appears (a navigation controller loads its top controller's view then, A10.2).
  func installChildViewsForAppearance() {}

  /// A hook for UIKit's own containers: `child` has just left `children` (A1.1, A2.1), so it
  /// leaves the container's public list too (A1.8 [D]: `viewControllers` is the children).
  func childDidLeave(_ child: UIViewController) {}

  /// A24.5 [D]: shows `controller` in a secondary context: the nearest split view controller
  /// up the hierarchy handles it; with none, the window's root view controller presents it
  /// modally (UISplitViewController+Detail.swift).
  open func showDetailViewController(_ controller: UIViewController, sender: AnyObject?) {
    simulation.traced(
      self, .showDetailViewController,
      [.object(simulation.traceName(of: controller)), simulation.senderValue(sender)]
    ) {
      forwardShowDetail(controller, sender: sender)
    }
  }

  /// A5.8 [D]: true by default; a container returning false forwards appearance itself
  /// with `beginAppearanceTransition` / `endAppearanceTransition`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
}

extension UIViewController {
  /// True for UIKit's own containers, which take their children's views in and out
  /// themselves (a navigation stack's covered controllers, the unselected tabs, pages).
  var managesChildViews: Bool {
    self is UINavigationController || self is UITabBarController
      || self is UIPageViewController || self is UISplitViewController
  }
}
