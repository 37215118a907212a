import Containment

/// A method's implementation as the Objective-C runtime functions hand it out (`IMP`): a
/// method the scenario wrote, or UIKit's own implementation of a selector.
enum RuntimeImplementation {
  case method(MethodDecl)
  case uikit(String)
}

/// The runtime functions of `<objc/runtime.h>` app code swizzles methods with, in `+load`
/// (objc4's runtime.h; NSHipster's "Method Swizzling" is the idiom): a `Method` is a class's
/// entry for a selector, found along the class chain as `class_getInstanceMethod` finds it
/// (an inherited method is the superclass's entry); `method_exchangeImplementations` swaps
/// the implementations of two entries, so the message sent by the one selector runs the
/// other's code, and the swizzled method calling itself by its own name reaches the
/// original. `class_addMethod` adds an entry only where the class has none of its own (else
/// NO); `class_replaceMethod` sets one; `method_setImplementation` too. UIKit's own
/// implementation of a selector, once moved to another entry, runs as the model's UIKit does
/// for that selector (the message sent to `super` from the class the entry is in).
extension Builtins {
  /// The functions of this file (for the static check and the run).
  static let swizzlingFunctions: Set<String> = [
    "class_getInstanceMethod", "method_getImplementation", "method_getTypeEncoding",
    "method_exchangeImplementations", "class_addMethod", "class_replaceMethod",
    "method_setImplementation", "method_getName", "class_getName", "object_getClass",
    "sel_registerName", "sel_getName", "class_getMethodImplementation", "class_getClassMethod",
  ]
}

extension Interpreter {
  /// The result of one of `Builtins.swizzlingFunctions`, or nil when `name` is not one.
  func callSwizzlingFunction(_ name: String, _ values: [Value], at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    guard Builtins.swizzlingFunctions.contains(name) else { return nil }
    func expect(_ count: Int, _ what: String) throws(Interrupt) {
      guard values.count == count else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(name)`", expected: what,
            found: values.map(\.kindDescription).joined(separator: ", ")), at: location)
      }
    }
    switch name {
    case "class_getInstanceMethod":
      try expect(2, "a class and a selector")
      let className = try runtimeClassName(values[0], name, at: location)
      let selector = try runtimeSelector(values[1], name, at: location)
      guard let owner = definingClass(of: selector, from: className) else { return .null }
      return .record(
        RecordValue(
          type: "Method",
          fields: [("class", .classReference(owner)), ("selector", .string(selector))]))
    case "class_getMethodImplementation":
      // The `IMP` a message to an instance of the class runs: the entry along its chain
      // (runtime.h); nil here where the runtime would hand out its forwarding function.
      try expect(2, "a class and a selector")
      let className = try runtimeClassName(values[0], name, at: location)
      let selector = try runtimeSelector(values[1], name, at: location)
      guard let owner = definingClass(of: selector, from: className),
        let implementation = implementation(of: owner, selector)
      else { return .null }
      return implementationValue(implementation)
    case "class_getClassMethod":
      // The class method's entry, in the metaclass (runtime.h): the class's own `+` method or
      // its nearest declared superclass's; nil for one the snippet does not write.
      try expect(2, "a class and a selector")
      let className = try runtimeClassName(values[0], name, at: location)
      let selector = try runtimeSelector(values[1], name, at: location)
      var current = runtimeClassInfo(className)
      var steps = 0
      while let info = current, steps < 64 {
        if classEntry(info, selector) != nil {
          let owner = info === rootExtension ? "UIViewController" : info.name
          return .record(
            RecordValue(
              type: "Method",
              fields: [
                ("class", .classReference(owner + Self.metaclassSuffix)),
                ("selector", .string(selector)),
              ]))
        }
        current = info.superclass
        steps += 1
      }
      return .null
    case "method_getImplementation":
      try expect(1, "a `Method`")
      let (className, selector) = try runtimeMethod(values[0], name, at: location)
      guard let implementation = implementation(of: className, selector) else { return .null }
      return implementationValue(implementation)
    case "method_getTypeEncoding":
      // The types as the runtime encodes them; only passed on to `class_addMethod` here.
      try expect(1, "a `Method`")
      return .string("v@:")
    case "method_getName":
      try expect(1, "a `Method`")
      return .string(try runtimeMethod(values[0], name, at: location).1)
    case "method_exchangeImplementations":
      try expect(2, "two `Method`s")
      // objc4 returns at once when either is NULL (`class_getInstanceMethod` found none).
      if case .null = values[0] { return .void }
      if case .null = values[1] { return .void }
      let (firstClass, first) = try runtimeMethod(values[0], name, at: location)
      let (secondClass, second) = try runtimeMethod(values[1], name, at: location)
      guard let one = implementation(of: firstClass, first),
        let other = implementation(of: secondClass, second)
      else { return .void }
      try setImplementation(other, of: firstClass, first, at: location)
      try setImplementation(one, of: secondClass, second, at: location)
      return .void
    case "class_addMethod":
      try expect(4, "a class, a selector, an `IMP` and the type encoding")
      let className = try runtimeClassName(values[0], name, at: location)
      let selector = try runtimeSelector(values[1], name, at: location)
      // NO when the class itself already implements the selector (an inherited method does
      // not count: the class gets its own entry).
      if ownsMethod(className, selector) { return .bool(false) }
      try setImplementation(
        try runtimeImplementation(values[2], name, at: location), of: className, selector,
        at: location)
      return .bool(true)
    case "class_replaceMethod", "method_setImplementation":
      let className: String
      let selector: String
      let implementationArgument: Value
      if name == "class_replaceMethod" {
        try expect(4, "a class, a selector, an `IMP` and the type encoding")
        className = try runtimeClassName(values[0], name, at: location)
        selector = try runtimeSelector(values[1], name, at: location)
        implementationArgument = values[2]
      } else {
        try expect(2, "a `Method` and an `IMP`")
        (className, selector) = try runtimeMethod(values[0], name, at: location)
        implementationArgument = values[1]
      }
      let previous = implementation(of: className, selector)
      try setImplementation(
        try runtimeImplementation(implementationArgument, name, at: location), of: className,
        selector, at: location)
      return previous.map(implementationValue) ?? .null
    case "class_getName":
      try expect(1, "a class")
      return .string(try runtimeClassName(values[0], name, at: location))
    case "object_getClass":
      try expect(1, "an object")
      return className(of: values[0]).map(Value.classReference) ?? .null
    default:  // sel_registerName, sel_getName: a selector is its name
      try expect(1, "a name")
      return values[0]
    }
  }

  // MARK: Entries

  /// Where a class's methods are: the root of every chain for `UIViewController` and the
  /// classes above it (their categories), else the scenario's class.
  private func runtimeClassInfo(_ className: String) -> ClassInfo? {
    let name =
      className.hasSuffix(Self.metaclassSuffix)
      ? String(className.dropLast(Self.metaclassSuffix.count)) : className
    return Self.rootClassNames.contains(name) ? rootExtension : classes[name]
  }

  /// The class's own class method `selector` (a metaclass's entry): kept apart in
  /// `classMethods` where an instance method shares its key, else among `methods`.
  private func classEntry(_ info: ClassInfo, _ selector: String) -> MethodDecl? {
    if let method = info.classMethods[selector] { return method }
    if let method = info.methods[selector], method.isStatic { return method }
    return nil
  }

  /// The UIKit class `className` is or descends from (`UIViewController` by default).
  private func uikitAncestor(of className: String) -> String {
    var current = className
    for _ in 0..<64 {
      // A UIKit class (`UINavigationController`, whose category the snippet writes) is itself.
      if UIKitSurface.shared.type(named: current) != nil { return current }
      guard classes[current] != nil || program.interfaceSuperclasses[current] != nil else {
        return current
      }
      if let next = classes[current]?.superclass?.name {
        current = next
      } else if let next = program.interfaceSuperclasses[current] {
        current = next
      } else {
        return "UIViewController"
      }
    }
    return "UIViewController"
  }

  /// Whether `className` itself (not a superclass) implements `selector`.
  private func ownsMethod(_ className: String, _ selector: String) -> Bool {
    if let info = runtimeClassInfo(className), info.methods[selector] != nil { return true }
    // A UIKit class implements its own methods whatever categories the snippet gives it
    // (`UINavigationController (JK)` swizzling `pushViewController:animated:` in `+load`: the
    // class has that entry, so `class_addMethod` says NO and the methods are exchanged).
    let isUIKitClass =
      classes[className] == nil || Self.rootClassNames.contains(className)
      || UIKitSurface.shared.type(named: className)?.kind == .class
    guard isUIKitClass else { return false }
    return !UIKitSurface.shared.members(objc: selector, in: className).isEmpty
  }

  /// The class along `className`'s chain whose entry `class_getInstanceMethod` finds.
  private func definingClass(of selector: String, from className: String) -> String? {
    var current = runtimeClassInfo(className)
    var steps = 0
    while let info = current, steps < 64 {
      if info.methods[selector] != nil {
        return info === rootExtension ? "UIViewController" : info.name
      }
      current = info.superclass
      steps += 1
    }
    let uikit = uikitAncestor(of: className)
    return UIKitSurface.shared.members(objc: selector, in: uikit).isEmpty ? nil : uikit
  }

  /// The implementation in `className`'s own entry for `selector`, or nil.
  private func implementation(of className: String, _ selector: String)
    -> RuntimeImplementation?
  {
    if className.hasSuffix(Self.metaclassSuffix) {
      return runtimeClassInfo(className).flatMap { classEntry($0, selector) }.map {
        .method($0)
      }
    }
    if let info = runtimeClassInfo(className), let method = info.methods[selector] {
      return .method(method)
    }
    return UIKitSurface.shared.members(objc: selector, in: uikitAncestor(of: className)).isEmpty
      ? nil : .uikit(selector)
  }

  /// Puts `implementation` in `className`'s entry for `selector`.
  private func setImplementation(
    _ implementation: RuntimeImplementation, of className: String, _ selector: String,
    at location: SourceLocation
  ) throws(Interrupt) {
    guard let info = runtimeClassInfo(className) else {
      throw Interrupt(
        .unsupported(
          "changing a method of `\(className)`, whose methods the snippet does not declare",
          instead: "a category of `UIViewController` or a class of the snippet"),
        at: location)
    }
    if className.hasSuffix(Self.metaclassSuffix) {
      // A metaclass's entry: where the class method is kept (`classEntry`).
      guard case .method(let method) = implementation else { return }
      if info.classMethods[selector] != nil || info.methods[selector]?.isStatic == false {
        info.classMethods[selector] = method
      } else {
        info.methods[selector] = method
      }
      return
    }
    switch implementation {
    case .method(let method):
      info.methods[selector] = method
    case .uikit(let original):
      info.methods[selector] = Self.uikitImplementation(of: original, at: location)
    }
  }

  /// UIKit's implementation of `selector` as a method of the scenario: the message sent to
  /// `super` with the same arguments, which reaches the model's UIKit.
  private static func uikitImplementation(of selector: String, at location: SourceLocation)
    -> MethodDecl
  {
    let pieces = selector.split(separator: ":").map(String.init)
    let takesArguments = selector.hasSuffix(":")
    let parameters = takesArguments ? pieces.indices.map { "argument\($0)" } : []
    var parts: [MessagePart] = []
    for (index, piece) in pieces.enumerated() {
      var part = MessagePart(piece: piece, argument: nil, location: location)
      if takesArguments { part.argument = Expr(.name(parameters[index]), at: location) }
      parts.append(part)
    }
    let send = Expr(.message(Expr(.name("super"), at: location), parts), at: location)
    return MethodDecl(
      name: pieces.first ?? selector, labels: pieces.dropFirst().map { Optional($0) },
      parameters: parameters, body: [Stmt(.returnStatement(send), at: location)],
      isOverride: false, location: location)
  }

  // MARK: Values

  /// The `IMP` of `implementation`: one value per implementation, so two `IMP`s of the same
  /// method are equal (`class_getMethodImplementation(cls, sel) != …([cls superclass], sel)`
  /// asks whether `cls` overrides `sel`).
  private func implementationValue(_ implementation: RuntimeImplementation) -> Value {
    let index =
      runtimeImplementations.firstIndex { known in
        switch (known, implementation) {
        case (.method(let one), .method(let other)): one == other
        case (.uikit(let one), .uikit(let other)): one == other
        default: false
        }
      }
      ?? {
        runtimeImplementations.append(implementation)
        return runtimeImplementations.count - 1
      }()
    return .record(RecordValue(type: "IMP", fields: [("index", .integer(index))]))
  }

  private func runtimeImplementation(
    _ value: Value, _ function: String, at location: SourceLocation
  )
    throws(Interrupt) -> RuntimeImplementation
  {
    guard case .record(let record) = value, record.type == "IMP",
      case .integer(let index)? = record.field("index"),
      runtimeImplementations.indices.contains(index)
    else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(function)`", expected: "an `IMP` from `method_getImplementation`",
          found: value.kindDescription), at: location)
    }
    return runtimeImplementations[index]
  }

  private func runtimeMethod(_ value: Value, _ function: String, at location: SourceLocation)
    throws(Interrupt) -> (String, String)
  {
    guard case .record(let record) = value, record.type == "Method",
      case .classReference(let className)? = record.field("class"),
      case .string(let selector)? = record.field("selector")
    else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(function)`", expected: "a `Method` from `class_getInstanceMethod`",
          found: value.kindDescription), at: location)
    }
    return (className, selector)
  }

  private func runtimeClassName(_ value: Value, _ function: String, at location: SourceLocation)
    throws(Interrupt) -> String
  {
    if case .classReference(let name) = value { return name }
    if let name = className(of: value) { return name }
    throw Interrupt(
      .typeMismatch(
        context: "`\(function)`", expected: "a class (`[self class]`)",
        found: value.kindDescription), at: location)
  }

  private func runtimeSelector(_ value: Value, _ function: String, at location: SourceLocation)
    throws(Interrupt) -> String
  {
    guard case .string(let selector) = value, !selector.isEmpty else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(function)`", expected: "a selector `@selector(name:)`",
          found: value.kindDescription), at: location)
    }
    return selector
  }
}

/// `+load` and `+initialize`, which the runtime sends by itself (NSObject.h; objc4's
/// `call_load_methods` and `initializeNonMetaClass`): `+load` of every class and category
/// once, when the program loads, before any other message (a superclass's before its
/// subclasses', the classes' before the categories'); `+initialize` before the first message
/// to a class or its instances, a superclass's first, the superclass's own sent again for a
/// subclass that has none.
extension Interpreter {
  /// True for `+ (void)load` / `+ (void)initialize` (`name`).
  private static func isRuntimeClassMethod(_ method: MethodDecl, _ name: String) -> Bool {
    method.isStatic && method.name == name && method.parameters.isEmpty
  }

  /// Sends `+load` to every class and category that implements it, `root` standing for the
  /// caller (`self` in them is the class).
  func sendLoadMessages(selfClass: String, root: InterpretedController) throws(Interrupt) {
    guard language == .objc else { return }
    var loads: [(method: MethodDecl, owner: ClassInfo?, className: String)] = []
    // Superclasses first: by the length of the declared chain, then in source order.
    let ordered = program.classes.enumerated().sorted {
      let left = classes[$0.element.name]?.chain.count ?? 0
      let right = classes[$1.element.name]?.chain.count ?? 0
      return left == right ? $0.offset < $1.offset : left < right
    }
    for (_, declaration) in ordered {
      for method in declaration.methods where Self.isRuntimeClassMethod(method, "load") {
        loads.append((method, classes[declaration.name], declaration.name))
      }
    }
    for method in program.methods where Self.isRuntimeClassMethod(method, "load") {
      loads.append((method, classes[selfClass], selfClass))
    }
    for declaration in program.extensions {
      let owner = runtimeClassInfo(declaration.name)
      for method in declaration.methods where Self.isRuntimeClassMethod(method, "load") {
        loads.append((method, owner, declaration.name))
      }
    }
    for load in loads {
      _ = try invoke(
        load.method, of: load.owner, on: root, arguments: [], at: load.method.location,
        valueSelf: .classReference(load.className))
    }
  }

  /// Sends `+initialize` along `className`'s chain, superclass first, to each class not yet
  /// initialized; `root` stands for the caller.
  func sendInitializeIfNeeded(_ className: String, root: InterpretedController?)
    throws(Interrupt)
  {
    guard language == .objc, !initializedClasses.contains(className),
      let info = classes[className]
    else { return }
    guard let receiver = root ?? fileScopeOwner else { return }
    for each in info.chain.reversed() where !initializedClasses.contains(each.name) {
      initializedClasses.insert(each.name)
      // The class's own `+initialize`, else the nearest superclass's, with `self` this class.
      guard let (method, owner) = each.method("initialize"), method.isStatic,
        method.parameters.isEmpty
      else { continue }
      _ = try invoke(
        method, of: owner, on: receiver, arguments: [], at: method.location,
        valueSelf: .classReference(each.name))
    }
  }
}
