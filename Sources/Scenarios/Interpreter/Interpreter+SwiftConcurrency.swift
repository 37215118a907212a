import Containment
import Foundation

/// Swift concurrency as it decides a containment trace (FIDELITY-SURFACE.md W20-W23).
///
/// - A `Task { … }` started in code isolated to the main actor (every method of a UIKit class
///   or subclass, `@MainActor` code) is isolated to it too (SE-0304: the task inherits the
///   actor context), and the main actor's executor is the main queue (SE-0316): the task's
///   code runs as a main-queue job after the current one, traced `block task()` (W20).
/// - `await` of an async function isolated to the actor the task is on runs it at once; of
///   one isolated elsewhere, the task hops (SE-0338): code that is not isolated runs off the
///   main actor, and coming back to the main actor is a new main-queue job, traced
///   `block resume()` (W21, W22). `Task.sleep` resumes at a timer (W22).
/// - [I] Code off the main actor runs as soon as it can, before the main queue's next job,
///   without a `block` line: the model has one thread, and real code there cannot touch UIKit
///   without coming back.
///
/// Each task's code runs on a thread of its own that takes turns with the thread of the run
/// loop (`TaskCoroutine`): one of them runs at any time, so a run stays sequential and its
/// trace deterministic; a suspended task waits on its thread with its whole call stack.
final class ConcurrencyState {
  /// The task whose code is running; nil for the run loop's own code (on the main actor).
  var current: SwiftTask?
  /// Every task started in the run, so that the end of the run can unwind the unfinished.
  var tasks: [SwiftTask] = []
  /// The continuations and task groups the code made, by the `id` their values carry
  /// (Interpreter+SwiftStructuredConcurrency).
  var continuations: [ContinuationState] = []
  var groups: [TaskGroupState] = []
}

/// A Swift task the code started: its coroutine, the executor its code is on, and its end.
final class SwiftTask {
  var coroutine: TaskCoroutine?
  /// Where the task's code runs now: `.mainActor` or off it (`.nonisolated`).
  var executor: ActorIsolation
  var isCancelled = false
  /// The value the task's closure returned, once it ended.
  var result: Value?
  /// Tasks waiting for this one's `value`.
  var waiters: [SwiftTask] = []
  /// The interpreter's nesting counters as the task's code left them when it suspended.
  var counters = Interpreter.Counters()

  init(executor: ActorIsolation) {
    self.executor = executor
  }

  var isFinished: Bool { coroutine?.isFinished ?? false }
}

/// A task's code on a thread of its own, which runs only while the thread that resumed it
/// waits: the two hand the turn to each other with semaphores.
final class TaskCoroutine: @unchecked Sendable {
  private let toTask = DispatchSemaphore(value: 0)
  private let toHost = DispatchSemaphore(value: 0)
  private var body: (() -> Void)?
  private var isStarted = false
  private(set) var isFinished = false
  private(set) var isAbandoned = false

  init(_ body: @escaping () -> Void) {
    self.body = body
  }

  /// Runs the task's code until it suspends or ends; the calling thread waits meanwhile.
  func resume() {
    guard !isFinished else { return }
    if !isStarted {
      isStarted = true
      let thread = Thread { [self] in
        toTask.wait()
        body?()
        body = nil
        isFinished = true
        toHost.signal()
      }
      // The interpreter recurses as deep on the task's thread as on the run loop's.
      thread.stackSize = 16 << 20
      thread.start()
    }
    toTask.signal()
    toHost.wait()
  }

  /// Called from the task's own code: hands the turn back, and returns when resumed; false
  /// when the run ended meanwhile (`abandon`) and the code must unwind.
  func suspend() -> Bool {
    toHost.signal()
    toTask.wait()
    return !isAbandoned
  }

  /// At the end of the run: a task that will never be resumed unwinds its code and ends.
  func abandon() {
    guard isStarted, !isFinished else {
      body = nil
      return
    }
    isAbandoned = true
    resume()
  }
}

extension Interpreter {
  /// The nesting counters that belong to the code running now, swapped when a task's code
  /// and the run loop's take turns.
  struct Counters {
    var callDepth = 0
    var evaluationDepth = 0
    var integerLiteralsAreFloating = false
    var loopLabel: String?
  }

  private var counters: Counters {
    get {
      Counters(
        callDepth: callDepth, evaluationDepth: evaluationDepth,
        integerLiteralsAreFloating: integerLiteralsAreFloating, loopLabel: loopLabel)
    }
    set {
      callDepth = newValue.callDepth
      evaluationDepth = newValue.evaluationDepth
      integerLiteralsAreFloating = newValue.integerLiteralsAreFloating
      loopLabel = newValue.loopLabel
    }
  }

  // MARK: Isolation

  /// The actor a method runs on (SE-0316): as written (`@MainActor`, `nonisolated`), else its
  /// type's. A UIKit class and every subclass of one is `@MainActor`; so is the code of
  /// `self` (the statements block, its functions) and every class the scenario names without
  /// declaring it (a view controller). Structs, enums and classes of their own are not.
  func isolation(of method: MethodDecl, in owner: ClassInfo?, valueSelf: Value?)
    -> ActorIsolation
  {
    if let written = method.isolation { return written }
    guard let owner else { return .mainActor }
    return isMainActorType(owner.name) ? .mainActor : .nonisolated
  }

  /// Whether the scenario's type `name` is isolated to the main actor.
  func isMainActorType(_ name: String) -> Bool {
    if program.structs.contains(where: { $0.name == name })
      || program.enums.contains(where: { $0.name == name })
    {
      return false
    }
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      let declarations = program.classes.filter { $0.name == current }
      let extensions = program.extensions.filter { $0.name == current }
      if declarations.contains(where: \.isMainActor) || extensions.contains(where: \.isMainActor) {
        return true
      }
      guard let declaration = declarations.first else {
        // Not declared here: a UIKit class, or a class the scenario names without declaring
        // it (a view controller, K1).
        return !program.protocols.contains(current) && current != "NSObject"
      }
      guard let superclass = declaration.superclass, !program.protocols.contains(superclass)
      else { return false }
      if let type = UIKitSurface.shared.type(named: superclass) {
        return type.framework == .uiKit && type.kind == .class
      }
      current = superclass
    }
    return false
  }

  // MARK: Executors

  /// Before an async function isolated to `isolation` runs: the task moves there. Going onto
  /// the main actor from off it waits for a main-queue job; leaving it needs no wait ([I]: code
  /// off the main actor runs at once). Returns the executor to come back to.
  func enterExecutor(_ isolation: ActorIsolation, at location: SourceLocation)
    throws(Interrupt) -> ActorIsolation
  {
    guard let task = concurrency.current else {
      // The run loop's own code is on the main actor, and only a task can `await`.
      if isolation == .mainActor { return .mainActor }
      throw Interrupt(
        .unsupported(
          "calling an async function outside a task",
          instead: "`Task { await … }`, as Swift requires an async context for `await`"),
        at: location)
    }
    let caller = task.executor
    try move(task, to: isolation, at: location)
    return caller
  }

  /// After an async function returns: its caller goes on where it was (SE-0338).
  func returnToExecutor(_ executor: ActorIsolation, at location: SourceLocation)
    throws(Interrupt)
  {
    guard let task = concurrency.current else { return }
    try move(task, to: executor, at: location)
  }

  private func move(_ task: SwiftTask, to executor: ActorIsolation, at location: SourceLocation)
    throws(Interrupt)
  {
    guard task.executor != executor else { return }
    task.executor = executor
    guard executor == .mainActor else { return }
    simulation.enqueueMainActorJob(.resume) { [weak self] in self?.resume(task) }
    try suspend(task)
  }

  /// The task's code gives the turn back to whoever resumed it, and goes on when resumed.
  func suspend(_ task: SwiftTask) throws(Interrupt) {
    guard let coroutine = task.coroutine, coroutine.suspend() else {
      throw Interrupt.terminated
    }
  }

  // MARK: Tasks

  /// `Task { … }`, `Task(priority: …) { … }`, `Task.detached { … }`: a task running the
  /// closure; isolated like the closure (its context's actor, or `@MainActor in`), or to no
  /// actor when detached.
  func startTask(_ closure: ClosureValue, detached: Bool, at location: SourceLocation)
    -> Value
  {
    let isolation: ActorIsolation =
      detached ? .nonisolated : closure.closure.isMainActor ? .mainActor : closure.context.isolation
    let task = SwiftTask(executor: isolation)
    task.counters = Counters()
    let simulation = simulation
    task.coroutine = TaskCoroutine { [unowned self] in
      simulation.perform {
        guarded { () throws(Interrupt) in
          do throws(Interrupt) {
            task.result = try call(closure, [], at: location)
          } catch .thrown {
            task.result = .null  // a throwing task keeps its error as its result
          }
        }
      }
    }
    concurrency.tasks.append(task)
    if isolation == .mainActor {
      simulation.enqueueMainActorJob(.task) { [weak self] in self?.resume(task) }
    } else {
      // Off the main actor, at once; no `block` line, since neither UIKit nor the run loop
      // calls it: its lines are the call's that started it (W20).
      resume(task)
    }
    return .surface(.task(task))
  }

  /// Runs `task`'s code until it suspends or ends, with its own counters.
  func resume(_ task: SwiftTask) {
    guard pendingFailure == nil, !simulation.isTerminated, let coroutine = task.coroutine else {
      return
    }
    let outer = concurrency.current
    let saved = counters
    concurrency.current = task
    counters = task.counters
    coroutine.resume()
    task.counters = counters
    counters = saved
    concurrency.current = outer
    if coroutine.isFinished { finished(task) }
  }

  private func finished(_ task: SwiftTask) {
    let waiters = task.waiters
    task.waiters = []
    for waiter in waiters {
      if waiter.executor == .mainActor {
        simulation.enqueueMainActorJob(.resume) { [weak self] in self?.resume(waiter) }
      } else {
        resume(waiter)
      }
    }
  }

  /// `await task.value`: the task's result, once it ended.
  func value(of other: SwiftTask, at location: SourceLocation) throws(Interrupt) -> Value {
    if let result = other.result, other.isFinished { return result }
    guard let task = concurrency.current, task !== other else {
      throw Interrupt(
        .unsupported(
          "waiting for a task's value outside a task",
          instead: "`Task { await other.value }`"),
        at: location)
    }
    other.waiters.append(task)
    try suspend(task)
    return other.result ?? .void
  }

  /// `Task.sleep(nanoseconds:)`, `Task.sleep(for: .seconds(n))`: the task goes on when the
  /// clock reaches now + `seconds`, on the executor it slept on.
  func sleep(_ seconds: Double, at location: SourceLocation) throws(Interrupt) {
    guard let task = concurrency.current else {
      throw Interrupt(
        .unsupported("`Task.sleep` outside a task", instead: "`Task { try await Task.sleep(…) }`"),
        at: location)
    }
    simulation.resumeAfter(seconds) { [weak self] in self?.resume(task) }
    try suspend(task)
  }

  /// `Task.yield()`: the task goes to the back of the main queue.
  func yield(at location: SourceLocation) throws(Interrupt) {
    guard let task = concurrency.current else { return }
    guard task.executor == .mainActor else { return }
    simulation.enqueueMainActorJob(.resume) { [weak self] in self?.resume(task) }
    try suspend(task)
  }

  /// `await MainActor.run { … }`: the closure runs on the main actor; a task off it hops
  /// there first and back after (W21).
  func runOnMainActor(_ closure: ClosureValue, at location: SourceLocation) throws(Interrupt)
    -> Value
  {
    let caller = try enterExecutor(.mainActor, at: location)
    var context = closure.context
    context.isolation = .mainActor
    let value = try call(
      ClosureValue(closure: closure.closure, scope: closure.scope, context: context), [],
      at: location)
    try returnToExecutor(caller, at: location)
    return value
  }

  /// At the end of the run: tasks still suspended (waiting for something that never came)
  /// unwind, so that no thread outlives the run.
  func abandonUnfinishedTasks() {
    for task in concurrency.tasks {
      let saved = counters
      task.coroutine?.abandon()
      counters = saved
    }
    concurrency.tasks = []
  }
}
