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
    for name in Self.foundationClassNames(of: receiver) {
      guard let info = classes[name],
        let (method, owner, bound) = info.method(calledAs: use, language), !method.isStatic
      else { continue }
      return try invoke(
        method, of: owner, on: context.receiver,
        arguments: try bind(arguments, bound, method, context.receiver, owner),
        at: location, valueSelf: receiver)
    }
    return nil
  }
}
