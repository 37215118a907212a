extension APIMember {
  /// Spellings of the custom-transition members (docs/FIDELITY.md A20-A22): the methods of
  /// `UIViewControllerTransitioningDelegate`, `UINavigationControllerDelegate`,
  /// `UIViewControllerAnimatedTransitioning` and `UIViewControllerInteractiveTransitioning`
  /// that UIKit calls on the app's objects, and the context's and
  /// `UIPercentDrivenInteractiveTransition`'s methods the app calls. Nil for other members.
  var transitionForm: Form? {
    switch self {
    case .animationControllerForPresented:
      return .method(
        swiftName: "animationController", swiftLabels: ["forPresented", "presenting", "source"],
        objcPieces: [
          "animationControllerForPresentedController", "presentingController",
          "sourceController",
        ])
    case .animationControllerForDismissed:
      return .method(
        swiftName: "animationController", swiftLabels: ["forDismissed"],
        objcPieces: ["animationControllerForDismissedController"])
    case .interactionControllerForPresentation:
      return .method(
        swiftName: "interactionControllerForPresentation", swiftLabels: ["using"],
        objcPieces: ["interactionControllerForPresentation"])
    case .interactionControllerForDismissal:
      return .method(
        swiftName: "interactionControllerForDismissal", swiftLabels: ["using"],
        objcPieces: ["interactionControllerForDismissal"])
    case .navigationAnimationController:
      return .method(
        swiftName: "navigationController",
        swiftLabels: [nil, "animationControllerFor", "from", "to"],
        objcPieces: [
          "navigationController", "animationControllerForOperation", "fromViewController",
          "toViewController",
        ])
    case .navigationInteractionController:
      return .method(
        swiftName: "navigationController", swiftLabels: [nil, "interactionControllerFor"],
        objcPieces: ["navigationController", "interactionControllerForAnimationController"])
    case .transitionDuration:
      return .method(
        swiftName: "transitionDuration", swiftLabels: ["using"],
        objcPieces: ["transitionDuration"])
    case .animateTransition:
      return .method(
        swiftName: "animateTransition", swiftLabels: ["using"], objcPieces: ["animateTransition"])
    case .animationEnded:
      return .method(
        swiftName: "animationEnded", swiftLabels: [nil], objcPieces: ["animationEnded"])
    case .startInteractiveTransition:
      return .method(
        swiftName: "startInteractiveTransition", swiftLabels: [nil],
        objcPieces: ["startInteractiveTransition"])
    case .completeTransition:
      return .method(
        swiftName: "completeTransition", swiftLabels: [nil], objcPieces: ["completeTransition"])
    case .updateInteractiveTransition:
      return .method(
        swiftName: "updateInteractiveTransition", swiftLabels: [nil],
        objcPieces: ["updateInteractiveTransition"])
    case .finishInteractiveTransition:
      return .method(
        swiftName: "finishInteractiveTransition", swiftLabels: [],
        objcPieces: ["finishInteractiveTransition"])
    case .cancelInteractiveTransition:
      return .method(
        swiftName: "cancelInteractiveTransition", swiftLabels: [],
        objcPieces: ["cancelInteractiveTransition"])
    case .percentUpdate:
      return .method(
        swiftName: "update", swiftLabels: [nil], objcPieces: ["updateInteractiveTransition"])
    case .percentFinish:
      return .method(
        swiftName: "finish", swiftLabels: [], objcPieces: ["finishInteractiveTransition"])
    case .percentCancel:
      return .method(
        swiftName: "cancel", swiftLabels: [], objcPieces: ["cancelInteractiveTransition"])
    default:
      return nil
    }
  }

  /// The key of the app's method this member calls, as the interpreter files methods:
  /// `animateTransition(using:)` in Swift, `animateTransition:` in Objective-C.
  public var swiftMethodKey: String {
    swiftName + "(" + swiftLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// `animationControllerForPresentedController:presentingController:sourceController:`.
  public var objcSelector: String {
    swiftLabels.isEmpty ? objcPieces[0] : objcPieces.map { $0 + ":" }.joined()
  }
}
