/// The Swift standard library's index arithmetic and slicing of `Array` (The Swift Programming
/// Language, "Collection Types"; the standard library's `Collection` and
/// `RandomAccessCollection`): an array's indices are the offsets `0..<count`, `endIndex` is one
/// past the last element, and a range subscript is the elements at the range's indices, which
/// must all be valid ("Array index is out of range" otherwise). Nothing here is a trace line.
extension Interpreter {
  /// `pages.indices`, `pages.startIndex`, `pages.endIndex`; nil for any other member.
  func arrayIndexProperty(_ name: String, of items: [Value]) -> Value? {
    switch name {
    case "indices": return .array(items.indices.map { .integer($0) })
    case "startIndex": return .integer(0)
    case "endIndex": return .integer(items.count)
    default: return nil
    }
  }

  /// `index(after: i)` is `i + 1`, `index(before: i)` is `i - 1` (no bounds check: Array's
  /// index arithmetic does none).
  func adjacentIndex(_ member: ArrayMembers.Member, _ index: Value, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard let number = index.numeric, number == number.rounded(), abs(number) < 1e9 else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(member.spelling)`", expected: "a whole number",
          found: index.kindDescription), at: location)
    }
    return .integer(Int(number) + (member.labels == ["after"] ? 1 : -1))
  }

  /// `pages[1..<3]` (the range evaluated to its indices): the elements at those indices, an
  /// `ArraySlice` the model keeps as an array. Nil when `base` is not an array or `index` not
  /// a list of indices.
  func arraySlice(of base: Value, _ index: Value, at location: SourceLocation) throws(Interrupt)
    -> Value?
  {
    guard language == .swift, case .array(let items) = base, case .array(let positions) = index
    else { return nil }
    var slice: [Value] = []
    for position in positions {
      guard let number = position.numeric, let offset = Int(exactly: number) else { return nil }
      guard items.indices.contains(offset) else {
        throw Interrupt(.indexOutOfRange(index: offset, count: items.count), at: location)
      }
      slice.append(items[offset])
    }
    return .array(slice)
  }

  /// `pages[1...]`, `pages[..<2]`, `pages[...1]`: a range with one bound left out reaches
  /// the array's end (`endIndex`) or start (0). Nil for any other subscript.
  func partialRangeSlice(
    of base: Value, _ index: Expr, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift, case .binary(let op, let lower, let upper) = index.kind,
      op == "..." || op == "..<",
      lower.kind == .name(SwiftParser.rangeStart) || upper.kind == .name(SwiftParser.rangeEnd),
      case .array(let items) = base
    else { return nil }
    func bound(_ expression: Expr) throws(Interrupt) -> Int {
      switch expression.kind {
      case .name(SwiftParser.rangeStart): return 0
      case .name(SwiftParser.rangeEnd): return items.count
      default:
        let value = try evaluate(expression, in: scope, context)
        guard let number = value.numeric, let whole = Int(exactly: number),
          abs(whole) < 1_000_000_000
        else {
          throw Interrupt(
            .typeMismatch(
              context: "a range bound", expected: "a whole number", found: value.kindDescription),
            at: expression.location)
        }
        return whole
      }
    }
    let low = try bound(lower)
    var high = try bound(upper)
    if op == "...", upper.kind != .name(SwiftParser.rangeEnd) { high += 1 }
    guard low <= high else {
      throw Interrupt(
        .assertionFailed(
          function: "Range", message: "Range requires lowerBound <= upperBound"), at: index.location
      )
    }
    guard low >= 0, high <= items.count else {
      let offending = low < 0 ? low : high - 1
      throw Interrupt(.indexOutOfRange(index: offending, count: items.count), at: index.location)
    }
    return .array(Array(items[low..<high]))
  }
}

extension SwiftParser {
  /// The bounds a one-sided range leaves out (`1...`, `..<2`), named so no code can write them.
  static let rangeStart = "range@start"
  static let rangeEnd = "range@end"
}
