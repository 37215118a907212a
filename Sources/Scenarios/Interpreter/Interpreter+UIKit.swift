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
    if let inert = try inertObjectResult(.property(name), of: value, at: location) {
      return inert
    }
    if let ignored = Self.ignoredResult(name, of: value) {
      return keptIgnoredValue(name, of: value) ?? ignored
    }
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
    if try inertObjectResult(.property(name), of: value, at: location) != nil { return }
    if Self.ignoredResult(name, of: value) != nil { return }
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
    return value
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

extension Interpreter {
  /// `vc.hidesBottomBarWhenPushed = true`: an ignored member (IgnoredAPI) that is a real
  /// property of a Bool, number or string keeps the value set, as an inert property does, so
  /// that the code reads back what it wrote; the value of any other type (a font, a bar item)
  /// is not evaluated. The `scenario.ignored` warning is the static check's, unchanged.
  func keepIgnoredAssignment(
    _ name: String, of receiver: Value, _ valueExpression: Expr, in scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) {
    guard let object = receiver.object, let typeName = surfaceTypeName(of: receiver),
      let match = UIKitSurface.shared.member(named: name, in: typeName, language: language),
      match.member.kind == .property,
      ["Bool", "Int", "CGFloat", "Double", "Float", "String", "String?"].contains(
        match.member.swiftType)
    else { return }
    let value = try evaluate(valueExpression, in: scope, context)
    inertValues[InertKey(object: ObjectIdentifier(object), name: name)] = value
  }

  /// What an ignored property read gives: the value the code set (`keepIgnoredAssignment`),
  /// or nil.
  func keptIgnoredValue(_ name: String, of receiver: Value) -> Value? {
    guard let object = receiver.object else { return nil }
    return inertValues[InertKey(object: ObjectIdentifier(object), name: name)]
  }
}
