/// Swift 3 imports a C function of the SDK as a member of its first parameter's type, or as an
/// initializer of its result's (SE-0044 "Import as member"): `UIEdgeInsetsMake(1, 2, 3, 4)` is
/// `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`, `UIEdgeInsetsInsetRect(r, i)` is
/// `r.inset(by: i)`. The surface's `f|i`, `f|m` and `f|p` lines say which; the compiler's
/// "has been replaced by" diagnostic and its fix-it come from them for every function the
/// hand-written Core Graphics table does not list (FIDELITY-SURFACE C43).
extension SwiftLegacySyntax.Scan {
  /// The rule for the C function `name` of the surface whose Swift spelling is a member, or
  /// nil (a function Swift calls by its C name, a static member, an operator's `__equalTo`).
  static func surfaceImportedFunction(_ name: String) -> CoreGraphicsRule? {
    // `CGRectMake`: Swift 2's constructors have their own "unavailable" diagnostic
    // (SwiftUnavailableGeometryFunctions).
    guard let first = name.first, first.isUppercase,
      SwiftUnavailableGeometryFunctions.replacements[name] == nil,
      let member = UIKitSurface.shared.global(objc: name)?.member, member.kind == .function,
      !member.isClassMember, member.swiftName != name, !member.swiftName.hasPrefix("_"),
      !member.swiftName.hasPrefix("NS")
    else { return nil }
    let base = member.swiftBaseName
    let labels = member.swiftLabels.map { $0 == "_" ? "" : $0 }
    if base == "init" {
      let type = member.swiftType
      guard !type.isEmpty, labels.count == member.arity else { return nil }
      return CoreGraphicsRule(
        kind: .initializer, spelling: type + "(" + labels.map { $0 + ":" }.joined() + ")",
        member: type, labels: labels, arity: labels.count)
    }
    guard let receiver = member.swiftParameterTypes.first, !receiver.isEmpty else { return nil }
    if member.isReadOnly {  // `f|p`: a property of the receiver
      guard member.arity == 1 else { return nil }
      return CoreGraphicsRule(
        kind: .property, spelling: receiver + "." + base, member: base, labels: [], arity: 1)
    }
    guard labels.count == member.arity - 1 else { return nil }
    let spelling =
      receiver + "." + base + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    return CoreGraphicsRule(
      kind: .instanceMethod, spelling: spelling, member: base, labels: labels,
      arity: member.arity)
  }
}
