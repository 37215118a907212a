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
    // A message to nil: nil, or zero of the property's type (Interpreter+NilMessages).
    if case .null = value { return nilMessageResult(.property(name)) }
    // NSObject's `classForCoder`: the object's own class (W28: `NSStringFromClass` of it).
    if language == .swift, name == "classForCoder", value.object != nil,
      let className = className(of: value)
    {
      return .classReference(className)
    }
    if let inert = try inertObjectResult(.property(name), of: value, at: location) {
      return inert
    }
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
    // `self.moreNavigationController.tabBarItem_jk`: Objective-C dot syntax sends the getter
    // (U7), so on UIKit's own controller the getter of the project's `UIViewController`
    // category runs, as its other methods do (C26).
    if throughAccessors, let getter = rootCategoryAccessor(name, setter: false, on: value) {
      return try callMember(getter, on: value, [], at: location)
    }
    // `MyView.areAnimationsEnabled`: a class property the snippet's class inherits.
    if case .classReference = value,
      let inherited = try appClassMember(.property(name), on: value, [], at: location)
    {
      return inherited
    }
    let member = try resolve(.property(name), on: value, at: location)
    return try perform(member, on: value, [], at: location)
  }

  /// `value.name = newValue` for a modelled settable property; a Swift observer override of
  /// it in the object's class runs around UIKit's setter (Interpreter+ObserverOverrides).
  func setMember(_ name: String, of value: Value, _ newValue: Value, at location: SourceLocation)
    throws(Interrupt)
  {
    if let observed = observerOverride(of: name, in: value) {
      try setObserved(name, of: value, newValue, observed, at: location)
      return
    }
    try setModelledMember(name, of: value, newValue, at: location)
  }

  /// UIKit's setter of `name`, without the class's observers.
  func setModelledMember(
    _ name: String, of value: Value, _ newValue: Value, at location: SourceLocation
  ) throws(Interrupt) {
    if case .null = value { return }
    if try inertObjectResult(.property(name), of: value, at: location) != nil { return }
    if Self.ignoredResult(name, of: value) != nil { return }
    // `navigationController.tabBarItem_jk = item`: the category's setter, as reading it is.
    if let setter = rootCategoryAccessor(name, setter: true, on: value) {
      _ = try callMember(
        setter, on: value,
        [EvaluatedArgument(label: nil, value: newValue, isTrailing: false, location: location)],
        at: location)
      return
    }
    let member = try resolve(.property(name), on: value, at: location)
    guard member.isSettable else {
      throw Interrupt(.readOnly(member.spelling(language)), at: location)
    }
    guard let write = member.behaviour.write else {
      throw Interrupt(.readOnly(member.spelling(language)), at: location)
    }
    _ = try write(bindAssignment(member, on: value, newValue, at: location))
    try checkStopped()
  }

  /// Performs a resolved member with arguments in the member's parameter order (a left-out
  /// Swift `completion` is nil).
  func perform(
    _ member: ModelledAPI.Member, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let value = try member.behaviour.read(bind(member, on: receiver, arguments, at: location))
    try checkStopped()
    // An `NSInteger` member (`selectedIndex`, `tag`) gives an integer (Interpreter+Numbers).
    return typedResult(value, of: member, on: receiver)
  }
}

extension Interpreter {
  /// What reading, calling or setting `name` on `value` gives when `value` is an inert value
  /// that is no object of a real class (`.systemFont` read as an implicit member): the value
  /// itself, so that one inert name never cascades. Nil when `name` is to be resolved as usual.
  ///
  /// A value kept as the name of its real type (`self.topLayoutGuide`, a `UILayoutSupport`)
  /// answers a member whose declared result is a number, a `Bool`, a string or a geometry
  /// struct with that type's zero value (`length` is a `CGFloat`, 0), never with itself:
  /// values have their declared type.
  static func ignoredResult(_ name: String, of value: Value) -> Value? {
    guard case .ignored(let typeName) = value else { return nil }
    let surface = UIKitSurface.shared
    guard let type = surface.type(named: typeName) else {
      return value
    }
    for language in ScenarioLanguage.allCases {
      guard let match = surface.member(named: name, in: type.objcName, language: language)
      else { continue }
      switch zeroValue(ofSwiftType: match.member.swiftType) {
      case let zero where zero.isScalar: return zero
      case .rect(let rect): return .rect(rect)
      case .string(let text): return .string(text)
      case .surface(.point(let point)): return .surface(.point(point))
      case .surface(.size(let size)): return .surface(.size(size))
      default: return value
      }
    }
    return value
  }
}

extension Interpreter {
  /// The accessor message (`tabBarItem_jk`, `setTabBarItem_jk:`) that Objective-C dot syntax
  /// sends for `name` on UIKit's own controller (one the code made, not of a scenario class),
  /// when a `UIViewController` category of the snippet writes it and no UIKit member has the
  /// name. Nil otherwise (a scenario class's object finds its accessors itself).
  func rootCategoryAccessor(_ name: String, setter: Bool, on value: Value)
    -> MemberResolver.Use?
  {
    guard language == .objc, case .controller(let controller) = value,
      !(controller is InterpretedController), let root = rootExtension,
      !UIKitDeclarations.isRealMember(.property(name), language)
    else { return nil }
    let use: MemberResolver.Use =
      setter
      ? .message(["set" + name.prefix(1).uppercased() + name.dropFirst()], hasArguments: true)
      : .message([name], hasArguments: false)
    guard let (method, _, _) = root.method(calledAs: use, language), !method.isStatic else {
      return nil
    }
    return use
  }
}
