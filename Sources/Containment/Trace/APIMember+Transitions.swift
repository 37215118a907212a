extension APIMember {
  // Custom transitions (docs/FIDELITY.md A20-A22): the methods of
  // `UIViewControllerTransitioningDelegate`, `UINavigationControllerDelegate`,
  // `UIViewControllerAnimatedTransitioning` and `UIViewControllerInteractiveTransitioning`
  // that UIKit calls on the app's objects, and the context's and
  // `UIPercentDrivenInteractiveTransition`'s methods the app calls.

  public static let animationControllerForPresented = APIMember(
    declared: .method(
      swiftName: "animationController", swiftLabels: ["forPresented", "presenting", "source"],
      objcPieces: [
        "animationControllerForPresentedController", "presentingController", "sourceController",
      ]))
  public static let animationControllerForDismissed = APIMember(
    declared: .method(
      swiftName: "animationController", swiftLabels: ["forDismissed"],
      objcPieces: ["animationControllerForDismissedController"]))
  public static let interactionControllerForPresentation = APIMember(
    declared: .method(
      swiftName: "interactionControllerForPresentation", swiftLabels: ["using"],
      objcPieces: ["interactionControllerForPresentation"]))
  public static let interactionControllerForDismissal = APIMember(
    declared: .method(
      swiftName: "interactionControllerForDismissal", swiftLabels: ["using"],
      objcPieces: ["interactionControllerForDismissal"]))
  public static let navigationAnimationController = APIMember(
    declared: .method(
      swiftName: "navigationController",
      swiftLabels: [nil, "animationControllerFor", "from", "to"],
      objcPieces: [
        "navigationController", "animationControllerForOperation", "fromViewController",
        "toViewController",
      ]))
  public static let navigationInteractionController = APIMember(
    declared: .method(
      swiftName: "navigationController", swiftLabels: [nil, "interactionControllerFor"],
      objcPieces: ["navigationController", "interactionControllerForAnimationController"]))
  public static let tabAnimationController = APIMember(
    declared: .method(
      swiftName: "tabBarController",
      swiftLabels: [nil, "animationControllerForTransitionFrom", "to"],
      objcPieces: [
        "tabBarController", "animationControllerForTransitionFromViewController",
        "toViewController",
      ]))
  public static let tabInteractionController = APIMember(
    declared: .method(
      swiftName: "tabBarController", swiftLabels: [nil, "interactionControllerFor"],
      objcPieces: ["tabBarController", "interactionControllerForAnimationController"]))
  public static let transitionDuration = APIMember(
    declared: .method(
      swiftName: "transitionDuration", swiftLabels: ["using"], objcPieces: ["transitionDuration"])
  )
  public static let animateTransition = APIMember(
    declared: .method(
      swiftName: "animateTransition", swiftLabels: ["using"], objcPieces: ["animateTransition"]))
  public static let animationEnded = APIMember(
    declared: .method(
      swiftName: "animationEnded", swiftLabels: [nil], objcPieces: ["animationEnded"]))
  public static let startInteractiveTransition = APIMember(
    declared: .method(
      swiftName: "startInteractiveTransition", swiftLabels: [nil],
      objcPieces: ["startInteractiveTransition"]))
  public static let completeTransition = APIMember(
    declared: .method(
      swiftName: "completeTransition", swiftLabels: [nil], objcPieces: ["completeTransition"]))
  public static let updateInteractiveTransition = APIMember(
    declared: .method(
      swiftName: "updateInteractiveTransition", swiftLabels: [nil],
      objcPieces: ["updateInteractiveTransition"]))
  public static let finishInteractiveTransition = APIMember(
    declared: .method(
      swiftName: "finishInteractiveTransition", swiftLabels: [],
      objcPieces: ["finishInteractiveTransition"]))
  public static let cancelInteractiveTransition = APIMember(
    declared: .method(
      swiftName: "cancelInteractiveTransition", swiftLabels: [],
      objcPieces: ["cancelInteractiveTransition"]))
  public static let percentUpdate = APIMember(
    declared: .method(
      swiftName: "update", swiftLabels: [nil], objcPieces: ["updateInteractiveTransition"]))
  public static let percentFinish = APIMember(
    declared: .method(
      swiftName: "finish", swiftLabels: [], objcPieces: ["finishInteractiveTransition"]))
  public static let percentCancel = APIMember(
    declared: .method(
      swiftName: "cancel", swiftLabels: [], objcPieces: ["cancelInteractiveTransition"]))

  /// The key of the app's method this member calls, as the interpreter files methods:
  /// `animateTransition(using:)` in Swift, `animateTransition:` in Objective-C.
  public var swiftMethodKey: String {
    // A property's getter is the property itself (`frameOfPresentedViewInContainerView`, A44.2).
    if case .getter(let name) = form { return name }
    return swiftName + "(" + swiftLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// `animationControllerForPresentedController:presentingController:sourceController:`.
  public var objcSelector: String {
    swiftLabels.isEmpty ? objcPieces[0] : objcPieces.map { $0 + ":" }.joined()
  }
}
