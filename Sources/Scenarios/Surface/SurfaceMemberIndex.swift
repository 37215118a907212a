/// One type's members indexed by every spelling a scenario may write: the Swift name with
/// labels and its base name, the Objective-C selector or property name, a property's getter
/// (`isEditing`) and setter (`setEditing:`), and the old spellings.
struct SurfaceMemberIndex: Sendable {
  private(set) var swift: [String: [Int]] = [:]
  private(set) var objc: [String: [Int]] = [:]
  private(set) var renamed: [String: [Int]] = [:]

  init(_ members: [SurfaceMember]) {
    for (i, member) in members.enumerated() {
      Self.add(member.swiftName, i, to: &swift)
      for short in member.swiftDefaultedSpellings { Self.add(short, i, to: &swift) }
      if member.swiftBaseName != member.swiftName { Self.add(member.swiftBaseName, i, to: &swift) }
      Self.add(member.objcName, i, to: &objc)
      if member.kind == .property {
        let getter = "is" + member.objcName.prefix(1).uppercased() + member.objcName.dropFirst()
        if member.swiftName == getter { Self.add(getter, i, to: &objc) }
        if let setter = member.objcSetter { Self.add(setter, i, to: &objc) }
      }
      for old in member.renamedSpellings {
        Self.add(old, i, to: &renamed)
        let base = SurfaceMember.baseName(of: old)
        if base != old { Self.add(base, i, to: &renamed) }
      }
    }
  }

  private static func add(_ key: String, _ index: Int, to table: inout [String: [Int]]) {
    // One lookup of the key, the list changed where it is.
    func append(_ list: inout [Int]) {
      if !list.contains(index) { list.append(index) }
    }
    append(&table[key, default: []])
  }
}

extension SurfaceMember {
  /// The Swift spellings that leave out parameters the SDK's Swift declaration gives a default
  /// value (the Clang importer's rule: an option set defaults to `[]`, a last optional closure
  /// to nil: a last `completion` or `completionHandler`, which the headers read here do not
  /// mark nullable), each subset of them in order:
  /// `constraints(withVisualFormat:metrics:views:)` for
  /// `constraints(withVisualFormat:options:metrics:views:)`. Empty when nothing defaults.
  var swiftDefaultedSpellings: [String] {
    guard kind == .method || kind == .initializer, swiftName.hasSuffix(")") else { return [] }
    // Most members have no parameter that can default (an option set anywhere, a closure
    // last): the labels are split only for those that have one (the surface's index asks for
    // every member's spellings). No more tests than the filter below makes.
    let types = swiftParameterTypes
    guard
      types.contains(where: Self.isOptionSetName) || types.last?.contains("->") == true
        || types.contains(where: Self.isDictionaryName)
    else { return [] }
    let labels = swiftLabels
    guard labels.count == swiftParameterTypes.count else { return [] }
    let defaulted = swiftParameterTypes.indices.filter { index in
      let type = swiftParameterTypes[index]
      return Self.isOptionSetName(type)
        // An options, attributes or info dictionary defaults to nil or `[:]` (SE-0005's
        // rule: `NSError(domain:code:)`, `UIPageViewController(transitionStyle:
        // navigationOrientation:)`; FIDELITY-SURFACE C46).
        || (Self.isDictionaryName(type)
          && ["options", "attributes", "userinfo", "info"].contains {
            labels[index].lowercased().hasSuffix($0)
          })
        || (index == labels.count - 1 && type.contains("->")
          && ["completion", "completionHandler"].contains(labels[index]))
    }
    guard !defaulted.isEmpty, defaulted.count <= 3 else { return [] }
    var out: [String] = []
    for mask in 1..<(1 << defaulted.count) {
      let left = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
      let kept = labels.indices.filter { !left.contains($0) }.map { labels[$0] }
      out.append(swiftBaseName + "(" + kept.map { $0 + ":" }.joined() + ")")
    }
    return out
  }

  /// `UIView.AnimationOptions`, `NSLayoutConstraint.FormatOptions`: the Swift names of option
  /// sets (SurfaceType.Kind.options) as the SDK spells them, each ending in `Options`.
  private static func isDictionaryName(_ type: String) -> Bool {
    type.hasPrefix("[") && type.contains(":")
  }

  private static func isOptionSetName(_ type: String) -> Bool {
    type.hasSuffix("Options") && !type.contains("[") && !type.contains("?")
  }
}
