/// Observers of a variable declared in a function or a block's statements (The Swift
/// Programming Language, "Properties": Global and Local Variables, "you can also define
/// computed variables and define observers for stored variables, in either a global or local
/// scope"): an assignment runs `willSet` with the new value, stores it, then runs `didSet` with
/// the old one. A value changed in place is assigned (a mutating method, an element or a
/// property of a value type: `structs[0].property = "x"` assigns `structs`), so the observers
/// run for it too; an object's property changed through the variable does not assign it. An
/// assignment made inside the observers does not run them again (W25).
extension Interpreter {
  /// `count = 2` where `count` is a local with observers: true when it ran them and stored
  /// the value.
  func assignObservedLocal(
    _ variable: String, _ value: Value, in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard language == .swift, let owner = scope.declaringScope(of: variable),
      !owner.runningObservers.contains(variable),
      let observed = owner.lookup(variable), observed.willSet != nil || observed.didSet != nil
    else { return false }
    owner.runningObservers.insert(variable)
    defer { owner.runningObservers.remove(variable) }
    if let willSet = observed.willSet {
      try runLocalObserver(willSet, with: value, declaredIn: owner, context)
    }
    _ = owner.assign(variable, value)
    name(value, variable)
    if let didSet = observed.didSet {
      try runLocalObserver(didSet, with: observed.value, declaredIn: owner, context)
    }
    return true
  }

  /// Runs an observer's body in the variable's scope, its parameter bound.
  private func runLocalObserver(
    _ observer: PropertyObserver, with value: Value, declaredIn owner: Scope,
    _ context: MethodContext
  ) throws(Interrupt) {
    let inner = Scope(parent: owner)
    inner.declare(observer.parameter, value, isConstant: true)
    _ = try execute(observer.body, in: inner, context)
  }
}
