import Containment

extension UIKitType {
  /// `NSArray` (and Swift's `Array`, which scenarios hold as the same value): the members the
  /// modelled API reads, in both spellings. The Swift standard library's own members
  /// (`append`, `map`, `contains` …) are `ArrayMembers`; Foundation's mutation messages are
  /// `Interpreter+FoundationArrays` (FIDELITY-SURFACE.md C11, W1).
  static let nsArray = UIKitType("NSArray", receiver: .array) { on in
    [
      .property(on, "count", .integer, fidelity: "C11") { call in
        .number(Double(call.items.count))
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
      // `(offset, element)` pairs, destructured by `for (i, x) in …`.
      .method(on, "enumerated", returns: .array, fidelity: "W1") { call in
        .array(call.items.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
      },
      .method(on, "reversed", objc: ["reverseObjectEnumerator"], returns: .array, fidelity: "W1") {
        call in .array(call.items.reversed())
      },
      // Arrays are values here: a copy is the same elements, which a loop that changes the
      // children while it walks a copy of them relies on.
      .method(on, "copy", returns: .array, fidelity: "C11") { call in .array(call.items) },
      .method(on, "mutableCopy", returns: .array, fidelity: "C11") { call in .array(call.items) },
    ]
  }
}
