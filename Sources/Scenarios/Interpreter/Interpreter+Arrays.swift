/// Swift `Array` methods (`ArrayMembers`): standard library, so none is a trace line; the
/// UIKit calls their closures make are, in element order. Arrays are values, as in Swift:
/// a mutating method computes the new array and assigns it back to the variable or property
/// it was called on (a property's `didSet` runs, as it does in Swift).
extension Interpreter {
  /// `receiver.member(arguments)` where the receiver evaluated to the array `items`.
  func callArrayMember(
    _ member: ArrayMembers.Member, _ items: [Value], _ arguments: [EvaluatedArgument],
    receiver: Expr, at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    let values = arguments.map(\.value)
    func argument(_ index: Int) -> Value { index < values.count ? values[index] : .null }
    func place(_ index: Int) -> SourceLocation {
      index < arguments.count ? arguments[index].location : location
    }
    var closure: ClosureValue?
    if let index = member.closureParameter {
      guard case .closure(let value) = argument(index) else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(member.spelling)`", expected: "a closure",
            found: argument(index).kindDescription), at: place(index))
      }
      closure = value
    }
    /// The closure's result for `item`, as a Bool (`filter`, `contains(where:)` …).
    func test(_ item: Value) throws(Interrupt) -> Bool {
      guard let closure else { return false }
      return try truth(
        call(closure, [item], at: location), "the closure of `\(member.spelling)`",
        at: location)
    }
    if let (result, changed) = try swiftLibraryArrayMember(
      member, items, values, closure, at: location)
    {
      // `randomElement()`, `shuffle()`, `split(separator:)` … (Interpreter+SwiftStandardLibrary)
      if let changed {
        try store(.array(changed), into: receiver, member, at: location, scope, context)
      }
      return result
    }
    if member.name == "sort" {
      // `pages.sort()`, `pages.sort(by:)`: `sorted`'s order, assigned back in place.
      let sorted = try callSequenceMember(member, items, argument(0), closure, at: location)
      try store(sorted, into: receiver, member, at: location, scope, context)
      return .void
    }
    if member.isMutating {
      var changed = items
      let result = try mutate(&changed, member, argument, place, test)
      try store(.array(changed), into: receiver, member, at: location, scope, context)
      return result
    }
    switch member.name {
    case "contains":
      if closure != nil {
        for item in items where try test(item) { return .bool(true) }
        return .bool(false)
      }
      return .bool(items.contains { equal($0, argument(0)) })
    case "index" where member.labels == ["after"] || member.labels == ["before"]:
      // `index(after:)`, `index(before:)`: an array's indices are its offsets.
      return try adjacentIndex(member, argument(0), at: place(0))
    case "firstIndex", "lastIndex", "index":
      let order = member.name == "lastIndex" ? items.indices.reversed() : Array(items.indices)
      for index in order {
        let found = closure != nil ? try test(items[index]) : equal(items[index], argument(0))
        if found { return .integer(index) }
      }
      return .null
    case "first", "last":
      for item in member.name == "first" ? items : items.reversed() where try test(item) {
        return item
      }
      return .null
    case "allSatisfy":
      for item in items where try !test(item) { return .bool(false) }
      return .bool(true)
    case "filter":
      var kept: [Value] = []
      for item in items where try test(item) { kept.append(item) }
      return .array(kept)
    case "forEach", "map", "compactMap", "flatMap":
      var results: [Value] = []
      for item in items {
        guard let closure else { break }
        let result = try call(closure, [item], at: location)
        if member.name != "map", member.name != "forEach", case .null = result { continue }
        if member.name == "flatMap", case .array(let inner) = result {
          results += inner  // flattens arrays; drops nils, as Swift 4's optional flatMap did
          continue
        }
        results.append(result)
      }
      if results.count > ScenarioLimits.arrayLength {
        throw Interrupt(
          .tooLarge(what: "an array", limit: ScenarioLimits.arrayLength), at: location)
      }
      return member.name == "forEach" ? .void : .array(results)
    case "dropFirst", "dropLast", "prefix", "suffix":
      var count = member.name.hasPrefix("drop") ? 1 : 0
      if !member.labels.isEmpty {
        guard let number = argument(0).numeric, number >= 0, number == number.rounded(),
          number < 1e9
        else {
          throw Interrupt(
            .typeMismatch(
              context: "`\(member.spelling)`", expected: "a whole number of 0 or more",
              found: argument(0).kindDescription), at: place(0))
        }
        count = Int(number)
      }
      switch member.name {
      case "dropFirst": return .array(Array(items.dropFirst(count)))
      case "dropLast": return .array(Array(items.dropLast(count)))
      case "prefix": return .array(Array(items.prefix(count)))
      default: return .array(Array(items.suffix(count)))
      }
    case "sorted", "min", "max", "reduce":
      return try callSequenceMember(member, items, argument(0), closure, at: location)
    default:  // joined(separator:), joined()
      var parts: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          throw Interrupt(
            .typeMismatch(
              context: "`joined(separator:)`", expected: "an array of strings",
              found: "an array holding \(item.kindDescription)"), at: location)
        }
        parts.append(text)
      }
      // `joined()`: no separator.
      let separatorValue = member.labels.isEmpty ? Value.string("") : argument(0)
      guard case .string(let separator) = separatorValue else {
        throw Interrupt(
          .typeMismatch(
            context: "`separator`", expected: "a string", found: argument(0).kindDescription),
          at: place(0))
      }
      return try checkedString(parts.joined(separator: separator), at: location)
    }
  }

  /// Applies a mutating method to `items`; returns the method's result (`remove(at:)`'s
  /// element) or `.void`.
  private func mutate(
    _ items: inout [Value], _ member: ArrayMembers.Member, _ argument: (Int) -> Value,
    _ place: (Int) -> SourceLocation, _ test: (Value) throws(Interrupt) -> Bool
  ) throws(Interrupt) -> Value {
    func index(_ position: Int, allowingEnd: Bool) throws(Interrupt) -> Int {
      let value = argument(position)
      guard let number = value.numeric, number == number.rounded(), abs(number) < 1e9
      else {
        throw Interrupt(
          .typeMismatch(
            context: "an index", expected: "a whole number", found: value.kindDescription),
          at: place(position))
      }
      let index = Int(number)
      guard index >= 0, index < items.count || (allowingEnd && index == items.count) else {
        throw foundationError(
          .indexOutOfRange(index: index, count: items.count), at: place(position))
      }
      return index
    }
    var result = Value.void
    switch member.spelling {
    case "append(_:)":
      items.append(argument(0))
    case "append(contentsOf:)":
      guard case .array(let more) = argument(0) else {
        throw Interrupt(
          .typeMismatch(
            context: "`append(contentsOf:)`", expected: "an array",
            found: argument(0).kindDescription), at: place(0))
      }
      items += more
    case "insert(_:at:)":
      items.insert(argument(0), at: try index(1, allowingEnd: true))
    case "insert(_:)":
      // `Set.insert(_:)` / `OptionSet.insert(_:)`: added unless an equal member is there;
      // the result is `(inserted:memberAfterInsert:)` (The Swift Standard Library, SetAlgebra).
      let existing = items.first { equal($0, argument(0)) }
      if existing == nil { items.append(argument(0)) }
      result = .tuple([
        TupleElement(label: "inserted", value: .bool(existing == nil)),
        TupleElement(label: "memberAfterInsert", value: existing ?? argument(0)),
      ])
    case "remove(_:)":
      // `Set.remove(_:)`: the member removed, or nil when none was equal.
      if let position = items.firstIndex(where: { equal($0, argument(0)) }) {
        result = items.remove(at: position)
      } else {
        result = .null
      }
    case "remove(at:)":
      result = items.remove(at: try index(0, allowingEnd: false))
    case "popLast()":
      result = items.popLast() ?? .null
    case "removeFirst()", "removeLast()":
      guard !items.isEmpty else {
        throw Interrupt(
          .assertionFailed(
            function: member.spelling, message: "can't remove items from an empty collection"),
          at: place(0))
      }
      result = member.name == "removeFirst" ? items.removeFirst() : items.removeLast()
    case "removeAll()":
      items.removeAll()
    case "swapAt(_:_:)":
      items.swapAt(try index(0, allowingEnd: false), try index(1, allowingEnd: false))
    default:  // removeAll(where:)
      var kept: [Value] = []
      for item in items where try !test(item) { kept.append(item) }
      items = kept
    }
    if items.count > ScenarioLimits.arrayLength {
      throw Interrupt(.tooLarge(what: "an array", limit: ScenarioLimits.arrayLength), at: place(0))
    }
    return result
  }

  /// Assigns the changed array back to what the mutating call was made on: a variable or a
  /// stored property (`pages`, `self.pages`, `menu.items`).
  private func store(
    _ value: Value, into receiver: Expr, _ member: ArrayMembers.Member,
    at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) {
    switch receiver.kind {
    case .name, .member, .subscriptIndex:
      // `pages[0].append(x)`, `groups[key, default: []].append(x)`: an element is assigned
      // back through its subscript.
      do throws(Interrupt) {
        try assign(value, to: receiver, in: scope, context)
      } catch {
        // Swift's wording: the method needs a variable, not "assign to".
        if case .failed(let diagnostic) = error,
          diagnostic.id == ScenarioProblem.assignToConstant("").id
            || diagnostic.id == ScenarioProblem.readOnly("").id
        {
          let what = Self.plainText(receiver).map { "`\($0)`" } ?? "this value"
          let reason =
            diagnostic.id == ScenarioProblem.readOnly("").id ? "read-only" : "a `let` constant"
          throw Interrupt(
            .immutableReceiver(member: member.spelling, receiver: what, reason: reason),
            at: location)
        }
        throw error
      }
    default:
      throw Interrupt(
        .immutableReceiver(
          member: member.spelling, receiver: "this value", reason: "not a variable"),
        at: location)
    }
  }

  /// `pages`, `self.pages`: the receiver as written, for messages.
  static func plainText(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return name
    case .member(let base, let name): return plainText(base).map { $0 + "." + name }
    default: return nil
    }
  }
}
