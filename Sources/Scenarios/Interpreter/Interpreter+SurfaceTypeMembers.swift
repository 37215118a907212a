import Containment

/// Constants named through a real type of the surface that no declaration models:
/// `UIView.ContentMode.scaleAspectFit`, `CAMediaTimingFunctionName.easeIn`,
/// `NSLayoutConstraint.Attribute.top`, `UIView.layoutFittingCompressedSize`,
/// `UIApplication.didBecomeActiveNotification`. Each is what its declared type makes it: an
/// enum case or string constant is the same inert value its implicit spelling (`.easeIn`) is,
/// so the two compare equal; a constant of a geometry type is that type's zero value; a
/// notification name is its raw string, which `run=post:` can post (N1).
extension Interpreter {
  /// The value of `member` of the real type `base` spells, or nil when `base` is not a real
  /// type the scenario leaves alone or the type has no such constant.
  func realTypeConstant(_ base: Expr, _ member: String) -> Value? {
    guard let typeName = Self.dottedTypeName(base),
      let root = typeName.split(separator: ".").first.map(String.init),
      classes[root] == nil, !program.enums.contains(where: { $0.name == root }),
      !program.structs.contains(where: { $0.name == root })
    else { return nil }
    let surface = UIKitSurface.shared
    guard let type = surface.type(swift: typeName) else { return nil }
    let kinds: Set<SurfaceMember.Kind> = [.enumCase, .constant, .notification]
    guard
      let found = surface.members(swift: member, in: type.objcName).first(where: {
        kinds.contains($0.member.kind)
          || ($0.member.kind == .property && $0.member.isClassMember && type.kind != .class)
      })
    else { return nil }
    let constant = found.member
    if constant.kind == .notification { return .string(constant.objcName) }
    noteInert(type.swiftName + "." + member, found.owner.framework, at: base.location)
    switch type.kind {
    case .enum, .options, .stringEnum:
      // A typed constant the headers give a number (`UILayoutPriority.defaultHigh`, 750) is
      // that number, as its Objective-C spelling is.
      if type.kind == .stringEnum, let number = constant.value.flatMap(Self.literalValue) {
        return .number(number)
      }
      // The value its implicit spelling has (`NSLayoutConstraint.Axis.horizontal` is
      // `.horizontal`, which the declarations model).
      return surfaceImplicitMember(member) ?? .ignored("." + member)
    default:
      let zero = Self.zeroValue(ofSwiftType: constant.swiftType)
      if case .ignored = zero { return .ignored("." + member) }
      return zero
    }
  }

  /// `UIView.ContentMode` for the expression `UIView.ContentMode`; nil for anything but names
  /// joined by dots.
  static func dottedTypeName(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return name
    case .member(let base, let name): return dottedTypeName(base).map { $0 + "." + name }
    default: return nil
    }
  }
}
