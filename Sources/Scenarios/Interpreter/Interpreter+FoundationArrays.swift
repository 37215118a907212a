import Containment

/// Foundation's `NSArray` and `NSMutableArray` as Objective-C containers keep their children
/// (FIDELITY-SURFACE.md C11): made empty (`[NSMutableArray array]`, `alloc`/`init`, `new`,
/// `arrayWithCapacity:`), from objects (`arrayWithObjects:a, b, nil`, `initWithObjects:`) or
/// from an array (`arrayWithArray:`), and changed by `addObject:`, `insertObject:atIndex:`,
/// `removeObject:`, `removeObjectAtIndex:`, `removeLastObject`, `removeAllObjects`,
/// `addObjectsFromArray:`.
///
/// Arrays are values in the interpreter, so a change is assigned back to the variable or
/// property the message went to, as Swift's mutating methods are (Interpreter+Arrays); two
/// names for one mutable array, which Foundation would share, are not modelled.
extension Interpreter {
  /// Class messages that make an array; nil when `pieces` is not one of them.
  static func makeFoundationArray(_ pieces: [String], _ arguments: [Value]) -> Value? {
    switch pieces {
    case ["array"], ["new"], ["init"], ["arrayWithCapacity"], ["initWithCapacity"]:
      return .array([])
    case ["arrayWithObjects"], ["initWithObjects"]:
      // Up to the `nil` that ends the list.
      return .array(Array(arguments.prefix { if case .null = $0 { false } else { true } }))
    case ["arrayWithObject"]:
      return .array(Array(arguments.prefix(1)))
    case ["arrayWithArray"], ["initWithArray"]:
      if case .array(let items) = arguments.first { return .array(items) }
      return nil
    default: return nil
    }
  }

  /// The Swift `Array` method a mutating `NSMutableArray` message is, when there is one.
  static func swiftArrayMember(forMessage pieces: [String]) -> ArrayMembers.Member? {
    let spelling: String
    switch pieces {
    case ["addObject"]: spelling = "append(_:)"
    case ["addObjectsFromArray"]: spelling = "append(contentsOf:)"
    case ["insertObject", "atIndex"]: spelling = "insert(_:at:)"
    case ["removeObjectAtIndex"]: spelling = "remove(at:)"
    // Nothing on an empty array, as in Foundation.
    case ["removeLastObject"]: spelling = "popLast()"
    case ["removeAllObjects"]: spelling = "removeAll()"
    default: return nil
    }
    return ArrayMembers.all.first { $0.spelling == spelling }
  }

  /// `[list removeObject:x]`: every element identical (or equal) to `x` goes; assigned back.
  func removeObject(
    _ object: Value, from items: [Value], receiver: Expr, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    try assign(.array(items.filter { !equal($0, object) }), to: receiver, in: scope, context)
    return .void
  }

  /// An `NSArray`/`NSMutableArray` message: creation on the class (or on `[NSArray alloc]`),
  /// or a change of an array; nil for any other message.
  func foundationArrayMessage(
    _ pieces: [String], _ receiver: Value, _ receiverExpression: Expr,
    _ arguments: [EvaluatedArgument], _ scope: Scope, _ context: MethodContext,
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let values = arguments.map(\.value)
    switch receiver {
    case .classReference(let name), .allocated(let name):
      guard Self.foundationArrayClasses.contains(name) else { return nil }
      if case .classReference = receiver, pieces == ["alloc"] { return nil }
      return Self.makeFoundationArray(pieces, values)
    case .array(let items):
      if pieces == ["removeObject"], let object = values.first {
        return try removeObject(object, from: items, receiver: receiverExpression, scope, context)
      }
      guard let member = Self.swiftArrayMember(forMessage: pieces) else { return nil }
      return try callArrayMember(
        member, items, arguments, receiver: receiverExpression, at: location, scope, context)
    default: return nil
    }
  }

  static let foundationArrayClasses: Set<String> = ["NSArray", "NSMutableArray"]
}
