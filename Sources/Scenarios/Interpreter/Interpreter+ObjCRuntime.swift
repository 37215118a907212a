import Containment

/// The Objective-C runtime and Foundation basics app code uses around its containers, on the
/// values the interpreter holds (FIDELITY-SURFACE.md C19):
/// - `performSelector:`, `performSelector:withObject:`, `performSelector:withObject:withObject:`
///   (NSObject protocol): the message the selector names, sent now to the receiver's own method;
/// - a class as a value: `[x class]`, `x.class`, `[C description]`, `C.description` are the
///   class and its name (`NSStringFromClass`);
/// - `NSException`: `exceptionWithName:reason:userInfo:`, `initWithName:reason:userInfo:`,
///   `name`, `reason`, `userInfo`, `raise` (Interpreter+ObjCExceptions.swift);
/// - `conformsToProtocol:` and protocol objects (Interpreter+ObjCProtocols.swift);
/// - `NSNumber` and `NSString`'s numeric values and `NSNumber`'s factories
///   (Interpreter+FoundationNumbers.swift); `NSValue`'s geometry boxes and `NSUserDefaults`
///   (Interpreter+FoundationValues.swift);
/// - `NSString`'s `stringWithUTF8String:`, `stringWithString:` (a string's own members are its
///   declaration's, UIKit/NSString.swift); `NSArray`'s `componentsJoinedByString:`.
extension Interpreter {
  /// The message's result when it is one of the above, else nil (nothing evaluated but the
  /// arguments of a message this answers).
  func objcRuntimeMessage(
    _ receiver: Value, _ parts: [MessagePart], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .objc else { return nil }
    // `[[vc class] isEqual:…]`, `[C superclass]` (Interpreter+ObjCClassObjects).
    if let result = try classObjectMessage(receiver, parts, scope, context) { return result }
    let pieces = parts.map(\.piece)
    let location = parts.first?.location ?? SourceLocation(line: 0, column: 0)
    guard Self.objcRuntimeMessages.contains(pieces) else { return nil }
    // A unary selector without arguments, a keyword selector with one per piece.
    let argumentCount = parts.filter { $0.argument != nil }.count
    let isUnary = pieces.count == 1 && Self.unaryRuntimeMembers.contains(pieces[0])
    guard argumentCount == (isUnary ? 0 : pieces.count) else { return nil }
    var arguments: [Value] = []
    for part in parts {
      guard let argument = part.argument else { continue }
      arguments.append(try evaluate(argument, in: scope, context))
    }
    return try objcRuntimeResult(receiver, pieces, arguments, at: location, context)
  }

  /// The selectors `objcRuntimeMessage` may answer (on some receivers).
  static let objcRuntimeMessages = Set<[String]>([
    ["performSelector"], ["performSelector", "withObject"],
    ["performSelector", "withObject", "withObject"], ["class"], ["description"],
    ["exceptionWithName", "reason", "userInfo"], ["initWithName", "reason", "userInfo"],
    ["name"], ["reason"], ["userInfo"], ["raise"], ["stringWithUTF8String"], ["stringWithString"],
    ["initWithUTF8String"], ["initWithString"],
    ["componentsJoinedByString"], ["methodForSelector"], ["instancesRespondToSelector"],
    ["conformsToProtocol"],
  ]).union(numberFactorySelectors).union(foundationValueSelectors)

  /// The selectors above that take no argument (also read with dot syntax).
  static let unaryRuntimeMembers = Set<String>([
    "class", "description", "name", "reason", "userInfo", "raise",
  ]).union(unaryFoundationValueSelectors)

  /// True for the messages and properties this file answers: the static check leaves them to
  /// the run, which knows the receiver.
  static func isObjCRuntimeMember(_ use: MemberResolver.Use, _ language: ScenarioLanguage) -> Bool {
    guard language == .objc else { return false }
    // `name` and `description` stay checked: a snippet's own classes often have them.
    switch use {
    case .message(let pieces, _)
    where interpretedCollectionMessages.contains(pieces)
      || keyValueObservingMessages.contains(pieces):
      return true  // Interpreter+FoundationSets, Interpreter+KeyValueObserving
    case .message(let pieces, _):
      return objcRuntimeMessages.contains(pieces) && pieces != ["name"]
    case .property(let name):
      return objcRuntimeMessages.contains([name]) && !["name", "description"].contains(name)
    default: return false
    }
  }

  private func objcRuntimeResult(
    _ receiver: Value, _ pieces: [String], _ arguments: [Value], at location: SourceLocation,
    _ context: MethodContext? = nil
  ) throws(Interrupt) -> Value? {
    // `[NSNumber numberWithInt:3]`, `[[NSNumber alloc] initWithInt:3]` (UIKit/NSNumber.swift;
    // `[n integerValue]` is the number's declared member).
    if pieces.count == 1, arguments.count == 1,
      let number = numberFactory(receiver, pieces[0], arguments[0])
    {
      return number
    }
    // `[NSValue valueWithCGRect:r]`, `[defaults integerForKey:@"tab"]`
    // (Interpreter+FoundationValues).
    if let value = try foundationValueResult(receiver, pieces, arguments, at: location) {
      return value
    }
    switch (receiver, pieces) {
    case (_, ["performSelector"]), (_, ["performSelector", "withObject"]),
      (_, ["performSelector", "withObject", "withObject"]):
      return try performSelector(on: receiver, arguments, at: location)
    case (.classReference(let name), ["description"])
    where classes[name]?.classMethod(
      calledAs: .message(["description"], hasArguments: false), language)
      == nil:
      return .string(name)  // NSObject's `+description`, unless the class writes its own (C41)
    case (_, ["conformsToProtocol"]):
      return try conformsToProtocol(receiver, arguments[0], at: location)
    case (.classReference(let name), ["instancesRespondToSelector"]):
      return .bool(try instancesRespond(of: name, to: arguments[0], at: location))
    case (.controller, ["methodForSelector"]):
      guard let context else { return nil }
      return try implementation(of: arguments[0], at: location, context)
    case (.classReference("NSException"), ["exceptionWithName", "reason", "userInfo"]),
      (.allocated("NSException"), ["initWithName", "reason", "userInfo"]):
      guard case .string(let name) = arguments[0] else {
        throw Interrupt(
          .typeMismatch(
            context: "an exception's name", expected: "a string",
            found: arguments[0].kindDescription),
          at: location)
      }
      let reason: String
      if case .string(let text) = arguments[1] { reason = text } else { reason = "" }
      return Self.exception(name: name, reason: reason, userInfo: arguments[2])
    case (.record(let record), let pieces) where record.type == "NSException":
      switch pieces {
      case ["raise"]: try raiseObjC(receiver, at: location)
      case ["description"]: return .string(describe(receiver))
      case ["name"], ["reason"], ["userInfo"]: return record.field(pieces[0]) ?? .null
      default: return nil
      }
    case (.classReference("NSString"), ["stringWithUTF8String"]),
      (.classReference("NSString"), ["stringWithString"]),
      (.allocated("NSString"), ["initWithUTF8String"]),
      (.allocated("NSString"), ["initWithString"]):
      guard case .string = arguments[0] else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(pieces[0]):`", expected: "a string", found: arguments[0].kindDescription),
          at: location)
      }
      return arguments[0]
    case (.array(let items), ["componentsJoinedByString"]):
      guard case .string(let separator) = arguments[0] else {
        throw Interrupt(
          .typeMismatch(
            context: "`componentsJoinedByString:`", expected: "a string",
            found: arguments[0].kindDescription), at: location)
      }
      // Each element's description (NSArray.h), joined.
      return .string(items.map(describe).joined(separator: separator))
    case (_, ["class"]):
      return className(of: receiver).map(Value.classReference)
    default:
      return nil
    }
  }

  /// Dot syntax for the same members (`s.length`, `self.class`, `e.reason`); nil for others.
  func objcRuntimeProperty(_ name: String, of base: Value, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    if let result = try classObjectProperty(name, of: base, at: location) { return result }
    guard language == .objc, Self.unaryRuntimeMembers.contains(name), name != "raise" else {
      return nil
    }
    return try objcRuntimeResult(base, [name], [], at: location)
  }

  /// `[C instancesRespondToSelector:sel]` (NSObject.h): whether `C`'s instances implement the
  /// method, the class's own (the snippet's classes) or inherited from UIKit (the real surface
  /// of the UIKit class it descends from).
  func instancesRespond(
    of className: String, to selector: Value, at location: SourceLocation
  )
    throws(Interrupt) -> Bool
  {
    guard case .string(let written) = selector, !written.isEmpty else {
      throw Interrupt(
        .typeMismatch(
          context: "`instancesRespondToSelector:`", expected: "a selector `@selector(name:)`",
          found: selector.kindDescription), at: location)
    }
    var current = className
    for _ in 0..<64 {
      guard let info = classes[current] else { break }
      if info.method(written) != nil { return true }
      guard let superclass = info.superclass?.name else {
        current = program.interfaceSuperclasses[current] ?? "UIViewController"
        break
      }
      current = superclass
    }
    return !UIKitSurface.shared.members(objc: written, in: current).isEmpty
  }

  /// `[object methodForSelector:sel]`: the method's implementation, an `IMP`, called as a C
  /// function whose first two arguments are the receiver and the selector (objc/message.h):
  /// a block that sends the message to its first argument.
  private func implementation(
    of selector: Value, at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    guard case .string(let name) = selector, !name.isEmpty else {
      throw Interrupt(
        .typeMismatch(
          context: "`methodForSelector:`", expected: "a selector `@selector(name:)`",
          found: selector.kindDescription), at: location)
    }
    let pieces = name.split(separator: ":", omittingEmptySubsequences: false).dropLast(
      name.hasSuffix(":") ? 1 : 0)
    let receiver = "receiver@\(location.line):\(location.column)"
    var parameters = [receiver, "selector@\(location.line):\(location.column)"]
    var parts: [MessagePart] = []
    for (index, piece) in pieces.enumerated() {
      var part = MessagePart(piece: String(piece), location: location)
      if name.hasSuffix(":") {
        let argument = "argument\(index)@\(location.line):\(location.column)"
        parameters.append(argument)
        part.argument = Expr(.name(argument), at: location)
      }
      parts.append(part)
    }
    let send = Expr(.message(Expr(.name(receiver), at: location), parts), at: location)
    let closure = Closure(
      parameters: parameters, body: [Stmt(.returnStatement(send), at: location)])
    return try evaluate(
      Expr(.closure(closure), at: location), in: Scope(parent: fileScope), context)
  }

  /// `[receiver performSelector:@selector(name:) withObject:x]`: the receiver's own method for
  /// the selector, run now with the objects as its arguments (NSObject.h). A selector the
  /// receiver's class does not implement raises `NSInvalidArgumentException` ("unrecognized
  /// selector sent to instance"), as the runtime does.
  func performSelector(
    on receiver: Value, _ arguments: [Value], at location: SourceLocation
  )
    throws(Interrupt) -> Value?
  {
    guard case .controller(let controller as InterpretedController) = receiver else {
      return nil
    }
    let selector = try self.selector(
      arguments[0], target: controller, "`performSelector:`", at: location)
    guard let (method, owner) = method(for: selector, in: controller) else {
      let pieces = selector.objcName.split(separator: ":").map(String.init)
      let use = MemberResolver.Use.message(pieces, hasArguments: selector.objcName.hasSuffix(":"))
      // `[self performSelector:@selector(setNeedsStatusBarAppearanceUpdate)]`: a UIKit method
      // the class inherits is sent as the message would be (NSObject.h).
      if UIKitDeclarations.isRealMember(use, language),
        ModelledAPI.table.contains(pieces.first ?? "", .objc)
      {
        let objects = arguments.dropFirst().prefix(pieces.count).map {
          EvaluatedArgument(label: nil, value: $0, isTrailing: false, location: location)
        }
        return try callMember(use, on: receiver, Array(objects), at: location)
      }
      guard controller.classInfo != nil, !UIKitDeclarations.isRealMember(use, language)
      else { return nil }
      try raiseObjC(
        name: "NSInvalidArgumentException",
        reason: "-[\(controller.modelClassName) \(selector.objcName)]: unrecognized selector "
          + "sent to instance", at: location)
    }
    let objects = Array(arguments.dropFirst())
    let values = method.parameters.indices.map { $0 < objects.count ? objects[$0] : Value.null }
    return try invoke(method, of: owner, on: controller, arguments: values, at: location)
  }
}
