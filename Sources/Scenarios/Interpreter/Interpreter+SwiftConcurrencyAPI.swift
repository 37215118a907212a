import Containment

/// The standard library's concurrency API the scenarios run (FIDELITY-SURFACE.md W20-W23):
/// `Task { … }`, `Task.detached`, `Task.sleep`, `Task.yield`, `Task.isCancelled`,
/// `task.cancel()`, `task.value`, `MainActor.run`, `MainActor.assumeIsolated`; continuations,
/// task groups and `async let` are in Interpreter+SwiftStructuredConcurrency.
extension Interpreter {
  /// A call of the concurrency API, or nil when `callee` is something else.
  func concurrencyCall(
    _ callee: Expr, _ arguments: [Argument], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    switch callee.kind {
    case .name("Task") where !declaresType("Task"):
      let closure = try operation(arguments, ["operation"], "`Task`", at: location, scope, context)
      return startTask(closure, detached: false, at: location)
    case .name(let name) where Self.structuredConcurrencyFunctions.contains(name):
      // `withCheckedContinuation { … }`, `withTaskGroup(of: T.self) { group in … }`
      // (Interpreter+SwiftStructuredConcurrency).
      let closure = try operation(arguments, ["body"], "`\(name)`", at: location, scope, context)
      return try structuredConcurrencyCall(name, closure, at: location)
    case .member(let base, let name):
      if case .name("Task") = base.kind, !declaresType("Task") {
        return try taskTypeCall(name, arguments, at: location, scope, context)
      }
      if case .name("MainActor") = base.kind, !declaresType("MainActor") {
        return try mainActorCall(name, arguments, at: location, scope, context)
      }
      guard name == "cancel", arguments.isEmpty, Self.isPlainReference(base),
        case .surface(.task(let task)) = try evaluate(base, in: scope, context)
      else { return nil }
      task.isCancelled = true
      return .void
    default:
      return nil
    }
  }

  /// `Task.detached { … }`, `Task.sleep(…)`, `Task.yield()`, `Task.checkCancellation()`.
  private func taskTypeCall(
    _ name: String, _ arguments: [Argument], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    switch name {
    case "detached":
      let closure = try operation(
        arguments, ["operation"], "`Task.detached`", at: location, scope, context)
      return startTask(closure, detached: true, at: location)
    case "sleep":
      try sleep(try sleepDuration(arguments, at: location, scope, context), at: location)
      return .void
    case "yield":
      try yield(at: location)
      return .void
    case "checkCancellation":
      // It throws `CancellationError()` in a cancelled task (SE-0304).
      if concurrency.current?.isCancelled == true {
        thrownError = .record(RecordValue(type: "CancellationError", fields: []))
        throw .thrown(location)
      }
      return .void
    default:
      return nil
    }
  }

  /// `MainActor.run { … }`, `MainActor.run(body: { … })`, `MainActor.assumeIsolated { … }`.
  private func mainActorCall(
    _ name: String, _ arguments: [Argument], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    switch name {
    case "run":
      let closure = try operation(
        arguments, ["body", "resultType"], "`MainActor.run`", at: location, scope, context)
      return try runOnMainActor(closure, at: location)
    case "assumeIsolated":
      // The code is on the main actor already (or the app stops): the closure runs at once.
      let closure = try operation(
        arguments, ["operation"], "`MainActor.assumeIsolated`", at: location, scope, context)
      var isolated = closure.context
      isolated.isolation = .mainActor
      return try call(
        ClosureValue(closure: closure.closure, scope: closure.scope, context: isolated), [],
        at: location)
    default:
      return nil
    }
  }

  /// The closure a task or actor call runs: trailing, or the argument labelled `labels[0]`;
  /// the other arguments (`priority:`) do not change the order the model gives.
  private func operation(
    _ arguments: [Argument], _ labels: [String], _ context: String, at location: SourceLocation,
    _ scope: Scope, _ methodContext: MethodContext
  ) throws(Interrupt) -> ClosureValue {
    let candidates = arguments.filter { $0.isTrailing || $0.label == labels[0] || $0.label == nil }
    guard let argument = candidates.last,
      case .closure(let closure) = try evaluate(argument.value, in: scope, methodContext)
    else {
      throw Interrupt(
        .typeMismatch(context: context, expected: "a closure", found: "no closure"), at: location)
    }
    return closure
  }

  /// Seconds from `Task.sleep(nanoseconds: n)` or `Task.sleep(for: .seconds(n))` (also
  /// `.milliseconds`, `.microseconds`, `.nanoseconds`, `Duration.seconds(n)`).
  private func sleepDuration(
    _ arguments: [Argument], at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Double {
    guard let argument = arguments.first else {
      throw Interrupt(
        .wrongLabel(written: "Task.sleep()", expected: "Task.sleep(nanoseconds:)"), at: location)
    }
    if argument.label == "nanoseconds" {
      return try number(
        try evaluate(argument.value, in: scope, context), "`Task.sleep`", at: location) / 1e9
    }
    let units: [String: Double] = [
      "seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9,
    ]
    if argument.label == "for",
      case .call(let unitExpression, let unitArguments) =
        argument.value.kind, unitArguments.count == 1
    {
      var unit: String?
      switch unitExpression.kind {
      case .implicitMember(let name): unit = name
      case .member(let owner, let name) where owner.kind == .name("Duration"): unit = name
      default: break
      }
      if let unit, let factor = units[unit] {
        let amount = try number(
          try evaluate(unitArguments[0].value, in: scope, context), "`Task.sleep`",
          at: location)
        return amount * factor
      }
    }
    throw Interrupt(
      .unsupported(
        "this `Task.sleep` duration",
        instead: "`Task.sleep(nanoseconds: n)`, `Task.sleep(for: .seconds(n))`"),
      at: argument.value.location)
  }

  /// `Task.isCancelled`, `task.value`, `task.result`, `task.isCancelled`; nil otherwise.
  func concurrencyMember(
    _ baseExpression: Expr, _ member: String, at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift else { return nil }
    if case .name("Task") = baseExpression.kind, !declaresType("Task") {
      guard member == "isCancelled" else { return nil }
      return .bool(concurrency.current?.isCancelled ?? false)
    }
    guard ["value", "result", "isCancelled"].contains(member),
      Self.isPlainReference(baseExpression),
      case .surface(.task(let task)) = try evaluate(baseExpression, in: scope, context)
    else { return nil }
    if member == "isCancelled" { return .bool(task.isCancelled) }
    return try value(of: task, at: location)
  }

  /// A name or a chain of member reads (`task`, `self.loading`): evaluating it twice has no
  /// effect the code could see.
  static func isPlainReference(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .name: return true
    case .member(let base, _): return isPlainReference(base)
    default: return false
    }
  }

  /// Whether the scenario declares a type of this name itself.
  func declaresType(_ name: String) -> Bool {
    program.classes.contains { $0.name == name } || program.structs.contains { $0.name == name }
      || program.enums.contains { $0.name == name }
  }
}
