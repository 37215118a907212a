import Containment

/// Custom presentation controllers (docs/FIDELITY.md A44): a `UIPresentationController`
/// subclass the scenario declares. Its object is a scenario object like any other
/// (`InterpretedController`), holding what UIKit's part of it holds (`Containment`'s
/// `UIPresentationController`): `presentedViewController`, `presentingViewController`, and,
/// once a transition has started, `containerView`, `presentedView` and
/// `frameOfPresentedViewInContainerView`, which its methods read as inherited properties.
/// UIKit calls its overrides around the transition.
extension Interpreter {
  static let presentationControllerClass = "UIPresentationController"

  /// True when `className` is a class the scenario declares, inheriting from
  /// `UIPresentationController` (directly or through its other classes).
  func isPresentationControllerClass(_ className: String) -> Bool {
    var current = className
    for _ in 0..<64 {
      let superclass =
        program.classes.first(where: { $0.name == current })?.superclass
        ?? program.interfaceSuperclasses[current]
      guard let superclass, superclass != current else { return false }
      if superclass == Self.presentationControllerClass { return true }
      current = superclass
    }
    return false
  }

  /// The Swift labels and Objective-C pieces of UIKit's initializer.
  private static func isPresentationInitializer(_ names: [String], objc: Bool) -> Bool {
    objc
      ? names == ["initWithPresentedViewController", "presentingViewController"]
      : names == ["presentedViewController", "presenting"]
  }

  /// `SheetController(presentedViewController: p, presenting: q)` /
  /// `[[SheetController alloc] initWithPresentedViewController:p presentingViewController:q]`:
  /// UIKit's initializer, inherited by a class that declares none of that spelling; nil for
  /// other classes and spellings.
  func createPresentationController(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard isPresentationControllerClass(className), arguments.count == 2 else { return nil }
    let names = objcInit ? labels.compactMap { $0 } : labels.map { $0 ?? "_" }
    guard Self.isPresentationInitializer(names, objc: objcInit) else { return nil }
    let use: MemberResolver.Use =
      objcInit
      ? .message(names, hasArguments: true)
      : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    if classes[className]?.method(calledAs: use, language) != nil { return nil }
    let object = try makeController(className: className, at: location)
    try attachPresentationController(
      to: object, presented: arguments[0].value, presenting: arguments[1].value, at: location)
    return .controller(object)
  }

  /// `super.init(presentedViewController:presenting:)` in the class's own initializer, and
  /// `super.presentationTransitionWillBegin()` and the other hooks, whose UIKit versions do
  /// nothing the trace shows (A44.2); nil for other receivers and members.
  func presentationControllerSuper(
    _ use: MemberResolver.Use, _ arguments: [Value], on receiver: InterpretedController,
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard let info = receiver.classInfo, isPresentationControllerClass(info.name) else {
      return nil
    }
    switch use {
    case .swiftCall("init", let labels, _)
    where Self.isPresentationInitializer(labels.map { $0 ?? "_" }, objc: false):
      try attachPresentationController(
        to: receiver, presented: arguments[0], presenting: arguments[1], at: location)
      return .void
    case .message(let pieces, _) where Self.isPresentationInitializer(pieces, objc: true):
      try attachPresentationController(
        to: receiver, presented: arguments[0], presenting: arguments[1], at: location)
      return .controller(receiver)
    case .swiftCall(let name, _, _):
      return Self.presentationHooks.contains(name) ? .void : nil
    case .message(let pieces, _):
      return pieces.count == 1 && Self.presentationHooks.contains(pieces[0]) ? .void : nil
    default:
      return nil
    }
  }

  /// On the code's presentation controller itself: `self.init(presentedViewController:
  /// presenting:)` from a convenience initializer (UIKit's initializer, which the class
  /// inherits), and UIKit's properties sent as messages (`[self containerView]`), which the
  /// class does not declare; nil for anything else, which the class's own members answer.
  func presentationControllerOwnMember(
    _ use: MemberResolver.Use, _ arguments: [Value], on receiver: InterpretedController,
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard let info = receiver.classInfo, isPresentationControllerClass(info.name),
      info.method(calledAs: use, language) == nil
    else { return nil }
    switch use {
    case .swiftCall("init", let labels, _)
    where Self.isPresentationInitializer(labels.map { $0 ?? "_" }, objc: false):
      try attachPresentationController(
        to: receiver, presented: arguments[0], presenting: arguments[1], at: location)
      return .void
    case .message(let pieces, false) where pieces.count == 1:
      return receiver.properties[pieces[0]]
    default:
      return nil
    }
  }

  /// UIKit's hooks of a presentation controller, whose own versions do nothing traced.
  private static let presentationHooks: Set<String> = [
    "presentationTransitionWillBegin", "presentationTransitionDidEnd",
    "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
    "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
  ]

  /// UIKit's part of the object: the two controllers, then the container and the presented
  /// view as the transition sets them.
  private func attachPresentationController(
    to object: InterpretedController, presented: Value, presenting: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    guard case .controller(let presentedController) = presented else {
      throw Interrupt(
        .typeMismatch(
          context: "`init(presentedViewController:presenting:)`", expected: "a view controller",
          found: presented.kindDescription), at: location)
    }
    var presentingController: UIViewController?
    if case .controller(let controller) = presenting { presentingController = controller }
    let model = Containment.UIPresentationController(
      app: object, presented: presentedController, presenting: presentingController,
      simulation: simulation)
    object.properties["presentedViewController"] = .controller(presentedController)
    object.properties["presentingViewController"] =
      presentingController.map(Value.controller) ?? .null
    object.properties["presentationStyle"] = .ignored(".custom")
    let refresh = { [weak object, weak model] in
      guard let object, let model else { return }
      object.properties["containerView"] = model.containerView.map(Value.view) ?? .null
      object.properties["presentedView"] = model.defaultPresentedView.map(Value.view) ?? .null
      object.properties["frameOfPresentedViewInContainerView"] = .rect(
        model.defaultFrameOfPresentedView)
      object.properties["shouldRemovePresentersView"] = .bool(false)
      object.properties["shouldPresentInFullscreen"] = .bool(true)
    }
    model.onChange = refresh
    refresh()
  }
}
