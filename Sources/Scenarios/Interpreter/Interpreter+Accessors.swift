import Containment

/// Objective-C accessors, as clang compiles dot syntax: `self.x` sends the getter `x` and
/// `self.x = v` the setter `setX:`, so a class's own accessors run (a lazy getter, a setter
/// that swaps children); a declared `@property` without written accessors gets synthesized
/// ones, which read and write its `_x` instance variable. Inside an accessor, `_x` is that
/// instance variable, not a message. Swift's stored and computed properties are untouched.
extension Interpreter {
  /// The getter `- (T)name` that `info` (or a declared superclass) writes, in Objective-C.
  func objcGetter(_ name: String, in info: ClassInfo?) -> (MethodDecl, ClassInfo)? {
    guard language == .objc, let info, let (method, owner) = info.method(name),
      method.parameters.isEmpty
    else { return nil }
    return (method, owner)
  }

  /// The setter `- (void)setName:(T)value` that `info` (or a declared superclass) writes, in
  /// Objective-C.
  func objcSetter(_ name: String, in info: ClassInfo?) -> (MethodDecl, ClassInfo)? {
    guard language == .objc, let info, let first = name.first else { return nil }
    let key = "set" + first.uppercased() + name.dropFirst() + ":"
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
    guard language == .objc, let info = controller.classInfo,
      case .message(let pieces, let hasArguments) = use, pieces.count == 1
    else { return nil }
    if !hasArguments, info.declaresObjCProperty(pieces[0]) {
      return try storedProperty(pieces[0], of: controller) ?? .null
    }
    if hasArguments, let property = MemberResolver.setterName(pieces[0]),
      info.declaresObjCProperty(property), let argument = arguments.first
    {
      try setProperty(property, of: controller, argument.value, at: location)
      return .void
    }
    return nil
  }
}
