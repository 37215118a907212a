/// More of the Swift standard library, by family (The Swift Standard Library: `Sequence`,
/// `Collection`, `RangeReplaceableCollection`, `Dictionary`, `String`; SE-0202 random
/// numbers): standard library, so none is a trace line; a closure's UIKit calls are, in element
/// order (W29). What the model does not implement of the library is named as Swift's
/// (SwiftStandardLibrarySurface, the toolchain's own member list).
///
/// [I] Random values are deterministic: `randomElement()`, `Int.random(in:)`, `Bool.random()`,
/// `shuffled()` draw from the sequence `arc4random()` draws from (the k-th draw of a run is k,
/// FIDELITY-SURFACE C.15): `randomElement()` is the element at k modulo the count,
/// `Int.random(in: a...b)` is a + k modulo the range's count, `Double.random(in: a...b)` is
/// a + (b - a) × (k modulo 10) / 10, `Bool.random()` is whether k is odd, and `shuffled()` is the
/// elements rotated left by k modulo the count.
extension Interpreter {
  /// `pages.randomElement()`, `pages.shuffle()` …: the result, and for a mutating member the
  /// changed array to store back; nil for a member this file does not implement.
  func swiftLibraryArrayMember(
    _ member: ArrayMembers.Member, _ items: [Value], _ values: [Value], _ closure: ClosureValue?,
    at location: SourceLocation
  ) throws(Interrupt) -> (result: Value, changed: [Value]?)? {
    guard language == .swift else { return nil }
    func argument(_ index: Int) -> Value { index < values.count ? values[index] : .null }
    func test(_ item: Value) throws(Interrupt) -> Bool {
      guard let closure else { return false }
      return try truth(
        call(closure, [item], at: location), "the closure of `\(member.spelling)`", at: location)
    }
    switch member.spelling {
    case "randomElement()":
      guard !items.isEmpty else { return (.null, nil) }
      return (items[nextRandomDraw() % items.count], nil)
    case "shuffled()", "shuffle()":
      let shuffled = rotated(items, by: items.isEmpty ? 0 : nextRandomDraw() % items.count)
      return member.isMutating ? (.void, shuffled) : (.array(shuffled), nil)
    case "reverse()":
      return (.void, Array(items.reversed()))
    case "elementsEqual(_:)", "starts(with:)":
      guard case .array(let other) = argument(0) else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(member.spelling)`", expected: "an array",
            found: argument(0).kindDescription), at: location)
      }
      if member.name == "starts" {
        return (.bool(other.count <= items.count && zip(items, other).allSatisfy(equal)), nil)
      }
      return (.bool(other.count == items.count && zip(items, other).allSatisfy(equal)), nil)
    case "count(where:)":
      var count = 0
      for item in items where try test(item) { count += 1 }
      return (.integer(count), nil)
    case "drop(while:)", "prefix(while:)":
      var index = 0
      while index < items.count, try test(items[index]) { index += 1 }
      return (.array(member.name == "drop" ? Array(items[index...]) : Array(items[..<index])), nil)
    case "split(separator:)":
      // `Sequence.split(separator:)`: the runs between equal elements, empty ones left out
      // (`omittingEmptySubsequences` defaults to true).
      var parts: [Value] = []
      var current: [Value] = []
      for item in items {
        if equal(item, argument(0)) {
          if !current.isEmpty { parts.append(.array(current)) }
          current = []
        } else {
          current.append(item)
        }
      }
      if !current.isEmpty { parts.append(.array(current)) }
      return (.array(parts), nil)
    case "removeFirst(_:)", "removeLast(_:)":
      guard let number = argument(0).numeric, number >= 0, number == number.rounded(),
        Int(exactly: number).map({ $0 <= items.count }) == true
      else {
        throw Interrupt(
          .assertionFailed(
            function: member.spelling,
            message: "can't remove more items from a collection than it contains"),
          at: location)
      }
      let count = Int(number)
      let kept = member.name == "removeFirst" ? items.dropFirst(count) : items.dropLast(count)
      return (.void, Array(kept))
    case "insert(contentsOf:at:)":
      guard case .array(let more) = argument(0), let number = argument(1).numeric,
        number >= 0, number == number.rounded(),
        Int(exactly: number).map({ $0 <= items.count }) == true
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`insert(contentsOf:at:)`", expected: "an array and an index in range",
            found: argument(0).kindDescription), at: location)
      }
      var changed = items
      changed.insert(contentsOf: more, at: Int(number))
      return (.void, changed)
    case "removeAll(keepingCapacity:)":
      return (.void, [])
    case "removeSubrange(_:)", "replaceSubrange(_:with:)":
      // A range is the array of its indices here: they must be in bounds and contiguous.
      let range = try indexRange(argument(0), in: items, member, at: location)
      var changed = items
      var more: [Value] = []
      if member.name == "replaceSubrange" {
        guard case .array(let replacement) = argument(1) else {
          throw Interrupt(
            .typeMismatch(
              context: "`\(member.spelling)`", expected: "an array",
              found: argument(1).kindDescription), at: location)
        }
        more = replacement
      }
      changed.replaceSubrange(range, with: more)
      return (.void, changed)
    case "prefix(upTo:)", "prefix(through:)", "suffix(from:)":
      guard let number = argument(0).numeric, number == number.rounded(),
        let index = Int(exactly: number), index >= 0,
        index + (member.labels == ["through"] ? 1 : 0) <= items.count
      else {
        throw Interrupt(
          .assertionFailed(function: member.spelling, message: "Index out of range"),
          at: location)
      }
      switch member.labels {
      case ["upTo"]: return (.array(Array(items[..<index])), nil)
      case ["through"]: return (.array(Array(items[...index])), nil)
      default: return (.array(Array(items[index...])), nil)
      }
    case "lexicographicallyPrecedes(_:)":
      guard case .array(let other) = argument(0) else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(member.spelling)`", expected: "an array",
            found: argument(0).kindDescription), at: location)
      }
      for (a, b) in zip(items, other) where !equal(a, b) {
        return (.bool(try naturalOrder(a, b, at: location)), nil)
      }
      return (.bool(items.count < other.count), nil)
    case "union(_:)", "intersection(_:)", "subtracting(_:)", "symmetricDifference(_:)",
      "isSubset(of:)", "isSuperset(of:)", "isDisjoint(with:)", "formUnion(_:)",
      "formIntersection(_:)", "subtract(_:)":
      return try setAlgebra(member, items, argument(0), at: location)
    default:
      return nil
    }
  }

  /// `SetAlgebra`'s members on a set kept as an array without duplicates (W24): results keep
  /// the receiver's order, then the other's new members.
  private func setAlgebra(
    _ member: ArrayMembers.Member, _ items: [Value], _ argument: Value,
    at location: SourceLocation
  ) throws(Interrupt) -> (result: Value, changed: [Value]?) {
    guard case .array(let other) = argument else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(member.spelling)`", expected: "a set or an array",
          found: argument.kindDescription), at: location)
    }
    func has(_ list: [Value], _ value: Value) -> Bool { list.contains { equal($0, value) } }
    var result: [Value]
    switch member.name {
    case "union", "formUnion":
      result = items
      for value in other where !has(result, value) { result.append(value) }
    case "intersection", "formIntersection":
      result = items.filter { has(other, $0) }
    case "subtracting", "subtract":
      result = items.filter { !has(other, $0) }
    case "symmetricDifference":
      result = items.filter { !has(other, $0) } + other.filter { !has(items, $0) }
    case "isSubset":
      return (.bool(items.allSatisfy { has(other, $0) }), nil)
    case "isSuperset":
      return (.bool(other.allSatisfy { has(items, $0) }), nil)
    default:  // isDisjoint(with:)
      return (.bool(!items.contains { has(other, $0) }), nil)
    }
    return member.isMutating ? (.void, result) : (.array(result), nil)
  }

  /// The indices a range argument holds (`0..<2` is `[0, 1]` here), as a range of `items`:
  /// contiguous and within bounds, as `removeSubrange(_:)` requires.
  private func indexRange(
    _ value: Value, in items: [Value], _ member: ArrayMembers.Member, at location: SourceLocation
  ) throws(Interrupt) -> Range<Int> {
    guard case .array(let indices) = value else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(member.spelling)`", expected: "a range of indices",
          found: value.kindDescription), at: location)
    }
    let whole = indices.compactMap { $0.numeric.flatMap { Int(exactly: $0) } }
    let start = whole.first ?? 0
    guard whole.count == indices.count, whole == Array(start..<start + whole.count), start >= 0,
      start + whole.count <= items.count
    else {
      throw Interrupt(
        .assertionFailed(function: member.spelling, message: "Range out of bounds"),
        at: location)
    }
    return start..<start + whole.count
  }

  private func rotated(_ items: [Value], by offset: Int) -> [Value] {
    guard !items.isEmpty else { return items }
    return Array(items[offset...] + items[..<offset])
  }

  /// `"a-b".split(separator: "-")`, `name.starts(with: "Ma")`: a `String`'s `Sequence` members
  /// (its elements are its characters); nil for any other member.
  func swiftLibraryStringMember(
    _ name: String, _ text: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift else { return nil }
    let labels = arguments.map(\.label)
    switch (name, labels) {
    case ("split", ["separator"]):
      guard case .string(let separator) = arguments[0].value, separator.count == 1,
        let character = separator.first
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`split(separator:)`", expected: "a Character",
            found: arguments[0].value.kindDescription), at: arguments[0].location)
      }
      return .array(text.split(separator: character).map { .string(String($0)) })
    case ("starts", ["with"]):
      guard case .string(let prefix) = arguments[0].value else { return nil }
      return .bool(text.starts(with: prefix))
    case ("reversed", []):
      return .string(String(text.reversed()))
    case ("randomElement", []):
      guard !text.isEmpty else { return .null }
      let characters = Array(text)
      return .string(String(characters[nextRandomDraw() % characters.count]))
    default:
      return nil
    }
  }

  /// `name.first`, `name.last`: a `String`'s first and last characters (nil when empty); nil
  /// for any other property.
  func swiftLibraryStringProperty(_ name: String, _ text: String) -> Value? {
    guard language == .swift else { return nil }
    switch name {
    case "first": return text.first.map { .string(String($0)) } ?? .null
    case "last": return text.last.map { .string(String($0)) } ?? .null
    default: return nil
    }
  }

  /// `width.rounded()`, `angle.truncatingRemainder(dividingBy: 360)`, `n.isMultiple(of: 2)`:
  /// the number types' members (`FloatingPoint`, `BinaryInteger`), with IEEE 754's rules
  /// (`rounded()` is schoolbook rounding, `.toNearestOrAwayFromZero`; `remainder(dividingBy:)`
  /// the IEEE remainder, `truncatingRemainder` C's `fmod`); nil for any other member.
  func swiftLibraryNumberMember(
    _ name: String, _ value: Value, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift, let number = value.numeric else { return nil }
    let labels = arguments.map(\.label)
    let isInteger: Bool
    if case .integer = value { isInteger = true } else { isInteger = false }
    func operand() throws(Interrupt) -> Double {
      guard let other = arguments.first?.value.numeric else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)`", expected: "a number",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      return other
    }
    switch (name, labels) {
    case ("rounded", []):
      return .number(number.rounded())
    case ("rounded", [nil]):
      let rule: FloatingPointRoundingRule
      switch arguments[0].value {
      case .ignored(".down"): rule = .down
      case .ignored(".up"): rule = .up
      case .ignored(".towardZero"): rule = .towardZero
      case .ignored(".awayFromZero"): rule = .awayFromZero
      case .ignored(".toNearestOrEven"): rule = .toNearestOrEven
      default: rule = .toNearestOrAwayFromZero
      }
      return .number(number.rounded(rule))
    case ("truncatingRemainder", ["dividingBy"]):
      return .number(number.truncatingRemainder(dividingBy: try operand()))
    case ("remainder", ["dividingBy"]):
      return .number(number.remainder(dividingBy: try operand()))
    case ("squareRoot", []):
      return .number(number.squareRoot())
    case ("isMultiple", ["of"]):
      let other = try operand()
      return .bool(other == 0 ? number == 0 : number.truncatingRemainder(dividingBy: other) == 0)
    case ("signum", []):
      let sign = number > 0 ? 1 : (number < 0 ? -1 : 0)
      return isInteger ? .integer(sign) : .number(Double(sign))
    case ("advanced", ["by"]), ("distance", ["to"]):
      // `Strideable`: `n.advanced(by: d)` is n + d, `n.distance(to: m)` is m − n, an integer's
      // an integer (what `lessons fix` writes for Swift 2's `advancedBy`, `successor()`).
      let other = try operand()
      let result = name == "advanced" ? number + other : other - number
      if isInteger, case .integer? = arguments.first?.value, let whole = Int(exactly: result) {
        return .integer(whole)
      }
      return .number(result)
    default:
      return nil
    }
  }

  /// `d.magnitude`, `d.isZero`, `d.isNaN`: the number types' properties; nil for any other.
  func swiftLibraryNumberProperty(_ name: String, _ value: Value) -> Value? {
    guard language == .swift, let number = value.numeric else { return nil }
    switch name {
    case "magnitude":
      if case .integer(let whole) = value {
        return .integer(whole.magnitude > Int.max ? Int.max : Int(whole.magnitude))
      }
      return .number(number.magnitude)
    case "isZero": return .bool(number == 0)
    case "isNaN": return .bool(number.isNaN)
    case "isFinite": return .bool(number.isFinite)
    case "isInfinite": return .bool(number.isInfinite)
    default: return nil
    }
  }

  /// `a.merging(b) { $1 }`, `a.merge(b) { … }`, `a.compactMapValues { … }`: a dictionary's
  /// members (SE-0165), keys in order, the closure choosing between a key's old and new value;
  /// nil for any other member.
  func swiftLibraryDictionaryMember(
    _ name: String, _ dictionary: DictionaryValue, _ arguments: [EvaluatedArgument],
    receiver: Expr, at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift else { return nil }
    let labels = arguments.map(\.label)
    switch (name, labels) {
    case ("merging", [nil, "uniquingKeysWith"]), ("merging", [nil, nil]),
      ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):
      guard case .dictionary(let other) = arguments[0].value,
        case .closure(let combine) = arguments[1].value
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)(_:uniquingKeysWith:)`", expected: "a dictionary and a closure",
            found: arguments[0].value.kindDescription), at: arguments[0].location)
      }
      var merged = dictionary
      for entry in other.entries {
        if self.index(of: entry.key, in: merged) != nil {
          let old = value(for: entry.key, in: merged)
          set(entry.key, try call(combine, [old, entry.value], at: location), in: &merged)
        } else {
          set(entry.key, entry.value, in: &merged)
        }
      }
      if name == "merging" { return .dictionary(merged) }
      try assign(.dictionary(merged), to: receiver, in: scope, context)
      return .void
    case ("compactMapValues", [nil]):
      guard case .closure(let transform) = arguments[0].value else { return nil }
      var result = DictionaryValue()
      for entry in dictionary.entries {
        let value = try call(transform, [entry.value], at: location)
        if case .null = value { continue }
        result.entries.append((entry.key, value))
      }
      return .dictionary(result)
    default:
      return nil
    }
  }

  /// `Int.random(in: 0..<4)`, `CGFloat.random(in: 0...1)`, `Bool.random()` (SE-0202), from
  /// the deterministic draws ([I], above); nil for any other type or member.
  func swiftLibraryRandom(
    of type: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift else { return nil }
    if type == "Bool", arguments.isEmpty { return .bool(nextRandomDraw() % 2 == 1) }
    guard let kind = NumericKind(typeName: type), arguments.count == 1,
      arguments[0].label == "in", case .array(let range) = arguments[0].value,
      let low = range.first?.numeric, let high = range.last?.numeric
    else { return nil }
    guard !range.isEmpty else {
      throw Interrupt(
        .assertionFailed(
          function: "\(type).random(in:)", message: "Can't get random value with an empty range"),
        at: location)
    }
    let draw = nextRandomDraw()
    if kind == .integer { return range[draw % range.count] }
    return .number(low + (high - low) * Double(draw % 10) / 10)
  }

  /// The members this file implements, for the static check (receivers are untyped there).
  static func isSwiftLibraryMember(_ use: MemberResolver.Use) -> Bool {
    if case .property(let name) = use {
      return ["magnitude", "isZero", "isNaN", "isFinite", "isInfinite"].contains(name)
    }
    guard case .swiftCall(let name, let labels, let trailing) = use else { return false }
    let written = labels.enumerated().map { index, label in
      index < trailing.count && trailing[index] && label == nil ? "#" : (label ?? "_")
    }
    switch (name, written) {
    case ("split", ["separator"]), ("starts", ["with"]), ("merging", ["_", "uniquingKeysWith"]),
      ("merging", ["_", "#"]), ("merge", ["_", "uniquingKeysWith"]), ("merge", ["_", "#"]),
      ("compactMapValues", ["_"]), ("compactMapValues", ["#"]), ("randomElement", []),
      ("reversed", []), ("rounded", []), ("rounded", ["_"]),
      ("truncatingRemainder", ["dividingBy"]),
      ("remainder", ["dividingBy"]), ("squareRoot", []), ("isMultiple", ["of"]), ("signum", []),
      ("advanced", ["by"]), ("distance", ["to"]):
      return true
    default:
      return false
    }
  }
}
