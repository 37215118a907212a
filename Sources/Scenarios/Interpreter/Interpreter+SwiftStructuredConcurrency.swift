import Containment

/// Structured concurrency and continuations as real container code writes them (SE-0300,
/// SE-0304, SE-0317; FIDELITY-SURFACE W25):
///
/// - [I] A child task (`async let x = f()`, a task group's `addTask { … }`) runs off the main
///   actor at once when it is created, as a detached task does (W20); awaiting its result
///   finds it finished and does not suspend, unless the child itself waits (for the main
///   actor, a sleep), when the reader waits for it as for any task's value.
/// - `for await value in group` and `group.next()` give the children's results in the order
///   they finished, here the order they were added; `waitForAll()` waits for them, and the
///   group's closure waits for any left when it returns (SE-0304).
/// - `withCheckedContinuation { continuation in … }` (SE-0300) runs its closure at once, then
///   the task waits until the continuation is resumed (`resume(returning:)`, `resume()`,
///   `resume(throwing:)`); a task on the main actor goes on as a new main-queue job, traced
///   `block resume()`. Resuming twice stops the app, as the checked continuation's runtime
///   check does; a continuation never resumed leaves its task suspended ([I] W22).
/// - `Task.checkCancellation()` throws `CancellationError()` in a cancelled task.
final class ContinuationState {
  let task: SwiftTask
  /// The value (`.success`) or the error (`.failure`) it was resumed with.
  var outcome: (value: Value, isError: Bool)?
  var isWaiting = false

  init(task: SwiftTask) {
    self.task = task
  }
}

/// A task group's children, in the order they were added, and how many results were taken.
final class TaskGroupState {
  var children: [SwiftTask] = []
  var taken = 0
}

extension Interpreter {
  /// The standard library functions of this file that take a closure.
  static let structuredConcurrencyFunctions: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
    "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
  ]

  /// `withCheckedContinuation { … }`, `withTaskGroup(of: T.self) { group in … }`.
  func structuredConcurrencyCall(
    _ name: String, _ closure: ClosureValue, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    guard let task = concurrency.current else {
      throw Interrupt(
        .unsupported(
          "`\(name)` outside a task", instead: "`Task { await \(name) { … } }`"),
        at: location)
    }
    if name.contains("Continuation") {
      return try withContinuation(closure, in: task, at: location)
    }
    concurrency.groups.append(TaskGroupState())
    let id = concurrency.groups.count - 1
    let group = Value.record(RecordValue(type: "TaskGroup", fields: [("id", .integer(id))]))
    let result = try call(closure, [group], at: location)
    _ = try groupResults(id, at: location)  // the children left are awaited
    return result
  }

  private func withContinuation(
    _ closure: ClosureValue, in task: SwiftTask, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let state = ContinuationState(task: task)
    concurrency.continuations.append(state)
    let continuation = Value.record(
      RecordValue(
        type: "CheckedContinuation",
        fields: [("id", .integer(concurrency.continuations.count - 1))]))
    _ = try call(closure, [continuation], at: location)
    if state.outcome == nil {
      state.isWaiting = true
      try suspend(task)
    }
    guard let outcome = state.outcome else { return .void }
    if outcome.isError {
      thrownError = outcome.value
      throw .thrown(location)
    }
    return outcome.value
  }

  /// `continuation.resume(returning: x)`, `resume()`, `resume(throwing: e)`; `group.addTask {
  /// … }`, `addTaskUnlessCancelled`, `next()`, `waitForAll()`, `cancelAll()`; nil for any
  /// other call.
  func structuredConcurrencyMember(
    _ use: MemberResolver.Use, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard language == .swift, case .record(let record) = receiver,
      case .integer(let id)? = record.field("id"),
      case .swiftCall(let name, let labels, _) = use
    else { return nil }
    switch record.type {
    case "CheckedContinuation", "UnsafeContinuation":
      guard name == "resume", concurrency.continuations.indices.contains(id) else { return nil }
      let state = concurrency.continuations[id]
      guard state.outcome == nil else {
        throw Interrupt(
          .assertionFailed(
            function: "resume",
            message:
              "SWIFT TASK CONTINUATION MISUSE: the code tried to resume its continuation more "
              + "than once"), at: location)
      }
      let value = arguments.first?.value ?? .void
      state.outcome = (value, labels == ["throwing"])
      if state.isWaiting {
        state.isWaiting = false
        let task = state.task
        if task.executor == .mainActor {
          simulation.enqueueMainActorJob(.resume) { [weak self] in self?.resume(task) }
        } else {
          resume(task)
        }
      }
      return .void
    case "TaskGroup":
      guard concurrency.groups.indices.contains(id) else { return nil }
      let group = concurrency.groups[id]
      switch name {
      case "addTask", "addTaskUnlessCancelled":
        guard case .closure(let closure)? = arguments.last?.value else { return nil }
        guard case .surface(.task(let child)) = startTask(closure, detached: true, at: location)
        else { return .void }
        group.children.append(child)
        return name == "addTask" ? .void : .bool(true)
      case "next":
        guard group.taken < group.children.count else { return .null }
        let child = group.children[group.taken]
        group.taken += 1
        return try value(of: child, at: location)
      case "waitForAll":
        _ = try groupResults(id, at: location)
        return .void
      case "cancelAll":
        for child in group.children { child.isCancelled = true }
        return .void
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// The results of the group's children not taken yet, each awaited in turn.
  func groupResults(_ id: Int, at location: SourceLocation) throws(Interrupt) -> [Value] {
    let group = concurrency.groups[id]
    var results: [Value] = []
    while group.taken < group.children.count {
      let child = group.children[group.taken]
      group.taken += 1
      results.append(try value(of: child, at: location))
    }
    return results
  }

  /// `for await value in sequence`: a task group's results; any other asynchronous sequence
  /// (notifications, streams) depends on events the model does not have.
  func asyncSequenceElements(_ sequence: Value, at location: SourceLocation) throws(Interrupt)
    -> Value
  {
    if case .record(let record) = sequence, record.type == "TaskGroup",
      case .integer(let id)? = record.field("id"), concurrency.groups.indices.contains(id)
    {
      return .array(try groupResults(id, at: location))
    }
    throw Interrupt(
      .unsupported(
        "`for await` over \(sequence.kindDescription)",
        instead: "`for await` over a task group's results"),
      at: location)
  }

  /// `async let name = expression`: the child task running the expression (SE-0317).
  func startAsyncLet(
    _ expression: Expr, at location: SourceLocation, _ scope: Scope, _ context: MethodContext
  ) -> Value {
    let closure = Closure(
      parameters: [], body: [Stmt(.returnStatement(expression), at: location)])
    return startTask(
      ClosureValue(closure: closure, scope: scope, context: context), detached: true,
      at: location)
  }
}
