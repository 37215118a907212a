/// Member lookup: on the type, then its superclasses, each with the protocols it adopts.
extension UIKitSurface {
  /// The types whose members a value of `typeName` has, nearest first: the type, its
  /// superclasses, then every protocol they adopt (transitively).
  package func lookupOrder(of typeName: String) -> [SurfaceType] {
    guard let type = type(named: typeName) else { return [] }
    return lookupOrders[type.objcName] ?? lookupOrder(of: type)
  }

  /// `lookupOrder(of:)` worked out (`UIKitSurface.init` keeps every type's: each member a
  /// scenario names is looked up through it, in every check of every scenario).
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
    guard let (owner, index) = globalIndex[name], let type = types[owner] else { return nil }
    return SurfaceMemberMatch(member: type.members[index], owner: type, isRenamedSpelling: false)
  }

  private func find(
    in typeName: String, current: (SurfaceMemberIndex) -> [Int]?,
    renamed: (SurfaceMemberIndex) -> [Int]?
  ) -> [SurfaceMemberMatch] {
    let order = lookupOrder(of: typeName)
    for isRenamed in [false, true] {
      var out: [SurfaceMemberMatch] = []
      for owner in order {
        guard let index = memberIndices[owner.objcName],
          let hits = isRenamed ? renamed(index) : current(index)
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
}
