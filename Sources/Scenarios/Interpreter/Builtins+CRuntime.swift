/// C library and Objective-C runtime functions app code calls around its containers:
/// `arc4random_uniform(n)` for a random colour or page, `dispatch_once` in a singleton's
/// `+sharedInstance`, `NSClassFromString(@"DetailViewController")` to make a child by name;
/// and Swift's `stride(from:to:by:)` for laying out pages.
extension Builtins {
  /// The functions of this file, by language (for the static check and the run).
  static func runtimeFunctions(_ language: ScenarioLanguage) -> Set<String> {
    switch language {
    case .objc:
      ["arc4random", "arc4random_uniform", "rand", "random", "dispatch_once", "NSClassFromString"]
    case .swift: ["arc4random", "arc4random_uniform", "stride"]
    }
  }
}

extension Interpreter {
  /// The result of one of `Builtins.runtimeFunctions`, or nil when `name` is not one.
  func callRuntimeFunction(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard Builtins.runtimeFunctions(language).contains(name) else { return nil }
    let values = arguments.map(\.value)
    switch name {
    case "arc4random", "rand", "random":
      // A random number: the model is deterministic, so it is always the lowest, 0 (a
      // device gives another each run; a trace that depends on it cannot be predicted).
      return .number(0)
    case "arc4random_uniform":
      // `arc4random_uniform(n)` is in `0..<n` (arc4random(3)); the model takes 0, as above.
      guard values.count == 1, case .number = nilAsZero(values[0]) ?? values[0] else {
        throw Interrupt(
          .typeMismatch(
            context: "`arc4random_uniform`", expected: "one number (the upper bound)",
            found: values.first?.kindDescription ?? "nothing"), at: location)
      }
      return .number(0)
    case "dispatch_once":
      // `dispatch_once(&onceToken, ^{ … })`: the block runs the first time for its token, never
      // again (dispatch_once(3)); one thread here, so there is nothing to wait for.
      guard values.count == 2, case .string(let token) = values[0],
        case .closure(let block) = values[1]
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`dispatch_once`", expected: "`&token` and a block",
            found: values.map(\.kindDescription).joined(separator: ", ")), at: location)
      }
      if dispatchOnceTokens.insert(token).inserted { _ = try call(block, [], at: location) }
      return .void
    case "stride":
      // `stride(from: 0, to: 6, by: 2)` is 0, 2, 4; `through:` includes the end (the Swift
      // standard library's `stride` functions), as an array here.
      let labels = arguments.map(\.label)
      guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"],
        case .number(let start) = values[0], case .number(let end) = values[1],
        case .number(let step) = values[2], step != 0
      else {
        throw Interrupt(
          .typeMismatch(
            context: "`stride`",
            expected: "`stride(from:to:by:)` or `stride(from:through:by:)` with numbers and a "
              + "step that is not 0",
            found: values.map(\.kindDescription).joined(separator: ", ")), at: location)
      }
      var items: [Value] = []
      var current = start
      let through = labels[1] == "through"
      while step > 0
        ? (through ? current <= end : current < end) : (through ? current >= end : current > end)
      {
        guard items.count < ScenarioLimits.arrayLength else {
          throw Interrupt(
            .tooLarge(what: "this stride", limit: ScenarioLimits.arrayLength), at: location)
        }
        items.append(.number(current))
        current += step
      }
      return .array(items)
    case "NSClassFromString":
      // The class of that name, or nil when the program has none (NSObjCRuntime.h): the
      // snippet's own classes and the UIKit classes the model knows.
      guard values.count == 1, case .string(let className) = values[0] else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSClassFromString`", expected: "one class name `@\"…\"`",
            found: values.first?.kindDescription ?? "nothing"), at: location)
      }
      if classes[className] != nil || KnownTypes.kind(of: className, declared: []) != nil {
        return .classReference(className)
      }
      return .null
    default:
      return nil
    }
  }
}
