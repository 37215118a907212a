/// The Swift standard library's `Array` methods real container code calls on its arrays of
/// controllers, views and values (`pages.append(vc)`, `children.forEach { … }`,
/// `pages.firstIndex(of: current)`). They are Swift, not UIKit: nothing they do is a trace
/// line; the UIKit calls their closures make are.
///
/// Kept apart from the UIKit signature table (`ModelledAPI`), which models UIKit only.
enum ArrayMembers {
  /// One `Array` method: its Swift name and labels, which parameter (if any) takes a closure,
  /// and whether it changes the array (so the receiver must be a variable).
  struct Member: Sendable, Equatable {
    var name: String
    var labels: [String?]
    /// The index of the closure parameter (`where:`, `map`'s `_:`), or nil.
    var closureParameter: Int?
    var isMutating: Bool

    /// `insert(_:at:)`.
    var spelling: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
  }

  private static func member(
    _ name: String, _ labels: [String?], closure: Int? = nil, mutating: Bool = false
  ) -> Member {
    Member(name: name, labels: labels, closureParameter: closure, isMutating: mutating)
  }

  /// Every method, in the order "did you mean" prefers.
  static let all: [Member] = [
    member("append", [nil], mutating: true),
    member("append", ["contentsOf"], mutating: true),
    member("insert", [nil, "at"], mutating: true),
    // `Set` and `OptionSet` (`triggers.insert(.pan)`, `seen.remove(id)`): the model keeps a
    // set as an array without duplicates (W24).
    member("insert", [nil], mutating: true),
    member("remove", [nil], mutating: true),
    member("remove", ["at"], mutating: true),
    member("removeAll", [], mutating: true),
    member("removeAll", ["where"], closure: 0, mutating: true),
    member("removeFirst", [], mutating: true),
    member("removeLast", [], mutating: true),
    member("popLast", [], mutating: true),
    member("contains", [nil]),
    member("contains", ["where"], closure: 0),
    member("firstIndex", ["of"]),
    member("firstIndex", ["where"], closure: 0),
    // Swift 4's names, deprecated (a warning) but still compiled by Swift 5.
    member("index", ["of"]),
    member("index", ["where"], closure: 0),
    member("lastIndex", ["of"]),
    member("first", ["where"], closure: 0),
    member("last", ["where"], closure: 0),
    member("forEach", [nil], closure: 0),
    member("map", [nil], closure: 0),
    member("compactMap", [nil], closure: 0),
    member("flatMap", [nil], closure: 0),
    member("filter", [nil], closure: 0),
    member("allSatisfy", [nil], closure: 0),
    member("joined", ["separator"]),
    member("dropFirst", []),
    member("dropFirst", [nil]),
    member("dropLast", []),
    member("dropLast", [nil]),
    member("prefix", [nil]),
    member("suffix", [nil]),
    // Ordering and folding (Interpreter+SwiftSequences).
    member("swapAt", [nil, nil], mutating: true),
    member("index", ["after"]),
    member("index", ["before"]),
    member("sorted", []),
    member("sorted", ["by"], closure: 0),
    member("min", []),
    member("max", []),
    member("reduce", [nil, nil], closure: 1),
    member("reduce", ["into", nil], closure: 1),
    member("min", ["by"], closure: 0),
    member("max", ["by"], closure: 0),
    // In place (assigned back like a mutating method; Interpreter+Arrays).
    member("sort", []),
    member("sort", ["by"], closure: 0),
    member("joined", []),
    // More of `Sequence`, `Collection` and `RangeReplaceableCollection`, by family
    // (Interpreter+SwiftStandardLibrary; W29).
    member("lastIndex", ["where"], closure: 0),
    member("randomElement", []),
    member("shuffled", []),
    member("shuffle", [], mutating: true),
    member("reverse", [], mutating: true),
    member("elementsEqual", [nil]),
    member("starts", ["with"]),
    member("count", ["where"], closure: 0),
    member("drop", ["while"], closure: 0),
    member("prefix", ["while"], closure: 0),
    member("split", ["separator"]),
    member("removeFirst", [nil], mutating: true),
    member("removeLast", [nil], mutating: true),
    member("insert", ["contentsOf", "at"], mutating: true),
    // Swift 3's names for Swift 2's `removeRange`, `replaceRange`, `removeAll(keepCapacity:)`,
    // `prefixUpTo`, `prefixThrough`, `suffixFrom`, `lexicographicalCompare` (SE-0006), which
    // `lessons fix` writes (SwiftLegacySyntax+StandardLibrary).
    member("removeAll", ["keepingCapacity"], mutating: true),
    member("removeSubrange", [nil], mutating: true),
    member("replaceSubrange", [nil, "with"], mutating: true),
    member("prefix", ["upTo"]),
    member("prefix", ["through"]),
    member("suffix", ["from"]),
    member("lexicographicallyPrecedes", [nil]),
    // `SetAlgebra` (a set is an array without duplicates, W24).
    member("union", [nil]),
    member("intersection", [nil]),
    member("subtracting", [nil]),
    member("symmetricDifference", [nil]),
    member("isSubset", ["of"]),
    member("isSuperset", ["of"]),
    member("isDisjoint", ["with"]),
    member("formUnion", [nil], mutating: true),
    member("formIntersection", [nil], mutating: true),
    member("subtract", [nil], mutating: true),
  ]

  /// The method a Swift call names: labels as written, a trailing closure filling the
  /// closure parameter whatever its label (`contains { … }` is `contains(where:)`).
  static func member(for use: MemberResolver.Use) -> Member? {
    guard case .swiftCall(let name, let labels, let trailing) = use else { return nil }
    func matches(_ member: Member, closureAsElement: Bool) -> Bool {
      guard member.name == name, member.labels.count == labels.count else { return false }
      for index in labels.indices {
        if trailing[index] {
          // `handlers.append { … }`: a closure may also be the element an unlabelled
          // parameter takes, when no method takes it as its closure.
          let asElement = closureAsElement && member.labels[index] == nil
          if member.closureParameter != index && !asElement { return false }
        } else if labels[index] != member.labels[index] {
          return false
        }
      }
      return true
    }
    return all.first { matches($0, closureAsElement: false) }
      ?? all.first { matches($0, closureAsElement: true) }
  }

  /// `Array`'s index properties (`Collection`, `BidirectionalCollection`): `indices` (the
  /// range `0..<count`), `startIndex` (0) and `endIndex` (`count`, one past the last).
  static let indexProperties: Set<String> = ["indices", "startIndex", "endIndex"]

  /// True when some array method has this base name (for "did you mean" and messages).
  static func hasMethod(named name: String) -> Bool { all.contains { $0.name == name } }
}
