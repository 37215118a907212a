import Containment

/// Global functions: `print`, `NSLog`, `CGRect(x:y:width:height:)`, `CGRectMake`,
/// `NSStringFromCGRect`, `NSStringFromClass`, `CGRectGetWidth` and the other rectangle getters.
extension Interpreter {
  /// The result of a global function call, or nil if `name` is not one.
  func callBuiltin(_ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    if Builtins.assertions(language).contains(name) {
      try checkAssertion(name, arguments, at: location)
      return .void
    }
    if let value = try callRuntimeFunction(name, arguments, at: location) { return value }
    // `NSLocalizedString` is Foundation's, but the standard conversions' file answers it.
    if SwiftConversions.functions.contains(name),
      let value = try callSwiftConversion(name, arguments, at: location)
    {
      return value
    }
    if let value = try callSurfaceBuiltin(name, arguments, at: location) { return value }
    if let value = try callSwiftConversion(name, arguments, at: location) { return value }
    if let value = try callAssociatedObject(name, arguments, at: location) { return value }
    if let value = try callMathFunction(name, arguments, at: location) { return value }
    switch (name, language) {
    case ("type", .swift) where arguments.count == 1 && arguments[0].label == "of":
      // `type(of: child)`: its class, to compare or to ask `isKind(of:)` with.
      if case .enumCase(let type, _) = arguments[0].value { return .classReference(type) }
      if case .enumValue(let type, _, _) = arguments[0].value { return .classReference(type) }
      if case .record(let record) = arguments[0].value { return .classReference(record.type) }
      guard let className = className(of: arguments[0].value) else {
        throw Interrupt(
          .typeMismatch(
            context: "`type(of:)`", expected: "a controller or a view",
            found: arguments[0].value.kindDescription), at: location)
      }
      return .classReference(className)
    case ("print", .swift):
      let (items, separator, ending) = try printArguments(name, arguments, at: location)
      var shown: [String] = []
      for argument in items {
        shown.append(try swiftDescription(argument.value, at: location))  // W28
      }
      try output(shown.joined(separator: separator) + ending, at: location)
      return .void
    case ("debugPrint", .swift):
      // The standard library's `debugPrint`: each value's debug description, so a string is
      // quoted (`debugPrint("hello")` prints `"hello"`), separated by spaces.
      let (items, separator, ending) = try printArguments(name, arguments, at: location)
      let described = items.map { argument in
        if case .string(let text) = argument.value { return "\"" + text + "\"" }
        return describe(argument.value)
      }
      try output(described.joined(separator: separator) + ending, at: location)
      return .void
    case ("NSLog", _):
      // Foundation's `NSLog(_:_:)` in both languages (Swift's takes `CVarArg`s): the format
      // with its arguments, as `String(format:)` writes them.
      guard let format = arguments.first, case .string(let text) = format.value else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSLog`'s format", expected: "a string `@\"…\"`",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      let output = try formatted(text, Array(arguments.dropFirst()), at: format.location)
      try self.output(output, at: location)
      return .void
    case ("CGRect", .swift):
      let labels = arguments.map(\.label)
      // `CGRect(origin:size:)`: CoreGraphics' other memberwise initializer.
      if labels == ["origin", "size"] {
        // `.zero` for either: the implicit member finds the zero of a geometry type.
        func pair(_ value: Value) -> (Double, Double)? {
          switch value {
          case .surface(.point(let point)): (point.x, point.y)
          case .surface(.size(let size)): (size.width, size.height)
          case .rect(let rect) where rect == .zero: (0, 0)
          case .ignored(let name) where name.hasSuffix("zero"): (0, 0)
          default: nil
          }
        }
        if let origin = pair(arguments[0].value), let size = pair(arguments[1].value) {
          return .rect(CGRect(x: origin.0, y: origin.1, width: size.0, height: size.1))
        }
      }
      guard labels == ["x", "y", "width", "height"] else {
        throw Interrupt(
          .wrongLabel(
            written: "CGRect(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")",
            expected: "CGRect(x:y:width:height:)"), at: location)
      }
      return .rect(try rect(arguments, "`CGRect`"))
    case ("CGRectMake", .objc):
      guard arguments.count == 4 else {
        throw Interrupt(
          .missingArgument(
            written:
              "CGRectMake with \(arguments.count) argument\(arguments.count == 1 ? "" : "s")",
            expected: "CGRectMake(x, y, width, height)"), at: location)
      }
      return .rect(try rect(arguments, "`CGRectMake`"))
    case ("NSStringFromCGRect", .objc):
      guard arguments.count == 1, case .rect = arguments[0].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSStringFromCGRect`", expected: "one CGRect",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      return .string(describe(arguments[0].value))
    case ("NSStringFromSelector", .objc):
      // A selector is its text here (`_cmd`, `@selector(…)`).
      guard arguments.count == 1, case .string(let selector) = arguments[0].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSStringFromSelector`", expected: "one selector",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      return .string(selector)
    case ("NSSelectorFromString", .objc):
      // objc/runtime: the selector of that name; a selector is its text here.
      guard arguments.count == 1, case .string(let name) = arguments[0].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSSelectorFromString`", expected: "one selector name `@\"…\"`",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      return .string(name)
    case ("NSProtocolFromString", .objc), ("NSStringFromProtocol", .objc):
      return try protocolFunction(name, arguments, at: location)
    case ("NSStringFromClass", _):
      // Foundation's, in Swift too: `NSStringFromClass(type(of: self))`.
      guard arguments.count == 1, case .classReference(let className) = arguments[0].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSStringFromClass`", expected: "one class (`[x class]`)",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      // A Swift class's name includes its module (W28).
      return .string(qualifiedTypeName(className))
    case ("CGRectOffset", .objc), ("CGRectInset", .objc):
      // CGGeometry.h: the rectangle moved by (dx, dy), or shrunk by dx on the left and right
      // and dy at the top and bottom (of the standardized rectangle).
      guard arguments.count == 3, case .rect(let rect) = arguments[0].value,
        let dx = arguments[1].value.numeric, let dy = arguments[2].value.numeric
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)`", expected: "a CGRect and two numbers",
            found: arguments.map(\.value.kindDescription).joined(separator: ", ")), at: location)
      }
      return .rect(name == "CGRectOffset" ? Self.offset(rect, dx, dy) : Self.inset(rect, dx, dy))
    case ("print", .objc), ("CGRect", .objc), ("CGRectMake", .swift):
      throw Interrupt(
        .unsupported(
          "`\(name)` in \(language == .swift ? "Swift" : "Objective-C")",
          instead: language == .swift
            ? "`print`, `CGRect(x:y:width:height:)`" : "`NSLog`, `CGRectMake`"),
        at: location)
    default:
      return nil
    }
  }

  /// `print(_:separator:terminator:)` / `debugPrint`'s items, their separator (a space unless
  /// `separator:` says) and what the line ends with before its newline: a `terminator:` ending
  /// in a newline (`"\n"`, `"!\n"`) ends the line as the console shows it; one that continues
  /// the line on the next `print` is not supported.
  private func printArguments(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> ([EvaluatedArgument], String, String) {
    var items: [EvaluatedArgument] = []
    var separator = " "
    var ending = ""
    for argument in arguments {
      guard let label = argument.label else {
        items.append(argument)
        continue
      }
      // The two labels `print(_:separator:terminator:)` declares (not a member switch).
      if label == "separator" {
        guard case .string(let text) = argument.value else {
          throw Interrupt(
            .typeMismatch(
              context: "`\(name)`'s separator", expected: "a string",
              found: argument.value.kindDescription), at: argument.location)
        }
        separator = text
      } else if label == "terminator" {
        guard case .string(let text) = argument.value, text.hasSuffix("\n") else {
          throw Interrupt(
            .unsupported(
              "`\(name)` with a `terminator:` that does not end the line:",
              instead: "a terminator ending in `\"\\n\"`, or one `\(name)` for the whole line"),
            at: argument.location)
        }
        ending = String(text.dropLast())
      } else {
        throw Interrupt(
          .unsupported(
            "`\(name)` with `\(label)`:",
            instead: "`\(name)(a, b, …, separator: …, terminator: …)`"),
          at: argument.location)
      }
    }
    return (items, separator, ending)
  }

  /// A false condition (or a `…Failure` / `fatalError` call) stops the scenario with
  /// `scenario.assertion-failed`, its message as written.
  private func checkAssertion(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) {
    let alwaysFails = ["assertionFailure", "preconditionFailure", "fatalError"].contains(name)
    var rest = arguments[...]
    if !alwaysFails {
      guard let condition = rest.popFirst() else {
        throw Interrupt(
          .missingArgument(written: name + "()", expected: name + "(condition)"), at: location)
      }
      if try truth(condition.value, "`\(name)`'s condition", at: condition.location) { return }
    }
    var message = ""
    if let text = rest.first, case .string(let written) = text.value {
      // `NSAssert(x, @"bad %@", y)`, `NSAssert1(x, @"bad %@", y)`: Foundation formats the
      // description with the arguments after it, as `NSLog` does.
      let values = Array(rest.dropFirst())
      message =
        language == .objc && !values.isEmpty
        ? try formatted(written, values, at: text.location) : written
    }
    throw Interrupt(.assertionFailed(function: name, message: message), at: location)
  }

  private func rect(_ arguments: [EvaluatedArgument], _ what: String) throws(Interrupt) -> CGRect {
    var numbers: [Double] = []
    for argument in arguments {
      guard let number = argument.value.numeric else {
        throw Interrupt(
          .typeMismatch(context: what, expected: "numbers", found: argument.value.kindDescription),
          at: argument.location)
      }
      numbers.append(number)
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `CGRectOffset` / `offsetBy(dx:dy:)`.
  static func offset(_ rect: CGRect, _ dx: Double, _ dy: Double) -> CGRect {
    CGRect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.width, height: rect.height)
  }

  /// `CGRectInset` / `insetBy(dx:dy:)`: of the standardized rectangle.
  static func inset(_ rect: CGRect, _ dx: Double, _ dy: Double) -> CGRect {
    let x = min(rect.origin.x, rect.origin.x + rect.width)
    let y = min(rect.origin.y, rect.origin.y + rect.height)
    return CGRect(
      x: x + dx, y: y + dy, width: abs(rect.width) - 2 * dx, height: abs(rect.height) - 2 * dy)
  }

  /// What logging names the running method by: Objective-C's `__FUNCTION__`,
  /// `__PRETTY_FUNCTION__`, `__func__` (`-[Container viewWillAppear:]`) and `_cmd`
  /// (`viewWillAppear:`), Swift's `#function` (`viewWillAppear(_:)`); nil for other names or
  /// outside a method.
  func methodName(_ name: String, _ context: MethodContext) -> String? {
    guard let key = context.methodKey else { return nil }
    switch (name, language) {
    case ("__FUNCTION__", .objc), ("__PRETTY_FUNCTION__", .objc), ("__func__", .objc):
      let className = context.classInfo?.name ?? context.receiver.modelClassName
      return "-[\(className) \(key)]"
    case ("_cmd", .objc), ("#function", .swift): return key
    default: return nil
    }
  }
}
