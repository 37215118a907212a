import Containment

extension UIKitType {
  /// `NSArray` (and Swift's `Array`, which scenarios hold as the same value): the members the
  /// modelled API reads, in both spellings. The Swift standard library's own members
  /// (`append`, `map`, `contains` …) are `ArrayMembers`; Foundation's mutation messages are
  /// `Interpreter+FoundationArrays` (FIDELITY-SURFACE.md C11, W1).
  static let nsArray = UIKitType("NSArray", receiver: .array) { on in
    [
      .property(on, "count", .integer, fidelity: "C11") { call in
        .integer(call.items.count)
      },
      .property(on, "first", objc: "firstObject", .any, fidelity: "C11") { call in
        call.items.first ?? .null
      },
      .property(on, "last", objc: "lastObject", .any, fidelity: "C11") { call in
        call.items.last ?? .null
      },
      .property(on, "isEmpty", .bool, fidelity: "W1") { call in .bool(call.items.isEmpty) },
      .method(on, "objectAtIndex", [nil], [.any], returns: .any, fidelity: "C11") {
        call throws(Interrupt) in
        try call.interpreter.element(of: call.receiver, call.argument(0), at: call.location(of: 0))
      },
      // `(offset:element:)` tuples, destructured by `for (i, x) in …`, read as `$0.offset`.
      .method(on, "enumerated", returns: .array, fidelity: "W1") { call in
        .array(
          call.items.enumerated().map {
            .tuple([
              TupleElement(label: "offset", value: .integer($0.offset)),
              TupleElement(label: "element", value: $0.element),
            ])
          })
      },
      .method(on, "reversed", objc: ["reverseObjectEnumerator"], returns: .array, fidelity: "W1") {
        call in .array(call.items.reversed())
      },
      // `enumerateObjectsUsingBlock:`: the block runs for each element in order, with the
      // element and its index; `stop` is nil here (a block that sets `*stop` is reported by
      // the language, not silently run to the end).
      .method(
        on, "enumerateObjects", [nil], objc: ["enumerateObjectsUsingBlock"], [.block],
        fidelity: "C11"
      ) { call throws(Interrupt) in
        guard let block = call.closure(0) else { return .void }
        // `BOOL *stop`: the block sets `*stop = YES` to end the enumeration after it returns
        // (NSArray.h, `enumerateObjectsUsingBlock:`).
        let stop = call.interpreter.newPointer(to: .bool(false))
        defer { call.interpreter.pointees[stop] = nil }
        for (index, item) in call.items.enumerated() {
          _ = try call.interpreter.call(
            block, [item, .integer(index), .string(stop)], at: call.location(of: 0))
          if case .bool(true) = call.interpreter.pointees[stop] { break }
        }
        return .void
      },
      // Arrays are values here: a copy is the same elements, which a loop that changes the
      // children while it walks a copy of them relies on.
      .method(on, "copy", returns: .array, fidelity: "C11") { call in .array(call.items) },
      .method(on, "mutableCopy", returns: .array, fidelity: "C11") { call in .array(call.items) },
      .method(
        on, "contains", [nil], objc: ["containsObject"], [.any], returns: .bool, fidelity: "C11"
      ) {
        call in .bool(call.items.contains { call.interpreter.equal($0, call.argument(0)) })
      },
      // Swift 4's `index(of:)` (`firstIndex(of:)` since Swift 4.2) and Foundation's
      // `indexOfObject:`: `NSNotFound` when absent in Objective-C, nil in Swift.
      .method(on, "index", ["of"], objc: ["indexOfObject"], [.any], returns: .any, fidelity: "C11")
      {
        call in
        if let index = call.items.firstIndex(where: { call.interpreter.equal($0, call.argument(0)) }
        ) {
          return .integer(index)
        }
        return call.interpreter.language == .objc ? .integer(Int.max) : .null
      },
    ]
  }

  /// `NSMutableArray`'s changes, Objective-C only: `Interpreter+FoundationArrays` performs each
  /// as the Swift `Array` method it is and assigns the array back before any member is looked
  /// up, so these entries give the checker and the binder their spellings only.
  static let nsMutableArray = UIKitType("NSMutableArray", superclass: "NSArray", receiver: .array) {
    on in
    [
      ["addObject"], ["addObjectsFromArray"], ["insertObject", "atIndex"],
      ["removeObjectAtIndex"], ["removeObject"], ["setObject", "atIndexedSubscript"],
      ["replaceObjectAtIndex", "withObject"], ["exchangeObjectAtIndex", "withObjectAtIndex"],
      ["removeObjectsInRange"], ["removeObjectsInArray"], ["removeObjectIdenticalTo"],
      ["setArray"],
    ].map { pieces in
      .method(
        on, pieces[0], [nil] + pieces.dropFirst().map { $0 }, objc: pieces,
        pieces.map { _ in .any }, fidelity: "C11"
      ) { _ in .void }
    } + [
      .method(on, "removeLastObject", fidelity: "C11") { _ in .void },
      .method(on, "removeAllObjects", fidelity: "C11") { _ in .void },
    ]
  }
}
