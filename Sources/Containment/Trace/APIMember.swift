/// A UIKit member the trace shows, with its Swift and Objective-C spelling.
///
/// The trace stores members, not strings, so that a Swift scenario and its Objective-C twin
/// produce equal events and differ only when formatted. The members the core itself records
/// are built in (`APIMember.addChild`); a UIKit declaration in `Scenarios` can trace a member
/// the core does not know by declaring its spelling (`APIMember(declared:)`), so adding a
/// traced method needs no edit here.
public struct APIMember: Sendable, Hashable {
  /// The members the core records, by the name the trace's tests know them by.
  enum Builtin: String, Sendable, CaseIterable {
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
  }

  /// The built-in member this is; nil for a declared one.
  let builtin: Builtin?
  public let form: Form

  init(_ builtin: Builtin) {
    self.builtin = builtin
    form = Self.forms[builtin]!
  }

  /// A member declared outside the core (a UIKit declaration in `Scenarios`), known by its
  /// spelling: two declarations of the same spelling are the same member.
  public init(declared form: Form) {
    builtin = nil
    self.form = form
  }

  /// The built-in members, in their declared order.
  public static let allCases: [APIMember] = Builtin.allCases.map(APIMember.init)

  /// The Swift name of the view property a `show=views` member assigns, nil for every other
  /// member (FIDELITY-SURFACE.md V11).
  var viewPropertyName: String? { builtin?.viewPropertyName }

  /// The Objective-C property name where it differs from the Swift one (`hidden`).
  public var objcPropertyName: String? { builtin?.objcPropertyName }

  /// The name the member is known by: the built-in case's name, or the Swift base name of
  /// a declared member.
  public var name: String { builtin?.rawValue ?? swiftName }

  public static let addChild = APIMember(.addChild)
  public static let removeFromParent = APIMember(.removeFromParent)
  public static let willMoveToParent = APIMember(.willMoveToParent)
  public static let didMoveToParent = APIMember(.didMoveToParent)
  public static let transition = APIMember(.transition)
  public static let beginAppearanceTransition = APIMember(.beginAppearanceTransition)
  public static let endAppearanceTransition = APIMember(.endAppearanceTransition)
  public static let viewWillAppear = APIMember(.viewWillAppear)
  public static let viewIsAppearing = APIMember(.viewIsAppearing)
  public static let viewDidAppear = APIMember(.viewDidAppear)
  public static let viewWillDisappear = APIMember(.viewWillDisappear)
  public static let viewDidDisappear = APIMember(.viewDidDisappear)
  public static let view = APIMember(.view)
  public static let loadView = APIMember(.loadView)
  public static let viewDidLoad = APIMember(.viewDidLoad)
  public static let loadViewIfNeeded = APIMember(.loadViewIfNeeded)
  public static let viewWillLayoutSubviews = APIMember(.viewWillLayoutSubviews)
  public static let viewDidLayoutSubviews = APIMember(.viewDidLayoutSubviews)
  public static let addSubview = APIMember(.addSubview)
  public static let insertSubviewAtIndex = APIMember(.insertSubviewAtIndex)
  public static let insertSubviewAbove = APIMember(.insertSubviewAbove)
  public static let insertSubviewBelow = APIMember(.insertSubviewBelow)
  public static let removeFromSuperview = APIMember(.removeFromSuperview)
  public static let bringSubviewToFront = APIMember(.bringSubviewToFront)
  public static let sendSubviewToBack = APIMember(.sendSubviewToBack)
  public static let animate = APIMember(.animate)
  public static let animateWithCompletion = APIMember(.animateWithCompletion)
  public static let animateWithOptions = APIMember(.animateWithOptions)
  public static let animateWithSpring = APIMember(.animateWithSpring)
  public static let setRootViewController = APIMember(.setRootViewController)
  public static let makeKeyAndVisible = APIMember(.makeKeyAndVisible)
  public static let performSelector = APIMember(.performSelector)
  public static let addArrangedSubview = APIMember(.addArrangedSubview)
  public static let transitionWithView = APIMember(.transitionWithView)
  public static let transitionFromView = APIMember(.transitionFromView)
  public static let layoutIfNeeded = APIMember(.layoutIfNeeded)
  public static let activateConstraint = APIMember(.activateConstraint)
  public static let deactivateConstraint = APIMember(.deactivateConstraint)
  public static let pushViewController = APIMember(.pushViewController)
  public static let popViewController = APIMember(.popViewController)
  public static let popToRootViewController = APIMember(.popToRootViewController)
  public static let setViewControllers = APIMember(.setViewControllers)
  public static let present = APIMember(.present)
  public static let dismiss = APIMember(.dismiss)
  public static let setSelectedIndex = APIMember(.setSelectedIndex)
  public static let setSelectedViewController = APIMember(.setSelectedViewController)
  public static let setFrame = APIMember(.setFrame)
  public static let setCenter = APIMember(.setCenter)
  public static let setAlpha = APIMember(.setAlpha)
  public static let setHidden = APIMember(.setHidden)
  public static let setBackgroundColor = APIMember(.setBackgroundColor)
  public static let setTag = APIMember(.setTag)
  public static let setAutoresizingMask = APIMember(.setAutoresizingMask)
  public static let setClipsToBounds = APIMember(.setClipsToBounds)
  public static let setCornerRadius = APIMember(.setCornerRadius)
  public static let setMasksToBounds = APIMember(.setMasksToBounds)
  public static let setText = APIMember(.setText)
  public static let setTitle = APIMember(.setTitle)

  /// How a call is written: a method with labelled parameters, a property read, or a
  /// property assignment.
  public enum Form: Sendable, Hashable {
    /// `swiftName(label: …)` / `[receiver selector pieces…]`.
    /// `swiftLabels` has one entry per parameter (nil for an unlabelled one).
    case method(swiftName: String, swiftLabels: [String?], objcPieces: [String])
    case getter(name: String)
    case setter(name: String)
  }

  /// Every member's form, built once: formatting a trace asks for one per event, and the
  /// arrays of labels and pieces were built again on every ask.
  private static let forms: [Builtin: Form] = Dictionary(
    uniqueKeysWithValues: Builtin.allCases.map { ($0, $0.builtForm) })
}

extension APIMember.Builtin {
  typealias Form = APIMember.Form

  fileprivate var builtForm: Form {
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

}

extension APIMember {
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
      || self == .layoutSubviews || self == .updateConstraints || self == .updateViewConstraints
  }
}
