/// One line of a trace: something the code did, something UIKit did in answer, a closure
/// UIKit invoked, output, the clock moving, or a problem UIKit reported.
///
/// Events are language-neutral: the same scenario written in Swift and in Objective-C
/// produces equal `[TraceEvent]` values; only `TraceFormatter` spells them per language.
public struct TraceEvent: Sendable, Equatable, Hashable {
  /// Who caused the event. `manual` calls were written by the code; `auto` calls UIKit made
  /// itself (nested under the call that caused them).
  public enum Kind: String, Sendable, Equatable, Hashable, CaseIterable {
    case manual, auto, block, print, time, turn, warning, raise, lint
  }

  public var kind: Kind
  /// Causal depth: 0 for what the code's statements did directly, +1 for each call or
  /// closure it happened inside.
  public var depth: Int
  public var action: TraceAction
  /// Line in the scenario source (1-based) that was executing when the event happened;
  /// nil for events recorded outside any source line (window set-up, a bare model test).
  public var sourceLine: Int?
  /// Layout events (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewIsAppearing`) and
  /// everything nested under them are hidden from traces unless the scenario asks for them.
  public var isLayout: Bool
  /// The fidelity rule that produced the event (`A1.3` [D], `B7` [I]); nil for what the code
  /// did itself (`manual`, `print`) and for the clock (`time`, `turn`). The same scenario in
  /// Swift and Objective-C gets the same rules, so their events stay equal.
  public var provenance: Provenance?

  public init(
    kind: Kind, depth: Int, action: TraceAction, sourceLine: Int? = nil, isLayout: Bool = false
  ) {
    self.init(
      kind: kind, depth: depth, action: action, sourceLine: sourceLine, isLayout: isLayout,
      provenance: nil)
  }

  public init(
    kind: Kind, depth: Int, action: TraceAction, sourceLine: Int? = nil, isLayout: Bool = false,
    provenance: Provenance?
  ) {
    self.kind = kind
    self.depth = depth
    self.action = action
    self.sourceLine = sourceLine
    self.isLayout = isLayout
    self.provenance = provenance
  }
}

/// What happened, without any language's spelling.
public enum TraceAction: Sendable, Equatable, Hashable {
  /// A method call or property assignment on a named receiver (`self`, `first.view`).
  case call(receiver: String, member: APIMember, arguments: [TraceValue])
  /// UIKit invoking a closure the code passed (`animations`, `completion`).
  case closure(ClosureRole, arguments: [TraceValue])
  /// Text printed by `print` / `NSLog`.
  case output(String)
  /// The virtual clock moved to this time (seconds since the scenario started).
  case clock(Double)
  /// The end of a run-loop turn: what UIKit defers (⟂ in docs/FIDELITY.md) runs after this line.
  case endOfTurn
  /// A console message UIKit logs (e.g. "Unbalanced calls to begin/end appearance …").
  case warning(id: String, message: String)
  /// An exception UIKit raises; it ends the scenario as it would end the app.
  case exception(name: String, reason: String)
  /// A containment mistake found when the scenario ended (stable dotted id).
  case lint(id: String, message: String)
}

/// The closures UIKit calls back.
public enum ClosureRole: String, Sendable, Equatable, Hashable {
  case animations, completion
  /// Main-queue blocks and notification blocks (FIDELITY-SURFACE.md R1, N1).
  case async, asyncAfter, notification
  /// A Swift task's code when the task starts, and when it goes on after a suspension
  /// (`await`, `Task.sleep`): `block task()`, `block resume()` (FIDELITY-SURFACE.md W20-W22).
  case task, resume
  /// A table's or collection view's batch of changes (`performBatchUpdates`, A35.6).
  case updates
  /// A completion without parameters (`present`, `dismiss`): `^{…}` in Objective-C.
  case plainCompletion = "plain-completion"
  /// A property animator's completion, taking the final position (docs/FIDELITY.md A28.4):
  /// `^(UIViewAnimatingPosition finalPosition){…}` in Objective-C.
  case positionCompletion = "position-completion"
  /// A `Timer`'s block, called with the timer when it fires (docs/FIDELITY.md A39.2).
  case timer
  /// An alert action's handler, called with the action the user tapped (A43.3), and a text
  /// field's configuration handler, called with the field (B83).
  case handler, configurationHandler

  /// The parameter's name, as the trace prints the closure being called.
  public var name: String {
    self == .plainCompletion || self == .positionCompletion ? "completion" : rawValue
  }
}

/// An argument as the trace shows it.
public enum TraceValue: Sendable, Equatable, Hashable {
  /// A controller or view, by its trace name.
  case object(String)
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  /// Animation options by their Swift member names (`transitionFlipFromLeft`), in the
  /// order UIKit declares them.
  case options([String])
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// A closure argument: present (true) or nil (false). Swift traces omit closures.
  case closure(present: Bool, role: ClosureRole)
  /// `#selector(showSecond(_:))` / `@selector(showSecond:)`.
  case selector(swift: String, objc: String)
  /// `CGPoint(x: 10, y: 20)` / `CGPointMake(10, 20)`.
  case point(x: Double, y: Double)
  /// `CGSize(width: 300, height: 200)` / `CGSizeMake(300, 200)`.
  case size(width: Double, height: Double)
  /// A `UIColor` by its class property's name (`red`: `.red` / `[UIColor redColor]`);
  /// `custom` for one made from components.
  case color(String)
  /// `UIView.AutoresizingMask` members by their Swift names, in UIKit's bit order.
  case autoresizingMask([String])
  /// A constant of a UIKit enumeration: `.push` / `UINavigationControllerOperationPush`.
  case constant(swift: String, objc: String)
  /// An index path of a table (`isRow`) or collection view (docs/FIDELITY.md A35): `[0, 1]` /
  /// `[NSIndexPath indexPathForRow:1 inSection:0]`.
  case indexPath(section: Int, item: Int, isRow: Bool)
  /// `UIView.KeyframeAnimationOptions` by their Swift member names (docs/FIDELITY.md A28.6):
  /// `[.calculationModeLinear]` / `UIViewKeyframeAnimationOptionCalculationModeLinear`.
  case keyframeOptions([String])
  /// An array literal of values: `[[0, 1]]` / `@[[NSIndexPath indexPathForRow:1 inSection:0]]`.
  indirect case list([TraceValue])
  /// A value the code wrote that the trace spells as given in each language: a notification's
  /// name (`Notification.Name("Done")` / `@"Done"`) or a dictionary (`[…]` / `@{…}`).
  case literal(swift: String, objc: String)
}
