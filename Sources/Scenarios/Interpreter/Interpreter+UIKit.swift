import Containment

/// The modelled API: each member the code calls goes to the core. Calls of overridable
/// controller methods are dispatched as manual calls (so a scenario override runs nested
/// under the line UIKit records); view, window and animation calls record themselves.
extension Interpreter {
  /// `value.name` read: a stored property of a scenario object, a computed property it
  /// declares, or a modelled property.
  /// `throughAccessors` false: `super.x`, whose getter the caller looked up from the
  /// superclass.
  func readMember(
    _ name: String, of value: Value, at location: SourceLocation, throughAccessors: Bool = true
  ) throws(Interrupt) -> Value {
    if case .null = value { return .null }
    if let ignored = Self.ignoredResult(name, of: value) { return ignored }
    // `ContainerViewController.self`: the class itself (Swift's metatype).
    if name == "self", case .classReference = value, language == .swift { return value }
    // `UIColor.whiteColor`: Objective-C dot syntax on a class sends the class method.
    if case .classReference = value, language == .objc {
      return try callMember(.message([name], hasArguments: false), on: value, [], at: location)
    }
    if case .view(let view as InterpretedView) = value,
      let stored = view.properties[storageKey(name)]
    {
      return stored
    }
    if case .controller(let controller as InterpretedController) = value {
      // Objective-C dot syntax sends the getter: the class's own one runs (Interpreter+Accessors).
      if throughAccessors, let (getter, owner) = objcGetter(name, in: controller.classInfo) {
        return try invoke(getter, of: owner, on: controller, arguments: [], at: location)
      }
      if let stored = try storedProperty(name, of: controller) { return stored }
      // `self.isOpen` for `@property (getter=isOpen) BOOL open`: the synthesized getter.
      if throughAccessors, let property = synthesizedGetter(name, in: controller.classInfo),
        let stored = try storedProperty(property, of: controller)
      {
        return stored
      }
      // `self.x` where the code assigns `_x` but the header declaring `x` is left out: the
      // synthesized getter of an instance variable not assigned yet (nil).
      if language == .objc, impliedProperties.contains(name), !isPlainControllerMember(name) {
        return .null
      }
      if let info = controller.classInfo, let (method, owner) = info.method(name),
        method.isProperty
      {
        return try invoke(method, of: owner, on: controller, arguments: [], at: location)
      }
    }
    let member = try resolve(.property(name), on: value, at: location)
    return try perform(member, on: value, [], at: location)
  }

  /// `value.name = newValue` for a modelled settable property.
  func setMember(_ name: String, of value: Value, _ newValue: Value, at location: SourceLocation)
    throws(Interrupt)
  {
    if case .null = value { return }
    if Self.ignoredResult(name, of: value) != nil { return }
    let member = try resolve(.property(name), on: value, at: location)
    guard member.isSettable else {
      throw Interrupt(.readOnly(member.spelling(language)), at: location)
    }
    if let write = member.behaviour?.write {
      _ = try write(bindAssignment(member, on: value, newValue, at: location))
      try checkStopped()
      return
    }
    if try setSurfaceMember(member, of: value, newValue, at: location) {
      traceViewAssignment(member, of: value)
      try checkStopped()
      return
    }
    let context = member.quotedSpelling(language)
    switch (member.operation, value) {
    case (.view, .controller(let controller)):
      controller.view = try view(newValue, context, at: location)
    case (.viewControllers, _):
      try setViewControllers(of: value, newValue, at: location)
    case (let operation?, _)
    where [.modalPresentationStyle, .selectedIndex, .selectedViewController].contains(operation):
      try setSystemContainerProperty(operation, of: value, newValue, at: location)
    default:
      throw Interrupt(.readOnly(member.spelling(language)), at: location)
    }
    try checkStopped()
  }

  /// Performs a resolved member with arguments in the member's parameter order (a left-out
  /// Swift `completion` is nil).
  func perform(
    _ member: ModelledAPI.Member, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    if let behaviour = member.behaviour {
      let value = try behaviour.read(bind(member, on: receiver, arguments, at: location))
      try checkStopped()
      return value
    }
    if let value = try performSurface(member, on: receiver, arguments, at: location) {
      try checkStopped()
      return value
    }
    if let value = try performObjectMember(member, on: receiver, arguments, at: location) {
      return value
    }
    let context = member.quotedSpelling(language)
    let values = arguments.map(\.value)
    func argument(_ index: Int) -> Value { index < values.count ? values[index] : .null }
    func at(_ index: Int) -> SourceLocation {
      index < arguments.count ? arguments[index].location : location
    }
    let result: Value
    switch receiver {
    case .controller(let controller):
      result = try performController(member, controller, argument, at, context)
    case .view:
      // Every view member is declared (UIKit/UIView.swift) or a surface member handled above.
      throw Interrupt(
        .unknownMember(member.spelling(language), on: "a view", suggestion: nil), at: at(0))
    default:
      result = try performAnimation(member, argument, at, context)
    }
    try checkStopped()
    return result
  }

  private func performController(
    _ member: ModelledAPI.Member, _ controller: UIViewController, _ argument: (Int) -> Value,
    _ at: (Int) -> SourceLocation, _ context: String
  ) throws(Interrupt) -> Value {
    let sim = simulation
    switch member.operation {
    case .addChild:
      let child = try self.controller(argument(0), context, at: at(0))
      sim.dispatch(.manual, controller, .addChild, [trace(child)]) { controller.addChild(child) }
    case .removeFromParent:
      sim.dispatch(.manual, controller, .removeFromParent) { controller.removeFromParent() }
    case .willMove, .didMove:
      let parent = try optionalController(argument(0), context, at: at(0))
      let traceArgument = parent.map(trace) ?? .null
      if member.operation == .willMove {
        sim.dispatch(.manual, controller, .willMoveToParent, [traceArgument]) {
          controller.willMove(toParent: parent)
        }
      } else {
        sim.dispatch(.manual, controller, .didMoveToParent, [traceArgument]) {
          controller.didMove(toParent: parent)
        }
      }
    case .transition:
      let from = try self.controller(argument(0), context, at: at(0))
      let to = try self.controller(argument(1), context, at: at(1))
      let duration = try number(argument(2), context, at: at(2))
      guard let options = options(argument(3)) else {
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "animation options", found: argument(3).kindDescription),
          at: at(3))
      }
      let animations = try closure(argument(4), context, at: at(4))
      let completion = try closure(argument(5), context, at: at(5))
      let traceArguments: [TraceValue] = [
        trace(from), trace(to), .number(duration), .options(options.memberNames),
        .closure(present: animations != nil, role: .animations),
        .closure(present: completion != nil, role: .completion),
      ]
      sim.dispatch(.manual, controller, .transition, traceArguments) {
        controller.transition(
          from: from, to: to, duration: duration, options: options,
          animations: animations.map(noArgumentBlock), completion: completion.map(finishedBlock))
      }
    case .beginAppearanceTransition:
      let appearing = try flag(argument(0), context, at: at(0))
      let animated = try flag(argument(1), context, at: at(1))
      sim.dispatch(
        .manual, controller, .beginAppearanceTransition, [.bool(appearing), .bool(animated)]
      ) {
        controller.beginAppearanceTransition(appearing, animated: animated)
      }
    case .endAppearanceTransition:
      sim.dispatch(.manual, controller, .endAppearanceTransition) {
        controller.endAppearanceTransition()
      }
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
      let animated = try flag(argument(0), context, at: at(0))
      if let operation = member.operation { try callAppearance(operation, controller, animated) }
    case .loadView:
      sim.dispatch(.manual, controller, .loadView) { controller.loadView() }
    case .viewDidLoad:
      sim.dispatch(.manual, controller, .viewDidLoad) { controller.viewDidLoad() }
    case .loadViewIfNeeded:
      sim.dispatch(.manual, controller, .loadViewIfNeeded) { controller.loadViewIfNeeded() }
    case .viewWillLayoutSubviews:
      sim.dispatch(.manual, controller, .viewWillLayoutSubviews) {
        controller.viewWillLayoutSubviews()
      }
    case .viewDidLayoutSubviews:
      sim.dispatch(.manual, controller, .viewDidLayoutSubviews) {
        controller.viewDidLayoutSubviews()
      }
    case .view:
      let view: UIView = controller.view
      return sim.isTerminated ? .null : .view(view)
    case .viewIfLoaded: return controller.viewIfLoaded.map(Value.view) ?? .null
    case .isViewLoaded: return .bool(controller.isViewLoaded)
    case .children: return .array(controller.children.map(Value.controller))
    case .parent: return controller.parent.map(Value.controller) ?? .null
    case .isMovingToParent: return .bool(controller.isMovingToParent)
    case .isMovingFromParent: return .bool(controller.isMovingFromParent)
    case .shouldAutomaticallyForwardAppearanceMethods:
      return .bool(controller.shouldAutomaticallyForwardAppearanceMethods)
    case .controllerWindow: return .view(sim.window)
    case .pushViewController, .popViewController, .popToRootViewController, .setViewControllers,
      .viewControllers, .topViewController, .navigationController:
      return try performNavigation(member, controller, argument, at, context)
    case .present, .dismiss, .presentedViewController, .presentingViewController,
      .isBeingPresented, .isBeingDismissed, .modalPresentationStyle, .selectedIndex,
      .selectedViewController:
      return try performPresentationOrTabs(member, controller, argument, at, context)
    default:
      throw Interrupt(
        .unknownMember(member.spelling(language), on: "a view controller", suggestion: nil),
        at: at(0))
    }
    return .void
  }

  private func callAppearance(
    _ operation: ModelledAPI.Operation, _ controller: UIViewController, _ animated: Bool
  ) throws(Interrupt) {
    let sim = simulation
    let argument: [TraceValue] = [.bool(animated)]
    switch operation {
    case .viewWillAppear:
      sim.dispatch(.manual, controller, .viewWillAppear, argument) {
        controller.viewWillAppear(animated)
      }
    case .viewIsAppearing:
      sim.dispatch(.manual, controller, .viewIsAppearing, argument) {
        controller.viewIsAppearing(animated)
      }
    case .viewDidAppear:
      sim.dispatch(.manual, controller, .viewDidAppear, argument) {
        controller.viewDidAppear(animated)
      }
    case .viewWillDisappear:
      sim.dispatch(.manual, controller, .viewWillDisappear, argument) {
        controller.viewWillDisappear(animated)
      }
    default:
      sim.dispatch(.manual, controller, .viewDidDisappear, argument) {
        controller.viewDidDisappear(animated)
      }
    }
  }

  private func performAnimation(
    _ member: ModelledAPI.Member, _ argument: (Int) -> Value, _ at: (Int) -> SourceLocation,
    _ context: String
  ) throws(Interrupt) -> Value {
    let duration = try number(argument(0), context, at: at(0))
    switch member.operation {
    case .animate, .animateWithCompletion:
      guard let animations = try closure(argument(1), context, at: at(1)) else {
        throw Interrupt(
          .typeMismatch(context: context, expected: "an animations closure", found: "nil"),
          at: at(1))
      }
      if member.operation == .animate {
        UIView.animate(withDuration: duration, animations: noArgumentBlock(animations))
      } else {
        let completion = try closure(argument(2), context, at: at(2))
        UIView.animate(
          withDuration: duration, animations: noArgumentBlock(animations),
          completion: completion.map(finishedBlock))
      }
    default:
      let delay = try number(argument(1), context, at: at(1))
      // The spring variant has its damping and velocity before the options.
      let spring = member.operation == .animateWithSpring
      let first = spring ? 4 : 2
      let damping = spring ? try number(argument(2), context, at: at(2)) : 0
      let velocity = spring ? try number(argument(3), context, at: at(3)) : 0
      guard let options = options(argument(first)) else {
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "animation options",
            found: argument(first).kindDescription),
          at: at(first))
      }
      guard let animations = try closure(argument(first + 1), context, at: at(first + 1)) else {
        throw Interrupt(
          .typeMismatch(context: context, expected: "an animations closure", found: "nil"),
          at: at(first + 1))
      }
      let completion = try closure(argument(first + 2), context, at: at(first + 2))
      if spring {
        UIView.animate(
          withDuration: duration, delay: delay, usingSpringWithDamping: damping,
          initialSpringVelocity: velocity, options: options,
          animations: noArgumentBlock(animations), completion: completion.map(finishedBlock))
      } else {
        UIView.animate(
          withDuration: duration, delay: delay, options: options,
          animations: noArgumentBlock(animations), completion: completion.map(finishedBlock))
      }
    }
    return .void
  }
}

extension Interpreter {
  /// What reading, calling or setting `name` on `value` gives when the model ignores it
  /// (IgnoredAPI): an ignored value for an ignored member of a controller, view or layer, of
  /// an ignored class, or of an ignored value; nil when `name` is to be resolved as usual.
  static func ignoredResult(_ name: String, of value: Value) -> Value? {
    switch value {
    case .ignored: return value
    case .classReference(let className) where IgnoredAPI.isClass(className):
      // `UIApplication.didBecomeActiveNotification`: a notification's name is its raw value,
      // `UIApplicationDidBecomeActiveNotification`, which `run=post:` can post.
      if name.hasSuffix("Notification"), let first = name.first {
        return .string(className + first.uppercased() + name.dropFirst())
      }
      return .ignored(className)
    case .surface(.color):
      // `UIColor.black.withAlphaComponent(0.5)`: still a colour (the alpha is not kept), so it
      // can be assigned where a colour goes.
      return IgnoredAPI.contains(member: name) ? value : nil
    case .controller, .view, .surface(.layer), .surface(.navigationItem):
      guard IgnoredAPI.contains(member: name), !isOwnMember(name, of: value) else { return nil }
      return .ignored(name)
    default: return nil
    }
  }

  /// True when the scenario's own class gives `value` a member `name` (a method, a property, an
  /// instance variable): the code's own `font` is never UIKit's ignored one.
  private static func isOwnMember(_ name: String, of value: Value) -> Bool {
    let property = MemberResolver.setterName(name) ?? name
    switch value {
    case .controller(let controller as InterpretedController):
      if controller.hasStoredProperty(name) || controller.hasStoredProperty(property)
        || controller.hasStoredProperty("_" + property)
      {
        return true
      }
      return controller.classInfo?.memberNames.contains { $0 == name || $0 == property } == true
    case .view(let view as InterpretedView):
      return view.properties[name] != nil || view.properties[property] != nil
    default: return false
    }
  }
}
