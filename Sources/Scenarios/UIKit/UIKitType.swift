import Containment

/// One UIKit (Foundation, QuartzCore, CoreGraphics) type as scenarios see it: its name, its
/// superclass, and its members, declared once in the type's own file under `UIKit/`.
struct UIKitType: Sendable {
  let name: String
  let superclass: String?
  /// The receiver kind the resolver files its members under.
  let receiver: ModelledAPI.Receiver
  /// A value type (`CGRect`): setting a member makes a new value, assigned back.
  let isValue: Bool
  let members: [UIKitMember]

  init(
    _ name: String, superclass: String? = nil, receiver: ModelledAPI.Receiver,
    isValue: Bool = false, members: (ModelledAPI.Receiver) -> [UIKitMember]
  ) {
    self.name = name
    self.superclass = superclass
    self.receiver = receiver
    self.isValue = isValue
    self.members = members(receiver).map { $0.declared(on: name) }
  }
}

/// Every type declared under `UIKit/`, in a fixed order; their members join the modelled
/// API's table (`ModelledAPI.members`).
enum UIKitDeclarations {
  static let types: [UIKitType] = [
    .uiView, .uiWindow, .cgRect, .cgPoint, .cgSize, .caLayer, .nsArray, .uiScreen, .uiControl,
    .uiButton, .uiLabel, .uiImageView, .uiSegmentedControl, .uiScrollView, .uiStackView,
    .uiViewControllerPresentationContext, .uiViewController, .uiViewControllerPresentation,
    .uiNavigationController, .uiTabBarController, .uiViewAnimation, .uiViewAutoLayout,
    .uiLayoutGuide, .nsLayoutAnchor, .nsLayoutDimension, .nsLayoutConstraint, .notificationCenter,
    .dispatchQueue, .nsNotification,
    .uiViewControllerSurface, .uiNavigationItem, .uiStoryboard, .nsObjectOnControllers,
    .nsObjectOnViews, .nsString, .uiViewHooks, .nsMutableArray,
    .nsKeyValueCodingOnControllers, .nsArrayKeyValueCoding,
    .uiViewControllerTransitioning, .uiViewControllerContextTransitioning,
    .uiPercentDrivenInteractiveTransition, .uiNavigationControllerDelegate,
    .uiTabBarControllerDelegate,
    .uiPageViewController, .uiSplitViewController, .uiViewControllerSplit,
    .uiViewControllerShowDetail,
    .uiHostingController, .uiViewControllerSegues, .uiViewPropertyAnimator,
    .uiViewPropertyAnimatorClass, .uiViewControllerTabBar, .caTransaction,
    .uiViewControllerChildQuestions, .uiApplication, .uiApplicationDelegate,
    .uiTableView, .uiCollectionView, .uiCollectionViewFlowLayout, .uiTableViewCell,
    .uiCollectionViewCell, .nsIndexPath, .uiTableViewController, .uiCollectionViewController,
  ]

  static let members: [UIKitMember] = types.flatMap(\.members)

  /// True for a value type a declaration models (`CGRect`, `CGPoint`, `CGSize`).
  static func isValueType(_ name: String) -> Bool {
    types.contains { $0.isValue && $0.name == name }
  }

  /// Names of the settable members of value types (`x`, `size`): an assignment to one
  /// (`a.frame.size.height = 40`) changes a copy and assigns it back.
  static let valueFieldNames: Set<String> = Set(
    types.filter(\.isValue).flatMap(\.members).filter(\.isSettable).map(\.swiftName))
}

extension UIKitMember {
  /// A property with behaviour; settable when it has `write`.
  static func property(
    _ receiver: ModelledAPI.Receiver, _ swiftName: String, objc: String? = nil,
    _ type: UIKitValueType, traced: APIMember? = nil, fidelity: String,
    read: @escaping UIKitBehaviour.Read, write: UIKitBehaviour.Write? = nil
  ) -> UIKitMember {
    UIKitMember(
      behaviour: UIKitBehaviour(fidelity: fidelity, read: read, write: write),
      receiver: receiver, swiftName: traced?.swiftName ?? swiftName, swiftLabels: [],
      objcPieces: traced?.objcPieces ?? [objc ?? swiftName], isProperty: true,
      isSettable: write != nil, traced: traced, result: type)
  }

  /// A method with behaviour. `labels` are Swift's (nil for `_`), `objc` the selector's pieces.
  static func method(
    _ receiver: ModelledAPI.Receiver, _ swiftName: String, _ labels: [String?] = [],
    objc: [String]? = nil, _ parameters: [UIKitValueType] = [],
    returns result: UIKitValueType = .void, closures: Set<String> = [], fidelity: String,
    read: @escaping UIKitBehaviour.Read
  ) -> UIKitMember {
    UIKitMember(
      behaviour: UIKitBehaviour(fidelity: fidelity, read: read), receiver: receiver,
      swiftName: swiftName, swiftLabels: labels, objcPieces: objc ?? [swiftName],
      isProperty: false, closureLabels: closures, parameters: parameters, result: result)
  }

  /// A traced method with behaviour, spelled as its `APIMember` is.
  static func method(
    _ receiver: ModelledAPI.Receiver, traced: APIMember, _ parameters: [UIKitValueType] = [],
    returns result: UIKitValueType = .void, closures: Set<String> = [], fidelity: String,
    read: @escaping UIKitBehaviour.Read
  ) -> UIKitMember {
    UIKitMember(
      behaviour: UIKitBehaviour(fidelity: fidelity, read: read), receiver: receiver,
      swiftName: traced.swiftName, swiftLabels: traced.swiftLabels,
      objcPieces: traced.objcPieces, isProperty: false, closureLabels: closures, traced: traced,
      parameters: parameters, result: result)
  }

  /// A traced method the core does not know, spelled here once: its trace lines carry this
  /// spelling (`APIMember(declared:)`), so adding it takes its declaration only. The
  /// behaviour dispatches it as `call.traced`.
  static func method(
    _ receiver: ModelledAPI.Receiver, tracing swiftName: String, _ labels: [String?],
    objc: [String], _ parameters: [UIKitValueType], returns result: UIKitValueType = .void,
    closures: Set<String> = [], fidelity: String, read: @escaping UIKitBehaviour.Read
  ) -> UIKitMember {
    let traced = APIMember(
      declared: .method(swiftName: swiftName, swiftLabels: labels, objcPieces: objc))
    return method(
      receiver, traced: traced, parameters, returns: result, closures: closures,
      fidelity: fidelity, read: read)
  }
}
