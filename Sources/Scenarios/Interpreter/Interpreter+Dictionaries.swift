import Containment

/// Dictionaries and tuples as app code uses them: Swift's `Dictionary` (The Swift Programming
/// Language, "Collection Types": `[key: value]`, `[:]`, a subscript that returns an optional,
/// assigning `nil` removes the key, iteration as `(key: Key, value: Value)` tuples), Foundation's
/// `NSDictionary` / `NSMutableDictionary` (`@{…}`, `dict[key]`, `objectForKey:`,
/// `setObject:forKey:`), and Swift tuples (`pair.0`, `point.x`). None is a trace line: they are
/// the standard library's and Foundation's, not UIKit's. Dictionaries are values here, as
/// arrays are (Interpreter+Arrays): a change is assigned back to where it came from.
extension Interpreter {
  /// A dictionary literal: each key, then its value, in the order written.
  func evaluateDictionary(
    _ entries: [DictionaryEntry], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    var dictionary = DictionaryValue()
    for entry in entries {
      let key = try evaluate(entry.key, in: scope, context)
      let value = try evaluate(entry.value, in: scope, context)
      if language == .objc, case .null = value {
        // `@{k: nil}` is `+[NSDictionary dictionaryWithObjects:forKeys:count:]` with a nil
        // object, which raises.
        simulation.raiseFromCode(
          "NSInvalidArgumentException",
          reason:
            "*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to insert "
            + "nil object from objects[\(dictionary.entries.count)]")
        try checkStopped()
      }
      if index(of: key, in: dictionary) != nil, language == .swift {
        // The standard library traps: "Fatal error: Dictionary literal contains duplicate keys".
        throw Interrupt(
          .assertionFailed(
            function: "Dictionary", message: "Dictionary literal contains duplicate keys"),
          at: entry.key.location)
      }
      set(key, value, in: &dictionary)
      if dictionary.entries.count > ScenarioLimits.arrayLength {
        throw Interrupt(
          .tooLarge(what: "a dictionary", limit: ScenarioLimits.arrayLength), at: location)
      }
    }
    return .dictionary(dictionary)
  }

  /// A tuple literal: its elements left to right.
  func evaluateTuple(_ elements: [Argument], _ scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value
  {
    if elements.isEmpty { return .void }  // `()` is Void's only value
    var values: [TupleElement] = []
    for element in elements {
      values.append(
        TupleElement(label: element.label, value: try evaluate(element.value, in: scope, context)))
    }
    return .tuple(values)
  }

  /// A tuple given the labels of the tuple type it is converted to (`return (1, 9)` from a
  /// function declared `-> (min: Int, max: Int)`); any other value as it is.
  func relabelled(_ value: Value, _ labels: [String?]?) -> Value {
    guard let labels, case .tuple(var elements) = value, elements.count == labels.count else {
      return value
    }
    for index in elements.indices { elements[index].label = labels[index] }
    return .tuple(elements)
  }

  /// A tuple, or the two-element arrays `enumerated()` gives.
  func isTupleLike(_ value: Value) -> Bool {
    switch value {
    case .tuple, .array: true
    default: false
    }
  }

  /// The position of `key` in `dictionary` (keys compare as `==` does).
  func index(of key: Value, in dictionary: DictionaryValue) -> Int? {
    dictionary.entries.firstIndex { equal($0.key, key) }
  }

  /// `dictionary[key] = value`: replaces the value in place, or adds the key at the end;
  /// a nil value removes the key (Swift's subscript setter, `-[NSMutableDictionary
  /// setObject:forKeyedSubscript:]`).
  func set(_ key: Value, _ value: Value, in dictionary: inout DictionaryValue) {
    let position = index(of: key, in: dictionary)
    if case .null = value {
      if let position { dictionary.entries.remove(at: position) }
    } else if let position {
      dictionary.entries[position].value = value
    } else {
      dictionary.entries.append((key, value))
    }
  }

  /// `dictionary[key]`: the value, or nil when the key is absent.
  func value(for key: Value, in dictionary: DictionaryValue) -> Value {
    index(of: key, in: dictionary).map { dictionary.entries[$0].value } ?? .null
  }

  /// The entries as Swift iterates them: `(key: k, value: v)` tuples.
  func pairs(of dictionary: DictionaryValue) -> [Value] {
    dictionary.entries.map {
      .tuple([
        TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value),
      ])
    }
  }

  /// A property of a dictionary or tuple (`count`, `keys`, `pair.0`, `point.x`), or nil
  /// when `base` is neither.
  func dictionaryOrTupleMember(_ member: String, of base: Value, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    switch base {
    case .tuple(let elements):
      if let position = Int(member), elements.indices.contains(position) {
        return elements[position].value
      }
      if let element = elements.first(where: { $0.label == member }) { return element.value }
      // swiftc: "value of tuple type '(Int, Int)' has no member '5'".
      let labels = elements.compactMap(\.label).map { "`.\($0)`" }
      let positions = elements.isEmpty ? "none" : "`.0` … `.\(elements.count - 1)`"
      throw Interrupt(
        .typeMismatch(
          context: "`.\(member)`",
          expected: "an element of the tuple (\(([positions] + labels).joined(separator: ", ")))",
          found: "a tuple of \(elements.count)"),
        at: location)
    case .dictionary(let dictionary):
      let swift = language == .swift
      switch member {
      case "count": return .integer(dictionary.entries.count)
      case "isEmpty" where swift: return .bool(dictionary.entries.isEmpty)
      case "keys" where swift, "allKeys" where !swift: return .array(dictionary.entries.map(\.key))
      case "values" where swift, "allValues" where !swift:
        return .array(dictionary.entries.map(\.value))
      case "first" where swift: return pairs(of: dictionary).first ?? .null
      default:
        // Foundation's and the standard library's, not UIKit's: what the model reads of a
        // dictionary is listed.
        throw Interrupt(
          .unsupported(
            "`\(member)` of a dictionary",
            instead: swift
              ? "`count`, `isEmpty`, `keys`, `values`, `first` and subscripts"
              : "`count`, `allKeys`, `allValues` and subscripts"),
          at: location)
      }
    default:
      return nil
    }
  }

  /// A method of a Swift dictionary (`removeValue(forKey:)`, `updateValue(_:forKey:)`,
  /// `removeAll()`, `index(forKey:)`, and the sequence methods `forEach`/`map`/`filter`/
  /// `contains(where:)` over its `(key, value)` pairs), or nil for any other name.
  func callDictionaryMethod(
    _ name: String, _ dictionary: DictionaryValue, _ arguments: [EvaluatedArgument],
    receiver: Expr, at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let labels = arguments.map(\.label)
    var changed = dictionary
    switch (name, labels) {
    case ("removeValue", ["forKey"]):
      let old = value(for: arguments[0].value, in: dictionary)
      set(arguments[0].value, .null, in: &changed)
      try assign(.dictionary(changed), to: receiver, in: scope, context)
      return old
    case ("updateValue", [nil, "forKey"]):
      let old = value(for: arguments[1].value, in: dictionary)
      set(arguments[1].value, arguments[0].value, in: &changed)
      try assign(.dictionary(changed), to: receiver, in: scope, context)
      return old
    case ("removeAll", []):
      try assign(.dictionary(DictionaryValue()), to: receiver, in: scope, context)
      return .void
    case ("mapValues", [nil]):
      // SE-0165: the same keys, each value transformed by the closure, in the same order.
      guard case .closure(let transform) = arguments[0].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`mapValues(_:)`", expected: "a closure",
            found: arguments[0].value.kindDescription), at: arguments[0].location)
      }
      var result = DictionaryValue()
      for entry in dictionary.entries {
        result.entries.append((entry.key, try call(transform, [entry.value], at: location)))
      }
      return .dictionary(result)
    case ("filter", _):
      // Swift 4 (SE-0165): `filter` on a dictionary gives a dictionary.
      guard
        let member = ArrayMembers.member(
          for: .swiftCall(name, labels: labels, trailing: arguments.map(\.isTrailing))),
        case .array(let kept) = try callArrayMember(
          member, pairs(of: dictionary), arguments, receiver: receiver, at: location, scope,
          context)
      else { return nil }
      var result = DictionaryValue()
      for case .tuple(let pair) in kept where pair.count == 2 {
        result.entries.append((pair[0].value, pair[1].value))
      }
      return .dictionary(result)
    default:
      let use = MemberResolver.Use.swiftCall(
        name, labels: labels, trailing: arguments.map(\.isTrailing))
      guard let member = ArrayMembers.member(for: use), !member.isMutating else { return nil }
      return try callArrayMember(
        member, pairs(of: dictionary), arguments, receiver: receiver, at: location, scope,
        context)
    }
  }

  /// True for a member of a dictionary or tuple, checked on untyped receivers before the
  /// code runs: Swift's `Dictionary` members, a tuple's positions (`pair.0`) and the labels
  /// of a dictionary's pairs; Foundation's `NSDictionary` messages.
  static func isCollectionMember(_ use: MemberResolver.Use, _ language: ScenarioLanguage) -> Bool {
    if isObjCRuntimeMember(use, language) { return true }
    switch (use, language) {
    case (.property(let name), .swift):
      // `inserted` / `memberAfterInsert`: the labels of `Set.insert(_:)`'s result.
      return [
        "keys", "values", "key", "value", "isEmpty", "count", "first", "inserted",
        "memberAfterInsert",
      ].contains(name)
        || (!name.isEmpty && name.allSatisfy(\.isNumber))
    case (.swiftCall(let name, let labels, _), .swift):
      return (name, labels) == ("removeValue", ["forKey"])
        || (name, labels) == ("updateValue", [nil, "forKey"])
        || (name, labels) == ("mapValues", [nil])
    case (.property(let name), .objc):
      return ["allKeys", "allValues"].contains(name)
    case (.message(let pieces, _), .objc):
      return [
        ["objectForKey"], ["setObject", "forKey"], ["removeObjectForKey"], ["allKeys"],
        ["allValues"], ["dictionary"], ["dictionaryWithCapacity"], ["dictionaryWithDictionary"],
        ["initWithDictionary"], ["dictionaryWithObject", "forKey"],
        ["dictionaryWithObjects", "forKeys"], ["initWithObjects", "forKeys"],
        ["dictionaryWithObjectsAndKeys"], ["initWithObjectsAndKeys"],
        ["addEntriesFromDictionary"], ["setDictionary"], ["removeObjectsForKeys"],
        ["allKeysForObject"], ["isEqualToDictionary"],
      ].contains(pieces)
    default:
      return false
    }
  }

  /// True for a dictionary, and for the classes `NSDictionary` / `NSMutableDictionary`.
  static func isFoundationDictionary(_ value: Value) -> Bool {
    switch value {
    case .dictionary: true
    case .classReference(let name), .allocated(let name):
      name == "NSDictionary" || name == "NSMutableDictionary"
    default: false
    }
  }

  /// An `NSDictionary` / `NSMutableDictionary` message: creation on the class, or a read or
  /// change of a dictionary; nil for any other message.
  func foundationDictionaryMessage(
    _ pieces: [String], _ receiver: Value, _ receiverExpression: Expr,
    _ arguments: [EvaluatedArgument], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let values = arguments.map(\.value)
    switch receiver {
    case .classReference(let name), .allocated(let name):
      guard ["NSDictionary", "NSMutableDictionary"].contains(name) else { return nil }
      if case .classReference = receiver, pieces == ["alloc"] { return nil }
      switch pieces {
      case ["dictionary"], ["new"], ["init"], ["dictionaryWithCapacity"], ["initWithCapacity"]:
        return .dictionary(DictionaryValue())
      case ["dictionaryWithDictionary"], ["initWithDictionary"]:
        if case .dictionary = values.first { return values[0] }
        return nil
      case ["dictionaryWithObject", "forKey"]:
        var dictionary = DictionaryValue()
        set(values[1], values[0], in: &dictionary)
        return .dictionary(dictionary)
      // NSDictionary.h: objects and keys in order; `…AndKeys:` alternates them up to the
      // `nil` that ends the list (C33).
      case ["dictionaryWithObjects", "forKeys"], ["initWithObjects", "forKeys"]:
        guard case .array(let objects) = values[0], case .array(let keys) = values[1],
          objects.count == keys.count
        else { return nil }
        var dictionary = DictionaryValue()
        for (key, object) in zip(keys, objects) { set(key, object, in: &dictionary) }
        return .dictionary(dictionary)
      case ["dictionaryWithObjectsAndKeys"], ["initWithObjectsAndKeys"]:
        let listed = Array(values.prefix { if case .null = $0 { false } else { true } })
        var dictionary = DictionaryValue()
        for pair in stride(from: 0, to: listed.count - 1, by: 2) {
          set(listed[pair + 1], listed[pair], in: &dictionary)
        }
        return .dictionary(dictionary)
      default: return nil
      }
    case .dictionary(var dictionary):
      switch pieces {
      case ["objectForKey"], ["valueForKey"], ["objectForKeyedSubscript"]:
        return value(for: values[0], in: dictionary)
      case ["setObject", "forKey"], ["setValue", "forKey"], ["setObject", "forKeyedSubscript"]:
        set(values[1], values[0], in: &dictionary)
      case ["removeObjectForKey"]:
        set(values[0], .null, in: &dictionary)
      case ["removeAllObjects"]:
        dictionary = DictionaryValue()
      // NSMutableDictionary.h's other changes (C33).
      case ["addEntriesFromDictionary"]:
        guard case .dictionary(let other) = values[0] else { return nil }
        for entry in other.entries { set(entry.key, entry.value, in: &dictionary) }
      case ["setDictionary"]:
        guard case .dictionary(let other) = values[0] else { return nil }
        dictionary = other
      case ["removeObjectsForKeys"]:
        guard case .array(let keys) = values[0] else { return nil }
        for key in keys { set(key, .null, in: &dictionary) }
      case ["allKeysForObject"]:
        return .array(dictionary.entries.filter { equal($0.value, values[0]) }.map(\.key))
      case ["isEqualToDictionary"]:
        guard case .dictionary(let other) = values[0],
          other.entries.count == dictionary.entries.count
        else { return .bool(false) }
        return .bool(
          other.entries.allSatisfy { entry in
            equal(value(for: entry.key, in: dictionary), entry.value)
          })
      case ["count"]: return .integer(dictionary.entries.count)
      // A dictionary is a value here: its copy is the same entries (NSCopying).
      case ["copy"], ["mutableCopy"]: return .dictionary(dictionary)
      case ["allKeys"]: return .array(dictionary.entries.map(\.key))
      case ["allValues"]: return .array(dictionary.entries.map(\.value))
      default: return nil
      }
      try assign(.dictionary(dictionary), to: receiverExpression, in: scope, context)
      return .void
    default: return nil
    }
  }
}
