import Testing

@testable import Containment

/// `UIKitBehavior`: the documented defaults, every `<item>:<value>` setting of the core-spec
/// table, and the rejection of unknown items and values.
@Suite struct BehaviorSettingTests {
  @Test("defaults are the first value of each row of the table (FIDELITY section b)")
  func defaults() {
    let behavior = UIKitBehavior()
    #expect(behavior.transitionCompletionOrder == .didCallbacksFirst)
    #expect(behavior.transitionWillOrder == .fromFirst)
    #expect(behavior.addedViewDidAppear == .endOfTurn)
    #expect(behavior.reAddToSameParent == .keepPosition)
    #expect(behavior.removeWithoutParent == .ignore)
    #expect(behavior.movingFlags == .duringAppearanceTransition)
    #expect(behavior.removedViewDidDisappear == .immediate)
    #expect(behavior.forwardingOrder == .parentFirst)
    #expect(behavior.repeatedBegin == .warnAndNest)
    #expect(behavior.unmatchedEnd == .warn)
    #expect(behavior.beginLoadsView == .loads)
    #expect(behavior.zeroDurationCompletion == .endOfTurn)
    #expect(behavior.transitionAnimatedFlag == .durationPositive)
    #expect(behavior.offscreenTransition == .sendCallbacks)
    #expect(behavior.transitionInsertion == .fromSuperview)
    #expect(behavior.parentlessAppearance == .none)
    #expect(behavior.nonForwardingParent == .silent)
    #expect(behavior.viewIsAppearingSlot == .beforeLayout)
  }

  @Test("apply sets each alternative value")
  func applyAlternatives() throws {
    var behavior = UIKitBehavior()
    for setting in [
      "B1:completion-first", "B2:to-first", "B3:immediate", "B4:remove-and-append", "B5:raise",
      "B6:between-will-and-did-move", "B7:end-of-turn", "B8:children-first",
      "B9:repeat-callback", "B10:ignore", "B11:does-not-load", "B13:immediate",
      "B14:always-true", "B15:skip-callbacks", "B16:parent-root-view", "B17:will-appear-only",
      "B18:forward-anyway", "B19:after-layout",
    ] {
      try behavior.apply(setting)
    }
    #expect(behavior.transitionCompletionOrder == .completionFirst)
    #expect(behavior.transitionWillOrder == .toFirst)
    #expect(behavior.addedViewDidAppear == .immediate)
    #expect(behavior.reAddToSameParent == .removeAndAppend)
    #expect(behavior.removeWithoutParent == .raise)
    #expect(behavior.movingFlags == .betweenWillAndDidMove)
    #expect(behavior.removedViewDidDisappear == .endOfTurn)
    #expect(behavior.forwardingOrder == .childrenFirst)
    #expect(behavior.repeatedBegin == .repeatCallback)
    #expect(behavior.unmatchedEnd == .ignore)
    #expect(behavior.beginLoadsView == .doesNotLoad)
    #expect(behavior.zeroDurationCompletion == .immediate)
    #expect(behavior.transitionAnimatedFlag == .alwaysTrue)
    #expect(behavior.offscreenTransition == .skipCallbacks)
    #expect(behavior.transitionInsertion == .parentRootView)
    #expect(behavior.parentlessAppearance == .willAppearOnly)
    #expect(behavior.nonForwardingParent == .forwardAnyway)
    #expect(behavior.viewIsAppearingSlot == .afterLayout)
    try behavior.apply("B1:did-callbacks-first")
    #expect(behavior.transitionCompletionOrder == .didCallbacksFirst)
  }

  @Test(
    "apply rejects an unknown item, an unknown value and a malformed setting",
    arguments: ["B99:ignore", "B12:raise", "B1:sideways", "B1"])
  func applyRejects(_ setting: String) {
    var behavior = UIKitBehavior()
    #expect(throws: UIKitBehavior.SettingError.self) { try behavior.apply(setting) }
    #expect(behavior.transitionCompletionOrder == .didCallbacksFirst)
  }

  @Test("the error for an unknown value lists the valid values")
  func errorListsValidValues() {
    var behavior = UIKitBehavior()
    let error = #expect(throws: UIKitBehavior.SettingError.self) {
      try behavior.apply("B2:sideways")
    }
    let text = error.map { String(describing: $0) } ?? ""
    #expect(text.contains("from-first"))
    #expect(text.contains("to-first"))
  }
}
