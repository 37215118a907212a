extension FidelityRule {
  /// View-level transitions (A16) and the run loop's events: main-queue blocks, timers,
  /// target-action and notifications (A18), the lines UIKit and the runtime add when they call
  /// back into the code (FIDELITY-SURFACE.md T, R, E, N).
  static let eventRules: [FidelityRule] = [
    FidelityRule(
      "A16.1", .documented,
      "UIView.transition(with:…) runs its animations block and calls the completion when the "
        + "animation ends; neither method calls a view controller.",
      sources: ["S49"]),
    FidelityRule(
      "A16.2", .documented,
      "UIView.transition(from:to:…) puts toView into fromView's superview and takes fromView "
        + "out as part of the transition (the model: when the animation ends).",
      sources: ["S49", "S44"]),
    FidelityRule(
      "A18.1", .observed,
      "A block sent to the main queue runs after the current turn's deferred work, in queue "
        + "order.",
      sources: ["S61"]),
    FidelityRule(
      "A18.3", .documented,
      "perform(_:with:afterDelay:) and asyncAfter run from a run-loop timer, never inside the "
        + "call, even with a zero delay.",
      sources: ["S62"]),
    FidelityRule(
      "A18.4", .documented,
      "A control sends every action registered for an event, each to its target; Apple's "
        + "pages do not say when the action runs (A18.7, B58).",
      sources: ["S64", "S114"]),
    FidelityRule(
      "A18.5", .documented,
      "NotificationCenter delivers a notification to its observers synchronously, before post "
        + "returns; the code's post is a manual line with each delivery nested under it.",
      sources: ["S63"]),
    FidelityRule(
      "A18.6", .observed,
      "A message the target does not implement raises NSInvalidArgumentException "
        + "\"-[Class selector]: unrecognized selector sent to instance …\".",
      sources: ["S77"]),
    FidelityRule(
      "A18.7", .observed,
      "A touch's actions run inside UIKit's handling of the touch: touchesEnded sends each "
        + "action message to its target on one stack, so the action and what it calls come "
        + "first in the touch's turn.",
      sources: ["S115", "S114"]),
  ]

  /// The model's choice where the target-action pages stop (B58).
  static let eventChoices: [FidelityRule] = [
    FidelityRule(
      "B58", .inferred,
      "sendActions(for:) called from code runs every action before it returns, as a touch "
        + "does.",
      sources: ["S114", "S115", "S64"], switchItem: "B58")
  ]
}
