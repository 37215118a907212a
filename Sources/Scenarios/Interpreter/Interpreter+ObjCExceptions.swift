/// Objective-C exceptions (Exception Programming Topics; FIDELITY-SURFACE.md C16): `@throw`,
/// `[NSException raise:format:]` and Foundation's own errors (`objectAtIndex:` past the end is
/// an `NSRangeException`) raise an `NSException`. When a `@catch` of a running `@try` takes it,
/// the exception travels there as `Interrupt.thrown`, running the `@finally` blocks on the way
/// (read as `defer`, ObjCParser's `parseTry`), and the run goes on after the handler; when none
/// does, the app ends there, as an uncaught exception ends it, with the `raise` line. As the
/// runtime does, the search for a handler happens before anything unwinds, so an uncaught
/// exception runs no `@finally`.
///
/// [I] Exceptions UIKit's model raises itself (`addSubview:` of a view to itself, a transition
/// between controllers of another parent) end the run even inside a `@try`: the model has no
/// state to resume from halfway through one of its own calls.
extension Interpreter {
  /// An `NSException` value: a record with the class's `name`, `reason` and `userInfo`.
  static func exception(name: String, reason: String, userInfo: Value = .null) -> Value {
    .record(
      RecordValue(
        type: "NSException",
        fields: [("name", .string(name)), ("reason", .string(reason)), ("userInfo", userInfo)]))
  }

  /// True when a `@catch` of a running `@try` takes an exception of class `className`.
  func handlerTakes(_ className: String) -> Bool {
    objcHandlers.contains { types in
      types.contains { type in
        guard let type else { return true }
        return type == className || type == "NSException" || type == "NSObject"
      }
    }
  }

  /// Raises `value` (`@throw value;`): to the `@catch` that takes it, or out of the app.
  func raiseObjC(_ value: Value, at location: SourceLocation) throws(Interrupt) -> Never {
    let className: String
    if case .record(let record) = value { className = record.type } else { className = "id" }
    if handlerTakes(className) {
      thrownError = value
      throw .thrown(location)
    }
    let name: String
    let reason: String
    if case .record(let record) = value, case .string(let written)? = record.field("name") {
      name = written
      if case .string(let text)? = record.field("reason") { reason = text } else { reason = "" }
    } else {
      name = describe(value)
      reason = ""
    }
    simulation.raiseFromCode(name, reason: reason)
    try checkStopped()
    throw .terminated
  }

  /// `[NSException raise:name format:…]` with its formatted reason.
  func raiseObjC(name: String, reason: String, at location: SourceLocation) throws(Interrupt)
    -> Never
  {
    try raiseObjC(Self.exception(name: name, reason: reason), at: location)
  }

  /// A Foundation error as the exception it raises, while a `@catch` may take it; otherwise the
  /// diagnostic itself (the run stops there, with the model's own message).
  func foundationError(_ problem: ScenarioProblem, at location: SourceLocation) -> Interrupt {
    guard !objcHandlers.isEmpty, language == .objc,
      let (name, reason) = Self.exception(for: problem)
    else { return Interrupt(problem, at: location) }
    guard handlerTakes("NSException") else { return Interrupt(problem, at: location) }
    thrownError = Self.exception(name: name, reason: reason)
    return .thrown(location)
  }

  /// The exception Foundation raises for what the model reports as `problem`, if it raises one.
  private static func exception(for problem: ScenarioProblem) -> (String, String)? {
    switch problem {
    case .indexOutOfRange(let index, let count):
      let bounds = count == 0 ? "for empty NSArray" : "[0 .. \(count - 1)]"
      return (
        "NSRangeException", "*** -[NSArray objectAtIndex:]: index \(index) beyond bounds \(bounds)"
      )
    case .mutatedWhileEnumerating(let collection):
      // [I] The reason names the class, not the object's address.
      return (
        "NSGenericException",
        "*** Collection <\(privateClass(of: collection))> was mutated while being enumerated."
      )
    case .keyValueObservingException(let name, let reason):
      return (name, reason)
    case .nilInserted(let collection, let selector):
      return (
        "NSInvalidArgumentException",
        "*** -[\(privateClass(of: collection)) \(selector)]: object cannot be nil"
      )
    default:
      return nil
    }
  }

  /// The class cluster's concrete class a description names (`__NSSetM` for an
  /// `NSMutableSet`).
  private static func privateClass(of collection: String) -> String {
    switch collection {
    case "NSMutableArray": "__NSArrayM"
    case "NSMutableSet", "NSCountedSet": "__NSSetM"
    case "NSMutableOrderedSet": "__NSOrderedSetM"
    case "NSMutableDictionary": "__NSDictionaryM"
    default: collection
    }
  }

  /// `@try { body } @catch (…) { … }` (the `@finally` is a `defer` around it): the body runs
  /// with its handlers active; an exception one of them takes runs that handler, with the
  /// exception bound to its name. A handler's own raise goes to the handlers further out.
  func executeObjCTry(
    _ body: [Stmt], _ clauses: [CatchClause], in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Completion {
    objcHandlers.append(
      clauses.map { clause -> String? in
        if case .typeCast(let type, _)? = clause.pattern { return type }
        return nil
      })
    let completion: Completion
    do throws(Interrupt) {
      completion = try execute(body, in: Scope(parent: scope), context)
    } catch {
      objcHandlers.removeLast()
      guard case .thrown = error else { throw error }
      let value = thrownError
      for clause in clauses {
        let inner = Scope(parent: scope)
        if let pattern = clause.pattern {
          guard try matches(pattern, value, binding: inner, context) else { continue }
        }
        return try execute(clause.body, in: inner, context)
      }
      thrownError = value
      throw error
    }
    objcHandlers.removeLast()
    return completion
  }
}
