/// The app's own categories of Foundation's classes: `@implementation NSArray (Safe) -
/// (id)safeObjectAtIndex:(NSUInteger)index … @end`. A category's methods are the class's (The
/// Objective-C Programming Language, "Categories and Extensions"), so they answer messages to
/// every array the code holds, with the array as `self`; a category of `NSArray` reaches
/// mutable arrays too, as `NSMutableArray` inherits `NSArray`.
extension Interpreter {
  /// The Foundation classes a value the model keeps as a value is an instance of, the most
  /// specific first (arrays, strings and dictionaries may be mutable; the model keeps no
  /// difference).
  static func foundationClassNames(of value: Value) -> [String] {
    switch value {
    case .array: ["NSMutableArray", "NSArray"]
    case .string: ["NSMutableString", "NSString"]
    case .dictionary: ["NSMutableDictionary", "NSDictionary"]
    case .integer, .number, .bool: ["NSNumber", "NSValue"]
    default: []
    }
  }

  /// `[self.pages safeObjectAtIndex:5]`: a category method of the receiver's Foundation class,
  /// run with the value as `self`; nil when no category of the snippet has it.
  func foundationCategoryMessage(
    _ use: MemberResolver.Use, to receiver: Value, _ arguments: [Value],
    at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .objc else { return nil }
    // `[[vc class] isEqual:[UINavigationController class]]`: NSObject's class side (C41).
    if case .classReference(let className) = receiver, case .message(let pieces, _) = use,
      pieces.count == 1,
      let value = classObjectMember(
        pieces[0], labels: arguments.map { _ in nil }, arguments, on: className)
    {
      return value
    }
    var names = Self.foundationClassNames(of: receiver)
    // `[view.layer pop_animationForKey:@"k"]`: a category of the real class of an object the
    // model keeps by its surface (a layer, a colour), or of one of its superclasses.
    if case .surface = receiver, let type = surfaceTypeName(of: receiver) {
      names += UIKitSurface.shared.superclassChain(of: type).map(\.objcName)
    }
    for name in names {
      guard let info = classes[name],
        let (method, owner, bound) = info.method(calledAs: use, language), !method.isStatic
      else { continue }
      return try invoke(
        method, of: owner, on: context.receiver,
        arguments: try bind(arguments, bound, method, context.receiver, owner),
        at: location, valueSelf: receiver)
    }
    // A category of `NSObject` (a stand-in for a method of an object whose class the code
    // does not show) answers every object, a layer too.
    if case .surface = receiver, let root = rootExtension,
      let (method, owner, bound) = root.method(calledAs: use, language), !method.isStatic,
      program.extensions.contains(where: { declaration in
        declaration.name == "NSObject" && declaration.methods.contains { $0.name == method.name }
      })
    {
      return try invoke(
        method, of: owner, on: context.receiver,
        arguments: try bind(arguments, bound, method, context.receiver, owner),
        at: location, valueSelf: receiver)
    }
    return nil
  }
}
