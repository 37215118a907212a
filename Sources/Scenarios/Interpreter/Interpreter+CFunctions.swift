/// C functions the Objective-C code defines (`Program.functions`, ObjCParser+CFunctions): called
/// by name from anywhere in the file (C11 6.9.1; a `static` function's identifier has file
/// scope, 6.2.1). The arguments are evaluated left to right (clang's order; C leaves it
/// unspecified, 6.5.2.2p10), each converted to its parameter's type as by assignment
/// (6.5.2.2p7), and `return`'s value to the function's return type (6.8.6.4p3).
extension Interpreter {
  /// The C function the code defines under `name`, if any.
  func cFunction(named name: String) -> MethodDecl? {
    guard language == .objc else { return nil }
    return program.functions.first { $0.name == name }
  }

  /// Calls the C function `function` with `arguments`. Its body runs with no receiver of its
  /// own: a parameter named `self` (`CFICommonInit(CFISegmentedViewController *self)`) is the
  /// object its messages and dot syntax go to; otherwise the caller's `self` is kept, which C
  /// code cannot name.
  func callCFunction(
    _ function: MethodDecl, _ arguments: [EvaluatedArgument], at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    guard arguments.count == function.parameters.count else {
      throw Interrupt(
        .syntax(
          "`\(function.name)` takes \(function.parameters.count) "
            + "argument\(function.parameters.count == 1 ? "" : "s") (its definition at line "
            + "\(function.location.line)), and this call passes \(arguments.count) (C11 6.5.2.2)"
        ), at: location)
    }
    var values: [Value] = []
    for (index, argument) in arguments.enumerated() {
      let type =
        index < function.cParameterTypeNames.count ? function.cParameterTypeNames[index] : nil
      values.append(argument.value.converted(toNumericType: type))
    }
    var receiver = context.receiver
    if let index = function.parameters.firstIndex(of: "self"),
      case .controller(let object as InterpretedController) = values[index]
    {
      receiver = object
    }
    let result = try invoke(function, of: nil, on: receiver, arguments: values, at: location)
    return result.converted(toNumericType: function.cResultTypeName)
  }
}
