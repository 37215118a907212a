/// Objective-C protocol objects as app code asks about them (The Objective-C Programming
/// Language, "Protocols"; NSObject.h, objc/runtime.h):
/// - `@protocol(Pane)` and `NSProtocolFromString(@"Pane")` are the protocol object;
///   `NSStringFromProtocol(p)` its name;
/// - `[x conformsToProtocol:@protocol(Pane)]` (on an object or a class) is YES when the
///   object's class or one of its superclasses adopts the protocol, or a protocol that
///   inherits it: the snippet's `@interface X : Y <Pane>` and class extensions
///   `@interface X () <Pane>`, then the adoptions UIKit's headers declare for the UIKit class
///   it descends from (`UIViewController` adopts `UIAppearanceContainer`, `NSCoding` …).
///   Every object conforms to `NSObject`; a message to nil gives NO.
extension Interpreter {
  /// `NSProtocolFromString` and `NSStringFromProtocol`.
  func protocolFunction(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation
  ) throws(Interrupt) -> Value {
    if name == "NSProtocolFromString" {
      guard arguments.count == 1, case .string(let protocolName) = arguments[0].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`NSProtocolFromString`", expected: "one protocol name `@\"…\"`",
            found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
      }
      return Self.protocolObject(protocolName)
    }
    guard arguments.count == 1, let protocolName = Self.protocolName(arguments[0].value) else {
      throw Interrupt(
        .typeMismatch(
          context: "`NSStringFromProtocol`", expected: "one protocol (`@protocol(Name)`)",
          found: arguments.first?.value.kindDescription ?? "nothing"), at: location)
    }
    return .string(protocolName)
  }

  /// The protocol object named `name`.
  static func protocolObject(_ name: String) -> Value {
    .record(RecordValue(type: "Protocol", fields: [("name", .string(name))]))
  }

  /// The name of a protocol object, nil for any other value.
  static func protocolName(_ value: Value) -> String? {
    guard case .record(let record) = value, record.type == "Protocol",
      case .string(let name) = record.field("name")
    else { return nil }
    return name
  }

  /// `[receiver conformsToProtocol:p]`.
  func conformsToProtocol(_ receiver: Value, _ argument: Value, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard let name = Self.protocolName(argument) else {
      throw Interrupt(
        .typeMismatch(
          context: "`conformsToProtocol:`", expected: "a protocol (`@protocol(Name)`)",
          found: argument.kindDescription), at: location)
    }
    if case .null = receiver { return .bool(false) }
    if name == "NSObject" { return .bool(true) }
    var current =
      className(of: receiver) ?? surfaceTypeName(of: receiver) ?? foundationClass(of: receiver)
    var visited: Set<String> = []
    while let className = current, visited.insert(className).inserted, visited.count < 64 {
      if adopts(program.adoptedProtocols[className] ?? [], name) { return .bool(true) }
      if let declared = program.classes.first(where: { $0.name == className }) {
        current =
          declared.superclass ?? program.interfaceSuperclasses[className] ?? "UIViewController"
      } else if let superclass = program.interfaceSuperclasses[className] {
        current = superclass
      } else {
        // A UIKit or Foundation class: what its headers declare it adopts.
        return .bool(UIKitSurface.shared.allProtocols(of: className).contains(name))
      }
    }
    return .bool(false)
  }

  /// True when one of `protocols`, or a protocol one of them inherits (the snippet's own
  /// `@protocol P <Q>` or UIKit's), is `name`.
  private func adopts(_ protocols: [String], _ name: String) -> Bool {
    var pending = protocols
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      if next == name { return true }
      pending += program.adoptedProtocols[next] ?? []
      pending += UIKitSurface.shared.allProtocols(of: next)
    }
    return false
  }

  /// The Foundation class of a string, number, array or dictionary value.
  private func foundationClass(of value: Value) -> String? {
    switch value {
    case .string: "NSString"
    case .integer, .number, .bool: "NSNumber"
    case .array: "NSArray"
    case .dictionary: "NSDictionary"
    default: nil
    }
  }
}
