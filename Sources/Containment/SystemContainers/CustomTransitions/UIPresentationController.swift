/// The presentation controller of a `.custom` presentation (docs/FIDELITY.md A44): UIKit's part
/// of an object the app's own subclass of `UIPresentationController` makes. UIKit gets it from
/// the presented controller's transitioning delegate, gives it the transition's container
/// view, and calls the app's overrides around the transition (`presentationTransitionWillBegin`,
/// `presentationTransitionDidEnd(_:)`, the dismissal's two) and for the presented view's frame
/// (`frameOfPresentedViewInContainerView`), which the transition context hands the animator.
///
/// The app's object is a scenario object; this holds what UIKit's initializer and the
/// transition store, which the app reads as its inherited properties (`containerView`,
/// `presentedViewController`, `presentingViewController`, `presentedView`).
public final class UIPresentationController {
  public let simulation: UIKitSimulation
  /// A44.1 [D]: the controller presented, and the one presenting it.
  public let presentedViewController: UIViewController
  public private(set) weak var presentingViewController: UIViewController?
  /// A44.2 [D]: the transition's container view, nil before the presentation starts.
  public internal(set) var containerView: UIView?
  /// The app's object, whose overrides UIKit calls.
  public let app: AnyObject
  /// Called when UIKit's part changes (the container view is set), so the app's object shows
  /// the new values.
  public var onChange: (() -> Void)?

  /// `init(presentedViewController:presenting:)`, made for the app's object `app`.
  public init(
    app: AnyObject, presented: UIViewController, presenting: UIViewController?,
    simulation: UIKitSimulation
  ) {
    self.simulation = simulation
    self.app = app
    presentedViewController = presented
    presentingViewController = presenting
    simulation.presentationControllers[ObjectIdentifier(app)] = self
  }

  /// A44.2 [D]: UIKit's `presentedView` is the presented controller's view.
  public var defaultPresentedView: UIView? { presentedViewController.viewIfLoaded }

  /// A44.2 [D]: UIKit's `frameOfPresentedViewInContainerView` is the container's bounds.
  public var defaultFrameOfPresentedView: CGRect { containerView?.bounds ?? .zero }

  /// The view UIKit hands the animator as `.to` (presenting) or `.from` (dismissing): the
  /// app's `presentedView` override, else the presented controller's view.
  func presentedView() -> UIView? {
    if let answer = simulation.callApp(app, .presentedViewGetter, [], rule: "A44.2") {
      return answer.object as? UIView
    }
    return defaultPresentedView
  }

  /// A44.2 [D]: the frame the presented view ends at (the context's `finalFrame(for:)`).
  func frameOfPresentedView() -> CGRect {
    if case .rect(let frame)? = simulation.callApp(
      app, .frameOfPresentedViewGetter, [], rule: "A44.2")
    {
      return frame
    }
    return defaultFrameOfPresentedView
  }

  /// A44.3 [D]: whether the presenter's view leaves the window at the end (false by default).
  func shouldRemovePresentersView() -> Bool {
    if case .bool(let flag)? = simulation.callApp(
      app, .shouldRemovePresentersViewGetter, [], rule: "A44.3")
    {
      return flag
    }
    return false
  }

  func setContainer(_ view: UIView?) {
    containerView = view
    onChange?()
  }

  /// Calls the app's override of a transition hook, if it has one.
  func tell(_ member: APIMember, _ arguments: [AppArgument] = [], rule: String) {
    _ = simulation.callApp(app, member, arguments, rule: rule)
  }
}

extension APIMember {
  /// `UITransitioningDelegate.presentationController(forPresented:presenting:source:)`.
  public static let presentationControllerForPresented = APIMember(
    declared: .method(
      swiftName: "presentationController", swiftLabels: ["forPresented", "presenting", "source"],
      objcPieces: [
        "presentationControllerForPresentedViewController", "presentingViewController",
        "sourceViewController",
      ]))
  public static let presentationTransitionWillBegin = APIMember(
    declared: .method(
      swiftName: "presentationTransitionWillBegin", swiftLabels: [],
      objcPieces: ["presentationTransitionWillBegin"]))
  public static let presentationTransitionDidEnd = APIMember(
    declared: .method(
      swiftName: "presentationTransitionDidEnd", swiftLabels: [nil],
      objcPieces: ["presentationTransitionDidEnd"]))
  public static let dismissalTransitionWillBegin = APIMember(
    declared: .method(
      swiftName: "dismissalTransitionWillBegin", swiftLabels: [],
      objcPieces: ["dismissalTransitionWillBegin"]))
  public static let dismissalTransitionDidEnd = APIMember(
    declared: .method(
      swiftName: "dismissalTransitionDidEnd", swiftLabels: [nil],
      objcPieces: ["dismissalTransitionDidEnd"]))
  static let presentedViewGetter = APIMember(declared: .getter(name: "presentedView"))
  static let frameOfPresentedViewGetter = APIMember(
    declared: .getter(name: "frameOfPresentedViewInContainerView"))
  static let shouldRemovePresentersViewGetter = APIMember(
    declared: .getter(name: "shouldRemovePresentersView"))
}
