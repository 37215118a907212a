import Containment

/// Objective-C accessors, as clang compiles dot syntax: `self.x` sends the getter `x` and
/// `self.x = v` the setter `setX:`, so a class's own accessors run (a lazy getter, a setter
/// that swaps children); a declared `@property` without written accessors gets synthesized
/// ones, which read and write its `_x` instance variable. Inside an accessor, `_x` is that
/// instance variable, not a message. Swift's stored and computed properties are untouched.
extension Interpreter {
  /// The getter that `info` (or a declared superclass) writes for dot syntax `x.name`, in
  /// Objective-C: `- (T)name`, or the property's `getter=` method (`isOpen` for `open`).
  func objcGetter(_ name: String, in info: ClassInfo?) -> (MethodDecl, ClassInfo)? {
    guard language == .objc, let info else { return nil }
    let key = info.objcProperty { $0.name == name }?.objcGetter ?? name
    guard let (method, owner) = info.method(key), method.parameters.isEmpty else { return nil }
    return (method, owner)
  }

  /// True when a plain `UIViewController` has the modelled member `name`; members only UIKit's
  /// own containers have (`selectedViewController`, `viewControllers`) do not count, so a
  /// scenario class's property of that name is its own.
  func isPlainControllerMember(_ name: String) -> Bool {
    ModelledAPI.table(of: .controller).named(name, language).contains {
      $0.owner != "UINavigationController" && $0.owner != "UITabBarController"
        && $0.owner != "UIPageViewController" && $0.owner != "UISplitViewController"
    }
  }

  /// The property a synthesized getter named `getter` reads (`isOpen` for
  /// `@property (getter=isOpen) BOOL open`), or nil.
  func synthesizedGetter(_ getter: String, in info: ClassInfo?) -> String? {
    guard language == .objc else { return nil }
    return info?.objcProperty(getter: getter)?.name
  }

  /// The setter `- (void)setName:(T)value` that `info` (or a declared superclass) writes, in
  /// Objective-C.
  func objcSetter(_ name: String, in info: ClassInfo?) -> (MethodDecl, ClassInfo)? {
    guard language == .objc, let info, let first = name.first else { return nil }
    // `@property (setter=turn:) BOOL on;`: `x.on = v` sends `turn:`.
    let key =
      (info.objcProperty { $0.name == name }?.objcSetter).map { $0 + ":" }
      ?? "set" + first.uppercased() + name.dropFirst() + ":"
    guard let (method, owner) = info.method(key), method.parameters.count == 1 else { return nil }
    return (method, owner)
  }

  /// `[object current]` and `[object setCurrent:x]` for a declared `@property` the class does
  /// not write accessors for: the synthesized ones (read or set the instance variable). Nil
  /// when `use` is neither.
  func synthesizedAccessor(
    _ use: MemberResolver.Use, of controller: InterpretedController,
    _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .objc, case .message(let pieces, let hasArguments) = use,
      pieces.count == 1
    else { return nil }
    let info = controller.classInfo
    if !hasArguments,
      let property = synthesizedGetter(pieces[0], in: info)
        ?? (impliedProperties.contains(pieces[0]) ? pieces[0] : nil)
    {
      return try storedProperty(property, of: controller) ?? .null
    }
    let customSetter = info?.objcProperty { $0.objcSetter == pieces[0] }?.name
    if hasArguments,
      let property = customSetter ?? info?.objcPropertyName(setter: pieces[0])
        ?? MemberResolver.setterName(pieces[0]),
      customSetter != nil || info?.declaresObjCProperty(property) == true
        || impliedProperties.contains(property),
      let argument = arguments.first
    {
      try observingChange(of: .controller(controller), key: property, at: location) {
        () throws(Interrupt) in
        try setProperty(property, of: controller, argument.value, at: location)
      }
      return .void
    }
    return nil
  }
}
