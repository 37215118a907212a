import Containment

/// Foundation's sets, ordered sets and enumerators as Objective-C app code keeps its
/// bookkeeping in them (FIDELITY-SURFACE.md C11): `NSSet`, `NSMutableSet`, `NSCountedSet`,
/// `NSOrderedSet`, `NSMutableOrderedSet` (NSSet.h, NSOrderedSet.h) and `NSEnumerator`
/// (NSEnumerator.h).
///
/// Unlike arrays, which the model keeps as values, these are objects: two names for one
/// `NSMutableSet` see each other's changes, as in Foundation, and the set counts its changes
/// so that fast enumeration can tell when it was mutated while being enumerated.
final class FoundationCollection {
  enum Kind {
    /// `NSSet` and its subclasses: each object once (by `isEqual:`).
    case set
    /// `NSOrderedSet`: each object once, in the order added, with indexes.
    case orderedSet
    /// `NSEnumerator`: the objects still to be taken, from `position` on.
    case enumerator
  }

  let kind: Kind
  /// The class as the code made it (`NSMutableSet`), for messages and descriptions.
  let className: String
  let isMutable: Bool
  private(set) var items: [Value]
  /// Changes so far: fast enumeration compares it before each object (clang's
  /// `state.mutationsPtr`).
  private(set) var mutations = 0
  /// The next object of an enumerator.
  var position = 0

  init(kind: Kind, className: String, isMutable: Bool, items: [Value]) {
    self.kind = kind
    self.className = className
    self.isMutable = isMutable
    self.items = items
  }

  /// The objects an enumerator has not given yet; every object of a set.
  var remaining: [Value] { kind == .enumerator ? Array(items.dropFirst(position)) : items }

  /// Replaces the contents (one change).
  func replace(with items: [Value]) {
    self.items = items
    mutations += 1
  }
}

extension Interpreter {
  /// The collection messages that take a block or give an enumerator, which this file runs:
  /// the static check lets them pass on a value typed as a Foundation collection.
  static let interpretedCollectionMessages: Set<[String]> = [
    ["enumerateObjectsUsingBlock"], ["enumerateObjectsWithOptions", "usingBlock"],
    ["enumerateKeysAndObjectsUsingBlock"], ["enumerateKeysAndObjectsWithOptions", "usingBlock"],
    ["objectEnumerator"], ["keyEnumerator"], ["reverseObjectEnumerator"], ["nextObject"],
    ["isEqualToNumber"], ["isEqualToArray"], ["isEqualToDictionary"],
  ]

  /// `isEqual:` and the typed forms Foundation's value classes have (NSString.h, NSValue.h,
  /// NSArray.h, NSDictionary.h): equal contents, not identity.
  static let equalityMessages: Set<[String]> = [
    ["isEqual"], ["isEqualToNumber"], ["isEqualToArray"], ["isEqualToDictionary"],
  ]

  /// Strings, numbers and Foundation's collections, whose `isEqual:` compares contents.
  static func isFoundationValue(_ value: Value) -> Bool {
    switch value {
    case .string, .integer, .number, .bool, .array, .dictionary, .surface(.collection): true
    default: false
    }
  }

  /// The set classes and their kind and mutability.
  static let foundationSetClasses: [String: (FoundationCollection.Kind, Bool)] = [
    "NSSet": (.set, false), "NSMutableSet": (.set, true), "NSCountedSet": (.set, true),
    "NSOrderedSet": (.orderedSet, false), "NSMutableOrderedSet": (.orderedSet, true),
  ]

  /// A new set of `kind` holding `items` once each (the first of equal objects is kept, as
  /// `addObject:` keeps the member already there).
  func makeCollection(_ className: String, _ items: [Value]) -> Value {
    let (kind, isMutable) = Self.foundationSetClasses[className] ?? (.set, false)
    return .surface(
      .collection(
        FoundationCollection(
          kind: kind, className: className, isMutable: isMutable, items: unique(items))))
  }

  /// An enumerator over `items` (`objectEnumerator`, `keyEnumerator`,
  /// `reverseObjectEnumerator`).
  func makeEnumerator(_ items: [Value]) -> Value {
    .surface(
      .collection(
        FoundationCollection(
          kind: .enumerator, className: "NSEnumerator", isMutable: false, items: items)))
  }

  /// `items` without repeats, by `isEqual:` (identity for objects, value for strings and
  /// numbers, as `equal` compares).
  func unique(_ items: [Value]) -> [Value] {
    var kept: [Value] = []
    for item in items where !kept.contains(where: { equal($0, item) }) {
      if case .null = item { continue }  // a collection never holds nil
      kept.append(item)
    }
    return kept
  }

  /// The objects of a value that lists them: an array, a set, an ordered set, the keys of a
  /// dictionary (as `setWithArray:`, `unionSet:`, `addObjectsFromArray:` read them).
  func collectionItems(_ value: Value) -> [Value]? {
    switch value {
    case .array(let items): items
    case .surface(.collection(let collection)): collection.remaining
    default: nil
    }
  }

  /// A message to a set class, a set, an ordered set, an enumerator, or one of the
  /// enumeration messages of an array or a dictionary; nil when the message is another.
  func foundationCollectionMessage(
    _ receiver: Value, _ parts: [MessagePart], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .objc else { return nil }
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }
    if Self.equalityMessages.contains(pieces), Self.isFoundationValue(receiver) {
      let other = try evaluateArguments(parts, scope, context).first ?? .null
      if case .surface(.collection(let collection)) = receiver, collection.kind != .enumerator {
        return try collectionMessage(collection, ["isEqualToSet"], [other], parts, at: location)
      }
      return .bool(equal(receiver, other))
    }
    switch receiver {
    case .classReference(let name), .allocated(let name):
      guard Self.foundationSetClasses[name] != nil else { return nil }
      if case .classReference = receiver, pieces == ["alloc"] { return nil }
      let values = try evaluateArguments(parts, scope, context)
      return try createCollection(name, pieces, values, at: location)
    case .surface(.collection(let collection)):
      let values = try evaluateArguments(parts, scope, context)
      return try collectionMessage(collection, pieces, values, parts, at: location)
    case .array(let items):
      switch pieces {
      case ["objectEnumerator"]: return makeEnumerator(items)
      case ["reverseObjectEnumerator"]: return makeEnumerator(items.reversed())
      case ["enumerateObjectsWithOptions", "usingBlock"]:
        let values = try evaluateArguments(parts, scope, context)
        return try enumerate(
          items, options: values[0], block: values[1], withIndex: true, at: location)
      default: return nil
      }
    case .dictionary(let dictionary):
      switch pieces {
      case ["keyEnumerator"]: return makeEnumerator(dictionary.entries.map(\.key))
      case ["objectEnumerator"]: return makeEnumerator(dictionary.entries.map(\.value))
      case ["enumerateKeysAndObjectsUsingBlock"],
        ["enumerateKeysAndObjectsWithOptions", "usingBlock"]:
        let values = try evaluateArguments(parts, scope, context)
        return try enumerateEntries(
          dictionary, options: values.count > 1 ? values[0] : .integer(0),
          block: values[values.count - 1], at: location)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// A property of a set, ordered set or enumerator read with dot syntax (`set.count`,
  /// `set.allObjects`, `orderedSet.firstObject`); nil for other values and names.
  func foundationCollectionProperty(
    _ name: String, of base: Value, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .objc, case .surface(.collection(let collection)) = base else {
      return nil
    }
    return try collectionMessage(
      collection, [name], [], [MessagePart(piece: name, argument: nil, location: location)],
      at: location)
  }

  private func evaluateArguments(
    _ parts: [MessagePart], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> [Value] {
    var values: [Value] = []
    for part in parts {
      guard let argument = part.argument else { continue }
      values.append(try evaluate(argument, in: scope, context))
    }
    return values
  }

  /// `[NSMutableSet set]`, `[NSSet setWithObjects:a, b, nil]`, `[[NSMutableOrderedSet alloc]
  /// initWithArray:list]` …
  private func createCollection(
    _ className: String, _ pieces: [String], _ values: [Value], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let first = values.first ?? .null
    switch pieces {
    case ["set"], ["orderedSet"], ["new"], ["init"], ["setWithCapacity"], ["initWithCapacity"],
      ["orderedSetWithCapacity"]:
      return makeCollection(className, [])
    case ["setWithObject"], ["orderedSetWithObject"], ["initWithObject"]:
      return makeCollection(className, [first])
    case ["setWithObjects"], ["orderedSetWithObjects"], ["initWithObjects"]:
      // Up to the `nil` that ends the list.
      return makeCollection(
        className, Array(values.prefix { if case .null = $0 { false } else { true } }))
    case ["setWithArray"], ["setWithSet"], ["orderedSetWithArray"], ["orderedSetWithSet"],
      ["orderedSetWithOrderedSet"], ["initWithArray"], ["initWithSet"], ["initWithOrderedSet"]:
      if case .null = first { return makeCollection(className, []) }
      guard let items = collectionItems(first) else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(pieces[0]):`", expected: "an array or a set",
            found: first.kindDescription), at: location)
      }
      return makeCollection(className, items)
    default:
      return nil
    }
  }

  /// A message to a set, an ordered set or an enumerator.
  private func collectionMessage(
    _ collection: FoundationCollection, _ pieces: [String], _ values: [Value],
    _ parts: [MessagePart], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let first = values.first ?? .null
    let items = collection.remaining
    if collection.kind == .enumerator {
      switch pieces {
      case ["nextObject"]:
        guard collection.position < collection.items.count else { return .null }
        collection.position += 1
        return collection.items[collection.position - 1]
      case ["allObjects"]:
        collection.position = collection.items.count
        return .array(items)
      default: break
      }
    }
    switch pieces {
    case ["count"]: return .integer(items.count)
    case ["allObjects"], ["array"]: return .array(items)
    case ["anyObject"], ["firstObject"]: return items.first ?? .null
    case ["lastObject"] where collection.kind == .orderedSet: return items.last ?? .null
    case ["containsObject"]: return .bool(items.contains { equal($0, first) })
    case ["member"]: return items.first { equal($0, first) } ?? .null
    case ["set"] where collection.kind == .orderedSet:
      return makeCollection("NSSet", items)
    case ["objectEnumerator"]: return makeEnumerator(items)
    case ["reverseObjectEnumerator"] where collection.kind == .orderedSet:
      return makeEnumerator(items.reversed())
    case ["objectAtIndex"] where collection.kind == .orderedSet:
      return try element(of: .array(items), first, at: parts.first?.location ?? location)
    case ["indexOfObject"] where collection.kind == .orderedSet:
      return .integer(items.firstIndex { equal($0, first) } ?? Int.max)  // NSNotFound
    case ["copy"]:
      return makeCollection(collection.kind == .orderedSet ? "NSOrderedSet" : "NSSet", items)
    case ["mutableCopy"]:
      return makeCollection(
        collection.kind == .orderedSet ? "NSMutableOrderedSet" : "NSMutableSet", items)
    case ["isEqualToSet"], ["isEqualToOrderedSet"]:
      guard let other = collectionItems(first) else { return .bool(false) }
      return .bool(
        other.count == items.count && other.allSatisfy { o in items.contains { equal($0, o) } })
    case ["isSubsetOfSet"]:
      guard let other = collectionItems(first) else { return .bool(items.isEmpty) }
      return .bool(items.allSatisfy { item in other.contains { equal($0, item) } })
    case ["intersectsSet"]:
      guard let other = collectionItems(first) else { return .bool(false) }
      return .bool(items.contains { item in other.contains { equal($0, item) } })
    case ["setByAddingObject"]:
      return makeCollection(collection.className, items + [first])
    case ["setByAddingObjectsFromArray"], ["setByAddingObjectsFromSet"]:
      return makeCollection(collection.className, items + (collectionItems(first) ?? []))
    case ["enumerateObjectsUsingBlock"]:
      return try enumerate(
        collection, options: .integer(0), block: first, at: location)
    case ["enumerateObjectsWithOptions", "usingBlock"]:
      return try enumerate(
        collection, options: first, block: values.count > 1 ? values[1] : .null, at: location)
    case ["makeObjectsPerformSelector"], ["makeObjectsPerformSelector", "withObject"]:
      return nil  // as for an array (C18), by the modelled API
    default: break
    }
    guard collection.kind != .enumerator else { return nil }
    return try mutation(collection, pieces, values, at: location)
  }

  /// A change of a mutable set or ordered set; a change message to an immutable one is the
  /// unrecognized selector it is in Foundation.
  private func mutation(
    _ collection: FoundationCollection, _ pieces: [String], _ values: [Value],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let first = values.first ?? .null
    let items = collection.items
    var changed: [Value]
    switch pieces {
    case ["addObject"]:
      if case .null = first {
        throw foundationError(
          .nilInserted(collection: collection.className, selector: "addObject:"), at: location)
      }
      changed = items.contains { equal($0, first) } ? items : items + [first]
    case ["addObjectsFromArray"], ["unionSet"], ["unionOrderedSet"]:
      changed = unique(items + (collectionItems(first) ?? []))
    case ["removeObject"]:
      changed = items.filter { !equal($0, first) }
    case ["removeAllObjects"]:
      changed = []
    case ["minusSet"], ["minusOrderedSet"], ["removeObjectsInArray"]:
      let other = collectionItems(first) ?? []
      changed = items.filter { item in !other.contains { equal($0, item) } }
    case ["intersectSet"], ["intersectOrderedSet"]:
      let other = collectionItems(first) ?? []
      changed = items.filter { item in other.contains { equal($0, item) } }
    case ["setSet"]:
      changed = unique(collectionItems(first) ?? [])
    case ["insertObject", "atIndex"] where collection.kind == .orderedSet:
      let written = values.count == 2 ? values[1].numeric.map(Int.init) : nil
      guard let index = written, (0...items.count).contains(index) else {
        throw foundationError(
          .indexOutOfRange(index: written ?? 0, count: items.count), at: location)
      }
      changed = items
      if !items.contains(where: { equal($0, first) }) { changed.insert(first, at: index) }
    case ["removeObjectAtIndex"] where collection.kind == .orderedSet:
      guard let index = first.numeric.map(Int.init), items.indices.contains(index) else {
        throw foundationError(
          .indexOutOfRange(index: first.numeric.map(Int.init) ?? 0, count: items.count),
          at: location)
      }
      changed = items
      changed.remove(at: index)
    default:
      return nil
    }
    guard collection.isMutable else {
      // An immutable set has no change messages: Foundation raises an unrecognized selector.
      throw Interrupt(
        .immutableReceiver(
          member: pieces.map { $0 + (values.isEmpty ? "" : ":") }.joined(),
          receiver: "an `\(collection.className)`",
          reason: "immutable (make it with `NSMutable\(collection.className.dropFirst(2))`)"),
        at: location)
    }
    collection.replace(with: changed)
    return .void
  }

  /// `enumerateObjectsUsingBlock:` and `enumerateObjectsWithOptions:usingBlock:` of a set or
  /// an ordered set: the block runs for each object (with its index for an ordered set), and
  /// `*stop = YES` ends it after the block returns (NSSet.h, NSOrderedSet.h). A change of the
  /// set inside the block is the exception fast enumeration raises, before the next object.
  private func enumerate(
    _ collection: FoundationCollection, options: Value, block: Value,
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let start = collection.mutations
    return try enumerate(
      collection.items, options: options, block: block,
      withIndex: collection.kind == .orderedSet, at: location
    ) { () throws(Interrupt) in
      if collection.mutations != start {
        throw foundationError(
          .mutatedWhileEnumerating(collection: collection.className), at: location)
      }
    }
  }

  /// `NSEnumerationReverse` (NSObjCRuntime.h, `1UL << 1`).
  static let enumerationReverse = 2

  /// The blocks of an enumeration, in order (or reversed for `NSEnumerationReverse`).
  /// [I] `NSEnumerationConcurrent` runs them one after another, in order: Foundation may run
  /// them at once on several threads, in an order it does not promise.
  func enumerate(
    _ items: [Value], options: Value, block: Value, withIndex: Bool,
    at location: SourceLocation,
    check: () throws(Interrupt) -> Void = {}
  ) throws(Interrupt) -> Value {
    guard case .closure(let closure) = block else {
      if case .null = block { return .void }
      throw Interrupt(
        .typeMismatch(context: "`usingBlock:`", expected: "a block", found: block.kindDescription),
        at: location)
    }
    let reverse = (options.numeric.map(Int.init) ?? 0) & Self.enumerationReverse != 0
    let order = reverse ? Array(items.indices.reversed()) : Array(items.indices)
    let stop = newPointer(to: .bool(false))
    defer { pointees[stop] = nil }
    for index in order {
      try check()
      let arguments: [Value] =
        withIndex ? [items[index], .integer(index), .string(stop)] : [items[index], .string(stop)]
      _ = try call(closure, arguments, at: location)
      if case .bool(true) = pointees[stop] { break }
    }
    return .void
  }

  /// `enumerateKeysAndObjectsUsingBlock:` (and `…WithOptions:usingBlock:`): the block runs
  /// with each key and its object, in the dictionary's order (NSDictionary.h).
  private func enumerateEntries(
    _ dictionary: DictionaryValue, options: Value, block: Value, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    guard case .closure(let closure) = block else {
      if case .null = block { return .void }
      throw Interrupt(
        .typeMismatch(context: "`usingBlock:`", expected: "a block", found: block.kindDescription),
        at: location)
    }
    let reverse = (options.numeric.map(Int.init) ?? 0) & Self.enumerationReverse != 0
    let entries = reverse ? dictionary.entries.reversed() : dictionary.entries
    let stop = newPointer(to: .bool(false))
    defer { pointees[stop] = nil }
    for entry in entries {
      _ = try call(closure, [entry.key, entry.value, .string(stop)], at: location)
      if case .bool(true) = pointees[stop] { break }
    }
    return .void
  }

  /// Foundation's description of a set (`{(` … `)}`, one object a line) or an enumerator.
  func collectionDescription(_ collection: FoundationCollection, level: Int) -> String {
    guard collection.kind != .enumerator else { return "<NSEnumerator>" }
    let indent = String(repeating: "    ", count: level)
    let inner = String(repeating: "    ", count: level + 1)
    let lines = collection.items.map { inner + foundationDescription($0, level: level + 1) }
    if lines.isEmpty { return "{(\n\(indent))}" }
    return "{(\n" + lines.joined(separator: ",\n") + "\n\(indent))}"
  }
}
