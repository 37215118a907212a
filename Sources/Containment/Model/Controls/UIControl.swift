/// A control: a view that keeps target-action pairs and sends them when an event of theirs
/// happens (FIDELITY-SURFACE.md E1–E3).
///
/// A control sends every registered action to its target, in the order the pairs were added
/// (A18.4 [D]; order B32 [I]). A user's touch runs them inside UIKit's handling of the touch
/// (A18.7 [O]); `sendActions(for:)` from code runs them before it returns (B58 [I]).
open class UIControl: UIView {
  /// `UIControl.Event`, with UIKit's raw values.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// Members by their Swift names (`touchUpInside`); Objective-C prefixes `UIControlEvent`.
    public static let byName: [String: Event] = [
      "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
      "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
      "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
      "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
      "touchCancel": .touchCancel, "valueChanged": .valueChanged,
      "primaryActionTriggered": .primaryActionTriggered, "editingChanged": .editingChanged,
      "allTouchEvents": .allTouchEvents, "allEvents": .allEvents,
    ]
  }

  /// One `addTarget(_:action:for:)` registration.
  public struct TargetAction {
    /// UIKit does not retain targets (UIControl.h: "the target is not retained").
    public weak var target: AnyObject?
    public var action: Selector
    public var events: Event
  }

  public var isEnabled = true
  public var isSelected = false
  public private(set) var targetActions: [TargetAction] = []

  /// Adds a pair; the same target, action and events again is not added twice (S64 [D]:
  /// "you may call this method multiple times … you may also specify nil for the target").
  public func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
    if let index = targetActions.firstIndex(where: {
      $0.target === target && $0.action == action
    }) {
      targetActions[index].events.formUnion(events)
      return
    }
    targetActions.append(TargetAction(target: target, action: action, events: events))
  }

  /// Removes `action` (nil: every action) of `target` for `events`.
  public func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
    for index in targetActions.indices where targetActions[index].target === target {
      if action == nil || targetActions[index].action == action {
        targetActions[index].events.subtract(events)
      }
    }
    targetActions.removeAll { $0.events.isEmpty }
  }

  /// `sendActions(for:)` called from code: every action registered for `events`, in
  /// registration order, with the control as the sender (A18.4 [D]), before the call returns
  /// or, with `uikit=B58:end-of-turn`, at the end of the turn (B58 [I]).
  public func sendActions(for events: Event) {
    guard simulation.behavior.actionTiming == .endOfTurn else {
      return send(events, rule: "B58")
    }
    simulation.deferToEndOfTurn { [weak self] in self?.send(events, rule: "B58") }
  }

  /// A user's touch that ends in `events` (a `run=tap:` step): UIKit sends the actions from
  /// inside its handling of the touch, so they run at once (A18.7 [O]).
  public func userTouches(for events: Event) {
    send(events, rule: "A18.7")
  }

  /// Performs every action registered for `events`, now. A pair with a nil target goes to
  /// the first responder; the model has no responder chain and skips it (V7 [I]).
  private func send(_ events: Event, rule: String) {
    let due = targetActions.filter { !$0.events.isDisjoint(with: events) }
    for pair in due where !simulation.isTerminated {
      guard let target = pair.target else { continue }
      simulation.send(pair.action, to: target, with: .object(self), rule: rule)
    }
  }
}
