/// The window at the root of every visible hierarchy. Its root controller is the one
/// parentless controller that gets appearance callbacks (docs/FIDELITY.md B17, S28 note on
/// `-[UIWindow setRootViewController:]`).
open class UIWindow: UIView {
  /// True after `makeKeyAndVisible()`: only views in a visible window appear.
  public internal(set) var isVisible = false
  private var root: UIViewController?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Setting it installs the controller's view as the window's content (loading it), and
  /// removes the previous root's view.
  public var rootViewController: UIViewController? {
    get { root }
    set {
      let argument: TraceValue = newValue.map { .object(simulation.traceName(of: $0)) } ?? .null
      simulation.traced(self, .setRootViewController, [argument]) {
        if let old = root, old !== newValue, let oldView = old.viewIfLoaded,
          oldView.superview === self
        {
          oldView.detach()
        }
        root = newValue
        guard let controller = newValue else { return }
        let view = controller.loadViewForUIKit()
        // B81, S185: the root's view is the window's content view and tracks its size.
        view.frame = bounds
        if view.superview !== self { insert(view, at: nil) }
      }
    }
  }

  /// B81 [I]: the screen a scenario runs on, a phone's: 390 × 844 points (an iPhone 12 to 14
  /// in portrait), the size B71 already gives a list the code did not size.
  public static let phoneScreen = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Forgets the root controller without any callback (simulation teardown only).
  func clearRoot() { root = nil }

  /// A33.4 [D]: `isHidden = false` shows the window without making it key; B70 [I]: `true`
  /// hides it, and what it shows leaves the screen (A5.9: the root disappears), unless
  /// switched to silent.
  public func setHidden(_ hidden: Bool) {
    simulation.traced(self, .setHidden, [.bool(hidden)]) {
      if !hidden {
        show()
      } else if isVisible {
        // A36.2: the views leave the (visible) window with it.
        let windowViews = subviews.flatMap { simulation.windowHookViews($0) }
        let leaving = simulation.willChangeWindow(windowViews, nil) {
          simulation.behavior.hiddenWindow == .disappear
            ? subviews.flatMap { simulation.viewWillLeaveWindow($0) } : []
        }
        isVisible = false
        simulation.didChangeWindow(windowViews) { simulation.viewDidLeaveWindow(leaving) }
      }
    }
  }

  /// Makes the window visible: its content enters a visible window and appears (A5.9).
  func show() {
    guard !isVisible else { return }
    isVisible = true
    for view in subviews {
      // A36.2 [O]: the views under a window's root hear of the window once it shows, after
      // the root's viewWillAppear (S163).
      let windowViews = simulation.windowHookViews(view)
      let entering = simulation.willChangeWindow(windowViews, self) {
        simulation.viewWillEnterWindow(view)
      }
      simulation.didChangeWindow(windowViews) { simulation.viewDidEnterWindow(entering) }
    }
  }

  /// Shows the window: its content enters a visible window and appears.
  open func makeKeyAndVisible() {
    simulation.traced(self, .makeKeyAndVisible) {
      // A33.4 [D]: it becomes the key window; the one key before stays visible.
      if simulation.madeWindows.contains(where: { $0 === self }) || simulation.lastKeyWindow != nil
      {
        simulation.lastKeyWindow = self
      }
      show()
    }
  }
}
