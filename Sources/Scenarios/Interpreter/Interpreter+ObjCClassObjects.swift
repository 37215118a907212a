import Containment

/// A class is an object too (FIDELITY-SURFACE.md C7; The Objective-C Programming Language,
/// "Class Objects"; objc.h, NSObject.h): a class object answers the `NSObject` protocol's
/// messages and NSObject's class methods, as app code sends them to `[x class]` and to a
/// class by name:
/// - `[[vc class] isEqual:[UINavigationController class]]` is identity (one class object per
///   class), `hash` is the same for the same class;
/// - `[C superclass]` and `[object superclass]` are the class's superclass (the scenario's
///   declared superclass, else UIKit's chain; nil above `NSObject`);
/// - `[C isSubclassOfClass:D]` holds for the class and every class it inherits from;
/// - `[C respondsToSelector:sel]` asks about class methods: the class's own `+` methods, the
///   ones NSObject's class methods (`alloc`, `new`, `class` …) and UIKit's class members along
///   its chain;
/// - `[C isKindOfClass:D]` asks about the class object's own class, its metaclass, whose chain
///   ends in the root class: YES for `NSObject` only; `isMemberOfClass:` is NO.
/// The messages to a class the snippet declares itself (`+ (BOOL)isEqual:`) stay its own.
/// Swift's spellings of the same class side (`UIViewController.description()`,
/// `type(of: vc).isSubclass(of: X.self)`, C41) are `classObjectMember`, on the same superclass
/// walk (`objcSuperclassName(of:)`) and kind test (`isClass(_:kindOf:)`): one implementation
/// of class objects for both languages. An object the model keeps inert (`[NSObject new]`)
/// answers the NSObject protocol's identity and kind questions here too.
extension Interpreter {
  /// The messages this file answers when sent to a class object, by their selector's piece.
  enum ClassObjectMessage: String, CaseIterable {
    case isEqual, hash, superclass, isSubclassOfClass, respondsToSelector, isKindOfClass
    case isMemberOfClass, debugDescription
    case classItself = "self"

    /// True for the ones without an argument.
    var isUnary: Bool {
      [.hash, .superclass, .debugDescription, .classItself].contains(self)
    }
  }

  /// The selectors of `ClassObjectMessage` without an argument (also read with dot syntax).
  static let unaryClassObjectMessages = Set(
    ClassObjectMessage.allCases.filter(\.isUnary).map(\.rawValue))

  /// NSObject's class methods (NSObject.h), which every class object answers.
  static let nsObjectClassSelectors: Set<String> = [
    "alloc", "allocWithZone:", "new", "class", "superclass", "description", "debugDescription",
    "hash", "self", "isEqual:", "isSubclassOfClass:", "instancesRespondToSelector:",
    "respondsToSelector:", "conformsToProtocol:", "instanceMethodForSelector:",
    "methodForSelector:", "isKindOfClass:", "isMemberOfClass:", "performSelector:",
    "performSelector:withObject:", "performSelector:withObject:withObject:", "load",
    "initialize", "resolveClassMethod:", "resolveInstanceMethod:", "copy", "mutableCopy",
    "cancelPreviousPerformRequestsWithTarget:",
    "cancelPreviousPerformRequestsWithTarget:selector:object:",
  ]

  /// The message's result when a class object (or, for `superclass`, any object) receives one
  /// of `ClassObjectMessage`; nil, evaluating nothing, for any other message or receiver.
  func classObjectMessage(
    _ receiver: Value, _ parts: [MessagePart], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .objc else { return nil }
    let pieces = parts.map(\.piece)
    guard pieces.count == 1, let message = ClassObjectMessage(rawValue: pieces[0]) else {
      return nil
    }
    let unary = message.isUnary
    guard parts.filter({ $0.argument != nil }).count == (unary ? 0 : 1) else { return nil }
    let className: String
    switch receiver {
    case .classReference(let name): className = name
    case .surface(.inert(let object)):
      // An object the model keeps inert (`[NSObject new]`, a token) answers the NSObject
      // protocol itself: identity, its class's chain.
      return try inertObjectMessage(object, message, parts, scope, context)
    case _ where pieces == ["superclass"]:
      // `[self superclass]`: the superclass of the object's class.
      guard let name = self.className(of: receiver) else { return nil }
      return superclassReference(of: name)
    default: return nil
    }
    // A class method the snippet writes itself answers instead (`+ (NSUInteger)hash`).
    let use = MemberResolver.Use.message(pieces, hasArguments: !unary)
    if classes[className]?.classMethod(calledAs: use, language) != nil { return nil }
    var argument = Value.null
    if let expression = parts.first?.argument {
      argument = try evaluate(expression, in: scope, context)
    }
    let location = parts.first?.location ?? SourceLocation(line: 0, column: 0)
    return try classObjectResult(className, message, argument, at: location)
  }

  /// `isEqual:` is identity (NSObject's own implementation), `isKindOfClass:` and
  /// `isMemberOfClass:` ask the object's class; nil for the other messages.
  private func inertObjectMessage(
    _ object: InertObject, _ message: ClassObjectMessage, _ parts: [MessagePart], _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard [.isEqual, .isKindOfClass, .isMemberOfClass].contains(message) else {
      return nil
    }
    var argument = Value.null
    if let expression = parts.first?.argument {
      argument = try evaluate(expression, in: scope, context)
    }
    switch message {
    case .isEqual:
      if case .surface(.inert(let other)) = argument { return .bool(other === object) }
      return .bool(false)
    case .isKindOfClass:
      guard case .classReference(let other) = argument else { return .bool(false) }
      return .bool(isClass(object.className, kindOf: other))
    default:
      guard case .classReference(let other) = argument else { return .bool(false) }
      return .bool(other == object.className)
    }
  }

  /// Dot syntax for the unary ones (`[self class].superclass`, `vc.class.hash`,
  /// `self.superclass`); nil for other names and receivers.
  func classObjectProperty(_ name: String, of base: Value, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    guard language == .objc, let message = ClassObjectMessage(rawValue: name), message.isUnary
    else { return nil }
    switch base {
    case .classReference(let className):
      let use = MemberResolver.Use.property(name)
      if classes[className]?.classMethod(calledAs: use, language) != nil { return nil }
      return try classObjectResult(className, message, .null, at: location)
    case _ where name == "superclass":
      return className(of: base).map(superclassReference(of:))
    default: return nil
    }
  }

  private func classObjectResult(
    _ className: String, _ message: ClassObjectMessage, _ argument: Value,
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let isMetaclass = className.hasSuffix(Self.metaclassSuffix)
    switch message {
    case .isEqual:
      if case .classReference(let other) = argument { return .bool(other == className) }
      return .bool(false)
    case .hash:
      // One number per class, the same each time (the class object's address in the runtime).
      return .integer(Self.stableHash(className))
    case .classItself:
      return .classReference(className)
    case .debugDescription:
      return .string(
        isMetaclass ? String(className.dropLast(Self.metaclassSuffix.count)) : className)
    case .superclass:
      return superclassReference(of: className)
    case .isSubclassOfClass:
      guard case .classReference(let ancestor) = argument else {
        throw Interrupt(
          .typeMismatch(
            context: "`isSubclassOfClass:`", expected: "a class (`[X class]`)",
            found: argument.kindDescription), at: location)
      }
      return .bool(isClass(className, kindOf: ancestor))
    case .isKindOfClass:
      // The metaclass chain ends in the root class itself (objc runtime: the root metaclass's
      // superclass is the root class), so a class object is kind of `NSObject` only.
      if case .classReference(let other) = argument { return .bool(other == "NSObject") }
      return .bool(false)
    case .isMemberOfClass:
      return .bool(false)
    case .respondsToSelector:
      guard case .string(let written) = argument, !written.isEmpty else {
        throw Interrupt(
          .typeMismatch(
            context: "`respondsToSelector:`", expected: "a selector `@selector(name:)`",
            found: argument.kindDescription), at: location)
      }
      return .bool(classResponds(className, to: written))
    }
  }

  /// The superclass of a class by name, the one walk up the chain for both languages: the one
  /// the snippet declares (`@interface Box : UINavigationController`, `class Box:
  /// UINavigationController`), UIKit's for a UIKit class; in Objective-C `UIViewController` for
  /// a class the snippet uses or implements without declaring its superclass (the model makes
  /// it a view controller), in Swift nil for a root class; nil above the root class.
  func objcSuperclassName(of className: String) -> String? {
    if let declared = program.classes.first(where: { $0.name == className })?.superclass
      ?? program.interfaceSuperclasses[className]
    {
      return declared
    }
    let surface = UIKitSurface.shared
    if let type = surface.type(named: className), type.kind == .class {
      return type.superclass
    }
    guard language == .objc else { return nil }
    return classes[className] != nil ? "UIViewController" : nil
  }

  private func superclassReference(of className: String) -> Value {
    objcSuperclassName(of: className).map(Value.classReference) ?? .null
  }

  /// Whether `className` is `ancestor` or inherits from it, through the snippet's classes and
  /// then UIKit's.
  func isClass(_ className: String, kindOf ancestor: String) -> Bool {
    // NSObject is the root of every class the model has (a Swift view controller's too).
    if ancestor == "NSObject" { return true }
    var current: String? = className
    var steps = 0
    while let name = current, steps < 64 {
      if name == ancestor { return true }
      current = objcSuperclassName(of: name)
      steps += 1
    }
    return false
  }

  /// Whether the class object answers the selector: its own class methods and those of the
  /// scenario's classes above it, NSObject's, and UIKit's class members along its chain.
  private func classResponds(_ className: String, to written: String) -> Bool {
    if Self.nsObjectClassSelectors.contains(written) { return true }
    let pieces = written.split(separator: ":").map(String.init)
    let use = MemberResolver.Use.message(pieces, hasArguments: written.hasSuffix(":"))
    var current: String? = className
    var steps = 0
    while let name = current, steps < 64 {
      if classes[name]?.classMethod(calledAs: use, language) != nil { return true }
      if UIKitSurface.shared.type(named: name) != nil {
        return UIKitSurface.shared.members(objc: written, in: name).contains {
          $0.member.isClassMember
        }
      }
      current = objcSuperclassName(of: name)
      steps += 1
    }
    return false
  }

  /// The result of NSObject's class-side member `name` sent to the class `className` with
  /// Swift's call syntax or a message the path above leaves (`UIViewController.description()`,
  /// `type(of: vc).isSubclass(of: X.self)`, C41), or nil when `name` is not one of them (or the
  /// class declares its own).
  func classObjectMember(
    _ name: String, labels: [String?], _ arguments: [Value], on className: String
  ) -> Value? {
    if let info = classes[className],
      info.classMethod(
        calledAs: language == .objc
          ? .message([name], hasArguments: !arguments.isEmpty)
          : .swiftCall(name, labels: labels, trailing: labels.map { _ in false }), language)
        != nil
    {
      return nil  // the class's own `+description`
    }
    func otherClass() -> String? {
      guard arguments.count == 1, case .classReference(let other) = arguments[0] else {
        return nil
      }
      return other
    }
    switch (name, labels, arguments.count) {
    case ("isEqual", [nil], 1):
      // A class object is equal only to itself.
      return .bool(otherClass() == className)
    case ("isSubclassOfClass", _, 1), ("isSubclass", ["of"], 1):
      // YES for the class itself and each of its subclasses.
      return otherClass().map { .bool(isClass(className, kindOf: $0)) } ?? .bool(false)
    case ("description", [], 0), ("debugDescription", [], 0):
      return .string(language == .swift ? qualifiedTypeName(className) : className)
    case ("superclass", [], 0):
      return superclassReference(of: className)
    case ("instancesRespond", ["to"], 1):
      // `UIScreen.instancesRespond(to: #selector(…))`: whether the class's instances
      // implement the selector, its own methods or its real surface's (NSObject.h; C46).
      guard case .string(let selector) = arguments[0], !selector.isEmpty else { return nil }
      // A Swift class's method by its Objective-C selector (`reload()` is `reload`).
      if language == .swift, let info = classes[className],
        info.chain.contains(where: { each in
          each.methods.keys.contains { Self.swiftSelector($0).objcName == selector }
        })
      {
        return .bool(true)
      }
      let location = SourceLocation(line: 0, column: 0)
      return (try? instancesRespond(of: className, to: arguments[0], at: location)).map(Value.bool)
    case ("hash", [], 0):
      return .integer(Self.stableHash(className))
    default:
      return nil
    }
  }

  /// A hash of a class name that is the same on every run (Swift's `hashValue` is seeded).
  static func stableHash(_ text: String) -> Int {
    var hash: UInt32 = 5381
    for byte in text.utf8 { hash = hash &* 33 &+ UInt32(byte) }
    return Int(hash)
  }
}
