/// The area classifier: which members can change containment or call back into the
/// scenario's code, and which named area they belong to (`SurfaceAreaRule`).
extension UIKitSurface {
  /// The area and activity of a member found on a type.
  package func classify(_ match: SurfaceMemberMatch) -> SurfaceClassification {
    let member = match.member
    let owner = match.owner
    var activity = Self.ownActivity(of: member, in: owner)
    var area: SurfaceArea?
    if let typeArea = SurfaceAreaRule.activeTypes[owner.objcName] ?? activeArea(of: owner) {
      area = typeArea
      activity.insert(owner.kind == .protocol ? .callback : .containment)
    } else if let rule = SurfaceAreaRule.rules.first(where: {
      isOwner(owner, kindOf: $0.owner) && $0.matches(member)
    }) {
      area = rule.area
      activity.formUnion(rule.activity)
      activity.subtract(rule.touchOnly)
    }
    if area == nil {
      if activity.contains(.notification) {
        area = .notifications
      } else if activity.contains(.delegate) {
        area = .delegates
      } else if activity.contains(.selector) {
        area = .targetAction
      } else if activity.contains(.closure) {
        area = .callbacks
      }
    }
    return SurfaceClassification(area: area, activity: activity)
  }

  /// `classify(_:)` for the nearest member of that name, if the type has one.
  package func classify(
    member name: String, in typeName: String, language: ScenarioLanguage
  ) -> SurfaceClassification? {
    member(named: name, in: typeName, language: language).map(classify)
  }

  /// The area an object of this type belongs to as a whole (`UIStoryboardSegue` → segues),
  /// through its superclasses: creating one is outside the model unless it is modelled.
  package func activeArea(ofType typeName: String) -> SurfaceArea? {
    guard let type = type(named: typeName) else { return nil }
    return activeArea(of: type)
  }

  private func activeArea(of type: SurfaceType) -> SurfaceArea? {
    for ancestor in superclassChain(of: type.objcName) {
      if let area = SurfaceAreaRule.activeTypes[ancestor.objcName] { return area }
    }
    return nil
  }

  private func isOwner(_ owner: SurfaceType, kindOf name: String) -> Bool {
    owner.objcName == name || isClass(owner.objcName, kindOf: name)
  }

  /// What the member's own types show: a block, a selector, a delegate or data source, a
  /// notification, a requirement of a delegate protocol.
  static func ownActivity(of member: SurfaceMember, in owner: SurfaceType) -> SurfaceActivity {
    var activity: SurfaceActivity = []
    let types = member.objcParameterTypes + [member.objcType]
    if types.contains(where: { $0.contains("(^") }) { activity.insert(.closure) }
    if types.contains("SEL") { activity.insert(.selector) }
    // A notification's name, or a method that posts or observes one (`postNotification:`); a
    // C function or constant named so (`UIAccessibilityPostNotification`, whose numbers go to
    // assistive technology) reaches no observer.
    if member.kind == .notification
      || (member.kind == .method && member.objcBaseName.hasSuffix("Notification"))
    {
      activity.insert(.notification)
    }
    let name = member.objcBaseName.lowercased()
    if member.kind == .property || member.kind == .method,
      name.hasSuffix("delegate") || name.hasSuffix("datasource")
        || Self.isDelegateProtocolType(member.objcType)
    {
      activity.insert(.delegate)
    }
    if owner.kind == .protocol && Self.isDelegateProtocolName(owner.objcName) {
      activity.formUnion([.delegate, .callback])
    }
    return activity
  }

  private static func isDelegateProtocolType(_ objcType: String) -> Bool {
    guard objcType.hasPrefix("id<") else { return false }
    return objcType.dropFirst(3).split(separator: ",").contains {
      isDelegateProtocolName(String($0.filter { $0 != ">" }))
    }
  }

  private static func isDelegateProtocolName(_ name: String) -> Bool {
    name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }
}

/// Names no declaration models, asked of the whole surface when the receiver is not known.
extension UIKitSurface {
  /// The problem with a name that no declaration models when every real member of that base
  /// name, on any type, can change containment or call back into the scenario's code
  /// (`performSegue`: segues): refused with the area of the nearest one (a view controller's
  /// first, then a view's, then by type name). Nil when the name is not real or some member of
  /// that name is harmless to keep inert: the run, which knows the receiver, decides.
  static func notModelled(_ name: String, _ language: ScenarioLanguage) -> ScenarioProblem? {
    let matches = shared.members(ofBase: name, language)
    guard !matches.isEmpty else { return nil }
    var areas: [SurfaceArea] = []
    for match in matches {
      let classification = shared.classify(match)
      guard classification.isNeverInert else { return nil }
      areas.append(classification.area ?? .callbacks)
    }
    return .notModelled(name, area: areas[0].name)
  }

  /// The framework of the nearest member of that base name (`identity`: Core Graphics).
  static func framework(ofMember name: String, _ language: ScenarioLanguage) -> SurfaceFramework? {
    shared.members(ofBase: name, language).first?.owner.framework
  }

  /// Every member of any type by Swift base name or by Objective-C first piece (a settable
  /// property also by its setter's, `setHighlighted`), the view controller's and the view's
  /// members first, then by type name.
  private func members(ofBase name: String, _ language: ScenarioLanguage) -> [SurfaceMemberMatch] {
    var keys = [name]
    if language == .objc, name.hasPrefix("set"), name.count > 3 {
      let property = String(name.dropFirst(3))
      keys += [property, property.prefix(1).lowercased() + property.dropFirst()]
    }
    var owners: Set<String> = []
    for key in keys {
      for type in types(declaring: key) { owners.insert(type.objcName) }
    }
    let first = ["UIViewController", "UIView", "UIResponder", "NSObject"]
    let ordered = first.filter(owners.contains) + owners.filter { !first.contains($0) }.sorted()
    var out: [SurfaceMemberMatch] = []
    for owner in ordered {
      guard let type = types[owner] else { continue }
      for member in type.members {
        let match = SurfaceMemberMatch(member: member, owner: type, isRenamedSpelling: false)
        switch language {
        case .swift:
          if member.swiftBaseName == name { out.append(match) }
        case .objc:
          if member.objcBaseName == name { out.append(match) }
          // `[button setHighlighted:YES]` sends a settable property's setter: the property's
          // owners count for that selector too (UIControl's `highlighted` keeps the name
          // inert though UITableViewCell's `setHighlighted:animated:` is table views').
          if let setter = member.objcSetter, setter.prefix(while: { $0 != ":" }) == name {
            out.append(match)
          }
        }
      }
    }
    return out
  }
}
