/// The real surface's verdict on a spelling the modelled members of its name do not match.
extension MemberResolver {
  /// What the real surface says of `use` as written, when the declarations model other
  /// members of its name but not this spelling (`addObserver:forKeyPath:options:context:`
  /// beside the notification center's `addObserver:selector:name:object:`,
  /// `coordinator.animate(alongsideTransition:completion:)` beside `UIView.animate`): a wrong
  /// label or a missing argument only when no real member is spelled so.
  ///
  /// On a value of a known type (`type`), the members of that type decide; otherwise every
  /// type's. `.none`: the spelling is not real (the modelled members' problem stands);
  /// `.some(nil)`: a real member that may be inert (the run, which knows the receiver, keeps
  /// it); `.some(problem)`: every real member so spelled can change containment or call back
  /// into the code, refused with its area.
  static func surfaceVerdict(
    _ use: Use, onType type: String?, _ language: ScenarioLanguage
  ) -> ScenarioProblem?? {
    let surface = UIKitSurface.shared
    let written = use.written
    let matches: [SurfaceMemberMatch]
    if let type {
      matches = surface.members(named: written, in: type, language: language)
        .filter { !$0.isRenamedSpelling && spells($0.member, written, language) }
    } else {
      matches = surface.exactMatches(written, language)
    }
    guard !matches.isEmpty else { return .none }
    // A requirement called on a value typed by its protocol is the adopting object's own
    // method, which the run finds on the object's class (FIDELITY-SURFACE C45).
    if let type, surface.type(named: type)?.kind == .protocol,
      matches.contains(where: { $0.owner.kind == .protocol && $0.member.isOptional })
    {
      return .some(nil)
    }
    // A44: UIKit's part of the code's own presentation controller (its controllers, its
    // container, its presented view and frame, its hooks for `super`), which the run answers.
    if isPresentationControllerMember(matches) { return .some(nil) }
    // A spelling of a member a declaration models (`UIView.animate(withDuration:delay:
    // animations:)`, Swift's default `options: []` left out) is the modelled member's to
    // accept: its labels' problem stands rather than "not modelled".
    if matches.contains(where: { declaredSelectors.contains($0.member.objcName) }) {
      return .none
    }
    var areas: [SurfaceArea] = []
    for match in matches {
      let classification = surface.classify(match)
      guard classification.isNeverInert else { return .some(nil) }
      areas.append(classification.area ?? .callbacks)
    }
    return .some(.notModelled(written, area: areas[0].name))
  }

  /// The members of `UIPresentationController` a subclass of the code's reads or calls on
  /// `super` (docs/FIDELITY.md A44), by Objective-C name.
  static let presentationControllerMembers: Set<String> = [
    "presentedViewController", "presentingViewController", "containerView", "presentedView",
    "frameOfPresentedViewInContainerView", "shouldRemovePresentersView",
    "shouldPresentInFullscreen", "presentationStyle", "presentationTransitionWillBegin",
    "presentationTransitionDidEnd:", "dismissalTransitionWillBegin",
    "dismissalTransitionDidEnd:", "containerViewWillLayoutSubviews",
    "containerViewDidLayoutSubviews",
    "initWithPresentedViewController:presentingViewController:",
  ]

  /// True when every real member spelled as `use` is one of `UIPresentationController`'s that
  /// the run answers on the code's subclass (A44), whatever type the receiver has.
  static func isPresentationControllerMember(
    _ use: Use, _ language: ScenarioLanguage
  ) -> Bool {
    isPresentationControllerMember(UIKitSurface.shared.exactMatches(use.written, language))
  }

  private static func isPresentationControllerMember(_ matches: [SurfaceMemberMatch]) -> Bool {
    !matches.isEmpty
      && matches.allSatisfy {
        $0.owner.objcName == "UIPresentationController"
          && presentationControllerMembers.contains($0.member.objcName)
      }
  }

  /// The Objective-C selectors of every declared member.
  private static let declaredSelectors: Set<String> = Set(
    ModelledAPI.members.map { $0.spelling(.objc) })

  /// Whether `member` is spelled `written` in `language` (not only its base name).
  private static func spells(
    _ member: SurfaceMember, _ written: String, _ language: ScenarioLanguage
  ) -> Bool {
    switch language {
    case .swift:
      return member.swiftName == written || member.swiftDefaultedSpellings.contains(written)
    case .objc:
      return member.objcName == written || member.objcSetter == written
    }
  }
}

extension UIKitSurface {
  /// Every member of any type spelled exactly `written` (a Swift name with its labels, or a
  /// selector), view controllers' and views' first.
  func exactMatches(_ written: String, _ language: ScenarioLanguage) -> [SurfaceMemberMatch] {
    var out: [SurfaceMemberMatch] = []
    for type in types(declaringSpelling: written, language) {
      let index = type.memberStore.index
      let hits = language == .swift ? index.swift[written] : index.objc[written]
      for i in hits ?? [] {
        let member = type.members[i]
        let exact =
          language == .swift
          ? member.swiftName == written || member.swiftDefaultedSpellings.contains(written)
          : member.objcName == written || member.objcSetter == written
        if exact {
          out.append(SurfaceMemberMatch(member: member, owner: type, isRenamedSpelling: false))
        }
      }
    }
    return out
  }
}
