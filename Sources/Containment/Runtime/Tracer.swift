/// Recording: every traced call goes through `dispatch` (the caller knows who is calling)
/// or `traced` (the model's own entry points, which recognise `super` calls).
extension UIKitSimulation {
  /// A call in progress. The base implementation of a method that was dispatched finds its
  /// own frame on top and does not record a second event (that is an override's `super`).
  struct Frame {
    var object: ObjectIdentifier
    var member: APIMember
    var reachedBase = false
  }

  /// Records `kind` at the current depth, unless tracing is off or the app is gone. UIKit's
  /// events carry `rule`, or the rule of the work under way (`because`).
  func record(_ kind: TraceEvent.Kind, _ action: TraceAction, rule: String? = nil) {
    guard tracing, !isTerminated else { return }
    steps += 1
    if steps > stepBudget {
      stop(reason: UIKitMessages.stepBudget(stepBudget))
      return
    }
    let ruleID: String?
    switch kind {
    case .manual, .print, .time, .turn: ruleID = nil
    case .lint: ruleID = rule
    case .auto, .block, .warning, .raise: ruleID = rule ?? ruleContext
    }
    stateRecorder?.capture(self, before: events.count)
    events.append(
      TraceEvent(
        kind: kind, depth: depth, action: action, sourceLine: currentSourceLine,
        isLayout: layoutDepth > 0, provenance: ruleID.map(Provenance.init)))
  }

  /// Runs `body` as UIKit work that `rule` describes: the events it records without a rule of
  /// their own carry this one (e.g. the appearance callbacks a forwarding parent sends, B8).
  func because<T>(_ rule: String?, _ body: () throws -> T) rethrows -> T {
    let saved = ruleContext
    ruleContext = rule
    defer { ruleContext = saved }
    return try body()
  }

  /// Records a call made by `kind` (manual: the code; auto: UIKit, because of `rule`), then
  /// runs it one level deeper. Interpreters call this for every modelled call the code makes.
  public func dispatch<T>(
    _ kind: TraceEvent.Kind, _ receiver: AnyObject, _ member: APIMember,
    _ arguments: [TraceValue] = [], rule: String? = nil, _ body: () throws -> T
  ) rethrows -> T {
    observe(kind, receiver, member, arguments)
    observeArticleMistakes(kind, receiver, member, arguments)
    let isLayout = member.isLayoutCallback
    if isLayout { layoutDepth += 1 }
    record(
      kind, .call(receiver: traceName(of: receiver), member: member, arguments: arguments),
      rule: rule)
    frames.append(Frame(object: ObjectIdentifier(receiver), member: member))
    depth += 1
    if frames.count > Self.maximumDepth, !isTerminated {
      stop(reason: UIKitMessages.stepBudget(stepBudget))
    }
    if kind == .manual, let controller = receiver as? UIViewController,
      let selector = Self.appearanceSelectors[member]
    {
      // A5.12 [O] (S25): UIKit logs direct calls of the appearance methods.
      warn(
        TraceIDs.directCall, UIKitMessages.directAppearanceCall(selector, describe(controller)),
        rule: "A5.12")
    }

    defer {
      depth -= 1
      frames.removeLast()
      if isLayout { layoutDepth -= 1 }
    }
    // What the code calls runs under no rule: UIKit's answers inside it name their own.
    return try kind == .manual ? because(nil, body) : body()
  }

  static let appearanceSelectors: [APIMember: String] = [
    .viewWillAppear: "viewWillAppear:", .viewDidAppear: "viewDidAppear:",
    .viewWillDisappear: "viewWillDisappear:", .viewDidDisappear: "viewDidDisappear:",
  ]

  /// The entry of a model method: if this is the base implementation of a call already
  /// dispatched (directly or through an override's `super`), run it without a new event;
  /// otherwise the code called it directly: record a manual call.
  func traced<T>(
    _ receiver: AnyObject, _ member: APIMember, _ arguments: [TraceValue] = [],
    _ body: () throws -> T
  ) rethrows -> T {
    if let last = frames.indices.last, frames[last].object == ObjectIdentifier(receiver),
      frames[last].member == member, !frames[last].reachedBase
    {
      frames[last].reachedBase = true
      return try body()
    }
    return try dispatch(.manual, receiver, member, arguments, body)
  }

  /// Invokes a closure the code handed to UIKit, as a `block` event with its body nested.
  public func invokeClosure(
    _ role: ClosureRole, _ arguments: [TraceValue], rule: String? = nil, _ body: () -> Void
  ) {
    guard !isTerminated else { return }
    record(.block, .closure(role, arguments: arguments), rule: rule)
    depth += 1
    defer { depth -= 1 }
    because(nil, body)
  }

  /// Records output of `print` / `NSLog`.
  public func output(_ text: String) {
    record(.print, .output(text))
  }

  /// A console message UIKit logs; the app goes on.
  func warn(_ id: String, _ message: String, rule: String? = nil) {
    record(.warning, .warning(id: id, message: message), rule: rule)
  }

  /// An exception the scenario's own code raises (`[NSException raise:format:]`): uncaught, it
  /// ends the app as UIKit's own do.
  public func raiseFromCode(_ name: String, reason: String) {
    raise(name, reason)
  }

  /// An exception UIKit raises: recorded under the call that raised it, and the app is gone.
  func raise(_ name: String, _ reason: String, rule: String? = nil) {
    record(.raise, .exception(name: name, reason: reason), rule: rule)
    isTerminated = true
  }

  /// Stops a runaway run with a `scenario.step-budget` line.
  func stop(reason: String) {
    guard !isTerminated else { return }
    isTerminated = true
    events.append(
      TraceEvent(
        kind: .lint, depth: 0, action: .lint(id: TraceIDs.stepBudget, message: reason),
        sourceLine: currentSourceLine))
  }

  /// Bookkeeping for lints that must see every call, whether or not an override calls super.
  func observe(
    _ kind: TraceEvent.Kind, _ receiver: AnyObject, _ member: APIMember, _ arguments: [TraceValue]
  ) {
    guard let controller = receiver as? UIViewController else { return }
    switch member {
    case .willMoveToParent where arguments.first == .null:
      controller.sawWillMoveToNil = true
    case .didMoveToParent:
      guard case .object = arguments.first ?? .null else { break }
      controller.awaitingDidMove = nil
      // A3.2 [D]: didMove comes once the transition to the child has finished.
      if kind == .manual, let running = controller.runningTransition,
        let from = running.from, let to = running.to, let parent = controller.parent
      {
        pendingLints.append(
          (
            controller, TraceIDs.didMoveDuringTransition,
            UIKitMessages.didMoveDuringTransition(
              describe(controller), describe(parent), from: describe(from), to: describe(to))
          ))
      }
    case .removeFromParent where kind == .manual:
      // Removal clears the parent, so the end-of-scenario check would miss a child that
      // never got didMove(toParent:): record it now.
      if let parent = controller.parent, controller.awaitingDidMove === parent {
        pendingLints.append(
          (
            controller, TraceIDs.missingDidMove,
            UIKitMessages.missingDidMove(describe(controller), describe(parent))
          ))
      }
      if controller.parent != nil, !controller.sawWillMoveToNil {
        pendingLints.append(
          (
            controller, TraceIDs.missingWillMove,
            UIKitMessages.missingWillMove(describe(controller))
          ))
      }
    default: break
    }
  }
}
