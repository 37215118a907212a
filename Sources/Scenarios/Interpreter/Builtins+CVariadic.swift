/// `<stdarg.h>` for the code's own variadic methods (C11 7.16; ObjCParser+VariadicMethods):
/// `va_start(args, last)` makes `args` point at the unnamed arguments, `va_arg(args, T)` takes
/// the next of them (nil after the last, where a device reads past the arguments: code ends its
/// loop at the `nil` the caller passes, NS_REQUIRES_NIL_TERMINATION), `va_end` ends the walk.
extension Builtins {
  static let variadicFunctions: Set<String> = ["va_start", "va_arg", "va_end", "va_copy"]
}

extension Interpreter {
  /// The result of one of `Builtins.variadicFunctions`, or nil when `name` is not one.
  func callVariadicFunction(_ name: String, _ values: [Value], at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    guard language == .objc, Builtins.variadicFunctions.contains(name) else { return nil }
    switch name {
    case "va_start":
      // The hidden parameter's value: the arguments as one tuple (none: `()`, no value).
      let rest: [Value]
      switch values.first {
      case .tuple(let elements)?: rest = elements.map(\.value)
      case .void?, nil: rest = []
      case let other?: rest = [other]
      }
      return .string(newPointer(to: .array(rest)))
    case "va_arg":
      guard let list = values.first else { return .null }
      guard case .array(var rest) = try load(through: list, at: location), !rest.isEmpty else {
        return .null
      }
      let next = rest.removeFirst()
      try store(.array(rest), through: list, at: location)
      return next
    case "va_copy":
      return .void
    default:  // va_end
      return .void
    }
  }
}
