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
      if let changed = try changedFoundationArray(pieces, items, values, at: location) {
        try assign(.array(changed), to: receiverExpression, in: scope, context)
        return .void
      }
      guard let member = Self.swiftArrayMember(forMessage: pieces) else { return nil }
      return try callArrayMember(
        member, items, arguments, receiver: receiverExpression, at: location, scope, context)
    default: return nil
    }
  }

  static let foundationArrayClasses: Set<String> = ["NSArray", "NSMutableArray"]

  /// NSMutableArray.h's other changes, each as Foundation makes it (C33): the array after
  /// the change, or nil when `pieces` is none of them. An index past the end raises
  /// `NSRangeException`, as Foundation does.
  func changedFoundationArray(
    _ pieces: [String], _ items: [Value], _ values: [Value], at location: SourceLocation
  ) throws(Interrupt) -> [Value]? {
    func index(_ position: Int, allowingEnd: Bool = false) throws(Interrupt) -> Int {
      let value = values[position]
      guard let number = value.numeric, number == number.rounded(), abs(number) < 1e12 else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(pieces.map { $0 + ":" }.joined())`", expected: "an index",
            found: value.kindDescription), at: location)
      }
      let index = Int(number)
      guard index >= 0, index < items.count || (allowingEnd && index == items.count) else {
        throw foundationError(.indexOutOfRange(index: index, count: items.count), at: location)
      }
      return index
    }
    var changed = items
    switch pieces {
    case ["setObject", "atIndexedSubscript"]:
      let at = try index(1, allowingEnd: true)
      if at == items.count { changed.append(values[0]) } else { changed[at] = values[0] }
    case ["replaceObjectAtIndex", "withObject"]:
      changed[try index(0)] = values[1]
    case ["exchangeObjectAtIndex", "withObjectAtIndex"]:
      changed.swapAt(try index(0), try index(1))
    case ["removeObjectsInRange"]:
      guard case .record(let range) = values[0], range.type == "NSRange",
        let start = range.field("location")?.numeric, let length = range.field("length")?.numeric,
        start >= 0, length >= 0, start + length <= Double(items.count)
      else {
        throw foundationError(
          .indexOutOfRange(index: items.count + 1, count: items.count), at: location)
      }
      changed.removeSubrange(Int(start)..<Int(start + length))
    case ["removeObjectsInArray"]:
      guard case .array(let gone) = values[0] else { return nil }
      changed.removeAll { item in gone.contains { equal($0, item) } }
    case ["removeObjectIdenticalTo"]:
      changed.removeAll { identical($0, values[0]) }
    case ["setArray"]:
      guard case .array(let replacement) = values[0] else { return nil }
      changed = replacement
    default:
      return nil
    }
    return changed
  }

  /// The same object (`==` on pointers), or equal values for what is no object.
  private func identical(_ a: Value, _ b: Value) -> Bool {
    if let x = a.object, let y = b.object { return x === y }
    return equal(a, b)
  }
}
