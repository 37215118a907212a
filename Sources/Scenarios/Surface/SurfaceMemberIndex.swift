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
