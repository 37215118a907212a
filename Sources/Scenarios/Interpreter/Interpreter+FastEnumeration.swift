import Containment

/// Objective-C's fast enumeration (`for (id x in collection)`, The Objective-C Programming
/// Language, "Fast Enumeration"; NSEnumerator.h) over every Foundation collection: an array
/// gives its objects in order, a dictionary its keys, a set or an ordered set its objects, an
/// enumerator the objects it has not given yet (and is then used up), nil none.
///
/// A mutable collection changed while it is being enumerated makes Foundation raise
/// `NSGenericException` ("Collection … was mutated while being enumerated."): clang's loop
/// compares the collection's mutation count with the one it started with before it takes each
/// object (`objc_enumerationMutation`), so the exception comes when the loop would take
/// another object after the change: the next one it had, or, after its last pass, one the
/// change added. A change followed by `break`, or a removal in the last pass, ends the loop
/// without it (FIDELITY-SURFACE.md C11).
extension Interpreter {
  /// The objects the loop takes from `sequence` (what `expression` evaluated to), and the
  /// check made before each object after the first and after the last pass, given how many
  /// objects the loop has taken; nil when `sequence` is not a Foundation set or enumerator
  /// and not an array or dictionary the code names.
  func fastEnumeration(
    of sequence: Value, _ expression: Expr, _ scope: Scope, _ context: MethodContext
  ) -> (items: [Value], check: (Int) throws(Interrupt) -> Void)? {
    guard language == .objc else { return nil }
    switch sequence {
    case .null:
      // `for (id x in nil)`: the loop's `countByEnumeratingWithState:objects:count:` is a
      // message to nil, which returns 0: no pass (C6).
      return ([], { _ in })
    case .surface(.collection(let collection)):
      let items = collection.remaining
      if collection.kind == .enumerator {
        collection.position = collection.items.count
        return (items, { _ in })
      }
      let start = collection.mutations
      return (
        items,
        { (taken: Int) throws(Interrupt) in
          guard collection.mutations != start,
            taken < items.count || collection.items.count > taken
          else { return }
          throw self.foundationError(
            .mutatedWhileEnumerating(collection: collection.className), at: expression.location)
        }
      )
    case .array, .dictionary:
      guard let key = Self.mutationKey(expression) else { return nil }
      let items: [Value]
      let className: String
      if case .array(let elements) = sequence {
        items = elements
        className = "NSMutableArray"
      } else if case .dictionary(let dictionary) = sequence {
        items = dictionary.entries.map(\.key)
        className = "NSMutableDictionary"
      } else {
        return nil
      }
      let start = collectionMutations[key, default: 0]
      return (
        items,
        { (taken: Int) throws(Interrupt) in
          guard self.collectionMutations[key, default: 0] != start else { return }
          if taken >= items.count {
            // After the last pass: only objects the change added are taken.
            let now = try self.evaluate(expression, in: scope, context)
            let count: Int
            switch now {
            case .array(let elements): count = elements.count
            case .dictionary(let dictionary): count = dictionary.entries.count
            default: count = 0
            }
            guard count > taken else { return }
          }
          throw self.foundationError(
            .mutatedWhileEnumerating(collection: className), at: expression.location)
        }
      )
    default:
      return nil
    }
  }

  /// The storage a receiver names, for counting the changes of an array or dictionary the
  /// model keeps as a value: a variable or instance variable (`items`, `_items`) or a
  /// property of `self` (`self.items`), which the model stores in one place.
  static func mutationKey(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name):
      return name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    case .member(let base, let name) where base.kind == .name("self"):
      return name
    default:
      return nil
    }
  }

  /// The change messages of `NSMutableArray` and `NSMutableDictionary`.
  static let collectionChangeMessages: Set<[String]> = [
    ["addObject"], ["addObjectsFromArray"], ["insertObject", "atIndex"], ["removeObject"],
    ["removeObjectAtIndex"], ["removeLastObject"], ["removeAllObjects"],
    ["replaceObjectAtIndex", "withObject"], ["exchangeObjectAtIndex", "withObjectAtIndex"],
    ["removeObjectsInArray"], ["setArray"], ["removeObjectForKey"], ["setObject", "forKey"],
    ["addEntriesFromDictionary"], ["removeObjectsForKeys"], ["setDictionary"],
  ]

  /// Counts a change message sent to an array or dictionary the code names (`[items
  /// addObject:x]`), for the loops enumerating it.
  func noteCollectionChange(_ receiver: Value, _ expression: Expr, _ parts: [MessagePart]) {
    guard language == .objc else { return }
    switch receiver {
    case .array, .dictionary: break
    default: return
    }
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }
    guard Self.collectionChangeMessages.contains(pieces), let key = Self.mutationKey(expression)
    else { return }
    collectionMutations[key, default: 0] += 1
  }
}
