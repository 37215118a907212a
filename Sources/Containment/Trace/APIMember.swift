/// Every UIKit member the model traces, with its Swift and Objective-C spelling.
///
/// The trace stores members, not strings, so that a Swift scenario and its Objective-C twin
/// produce equal events and differ only when formatted.
public enum APIMember: String, Sendable, Equatable, Hashable, CaseIterable {
  // UIViewController: containment
  case addChild, removeFromParent, willMoveToParent, didMoveToParent, transition
  // UIViewController: appearance
  case beginAppearanceTransition, endAppearanceTransition
  case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
  // UIViewController: view loading and layout
  case view, loadView, viewDidLoad, loadViewIfNeeded
  case viewWillLayoutSubviews, viewDidLayoutSubviews
  // UIView
  case addSubview, insertSubviewAtIndex, insertSubviewAbove, insertSubviewBelow
  case removeFromSuperview, bringSubviewToFront, sendSubviewToBack
  case animate, animateWithCompletion, animateWithOptions, animateWithSpring
  // UIWindow
  case setRootViewController, makeKeyAndVisible
  // Surface (FIDELITY-SURFACE.md): messages sent by selector, stack views, view transitions
  case performSelector, addArrangedSubview, transitionWithView, transitionFromView
  case layoutIfNeeded, activateConstraint, deactivateConstraint
  // UINavigationController
  case pushViewController, popViewController, popToRootViewController, setViewControllers
  // Presentation
  case present, dismiss
  // UITabBarController
  case setSelectedIndex, setSelectedViewController
  // View properties, traced only with `show=views` (FIDELITY-SURFACE.md V11)
  case setFrame, setCenter, setAlpha, setHidden, setBackgroundColor, setTag, setAutoresizingMask
  case setClipsToBounds, setCornerRadius, setMasksToBounds, setText, setTitle
  // Custom transitions (docs/FIDELITY.md A20-A22): the app's delegates and animators that
  // UIKit calls, and the transition context and percent-driven interaction the app calls
  case animationControllerForPresented, animationControllerForDismissed
  case interactionControllerForPresentation, interactionControllerForDismissal
  case navigationAnimationController, navigationInteractionController
  case transitionDuration, animateTransition, animationEnded, startInteractiveTransition
  case completeTransition, updateInteractiveTransition, finishInteractiveTransition
  case cancelInteractiveTransition, percentUpdate, percentFinish, percentCancel

  /// How a call is written: a method with labelled parameters, a property read, or a
  /// property assignment.
  public enum Form: Sendable, Equatable {
    /// `swiftName(label: …)` / `[receiver selector pieces…]`.
    /// `swiftLabels` has one entry per parameter (nil for an unlabelled one).
    case method(swiftName: String, swiftLabels: [String?], objcPieces: [String])
    case getter(name: String)
    case setter(name: String)
  }

  public var form: Form { Self.forms[self]! }

  /// Every member's form, built once: formatting a trace asks for one per event, and the
  /// arrays of labels and pieces were built again on every ask.
  private static let forms: [APIMember: Form] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, $0.builtForm) })

  private var builtForm: Form {
    switch self {
    case .addChild:
      return .method(
        swiftName: "addChild", swiftLabels: [nil], objcPieces: ["addChildViewController"])
    case .removeFromParent:
      return .method(
        swiftName: "removeFromParent", swiftLabels: [],
        objcPieces: ["removeFromParentViewController"])
    case .willMoveToParent:
      return .method(
        swiftName: "willMove", swiftLabels: ["toParent"],
        objcPieces: ["willMoveToParentViewController"])
    case .didMoveToParent:
      return .method(
        swiftName: "didMove", swiftLabels: ["toParent"],
        objcPieces: ["didMoveToParentViewController"])
    case .transition:
      return .method(
        swiftName: "transition",
        swiftLabels: ["from", "to", "duration", "options", "animations", "completion"],
        objcPieces: [
          "transitionFromViewController", "toViewController", "duration", "options", "animations",
          "completion",
        ])
    case .beginAppearanceTransition:
      return .method(
        swiftName: "beginAppearanceTransition", swiftLabels: [nil, "animated"],
        objcPieces: ["beginAppearanceTransition", "animated"])
    case .endAppearanceTransition:
      return .method(
        swiftName: "endAppearanceTransition", swiftLabels: [],
        objcPieces: ["endAppearanceTransition"])
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
      return .method(swiftName: rawValue, swiftLabels: [nil], objcPieces: [rawValue])
    case .view:
      return .getter(name: "view")
    case .loadView, .viewDidLoad, .loadViewIfNeeded, .viewWillLayoutSubviews,
      .viewDidLayoutSubviews, .removeFromSuperview, .makeKeyAndVisible:
      return .method(swiftName: rawValue, swiftLabels: [], objcPieces: [rawValue])
    case .addSubview:
      return .method(swiftName: "addSubview", swiftLabels: [nil], objcPieces: ["addSubview"])
    case .insertSubviewAtIndex:
      return .method(
        swiftName: "insertSubview", swiftLabels: [nil, "at"],
        objcPieces: ["insertSubview", "atIndex"])
    case .insertSubviewAbove:
      return .method(
        swiftName: "insertSubview", swiftLabels: [nil, "aboveSubview"],
        objcPieces: ["insertSubview", "aboveSubview"])
    case .insertSubviewBelow:
      return .method(
        swiftName: "insertSubview", swiftLabels: [nil, "belowSubview"],
        objcPieces: ["insertSubview", "belowSubview"])
    case .bringSubviewToFront:
      return .method(
        swiftName: "bringSubviewToFront", swiftLabels: [nil], objcPieces: ["bringSubviewToFront"])
    case .sendSubviewToBack:
      return .method(
        swiftName: "sendSubviewToBack", swiftLabels: [nil], objcPieces: ["sendSubviewToBack"])
    case .animate:
      return .method(
        swiftName: "animate", swiftLabels: ["withDuration", "animations"],
        objcPieces: ["animateWithDuration", "animations"])
    case .animateWithCompletion:
      return .method(
        swiftName: "animate", swiftLabels: ["withDuration", "animations", "completion"],
        objcPieces: ["animateWithDuration", "animations", "completion"])
    case .animateWithOptions:
      return .method(
        swiftName: "animate",
        swiftLabels: ["withDuration", "delay", "options", "animations", "completion"],
        objcPieces: ["animateWithDuration", "delay", "options", "animations", "completion"])
    case .animateWithSpring:
      return .method(
        swiftName: "animate",
        swiftLabels: [
          "withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options",
          "animations", "completion",
        ],
        objcPieces: [
          "animateWithDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity",
          "options", "animations", "completion",
        ])
    case .setRootViewController:
      return .setter(name: "rootViewController")
    case .pushViewController:
      return .method(
        swiftName: "pushViewController", swiftLabels: [nil, "animated"],
        objcPieces: ["pushViewController", "animated"])
    case .popViewController:
      return .method(
        swiftName: "popViewController", swiftLabels: ["animated"],
        objcPieces: ["popViewControllerAnimated"])
    case .popToRootViewController:
      return .method(
        swiftName: "popToRootViewController", swiftLabels: ["animated"],
        objcPieces: ["popToRootViewControllerAnimated"])
    case .setViewControllers:
      return .method(
        swiftName: "setViewControllers", swiftLabels: [nil, "animated"],
        objcPieces: ["setViewControllers", "animated"])
    case .setSelectedIndex:
      return .setter(name: "selectedIndex")
    case .setSelectedViewController:
      return .setter(name: "selectedViewController")
    case .present:
      return .method(
        swiftName: "present", swiftLabels: [nil, "animated", "completion"],
        objcPieces: ["presentViewController", "animated", "completion"])
    case .dismiss:
      return .method(
        swiftName: "dismiss", swiftLabels: ["animated", "completion"],
        objcPieces: ["dismissViewControllerAnimated", "completion"])
    default:
      return surfaceForm
    }
  }

  /// The Swift base name: `didMove` for `didMove(toParent:)`, `view`, `rootViewController`.
  public var swiftName: String {
    switch form {
    case .method(let name, _, _): return name
    case .getter(let name), .setter(let name): return name
    }
  }

  /// Swift argument labels, nil for `_`; empty for a property.
  public var swiftLabels: [String?] {
    if case .method(_, let labels, _) = form { return labels }
    return []
  }

  /// Objective-C selector pieces (`transitionFromViewController`, `toViewController`, …); a
  /// property has one piece, its name.
  public var objcPieces: [String] {
    switch form {
    case .method(_, _, let pieces): return pieces
    case .getter(let name), .setter(let name): return [name]
    }
  }

  /// True for a property read or assignment (`view`, `rootViewController`).
  public var isProperty: Bool {
    if case .method = form { return false }
    return true
  }

  /// Layout callbacks are traced but shown only on request (`show=layout`).
  public var isLayoutCallback: Bool {
    self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews || self == .viewIsAppearing
  }
}
