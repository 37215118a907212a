extension FidelityRule {
  /// Auto Layout facts the model enforces without solving (A17; B30), and the iOS versions
  /// (V1-V3) that `ios=` selects.
  static let layoutRules: [FidelityRule] = [
    FidelityRule(
      "A17.1", .documented,
      "A new constraint is inactive; activating one whose views have no common ancestor "
        + "throws (a view is its own ancestor).",
      sources: ["S44"]),
    FidelityRule(
      "A17.2", .observed,
      "The exception is NSGenericException, \"Unable to activate constraint with anchors … "
        + "because they have no common ancestor.  Does the constraint or its anchors reference "
        + "items in different view hierarchies?  That's illegal.\"",
      sources: ["S60"]),
    FidelityRule(
      "A17.4", .documented,
      "removeFromSuperview removes the constraints that refer to the view or to a view of its "
        + "subtree.",
      sources: ["S49"]),
    FidelityRule(
      "A17.5", .documented,
      "Activating or deactivating a constraint schedules a deferred layout pass; "
        + "layoutIfNeeded() runs it at once.",
      sources: ["S99", "S49"]),
  ]

  static let layoutChoices: [FidelityRule] = [
    FidelityRule(
      "B30", .inferred,
      "removeFromSuperview removes the active constraints that cross the removed subtree's "
        + "boundary and keeps those wholly inside it.",
      sources: ["S49"], switchItem: "B30")
  ]

  /// What changed between iOS versions (`ios=12` on a scenario, `--ios 12` on the command
  /// line; the current iOS by default).
  static let versionRules: [FidelityRule] = [
    FidelityRule(
      "V1", .documented,
      "Before iOS 13 the default presentation is full screen, and page and form sheets cover "
        + "the screen on iPhone; from iOS 13 .automatic presents a sheet.",
      sources: ["S47", "S50", "S58"], switchItem: "IOS"),
    FidelityRule(
      "V2", .documented,
      "viewIsAppearing is called from iOS 13 on (back-deployed); before, it never comes.",
      sources: ["S11"], switchItem: "IOS"),
    FidelityRule(
      "V3", .observed,
      "Before iOS 13 UIKit's messages used older wordings: \"Warning: Attempt to present … "
        + "whose view is not in the window hierarchy!\", \"Pushing the same view controller "
        + "instance more than once is not supported (…)\".",
      sources: ["S56", "S54"], switchItem: "IOS"),
    FidelityRule(
      "V4", .observed,
      "Before iOS 18, a push made before a navigation controller first appears lets the old top "
        + "load and begin appearing, then pushes from it, animated: the old top turns around "
        + "and never gets viewDidAppear. From iOS 18 only the new top appears.",
      sources: ["S51"], switchItem: "IOS"),
  ]
}
