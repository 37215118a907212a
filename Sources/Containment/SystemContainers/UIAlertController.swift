/// UIKit's alert controller and its actions (docs/FIDELITY.md A43, B83).
///
/// - An alert controller is a view controller that "UIKit displays … modally over your app's
///   content" once the code presents it (S192): the presentation keeps the presenter's view,
///   so the presenter gets no appearance callback and only the alert appears (A43.2, B83).
/// - Its actions do nothing until the user taps one (`run=alert:TITLE`): the alert is
///   dismissed, and once it is gone the action's handler runs with the action (A43.3).
///
/// ```swift
/// present(alert, animated: true)  // ⟂ alert.viewWillAppear(true); +0.3 s alert.viewDidAppear(true)
/// // run=alert:OK: alert.dismiss(animated: true); ⟂ alert.viewWillDisappear(true);
/// // +0.3 s alert.viewDidDisappear(true), then block handler(action)
/// ```
public final class UIAlertAction {
  /// `UIAlertAction.Style` (`UIAlertActionStyleDefault` …).
  public enum Style: String, Sendable, CaseIterable {
    case `default`, cancel, destructive
  }

  public let title: String?
  public let style: Style
  /// `isEnabled`: a disabled action's button does nothing when tapped (A43.3).
  public var isEnabled = true
  /// The handler the code gave, run with the action once the alert is dismissed (A43.3).
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// `UIAlertController` (docs/FIDELITY.md A43): the title, message and style it was made with,
/// the actions added in order, and the presentation UIKit gives it (B83).
public final class UIAlertController: UIViewController {
  /// `UIAlertController.Style`.
  public enum Style: String, Sendable, CaseIterable {
    case actionSheet, alert
  }

  public var alertTitle: String?
  public var message: String?
  public let preferredStyle: Style
  /// A43.1 [D]: the actions, in the order `addAction(_:)` added them.
  public private(set) var actions: [UIAlertAction] = []
  public var preferredAction: UIAlertAction?
  /// A43.1 [D]: the text fields `addTextField(configurationHandler:)` added, in order.
  public private(set) var textFields: [UITextField] = []

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.alertTitle = title
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    // B83 [I]: UIKit presents the alert over the content, keeping the presenter's view (or,
    // switched, covering it as a full-screen presentation does).
    modalPresentationStyle =
      simulation.behavior.alertPresentation == .overContent ? .custom : .fullScreen
  }

  /// A43.1 [D]: adds a button for the action; nothing runs until the user taps it.
  public func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Adds a text field to the alert and returns it, for its configuration handler (B83).
  public func addTextField() -> UITextField {
    let field = UITextField(frame: .zero)
    textFields.append(field)
    return field
  }

  /// The first action titled `title`, if the alert has one.
  public func action(titled title: String) -> UIAlertAction? {
    actions.first { $0.title == title }
  }

  /// A43.3 [O]: the user taps `action`'s button while the alert is on screen: UIKit dismisses
  /// the alert (animated), and once the dismissal has ended runs the action's handler with the
  /// action. A disabled action does nothing.
  public func userTaps(_ action: UIAlertAction) {
    let sim = simulation
    guard action.isEnabled, presentingViewController != nil else { return }
    let arguments: [TraceValue] = [
      .bool(true), .closure(present: false, role: .plainCompletion),
    ]
    sim.dispatch(.auto, self, .dismiss, arguments, rule: "A43.3") {
      self.performDismiss(animated: true, completion: nil) {
        guard let handler = action.handler else { return }
        let name = TraceValue.object(sim.traceName(of: action))
        sim.invokeClosure(.handler, [name], rule: "A43.3") { handler(action) }
      }
    }
  }
}

extension UIKitSimulation {
  /// A43.4 [D]: "Popover controllers are for use exclusively on iPad devices. Attempting to
  /// create one on other devices results in an exception" (S195); the model's device is a
  /// phone (B81). The reason is the model's wording.
  public func refusePopoverController() {
    raise(
      "NSInvalidArgumentException",
      "-[UIPopoverController initWithContentViewController:] called when not running under "
        + "UIUserInterfaceIdiomPad.", rule: "A43.4")
  }
}
