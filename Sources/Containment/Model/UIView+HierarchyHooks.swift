/// UIKit's calls into a view's own class when the view hierarchy changes (docs/FIDELITY.md
/// A36): `willMove(toSuperview:)`, `didMoveToSuperview()`, `willMove(toWindow:)`,
/// `didMoveToWindow()` on the view that moves (and the window pair on every view under it),
/// `didAddSubview(_:)` and `willRemoveSubview(_:)` on the superview. UIView's own versions do
/// nothing, so only a class of the app that overrides one is called, as an `auto` line with its
/// code nested (A36.1).
///
/// ```swift
/// container.addSubview(card)       // on screen:
/// // auto card.willMove(toSuperview: container)
/// // auto card.willMove(toWindow: window)      (after the controllers' viewWillAppear)
/// // auto card.didMoveToWindow()
/// // auto card.didMoveToSuperview()
/// // auto container.didAddSubview(card)
/// ```
extension APIMember {
  private static func hook(_ swift: String, _ labels: [String?], _ objc: String) -> APIMember {
    APIMember(declared: .method(swiftName: swift, swiftLabels: labels, objcPieces: [objc]))
  }

  /// A36.1 [D]: the view is about to move to a new superview (nil: it is being removed).
  public static let willMoveToSuperview = hook("willMove", ["toSuperview"], "willMoveToSuperview")
  /// A36.1 [D]: the view's superview changed.
  public static let didMoveToSuperview = hook("didMoveToSuperview", [], "didMoveToSuperview")
  /// A36.2 [D]: the view is about to enter or leave a window (nil: it leaves).
  public static let willMoveToWindow = hook("willMove", ["toWindow"], "willMoveToWindow")
  /// A36.2 [D]: the view's window changed.
  public static let didMoveToWindow = hook("didMoveToWindow", [], "didMoveToWindow")
  /// A36.1 [D]: a subview was added to the view.
  public static let didAddSubview = hook("didAddSubview", [nil], "didAddSubview")
  /// A36.1 [D]: a subview is about to leave the view (removed, or moved to another superview).
  public static let willRemoveSubview = hook("willRemoveSubview", [nil], "willRemoveSubview")

  /// The six hooks, for the code that notes which overrides the model calls.
  public static let viewHierarchyHooks: [APIMember] = [
    .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow,
    .didAddSubview, .willRemoveSubview,
  ]
}

extension UIKitSimulation {
  /// Calls `member` on `view` when the app's class of the view implements it (A36.1).
  func viewHook(
    _ view: UIView, _ member: APIMember, _ arguments: [AppArgument] = [], rule: String = "A36.1"
  ) {
    guard view is AppObject else { return }
    _ = callApp(view, member, arguments, rule: rule)
  }

  /// The views whose window changes when `view` enters or leaves one: the view and every view
  /// under it, parents first (A36.2). Only the app's classes can hear it, so only they are
  /// listed.
  func windowHookViews(_ view: UIView) -> [UIView] {
    view.subtree.filter { $0 is AppObject }
  }

  /// A36.2: `willMove(toWindow:)` to each of `views` and the controllers' will-callbacks
  /// (`callbacks`): the controllers first (S163's log: the controller's viewWillAppear, then
  /// its subviews' willMoveToWindow:), or the views first with `B78:views-first`.
  func willChangeWindow<T>(_ views: [UIView], _ window: UIWindow?, _ callbacks: () -> T) -> T {
    let argument: AppArgument = window.map { .object($0) } ?? .none
    let hooks = {
      for view in views { self.viewHook(view, .willMoveToWindow, [argument], rule: "A36.2") }
    }
    if behavior.windowHookSlot == .viewsFirst { hooks() }
    let result = callbacks()
    if behavior.windowHookSlot == .controllersFirst { hooks() }
    return result
  }

  /// A36.2: `didMoveToWindow()` to each of `views` once they are in their new window, after
  /// the controllers' did-callbacks (`callbacks`; B78: before them with `views-first`).
  func didChangeWindow(_ views: [UIView], _ callbacks: () -> Void) {
    let hooks = { for view in views { self.viewHook(view, .didMoveToWindow, rule: "A36.2") } }
    if behavior.windowHookSlot == .viewsFirst { hooks() }
    callbacks()
    if behavior.windowHookSlot == .controllersFirst { hooks() }
  }
}
