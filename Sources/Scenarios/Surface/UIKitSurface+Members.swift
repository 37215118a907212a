/// Member lookup: on the type, then its superclasses, each with the protocols it adopts.
extension UIKitSurface {
  /// The types whose members a value of `typeName` has, nearest first: the type, its
  /// superclasses, then every protocol they adopt (transitively).
  package func lookupOrder(of typeName: String) -> [SurfaceType] {
    guard let type = type(named: typeName) else { return [] }
    return lookupOrders.order(of: type.objcName) { lookupOrder(of: type) }
  }

  /// `lookupOrder(of:)` worked out (`lookupOrders` keeps it).
  func lookupOrder(of type: SurfaceType) -> [SurfaceType] {
    let chain = type.kind == .class ? superclassChain(of: type.objcName) : [type]
    var order = chain
    var seen = Set(chain.map(\.objcName))
    for name in allProtocols(of: type.objcName) where seen.insert(name).inserted {
      if let proto = types[name] { order.append(proto) }
    }
    return order
  }

  /// The members a Swift scenario reaches by `name` on `typeName`: a full name with labels
  /// (`addChild(_:)`) finds that member, a base name (`addChild`, `view`) every member of
  /// that name. Nearest declaration first. Old spellings (`addChildViewController`) are found
  /// only when no current spelling matches, marked `isRenamedSpelling`.
  package func members(swift name: String, in typeName: String) -> [SurfaceMemberMatch] {
    find(in: typeName, current: { $0.swift[name] }, renamed: { $0.renamed[name] })
  }

  /// The members an Objective-C scenario reaches by `name` on `typeName`: a selector
  /// (`addChildViewController:`), a property name, getter (`isEditing`) or setter
  /// (`setEditing:`).
  package func members(objc name: String, in typeName: String) -> [SurfaceMemberMatch] {
    find(in: typeName, current: { $0.objc[name] }, renamed: { _ in nil })
  }

  /// `members(swift:in:)` or `members(objc:in:)` by language.
  package func members(
    named name: String, in typeName: String, language: ScenarioLanguage
  ) -> [SurfaceMemberMatch] {
    switch language {
    case .swift: members(swift: name, in: typeName)
    case .objc: members(objc: name, in: typeName)
    }
  }

  /// The nearest member of that name, if any.
  package func member(
    named name: String, in typeName: String, language: ScenarioLanguage
  ) -> SurfaceMemberMatch? {
    members(named: name, in: typeName, language: language).first
  }

  /// Every member visible on the type, nearest declaration first; a member a subclass
  /// redeclares is listed once, with the nearest owner.
  package func allMembers(of typeName: String) -> [SurfaceMemberMatch] {
    var seen: Set<String> = []
    var out: [SurfaceMemberMatch] = []
    for owner in lookupOrder(of: typeName) {
      for member in owner.members
      where seen.insert("\(member.isClassMember) \(member.objcName)").inserted {
        out.append(SurfaceMemberMatch(member: member, owner: owner, isRenamedSpelling: false))
      }
    }
    return out
  }

  /// A free constant, notification name, enum case or C function by its Objective-C name
  /// (`UIApplicationDidBecomeActiveNotification`, `CGRectMake`, `kCATransitionFade`), with the
  /// type the SDK's Swift spelling hangs it from.
  package func global(objc name: String) -> SurfaceMemberMatch? {
    // The first such member of the first type by Objective-C name that has one.
    let free: Set<SurfaceMember.Kind> = [.constant, .notification, .enumCase, .function]
    for type in types(declaring: name) {
      if let member = type.members.first(where: {
        $0.objcName == name && free.contains($0.kind)
      }) {
        return SurfaceMemberMatch(member: member, owner: type, isRenamedSpelling: false)
      }
    }
    return nil
  }

  private func find(
    in typeName: String, current: (SurfaceMemberIndex) -> [Int]?,
    renamed: (SurfaceMemberIndex) -> [Int]?
  ) -> [SurfaceMemberMatch] {
    let order = lookupOrder(of: typeName)
    for isRenamed in [false, true] {
      var out: [SurfaceMemberMatch] = []
      for owner in order {
        let index = owner.memberStore.index
        guard let hits = isRenamed ? renamed(index) : current(index)
        else { continue }
        for i in hits {
          let member = owner.members[i]
          // A redeclaration in a superclass is the same member: keep the nearest.
          if out.contains(where: {
            $0.member.objcName == member.objcName
              && $0.member.isClassMember == member.isClassMember
          }) {
            continue
          }
          out.append(SurfaceMemberMatch(member: member, owner: owner, isRenamedSpelling: isRenamed))
        }
      }
      if !out.isEmpty { return out }
    }
    return []
  }

  /// Whether some type has a member spelled `written`, by any spelling its index knows
  /// (`SurfaceMemberIndex`): a Swift name with or without labels, a selector, a getter or
  /// setter.
  package func hasMember(spelled written: String, _ language: ScenarioLanguage) -> Bool {
    types(declaringSpelling: written, language).contains { type in
      let index = type.memberStore.index
      return (language == .swift ? index.swift[written] : index.objc[written]) != nil
    }
  }

  /// Whether `written` is a Swift spelling some member replaced (`addChildViewController(_:)`).
  package func hasRenamedMember(spelled written: String) -> Bool {
    types(declaring: SurfaceMember.baseName(of: written)).contains {
      $0.memberStore.index.renamed[written] != nil
    }
  }

  /// The types that may have a member spelled `written` (every one that has is among them),
  /// by Objective-C name.
  func types(declaringSpelling written: String, _ language: ScenarioLanguage) -> [SurfaceType] {
    switch language {
    case .swift:
      return types(declaring: SurfaceMember.baseName(of: written))
    case .objc:
      let keys = SurfaceNameIndex.objcKeys(written)
      if keys.count == 1 { return types(declaring: keys[0]) }
      var seen: Set<String> = []
      return keys.flatMap { types(declaring: $0) }.filter { seen.insert($0.objcName).inserted }
        .sorted { $0.objcName < $1.objcName }
    }
  }
}
