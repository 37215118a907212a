/// The stand-in of one undeclared type: the UIKit superclass that has the most of what the
/// code asks of it (or a function, an enum, a protocol adopter), and the members none has.
extension UndeclaredTypes {
  func has(_ member: Member, on candidate: String) -> Bool {
    let surface = UIKitSurface.shared
    // Swift members are matched by base name (a trailing closure has no label to compare);
    // Objective-C ones by selector.
    let base = String(member.name.prefix { $0 != "(" })
    // The snippet's own helper (an `extension UIViewController` method, a category's, a
    // protocol's) is every class's; a member only the snippet's classes declare is not the
    // stand-in's, which declares it (`PlayerManager.shared.miniPlayer` beside a tab bar
    // controller's own `miniPlayer`).
    if member.kind != .initializer, ownMembers.contains(base), !classOnlyMembers.contains(base) {
      return true
    }
    switch member.kind {
    case .property:
      // Read or set as a property (`style.titleColor = .gray`): a property of the class, not a
      // method whose Swift base name it is (`UIButton`'s `titleColor(for:)`).
      return surface.members(named: member.name, in: candidate, language: language).contains {
        $0.member.kind == .property
      }
    case .initializer:
      let matches = surface.members(named: member.name, in: candidate, language: language)
      return matches.contains { !$0.isRenamedSpelling && Self.takes(member.argumentTypes, $0) }
    case .classMember, .classProperty, .instanceMember:
      // An old spelling (`removeFromParentViewController()`) is UIKit's too: the rename
      // check reports it.
      let name = language == .swift ? base : member.name
      // A class member is a class's (`Palette.background()` is no text field's `background`).
      let isClassLevel = member.kind == .classMember || member.kind == .classProperty
      if surface.members(named: name, in: candidate, language: language).contains(where: {
        !isClassLevel || $0.member.isClassMember
      }) {
        return true
      }
      // Swift 2's or 3's spelling (`didMoveToParentViewController(self)`): the member it was
      // renamed to, which the rename check names and `lessons fix` writes.
      // Only the spelling with the labels written (a property's has none).
      guard language == .swift else { return false }
      let written = member.kind == .instanceMember ? member.labels.map { $0 ?? "_" } : nil
      return SurfaceRenames.renames(ofOldBase: base, in: surface).contains {
        // A base that is still some member's (`add(_:)`, RunLoop's) may be the project's own.
        $0.oldLabels == written && !$0.oldBaseIsCurrent
          && !surface.members(named: $0.newBase, in: candidate, language: language).isEmpty
      }
    }
  }

  /// A member `NSObject` declares (`class`, `isEqual:`): every candidate has it.
  func isNSObjectMember(_ member: Member) -> Bool {
    guard member.kind != .initializer else { return false }
    let base = String(member.name.prefix { $0 != "(" })
    let name = language == .swift ? base : member.name
    return !UIKitSurface.shared.members(named: name, in: "NSObject", language: language).isEmpty
  }

  /// True when `match`'s parameters take the arguments whose types are known.
  static func takes(_ argumentTypes: [String?], _ match: SurfaceMemberMatch) -> Bool {
    let parameters = match.member.objcParameterTypes
    for (index, type) in argumentTypes.enumerated() {
      guard let type, index < parameters.count else { continue }
      if parameters[index].filter({ $0 != "*" && $0 != " " }) != type { return false }
    }
    return true
  }

  func finding(for name: String) -> Finding? {
    guard let (location, members) = uses[name] else { return nil }
    if let finding = valueFinding(for: name, location, members) { return finding }
    if let finding = enumFinding(for: name, location, members) { return finding }
    let relevant = members.filter { member in
      // `init()`, `init`, `new`: every class has them.
      !["init()", "init", "new"].contains(member.name)
    }
    // `[firstVC setDelegate:self]`: a delegate or data source is the project's own as often as
    // a container's, so it never decides the superclass (the stand-in declares it if the class
    // chosen lacks it); `setTabBarItem:` alone makes a plain view controller.
    // What every object answers (`class`, `isEqual:`, `respondsToSelector:`) says nothing of
    // the kind either: `NSObject`'s members tie every candidate.
    // The snippet's own helpers (an `extension UIViewController` method, a protocol's
    // requirement) are every candidate's alike, so they decide nothing.
    let decisive = relevant.filter { member in
      let base = member.name.prefix { $0 != ":" && $0 != "(" }.lowercased()
      return !["delegate", "setdelegate", "datasource", "setdatasource"].contains(base)
        && !isNSObjectMember(member)
        && !ownMembers.contains(String(member.name.prefix { $0 != "(" }))
    }
    var best = "UIViewController"
    var bestScore = -1
    // An initializer only one UIKit class declares, outside the usual candidates, makes that
    // class one (`initWithTabBarSystemItem:tag:` is no candidate's). Other members are too
    // often the project's own names (a `scrollView` property is not a `UIWebView`).
    var order = preferredOrder(for: name)
    for member in decisive
    where member.kind == .initializer && !order.contains(where: { has(member, on: $0) }) {
      // The usual candidates are ruled in or out by the name (`initWithFrame:` is not a
      // controller's): only a class outside them joins here.
      if let owner = declaringClass(of: member), !Self.candidates.contains(owner) {
        order.insert(owner, at: 0)
      }
    }
    for candidate in order {
      let score = decisive.filter { has($0, on: candidate) }.count
      if score > bestScore {
        best = candidate
        bestScore = score
      }
    }
    // `DesignSystem.Colors.primary`: a type used as a namespace of the project's values (a
    // nested type asked further, never made), whatever its values' names match in UIKit
    // (a text field's `background`), is no view or controller.
    let isNamespace =
      relevant.contains { $0.kind == .classProperty && $0.name.first?.isUppercase == true }
      && !createdNames.contains(name) && !Self.readsAsControllerOrView(name)
    if isNamespace { best = "NSObject" }
    // Nothing UIKit decides it (`ThemeService.shared`, `Store()`), and the name is not a
    // controller's or a view's: a model or a manager, never written as a controller.
    if bestScore <= 0, !relevant.isEmpty, !Self.readsAsControllerOrView(name) { best = "NSObject" }
    // An object set as a `dataSource` or `delegate` adopts that property's protocol. A data
    // source is never a controller (a page view controller's holds pages; it is not one); a
    // delegate is an `NSObject` unless UIKit's members make it a controller or a view.
    let adopted = protocolUses[name]?.protocol
    if let use = protocolUses[name], use.property == "dataSource" || bestScore <= 0,
      !Self.viewCandidates.contains(best), best != "UIView"
    {
      best = "NSObject"
    }
    // A view class runs only the initializers it declares besides UIView's frame ones
    // (`[[SDSegmentedControl alloc] initWithItems:…]` of a `UISegmentedControl` subclass): the
    // stand-in declares the others, calling UIView's, so the view is made.
    let isView = UIKitSurface.shared.isClass(best, kindOf: "UIView")
    let frameInitializers = ["init", "init()", "initWithFrame:", "init(frame:)"]
    var missing = relevant.filter { member in
      !has(member, on: best)
        || (isView && member.kind == .initializer && !frameInitializers.contains(member.name))
    }
    // `titleButton.fkl_centerX`, `titleButton.centerX` of the project's `UIView (Frame)`: a
    // prefixed or frame property of a view is its category's, on every view
    // (ViewMemberStandIn), not the stand-in's alone, so the plain views that use it run too.
    let categoryMembers =
      isView
      ? missing.filter {
        $0.kind == .property
          && (MissingPieceCategories.isPrefixedCategoryName($0.name)
            || ViewMemberStandIn.isGeometry($0.name))
      } : []
    missing.removeAll { categoryMembers.contains($0) }
    // A plain view controller: the implicit stand-in, named by a note. That stand-in is
    // for capitalised class names only; `bottomViewController()` would otherwise be
    // "cannot find in scope", so a lower-case class is an error and given its declaration.
    if best == "UIViewController", missing.isEmpty, name.first?.isUppercase == true {
      // Only a class the code makes runs as one: a name only cast to or written as a type
      // (`(CBPopupViewAligment)[value integerValue]`, a header's typedef) makes nothing.
      if name == selfClass || !createdNames.contains(name) { return nil }
      var finding = Finding(
        name: name, location: location, superclass: best, missing: [], reason: nil,
        standIn: StandInWriter(language: language).declaration(name, best, []))
      finding.runsAsPlainController = true
      return finding
    }
    // `[[FirstViewController alloc] initWithFrame:…]`: UIKit API of another kind of class
    // (a view's, on a controller) is a mistake in the code, which the member check names
    // better than a stand-in would.
    // Only the kinds a name rules out: a `delegate` a scroll view also has says nothing.
    // A `delegate` or data source the stand-in lacks (`menuView.delegate = self` on an outlet
    // of the project's `MenuView`) is the project's own, never such a mistake.
    let others = Self.baseCandidates.filter { !preferredOrder(for: name).contains($0) }
    if !missing.isEmpty,
      missing.allSatisfy({ member in
        decisive.contains(member) && others.contains { has(member, on: $0) }
      })
    {
      return nil
    }
    let reason = relevant.first { has($0, on: best) && !isNSObjectMember($0) }?.name
    var finding = Finding(
      name: name, location: location, superclass: best, missing: missing, reason: reason,
      standIn: StandInWriter(language: language).declaration(
        name, best, missing, adopting: adopted,
        valueTypes: propertyValueTypes.filter { $0.key.hasPrefix(name + ".") },
        results: methodResults.filter { $0.key.hasPrefix(name + ".") }),
      adopted: adopted)
    finding.categoryFixIts = categoryMembers.map {
      ViewMemberStandIn.fixIt(.property($0.name), on: "UIView", language)
    }
    return finding
  }
}
