/// C library and Objective-C runtime functions app code calls around its containers:
/// `arc4random_uniform(n)` for a random colour or page, `dispatch_once` in a singleton's
/// `+sharedInstance`, `NSClassFromString(@"DetailViewController")` to make a child by name;
/// and Swift's `stride(from:to:by:)` for laying out pages.
extension Builtins {
  /// The functions of this file, by language (for the static check and the run).
  static func runtimeFunctions(_ language: ScenarioLanguage) -> Set<String> {
    switch language {
    case .objc: objcRuntimeFunctions
    case .swift: ["arc4random", "arc4random_uniform", "stride"]
    }
  }

  /// Objective-C's, made once: the static checks ask at every name.
  private static let objcRuntimeFunctions: Set<String> = Set([
    "arc4random", "arc4random_uniform", "rand", "random", "dispatch_once",
    "NSClassFromString", "object_getClass", "class_isMetaClass", "class_getName",
    "object_getClassName", "objc_msgSend", "CFBridgingRetain", "CFBridgingRelease",
    "pthread_main_np",
  ]).union(swizzlingFunctions).union(rangeFunctions).union(stdioFunctions)
    .union(variadicFunctions)
}

extension Interpreter {
  /// The result of one of `Builtins.runtimeFunctions`, or nil when `name` is not one.
  func callRuntimeFunction(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard
      Builtins.runtimeFunctions(language).contains(name)
        || language == .objc && Builtins.classObjectFunctions.contains(name)
    else { return nil }
    let values = arguments.map(\.value)
    if let result = try callSwizzlingFunction(name, values, at: location) { return result }
    if let result = try callRangeFunction(name, values, at: location) { return result }
    if let result = try callStdioFunction(name, arguments, at: location) { return result }
    if let result = try callVariadicFunction(name, values, at: location) { return result }
    switch name {
    case "CFBridgingRetain", "CFBridgingRelease":
      // ARC's bridging functions (NSObject.h): the same object, its ownership moved between
      // ARC and Core Foundation, which the model does not count.
      return values.first ?? .null
    case "pthread_main_np":
      // Non-zero on the main thread (pthread(3)): the model runs all code there.
      return .integer(1)
    case "object_getClass", "object_getClassName", "class_isMetaClass", "class_getName":
      return classFunction(name, values.first ?? .null)
    case _ where Builtins.classObjectFunctions.contains(name):
      return try classObjectFunction(name, values, at: location)
    case "arc4random", "rand", "random":
      // A random number: the model is deterministic, so the calls give 0, 1, 2, … in order
      // (a device gives unpredictable numbers; these let a loop waiting for a different
      // value end, and a reader predict the trace).
      return .integer(nextRandomDraw())
    case "arc4random_uniform":
      // `arc4random_uniform(n)` is in `0..<n` (arc4random(3)); the model takes 0, as above.
      guard values.count == 1, let bound = (nilAsZero(values[0]) ?? values[0]).numeric else {
        throw Interrupt(
          .typeMismatch(
            context: "`arc4random_uniform`", expected: "one number (the upper bound)",
            found: values.first?.kindDescription ?? "nothing"), at: location)
      }
      // The next of the same sequence, in `0..<bound` (0 for a bound of 0, as arc4random(3)).
      let draw = nextRandomDraw()
      guard bound >= 1, bound < 9e18 else { return .integer(0) }
      return .integer(draw % Int(bound))
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
        let start = values[0].numeric, let end = values[1].numeric,
        let step = values[2].numeric, step != 0
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
        // `stride(from: 0, to: 6, by: 2)` counts in `Int`s; a floating bound or step makes
        // every element floating.
        let integral = values.prefix(3).allSatisfy { $0.numericKind == .integer }
        items.append(integral ? .integer(Int(current)) : .number(current))
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
      // `NSClassFromString("App.Panel")`: a Swift class by its qualified name (W28).
      if let bare = unqualifiedClassName(className), classes[bare] != nil {
        return .classReference(bare)
      }
      return .null
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// The next number of the deterministic "random" sequence: 0, 1, 2, …
  func nextRandomDraw() -> Int {
    defer { randomDraws += 1 }
    return randomDraws
  }
}

extension Interpreter {
  /// How a metaclass is named among class references: a class object's own class (runtime.h,
  /// `object_getClass` of a class).
  static let metaclassSuffix = " (metaclass)"

  /// runtime.h's class functions: `object_getClass(obj)` is its class, and of a class its
  /// metaclass; `class_isMetaClass(cls)` tells them apart (the usual "is it a class or a nib"
  /// test); `class_getName` and `object_getClassName` give the name.
  func classFunction(_ name: String, _ value: Value) -> Value {
    let className: String? =
      if case .classReference(let written) = value { written } else { self.className(of: value) }
    switch name {
    case "object_getClass":
      guard let className else { return .null }
      if case .classReference = value {
        return .classReference(
          className.hasSuffix(Self.metaclassSuffix) ? className : className + Self.metaclassSuffix
        )
      }
      return .classReference(className)
    case "class_isMetaClass":
      return .bool(className?.hasSuffix(Self.metaclassSuffix) == true)
    default:
      guard let className else { return .string("nil") }
      return .string(
        className.hasSuffix(Self.metaclassSuffix)
          ? String(className.dropLast(Self.metaclassSuffix.count)) : className)
    }
  }
}

extension Builtins {
  /// runtime.h's functions on class objects, the C spelling of the class object's messages
  /// (Interpreter+ObjCClassObjects).
  static let classObjectFunctions: Set<String> = [
    "class_getSuperclass", "class_respondsToSelector", "class_conformsToProtocol",
    "objc_getClass", "objc_lookUpClass", "objc_getMetaClass", "object_isClass",
  ]
}

extension Interpreter {
  /// `class_getSuperclass(cls)` is `[cls superclass]`; `class_respondsToSelector(cls, sel)` is
  /// `[cls instancesRespondToSelector:sel]`; `class_conformsToProtocol(cls, p)` is
  /// `[cls conformsToProtocol:p]`; `objc_getClass("Name")` and `objc_lookUpClass` are
  /// `NSClassFromString` with a C string, `objc_getMetaClass` its metaclass; `object_isClass`
  /// tells a class object from an instance (runtime.h). Nil in, nil (or NO) out.
  func classObjectFunction(_ name: String, _ values: [Value], at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    let first = values.first ?? .null
    let expected = ["class_respondsToSelector", "class_conformsToProtocol"].contains(name) ? 2 : 1
    guard values.count == expected else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(name)`",
          expected: expected == 2 ? "a class and one more argument" : "one argument",
          found: values.map(\.kindDescription).joined(separator: ", ")), at: location)
    }
    switch name {
    case "object_isClass":
      return .bool({ if case .classReference = first { true } else { false } }())
    case "objc_getClass", "objc_lookUpClass", "objc_getMetaClass":
      guard case .string(let written) = first else { return .null }
      let argument = EvaluatedArgument(
        label: nil, value: .string(written), isTrailing: false, location: location)
      guard
        case .classReference(let className) = try callRuntimeFunction(
          "NSClassFromString", [argument], at: location)
      else { return .null }
      return .classReference(
        name == "objc_getMetaClass" ? className + Self.metaclassSuffix : className)
    default:
      guard case .classReference(let className) = first else {
        return name == "class_getSuperclass" ? .null : .bool(false)
      }
      switch name {
      case "class_getSuperclass":
        return objcSuperclassName(of: className).map(Value.classReference) ?? .null
      case "class_respondsToSelector":
        return .bool(try instancesRespond(of: className, to: values[1], at: location))
      default:
        return try conformsToProtocol(first, values[1], at: location)
      }
    }
  }
}
