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
    // `UIButton.Configuration`, `UIScene.ConnectionOptions`: a class or struct nested in a
    // real type is that type, never a member of the outer one (C36).
    if member.first?.isUppercase == true, let nested = surface.type(swift: typeName + "." + member),
      nested.kind == .class || nested.kind == .struct
    {
      return .classReference(nested.objcName)
    }
    guard let type = surface.type(swift: typeName) else { return nil }
    // `CharacterSet.whitespaces`: a class property that makes an object of its type is the
    // type's declared factory of that selector (`+whitespaceCharacterSet`).
    if let made = declaredClassProperty(type, member, at: base.location) { return made }
    let kinds: Set<SurfaceMember.Kind> = [.enumCase, .constant, .notification]
    guard
      let found = surface.members(swift: member, in: type.objcName).first(where: {
        kinds.contains($0.member.kind)
          || ($0.member.kind == .property && $0.member.isClassMember && type.kind != .class)
      })
    else { return nil }
    let constant = found.member
    if constant.kind == .notification { return .string(constant.objcName) }
    // `CGRect.null`, `CGAffineTransform.identity`: a geometry constant's documented value (C35).
    if let value = Self.structConstant(objc: constant.objcName) { return value }
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
      let modelled = surfaceImplicitMember(member)
      if let modelled, !modelled.isScalar { return modelled }
      // Swift: a value of the enum (`UIUserInterfaceSizeClass.compact`, C36).
      if let typed = surfaceEnumConstant(type, member) { return typed }
      return modelled ?? .ignored("." + member)
    default:
      let zero = Self.zeroValue(ofSwiftType: constant.swiftType)
      if case .ignored = zero { return .ignored("." + member) }
      return zero
    }
  }

  /// The object a class property of `type` makes, as the type's declaration makes it with the
  /// class method of that selector; nil when no declaration has one.
  private func declaredClassProperty(
    _ type: SurfaceType, _ member: String, at location: SourceLocation
  ) -> Value? {
    guard
      let property = UIKitSurface.shared.members(swift: member, in: type.objcName).first(where: {
        $0.member.kind == .property && $0.member.isClassMember
      })?.member,
      let factory = UIKitDeclarations.initializers[type.objcName]?.first(where: {
        $0.objcPieces == [property.objcName] && $0.swiftLabels.isEmpty
      }),
      let call = try? bind(factory, on: .classReference(type.objcName), [], at: location)
    else { return nil }
    return try? factory.behaviour.read(call)
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
