extension StaticTypes {
  /// `child.selectedIndex = 1` where `child` is known to be a plain `UIViewController`: the
  /// modelled member belongs to another class (`UITabBarController`) that the value's class
  /// neither is nor descends from, and its real surface lacks the name. The type mismatch the
  /// run would report, found before anything runs. Nil when the type is unknown, the member
  /// is the type's own or an ancestor's, or the surface gives the type that name.
  func ownerMismatch(
    _ member: ModelledAPI.Member, _ use: MemberResolver.Use, on base: Expr
  ) -> ScenarioProblem? {
    let surface = UIKitSurface.shared
    guard !member.owner.isEmpty, let type = type(of: base),
      let ownerType = surface.type(named: member.owner), ownerType.kind == .class,
      let valueType = surface.type(named: type), valueType.kind == .class,
      !surface.isClass(valueType.objcName, kindOf: ownerType.objcName),
      surface.member(named: use.written, in: type, language: language) == nil,
      surface.member(named: use.baseName, in: type, language: language) == nil
    else { return nil }
    return .typeMismatch(
      context: "`\(member.spelling(language))`", expected: "a \(member.owner)",
      found: "a \(type)")
  }
}
