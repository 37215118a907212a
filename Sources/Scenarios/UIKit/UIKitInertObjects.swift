import Containment

/// Objects of inert classes (`UIKitClasses.isInert`: `UITabBar`, `UIBezierPath`,
/// `CAShapeLayer`, `CGAffineTransform` …) and their classes: each member is answered by the
/// real surface of that class. A real member is inert (one `scenario.inert` note, its result
/// type's zero value, or another inert object) unless it can change containment or call back
/// into the code (`scenario.not-modelled` with its area, `UITabBar.delegate`: delegates); a
/// name the class does not have is "no such member", with the class's nearest real members.
extension Interpreter {
  /// `.layerMinXMinYCorner`: an enum case or option of a real type that no declaration
  /// models, whose type the context would give (`maskedCorners`): an inert value, noted.
  /// A name close to an animation option (`.flipFromLeft` for `.transitionFlipFromLeft`) stays
  /// the caller's error, with its suggestion.
  func inertImplicitMember(_ name: String, at location: SourceLocation) -> Value? {
    guard UIKitDeclarations.isRealMember(.property(name), .swift),
      Suggestion.closest(to: name, in: Array(UIView.AnimationOptions.byName.keys)) == nil,
      !UIView.AnimationOptions.byName.keys.contains(where: {
        $0.lowercased().hasSuffix(name.lowercased())
      })
    else { return nil }
    noteInert("." + name, at: location)
    return .ignored("." + name)
  }

  /// What `use` on `value` gives when `value` is an inert object or class; nil when it is
  /// neither (the caller goes on).
  func inertObjectResult(
    _ use: MemberResolver.Use, of value: Value, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    let className: String
    switch value {
    case .ignored(let name) where UIKitClasses.isInert(name): className = name
    case .classReference(let name) where UIKitClasses.isInert(name): className = name
    default: return nil
    }
    let surface = UIKitSurface.shared
    let written = use.written
    guard
      let match = surface.member(named: written, in: className, language: language)
        ?? surface.member(named: use.baseName, in: className, language: language)
    else {
      throw Interrupt(
        .noSuchMember(
          written, type: className,
          suggestion: surface.suggestions(for: written, in: className, language: language)
            .first),
        at: location)
    }
    let classification = surface.classify(match)
    if classification.isNeverInert {
      let area = classification.area?.name ?? "callbacks into the scenario's code"
      throw Interrupt(.notModelled(written, area: area), at: location)
    }
    let member = match.member
    noteInert(language == .swift ? member.swiftName : member.objcName, at: location)
    let type = member.swiftType.filter { $0 != "?" && $0 != "!" }
    if member.kind == .initializer || type == "Self" || type == "instancetype" {
      return .ignored(className)
    }
    return Self.zeroValue(ofSwiftType: member.swiftType)
  }
}
