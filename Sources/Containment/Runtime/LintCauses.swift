/// Where in the code each lint's cause is: the source line of the call that made the mistake,
/// so that a lint event carries that line (`TraceEvent.sourceLine`) and a checker can report
/// it at the call (`file:line:column`) instead of at the end of the scenario, where every
/// lint is found.
///
/// The cause is the code's last call (a `manual` event) that names the lint's controller, as
/// receiver or argument (its view counts: `child.view`), among the members that make that
/// mistake (`addChild` for a missing `didMove(toParent:)`, `willMove(toParent: nil)` for one
/// never followed by `removeFromParent`); failing that, the last call that names the
/// controller at all; nil when the code never named it (UIKit did everything).
extension UIKitSimulation {
  /// The members whose call is each lint's cause.
  static let lintCauses: [String: Set<APIMember>] = [
    TraceIDs.missingDidMove: [.addChild],
    TraceIDs.missingWillMove: [.removeFromParent],
    TraceIDs.didMoveDuringTransition: [.didMoveToParent],
    TraceIDs.willMoveWithoutRemove: [.willMoveToParent],
    TraceIDs.viewLeftBehind: [.removeFromParent],
    TraceIDs.childViewRemoved: [.removeFromSuperview],
    TraceIDs.viewWithoutParent: viewInsertions,
    TraceIDs.unfinishedTransition: [.beginAppearanceTransition],
    ArticleLintIDs.viewBeforeAddChild: [.addChild],
    ArticleLintIDs.neverAppeared: viewInsertions,
    ArticleLintIDs.addedTwice: [.addChild],
    ArticleLintIDs.willMoveWithoutParent: [.willMoveToParent],
    ArticleLintIDs.removeWithoutParent: [.removeFromParent],
  ]

  private static let viewInsertions: Set<APIMember> = [
    .addSubview, .insertSubviewAtIndex, .insertSubviewAbove, .insertSubviewBelow,
  ]

  /// The source line of the call that caused lint `id` about the controller at `index` of
  /// `controllers` (see the type's comment); nil when there is none.
  func causeLine(ofLint id: String, controllerAt index: Int) -> Int? {
    guard index < controllers.count, let name = assignedName(of: controllers[index]) else {
      return nil
    }
    func names(_ text: String) -> Bool { text == name || text.hasPrefix(name + ".") }
    let causes = Self.lintCauses[id] ?? []
    var fallback: Int?
    for event in events.reversed() where event.kind == .manual {
      guard let line = event.sourceLine,
        case .call(let receiver, let member, let arguments) = event.action
      else { continue }
      let named =
        names(receiver)
        || arguments.contains { value in
          if case .object(let argument) = value { return names(argument) }
          return false
        }
      guard named else { continue }
      if causes.contains(member) { return line }
      if fallback == nil { fallback = line }
    }
    return fallback
  }
}
