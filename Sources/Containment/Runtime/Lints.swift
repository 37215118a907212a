/// End-of-scenario checks for containment mistakes (DESIGN.md section 3), recorded as
/// `lint` events in the order the controllers were created, then by id.
extension UIKitSimulation {
  func recordLints() {
    var found: [(Int, String, String)] = []
    for (index, controller) in controllers.enumerated() {
      let name = describe(controller)
      if let parent = controller.parent, controller.awaitingDidMove === parent {
        found.append(
          (index, TraceIDs.missingDidMove, UIKitMessages.missingDidMove(name, describe(parent))))
      }
      if let parent = controller.parent, controller.sawWillMoveToNil {
        found.append(
          (
            index, TraceIDs.willMoveWithoutRemove,
            UIKitMessages.willMoveWithoutRemove(name, describe(parent))
          ))
      }
      if let former = controller.formerParent, controller.parent == nil,
        let view = controller.viewIfLoaded, let formerView = former.viewIfLoaded,
        view !== formerView, view.isDescendant(of: formerView)
      {
        found.append(
          (index, TraceIDs.viewLeftBehind, UIKitMessages.viewLeftBehind(name, describe(former))))
      } else if controller.parent == nil, controller !== window.rootViewController,
        controller.presenting == nil,  // A13.12: a current-context presentation sits inside.
        let view = controller.viewIfLoaded, view.isInVisibleWindow,
        let owner = view.superview?.nearestController
      {
        found.append(
          (
            index, TraceIDs.viewWithoutParent,
            UIKitMessages.viewWithoutParent(name, describe(owner))
          ))
      }
      // A3.4 [D]: a dropped child whose view the code took out is still a child.
      if let parent = controller.parent, controller.viewRemovedWhileChild,
        !parent.childrenReadByCode, !controller.sawWillMoveToNil,
        controller.viewIfLoaded?.superview == nil,
        let isReferenced = isReferencedByCode, !isReferenced(controller)
      {
        found.append(
          (index, TraceIDs.childViewRemoved, UIKitMessages.childViewRemoved(name, describe(parent)))
        )
      }
      if controller.appearState == .appearing || controller.appearState == .disappearing {
        found.append(
          (index, TraceIDs.unfinishedTransition, UIKitMessages.unfinishedTransition(name)))
      }
    }
    found += articleLints()
    for (controller, id, message) in pendingLints {
      let index = controllers.firstIndex { $0 === controller } ?? controllers.count
      found.append((index, id, message))
    }
    found.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    depth = 0
    for (index, id, message) in found {
      // A lint is found at the end, but it is about a call: it carries that call's line.
      currentSourceLine = causeLine(ofLint: id, controllerAt: index)
      record(
        .lint, .lint(id: id, message: message),
        rule: Self.lintRules[id] ?? Self.articleLintRules[id])
    }
    // B82 [I]: a display link still firing when the scenario ends (its add's line).
    for link in runningDisplayLinks() {
      currentSourceLine = link.addedLine
      record(
        .lint,
        .lint(
          id: TraceIDs.displayLinkRunning,
          message: UIKitMessages.displayLinkRunning(traceName(of: link))),
        rule: "B82")
    }
    currentSourceLine = nil
  }

  /// The rule each lint checks.
  static let lintRules: [String: String] = [
    TraceIDs.missingDidMove: "A3.2", TraceIDs.missingWillMove: "A2.2",
    TraceIDs.willMoveWithoutRemove: "A3.3", TraceIDs.viewLeftBehind: "A2.4",
    TraceIDs.viewWithoutParent: "A5.11", TraceIDs.unfinishedTransition: "A5.6",
    TraceIDs.didMoveDuringTransition: "A3.2", TraceIDs.childViewRemoved: "A3.4",
  ]
}
