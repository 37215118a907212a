/// The Swift standard library's ordering and folding members of `Array` (`sorted()`,
/// `sorted(by:)`, `min()`, `max()`, `reduce(_:_:)`, `reduce(into:_:)`; `reversed()` and
/// `enumerated()` are NSArray.swift's): standard library, so none is a trace line; a
/// closure's UIKit calls are, in the order the library makes them (`sorted(by:)` compares in the order its merge sort does, which no lesson should
/// depend on; `reduce` goes first to last).
extension Interpreter {
  func callSequenceMember(
    _ member: ArrayMembers.Member, _ items: [Value], _ first: Value, _ closure: ClosureValue?,
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    switch member.name {
    case "sorted", "sort":
      let ordered: (Value, Value) throws(Interrupt) -> Bool
      if let closure {
        ordered = { (a: Value, b: Value) throws(Interrupt) -> Bool in
          try self.truth(
            self.call(closure, [a, b], at: location), "the closure of `sorted(by:)`",
            at: location)
        }
      } else {
        ordered = { (a: Value, b: Value) throws(Interrupt) -> Bool in
          try self.naturalOrder(a, b, at: location)
        }
      }
      return .array(try Self.mergeSorted(items, by: ordered))
    case "min", "max":
      // `min(by:)` / `max(by:)`: the closure is `areInIncreasingOrder`, as `sorted(by:)`'s.
      let ordered = { (a: Value, b: Value) throws(Interrupt) -> Bool in
        guard let closure else { return try self.naturalOrder(a, b, at: location) }
        return try self.truth(
          self.call(closure, [a, b], at: location), "the closure of `\(member.spelling)`",
          at: location)
      }
      guard var best = items.first else { return .null }
      for item in items.dropFirst() {
        let better = member.name == "min" ? try ordered(item, best) : try ordered(best, item)
        if better { best = item }
      }
      return best
    default:  // reduce(_:_:), reduce(into:_:)
      guard let closure else { return first }
      if member.labels.first == "into" {
        // The closure changes the accumulator in place (`{ $0 += $1 }`, `{ counts[$1,
        // default: 0] += 1 }`): an `inout` parameter, whose final value is the next call's.
        let accumulator = ValueBox(first)
        for item in items {
          _ = try call(closure, [accumulator.value, item], at: location, inoutFirst: accumulator)
        }
        return accumulator.value
      }
      var result = first
      for item in items { result = try call(closure, [result, item], at: location) }
      return result
    }
  }

  /// `<` of two numbers or two strings, as `Comparable` orders them.
  func naturalOrder(_ a: Value, _ b: Value, at location: SourceLocation) throws(Interrupt) -> Bool {
    if let x = a.numeric, let y = b.numeric { return x < y }
    switch (a, b) {
    case (.string(let x), .string(let y)): return x < y
    default:
      throw Interrupt(
        .typeMismatch(
          context: "ordering", expected: "numbers or strings (`Comparable` values)",
          found: "\(a.kindDescription) and \(b.kindDescription)"), at: location)
    }
  }

  /// A stable merge sort (Swift's `sort` is stable since Swift 5) whose comparison may stop
  /// the run.
  private static func mergeSorted(
    _ items: [Value], by ordered: (Value, Value) throws(Interrupt) -> Bool
  ) throws(Interrupt) -> [Value] {
    guard items.count > 1 else { return items }
    let middle = items.count / 2
    let left = try mergeSorted(Array(items[..<middle]), by: ordered)
    let right = try mergeSorted(Array(items[middle...]), by: ordered)
    var merged: [Value] = []
    merged.reserveCapacity(items.count)
    var (i, j) = (0, 0)
    while i < left.count, j < right.count {
      if try ordered(right[j], left[i]) {
        merged.append(right[j])
        j += 1
      } else {
        merged.append(left[i])
        i += 1
      }
    }
    return merged + left[i...] + right[j...]
  }
}
