/// What each named area covers and why its members are refused rather than kept inert:
/// `lessons run --explain` prints it under a `scenario.not-modelled` diagnostic, once per area.
extension SurfaceArea {
  /// One or two sentences: what the area does that the model does not follow, and what a
  /// scenario can use instead.
  package var explanation: String {
    Self.explanations[id]
      ?? "Real API that can change containment or call back into the scenario's code."
  }

  /// The explanations by area id (`SurfaceArea.all`).
  private static let explanations: [String: String] = [
    "animations":
      "Core Animation transactions and animation delegates, keyframes and the old begin/commit "
      + "animations call the code back when an animation ends or changes. The model runs "
      + "UIView.animate, the view transitions and UIViewPropertyAnimator (A4.7, T1-T4, A28).",
    "callbacks":
      "The member hands UIKit a closure that it calls later, at a moment the model does not "
      + "simulate; running the scenario without the call would hide what it does.",
    "collection-views":
      "A collection view asks its data source and delegate for cells and layout, and reuses "
      + "them; a collection view controller is a child like any other (its own API is refused).",
    "containment":
      "View-controller containment the model does not follow in this form; the modelled calls "
      + "are addChild, removeFromParent, willMove/didMove(toParent:) and transition(from:to:…).",
    "controls":
      "The control changes its value only when the user touches it, then sends its actions; "
      + "buttons, segmented controls, switches, sliders, steppers, page controls and text "
      + "fields are modelled (E, V5-V6, A37), with run=tap: and run=set: for the user.",
    "presentation-controllers":
      "A custom UIPresentationController is called back by UIKit for frames and chrome during "
      + "a presentation; the model presents with UIKit's own styles only (A13).",
    "custom-transitions":
      "Custom view-controller transitions call the code's animators, coordinators and "
      + "transitioning delegates; the model runs the animators it can name (A20-A22) and "
      + "refuses the rest of the API, a transition coordinator's callbacks included.",
    "delegates":
      "A delegate or data source is called back when something happens that the model does "
      + "not simulate (usually a touch); the modelled delegates are listed in A27.",
    "key-value-observing":
      "Key-value observing calls its observer back on every change of the observed property; "
      + "Objective-C's addObserver:forKeyPath:options:context: on the snippet's own properties "
      + "is modelled (C11), Swift's observe(_:options:changeHandler:) is not yet.",
    "lifecycle":
      "A view-controller lifecycle callback the model does not make (rotation, size and trait "
      + "changes); appearance and loading callbacks are modelled (A5-A7).",
    "navigation-controllers":
      "Navigation controller API the model does not follow; push, pop, popToRoot and "
      + "setViewControllers are modelled (A10-A11).",
    "notifications":
      "Notification center API the model does not follow in this form; observers by selector "
      + "or block and posts by name and object are modelled (N1-N5).",
    "page-view-controllers":
      "Page view controller API beyond setViewControllers(_:direction:animated:completion:) "
      + "(A23); its data source is asked only by a finger's swipe.",
    "presentation":
      "Presentation API the model does not follow in this form; present and dismiss with "
      + "UIKit's own styles are modelled (A13-A14).",
    "search":
      "A search controller presents itself and calls its updater as the user types; no typing "
      + "reaches a scenario.",
    "segues":
      "Segues the code makes or performs run the code's segue classes and prepare(for:sender:); "
      + "storyboard segues are declared with segue= (A29).",
    "split-view-controllers":
      "Split view controller API beyond A24 (columns, show, showDetailViewController).",
    "storyboards":
      "Storyboards and nibs load objects and call awakeFromNib and the code's initializers; "
      + "the model's stand-ins are storyboard= and outlets (S1-S6).",
    "tab-bar-controllers":
      "Tab bar controller API the model does not follow; viewControllers, selectedIndex and "
      + "selectedViewController are modelled (A15).",
    "table-views":
      "A table view asks its data source and delegate for rows and cells; a table view "
      + "controller is a child like any other (its own API is refused).",
    "target-action":
      "The member names a selector UIKit sends later, on an event the model does not "
      + "simulate; controls' target-action is modelled (E1-E7).",
    "timers":
      "Operation queues and run-loop API call the code later; the modelled deferred calls are "
      + "the main queue, perform(_:with:afterDelay:), Timer and CADisplayLink (R1-R5, A39, "
      + "A42).",
    "view-hierarchy":
      "A view-hierarchy change the model does not follow in this form; addSubview, insertSubview, "
      + "removeFromSuperview, bringSubviewToFront and sendSubviewToBack are modelled (A5-A6).",
    "windows":
      "Windows, scenes and the application's key window: a scenario runs in the one key "
      + "window the model makes, whose root is the scenario's container.",
  ]

  /// The area a `scenario.not-modelled` message names (`… (key-value observing)`), if any.
  package static func named(inNotModelledMessage message: String) -> SurfaceArea? {
    guard message.hasSuffix(")"), let open = message.lastIndex(of: "(") else { return nil }
    let name = message[message.index(after: open)..<message.index(before: message.endIndex)]
    return all.first { $0.name == name }
  }
}
