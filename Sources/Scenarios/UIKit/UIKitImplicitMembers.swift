/// `.curentContext` with nothing saying which type it belongs to: the closest implicit member
/// of every type the code could mean (the surface's enum cases and static members, the
/// snippet's own enums), named with its type, instead of a message that blames
/// `UIView.AnimationOptions` for a typo of a presentation style.
extension Interpreter {
  /// The problem for an implicit member no type the model knows has.
  func unknownImplicitMember(_ member: String) -> ScenarioProblem {
    var owners: [String: String] = [:]
    // In name order: a case two types share is named after the same type on every run.
    let surface = UIKitSurface.shared
    for type in surface.types.keys.sorted().compactMap({ surface.types[$0] })
    where type.kind == .enum || type.kind == .options || type.kind == .stringEnum {
      for candidate in type.members where candidate.kind == .enumCase {
        owners[candidate.swiftName] = owners[candidate.swiftName] ?? type.swiftName
      }
    }
    for declaration in program.enums {
      for name in declaration.cases { owners[name] = declaration.name }
    }
    guard let best = Suggestion.closest(to: member, in: Array(owners.keys)),
      let owner = owners[best]
    else {
      return .unknownIdentifier("." + member, suggestion: nil)
    }
    return .noSuchMember("." + member, type: owner, suggestion: "." + best)
  }
}
