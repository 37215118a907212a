extension FidelityRule {
  /// Modal presentation (A13, A14; B25, B34, B35, B41, B44).
  static let presentationFacts: [FidelityRule] = [
    FidelityRule(
      "A13.1", .documented,
      "present's completion runs after the presented controller's viewDidAppear, dismiss's "
        + "after the dismissed one's viewDidDisappear.",
      sources: ["S1", "S46"]),
    FidelityRule(
      "A13.2", .documented,
      "presentedViewController and presentingViewController look through ancestors; both are "
        + "set when present returns.",
      sources: ["S1", "S46", "S50"]),
    FidelityRule(
      "A13.3", .documented,
      "A presented controller is not a child: no parent, not in children.",
      sources: ["S10", "S1", "S37"]),
    FidelityRule(
      "A13.4", .documented,
      "A full-screen presentation is handled by a controller that covers the screen: the "
        + "request goes up to the root-most ancestor.",
      sources: ["S46"]),
    FidelityRule(
      "A13.5", .documented,
      "dismiss sent to the presented controller goes to its presenter.",
      sources: ["S46"]),
    FidelityRule(
      "A13.6", .documented,
      "The default style is automatic, a sheet that leaves the presenter in place; only full "
        + "screen removes the presenter's views, once the presentation is over.",
      sources: ["S47", "S1"]),
    FidelityRule(
      "A13.7", .observed,
      "Full screen: presenter viewWillDisappear, presented viewWillAppear; after the animation "
        + "presented viewDidAppear, then presenter viewDidDisappear.",
      sources: ["S50", "S58", "S70"]),
    FidelityRule(
      "A13.8", .observed,
      "Sheets and other styles that keep the presenter's view send the presenter no "
        + "appearance callbacks.",
      sources: ["S50", "S58", "S47"]),
    FidelityRule(
      "A13.9", .observed,
      "Without animation, all callbacks come in the first deferred pass.",
      sources: ["S50"]),
    FidelityRule(
      "A13.10", .observed,
      "Full-screen dismiss: dismissed viewWillDisappear, presenter viewWillAppear; after the "
        + "animation presenter viewDidAppear, then dismissed viewDidDisappear.",
      sources: ["S70", "S71", "S50"]),
    FidelityRule(
      "A13.11", .documented,
      "isBeingPresented is true in the presented controller's appearance callbacks, "
        + "isBeingDismissed in its disappearance callbacks.",
      sources: ["S1", "S15"]),
    FidelityRule(
      "A13.12", .documented,
      "currentContext and overCurrentContext are presented by the nearest controller that "
        + "defines a presentation context (else the root-most ancestor) and cover only its "
        + "view; currentContext removes that view, as full screen does.",
      sources: ["S75", "S46"]),
    FidelityRule(
      "A13.13", .observed,
      "overFullScreen keeps the presenter's views: the presenter gets no appearance "
        + "callbacks, presenting or dismissing.",
      sources: ["S70", "S47"]),
    FidelityRule(
      "A13.14", .documented,
      "providesPresentationContextTransitionStyle only changes which transition style "
        + "animates a current-context presentation; no callback changes.",
      sources: ["S75"]),
    FidelityRule(
      "A13.15", .documented,
      "dismiss lower in a stack of presentations dismisses the child and everything above "
        + "it; only the top-most is animated, with its own style.",
      sources: ["S46"]),
    FidelityRule(
      "A14.2", .observed,
      "Presenting from a controller that already presents logs \"[Presentation] Attempt to "
        + "present … which is already presenting …\" and does nothing.",
      sources: ["S56"]),
    FidelityRule(
      "A14.4", .observed,
      "Dismissing while a presentation or dismissal is still running logs \"Attempt to dismiss "
        + "from view controller … while a presentation or dismiss is in progress!\" and does "
        + "nothing.",
      sources: ["S56", "S57"]),
    FidelityRule(
      "A14.5", .observed,
      "Presenting a controller that is already presented raises NSInvalidArgumentException.",
      sources: ["S56"]),
    FidelityRule(
      "A14.6", .observed,
      "Presenting a child (an active controller) raises NSInvalidArgumentException.",
      sources: ["S56"]),
  ]

  static let presentationChoices: [FidelityRule] = [
    FidelityRule(
      "B25", .inferred,
      "present's completion comes after the presenter's viewDidDisappear, last.",
      sources: ["S1", "S58", "S50"], switchItem: "B25"),
    FidelityRule(
      "B34", .observed,
      "Presentation messages use the \"[Presentation] …\" wording from iOS 13 and the older "
        + "\"Warning: … !\" wording before.",
      sources: ["S56"]),
    FidelityRule(
      "B35", .observed,
      "Presenting from a controller whose view is not in a window logs a message, presents "
        + "nothing and never runs the completion.",
      sources: ["S56"]),
    FidelityRule(
      "B41", .inferred,
      "dismiss with nothing presented does nothing, and its completion does not run.",
      sources: ["S46"], switchItem: "B41"),
    FidelityRule(
      "B44", .inferred,
      "The controllers between the presenter and the top of a dismissed stack that are still "
        + "showing disappear with the top, not animated.",
      sources: ["S46"], switchItem: "B44"),
  ]
}
