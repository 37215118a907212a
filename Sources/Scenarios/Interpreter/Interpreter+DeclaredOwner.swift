import Containment

extension Interpreter {
  /// The member of `member`'s spelling that the receiver's class has, by the class hierarchy:
  /// `setViewControllers(_:animated:)` is `UITabBarController`'s on a tab bar controller and
  /// `UINavigationController`'s on a navigation controller (each in its file under `UIKit/`),
  /// and a scenario class is its UIKit ancestor (`class Split: UISplitViewController` has the
  /// split view controller's `viewControllers`). The nearest class along the superclass chain
  /// that declares the spelling wins.
  ///
  /// Nil when the member belongs to a view controller class the receiver is not (a split view
  /// controller's `delegate` is not the navigation controller's): the receiver's own real
  /// surface decides then (`undeclaredMember`), as the compiler and the runtime would.
  func declaredFor(_ receiver: Value, _ member: UIKitMember) -> UIKitMember? {
    guard case .controller = receiver, let className = surfaceTypeName(of: receiver) else {
      return member
    }
    let surface = UIKitSurface.shared
    // Members declared on UIViewController's own ancestors (`UIResponder`, `NSObject`) or by
    // files outside the class hierarchy are every controller's.
    guard member.owner != className, surface.isClass(member.owner, kindOf: "UIViewController")
    else { return member }
    let spelling = member.spelling(language)
    let candidates = ModelledAPI.table(of: member.receiver)
      .named(MemberResolver.name(of: member, language), language)
      .filter { $0.spelling(language) == spelling }
    for ancestor in surface.superclassChain(of: className) {
      if let declared = candidates.first(where: { $0.owner == ancestor.objcName }) {
        return declared
      }
    }
    return nil
  }

  /// The problem with a member that only other controller classes declare: the classes that
  /// have it, and the receiver's class (`viewControllers` needs a UINavigationController or
  /// …, but this is a MainTabsController).
  func otherClassesMember(_ member: UIKitMember, on receiver: Value) -> ScenarioProblem {
    let spelling = member.spelling(language)
    var owners: [String] = []
    for candidate in ModelledAPI.table(of: member.receiver)
      .named(MemberResolver.name(of: member, language), language)
    where candidate.spelling(language) == spelling && !owners.contains(candidate.owner) {
      owners.append(candidate.owner)
    }
    let found: String
    if case .controller(let controller) = receiver {
      found = "a \(controller.modelClassName)"
    } else {
      found = receiver.kindDescription
    }
    return .typeMismatch(
      context: member.quotedSpelling(language),
      expected: "a " + ListFormat.or(owners), found: found)
  }
}

/// Lists in messages: `A`, `A or B`, `A, B or C`.
enum ListFormat {
  static func or(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }
}
