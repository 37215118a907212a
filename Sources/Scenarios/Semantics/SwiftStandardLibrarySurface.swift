/// Lookups in the standard library's member list (SwiftStandardLibrarySurface+Generated, made
/// by scripts/gen-swift-stdlib-surface from the toolchain's own `Swift` module): whether a
/// member the code calls is Swift's, so that one the model does not implement is named as such
/// rather than as a name nobody declares (docs/FIDELITY-SURFACE.md W29).
extension SwiftStandardLibrarySurface {
  /// The standard type whose members an extension of `name` has: a protocol's conforming type
  /// apps extend it for (`extension Collection` is about arrays here).
  static func memberType(ofExtended name: String) -> String? {
    if members[name] != nil { return name }
    switch name {
    case "Collection", "Sequence", "BidirectionalCollection", "RandomAccessCollection",
      "MutableCollection", "RangeReplaceableCollection":
      return "Array"
    case "StringProtocol": return "String"
    case "BinaryInteger", "FixedWidthInteger", "SignedInteger", "Numeric": return "Int"
    case "FloatingPoint", "BinaryFloatingPoint": return "Double"
    default: return nil
    }
  }

  /// The base names (`indices`, `filter`) of the members of the standard type an extension of
  /// `name` extends; empty for any other name.
  static func baseNames(ofExtended name: String) -> Set<String> {
    guard let type = memberType(ofExtended: name), let spellings = members[type] else {
      return []
    }
    return Set(spellings.map { String($0.prefix { $0 != "(" }) }.filter { $0 != "init" })
  }

  /// The standard types (of those listed) that have a member `use` names: the base name, and
  /// for a call labels that fit one of the member's spellings once its defaulted parameters
  /// are left out (a trailing closure may stand for any label).
  static func types(having use: MemberResolver.Use) -> [String] {
    let name: String
    var labels: [String?]? = nil
    var trailing: [Bool] = []
    switch use {
    case .property(let property): name = property
    case .swiftCall(let call, let written, let closures):
      name = call
      labels = written
      trailing = closures
    case .message: return []
    }
    return members.keys.sorted().filter { type in
      members[type]?.contains { spelling in
        guard spelling.prefix(while: { $0 != "(" }) == name else { return false }
        guard let labels else { return !spelling.contains("(") }
        guard spelling.hasSuffix(")"), let open = spelling.firstIndex(of: "(") else {
          return false
        }
        let declared = spelling[
          spelling.index(after: open)..<spelling.index(before: spelling.endIndex)
        ]
        .split(separator: ":", omittingEmptySubsequences: true).map {
          $0 == "_" ? nil : String($0)
        }
        var next = 0
        for (index, label) in labels.enumerated() {
          let isTrailing = index < trailing.count && trailing[index]
          while next < declared.count, declared[next] != label, !isTrailing {
            next += 1
          }
          guard next < declared.count else { return false }
          next += 1
        }
        return true
      } ?? false
    }
  }
}
