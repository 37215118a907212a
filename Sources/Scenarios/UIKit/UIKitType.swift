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
  /// The initializers and class factories that make an object of the type
  /// (`UISegmentedControl(items:)` / `initWithItems:`), in the order a message lists them;
  /// called by `Interpreter.createSurface` with the class as receiver.
  let initializers: [UIKitMember]
  /// C functions the type's header declares (`CGPointMake`, `dispatch_async`), called by name
  /// (`Interpreter.callSurfaceBuiltin`).
  let functions: [UIKitMember]
  /// What an untouched value of the type is (an inert property of it reads this, C27): a
  /// colour or image the model keeps no components of goes where one goes (V13).
  let zero: UIKitZero?

  init(
    _ name: String, superclass: String? = nil, receiver: ModelledAPI.Receiver,
    isValue: Bool = false, zero: UIKitZero? = nil,
    initializers: [UIKitMember] = [], functions: [UIKitMember] = [],
    members: (ModelledAPI.Receiver) -> [UIKitMember] = { _ in [] }
  ) {
    self.name = name
    self.superclass = superclass
    self.receiver = receiver
    self.isValue = isValue
    self.zero = zero
    self.members = members(receiver).map { $0.declared(on: name) }
    self.initializers = initializers.map { $0.declared(on: name) }
    self.functions = functions.map { $0.declared(on: name) }
  }
}

/// A declared type's zero value: a geometry value, or a colour or image by name, none of which
/// holds an object, so the declarations may share it.
struct UIKitZero: @unchecked Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}

/// Every type declared under `UIKit/`, in a fixed order; their members join the modelled
/// API's table (`ModelledAPI.members`).
enum UIKitDeclarations {
  static let types: [UIKitType] = [
    .uiView, .uiWindow, .cgRect, .cgPoint, .cgSize, .caLayer, .nsArray, .uiScreen, .uiControl,
    .uiButton, .uiLabel, .uiImageView, .uiSegmentedControl, .uiScrollView, .uiStackView,
    .uiViewControllerPresentationContext, .uiViewController, .uiViewControllerPresentation,
    .uiNavigationController, .uiTabBarController, .uiViewAnimation, .uiViewAutoLayout,
    .uiLayoutGuide, .uiLayoutSupport, .uiViewControllerLayoutSupport, .nsLayoutAnchor,
    .nsLayoutDimension, .nsLayoutConstraint, .notificationCenter,
    .dispatchQueue, .nsNotification, .notification,
    .uiViewControllerSurface, .uiNavigationItem, .uiStoryboard, .nsObjectOnControllers,
    .nsObjectOnViews, .nsString, .uiViewHooks, .nsMutableArray,
    .nsKeyValueCodingOnControllers, .nsKeyValueCodingOnViews, .nsArrayKeyValueCoding,
    .uiViewControllerTransitioning, .uiViewControllerContextTransitioning,
    .uiPercentDrivenInteractiveTransition, .uiNavigationControllerDelegate,
    .uiTabBarControllerDelegate,
    .uiPageViewController, .uiSplitViewController, .uiViewControllerSplit,
    .uiViewControllerShowDetail,
    .uiHostingController, .uiViewControllerSegues, .uiViewPropertyAnimator,
    .uiViewPropertyAnimatorClass, .uiViewControllerTabBar, .caTransaction,
    .uiViewControllerChildQuestions, .uiApplication, .uiApplicationDelegate,
    .uiTableView, .uiCollectionView, .uiCollectionViewFlowLayout, .uiTableViewCell,
    .uiCollectionViewCell, .nsIndexPath, .indexPath, .uiNib, .uiTableViewController,
    .uiCollectionViewController,
    .uiImage, .uiColor, .foundation, .uiKitFunctions, .nsNumber,
    .cgAffineTransform, .uiEdgeInsets, .uiOffset, .nsDirectionalEdgeInsets, .cgRectFunctions,
    .nsCharacterSet, .characterSet,
    .uiSwitch, .uiSlider, .uiStepper, .uiPageControl, .uiTextField, .uiDatePicker,
    .timer, .nsTimer, .timerClass, .nsRunLoop, .runLoopClass, .caDisplayLink,
    .quartzCoreFunctions, .runLoopModeType, .runLoopMode, .uiAlertController, .uiAlertAction,
    .uiPopoverController, .uiViewControllerPopover,
    .uiResponderOnViews, .uiResponderOnControllers, .uiResponderOnApplication,
    .keyValueObservingOnViews, .keyValueObservingOnControllers, .nsKeyValueObservation,
    .nsKeyValueObservedChange, .uiTabBar,
  ]

  static let members: [UIKitMember] = types.flatMap(\.members)

  /// The declared initializers of each class, by class name (several declarations of one
  /// class add up).
  static let initializers: [String: [UIKitMember]] = Dictionary(
    types.filter { !$0.initializers.isEmpty }.map { ($0.name, $0.initializers) },
    uniquingKeysWith: +)

  /// The zero value of each declared type that has one (`CGRect`, `UIColor`).
  static let zeroValues: [String: UIKitZero] = Dictionary(
    types.compactMap { type in type.zero.map { (type.name, $0) } },
    uniquingKeysWith: { first, _ in first })

  /// The declared C functions, by name in each language (a Swift name is an initializer-like
  /// spelling: `CGPoint(x:y:)` is the type's, not a function).
  static let functions: [String: UIKitMember] = Dictionary(
    types.flatMap(\.functions).map { ($0.objcPieces[0], $0) },
    uniquingKeysWith: { first, _ in first })

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
  /// An initializer or class factory of `className` (`UISegmentedControl(items:)` /
  /// `initWithItems:`, `UIImage(named:)` / `imageNamed:`): its Swift spelling is the class's
  /// call, its Objective-C spelling the selector; nil `objc` for one Swift alone writes
  /// (`UIButton(type:)`). `make` returns the new object.
  static func initializer(
    _ className: String, _ labels: [String?], objc: [String]?,
    _ parameters: [UIKitValueType] = [], fidelity: String, make: @escaping UIKitBehaviour.Read
  ) -> UIKitMember {
    UIKitMember(
      behaviour: UIKitBehaviour(fidelity: fidelity, read: make), receiver: .viewClass,
      swiftName: className, swiftLabels: labels, objcPieces: objc ?? [], isProperty: false,
      parameters: parameters, result: .any)
  }

  /// `X()` / `X(frame:)` and `init` / `initWithFrame:`, the initializers every view class
  /// inherits from `UIView`: a view of the class, made by `make` with its frame (V1).
  static func viewInitializers(
    _ className: String, fidelity: String, make: @escaping @Sendable (CGRect) -> UIView,
    adding more: [UIKitMember] = []
  ) -> [UIKitMember] {
    let plain: [UIKitMember] = [
      .initializer(className, [], objc: ["init"], fidelity: fidelity) { _ in .view(make(.zero)) },
      .initializer(className, ["frame"], objc: ["initWithFrame"], [.rect], fidelity: fidelity) {
        call in .view(make(call.rect(0)))
      },
    ]
    return plain + more
  }

  /// A C function of the type's header (`CGPointMake`, `dispatch_after`), called by name with
  /// its arguments in order.
  static func function(
    _ name: String, _ parameters: [UIKitValueType], returns result: UIKitValueType = .any,
    fidelity: String, read: @escaping UIKitBehaviour.Read
  ) -> UIKitMember {
    UIKitMember(
      behaviour: UIKitBehaviour(fidelity: fidelity, read: read), receiver: .viewClass,
      swiftName: name, swiftLabels: [], objcPieces: [name], isProperty: false,
      parameters: parameters, result: result)
  }

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
