/// Pointers the model hands to the code (`BOOL *stop` of an enumeration block) and `&name`
/// of a variable: `*p = v` stores through one, `*p` loads (C11 6.5.3.2), so a method writing
/// its `NSUInteger *outIndex` changes the caller's variable. Other pointers are not modelled:
/// a store through nil is the crash it is on a device.
extension Interpreter {
  /// A new pointer to a value the model owns, with its name (a `.string` starting with `&`).
  func newPointer(to value: Value) -> String {
    pointerCount += 1
    let name = "&*pointer\(pointerCount)"
    pointees[name] = value
    return name
  }

  /// `*pointer = value`.
  func store(_ value: Value, through pointer: Value, at location: SourceLocation)
    throws(Interrupt)
  {
    guard case .string(let name) = pointer, name.hasPrefix("&") else {
      throw Interrupt(nullPointer(pointer), at: location)
    }
    // `&index` of a local passed as an out-parameter (`NSUInteger *outIndex`): the store is
    // the variable's, converted to its declared type as an assignment is (C11 6.5.16.1).
    if pointees[name] == nil, let target = pointerTargets[name],
      target.scope.assign(target.name, value)
    {
      return
    }
    // A `BOOL *` holds YES/NO; `*stop = 1` is YES.
    if case .bool = pointees[name] ?? .void, let number = value.numeric {
      pointees[name] = .bool(number != 0)
    } else {
      pointees[name] = value
    }
  }

  /// `*pointer`.
  func load(through pointer: Value, at location: SourceLocation) throws(Interrupt) -> Value {
    guard case .string(let name) = pointer, name.hasPrefix("&") else {
      throw Interrupt(nullPointer(pointer), at: location)
    }
    if pointees[name] == nil, let target = pointerTargets[name],
      let variable = target.scope.lookup(target.name)
    {
      return variable.value
    }
    return pointees[name] ?? .null
  }

  private func nullPointer(_ pointer: Value) -> ScenarioProblem {
    .unsupported(
      "`*` through \(pointer.kindDescription)",
      instead: "`*stop = YES` in an enumeration block, which the model passes a pointer")
  }
}
