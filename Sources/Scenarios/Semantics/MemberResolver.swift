/// Finds the modelled member a property access, Swift call or Objective-C message names,
/// or says precisely what is wrong with it (unknown name, wrong labels, missing argument).
enum MemberResolver {
  /// How the code used a member.
  enum Use: Sendable, Equatable {
    /// `a.name` (read or assigned), either language.
    case property(String)
    /// `a.name(label: x, …)`: labels as written, trailing closures marked.
    case swiftCall(String, labels: [String?], trailing: [Bool])
    /// `[a piece:x piece:y]`; a unary message is one piece without argument.
    case message([String], hasArguments: Bool)

    /// The member's name as written, for messages.
    var written: String {
      switch self {
      case .property(let name): return name
      case .swiftCall(let name, let labels, _):
        return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
      case .message(let pieces, let hasArguments):
        return hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      }
    }

    /// The base name (`didMove`, `didMoveToParentViewController`).
    var baseName: String {
      switch self {
      case .property(let name), .swiftCall(let name, _, _): return name
      case .message(let pieces, _): return pieces.first ?? ""
      }
    }
  }

  /// The member `use` names on `receiver`, or the problem with it.
  static func resolve(
    _ use: Use, on receiver: ModelledAPI.Receiver, language: ScenarioLanguage
  ) -> Result<ModelledAPI.Member, ScenarioProblem> {
    resolve(use, among: [ModelledAPI.table(of: receiver)], described: receiver.rawValue, language)
  }

  /// Like `resolve(_:on:language:)` over the members of given tables, in order (all members,
  /// for the static check that does not know receiver kinds). `described` names the receiver
  /// in the problem, and is only spelled out when there is one.
  static func resolve(
    _ use: Use, among tables: [MemberTable], described: @autoclosure () -> String,
    _ language: ScenarioLanguage
  ) -> Result<ModelledAPI.Member, ScenarioProblem> {
    let named =
      tables.count == 1
      ? tables[0].named(use.baseName, language)
      : tables.flatMap { $0.named(use.baseName, language) }
    guard !named.isEmpty else {
      if let problem = ModelledAPI.unmodelled(use.baseName, language) { return .failure(problem) }
      let candidates = tables.flatMap(\.members)
      let names = candidates.map { name(of: $0, language) }
      let suggestion = Suggestion.closest(to: use.baseName, in: names).flatMap { best in
        candidates.first { name(of: $0, language) == best }?.spelling(language)
      }
      return .failure(.unknownMember(use.written, on: described(), suggestion: suggestion))
    }
    switch use {
    case .property:
      if let member = named.first(where: { $0.isProperty }) { return .success(member) }
      if language == .objc, let member = named.first(where: { $0.swiftLabels.isEmpty }) {
        return .success(member)  // `self.view.removeFromSuperview` reads as a message in ObjC
      }
      return .failure(
        .missingArgument(written: use.written, expected: named[0].spelling(language)))
    case .swiftCall(_, let labels, let trailing):
      for member in named where !member.isProperty {
        if matches(labels: labels, trailing: trailing, member) { return .success(member) }
      }
      if let property = named.first(where: { $0.isProperty }) {
        return .failure(.wrongLabel(written: use.written, expected: property.swiftName))
      }
      let methods = named.filter { !$0.isProperty }
      let fewest = methods.map(\.swiftLabels.count).min() ?? 0
      let best = methods.first { $0.swiftLabels.count == labels.count } ?? methods[0]
      if labels.count < fewest {
        return .failure(.missingArgument(written: use.written, expected: best.spelling(language)))
      }
      return .failure(.wrongLabel(written: use.written, expected: best.spelling(language)))
    case .message(let pieces, let hasArguments):
      for member in named {
        if !hasArguments, member.isProperty || member.swiftLabels.isEmpty {
          return .success(member)
        }
        if hasArguments, !member.isProperty, !member.swiftLabels.isEmpty,
          member.objcPieces == pieces
        {
          return .success(member)
        }
      }
      let methods = named.filter { !$0.isProperty && !$0.swiftLabels.isEmpty }
      guard
        let best = methods.first(where: { $0.objcPieces.count == pieces.count }) ?? methods.first
      else {
        return .failure(.wrongLabel(written: use.written, expected: named[0].spelling(language)))
      }
      if !hasArguments || pieces.count < best.objcPieces.count {
        return .failure(.missingArgument(written: use.written, expected: best.spelling(language)))
      }
      return .failure(.wrongLabel(written: use.written, expected: best.spelling(language)))
    }
  }

  /// `frame` for `[view setFrame:r]`: Objective-C's setter message of a settable modelled
  /// property, or nil.
  static func setterProperty(_ use: Use) -> String? {
    guard case .message(let pieces, true) = use, pieces.count == 1,
      let name = setterName(pieces[0])
    else { return nil }
    return ModelledAPI.settableObjCNames.contains(name) ? name : nil
  }

  /// `current` for the selector piece `setCurrent`: the property an Objective-C setter sets
  /// (whether or not anything declares it), or nil.
  static func setterName(_ piece: String) -> String? {
    guard piece.hasPrefix("set"), piece.count > 3 else { return nil }
    let rest = piece.dropFirst(3)
    guard rest.first?.isUppercase == true else { return nil }
    return rest.prefix(1).lowercased() + rest.dropFirst()
  }

  /// The name a use is compared with: Swift name, or the first Objective-C piece.
  static func name(of member: ModelledAPI.Member, _ language: ScenarioLanguage) -> String {
    language == .swift ? member.swiftName : member.objcPieces[0]
  }

  /// Swift label matching: trailing closures take the next closure parameter's label (`_`
  /// in `closureLabels` for an unlabelled one: `addCompletion { … }`), and what the SDK's
  /// Swift declaration defaults may be left out (FIDELITY-SURFACE C22): an option set whose
  /// name ends in `Options` (`options: UIView.AnimationOptions = []`) and a final
  /// `completion` (`= nil`).
  static func matches(labels: [String?], trailing: [Bool], _ member: ModelledAPI.Member) -> Bool {
    for declared in labelLists(of: member) {
      guard let effective = effectiveLabels(labels, trailing, declared, member) else { continue }
      if effective == declared { return true }
      if declared.last == "completion", effective == Array(declared.dropLast()) { return true }
    }
    return false
  }

  /// The member's labels, then (when it has any) the labels without its defaulted options.
  static func labelLists(of member: ModelledAPI.Member) -> [[String?]] {
    let full = member.swiftLabels
    let kept = full.indices.filter { !isDefaultedOptions(member, at: $0) }
    return kept.count == full.count ? [full] : [full, kept.map { full[$0] }]
  }

  /// True when the member's parameter `index` is an option set Swift defaults to `[]`.
  static func isDefaultedOptions(_ member: ModelledAPI.Member, at index: Int) -> Bool {
    guard index < member.parameters.count, case .animationOptions = member.parameters[index]
    else { return false }
    return true
  }

  /// The labels as written, with each trailing closure given the label of the closure
  /// parameter at its position in `declared`; nil when a trailing closure falls on a
  /// parameter that takes none.
  private static func effectiveLabels(
    _ labels: [String?], _ trailing: [Bool], _ declared: [String?], _ member: ModelledAPI.Member
  ) -> [String?]? {
    var effective: [String?] = []
    for (index, label) in labels.enumerated() {
      let isTrailing = index < trailing.count && trailing[index]
      if isTrailing, label == nil {
        let position = effective.count
        guard position < declared.count, member.closureLabels.contains(declared[position] ?? "_")
        else { return nil }
        effective.append(declared[position])
      } else {
        effective.append(label)
      }
    }
    return effective
  }
}
