import Containment

/// Members of the modelled API indexed by the name each language calls them by (the Swift
/// name, or the first Objective-C selector piece: `MemberResolver.name(of:_:)`), built once,
/// so that a look-up reads a few entries instead of filtering the whole table.
struct MemberTable: Sendable {
  /// The members, in the order of `ModelledAPI.members`.
  let members: [ModelledAPI.Member]
  private let swiftNamed: [String: [ModelledAPI.Member]]
  private let objcNamed: [String: [ModelledAPI.Member]]

  init(_ members: [ModelledAPI.Member]) {
    self.members = members
    swiftNamed = Dictionary(grouping: members) { MemberResolver.name(of: $0, .swift) }
    var objcNamed = Dictionary(grouping: members) { MemberResolver.name(of: $0, .objc) }
    // `@property (getter=isActive) BOOL active`: Objective-C reads it as `c.isActive` or
    // `[c isActive]` too, the Swift name.
    for member in members where member.isProperty {
      let objc = MemberResolver.name(of: member, .objc)
      guard let first = objc.first, member.swiftName == "is" + first.uppercased() + objc.dropFirst()
      else { continue }
      objcNamed[member.swiftName, default: []].append(member)
    }
    self.objcNamed = objcNamed
  }

  /// The members `language` calls `name`, in table order (`members.filter` by name).
  func named(_ name: String, _ language: ScenarioLanguage) -> [ModelledAPI.Member] {
    (language == .swift ? swiftNamed : objcNamed)[name] ?? []
  }

  /// True when some member is called `name` in `language`.
  func contains(_ name: String, _ language: ScenarioLanguage) -> Bool {
    (language == .swift ? swiftNamed : objcNamed)[name] != nil
  }
}

extension ModelledAPI {
  /// Every member (`members`), indexed by name.
  static let table = MemberTable(members)

  /// The members of each receiver, in table order: grouped in one pass over the table (a
  /// filter per receiver copied every member once for each of them).
  private static let tables: [Receiver: MemberTable] = {
    var grouped: [Receiver: [Member]] = [:]
    for member in members { grouped[member.receiver, default: []].append(member) }
    return Dictionary(
      uniqueKeysWithValues: Receiver.allCases.map { receiver in
        (receiver, MemberTable(grouped[receiver] ?? []))
      })
  }()

  /// The members callable on `receiver`, indexed by name.
  static func table(of receiver: Receiver) -> MemberTable {
    tables[receiver] ?? MemberTable([])
  }

  /// Members callable on `receiver`.
  static func members(of receiver: Receiver) -> [Member] {
    table(of: receiver).members
  }

  /// The key a scenario's override of `member` has (`viewWillAppear(_:)`,
  /// `viewWillAppear:`): the traced member's spelling.
  static func overrideSpelling(of member: APIMember, _ language: ScenarioLanguage) -> String {
    if member.isProperty { return member.swiftName }
    if language == .objc {
      return member.swiftLabels.isEmpty
        ? member.objcPieces[0] : member.objcPieces.map { $0 + ":" }.joined()
    }
    return member.swiftName + "(" + member.swiftLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Objective-C names of settable properties (`frame` for `setFrame:`).
  static let settableObjCNames: Set<String> = Set(
    members.filter(\.isSettable).map { $0.objcPieces[0] })
}
