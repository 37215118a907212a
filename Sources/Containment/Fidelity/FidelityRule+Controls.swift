extension FidelityRule {
  /// Controls that hold a value (A37), the constraint update pass (A38, B79), timers (A39,
  /// B80), the responder chain (A40), controllers the storyboard makes (A41), the screen (B81)
  /// and display links (A42, B82).
  static let controlRules: [FidelityRule] = [
    FidelityRule(
      "A37.1", .documented,
      "A switch, slider, stepper, page control and text field keep their value with UIKit's "
        + "defaults and ranges: off; 0 in 0...1; 0 in 0...100 by steps of 1; page 0, pinned to "
        + "the pages; empty text. A value outside the range is set to its nearer end.",
      sources: ["S167", "S168", "S169", "S170", "S171"]),
    FidelityRule(
      "A37.2", .documented,
      "A value the code sets sends no action: setOn(_:animated:), isOn, value, currentPage "
        + "and text change the control and nothing else; only a user's touch sends actions.",
      sources: ["S167", "S181"]),
    FidelityRule(
      "A37.3", .documented,
      "A user's change sets the value, then sends the control's .valueChanged actions "
        + "(.editingChanged for a text field's typing) inside the touch's handling (A18.7): a "
        + "tap flips a switch, a stepper moves one step a tap, a page control one page a tap; "
        + "no action when nothing changed.",
      sources: ["S167", "S169", "S170", "S181"]),
    FidelityRule(
      "A38.1", .documented,
      "setNeedsUpdateConstraints() marks a view; at the next pass UIKit first updates the "
        + "marked views' constraints (updateConstraints of an app's view class), then lays "
        + "out; shown with show=layout.",
      sources: ["S172", "S173"]),
    FidelityRule(
      "A38.2", .documented,
      "updateConstraintsIfNeeded() runs the pending updates of the view and the views under "
        + "it at once; layoutIfNeeded() runs them before it lays out.",
      sources: ["S173", "S172"]),
    FidelityRule(
      "A38.3", .documented,
      "A controller's root view is updated by the controller's updateViewConstraints(), "
        + "which an app's controller overrides to add its constraints.",
      sources: ["S174"]),
    FidelityRule(
      "A39.1", .documented,
      "scheduledTimer(…) puts the timer on the run loop at once; a timer made with "
        + "Timer(timeInterval:…) fires only after RunLoop.main.add(_:forMode:). It fires one "
        + "interval later (an interval of 0 or less is 0.1 ms).",
      sources: ["S175", "S178"]),
    FidelityRule(
      "A39.2", .documented,
      "A timer fires as a turn of the run loop of its own, like a delayed perform: its "
        + "target gets the selector with the timer as the argument, or its block runs with "
        + "the timer.",
      sources: ["S175"]),
    FidelityRule(
      "A39.3", .documented,
      "A one-shot timer is invalid once it has fired; a repeating timer fires again one "
        + "interval after each firing until it is invalidated.",
      sources: ["S175"]),
    FidelityRule(
      "A39.4", .documented,
      "fire() sends the timer's message now and leaves a repeating timer's schedule alone; "
        + "a one-shot timer is invalid after it.",
      sources: ["S176"]),
    FidelityRule(
      "A39.5", .documented,
      "invalidate() stops the timer from ever firing again and takes it off the run loop; "
        + "isValid is then false.",
      sources: ["S177"]),
    FidelityRule(
      "A40.1", .documented,
      "A view's next responder is the controller whose root view it is, else its superview; "
        + "a window's is the application.",
      sources: ["S179"]),
    FidelityRule(
      "A40.2", .documented,
      "A controller's next responder is the window when its view is the window's root view, "
        + "the presenting controller when it was presented, else its view's superview (nil "
        + "when there is none).",
      sources: ["S179", "S180"]),
    FidelityRule(
      "A40.3", .documented,
      "The application's next responder is nil: it answers its delegate only while it "
        + "handles an event, and no event reaches a scenario.",
      sources: ["S179"]),
    FidelityRule(
      "A41.1", .documented,
      "A controller the storyboard makes (instantiateViewController(withIdentifier:), the "
        + "initial one, a segue's destination, an embed segue's child) runs its class's "
        + "init(coder:), then awakeFromNib, before the storyboard hands it over; never "
        + "init(nibName:bundle:).",
      sources: ["S182", "S183", "S184"]),
    FidelityRule(
      "A42.1", .documented,
      "A display link (CADisplayLink(target:selector:), displayLinkWithTarget:selector:) "
        + "fires only once the code adds it to a run loop with add(to:forMode:); from then, "
        + "unless paused, it fires every frame of the display until it is removed.",
      sources: ["S189", "S190"]),
    FidelityRule(
      "A42.2", .documented,
      "A firing is a turn of the run loop at a frame: the target gets the selector with the "
        + "link as its argument; timestamp is that frame's time, duration the length of a "
        + "frame, targetTimestamp the next frame's time.",
      sources: ["S189", "S190"]),
    FidelityRule(
      "A42.3", .documented,
      "isPaused (false at first) stops the firings until it is false again; frameInterval n "
        + "fires every n-th frame, preferredFramesPerSecond a rate below the display's by "
        + "skipping frames (0, the default, is every frame).",
      sources: ["S189", "S190"]),
    FidelityRule(
      "A42.4", .documented,
      "invalidate() takes the link off every run-loop mode for good; remove(from:forMode:) "
        + "takes it out of one mode, and out of its last one it stops firing.",
      sources: ["S189"]),
    FidelityRule(
      "A43.1", .documented,
      "UIAlertController(title:message:preferredStyle:) makes an alert, UIAlertAction(title:"
        + "style:handler:) an action; addAction(_:) adds a button for each, in order. Nothing "
        + "is traced and no handler runs when they are made or added.",
      sources: ["S192", "S193"]),
    FidelityRule(
      "A43.2", .documented,
      "An alert is presented with present(_:animated:completion:) as any controller is, over "
        + "the content: the presenter keeps its view, and only the alert appears.",
      sources: ["S192"]),
    FidelityRule(
      "A43.3", .observed,
      "A user's tap on an action (run=alert:TITLE) dismisses the alert, then runs the "
        + "action's handler with the action once the dismissal has ended; a disabled action "
        + "does nothing, and handlers never run otherwise.",
      sources: ["S192", "S194"]),
    FidelityRule(
      "A43.4", .documented,
      "A popover controller exists only on an iPad: making one on the model's phone raises "
        + "NSInvalidArgumentException; messages to a nil one do nothing.",
      sources: ["S195"]),
    FidelityRule(
      "B79", .inferred,
      "The update pass updates the views under a view before the view (bottom-up); Apple's "
        + "pages do not give the order within the pass.",
      sources: ["S172"], switchItem: "B79"),
    FidelityRule(
      "B80", .inferred,
      "A repeating timer fires only while another timer is pending at or after its fire "
        + "date (an animation's end, a delayed perform, a run=wait: step), so a run with one "
        + "ends.",
      sources: ["S175"], switchItem: "B80"),
    FidelityRule(
      "B81", .inferred,
      "The scenario runs on a phone's screen, 390 x 844 points: UIScreen.main.bounds, the "
        + "window, the window's root view, and a view UIKit makes for a controller (before a "
        + "container sizes it) have that size; views the code makes are as big as it makes "
        + "them, and no other layout is solved.",
      sources: ["S185"], switchItem: "B81"),
    FidelityRule(
      "B82", .inferred,
      "The display refreshes 60 times a second, a frame every 1/60 s on one grid for every "
        + "link. A link's frames fire while other work is pending and on their own for 2 s of "
        + "the clock after it ends (code that animates with a link stops it itself); a link "
        + "still firing then is stopped there, with a lint when the scenario ends.",
      sources: ["S189", "S191"], switchItem: "B82"),
    FidelityRule(
      "B83", .inferred,
      "The model presents an alert controller (and an action sheet) in the custom style "
        + "without a transitioning delegate: the presenter keeps its view and gets no callback, "
        + "and popoverPresentationController stays nil; a text field's configuration handler "
        + "runs inside addTextField(configurationHandler:).",
      sources: ["S192"], switchItem: "B83"),
  ]
}
