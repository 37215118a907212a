/// UIKit's page container (docs/FIDELITY.md A23, B49-B51): the pages it shows are its
/// children, set by code with `setViewControllers(_:direction:animated:completion:)`; its data
/// source and delegate are asked only when the user swipes or taps (A23.3), which a scenario
/// cannot do.
///
/// ```swift
/// pages.setViewControllers([a], direction: .forward, animated: false)
/// // auto: a.loadView, a.viewDidLoad, a.viewWillAppear(false), a.viewDidAppear(false),
/// //       a.didMove(toParent: pages)  (no willMove: S30)
/// ```
open class UIPageViewController: UIViewController {
  /// A23.1 [D]: how pages change: a page curl or a scroll.
  public enum TransitionStyle: String, Sendable, CaseIterable {
    case pageCurl, scroll
  }
  /// A23.1 [D]: the axis pages turn along.
  public enum NavigationOrientation: String, Sendable, CaseIterable {
    case horizontal, vertical
  }
  /// A23.2 [D]: the direction a page change goes (the animation's, for the model a label).
  public enum NavigationDirection: String, Sendable, CaseIterable {
    case forward, reverse

    /// `UIPageViewControllerNavigationDirectionForward`.
    public var objcName: String {
      "UIPageViewControllerNavigationDirection" + rawValue.prefix(1).uppercased()
        + rawValue.dropFirst()
    }
  }

  /// The model's length of an animated page change (B50), as a navigation push's.
  public static let transitionDuration = UINavigationController.transitionDuration

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  var pages: [UIViewController] = []
  /// A23.3 [D]: asked for the neighbouring pages during gesture-based navigation only.
  /// Weak, as in UIKit.
  public weak var dataSource: AnyObject?
  /// A23.3 [D]: told about gesture-driven transitions only. Weak, as in UIKit.
  public weak var delegate: AnyObject?

  /// A23.1 [D]: `init(transitionStyle:navigationOrientation:options:)`; `UIPageViewController()`
  /// is a page curl, horizontal.
  public init(
    transitionStyle: TransitionStyle = .pageCurl,
    navigationOrientation: NavigationOrientation = .horizontal
  ) {
    self.transitionStyle = transitionStyle
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  public override convenience init(nibName: String?, bundle: AnyObject?) {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
  }

  /// A23.1 [D]: the pages shown (one, or two side by side); empty until set.
  public var viewControllers: [UIViewController]? { pages }

  /// A1.8 [D]: a page another container took (A1.1), or the code removed, is no longer shown
  /// by the page view controller's list.
  override func childDidLeave(_ child: UIViewController) {
    pages.removeAll { $0 === child }
  }

  /// A23.2 [O] / B49-B51 [I]: shows `viewControllers`. Each new page joins as a child without
  /// `willMove`, appears inside the call (or, animated on screen, when the animation ends) and
  /// then gets `didMove(toParent:)`; a page that goes disappears and leaves as
  /// `removeFromParent` takes a child away (B49). The completion runs last (B50).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let names = (viewControllers ?? []).map { simulation.traceName(of: $0) }
    let arguments: [TraceValue] = [
      .object("[" + names.joined(separator: ", ") + "]"),
      .constant(swift: direction.rawValue, objc: direction.objcName), .bool(animated),
      .closure(present: completion != nil, role: .completion),
    ]
    simulation.traced(self, .setPages, arguments) {
      // A32.2 [O] (S142): the transition shows one page; nil counts as none.
      let count = viewControllers?.count ?? 0
      guard count == 1 else {
        simulation.raise(
          UIKitMessages.invalidArgument,
          "The number of view controllers provided (\(count)) doesn't match the number "
            + "required (1) for the requested transition", rule: "A32.2")
        return
      }
      showPages(viewControllers ?? [], animated: animated, completion: completion)
    }
  }
}
